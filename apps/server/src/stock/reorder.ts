import {
  DOCUMENTS,
  DOCUMENT_STATUS as S,
  normaliseSearchText,
  standingStatuses,
  suggestedReorder,
} from '@erp/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, like, ne, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import {
  inward,
  inwardLines,
  item,
  party,
  purchaseOrder,
  purchaseOrderLines,
  stockMaterial,
  uom,
} from '../db/schema.ts';
import { escapeLike } from '../stores/sql.ts';
import { availableOfMaterial } from './reads/filter.ts';

/**
 * The reorder list (issue 17, decision 0970): the active items whose available quantity plus what is on
 * order is under their reorder level, with the shortfall to order and the supplier and rate to order it
 * at. On order and the supplier are the organisation's (every buyer's orders), as stock is.
 */

/** What the list sorts by, `-` in front for descending; then the item's id. */
export const REORDER_SORTS = [
  'itemName',
  'itemCode',
  'available',
  'onOrder',
  'reorderLevel',
  'suggested',
] as const;

export interface ReorderQuery {
  page: number;
  size: number;
  q?: string | undefined;
  sort?: string | undefined;
}

export interface ReorderRow {
  itemId: number;
  item: { id: number; code: string; name: string };
  uom: { id: number; name: string; decimals: number | null } | null;
  reorderLevel: number;
  available: number;
  onOrder: number;
  suggested: number;
  supplier: { id: number; name: string } | null;
  rate: number;
}

/** The statuses whose lines still expect their remainder (a draft orders nothing yet; closed expects nothing). */
const ORDERING = [S.OPEN, S.IN_PROGRESS];

const onOrderOf = (ex: Executor, caller: Caller) =>
  ex.$with('on_order').as(
    ex
      .select({
        itemId: purchaseOrderLines.itemId,
        quantity:
          sql<number>`sum(greatest(coalesce(${purchaseOrderLines.quantity}, 0) - ${purchaseOrderLines.receivedQuantity}, 0))`.as(
            'on_order_quantity',
          ),
      })
      .from(purchaseOrderLines)
      .innerJoin(
        purchaseOrder,
        and(
          eq(purchaseOrder.orgId, purchaseOrderLines.orgId),
          eq(purchaseOrder.id, purchaseOrderLines.purchaseOrderId),
        ),
      )
      .where(
        and(
          eq(purchaseOrderLines.orgId, caller.orgId),
          inArray(purchaseOrder.status, ORDERING),
          // Only the lines still to receive, as their index holds them (decision 1961); the others add 0.
          sql`${purchaseOrderLines.quantity} > ${purchaseOrderLines.receivedQuantity}`,
        ),
      )
      .groupBy(purchaseOrderLines.itemId),
  );

