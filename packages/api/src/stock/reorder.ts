import type { Observable } from 'rxjs';
import { dataOf, pageOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import type { Page } from '../client/envelope.ts';
import type { StockItem, StockUom } from './stockRefs.ts';

/** Issue 17 "Reorder" (decision 0970): the items under their reorder level, and the drafts made of them. */
export const REORDER_LIST_PATH = 'chemical/itemStock/reorderList';
export const REORDER_ORDERS_PATH = 'chemical/itemStock/reorder/purchaseOrders';

/** The reorder list's question: a page, the search on the item's code and name, the sort. */
export interface ReorderQuery {
  page: number;
  size: number;
  q?: string;
  /** itemName (default), itemCode, available, onOrder, reorderLevel, suggested; `-` for descending. */
  sort?: string;
}

/** A supplier as the list and the drafts name it. */
export interface ReorderSupplier {
  id: number;
  name: string;
}

/** An item under its reorder level: what is available and on order, and what to order from whom. */
export interface ReorderRow {
  itemId: number;
  item: StockItem;
  uom: StockUom | null;
  reorderLevel: number;
  /** Not held, over the organisation. */
  available: number;
  /** Ordered and not yet received on open and in-progress purchase orders. */
  onOrder: number;
  /** The shortfall in the unit's decimals, rounded up. */
  suggested: number;
  /** Of the item's latest purchase order, else of its vendor code; null: the buyer picks one. */
  supplier: ReorderSupplier | null;
  rate: number;
}

/** One line to order: a rate left out takes the supplier's last one, else the item's purchase price. */
export interface ReorderLine {
  itemId: number;
  supplierId: number;
  quantity: number;
  rate?: number;
}

/** A draft purchase order made: its id, its supplier and its lines as saved. */
export interface ReorderDraft {
  id: number;
  supplierId: number;
  supplierName: string;
  lines: Record<string, unknown>[];
}

export interface ReorderCalls {
  /** POST chemical/itemStock/reorderList: a page of the items under their reorder level. */
  getReorderList(query: ReorderQuery): Observable<Page<ReorderRow>>;
  /**
   * POST chemical/itemStock/reorder/purchaseOrders: one draft purchase order per supplier, all or none.
   * Refusals (400, `ApiError.issues`): `lines` empty, `lines.<i>.quantity`, `.itemId`, `.supplierId`.
   */
  makeReorderDrafts(lines: readonly ReorderLine[]): Observable<ReorderDraft[]>;
}

export function createReorderCalls(client: ApiClient): ReorderCalls {
  return {
    getReorderList: (query) => pageOf(client, request.post(REORDER_LIST_PATH, query)),
    makeReorderDrafts: (lines) => dataOf(client, request.post(REORDER_ORDERS_PATH, { lines })),
  };
}
