import {
  LIST_CAPS,
  RESPONSE_CODES,
  lookupFilterValues,
  normaliseSearchText,
  pageWindow,
  type PageWindow,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { anId, parseWith } from '../core/parse.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { col, escapeLike, filterMatch, textList } from './sql.ts';
import type { ListQuery, ListResult, Row, StoredTable } from './types.ts';

const filterId = anId('An id the list is filtered by');

/** About this many of a table's pages are read to estimate a count past LIST_CAPS.EXACT_COUNT. */
const SAMPLE_PAGES = 400;
/**
 * A search with at most this many matches sorts them alone instead of walking the sort order (decision
 * 0217, addendum of 2026-11-24): counting and sorting a common word's 16,667 matches of 100,000 items in
 * one pass took about half as long as counting them and walking the name order to them; reading many
 * more with their sort keys costs more than the walk saves.
 */
export const SORTED_MATCHES = 20_000;

/** The expression a field sorts by: text case-insensitively, a computed field by its value; unknown fields are refused. */
function sortExpression(store: StoredTable, field: string): SQL {
  if (field === 'id') return sql`t.id`;
  const computed = store.def.computed?.find((candidate) => candidate.field === field);
  if (computed) return sql`(${computed.expression})`;
  const column = store.columnByField.get(field);
  if (column && !column.hidden) {
    const name = col('t', column.column);
    return column.type === 'text' ? sql`lower(${name})` : name;
  }
  throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The list cannot be sorted by "${field}".`);
}

/**
 * The rows whose searched text holds the needle, or whose searched choice shows a label that does (the
 * search column keeps the stored value, and a user types what the screen shows).
 */
function searchMatch(store: StoredTable, needle: string): SQL {
  const text = sql`t.search LIKE ${`%${escapeLike(needle)}%`}`;
  const byLabel = (store.def.searchChoices ?? []).flatMap(({ field, options }) => {
    const column = store.columnByField.get(field);
    const values = options
      .filter((option) => normaliseSearchText(option.label).includes(needle))
      .map((option) => String(option.value));
    return column && values.length > 0
      ? [sql`${col('t', column.column)}::text IN (${textList(values)})`]
      : [];
  });
  return byLabel.length === 0 ? text : sql`(${sql.join([text, ...byLabel], sql` OR `)})`;
}

/**
 * The rows of the ids a `filter.id` names (a floor place's page reads its one place so, decision 2374):
 * each an id written strictly, matched on the key itself so that its index answers.
 */
function idsMatch(value: string): SQL {
  const ids = lookupFilterValues(value).map((text) => parseWith(filterId, text));
  return sql`t.id IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** The conditions of a list query on the rows under alias t: scope, search, filters (a board's too). */
export function listWhere(store: StoredTable, caller: Caller, query: ListQuery): SQL {
  const parts = [store.scope(caller)];
  const needle = normaliseSearchText(query.q);
  if (needle) parts.push(searchMatch(store, needle));
  for (const [field, value] of Object.entries(query.where ?? {})) {
    const column = store.columnByField.get(field);
    if (!column) throw new Error(`no column for ${field}`);
    parts.push(sql`${col('t', column.column)} = ${value}`);
  }
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    if (field === 'id') {
      parts.push(idsMatch(value));
      continue;
    }
    const column = store.columnByField.get(field);
    if (!column || column.hidden || column.type === 'jsonb')
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The list cannot be filtered by "${field}".`);
    parts.push(filterMatch(col('t', column.column), lookupFilterValues(value)));
  }
  parts.push(...(query.conditions ?? []));
  return sql.join(parts, sql` AND `);
}

/** The exact count of matching rows, counted no further than one past LIST_CAPS.EXACT_COUNT. */
function exactCount(store: StoredTable, where: SQL): SQL {
  return sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${store.table} t WHERE ${where} LIMIT ${LIST_CAPS.EXACT_COUNT + 1}) c)`;
}

/** The table's size in pages, which an estimate samples a share of. */
function tablePages(store: StoredTable): SQL {
  return sql`(pg_relation_size(${store.def.table}::regclass) / current_setting('block_size')::int)::int`;
}

/** `rows` (a SELECT of the selection, in order) as one JSON list, one value however many rows. */
function asJson(rows: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${rows}) x)`;
}

/**
 * The count from the exact count's statement: exact up to LIST_CAPS.EXACT_COUNT (an index answers: each
 * table has one led by its organisation); past that an estimate from a fixed sample of the table's pages,
 * the same sample each time (REPEATABLE), so that the count does not wander between pages (decision 0610).
 */
async function countFrom(
  store: StoredTable,
  ex: Executor,
  where: SQL,
  exact: { n: number; pages: number },
): Promise<{ total: number; estimated: boolean }> {
  if (exact.n <= LIST_CAPS.EXACT_COUNT) return { total: exact.n, estimated: false };
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(1, exact.pages));
  const [sample] = await queryRows<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM ${store.table} t TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (0) WHERE ${where}`,
  );
  const total = Math.round(((sample?.n ?? 0) * 100) / percent);
  return { total: Math.max(LIST_CAPS.EXACT_COUNT + 1, total), estimated: true };
}

