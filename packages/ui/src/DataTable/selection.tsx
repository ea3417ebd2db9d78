import { formatCount } from '@erp/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { useUiText } from '../text/UiText.tsx';
import type { DataTableColumn } from './columns.ts';

/** The tick column's key. */
export const SELECT_KEY = '__selected';

/** The width of the tick column, in px. */
const SELECT_WIDTH = 76;

/** A record's key in a selection: `getRowId` (given no position) or its `id`. */
export const selectionKeyOf =
  <Row,>(getRowId?: (row: Row, index: number) => string) =>
  (row: Row): string =>
    getRowId ? getRowId(row, -1) : String((row as { id?: unknown }).id ?? '');

/**
 * The column that ticks a row into the selection (decision 1483): a checkbox named after the record
 * ('Select INV/26-27/00001'); its value is no data, so it neither sorts nor filters.
 */
export function selectColumn<Row>(options: {
  header: string;
  keyOf: (row: Row) => string;
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  labelOf: (row: Row) => string;
  name: (label: string) => string;
}): DataTableColumn<Row> {
  const { keyOf, selected, onChange, labelOf, name } = options;
  return {
    key: SELECT_KEY,
    header: options.header,
    width: SELECT_WIDTH,
    sortable: false,
    cell: (row) => {
      const key = keyOf(row);
      const ticked = selected.includes(key);
      return (
        <input
          type="checkbox"
          aria-label={name(labelOf(row))}
          checked={ticked}
          onChange={() => onChange(ticked ? selected.filter((k) => k !== key) : [...selected, key])}
        />
      );
    },
  };
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & > span {
    margin-right: auto;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Over the table while rows are ticked: how many, what may be done with them, and Clear. */
export function SelectionBar({
  count,
  actions,
  onClear,
}: {
  count: number;
  actions?: ReactNode;
  onClear: () => void;
}) {
  const t = useUiText();
  if (count === 0) return null;
  return (
    <Bar role="toolbar" aria-label={t('Selected rows')}>
      <span role="status">{t('{{count}} selected', { count: formatCount(count) })}</span>
      {actions}
      <Button variant="secondary" onClick={onClear}>
        {t('Clear Selection')}
      </Button>
    </Bar>
  );
}
