import { formatCount } from '@erp/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';

export interface DataTableToolbarProps {
  /** What the table lists, e.g. 'Items': names the filter box. */
  label: string;
  /** The filter text. */
  query: string;
  /** Without it there is no filter box: nothing would filter (a server's page it cannot ask for, issue 56). */
  onQueryChange?: (query: string) => void;
  /** The id of the table the filter controls. */
  controls?: string;
  /** How many records there are in all (the server's count for a server page). */
  total: number;
  /** How many of them the filter leaves (`total` when it leaves all). */
  shown: number;
  /** `total` is the server's estimate: it shows as 'about 2,40,000' (decision 0610). */
  estimated?: boolean;
  /** Says 'Loading…' instead of the count (with `hideCount` too: the list says that it loads). */
  loading?: boolean;
  /** Leaves the count out, where a pagination bar below shows it: a list shows one count. */
  hideCount?: boolean;
  /** Controls at the bar's end, after the count (a table's Columns menu). */
  tools?: ReactNode;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Filter = styled.div`
  position: relative;
  width: min(320px, 100%);
  & input {
    width: 100%;
    height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space(2.5)} 0 ${({ theme }) => theme.space(8)};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & input:focus {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focusRing};
  }
  & svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(2.5)};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

/**
 * The bar above a DataTable: the filter box (spec §5 search) and the count of records, announced as it
 * changes ('25 records', '3 of 25 records', 'about 2,40,000 records').
 */
export function DataTableToolbar({
  label,
  query,
  onQueryChange,
  controls,
  total,
  shown,
  estimated = false,
  loading = false,
  hideCount = false,
  tools,
}: DataTableToolbarProps) {
  const t = useUiText();
  return (
    <Bar>
      {onQueryChange ? (
        <Filter>
          <Icon name="search" size={16} />
          <input
            type="search"
            aria-label={t('Filter {{label}}', { label })}
            placeholder={t('Search')}
            aria-controls={controls}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </Filter>
      ) : null}
      <Count role="status">
        {loading
          ? t('Loading…')
          : hideCount
            ? null
            : shown === total
              ? t('{{count}} records', { count: formatCount(total, estimated) })
              : t('{{shown}} of {{count}} records', {
                  shown: formatCount(shown),
                  count: formatCount(total, estimated),
                })}
      </Count>
      {tools ? <Tools>{tools}</Tools> : null}
    </Bar>
  );
}
