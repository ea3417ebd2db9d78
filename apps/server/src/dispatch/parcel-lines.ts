import type { ParcelRow } from '@erp/domain';

/**
 * The sales order line a parcel's content fills on a dispatch (decision 1142): the first line of its item with
 * something left to dispatch, else its item's first; none when the order has no line of the item. One rule for
 * the desk's Scan Parcel (`getParcel`) and the floor's Load (decision 2340).
 */
export function orderLineOf(lines: readonly Record<string, unknown>[], itemId: number): number | null {
  const ofItem = lines.filter((line) => line.itemId === itemId);
  const open = ofItem.find((line) => Number(line.quantity ?? 0) > Number(line.dispatchedQuantity ?? 0));
  return Number((open ?? ofItem[0])?.id ?? 0) || null;
}

/** A parcel's contents with the order line each fills. */
export const withOrderLines = (
  rows: readonly ParcelRow[],
  lines: readonly Record<string, unknown>[],
): (ParcelRow & { salesOrderLineId: number | null })[] =>
  rows.map((row) => ({ ...row, salesOrderLineId: orderLineOf(lines, row.itemId) }));
