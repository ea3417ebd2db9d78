import type { Observable } from 'rxjs';
import { dataOf, listOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { EntityRecord, OpeningStockResult } from '@erp/domain';

/** Spec §3: "Stock requests take company, branch and location filters." */
export interface StockPlace {
  company?: number;
  branch?: number;
  location?: number;
}

/** The body of the stock POSTs: the place plus any further filter (item, stock area, …). */
export interface StockFilter extends StockPlace {
  [filter: string]: unknown;
}

/** One stock balance row (item, place, quantities); the server's stock issue fixes its fields. */
export interface StockRow extends EntityRecord {
  item?: { id: number; name: string };
  quantity?: number;
}

/** The opening stock upload call (decision 0601). */
export const OPENING_STOCK_UPLOAD_PATH = 'chemical/itemStock/openingStock/upload';

export interface StockCalls {
  /**
   * POST chemical/itemStock/openingStock/upload: one 'file' part, an Excel or CSV sheet of item code,
   * stock area, quantity and rate. Posted whole, or refused whole with its problems (`ApiError.issues`,
   * fields `rows.<sheet row>.<column>`).
   */
  uploadOpeningStock(file: File): Observable<OpeningStockResult>;
  /** GET chemical/storeManagement/allocate/getAllByPartner/v2. */
  getAllocations(): Observable<StockRow[]>;
  /** POST chemical/itemStock/getStock/v2 (empty body or filter body). */
  getStock(filter?: StockFilter): Observable<StockRow[]>;
  /** POST chemical/itemStock/getStockList/v2. */
  getStockList(filter?: StockFilter): Observable<StockRow[]>;
  /** POST chemical/itemStock/getStockForSalesOrder/v2. */
  getStockForSalesOrder(filter?: StockFilter): Observable<StockRow[]>;
  /** POST chemical/itemStock/getStockListWithGroupBy/v2. */
  getStockListWithGroupBy(filter?: StockFilter): Observable<StockRow[]>;
  /** POST chemical/itemStock/v2/getFilteredProductStockView. */
  getFilteredProductStockView(filter?: StockFilter): Observable<StockRow[]>;
  /** GET chemical/itemStock/v2 with query company, branch, location, each sent only if above 0. */
  getItemStock(place?: StockPlace): Observable<StockRow[]>;
  /** POST chemical/packingItemStock/getStock. */
  getPackingItemStock(filter?: StockFilter): Observable<StockRow[]>;
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

const ITEM_STOCK = 'chemical/itemStock';

export function createStockCalls(client: ApiClient): StockCalls {
  const post =
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
    getStock: post(`${ITEM_STOCK}/getStock/v2`),
    getStockList: post(`${ITEM_STOCK}/getStockList/v2`),
    getStockForSalesOrder: post(`${ITEM_STOCK}/getStockForSalesOrder/v2`),
    getStockListWithGroupBy: post(`${ITEM_STOCK}/getStockListWithGroupBy/v2`),
    getFilteredProductStockView: post(`${ITEM_STOCK}/v2/getFilteredProductStockView`),
    getItemStock: (place = {}) => listOf(client, request.get(`${ITEM_STOCK}/v2`, placeParams(place))),
    getPackingItemStock: post('chemical/packingItemStock/getStock'),
  };
}
