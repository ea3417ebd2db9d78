import styled from 'styled-components';
import { LookupField, type LookupPaging } from '../LookupField/LookupField.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { FieldOption } from '../internal/options.ts';
import { useUiText } from '../text/UiText.tsx';

/** One place filter (branch, location, stock area): its choice, and the server's matches to choose from. */
export interface StockPlaceFilter {
  /** The chosen place's id, or null: every place. */
  value: string | null;
  /** The chosen place's name, for when the matches do not include it. */
  valueLabel?: string;
  options: readonly FieldOption[];
  /** The place chosen (with its name), or null when the filter is cleared. */
  onChange: (place: FieldOption | null) => void;
  /** Searches the server with the text typed ('' when the list opens). */
  onSearch?: (query: string) => void;
  paging?: LookupPaging;
}

export interface StockFiltersProps {
  branch: StockPlaceFilter;
  location: StockPlaceFilter;
  stockArea: StockPlaceFilter;
  /** The grouping chosen, '' for none. */
  groupBy: string;
  groupByOptions: readonly FieldOption[];
  onGroupByChange: (groupBy: string) => void;
  /** The search text (item code or name). */
  query: string;
  onQueryChange: (query: string) => void;
  disabled?: boolean;
}

const Bar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

/**
 * Issue 17's filters of the Inventory Stock view: branch, location and stock area (searched on the
 * server), the grouping and the search box; controlled by props, each change reported at once.
 */
export function StockFilters({
  branch,
  location,
  stockArea,
  groupBy,
  groupByOptions,
  onGroupByChange,
  query,
  onQueryChange,
  disabled,
}: StockFiltersProps) {
  const t = useUiText();
  const place = (filter: StockPlaceFilter, label: string, placeholder: string) => (
    <LookupField
      label={label}
      placeholder={placeholder}
      value={filter.value}
      valueLabel={filter.valueLabel}
      options={filter.options}
      disabled={disabled}
      onChange={(value) =>
        filter.onChange(
          value === null ? null : (filter.options.find((option) => option.value === value) ?? null),
        )
      }
      onQueryChange={filter.onSearch}
      loading={filter.paging?.loading}
      hasMore={filter.paging?.hasMore}
      onMore={filter.paging?.onMore}
    />
  );
  return (
    <Bar role="search" aria-label={t('Stock filters')} onSubmit={(event) => event.preventDefault()}>
      {place(branch, t('Branch'), t('All branches'))}
      {place(location, t('Location'), t('All locations'))}
      {place(stockArea, t('Stock Area'), t('All stock areas'))}
      <SelectField
        label={t('Group by')}
        placeholder={t('No grouping')}
        value={groupBy}
        options={groupByOptions}
        disabled={disabled}
        onChange={onGroupByChange}
      />
      <TextField
        label={t('Search')}
        type="search"
        placeholder={t('Item or lot')}
        value={query}
        disabled={disabled}
        onChange={onQueryChange}
      />
    </Bar>
  );
}
