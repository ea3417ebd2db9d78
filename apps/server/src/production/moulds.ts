import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { item, mould } from '../db/schema.ts';
import { invalid } from '../documents/refusals.ts';

/** A lot of a mould's granules in stock: where it lies and what of it is available. */
export interface GranuleLot {
  lotNumber: string;
  itemId: number;
  itemName: string;
  stockAreaId: number;
  stockAreaName: string;
  availableQuantity: number;
}

const MOULD_MISSING = 'Mould was not found: choose one from the list';

async function mouldOf(ex: Executor, caller: Caller, mouldId: number) {
  const [found] = await ex
    .select()
    .from(mould)
    .where(and(eq(mould.orgId, caller.orgId), eq(mould.id, mouldId)));
  if (!found) throw invalid('mouldId', MOULD_MISSING);
  return found;
}

/**
 * The lots of the mould's granules (its Material) that can be moulded now: neither held nor reserved, per
 * stock area, oldest first (decision 1105). A mould without a material has none.
 */
export async function granuleLots(
  ex: Executor,
  caller: Caller,
  mouldId: number,
  lotNumber?: string,
): Promise<GranuleLot[]> {
  const { materialItemId } = await mouldOf(ex, caller, mouldId);
  if (materialItemId === null) return [];
  return queryRows<GranuleLot>(
    ex,
    sql`SELECT i.lot_number AS "lotNumber", m.item_id::int AS "itemId", it.name AS "itemName",
               b.stock_area_id::int AS "stockAreaId", a.name AS "stockAreaName",
               sum(b.quantity - b.reserved)::float8 AS "availableQuantity"
        FROM stock_balance b
        JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
        JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
        JOIN item it ON it.org_id = b.org_id AND it.id = m.item_id
        JOIN stock_area a ON a.org_id = b.org_id AND a.id = b.stock_area_id
        WHERE b.org_id = ${caller.orgId} AND m.item_id = ${materialItemId} AND NOT b.held
          AND b.quantity > b.reserved AND i.lot_number <> ''
          ${lotNumber === undefined ? sql`` : sql`AND i.lot_number = ${lotNumber}`}
        GROUP BY i.lot_number, m.item_id, it.name, b.stock_area_id, a.name
        ORDER BY min(b.id), b.stock_area_id
        LIMIT 500`,
  );
}

/**
 * `getInputOutputDetailsByLotNumberAndMould` (decision 1105): `shots` of the mould from the granule lot —
 * the input, shots × shot weight of the mould's material from the stock area holding most of the lot, and
 * the output, shots × cavities pieces of the item it produces.
 */
export async function mouldBatchDetails(
  ex: Executor,
  caller: Caller,
  request: { mouldId: number; lotNumber: string; shots: number },
) {
  const found = await mouldOf(ex, caller, request.mouldId);
  if (found.itemId === null || found.materialItemId === null || !(Number(found.shotWeightGrams) > 0))
    throw invalid('mouldId', 'Give the mould the item it produces, its material and its shot weight.');
  const lots = await granuleLots(ex, caller, request.mouldId, request.lotNumber);
  const [largest] = [...lots].sort((a, b) => b.availableQuantity - a.availableQuantity);
  if (!largest)
    throw invalid('lotNumber', `Lot ${request.lotNumber} of the mould's material is not in stock.`);
  const cavities = Number(found.cavities ?? 1);
  return {
    mouldId: request.mouldId,
    lotNumber: request.lotNumber,
    shots: request.shots,
    availableQuantity: lots.reduce((sum, lot) => sum + lot.availableQuantity, 0),
    lines: [
      {
        lineRole: 'INPUT',
        itemId: found.materialItemId,
        lotNumber: request.lotNumber,
        stockAreaId: largest.stockAreaId,
        quantity: Number(((request.shots * Number(found.shotWeightGrams)) / 1000).toFixed(3)),
      },
      { lineRole: 'OUTPUT', itemId: found.itemId, quantity: request.shots * cavities },
    ],
  };
}

/** `chemical/mould/getMouldByMouldName/{id}`: the active moulds of a mould name, by number. */
export async function mouldsByName(ex: Executor, caller: Caller, mouldNameId: number) {
  const produced = alias(item, 'produced');
  return ex
    .select({
      id: mould.id,
      name: mould.name,
      mouldNameId: mould.mouldNameId,
      itemId: mould.itemId,
      itemName: produced.name,
      materialItemId: mould.materialItemId,
      cavities: mould.cavities,
      shotWeightGrams: mould.shotWeightGrams,
    })
    .from(mould)
    .leftJoin(produced, and(eq(produced.orgId, mould.orgId), eq(produced.id, mould.itemId)))
    .where(and(eq(mould.orgId, caller.orgId), eq(mould.mouldNameId, mouldNameId), eq(mould.active, true)))
    .orderBy(asc(mould.name), asc(mould.id));
}
