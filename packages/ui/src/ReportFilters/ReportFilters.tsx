import { useEffect, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { PHONE_MEDIA } from '../internal/phone.ts';
import type { ReportFilterDef, ReportFilterValues } from '@erp/domain';
import { CheckboxField } from '../CheckboxField/CheckboxField.tsx';
import { DateRangeFilter, dateRangeErrors, type DateRange } from '../DateRangeFilter/DateRangeFilter.tsx';
import { LookupField, type LookupPaging } from '../LookupField/LookupField.tsx';
import { SelectField } from '../SelectField/SelectField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { FieldOption } from '../internal/options.ts';
import { useUiText } from '../text/UiText.tsx';

/** A lookup filter's choices: the server's matches, the chosen record's name, the search and its pages. */
export interface ReportLookupChoices {
  options: readonly FieldOption[];
  /** The chosen record's name, for when the matches do not hold it. */
  valueLabel?: string;
  onSearch?: (query: string) => void;
  paging?: LookupPaging;
}

/** A filter's new value by body key: null clears it. */
export type ReportFilterChange = Readonly<Record<string, string | number | boolean | null>>;

export interface ReportFiltersProps {
  /** The report's declared filters (`REPORTS` of @erp/domain), in order. */
  filters: readonly ReportFilterDef[];
  /** Their values by body key (a date range's two keys). */
  values: ReportFilterValues;
  /** A filter changed: its key (a date range's two) and new value, reported once it can filter. */
  onChange: (change: ReportFilterChange) => void;
  /** The choices of the lookup filters, by their key. */
  lookups?: Readonly<Record<string, ReportLookupChoices>>;
  disabled?: boolean;
}

const Bar = styled.form`
  /* On a phone (its own width, decision 2081) a field takes the whole width: a chosen name shows whole. */
  container-type: inline-size;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  & > div {
    width: 220px;
  }
  @container ${PHONE_MEDIA} {
    & > div {
      width: 100%;
    }
  }
`;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A date range as typed: a range reaches `onChange` only once both ends are days (or open) and in order. */
function RangeFilter({
  label,
  keys,
  values,
  onChange,
  disabled,
}: {
  label: string;
  keys: readonly [string, string];
  values: ReportFilterValues;
  onChange: ReportFiltersProps['onChange'];
  disabled?: boolean;
}) {
  const [fromKey, toKey] = keys;
  const from = text(values[fromKey]);
  const to = text(values[toKey]);
  const [range, setRange] = useState<DateRange>({ from, to });
  useEffect(() => setRange({ from, to }), [from, to]);
  const change = (next: DateRange) => {
    setRange(next);
    if (Object.keys(dateRangeErrors(next)).length === 0)
      onChange({ [fromKey]: next.from || null, [toKey]: next.to || null });
  };
  return <DateRangeFilter label={label} value={range} onChange={change} disabled={disabled} />;
}

/**
 * Issue 22's filters of a declared report (decision 1210): a date range, records picked by name (searched
 * on the server), one of a few values, text and switches, each as its declaration says; controlled by props, each change
 * reported at once (a date range once it can filter).
 */
export function ReportFilters({ filters, values, onChange, lookups = {}, disabled }: ReportFiltersProps) {
  const t = useUiText();
  const filterOf = (filter: ReportFilterDef): ReactElement => {
    switch (filter.kind) {
      case 'dateRange':
        return (
          <RangeFilter
            key={filter.keys.join('-')}
            label={t(filter.label)}
            keys={filter.keys}
            values={values}
            onChange={onChange}
            disabled={disabled}
          />
        );
      case 'lookup': {
        const choices = lookups[filter.key];
        return (
          <LookupField
            key={filter.key}
            label={t(filter.label)}
            placeholder={t('All')}
            value={text(values[filter.key]) || null}
            valueLabel={choices?.valueLabel}
            options={choices?.options ?? []}
            disabled={disabled}
            onChange={(value) => onChange({ [filter.key]: value === null ? null : Number(value) })}
            onQueryChange={choices?.onSearch}
            loading={choices?.paging?.loading}
            hasMore={choices?.paging?.hasMore}
            onMore={choices?.paging?.onMore}
          />
        );
      }
      case 'text':
      case 'search':
        return (
          <TextField
            key={filter.key}
            label={t(filter.label)}
            type="search"
            placeholder={filter.kind === 'search' ? t('Number or party') : undefined}
            value={text(values[filter.key])}
            maxLength={filter.maxLength}
            disabled={disabled}
            onChange={(value) => onChange({ [filter.key]: value.trim() === '' ? null : value })}
          />
        );
      case 'choice':
        return (
          <SelectField
            key={filter.key}
            label={t(filter.label)}
            placeholder={t('All')}
            value={text(values[filter.key])}
            options={filter.options.map((option) => ({ value: option.value, label: t(option.label) }))}
            disabled={disabled}
            onChange={(value) => onChange({ [filter.key]: value === '' ? null : value })}
          />
        );
      case 'flag':
        return (
          <CheckboxField
            key={filter.key}
            label={t(filter.label)}
            value={values[filter.key] === true}
            disabled={disabled}
            onChange={(value) => onChange({ [filter.key]: value ? true : null })}
          />
        );
    }
  };
  return (
    <Bar role="search" aria-label={t('Report filters')} onSubmit={(event) => event.preventDefault()}>
      {filters.map(filterOf)}
    </Bar>
  );
}
