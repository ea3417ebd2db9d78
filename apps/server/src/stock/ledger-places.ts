import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
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
  /** Its identity was made by this posting: it has no balance row yet (decision 1350). */
  fresh?: boolean;
}

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

/** The balance rows of these places that exist, locked FOR UPDATE in id order. */
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

/** Makes the balance rows of these places, answering those it made (a twin made meanwhile is left as it is). */
function madeBalances(tx: Executor, caller: Caller, places: readonly PlaceWanted[]) {
  return tx
    .insert(stockBalance)
    .values(
      places.map((p) => ({
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
}

/** A material's quantity in a stock area, over every identity, rack and hold, and how much of it is held. */
export interface AreaQuantity {
  quantity: number;
  held: number;
}

export const areaKey = (materialId: number, stockAreaId: number): string => `${materialId}:${stockAreaId}`;

/** The places' balance rows, locked, by `placeKey`; with `areas`, their materials' quantities in their areas. */
export interface LockedPlaces {
  balances: Map<string, BalanceRow>;
  areas: Map<string, AreaQuantity>;
}

type PlaceOrArea = Omit<BalanceRow, 'id' | 'identityId' | 'rackId'> & {
  id: number | null;
  identityId: number | null;
  rackId: number | null;
  materialId: number | null;
};

/**
 * Runs `query` (balance rows: a lock or an insert) with the places' materials' quantities in their stock
 * areas added in the same statement (decision 1350): the area rows have no id. Exact: read after the
 * materials' locks, which every posting of them takes first, in a statement that begins after them.
 */
async function withAreaQuantities(
  tx: Executor,
  caller: Caller,
  query: SQLWrapper,
  places: readonly PlaceWanted[],
): Promise<{ balances: BalanceRow[]; areas: Map<string, AreaQuantity> }> {
  const materialIds = [...new Set(places.map((p) => p.materialId))];
  const areaIds = [...new Set(places.map((p) => p.area.id))];
  const rows = await queryRows<PlaceOrArea>(
    tx,
    sql`WITH places AS (${query.getSQL()})
        SELECT id, identity_id AS "identityId", stock_area_id AS "stockAreaId", rack_id AS "rackId", held,
               quantity, secondary_quantity AS "secondaryQuantity", reserved, NULL::bigint AS "materialId"
          FROM places
        UNION ALL
        SELECT NULL, NULL, stock_area_id, NULL, NULL, sum(quantity),
               coalesce(sum(quantity) FILTER (WHERE held), 0), NULL, material_id
          FROM ${stockBalance}
         WHERE org_id = ${caller.orgId} AND material_id IN ${materialIds} AND stock_area_id IN ${areaIds}
         GROUP BY material_id, stock_area_id`,
  );
  const balances: BalanceRow[] = [];
  const areas = new Map<string, AreaQuantity>();
  for (const row of rows) {
    const { id, identityId, materialId } = row;
    if (id !== null && identityId !== null) balances.push({ ...row, id, identityId });
    else if (materialId !== null) {
      areas.set(areaKey(materialId, row.stockAreaId), {
        quantity: row.quantity,
        held: row.secondaryQuantity,
      });
    }
  }
  return { balances, areas };
}

/**
 * The balance rows of these places, made when missing and locked FOR UPDATE by id (after the material
 * rows: the one lock order), by `placeKey`; with `withAreas`, the places' materials' quantities in their
 * stock areas, read in the first statement. Read first: stock going out finds its places and makes none;
 * a place of an identity this posting made has none to find. A row made here is this transaction's alone
 * until it commits: only a twin another posting made meanwhile is read (and locked) again (decision 1250).
 */
export async function lockBalances(
  tx: Executor,
  caller: Caller,
  places: readonly PlaceWanted[],
  withAreas = false,
): Promise<LockedPlaces> {
  const keyOf = (p: PlaceWanted) => placeKey(p.identityId, p.area.id, p.rackId, p.held);
  const distinct = [...new Map(places.map((p) => [keyOf(p), p])).values()];
  const result: LockedPlaces = { balances: new Map(), areas: new Map() };
  let areasToRead = withAreas && places.length > 0;
  const keep = (rows: readonly BalanceRow[]) => {
    for (const row of rows) {
      result.balances.set(placeKey(row.identityId, row.stockAreaId, row.rackId, row.held), row);
    }
  };
  const run = async (query: SQLWrapper & PromiseLike<BalanceRow[]>) => {
    if (!areasToRead) return keep(await query);
    areasToRead = false;
    const read = await withAreaQuantities(tx, caller, query, places);
    keep(read.balances);
    result.areas = read.areas;
  };
  for (const part of chunks(distinct)) {
    const known = part.filter((p) => p.fresh !== true);
    if (known.length > 0) await run(lockedBalances(tx, caller, known));
    const missing = part.filter((p) => !result.balances.has(keyOf(p)));
    if (missing.length > 0) await run(madeBalances(tx, caller, missing));
    const twins = missing.filter((p) => !result.balances.has(keyOf(p)));
    if (twins.length > 0) keep(await lockedBalances(tx, caller, twins));
  }
  return result;
}
