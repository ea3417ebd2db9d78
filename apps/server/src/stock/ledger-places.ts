import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { transactionCache } from '../core/transaction.ts';
import { rack, stockBalance } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';
import { IDENTITY_OBJECT, existingIdentities, identityKey, makingIdentities } from './ledger-identities.ts';
import { idArray } from '../db/recordset.ts';
import {
  PLACE_COLUMNS,
  lockedBalances,
  madeBalances,
  placesOfIdentities,
  type PlaceOfIdentity,
  type PlaceOrArea,
  type PlaceWanted,
} from './ledger-place-statements.ts';
import {
  chunks,
  placeKey,
  type AreaRow,
  type BalanceRow,
  type IdentityRow,
  type RackRow,
} from './ledger-types.ts';

/** The stock areas a transaction has read (by organisation and id): a posting asks for them at several steps. */
const areasRead = transactionCache<string, AreaRow>(['stock_area', 'location', 'branch']);

const areaKeyOf = (caller: Caller, id: number): string => `${caller.orgId}:${id}`;

/** Of the stock areas `ids`, those the transaction has not read yet (all of them outside a transaction). */
export function unreadAreas(tx: Executor, caller: Caller, ids: readonly number[]): number[] {
  const cache = areasRead(tx);
  return [...new Set(ids)].filter((id) => !cache?.has(areaKeyOf(caller, id)));
}

/**
 * The caller's stock areas of these ids, with their location and its branch, as one JSON array of
 * `AreaRow`s: a read of its own, or a column the materials' lock carries (decision 1797).
 */
