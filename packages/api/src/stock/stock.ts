import { map, type Observable } from 'rxjs';
import { dataOf, listOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import { unwrapPage, type Page } from '../client/envelope.ts';
import type { EntityRecord, Envelope, OpeningStockResult } from '@erp/domain';
import { createReorderCalls, type ReorderCalls } from './reorder.ts';
import type { StockItem, StockUom } from './stockRefs.ts';

/** Spec §3: "Stock requests take company, branch and location filters." */
export interface StockPlace {
  company?: number;
  branch?: number;
  location?: number;
}

/** Issue 17: how the stock view adds its rows up (none: one row per place and identity). */
export type StockGroupBy = 'item' | 'itemAndStockArea' | 'itemAndLot';

/** What holds stock (decision 0901): items, supporting material and packing types. */
export type StockMaterialKind = 'item' | 'supportingMaterial' | 'packing';

/** The body of the stock POSTs: the place, the item and lot, the search and the page; all optional. */
export interface StockFilter extends StockPlace {
  itemId?: number;
  stockAreaId?: number;
  /** The rack's stock (decision 2313). */
  rackId?: number;
  lotNumber?: string;
  /** One roll of the lot (decision 2313). */
  rollNumber?: string;
  /** Search on the item's code and name, and the lot number (spec §5 matching, on the server). */
  q?: string;
  /** Search on the lot number alone (the lot picker: its item is the line's). */
  lotQ?: string;
  /** Only held (true) or only available (false) stock; both when left out. */
  held?: boolean;
  /** Only items whose available quantity is under their reorder level. */
  belowReorder?: boolean;
  productTypeId?: number;
  /** Which materials' stock (`item` when left out); `itemId` is then that material's id. */
  materialKind?: StockMaterialKind;
  /** 1-based. */
  page?: number;
  size?: number;
  /** A field name, `-` in front for descending. */
  sort?: string;
}

/**
 * Issue 17: one row of the stock view: an identity (item, lot, roll, packing type) in a place (stock
 * area, rack, held or available), or a group of them; what a grouping adds up is null on its row.
 */
export interface StockRow {
  id: number | string;
  itemId: number;
  item: StockItem;
  branchName: string | null;
  locationName: string | null;
  stockAreaId: number | null;
  stockAreaName: string | null;
  rackName: string | null;
  lotNumber: string | null;
  rollNumber: string | null;
  packingTypeName: string | null;
  /** Held for a lab test or expired; null on a grouped row (see `heldQuantity`). */
  held: boolean | null;
  /** Of a grouped row: how much of its quantity is held. */
  heldQuantity?: number;
  /** How much of `quantity` is reserved for allocations (decision 1004). */
  reservedQuantity: number;
  /** What can be issued: neither held nor reserved. */
  availableQuantity: number;
  /** In `uom`: the item's primary unit, or metres first under PRIMARY_UOM_MTR (decision 0981). */
  quantity: number;
  /** In `secondaryUom` (SECONDARY_STOCK_SUPPORT: kg and metres of a roll, bags and bales). */
  secondaryQuantity: number;
  uom: StockUom | null;
  /** null: the item has no secondary unit. */
  secondaryUom: StockUom | null;
  /** Per unit of `uom`. */
  rate: number;
  value: number;
  reorderLevel: number | null;
  /** The item's available quantity is under its reorder level. */
  belowReorder: boolean;
  expiresOn: string | null;
}

/** A page of the stock view, and the value of the whole list it pages. */
export interface StockPage extends Page<StockRow> {
  totalValue: number;
}

/** A sales order line with what of its item is available (held stock is not), organisation-wide. */
export interface OrderLineStock {
  lineId: number;
  lineNo: number;
  itemId: number;
  item: StockItem;
  uom: StockUom | null;
  quantity: number;
  dispatchedQuantity: number;
  /** What is left to dispatch: quantity less dispatched, never below 0. */
  pendingQuantity: number;
  availableQuantity: number;
}

/** The stock card's question: one item, optionally in one stock area and lot, a page of its movements. */
export interface StockCardQuery {
  itemId: number;
  stockAreaId?: number;
  lotNumber?: string;
  /** The newest movement first (a lot's page of the floor, decision 2313); oldest first otherwise. */
  newestFirst?: boolean;
  page: number;
  size: number;
}

/** One ledger row as the stock card shows it: what moved in or out, by which document, and after it. */
export interface StockMovement {
  id: number;
  /** When it was posted: a day or a timestamp (ISO 8601). */
  date: string;
  /** OPENING, INWARD, ISSUE, RETURN, RELEASE, HOLD, TRANSFER… */
  movement: string;
  /** The `DOCUMENTS` key of the document, or 'openingStock'. */
  documentType: string;
  documentId: number | null;
  documentNo: string;
  stockAreaName: string | null;
  lotNumber: string | null;
  rollNumber: string | null;
  rackName: string | null;
  held: boolean;
  in: number;
  out: number;
  /** In and out in the card's secondary unit (0 without one). */
  secondaryIn: number;
  secondaryOut: number;
  /** The place's quantity after the movement. */
  balance: number;
  rate: number;
  value: number;
}

/** What the stock card is of: the item, its units and its closing quantity (in both units when it has two). */
export interface StockCardHeader {
  item: StockItem | null;
  uom: StockUom | null;
  secondaryUom: StockUom | null;
  closing: number;
  /** null: the item has no secondary unit. */
  secondaryClosing: number | null;
}

export interface StockCardPage extends Page<StockMovement>, StockCardHeader {}

/** The opening stock upload call (decision 0601). */
export const OPENING_STOCK_UPLOAD_PATH = 'chemical/itemStock/openingStock/upload';

/** The list path the Inventory Stock exports hang under (`…/export/excel`, `…/export/pdf`). */
export const ITEM_STOCK_PATH = 'chemical/itemStock';

export interface StockCalls extends ReorderCalls {
  /**
   * POST chemical/itemStock/openingStock/upload: one 'file' part, an Excel or CSV sheet of item code,
   * stock area, quantity and rate. Posted whole, or refused whole with its problems (`ApiError.issues`,
   * fields `rows.<sheet row>.<column>`).
   */
  uploadOpeningStock(file: File): Observable<OpeningStockResult>;
  /** GET chemical/storeManagement/allocate/getAllByPartner/v2. */
  getAllocations(): Observable<EntityRecord[]>;
  /** POST chemical/itemStock/getStock/v2 (empty body: all stock; or a filter body): a page and its value. */
  getStock(filter?: StockFilter): Observable<StockPage>;
  /** POST chemical/itemStock/getStockList/v2. */
  getStockList(filter?: StockFilter): Observable<StockPage>;
  /** POST chemical/itemStock/getStockForSalesOrder/v2 `{ salesOrderId }`: each of its lines with an item. */
  getStockForSalesOrder(salesOrderId: number): Observable<OrderLineStock[]>;
  /** POST chemical/itemStock/getStockListWithGroupBy/v2. */
  getStockListWithGroupBy(filter: StockFilter & { groupBy: StockGroupBy }): Observable<StockPage>;
  /** POST chemical/itemStock/v2/getFilteredProductStockView. */
  getFilteredProductStockView(filter?: StockFilter): Observable<StockRow[]>;
  /** GET chemical/itemStock/v2 with query company, branch, location, each sent only if above 0. */
  getItemStock(place?: StockPlace): Observable<StockRow[]>;
  /** POST chemical/packingItemStock/getStock. */
  getPackingItemStock(filter?: StockFilter): Observable<StockRow[]>;
  /** POST chemical/itemStock/stockCard: a page of an item's movements, newest first, with its header. */
  getStockCard(query: StockCardQuery): Observable<StockCardPage>;
}

/** Spec §7: "with optional query company, branch, location (sent only if above 0)". */
export function placeParams(place: StockPlace): Record<string, number> {
  const params: Record<string, number> = {};
  for (const key of ['company', 'branch', 'location'] as const) {
    const value = place[key];
    if (value !== undefined && value > 0) params[key] = value;
  }
  return params;
}

/** A stock page's envelope: the page, and the value of every row it pages (`totalValue`). */
interface StockEnvelope extends Envelope<StockRow> {
  totalValue?: number;
}

const stockPageOf = (envelope: StockEnvelope): StockPage => ({
  ...unwrapPage(envelope),
  totalValue: envelope.totalValue ?? 0,
});

/** The stock card's envelope: its movements in `dataList`, its header in `data`. */
interface StockCardEnvelope extends Omit<Envelope, 'data' | 'dataList'> {
  data?: Partial<StockCardHeader>;
  dataList?: StockMovement[];
}

const stockCardOf = (envelope: StockCardEnvelope): StockCardPage => ({
  rows: envelope.dataList ?? [],
  totalCount: envelope.totalCount ?? envelope.dataList?.length ?? 0,
  item: envelope.data?.item ?? null,
  uom: envelope.data?.uom ?? null,
  secondaryUom: envelope.data?.secondaryUom ?? null,
  closing: envelope.data?.closing ?? 0,
  secondaryClosing: envelope.data?.secondaryClosing ?? null,
});

export function createStockCalls(client: ApiClient): StockCalls {
  const page =
    (path: string) =>
    (filter: StockFilter = {}) =>
      client.request<StockRow>(request.post(path, filter)).pipe(map(stockPageOf));
  const list =
    (path: string) =>
    (filter: StockFilter = {}) =>
      listOf<StockRow>(client, request.post(path, filter));
  return {
    uploadOpeningStock: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return dataOf(client, request.post(OPENING_STOCK_UPLOAD_PATH, form));
    },
    getAllocations: () => listOf(client, request.get('chemical/storeManagement/allocate/getAllByPartner/v2')),
    getStock: page(`${ITEM_STOCK_PATH}/getStock/v2`),
    getStockList: page(`${ITEM_STOCK_PATH}/getStockList/v2`),
    getStockForSalesOrder: (salesOrderId) =>
      listOf(client, request.post(`${ITEM_STOCK_PATH}/getStockForSalesOrder/v2`, { salesOrderId })),
    getStockListWithGroupBy: page(`${ITEM_STOCK_PATH}/getStockListWithGroupBy/v2`),
    getFilteredProductStockView: list(`${ITEM_STOCK_PATH}/v2/getFilteredProductStockView`),
    getItemStock: (place = {}) => listOf(client, request.get(`${ITEM_STOCK_PATH}/v2`, placeParams(place))),
    getPackingItemStock: list('chemical/packingItemStock/getStock'),
    getStockCard: (query) =>
      client
        .request<unknown>(request.post(`${ITEM_STOCK_PATH}/stockCard`, query))
        .pipe(map((envelope) => stockCardOf(envelope as StockCardEnvelope))),
    ...createReorderCalls(client),
  };
}