/** The count alone, for a page past the first. */
async function count(
  store: StoredTable,
  ex: Executor,
  where: SQL,
): Promise<{ total: number; estimated: boolean }> {
  const [exact] = await queryRows<{ n: number; pages: number }>(
    ex,
    sql`SELECT ${exactCount(store, where)} AS n, ${tablePages(store)} AS pages`,
  );
  return countFrom(store, ex, where, exact ?? { n: 0, pages: 0 });
}

/** The rows of `rows` (a SELECT of the selection, in order), read as one JSON value. */
async function readRows(store: StoredTable, ex: Executor, rows: SQL): Promise<Row[]> {
  const [page] = await queryRows<{ rows: Record<string, unknown>[] }>(
    ex,
    sql`SELECT ${asJson(rows)} AS rows`,
  );
  return (page?.rows ?? []).map((raw) => store.toRow(raw));
}

/** What a page of one list query is read with: the table, the filter and the order. */
interface PageQuery {
  store: StoredTable;
  where: SQL;
  sortBy: SQL;
  /** `key, id` in the list's order, or in its reverse. */
  orderOf: (key: SQL, id: SQL, reverse: boolean) => SQL;
}

/** The matches with their sort keys, as the CTE `m` (at most `limit` of them when given). */
function matches({ store, where, sortBy }: PageQuery, limit?: number): SQL {
  const limited = limit === undefined ? sql`` : sql` LIMIT ${limit}`;
  // MATERIALIZED keeps the planner from turning the sort of the matches back into a walk of the order.
  return sql`m AS MATERIALIZED (SELECT t.id, ${sortBy} AS k FROM ${store.table} t WHERE ${where}${limited})`;
}

/** A page of the matches in `m`, sorted alone (the trigram index finds them). */
function pageOfMatches(page: PageQuery, window: PageWindow): SQL {
  const reverse = window.order === 'reverse';
  const { store, sortBy, orderOf } = page;
  return sql`SELECT ${store.selection} FROM ${store.table} t WHERE t.id IN (
               SELECT m.id FROM m ORDER BY ${orderOf(sql`m.k`, sql`m.id`, reverse)}
               LIMIT ${window.limit} OFFSET ${window.offset})
             ORDER BY ${orderOf(sortBy, sql`t.id`, reverse)}`;
}

/**
 * A page read by walking the list's order (an index leads each table's sort fields). The rows skipped are
 * walked as ids alone: the selection (its names of linked records) is made for the page's rows only, where
 * an export's 100th page made it for the 49,500 rows before it too.
 */
