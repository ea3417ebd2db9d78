/**
 * `chemical/reconcile/searchItem` (decision 1020): the items a department moved in a period, or holds,
 * with its figures, a page at a time.
 */
export interface ReconcileItemQuery {
  departmentId: number;
  /** The period's first and last day, 'yyyy-MM-dd' (the last not before the first). */
  fromDate: string;
  toDate: string;
  /** Part of the item's name or code. */
  search?: string;
  page?: number;
  size?: number;
}

/** One item's figures in the department's stock areas for the period, in the item's unit. */
export interface ReconcileItem {
  itemId: number;
  itemName: string;
  itemCode: string | null;
  uomId: number | null;
  uomName: string | null;
  /** The department's stock area holding most of it now, where a loss would leave; null: none holds it. */
  stockAreaId: number | null;
  stockAreaName: string | null;
  openingQuantity: number;
  receivedQuantity: number;
  consumedQuantity: number;
  returnedQuantity: number;
  /** Corrections in the period, signed (an earlier loss is negative). */
  adjustedQuantity: number;
  /** The book at the period's end: a sheet line's quantity. */
  bookQuantity: number;
  /** What its areas hold now. */
  holdingQuantity: number;
}
