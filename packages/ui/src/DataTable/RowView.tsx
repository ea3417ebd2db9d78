import { Fragment, memo } from 'react';
import { numericColumn, type DataTableColumn, type DataTableRowAction } from './columns.ts';
import { pinAttributes, type Pin } from './frame.ts';
import { RowButtons } from './RowButtons.tsx';
import { useCellText } from './useCellText.ts';

interface RowViewProps<Row> {
  id: string;
  row: Row;
  /** The record's key: custom cells are keyed by it, so their state never passes to another record. */
  recordKey: string;
  index: number;
  top: number;
  columns: readonly DataTableColumn<Row>[];
  name: string;
  onEdit?: (row: Row) => void;
  /** The record can only be looked at: its button views it. */
  viewOnly: boolean;
  onAskDelete?: (row: Row) => void;
  rowActions: readonly DataTableRowAction<Row>[];
  /** The columns that stay in view as the table scrolls sideways, by key. */
  pins: Readonly<Record<string, Pin>>;
}

/**
 * One row of the pool. Memoised: while scrolling, only the rows that take a new record render again,
 * and they keep their elements (new text, attributes and offset).
 */
function RowView<Row>({
  id,
  row,
  recordKey,
  index,
  top,
  columns,
  name,
  onEdit,
  viewOnly,
  onAskDelete,
  rowActions,
  pins,
}: RowViewProps<Row>) {
  const shown = useCellText<Row>();
  return (
    <div
      id={id}
      role="row"
      data-row=""
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${top}px)`, readingOrder: String(index) }}
    >
      {columns.map((column) => (
        <div
          key={column.key}
          role="cell"
          data-align={numericColumn(column.type) ? 'end' : undefined}
          {...pinAttributes(pins[column.key])}
        >
          {column.cell ? <Fragment key={recordKey}>{column.cell(row)}</Fragment> : shown(column, row)}
        </div>
      ))}
      {onEdit || onAskDelete || rowActions.length > 0 ? (
        <div role="cell" data-actions="">
          <RowButtons
            row={row}
            name={name}
            onEdit={onEdit}
            viewOnly={viewOnly}
            onAskDelete={onAskDelete}
            rowActions={rowActions}
          />
        </div>
      ) : null}
    </div>
  );
}

export const MemoRowView = memo(RowView) as typeof RowView;
