import { formatAmount, formatDate, formatQuantity, valueAt } from '@erp/domain';
import { Fragment, memo, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText, type Translate } from '../text/UiText.tsx';
import { numericColumn, unitDecimalsOf, type DataTableColumn } from './columns.ts';

/** A cell's text: a choice's label, an amount, a quantity in its unit's decimals, a date, Yes or No. */
function display<Row>(column: DataTableColumn<Row>, row: Row, t: Translate): ReactNode {
  const value = valueAt(row, column.key);
  if (value === null || value === undefined || value === '') return '';
  if (column.options) {
    const option = column.options.find((o) => String(o.value) === String(value));
    if (option) return option.label;
  }
  switch (column.type) {
    case 'amount':
      return formatAmount(Number(value));
    case 'quantity':
      return formatQuantity(Number(value), unitDecimalsOf(column, row));
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-IN') : String(value);
    case 'date':
      return formatDate(value as string);
    case 'boolean':
      return value ? t('Yes') : t('No');
    default:
      return String(value);
  }
}

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
  onAskDelete?: (row: Row) => void;
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
  onAskDelete,
}: RowViewProps<Row>) {
  const t = useUiText();
  return (
    <div
      id={id}
      role="row"
      data-row=""
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${top}px)`, readingOrder: String(index) }}
    >
      {columns.map((column) => (
        <div key={column.key} role="cell" data-align={numericColumn(column.type) ? 'end' : undefined}>
          {column.cell ? <Fragment key={recordKey}>{column.cell(row)}</Fragment> : display(column, row, t)}
        </div>
      ))}
      {onEdit || onAskDelete ? (
        <div role="cell" data-actions="">
          {onEdit ? (
            <button type="button" aria-label={t('Edit {{name}}', { name })} onClick={() => onEdit(row)}>
              <Icon name="edit" size={16} />
            </button>
          ) : null}
          {onAskDelete ? (
            <button
              type="button"
              aria-label={t('Delete {{name}}', { name })}
              onClick={() => onAskDelete(row)}
            >
              <Icon name="trash" size={16} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const MemoRowView = memo(RowView) as typeof RowView;
