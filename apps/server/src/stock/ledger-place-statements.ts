// The SQL of the places' statement (decisions 1350, 2380, 2387): the balance rows of a posting's places locked or
// made, and their identities found or made with them; run by `readPlaces` (ledger-places).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { recordset } from '../db/recordset.ts';
import { stockBalance } from '../db/schema.ts';
import type { Caller } from '../core/caller.ts';
import {
  IDENTITY_OBJECT,
  identityKey,
  identityKeyRow,
  identityParts,
  sameIdentity,
  type WantedIdentity,
} from './ledger-identities.ts';
import type { AreaRow, BalanceRow, IdentityRow, StockIdentity } from './ledger-types.ts';

/** A place a movement posts at: its balance row is made when missing. */
export interface PlaceWanted {
  identityId: number;
  materialId: number;
  area: AreaRow;
  rackId: number | null;
  held: boolean;
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

/** The places as a table `v` (`recordset`): their keys, no rack being 0, and what a row made of them copies. */
const placesTable = (places: readonly PlaceWanted[]) =>
  recordset(
    places.map((p) => ({
      identity_id: p.identityId,
      stock_area_id: p.area.id,
      rack_id: p.rackId ?? 0,
      held: p.held,
      material_id: p.materialId,
      branch_id: p.area.branchId,
      location_id: p.area.locationId,
    })),
    'v',
    'identity_id bigint, stock_area_id bigint, rack_id bigint, held boolean, material_id bigint, branch_id bigint, location_id bigint',
  );

/** The balance rows of these places that exist, locked FOR UPDATE in id order. */
export function lockedBalances(tx: Executor, caller: Caller, places: readonly PlaceWanted[]) {
  return tx
    .select(BALANCE_COLUMNS)
    .from(stockBalance)
    .innerJoin(
      placesTable(places),
      sql`${stockBalance.identityId} = v.identity_id AND ${stockBalance.stockAreaId} = v.stock_area_id
        AND coalesce(${stockBalance.rackId}, 0) = v.rack_id AND ${stockBalance.held} = v.held`,
    )
    .where(eq(stockBalance.orgId, caller.orgId))
    .orderBy(asc(stockBalance.id))
    .for('update', { of: stockBalance })
    .getSQL();
}

/**
 * Makes the balance rows of the places `from` (a relation `n` of their keys, no rack being 0, and what a row
 * copies), answering those it made: a twin made meanwhile is left as it is.
 */
const balancesMade = (caller: Caller, from: SQL): SQL =>
  sql`INSERT INTO ${stockBalance} (org_id, identity_id, material_id, branch_id, location_id, stock_area_id,
        rack_id, held, updated_by)
      SELECT ${caller.orgId}::bigint, n.identity_id, n.material_id, n.branch_id, n.location_id, n.stock_area_id,
             nullif(n.rack_id, 0), n.held, ${caller.staffId}::bigint
        FROM ${from} n
      ON CONFLICT DO NOTHING
      RETURNING ${balanceColumns()}`;

/** Makes the balance rows of these places, answering those it made. */
export const madeBalances = (caller: Caller, places: readonly PlaceWanted[]): SQL =>
  balancesMade(caller, sql`(SELECT * FROM ${placesTable(places)})`);

export type PlaceOrArea = Omit<BalanceRow, 'id' | 'identityId' | 'rackId'> & {
  id: number | null;
  identityId: number | null;
  rackId: number | null;
  materialId: number | null;
  identity: IdentityRow | null;
};

export const PLACE_COLUMNS = sql`id, identity_id AS "identityId", stock_area_id AS "stockAreaId", rack_id AS "rackId", held,
  quantity, secondary_quantity AS "secondaryQuantity", reserved, NULL::bigint AS "materialId", NULL::jsonb AS identity`;

/** An identity row `s` as a row of `PLACE_COLUMNS`: its columns typed, for a statement it comes first in. */
const IDENTITY_ROW = sql`NULL::bigint AS id, NULL::bigint AS "identityId", NULL::bigint AS "stockAreaId",
  NULL::bigint AS "rackId", NULL::boolean AS held, NULL::numeric AS quantity, NULL::numeric AS "secondaryQuantity",
  NULL::numeric AS reserved, NULL::bigint AS "materialId", ${IDENTITY_OBJECT} AS identity`;

/** A place at an identity not looked up yet: the identity is found, or made on first use, with its place. */
export interface PlaceOfIdentity extends Omit<PlaceWanted, 'identityId'> {
  identity: StockIdentity;
}

/** A balance row's columns a statement answers, of the row `b` or unqualified. */
const balanceColumns = (b?: string): SQL =>
  sql.raw(
    ['id', 'identity_id', 'stock_area_id', 'rack_id', 'held', 'quantity', 'secondary_quantity', 'reserved']
      .map((column) => (b ? `${b}.${column}` : column))
      .join(', '),
  );

/**
 * The WITH parts and SELECTs of `of` (decision 2387): the identities found or made (`identityParts`), the
 * balance rows of the found ones' places locked, and those with no row (in the statement's snapshot) or of
 * an identity made here made. A row another posting made meanwhile is neither locked nor made (ON CONFLICT
 * DO NOTHING): its place is read again after.
 */
export function placesOfIdentities(
  caller: Caller,
  of: readonly PlaceOfIdentity[],
): { ctes: SQL[]; selects: SQL[] } {
  const org = sql`${caller.orgId}::bigint`;
  const places = recordset(
    of.map((p) => ({
      ...identityKeyRow(p),
      stock_area_id: p.area.id,
      rack_id: p.rackId ?? 0,
      held: p.held,
      branch_id: p.area.branchId,
      location_id: p.area.locationId,
    })),
    'p',
    `material_id bigint, lot_number text, roll_number text, packing_type_id bigint, stock_area_id bigint,
     rack_id bigint, held boolean, branch_id bigint, location_id bigint`,
  );
  const wanted: WantedIdentity[] = of.map((p) => ({ materialId: p.materialId, identity: p.identity }));
  const distinct = [...new Map(wanted.map((w) => [identityKey(w.materialId, w.identity), w])).values()];
  const at = (b: string, k: string) =>
    sql.raw(`${b}.identity_id = ${k}.identity_id AND ${b}.stock_area_id = ${k}.stock_area_id
      AND coalesce(${b}.rack_id, 0) = ${k}.rack_id AND ${b}.held = ${k}.held`);
  return {
    ctes: [
      identityParts(caller, distinct),
      sql`p AS (SELECT * FROM ${places})`,
      sql`known AS (SELECT p.*, s.id AS identity_id FROM p JOIN found s ON ${sameIdentity('s', 'p')})`,
      sql`fresh AS (SELECT p.*, s.id AS identity_id FROM p JOIN made s ON ${sameIdentity('s', 'p')})`,
      sql`held_rows AS (SELECT ${balanceColumns('b')} FROM ${stockBalance} b JOIN known k ON ${at('b', 'k')}
                         WHERE b.org_id = ${org} ORDER BY b.id FOR UPDATE OF b)`,
      sql`placed AS (${balancesMade(
        caller,
        sql`(SELECT * FROM fresh
             UNION ALL
             SELECT * FROM known k WHERE NOT EXISTS (
               SELECT 1 FROM ${stockBalance} b WHERE b.org_id = ${org} AND ${at('b', 'k')}))`,
      )})`,
    ],
    selects: [
      sql`SELECT ${IDENTITY_ROW} FROM found s`,
      sql`SELECT ${IDENTITY_ROW} FROM made s`,
      sql`SELECT ${PLACE_COLUMNS} FROM held_rows`,
      sql`SELECT ${PLACE_COLUMNS} FROM placed`,
    ],
  };
}
