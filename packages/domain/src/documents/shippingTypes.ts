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