function pageOfWalk({ store, where, sortBy, orderOf }: PageQuery, window: PageWindow): SQL {
  const order = orderOf(sortBy, sql`t.id`, window.order === 'reverse');
  if (window.offset === 0)
    return sql`SELECT ${store.selection} FROM ${store.table} t WHERE ${where} ORDER BY ${order} LIMIT ${window.limit}`;
  return sql`SELECT ${store.selection} FROM ${store.table} t WHERE t.id IN (
               SELECT t.id FROM ${store.table} t WHERE ${where} ORDER BY ${order}
               LIMIT ${window.limit} OFFSET ${window.offset})
             ORDER BY ${order}`;
}

/**
 * The first page and the count in one statement (decision 0217, addendum of 2026-11-24): on PGlite a
 * list then waits for the one connection once, so a bulk save's transaction comes before it once at
 * most. The first page is read forward from the start whatever the count (`pageWindow`). A search reads
 * its matches, up to SORTED_MATCHES of them, once with their sort keys, and both counts and sorts them;
 * past that it counts them as `count` does and walks the order.
 */
async function firstPage(ex: Executor, page: PageQuery, search: boolean, size: number): Promise<ListResult> {
  const { store, where } = page;
  const window: PageWindow = { order: 'forward', offset: 0, limit: size };
  const walked = asJson(pageOfWalk(page, window));
  const statement = search
    ? sql`WITH ${matches(page, SORTED_MATCHES + 1)}, s AS (SELECT count(*)::int AS n FROM m)
          SELECT CASE WHEN s.n <= ${SORTED_MATCHES} THEN s.n ELSE ${exactCount(store, where)} END AS n,
                 ${tablePages(store)} AS pages,
                 CASE WHEN s.n <= ${SORTED_MATCHES} THEN ${asJson(pageOfMatches(page, window))} ELSE ${walked} END AS rows
          FROM s`
    : sql`SELECT ${exactCount(store, where)} AS n, ${tablePages(store)} AS pages, ${walked} AS rows`;
  const [first] = await queryRows<{ n: number; pages: number; rows: Record<string, unknown>[] }>(
    ex,
    statement,
  );
  const { total, estimated } = await countFrom(store, ex, where, first ?? { n: 0, pages: 0 });
  return { rows: (first?.rows ?? []).map((raw) => store.toRow(raw)), total, estimated };
}

/**
 * A page of the list (or, without `page`, its first LIST_CAPS.WHOLE_LIST rows) and the true count of
 * matching rows (decision 0610). The order is the sort expression, then id; a page in the second half
 * is read in the reverse order and turned round, so that Last costs what First costs.
 */
export async function listPage(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  query: ListQuery,
): Promise<ListResult> {
  const where = listWhere(store, caller, query);
  const sortKey = query.sort?.replace(/^-/, '') || store.def.sortField;
  const descending = query.sort ? query.sort.startsWith('-') : store.def.sortDescending === true;
  // Rows without a value go last either way, as the domain's sort puts them; the reverse order mirrors it.
  const orderOf = (key: SQL, id: SQL, reverse: boolean) => {
    const direction = sql.raw(reverse !== descending ? 'DESC' : 'ASC');
    return sql`${key} ${direction} ${sql.raw(reverse ? 'NULLS FIRST' : 'NULLS LAST')}, ${id} ${direction}`;
  };
  const page: PageQuery = { store, where, sortBy: sortExpression(store, sortKey), orderOf };
  const search = normaliseSearchText(query.q) !== '';
  const size = query.size ?? 10;
  if (query.page === 1 && !query.counted) return firstPage(ex, page, search, size);
  const { total, estimated } = query.counted ?? (await count(store, ex, where));
  const window =
    query.page === undefined
      ? { order: 'forward' as const, offset: 0, limit: LIST_CAPS.WHOLE_LIST }
      : pageWindow(query.page, size, total, estimated);
  if (window === null) return { rows: [], total, estimated };
  // A search with few matches sorts them alone: walking the order would read every row before the first.
  const rows = await readRows(
    store,
    ex,
    search && total <= SORTED_MATCHES
      ? sql`WITH ${matches(page)} ${pageOfMatches(page, window)}`
      : pageOfWalk(page, window),
  );
  return { rows: window.order === 'reverse' ? rows.reverse() : rows, total, estimated };
}
