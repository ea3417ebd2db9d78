import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNarrow } from '../DataTable/useNarrow.ts';
import { useUiText } from '../text/UiText.tsx';
import { cardFields } from './cardFields.ts';
import { GridScroll } from './gridTable.ts';
import { PickerTable } from './pickerDialog.ts';

/** A column of a picker's rows: its head, how each row shows in it, and how a phone's card shows it. */
export interface PickerColumn<Row> {
  key: string;
  /** Its head in the table: its name, or a button sorting by it. */
  head: ReactNode;
  /** Its name on a phone's card. */
  label: string;
  /** The order the rows are in by this column, said to screen readers. */
  sorted?: 'ascending' | 'descending' | undefined;
  /** Amounts, quantities and counts: to the right. */
  numeric?: boolean;
  /** A tick or a button acting on the row: at the foot of a phone's card, unnamed. */
  action?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface PickerRowsProps<Row> {
  /** Names the table (or a phone's list): 'Packed parcels'. */
  label: string;
  columns: readonly PickerColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column whose value heads each card on a phone: the document's or the parcel's number. */
  titleKey: string;
  loading: boolean;
  /** Why there are no rows (and the way to some). */
  empty: ReactNode;
}

const Frame = styled.div`
  min-width: 0;
`;

/** A phone's cards: the row's number as the title, its values as label and value, its action at the foot. */
const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  &[aria-busy] > li {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  & p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  ${cardFields('minmax(0, 2fr) minmax(0, 3fr)')}
  & dd[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & [data-actions] {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
  & input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 0;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The rows a picker dialog offers (a dispatch's parcels, an invoice's dispatches, a receipt's open documents):
 * a table at a desk, scrolling within itself; below a phone's width (the dialog's own, decision 2081) a card
 * per row, so that nothing of it, its figures or its button, lies beyond the screen (issue 56).
 */
export function PickerRows<Row>({
  label,
  columns,
  rows,
  rowKey,
  titleKey,
  loading,
  empty,
}: PickerRowsProps<Row>) {
  const t = useUiText();
  const frame = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(frame);
  const title = columns.find((column) => column.key === titleKey);
  const said = loading ? t('Loading…') : empty;
  if (narrow)
    return (
      <Frame ref={frame}>
        {rows.length === 0 ? (
          <Empty>{said}</Empty>
        ) : (
          <Cards aria-label={label} aria-busy={loading || undefined}>
            {rows.map((row) => {
              const actions = columns.filter((column) => column.action);
              return (
                <li key={rowKey(row)}>
                  {title ? <p>{title.cell(row)}</p> : null}
                  <dl>
                    {columns
                      .filter((column) => column !== title && !column.action)
                      .map((column) => (
                        <div key={column.key}>
                          <dt>{column.label}</dt>
                          <dd data-numeric={column.numeric ? '' : undefined}>{column.cell(row)}</dd>
                        </div>
                      ))}
                  </dl>
                  {actions.length > 0 ? (
                    <div data-actions="">
                      {actions.map((column) => (
                        <span key={column.key}>{column.cell(row)}</span>
                      ))}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </Cards>
        )}
      </Frame>
    );
  return (
    <Frame ref={frame}>
      <GridScroll>
        <PickerTable aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} data-numeric={column.numeric ? '' : undefined} aria-sort={column.sorted}>
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} data-empty="">
                  {said}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-numeric={column.numeric ? '' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </PickerTable>
      </GridScroll>
    </Frame>
  );
}
