/* Issue 19's parcels as the server answers them and the client reads them (decision 1140). */

/** One content of a parcel in stock: an item and lot in a stock area, under the parcel's number. */
export interface ParcelRow {
  parcelNumber: string;
  /** The packaging that packed it, and the sales order that packaging named (none: packed for stock). */
  packagingNumber: string;
  packagingSalesOrderId: number | null;
  itemId: number;
  item: { id: number; code: string; name: string };
  uom: { id: number; name: string; decimals: number | null } | null;
  lotNumber: string;
  stockAreaId: number;
  stockAreaName: string;
  /** What of it is in stock there, and whether it is held. */
  quantity: number;
  held: boolean;
  /** The parcel's weights (its packaging lines together). */
  grossWeight: number;
  netWeight: number;
  /** With the sales order asked: the order line this content fills (none: its item is not on the order). */
  salesOrderLineId?: number | null;
}

/** The dispatch a parcel is loaded on (issue 58, decision 2360): a draft has no number yet. */
export interface ParcelDispatch {
  id: number;
  number: string | null;
  /** Draft (still loading) or Completed (dispatched): a cancelled dispatch holds no parcel. */
  status: number;
  date: string | null;
  customerName: string | null;
}

/**
 * A parcel's page of the floor (decision 2360): its contents (in stock, or as its dispatch took them), its
 * packaging and weights, and the dispatch it is loaded on.
 */
export interface ParcelPage {
  parcelNumber: string;
  packagingNumber: string;
  grossWeight: number;
  netWeight: number;
  contents: ParcelRow[];
  dispatch: ParcelDispatch | null;
}
