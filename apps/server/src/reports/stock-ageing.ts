import { STOCK_AGEING_BUCKETS, type ReportSort } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { IN_INDIA } from '../core/today.ts';
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
  /** The last lot of the page before: the page is the lots after it in the order (decision 1710). */
  after?: AgeingKey;
}

/** Where a lot stands in the order by item name: the item's name and id, then its lot's day and number. */
export interface AgeingKey {
  name: string;
  itemId: number;
  receivedOn: string;
  lotNumber: string;
}

/** The key of a row the report answered (an export's last row of a page); undefined if it is not one. */
export function ageingKeyOf(row: Readonly<Record<string, unknown>>): AgeingKey | undefined {
  const { item, itemId, receivedOn, lotNumber } = row;
  const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
  return typeof name === 'string' &&
    typeof itemId === 'number' &&
    typeof receivedOn === 'string' &&
    typeof lotNumber === 'string'
    ? { name, itemId, receivedOn, lotNumber }
    : undefined;
}

const TODAY = sql`(now() AT TIME ZONE ${IN_INDIA})::date`;

/** The balance rows a lot is summed from: the caller's, in the stock area asked for (all when none). */
const placesOf = (caller: Caller, query: StockAgeingQuery): SQL =>
  query.stockAreaId === undefined
    ? sql`b.org_id = ${caller.orgId}`
    : sql`b.org_id = ${caller.orgId} AND b.stock_area_id = ${query.stockAreaId}`;

/** The items asked for: every item, or the one of the filter. */
const itemsOf = (caller: Caller, query: StockAgeingQuery): SQL =>
  query.itemId === undefined
    ? sql`it.org_id = ${caller.orgId}`
    : sql`it.org_id = ${caller.orgId} AND it.id = ${query.itemId}`;

/**
 * The lots with stock of one item (`it`, its material `m`) in the places, read through the indexes of its
 * identities and their balance rows: per lot number its first day (its first identity with a balance row
 * in the places: when the lot first came in) and what is on hand.
 */
function lotsOfItem(caller: Caller, query: StockAgeingQuery): SQL {
  return sql`SELECT i.lot_number, min(i.created_at AT TIME ZONE ${IN_INDIA})::date AS received_on,
                    sum(b.quantity) AS on_hand
             FROM stock_identity i
             JOIN stock_balance b ON b.identity_id = i.id AND b.material_id = m.id AND ${placesOf(caller, query)}
             WHERE i.org_id = ${caller.orgId} AND i.material_id = m.id
             GROUP BY i.lot_number
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

/**
 * How many lots have stock: the identities with a positive balance in the places (a balance is never below
 * zero, so a lot has stock exactly when one of its balances has), counted per item and lot number; the
 * consumed balances are passed over by the scan and cost no join.
 */
async function count(ex: Executor, caller: Caller, query: StockAgeingQuery): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM (
          SELECT DISTINCT i.material_id, i.lot_number
          FROM stock_identity i
          JOIN stock_material m ON m.id = i.material_id
          WHERE i.org_id = ${caller.orgId}
            AND ${query.itemId === undefined ? sql`m.item_id IS NOT NULL` : sql`m.item_id = ${query.itemId}`}
            AND EXISTS (SELECT 1 FROM stock_balance b
                        WHERE ${placesOf(caller, query)} AND b.identity_id = i.id AND b.material_id = m.id
                          AND b.quantity > 0)) lots`,
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

/** The lots after `key` in the order by item name (descending or not), then item, day and lot number. */
function afterKey(key: AgeingKey, descending: boolean): SQL {
  const name = sql`lower(${key.name})`;
  const rest = sql`(it.id, lots.received_on, lots.lot_number) > (${key.itemId}, ${key.receivedOn}::date, ${key.lotNumber})`;
  return descending
    ? sql`lower(it.name) <= ${name} AND (lower(it.name) < ${name} OR (lower(it.name) = ${name} AND ${rest}))`
    : sql`(lower(it.name), it.id) >= (${name}, ${key.itemId})
          AND (lower(it.name), it.id, lots.received_on, lots.lot_number)
              > (${name}, ${key.itemId}, ${key.receivedOn}::date, ${key.lotNumber})`;
}

/**
 * A page of lots by item name and lot (or the sort asked for), oldest lot first within an item. The items
 * are read in the order of their name index and each one's lots summed as it comes, by index lookups
 * whatever the planner guesses of the tables' sizes (PGlite analyses none): in the order by item name a
 * page costs its own rows, and an export's next page starts after the last lot by key; any other order
 * sums every item's lots and sorts them (decision 1710).
 */
async function page(ex: Executor, caller: Caller, query: StockAgeingQuery): Promise<object[]> {
  const first = query.sort && SORTS[query.sort.key];
  const tail = sql`lower(it.name), it.id, lots.received_on, lots.lot_number`;
  const order = first ? sql`${first} ${query.sort?.descending ? sql`DESC` : sql`ASC`}, ${tail}` : tail;
  const key = !query.sort || query.sort.key === 'item.name' ? query.after : undefined;
  const conditions = [
    itemsOf(caller, query),
    ...(key ? [afterKey(key, query.sort?.descending === true)] : []),
  ];
  const rows = await queryRows<Raw & Record<string, unknown>>(
    ex,
    sql`SELECT it.id::int AS "itemId", it.code, it.name, u.name AS "uomName", u.decimals,
               lots.lot_number AS "lotNumber", to_char(lots.received_on, 'YYYY-MM-DD') AS "receivedOn",
               (${TODAY} - lots.received_on)::int AS "ageDays",
               ${sql.join(STOCK_AGEING_BUCKETS.map(bucketOf), sql`, `)}, lots.on_hand::float8 AS "onHand"
        FROM item it
        JOIN stock_material m ON m.org_id = it.org_id AND m.item_id = it.id
        CROSS JOIN LATERAL (${lotsOfItem(caller, query)}) lots
        LEFT JOIN uom u ON u.id = it.uom_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY ${order}
        LIMIT ${query.size} OFFSET ${key ? 0 : (query.page - 1) * query.size}`,
  );
  return rows.map(({ code, name, uomName, decimals, ...row }) => ({
    ...row,
    item: { id: row.itemId, code, name },
    uom: uomName === null ? null : { name: uomName, decimals },
  }));
}

export const stockAgeing = { count, page };
