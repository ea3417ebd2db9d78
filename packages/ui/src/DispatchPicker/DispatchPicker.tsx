import { formatDate, formatUnitQuantity, type PaginationState } from '@erp/domain';
import { Button } from '../Button/Button.tsx';
import { PickerEmptyRow, PickerFrame } from '../internal/PickerFrame.tsx';
import { PickerChosen, PickerTable } from '../internal/pickerDialog.ts';
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
      <PickerTable aria-label={t('Dispatch lines to bill')} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th>{t('Bill')}</th>
            <th>{t('Dispatch')}</th>
            <th>{t('Date')}</th>
            <th>{t('Sales Order')}</th>
            <th>{t('Item')}</th>
            <th>{t('Lot / Parcel')}</th>
            <th data-numeric="">{t('Dispatched')}</th>
            <th data-numeric="">{t('Invoiced')}</th>
            <th data-numeric="">{t('Left')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <PickerEmptyRow
              columns={9}
              loading={loading}
              text={t('No dispatch of the customer is left to bill')}
            />
          ) : (
            rows.map((row) => (
              <tr key={row.dispatchLineId}>
                <td>
                  <input
                    type="checkbox"
                    checked={chosen.has(row.dispatchId)}
                    aria-label={t('Bill {{dispatch}}: {{item}}', {
                      dispatch: row.dispatchNumber,
                      item: row.itemName,
                    })}
                    onChange={() => props.onToggle(row.dispatchId)}
                  />
                </td>
                <td>{row.dispatchNumber}</td>
                <td>{formatDate(row.dispatchDate)}</td>
                <td>{row.salesOrderNumber ?? '—'}</td>
                <td>{row.itemName}</td>
                <td>{[row.lotNumber, row.parcelNumber].filter(Boolean).join(' / ') || '—'}</td>
                <td data-numeric="">{amount(row, row.dispatched)}</td>
                <td data-numeric="">{amount(row, row.invoiced)}</td>
                <td data-numeric="">{amount(row, row.left)}</td>
              </tr>
            ))
          )}
        </tbody>
      </PickerTable>
    </PickerFrame>
  );
}
