import { formatDate, formatUnitQuantity, type PaginationState } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import { PickerFrame } from '../internal/PickerFrame.tsx';
import { PickerChosen } from '../internal/pickerDialog.ts';
import { PickerRows, type PickerColumn } from '../internal/PickerRows.tsx';
import { useUiText } from '../text/UiText.tsx';

/** One dispatch line with something left to bill: its dispatch, order, item, lot or parcel and quantities. */
export interface DispatchPickerRow {
  dispatchId: number;
  dispatchNumber: string;
  /** ISO date of the dispatch. */
  dispatchDate: string;
  dispatchLineId: number;
  salesOrderNumber: string | null;
  itemName: string;
  lotNumber: string | null;
  parcelNumber: string | null;
  uomName: string | null;
  /** The unit's decimals (BAG 0, KG 3), which the quantities show with. */
  uomDecimals: number | null;
  dispatched: number;
  invoiced: number;
  left: number;
}

export interface DispatchPickerProps {
  open: boolean;
  /** 'Bill dispatches of Ambuja Cement Works Ltd'. */
  title: string;
  rows: readonly DispatchPickerRow[];
  pagination: PaginationState;
  onPageChange: (next: PaginationState) => void;
  /** The search text (dispatch or order number, item, parcel or lot), searched on the server. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The dispatches ticked: every line of a ticked dispatch shows ticked. */
  chosen: ReadonlySet<number>;
  /** A row's tick: its dispatch chosen, or no longer. */
  onToggle: (dispatchId: number) => void;
  /** Bill Chosen: the chosen dispatches fill the invoice. */
  onBill: () => void;
  onClose: () => void;
  loading?: boolean;
  /** Bill Chosen asked and not yet answered. */
  billing?: boolean;
  /** The server's refusal of the last read, in words. */
  error?: string | null;
}

/**
 * An invoice's From Dispatches (issue 20, decision 1460): the customer's dispatch lines left to bill,
 * searched and paged by the server; a row's tick chooses its whole dispatch, and Bill Chosen fills the
 * invoice from the dispatches ticked (several of the customer's on one invoice).
 */
export function DispatchPicker(props: DispatchPickerProps) {
  const { open, rows, chosen, loading = false, billing = false, error } = props;
  const t = useUiText();
  const amount = (row: DispatchPickerRow, value: number) =>
    formatUnitQuantity(value, { name: row.uomName, decimals: row.uomDecimals });
  const column = (
    key: string,
    label: string,
    cell: (row: DispatchPickerRow) => string,
    numeric = false,
  ): PickerColumn<DispatchPickerRow> => ({ key, label, head: label, cell, numeric });
  const columns: readonly PickerColumn<DispatchPickerRow>[] = [
    {
      key: 'bill',
      label: t('Bill'),
      head: t('Bill'),
      action: true,
      cell: (row) => (
        <input
          type="checkbox"
          checked={chosen.has(row.dispatchId)}
          aria-label={t('Bill {{dispatch}}: {{item}}', { dispatch: row.dispatchNumber, item: row.itemName })}
          onChange={() => props.onToggle(row.dispatchId)}
        />
      ),
    },
    column('dispatch', t('Dispatch'), (row) => row.dispatchNumber),
    column('date', t('Date'), (row) => formatDate(row.dispatchDate)),
    column('order', t('Sales Order'), (row) => row.salesOrderNumber ?? '—'),
    column('item', t('Item'), (row) => row.itemName),
    column(
      'lot',
      t('Lot / Parcel'),
      (row) => [row.lotNumber, row.parcelNumber].filter(Boolean).join(' / ') || '—',
    ),
    column('dispatched', t('Dispatched'), (row) => amount(row, row.dispatched), true),
    column('invoiced', t('Invoiced'), (row) => amount(row, row.invoiced), true),
    column('left', t('Left'), (row) => amount(row, row.left), true),
  ];
  return (
    <PickerFrame
      open={open}
      onClose={props.onClose}
      width={1040}
      title={props.title}
      message={t(
        'The completed dispatches with something left to bill. Tick the dispatches this invoice bills.',
      )}
      query={props.query}
      onQueryChange={props.onQueryChange}
      searchPlaceholder={t('Dispatch, order, item, parcel or lot')}
      error={error}
      pagination={props.pagination}
      onPageChange={props.onPageChange}
      actions={
        <>
          <PickerChosen aria-live="polite">
            {chosen.size === 0
              ? t('No dispatch chosen')
              : t('Dispatches chosen: {{count}}', { count: chosen.size })}
          </PickerChosen>
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button variant="primary" disabled={chosen.size === 0 || billing} onClick={props.onBill}>
            {billing ? t('Billing…') : t('Bill Chosen')}
          </Button>
        </>
      }
    >
      <PickerRows
        label={t('Dispatch lines to bill')}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.dispatchLineId)}
        titleKey="dispatch"
        loading={loading}
        empty={t('No dispatch of the customer is left to bill')}
      />
    </PickerFrame>
  );
}
