import { STOCK_AGEING_BUCKETS, type ReportSort } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { IN_INDIA } from '../core/today.ts';
import { queryRows, type Executor } from '../db/client.ts';

/**
 * Stock ageing (decision 1701): what is on hand of each lot of each item (in one stock area or all), from the
 * lot rows the ledger's write keeps of the balance rows (decision 1990); its age the days since the lot first
 * came in (its first identity), and its quantity in the column of its age's bucket (0–30, 31–60, 61–90, over
 * 90 days).
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

/** The kept lot rows of the places (decision 1990): those of one stock area, or those over every area. */
const placesOf = (query: StockAgeingQuery): SQL =>
  query.stockAreaId === undefined
    ? sql`l.stock_area_id IS NULL`
    : sql`l.stock_area_id = ${query.stockAreaId}`;

/** The items asked for: every item, or the one of the filter. */
const itemsOf = (caller: Caller, query: StockAgeingQuery): SQL =>
  query.itemId === undefined
    ? sql`it.org_id = ${caller.orgId}`
    : sql`it.org_id = ${caller.orgId} AND it.id = ${query.itemId}`;

/**
 * The lots with stock of one item (`it`) in the places, from the rows the ledger keeps (decision 1990): per
 * lot number its first day (its first identity with a balance row in the places: when the lot first came
 * in) and what is on hand.
 */
function lotsOfItem(caller: Caller, query: StockAgeingQuery): SQL {
  // OFFSET 0 keeps the lots a subquery read per item: flattened, a planner without statistics (PGlite's
  // before its first ANALYZE) guessed two kept rows, drove the page from all 100,000 of them and sorted them
  // for 20 (390–670 ms on the busy year); read per item in name order, the page costs its own rows (1–6 ms).
  return sql`SELECT l.lot_number, l.received_on, l.on_hand FROM stock_lot_total l
             WHERE l.org_id = ${caller.orgId} AND l.item_id = it.id AND ${placesOf(query)} AND l.on_hand > 0
             OFFSET 0`;
}

const SORTS: Readonly<Record<string, SQL>> = {
  'item.code': sql`it.code`,
  'item.name': sql`lower(it.name)`,
  lotNumber: sql`lots.lot_number`,
  receivedOn: sql`lots.received_on`,
  ageDays: sql`${TODAY} - lots.received_on`,
  onHand: sql`lots.on_hand`,
};

/** How many lots have stock in the places: their kept rows with stock, read through their partial index. */
async function count(ex: Executor, caller: Caller, query: StockAgeingQuery): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM stock_lot_total l
        WHERE l.org_id = ${caller.orgId} AND ${placesOf(query)} AND l.on_hand > 0
          ${query.itemId === undefined ? sql`` : sql`AND l.item_id = ${query.itemId}`}`,
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
 * are read in the order of their name index and each one's kept lots read as it comes, by index lookups
 * whatever the planner guesses of the tables' sizes (PGlite analyses none): in the order by item name a
 * page costs its own rows, and an export's next page starts after the last lot by key; any other order
 * reads every item's lots and sorts them (decision 1710).
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
