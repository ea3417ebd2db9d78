import { PRODUCTION_MOVEMENTS, type ReportSort } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import { queryRows, type Executor } from '../../db/client.ts';

/**
 * Lot clearance (issue 19, decision 1144): per item and lot, what came in, what went to production and to
 * dispatch, what else left, and what is left, from the ledger. Each movement's rows of a lot are netted
 * first (a transfer's two legs, a cancel and what it reverses, come to nothing); a movement whose net is
 * positive brought the lot in, one whose net is negative took it out. So came in − production − dispatched
 * − other out = left, the lot's balance.
 */
export interface LotClearanceRow {
  itemId: number;
  item: { id: number; code: string; name: string };
  uom: { name: string; decimals: number | null } | null;
  lotNumber: string;
  cameIn: number;
  toProduction: number;
  dispatched: number;
  otherOut: number;
  left: number;
}

export interface LotClearanceQuery {
  itemId?: number;
  /** Lots whose number starts with this (any case). */
  lotNumber?: string;
  page: number;
  size: number;
  /** By item code, item name or lot number (the lot clearance's sortable columns); else by item name. */
  sort?: ReportSort;
}

/** The SQL of each column a page of lots sorts by: what a lot is, never its sums (they need its rows). */
const SORTS: Readonly<Record<string, SQL>> = {
  'item.code': sql`it.code`,
  'item.name': sql`lower(it.name)`,
  lotNumber: sql`lots.lot_number`,
};

/** A page's order: the sort asked for, then item name, item and lot, so that pages never overlap. */
function orderOf(sort: ReportSort | undefined): SQL {
  const first = sort && SORTS[sort.key];
  const tail = sql`lower(it.name), it.id, lots.lot_number`;
  return first ? sql`${first} ${sort.descending ? sql`DESC` : sql`ASC`}, ${tail}` : tail;
}

const DISPATCH = 'DISPATCH';

/** The query's lot number condition on the identity `i`, if it names one. */
const lotNumberOf = (query: LotClearanceQuery): SQL =>
  query.lotNumber ? sql`AND upper(i.lot_number) LIKE ${`${query.lotNumber.toUpperCase()}%`}` : sql``;

/** The lots the query names, of items: one row per item and lot number. */
function lotsOf(caller: Caller, query: LotClearanceQuery): SQL {
  return sql`SELECT DISTINCT m.id AS material_id, m.item_id, i.lot_number
             FROM stock_identity i JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id
             WHERE i.org_id = ${caller.orgId} AND m.item_id IS NOT NULL
               ${query.itemId === undefined ? sql`` : sql`AND m.item_id = ${query.itemId}`} ${lotNumberOf(query)}`;
}

/** How many lots the query names (one statement over the identities, not the ledger). */
export async function countLots(ex: Executor, caller: Caller, query: LotClearanceQuery): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM (${lotsOf(caller, query)}) lots`,
  );
  return row?.total ?? 0;
}

type Raw = Omit<LotClearanceRow, 'item' | 'uom'> & {
  code: string;
  name: string;
  uomName: string | null;
  decimals: number | null;
};

/**
 * A page of lots by item name and lot number (or the sort asked for), each summed from its own ledger rows only (through its
 * balances' index), so a page costs its lots' rows, not the ledger's.
 */
export async function lotClearancePage(
  ex: Executor,
  caller: Caller,
  query: LotClearanceQuery,
): Promise<LotClearanceRow[]> {
  const { input } = PRODUCTION_MOVEMENTS;
  const order = orderOf(query.sort);
  const rows = await queryRows<Raw>(
    ex,
    sql`WITH page AS (
          SELECT lots.material_id, lots.item_id, lots.lot_number, it.code, it.name, u.name AS uom_name, u.decimals,
                 row_number() OVER (ORDER BY ${order}) AS place
          FROM item it
          -- Each item's own lots: in item name order the page walks the name index and stops at its last lot,
          -- where the lots of every item first would all be read and sorted (decision 1941).
          JOIN LATERAL (
            SELECT DISTINCT m.id AS material_id, m.item_id, i.lot_number
            FROM stock_material m
            JOIN stock_identity i ON i.org_id = ${caller.orgId} AND i.material_id = m.id ${lotNumberOf(query)}
            WHERE m.org_id = ${caller.orgId} AND m.item_id = it.id) lots ON true
          LEFT JOIN uom u ON u.id = it.uom_id
          WHERE it.org_id = ${caller.orgId} ${query.itemId === undefined ? sql`` : sql`AND it.id = ${query.itemId}`}
          ORDER BY ${order}
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}),
        nets AS (
          SELECT p.material_id, p.lot_number, l.movement, sum(l.quantity) AS net
          FROM page p
          JOIN stock_identity i ON i.org_id = ${caller.orgId} AND i.material_id = p.material_id
           AND i.lot_number = p.lot_number
          JOIN stock_balance b ON b.org_id = i.org_id AND b.identity_id = i.id
          JOIN stock_ledger l ON l.org_id = b.org_id AND l.balance_id = b.id
          GROUP BY p.material_id, p.lot_number, l.movement)
        SELECT p.item_id::int AS "itemId", p.code, p.name, p.uom_name AS "uomName", p.decimals,
               p.lot_number AS "lotNumber",
               coalesce(sum(greatest(n.net, 0)) FILTER (WHERE n.movement NOT IN (${input}, ${DISPATCH})), 0)::float8 AS "cameIn",
               coalesce(-sum(n.net) FILTER (WHERE n.movement = ${input}), 0)::float8 AS "toProduction",
               coalesce(-sum(n.net) FILTER (WHERE n.movement = ${DISPATCH}), 0)::float8 AS dispatched,
               coalesce(sum(greatest(-n.net, 0)) FILTER (WHERE n.movement NOT IN (${input}, ${DISPATCH})), 0)::float8 AS "otherOut",
               coalesce(sum(n.net), 0)::float8 AS "left"
        FROM page p
        LEFT JOIN nets n ON n.material_id = p.material_id AND n.lot_number = p.lot_number
        GROUP BY p.place, p.material_id, p.item_id, p.code, p.name, p.uom_name, p.decimals, p.lot_number
        ORDER BY p.place`,
  );
  return rows.map(({ code, name, uomName, decimals, ...row }) => ({
    ...row,
    item: { id: row.itemId, code, name },
    uom: uomName === null ? null : { name: uomName, decimals },
  }));
}
