import styled from 'styled-components';
import { cardFields } from '../internal/cardFields.ts';
import { numericColumn } from './columns.ts';
import { rowButtonStyles, shimmer } from './frame.ts';
import { RowButtons } from './RowButtons.tsx';
import { useCellText } from './useCellText.ts';
import type { TableViewProps } from './TableView.tsx';

/** The table's props but its header's, its height and its pins, and the column that titles each card. */
type CardViewProps<Row> = Omit<TableViewProps<Row>, 'sorting' | 'onSortingChange' | 'height' | 'kept'> & {
  /** The column whose value titles each card: the document's number or the record's name. */
  titleKey: string;
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md};
  &[aria-busy] > li {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  ${cardFields('minmax(0, 2fr) minmax(0, 3fr)')}
  & dt {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd[data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & [data-actions] {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
  }
  & [data-actions] button {
    ${rowButtonStyles}
    width: 36px;
    height: 36px;
  }
  & [data-skeleton] {
    display: block;
    height: 12px;
    background: ${({ theme }) => theme.color.surfaceHover};
    border-radius: ${({ theme }) => theme.radius.sm};
    animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  }
`;

const Message = styled.p`
  display: grid;
  place-items: center;
  min-height: 96px;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * A list on a phone (decision 2081): each row a card in a list, titled by its key column (a heading, so a
 * screen reader moves from card to card) with its other columns as label and value, amounts to the right,
 * nothing cut, and the row's buttons below. Cards flow with the page, which scrolls only up and down; they
 * are not virtualised, the app's lists coming a page (100 rows at most) at a time.
 */
export function CardView<Row>({
  id,
  label,
  ordered,
  columns,
  titleKey,
  getRowId,
  labelOf,
  onEdit,
  viewOnly,
  onAskDelete,
  rowActions = [],
  loading,
  message,
}: CardViewProps<Row>) {
  const shown = useCellText<Row>();
  const title = columns.find((column) => column.key === titleKey);
  const fields = columns.filter((column) => column !== title);
  const hasButtons = Boolean(onEdit || onAskDelete || rowActions.length > 0);

  if (loading && ordered.length === 0)
    return (
      <List id={`${id}-table`} aria-label={label} aria-busy>
        {[0, 1, 2].map((slot) => (
          <Card key={slot} aria-hidden="true">
            <span data-skeleton="" style={{ width: '45%' }} />
            <span data-skeleton="" />
            <span data-skeleton="" style={{ width: '70%' }} />
          </Card>
        ))}
      </List>
    );
  if (ordered.length === 0) return <Message id={`${id}-table`}>{message}</Message>;
  return (
    <List id={`${id}-table`} aria-label={label} aria-busy={loading || undefined}>
      {ordered.map((row, index) => {
        const key = getRowId ? getRowId(row, index) : String((row as { id?: unknown }).id ?? index);
        // A row without the title's value (a ledger's opening line has no date) is headed by its name.
        const heading = (title ? shown(title, row) : '') || labelOf(row).trim();
        return (
          <Card key={key}>
            {heading ? <h2>{heading}</h2> : null}
            <dl>
              {fields.map((column) => {
                const value = column.cell ? column.cell(row) : shown(column, row);
                // A value the row has not is left off its card: the card keeps to what there is.
                return value === '' ? null : (
                  <div key={column.key}>
                    <dt>{column.header}</dt>
                    <dd data-align={numericColumn(column.type) ? 'end' : undefined}>{value}</dd>
                  </div>
                );
              })}
            </dl>
            {hasButtons ? (
              <div data-actions="">
                <RowButtons
                  row={row}
                  name={labelOf(row)}
                  onEdit={onEdit}
                  viewOnly={viewOnly?.(row) === true}
                  onAskDelete={onAskDelete}
                  rowActions={rowActions}
                />
              </div>
            ) : null}
          </Card>
        );
      })}
    </List>
  );
}
