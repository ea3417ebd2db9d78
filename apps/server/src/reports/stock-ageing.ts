import { STOCK_AGEING_BUCKETS, type ReportSort } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';

/**
 * Stock ageing (decision 1701): what is on hand of each lot of each item (in one stock area or all), from the
 * balance rows, not the ledger; its age the days since the lot first came in (its first identity), and its
 * quantity in the column of its age's bucket (0–30, 31–60, 61–90, over 90 days).
 */
export interface StockAgeingQuery {
  itemId?: number;
  stockAreaId?: number;
  page: number;
  size: number;
  sort?: ReportSort;
}

const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;

/** The lots with stock on hand: one row per item and lot number. */
function lotsOf(caller: Caller, query: StockAgeingQuery): SQL {
  const conditions = [sql`b.org_id = ${caller.orgId}`, sql`m.item_id IS NOT NULL`];
  if (query.itemId !== undefined) conditions.push(sql`m.item_id = ${query.itemId}`);
  if (query.stockAreaId !== undefined) conditions.push(sql`b.stock_area_id = ${query.stockAreaId}`);
  return sql`SELECT m.item_id, i.lot_number, min(i.created_at AT TIME ZONE 'UTC')::date AS received_on,
                    sum(b.quantity) AS on_hand
             FROM stock_balance b
             JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
             JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
             WHERE ${sql.join(conditions, sql` AND `)}
             GROUP BY m.item_id, i.lot_number
             HAVING sum(b.quantity) > 0`;
}

const SORTS: Readonly<Record<string, SQL>> = {
  'item.code': sql`it.code`,
  'item.name': sql`lower(it.name)`,
  lotNumber: sql`lots.lot_number`,
  receivedOn: sql`lots.received_on`,
  ageDays: sql`${TODAY} - lots.received_on`,
  onHand: sql`lots.on_hand`,
};

async function count(ex: Executor, caller: Caller, query: StockAgeingQuery): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM (${lotsOf(caller, query)}) lots`,
  );
  return row?.total ?? 0;
}

/** The quantity of a lot in one bucket's column: its on hand when its age falls in the bucket, else 0. */
const bucketOf = (bucket: (typeof STOCK_AGEING_BUCKETS)[number]) => {
  const age = sql`(${TODAY} - lots.received_on)`;
  const within =
    bucket.to === undefined
      ? sql`${age} >= ${bucket.from}`
      : sql`${age} BETWEEN ${bucket.from} AND ${bucket.to}`;
  return sql`(CASE WHEN ${within} THEN lots.on_hand ELSE 0 END)::float8 AS ${sql.identifier(bucket.key)}`;
};

interface Raw {
  itemId: number;
  code: string;
  name: string;
  uomName: string | null;
  decimals: number | null;
}

/** A page of lots by item name and lot (or the sort asked for), oldest lot first within an item. */
async function page(ex: Executor, caller: Caller, query: StockAgeingQuery): Promise<object[]> {
  const first = query.sort && SORTS[query.sort.key];
  const tail = sql`lower(it.name), it.id, lots.received_on, lots.lot_number`;
  const order = first ? sql`${first} ${query.sort?.descending ? sql`DESC` : sql`ASC`}, ${tail}` : tail;
  const rows = await queryRows<Raw & Record<string, unknown>>(
    ex,
    sql`SELECT lots.item_id::int AS "itemId", it.code, it.name, u.name AS "uomName", u.decimals,
               lots.lot_number AS "lotNumber", to_char(lots.received_on, 'YYYY-MM-DD') AS "receivedOn",
               (${TODAY} - lots.received_on)::int AS "ageDays",
               ${sql.join(STOCK_AGEING_BUCKETS.map(bucketOf), sql`, `)}, lots.on_hand::float8 AS "onHand"
        FROM (${lotsOf(caller, query)}) lots
        JOIN item it ON it.org_id = ${caller.orgId} AND it.id = lots.item_id
        LEFT JOIN uom u ON u.org_id = it.org_id AND u.id = it.uom_id
        ORDER BY ${order}
        LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
  );
  return rows.map(({ code, name, uomName, decimals, ...row }) => ({
    ...row,
    item: { id: row.itemId, code, name },
    uom: uomName === null ? null : { name: uomName, decimals },
  }));
}

export const stockAgeing = { count, page };
