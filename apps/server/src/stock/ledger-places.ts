import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { transactionCache } from '../core/transaction.ts';
import { branch, location, rack, stockArea, stockBalance } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';
import { chunks, placeKey, type AreaRow, type BalanceRow, type RackRow } from './ledger-types.ts';

const areaBranch = alias(branch, 'area_branch');

/** The stock areas a transaction has read (by organisation and id): a posting asks for them at several steps. */
const areasRead = transactionCache<string, AreaRow>(['stock_area', 'location', 'branch']);

/** The caller's stock areas of these ids, with their location and its branch. */
export async function areasById(
  tx: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, AreaRow>> {
  const cache = areasRead(tx);
  const keyOf = (id: number) => `${caller.orgId}:${id}`;
  const wanted = [...new Set(ids)];
  const unread = wanted.filter((id) => !cache?.has(keyOf(id)));
  const rows =
    unread.length === 0
      ? []
      : await tx
          .select({
            id: stockArea.id,
            name: sql<string>`coalesce(${stockArea.name}, ${stockArea.code}, '')`,
            locationId: stockArea.locationId,
            branchId: location.branchId,
            branchName: areaBranch.name,
          })
          .from(stockArea)
          .leftJoin(location, and(eq(location.orgId, stockArea.orgId), eq(location.id, stockArea.locationId)))
          .leftJoin(
            areaBranch,
            and(eq(areaBranch.orgId, location.orgId), eq(areaBranch.id, location.branchId)),
          )
          .where(and(eq(stockArea.orgId, caller.orgId), inArray(stockArea.id, unread)));
  for (const row of rows) cache?.set(keyOf(row.id), row);
  const read = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    wanted.flatMap((id): [number, AreaRow][] => {
      const area = cache?.get(keyOf(id)) ?? read.get(id);
      return area ? [[id, area]] : [];
    }),
  );
}

/** The caller's racks of these ids. */
export async function racksById(
  tx: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, RackRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: rack.id,
      name: sql<string>`coalesce(${rack.name}, ${rack.code}, '')`,
      locationId: rack.locationId,
    })
    .from(rack)
    .where(and(eq(rack.orgId, caller.orgId), inArray(rack.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A place a movement posts at: its balance row is made when missing. */
export interface PlaceWanted {
  identityId: number;
  materialId: number;
  area: AreaRow;
  rackId: number | null;
  held: boolean;
}

/** The balance rows of these places that exist, locked FOR UPDATE in id order. */
const BALANCE_COLUMNS = {
  id: stockBalance.id,
  identityId: stockBalance.identityId,
  stockAreaId: stockBalance.stockAreaId,
  rackId: stockBalance.rackId,
  held: stockBalance.held,
  quantity: stockBalance.quantity,
  secondaryQuantity: stockBalance.secondaryQuantity,
  reserved: stockBalance.reserved,
};

function lockedBalances(tx: Executor, caller: Caller, places: readonly PlaceWanted[]) {
  // Joined to a VALUES list of the places (a hash join; drizzle has no VALUES): no rack is 0.
  const keys = sql.join(
    places.map(
      (p) =>
        sql`(${p.identityId}::bigint, ${p.area.id}::bigint, ${p.rackId ?? 0}::bigint, ${p.held}::boolean)`,
    ),
    sql`, `,
  );
  return tx
    .select(BALANCE_COLUMNS)
    .from(stockBalance)
    .innerJoin(
      sql`(VALUES ${keys}) AS v (identity_id, stock_area_id, rack_id, held)`,
      sql`${stockBalance.identityId} = v.identity_id AND ${stockBalance.stockAreaId} = v.stock_area_id
        AND coalesce(${stockBalance.rackId}, 0) = v.rack_id AND ${stockBalance.held} = v.held`,
    )
    .where(eq(stockBalance.orgId, caller.orgId))
    .orderBy(asc(stockBalance.id))
    .for('update', { of: stockBalance });
}

/**
 * The balance rows of these places, made when missing and locked FOR UPDATE by id (after the material
 * rows: the one lock order), by `placeKey`. Read first: stock going out finds its places and makes none.
 * A row made here is this transaction's alone until it commits: only a twin another posting made
 * meanwhile is read (and locked) again (decision 1250).
 */
export async function lockBalances(
  tx: Executor,
  caller: Caller,
  places: readonly PlaceWanted[],
): Promise<Map<string, BalanceRow>> {
  const keyOf = (p: PlaceWanted) => placeKey(p.identityId, p.area.id, p.rackId, p.held);
  const distinct = [...new Map(places.map((p) => [keyOf(p), p])).values()];
  const result = new Map<string, BalanceRow>();
  const keep = (rows: readonly BalanceRow[]) => {
    for (const row of rows) result.set(placeKey(row.identityId, row.stockAreaId, row.rackId, row.held), row);
  };
  for (const part of chunks(distinct)) {
    keep(await lockedBalances(tx, caller, part));
    const missing = part.filter((p) => !result.has(keyOf(p)));
    if (missing.length === 0) continue;
    const made = await tx
      .insert(stockBalance)
      .values(
        missing.map((p) => ({
          orgId: caller.orgId,
          identityId: p.identityId,
          materialId: p.materialId,
          branchId: p.area.branchId,
          locationId: p.area.locationId,
          stockAreaId: p.area.id,
          rackId: p.rackId,
          held: p.held,
          updatedBy: caller.staffId,
        })),
      )
      .onConflictDoNothing()
      .returning(BALANCE_COLUMNS);
    keep(made);
    const twins = missing.filter((p) => !result.has(keyOf(p)));
    if (twins.length > 0) keep(await lockedBalances(tx, caller, twins));
  }
  return result;
}

/** A material's quantity in a stock area, over every identity, rack and hold, and how much of it is held. */
export interface AreaQuantity {
  quantity: number;
  held: number;
}

export const areaKey = (materialId: number, stockAreaId: number): string => `${materialId}:${stockAreaId}`;

/**
 * The materials' quantities in the stock areas, by `areaKey`. Exact: read after the materials' locks,
 * which every posting of them takes first.
 */
export async function areaQuantities(
  tx: Executor,
  caller: Caller,
  materialIds: readonly number[],
  areaIds: readonly number[],
): Promise<Map<string, AreaQuantity>> {
  const rows = await tx
    .select({
      materialId: stockBalance.materialId,
      stockAreaId: stockBalance.stockAreaId,
      quantity: sql<string>`sum(${stockBalance.quantity})`,
      held: sql<string>`coalesce(sum(${stockBalance.quantity}) FILTER (WHERE ${stockBalance.held}), 0)`,
    })
    .from(stockBalance)
    .where(
      and(
        eq(stockBalance.orgId, caller.orgId),
        inArray(stockBalance.materialId, [...new Set(materialIds)]),
        inArray(stockBalance.stockAreaId, [...new Set(areaIds)]),
      ),
    )
    .groupBy(stockBalance.materialId, stockBalance.stockAreaId);
  return new Map(
    rows.map((row) => [
      areaKey(row.materialId, row.stockAreaId),
      { quantity: Number(row.quantity), held: Number(row.held) },
    ]),
  );
}
