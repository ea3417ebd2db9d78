import { DOCUMENTS, readId, type DocumentKey } from '@erp/domain';
import type { StockMovement } from '@erp/api';
import type { StockCardRow } from '@erp/ui';

/** Where the Inventory Stock view lives (spec §2); the stock card hangs under it. */
export const INVENTORY_STOCK_PATH = '/module/inward-stock';

/** The stock header's buttons (issue 17): a new inward, a stock issue, a purchase return. */
export const STOCK_HEADER_PATHS = {
  inward: '/module/inward/list/addUpdate',
  outward: '/module/stock-issue/addUpdate',
  purchaseReturn: '/module/purchase-return/addUpdate',
  reorder: `${INVENTORY_STOCK_PATH}/reorder`,
} as const;

const isDocumentKey = (key: string): key is DocumentKey => Object.hasOwn(DOCUMENTS, key);

/**
 * The form of the document a movement came from (`DOCUMENTS` entry of its type, `${route}/addUpdate/{id}`);
 * null for what has no form (opening stock).
 */
export function documentPath(documentType: string, documentId: number | null): string | null {
  if (documentId === null || !isDocumentKey(documentType)) return null;
  return `${DOCUMENTS[documentType].route}/addUpdate/${documentId}`;
}

/** The card's movements, each linking to its document's form under the router's root (`#` in the browser). */
export const cardRowsOf = (movements: readonly StockMovement[], root: string): StockCardRow[] =>
  movements.map((movement) => {
    const path = documentPath(movement.documentType, movement.documentId);
    return { ...movement, href: path === null ? null : `${root}${path}` };
  });

/** What a stock card shows: one item, in one stock area and lot when given. */
export interface StockCardPlace {
  itemId: number;
  stockAreaId?: number;
  lotNumber?: string;
}

/** The stock card's address: `/module/inward-stock/card/3?stockAreaId=5&lotNumber=L1`. */
export function stockCardPath({ itemId, stockAreaId, lotNumber }: StockCardPlace): string {
  const search = new URLSearchParams();
  if (stockAreaId !== undefined) search.set('stockAreaId', String(stockAreaId));
  if (lotNumber) search.set('lotNumber', lotNumber);
  const query = search.toString();
  return `${INVENTORY_STOCK_PATH}/card/${itemId}${query ? `?${query}` : ''}`;
}

/** The stock card's place read back from its address; null when the item is no id. */
export function stockCardPlaceOf(itemId: string | undefined, search: URLSearchParams): StockCardPlace | null {
  const item = readId(itemId ?? '');
  if (item === null) return null;
  const place: StockCardPlace = { itemId: item };
  const area = readId(search.get('stockAreaId') ?? '');
  if (area !== null) place.stockAreaId = area;
  const lot = search.get('lotNumber');
  if (lot) place.lotNumber = lot;
  return place;
}