/** The short items of the caller's organisation, a page at a time, and how many there are. */
export async function reorderList(
  ex: Executor,
  caller: Caller,
  query: ReorderQuery,
): Promise<{ rows: ReorderRow[]; total: number }> {
  const onOrder = onOrderOf(ex, caller);
  // An item that never had stock has no material row: nothing of it is available.
  const available = sql<number>`coalesce(${availableOfMaterial}, 0)`.mapWith(Number);
  const ordered = sql<number>`coalesce(${onOrder.quantity}, 0)`.mapWith(Number);
  const shortfall = sql<number>`${item.reorderLevel} - ${available} - ${ordered}`;
  const needle = normaliseSearchText(query.q);
  const where = and(
    eq(item.orgId, caller.orgId),
    sql`${item.active} IS NOT FALSE`,
    gt(item.reorderLevel, 0),
    gt(shortfall, 0),
    needle ? like(item.search, `%${escapeLike(needle)}%`) : undefined,
  );
  const [counted] = await ex
    .with(onOrder)
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(item)
    .leftJoin(stockMaterial, and(eq(stockMaterial.orgId, item.orgId), eq(stockMaterial.itemId, item.id)))
    .leftJoin(onOrder, eq(onOrder.itemId, item.id))
    .where(where);
  const total = counted?.total ?? 0;
  if (total === 0) return { rows: [], total };

  const sortKey = query.sort ?? 'itemName';
  const descending = sortKey.startsWith('-');
  const sortBy: Record<(typeof REORDER_SORTS)[number], SQL> = {
    itemName: sql`lower(${item.name})`,
    itemCode: sql`${item.code}`,
    available,
    onOrder: ordered,
    reorderLevel: sql`${item.reorderLevel}`,
    suggested: shortfall,
  };
  const key = sortBy[sortKey.replace(/^-/, '') as keyof typeof sortBy];
  const rows = await ex
    .with(onOrder)
    .select({
      id: item.id,
      code: item.code,
      name: item.name,
      reorderLevel: sql<number>`${item.reorderLevel}`.mapWith(Number),
      purchasePrice: item.purchasePrice,
      uomId: uom.id,
      uomName: uom.name,
      uomDecimals: uom.decimals,
      available,
      onOrder: ordered,
    })
    .from(item)
    .leftJoin(stockMaterial, and(eq(stockMaterial.orgId, item.orgId), eq(stockMaterial.itemId, item.id)))
    .leftJoin(onOrder, eq(onOrder.itemId, item.id))
    .leftJoin(uom, and(eq(uom.orgId, item.orgId), eq(uom.id, item.uomId)))
    .where(where)
    .orderBy(descending ? desc(key) : asc(key), asc(item.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const suppliers = await suppliersOf(
    ex,
    caller,
    rows.map((row) => row.id),
  );
  return {
    total,
    rows: rows.map((row) => {
      const unit =
        row.uomId === null ? null : { id: row.uomId, name: row.uomName ?? '', decimals: row.uomDecimals };
      const picked = suppliers.get(row.id);
      return {
        itemId: row.id,
        item: { id: row.id, code: row.code ?? '', name: row.name ?? '' },
        uom: unit,
        reorderLevel: row.reorderLevel,
        available: row.available,
        onOrder: row.onOrder,
        suggested: suggestedReorder(row, unit),
        supplier: picked?.supplier ?? null,
        rate: picked?.rate ?? row.purchasePrice ?? 0,
      };
    }),
  };
}

interface Picked {
  supplier: { id: number; name: string };
  rate: number | null;
}

/**
 * Each item's supplier: the supplier of its latest submitted purchase order (with that order's rate),
 * else the supplier whose vendor code it carries on the latest completed inward (no rate: never ordered).
 */
async function suppliersOf(ex: Executor, caller: Caller, itemIds: number[]): Promise<Map<number, Picked>> {
  if (itemIds.length === 0) return new Map();
  const ordered = await ex
    .selectDistinctOn([purchaseOrderLines.itemId], {
      itemId: purchaseOrderLines.itemId,
      partyId: party.id,
      name: party.companyName,
      rate: purchaseOrderLines.rate,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrder,
      and(
        eq(purchaseOrder.orgId, purchaseOrderLines.orgId),
        eq(purchaseOrder.id, purchaseOrderLines.purchaseOrderId),
      ),
    )
    .innerJoin(party, and(eq(party.orgId, purchaseOrder.orgId), eq(party.id, purchaseOrder.partyId)))
    .where(
      and(
        eq(purchaseOrderLines.orgId, caller.orgId),
        inArray(purchaseOrderLines.itemId, itemIds),
        inArray(purchaseOrder.status, standingStatuses(DOCUMENTS.purchaseOrder.statuses)),
      ),
    )
    .orderBy(
      purchaseOrderLines.itemId,
      desc(purchaseOrder.date),
      desc(purchaseOrder.id),
      desc(purchaseOrderLines.lineNo),
    );
  const picked = new Map<number, Picked>(
    ordered.flatMap((row) =>
      row.itemId === null
        ? []
        : [[row.itemId, { supplier: { id: row.partyId, name: row.name }, rate: row.rate }]],
    ),
  );
  const unordered = itemIds.filter((id) => !picked.has(id));
  if (unordered.length === 0) return picked;
  const coded = await ex
    .selectDistinctOn([inwardLines.itemId], {
      itemId: inwardLines.itemId,
      partyId: party.id,
      name: party.companyName,
    })
    .from(inwardLines)
    .innerJoin(inward, and(eq(inward.orgId, inwardLines.orgId), eq(inward.id, inwardLines.inwardId)))
    .innerJoin(party, and(eq(party.orgId, inward.orgId), eq(party.id, inward.partyId)))
    .where(
      and(
        eq(inwardLines.orgId, caller.orgId),
        inArray(inwardLines.itemId, unordered),
        eq(inward.status, S.COMPLETED),
        isNotNull(inwardLines.vendorCode),
        ne(inwardLines.vendorCode, ''),
      ),
    )
    .orderBy(inwardLines.itemId, desc(inward.date), desc(inward.id), desc(inwardLines.lineNo));
  for (const row of coded)
    if (row.itemId !== null)
      picked.set(row.itemId, { supplier: { id: row.partyId, name: row.name }, rate: null });
  return picked;
}
