import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../text/UiText.tsx';
import type { DataTableRowAction } from './columns.ts';

export interface RowButtonsProps<Row> {
  row: Row;
  /** The row's name in the buttons' names ('Edit INV/26-27/00001'). */
  name: string;
  onEdit?: ((row: Row) => void) | undefined;
  /** The record can only be looked at: its button views it. */
  viewOnly: boolean;
  onAskDelete?: ((row: Row) => void) | undefined;
  rowActions: readonly DataTableRowAction<Row>[];
}

/** A row's buttons, in a table's row or on a phone's card: its actions, then Edit (or View) and Delete. */
export function RowButtons<Row>({
  row,
  name,
  onEdit,
  viewOnly,
  onAskDelete,
  rowActions,
}: RowButtonsProps<Row>) {
  const t = useUiText();
  return (
    <>
      {rowActions.map((action) => (
        <button
          key={action.label}
          type="button"
          title={action.label}
          aria-label={t('{{action}}: {{name}}', { action: action.label, name })}
          onClick={() => action.onAction(row)}
        >
          <Icon name={action.icon} size={16} />
        </button>
      ))}
      {onEdit ? (
        <button
          type="button"
          aria-label={viewOnly ? t('View {{name}}', { name }) : t('Edit {{name}}', { name })}
          onClick={() => onEdit(row)}
        >
          <Icon name={viewOnly ? 'eye' : 'edit'} size={16} />
        </button>
      ) : null}
      {onAskDelete ? (
        <button type="button" aria-label={t('Delete {{name}}', { name })} onClick={() => onAskDelete(row)}>
          <Icon name="trash" size={16} />
        </button>
      ) : null}
    </>
  );
}