export const areasColumn = (caller: Caller, ids: readonly number[]): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', coalesce(a.name, a.code, ''),
         'locationId', a.location_id, 'branchId', l.branch_id, 'branchName', b.name)), '[]'::json)
       FROM stock_area a
       LEFT JOIN location l ON l.org_id = a.org_id AND l.id = a.location_id
       LEFT JOIN branch b ON b.org_id = l.org_id AND b.id = l.branch_id
       WHERE a.org_id = ${caller.orgId} AND a.id IN (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )}))`;

/** Keeps stock areas read (`areasColumn`) for the rest of the transaction. */
export function keepAreas(tx: Executor, caller: Caller, rows: readonly AreaRow[]): void {
  const cache = areasRead(tx);
  for (const row of rows) cache?.set(areaKeyOf(caller, row.id), row);
}

/** The caller's stock areas of these ids, with their location and its branch. */
export async function areasById(
  tx: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, AreaRow>> {
  const unread = unreadAreas(tx, caller, ids);
  const [read] =
    unread.length === 0
      ? []
      : await queryRows<{ areas: AreaRow[] }>(tx, sql`SELECT ${areasColumn(caller, unread)} AS areas`);
  const rows = read?.areas ?? [];
  keepAreas(tx, caller, rows);
  const cache = areasRead(tx);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    [...new Set(ids)].flatMap((id): [number, AreaRow][] => {
      const area = cache?.get(areaKeyOf(caller, id)) ?? byId.get(id);
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
      stockAreaId: rack.stockAreaId,
    })
    .from(rack)
    .where(and(eq(rack.orgId, caller.orgId), inArray(rack.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Why a rack cannot hold the stock of `area`, in words; null when it can (a rack of one area, decision 2356). */
export function rackRefused(held: RackRow, area: AreaRow): string | null {
  if (held.locationId !== area.locationId) return `Rack ${held.name} is in another location`;
  if (held.stockAreaId !== null && held.stockAreaId !== area.id)
    return `Rack ${held.name} is not in ${area.name}: choose one of its racks.`;
  return null;
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

/**
 * One statement (decision 2380's addendum): the balance rows of `lock` locked, those of `make` made (places
 * with no row to lock: of identities this posting made), those of `of` found or made with their identities
 * (decision 2387), and with `areasOf` their materials' quantities in their stock areas (decision 1350), as
 * rows with no id. Exact: read after the materials' locks, which every posting of them takes first, in a
 * statement that begins after them; a row made here has no quantity yet.
 */
async function readPlaces(
  tx: Executor,
  caller: Caller,
  parts: { lock: readonly PlaceWanted[]; make: readonly PlaceWanted[]; of?: readonly PlaceOfIdentity[] },
  areasOf: readonly { materialId: number; area: AreaRow }[] | null,
): Promise<{ balances: BalanceRow[]; areas: Map<string, AreaQuantity>; identities: IdentityRow[] }> {
  const ctes: SQL[] = [];
  const selects: SQL[] = [];
  if (parts.of !== undefined && parts.of.length > 0) {
    const identities = placesOfIdentities(caller, parts.of);
    ctes.push(...identities.ctes);
    selects.push(...identities.selects);
  }
  if (parts.lock.length > 0) {
    ctes.push(sql`locked AS (${lockedBalances(tx, caller, parts.lock)})`);
    selects.push(sql`SELECT ${PLACE_COLUMNS} FROM locked`);
  }
  if (parts.make.length > 0) {
    ctes.push(sql`made_places AS (${madeBalances(caller, parts.make)})`);
    selects.push(sql`SELECT ${PLACE_COLUMNS} FROM made_places`);
  }
  if (areasOf !== null) {
    const materialIds = [...new Set(areasOf.map((p) => p.materialId))];
    const areaIds = [...new Set(areasOf.map((p) => p.area.id))];
    selects.push(sql`SELECT NULL, NULL, stock_area_id, NULL, NULL, sum(quantity),
               coalesce(sum(quantity) FILTER (WHERE held), 0), NULL, material_id, NULL
          FROM ${stockBalance}
         WHERE org_id = ${caller.orgId} AND material_id IN ${materialIds} AND stock_area_id IN ${areaIds}
         GROUP BY material_id, stock_area_id`);
  }
  const balances: BalanceRow[] = [];
  const areas = new Map<string, AreaQuantity>();
  const identities: IdentityRow[] = [];
  if (selects.length === 0) return { balances, areas, identities };
  const rows = await makingIdentities(() =>
    queryRows<PlaceOrArea>(
      tx,
      sql`${ctes.length > 0 ? sql`WITH ${sql.join(ctes, sql`, `)} ` : sql``}${sql.join(selects, sql` UNION ALL `)}`,
    ),
  );
  for (const row of rows) {
    const { id, identityId, materialId, identity } = row;
    if (identity !== null) identities.push(identity);
    else if (id !== null && identityId !== null) balances.push({ ...row, id, identityId });
    else if (materialId !== null) {
      areas.set(areaKey(materialId, row.stockAreaId), {
        quantity: row.quantity,
        held: row.secondaryQuantity,
      });
    }
  }
  return { balances, areas, identities };
}

/**
 * The balance rows of these places, made when missing and locked FOR UPDATE by id (after the material
 * rows: the one lock order), by `placeKey`; with `withAreas`, the places' materials' quantities in their
 * stock areas, read in the first statement. A place with no row yet is made next. Stock going out finds
 * its places and makes none. A row made here is this transaction's alone until it commits: only a twin
 * another posting made meanwhile is read (and locked) again (decision 1250).
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
  const run = async (parts: { lock: readonly PlaceWanted[]; make: readonly PlaceWanted[] }) => {
    const read = await readPlaces(tx, caller, parts, areasToRead ? places : null);
    if (areasToRead) result.areas = read.areas;
    areasToRead = false;
    for (const row of read.balances) {
      result.balances.set(placeKey(row.identityId, row.stockAreaId, row.rackId, row.held), row);
    }
  };
  for (const part of chunks(distinct)) {
    await run({ lock: part, make: [] });
    const missing = part.filter((p) => !result.balances.has(keyOf(p)));
    if (missing.length > 0) await run({ lock: [], make: missing });
    const twins = missing.filter((p) => !result.balances.has(keyOf(p)));
    if (twins.length > 0) await run({ lock: twins, make: [] });
  }
  return result;
}

/** The identities and places a posting found or made (`lockPlacesOf`). */
export interface PlacesOfIdentities extends LockedPlaces {
  /** By `identityKey`. */
  identities: Map<string, IdentityRow>;
}

/**
 * `lockBalances` for places whose identities are not looked up yet (decision 2387): the identities found or
 * made on first use (decision 0902) and their balance rows locked or made in one statement per chunk, with
 * the areas' quantities in the first. What another posting made meanwhile (an identity, a place) is read
 * again after, as `ensureIdentities` and `lockBalances` do.
 */
export async function lockPlacesOf(
  tx: Executor,
  caller: Caller,
  places: readonly PlaceOfIdentity[],
  withAreas = false,
): Promise<PlacesOfIdentities> {
  const keyOfIdentity = (p: PlaceOfIdentity) => identityKey(p.materialId, p.identity);
  const distinct = [
    ...new Map(
      places.map((p) => [`${keyOfIdentity(p)}:${placeKey(0, p.area.id, p.rackId, p.held)}`, p]),
    ).values(),
  ];
  const result: PlacesOfIdentities = { balances: new Map(), areas: new Map(), identities: new Map() };
  let areasToRead = withAreas && places.length > 0;
  for (const part of chunks(distinct)) {
    const read = await readPlaces(tx, caller, { lock: [], make: [], of: part }, areasToRead ? places : null);
    if (areasToRead) result.areas = read.areas;
    areasToRead = false;
    for (const row of read.identities) result.identities.set(identityKey(row.materialId, row), row);
    for (const row of read.balances)
      result.balances.set(placeKey(row.identityId, row.stockAreaId, row.rackId, row.held), row);
    const twins = part.filter((p) => !result.identities.has(keyOfIdentity(p)));
    if (twins.length > 0) {
      for (const row of await existingIdentities(tx, caller, twins))
        result.identities.set(identityKey(row.materialId, row), row);
    }
    const missing = part.flatMap((p): PlaceWanted[] => {
      const identity = result.identities.get(keyOfIdentity(p));
      if (!identity) throw new Error('an identity was not made');
      const place = { ...p, identityId: identity.id };
      return result.balances.has(placeKey(identity.id, p.area.id, p.rackId, p.held)) ? [] : [place];
    });
    if (missing.length > 0) {
      for (const [key, row] of (await lockBalances(tx, caller, missing)).balances)
        result.balances.set(key, row);
    }
  }
  return result;
}

/** A balance row locked by its id, with its identity. */
export type BalanceOfIdentity = BalanceRow & { identity: IdentityRow };

/**
 * The balance rows of these ids with their identities, locked FOR UPDATE in id order, by id (decision 2389):
 * places lot picking found in the statement that locked their materials, which every posting of them takes
 * first, so that they are still those places here; none is made.
 */
export async function lockBalancesById(
  tx: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<Map<number, BalanceOfIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<BalanceOfIdentity>(
    tx,
    sql`SELECT b.id, b.identity_id AS "identityId", b.stock_area_id AS "stockAreaId", b.rack_id AS "rackId", b.held,
               b.quantity, b.secondary_quantity AS "secondaryQuantity", b.reserved, ${IDENTITY_OBJECT} AS identity
        FROM ${stockBalance} b JOIN stock_identity s ON s.org_id = b.org_id AND s.id = b.identity_id
        WHERE b.org_id = ${caller.orgId} AND b.id = ANY(${idArray([...new Set(ids)])})
        ORDER BY b.id FOR UPDATE OF b`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
