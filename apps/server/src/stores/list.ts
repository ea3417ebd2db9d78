import { LIST_CAPS, RESPONSE_CODES, normaliseSearchText, pageWindow } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { col, escapeLike } from './sql.ts';
import type { TableStore } from './table-store.ts';
import type { ListQuery, ListResult, Row } from './types.ts';

/** About this many of a table's pages are read to estimate a count past LIST_CAPS.EXACT_COUNT. */
const SAMPLE_PAGES = 400;
/** A search with at most this many matches sorts them alone instead of walking the sort order. */
const SORTED_MATCHES = 1_000;

/** The expression a field sorts by: text case-insensitively; unknown fields are refused. */
function sortExpression(store: TableStore, field: string): SQL {
  if (field === 'id') return sql`t.id`;
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
function searchMatch(store: TableStore, needle: string): SQL {
  const text = sql`t.search LIKE ${`%${escapeLike(needle)}%`}`;
  const byLabel = (store.def.searchChoices ?? []).flatMap(({ field, options }) => {
    const column = store.columnByField.get(field);
    const values = options
      .filter((option) => normaliseSearchText(option.label).includes(needle))
      .map((option) => String(option.value));
    return column && values.length > 0
      ? [
          sql`${col('t', column.column)}::text IN (${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        ]
      : [];
  });
  return byLabel.length === 0 ? text : sql`(${sql.join([text, ...byLabel], sql` OR `)})`;
}

function filters(store: TableStore, caller: Caller, query: ListQuery): SQL {
  const parts = [store.scope(caller)];
  const needle = normaliseSearchText(query.q);
  if (needle) parts.push(searchMatch(store, needle));
  for (const [field, value] of Object.entries(query.where ?? {})) {
    const column = store.columnByField.get(field);
    if (!column) throw new Error(`no column for ${field}`);
    parts.push(sql`${col('t', column.column)} = ${value}`);
  }
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    const column = store.columnByField.get(field);
    if (!column || column.hidden || column.type === 'jsonb')
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, `The list cannot be filtered by "${field}".`);
    parts.push(sql`${col('t', column.column)}::text = ${value}`);
  }
  parts.push(...(query.conditions ?? []));
  return sql.join(parts, sql` AND `);
}

/**
 * The count of matching rows, exact up to LIST_CAPS.EXACT_COUNT (an index answers: each table has one
 * led by its organisation); past that an estimate from a fixed sample of the table's pages, the same
 * sample each time (REPEATABLE), so that the count does not wander between pages (decision 0610).
 */
async function count(
  store: TableStore,
  ex: Executor,
  where: SQL,
): Promise<{ total: number; estimated: boolean }> {
  const [exact] = await queryRows<{ n: number; pages: number }>(
    ex,
    sql`SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${store.table} t WHERE ${where} LIMIT ${LIST_CAPS.EXACT_COUNT + 1}) c) AS n,
               (pg_relation_size(${store.def.table}::regclass) / current_setting('block_size')::int)::int AS pages`,
  );
  const n = exact?.n ?? 0;
  if (n <= LIST_CAPS.EXACT_COUNT) return { total: n, estimated: false };
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(1, exact?.pages ?? 1));
  const [sample] = await queryRows<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM ${store.table} t TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (0) WHERE ${where}`,
  );
  const total = Math.round(((sample?.n ?? 0) * 100) / percent);
  return { total: Math.max(LIST_CAPS.EXACT_COUNT + 1, total), estimated: true };
}

/** The rows of `rows` (a SELECT of the selection, in order) as one JSON list, read as one value. */
async function readRows(store: TableStore, ex: Executor, rows: SQL): Promise<Row[]> {
  const [page] = await queryRows<{ rows: Record<string, unknown>[] }>(
    ex,
    sql`SELECT coalesce(json_agg(x), '[]'::json) AS rows FROM (${rows}) x`,
  );
  return (page?.rows ?? []).map((raw) => store.toRow(raw));
}

/**
 * A page of the list (or, without `page`, its first LIST_CAPS.WHOLE_LIST rows) and the true count of
 * matching rows (decision 0610). The order is the sort expression, then id; a page in the second half
 * is read in the reverse order and turned round, so that Last costs what First costs.
 */
export async function listPage(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  query: ListQuery,
): Promise<ListResult> {
  const where = filters(store, caller, query);
  const sortKey = query.sort?.replace(/^-/, '') || store.def.sortField;
  const descending = query.sort?.startsWith('-') ?? false;
  const sortBy = sortExpression(store, sortKey);
  // Rows without a value go last either way, as the domain's sort puts them; the reverse order mirrors it.
  const orderOf = (key: SQL, id: SQL, reverse: boolean) => {
    const direction = sql.raw(reverse !== descending ? 'DESC' : 'ASC');
    return sql`${key} ${direction} ${sql.raw(reverse ? 'NULLS FIRST' : 'NULLS LAST')}, ${id} ${direction}`;
  };
  const { total, estimated } = query.counted ?? (await count(store, ex, where));
  const window =
    query.page === undefined
      ? { order: 'forward' as const, offset: 0, limit: LIST_CAPS.WHOLE_LIST }
      : pageWindow(query.page, query.size ?? 10, total, estimated);
  if (window === null) return { rows: [], total, estimated };
  const reverse = window.order === 'reverse';
  const order = orderOf(sortBy, sql`t.id`, reverse);
  const { table, selection } = store;
  const pageRows =
    normaliseSearchText(query.q) !== '' && total <= SORTED_MATCHES
      ? // A search with few matches (the trigram index finds them) sorts them alone; walking the sort
        // order would read every row that sorts before the first match.
        // MATERIALIZED keeps the planner from turning it back into that walk.
        sql`WITH m AS MATERIALIZED (SELECT t.id, ${sortBy} AS k FROM ${table} t WHERE ${where})
            SELECT ${selection} FROM ${table} t WHERE t.id IN (
              SELECT m.id FROM m ORDER BY ${orderOf(sql`m.k`, sql`m.id`, reverse)}
              LIMIT ${window.limit} OFFSET ${window.offset})
            ORDER BY ${order}`
      : sql`SELECT ${selection} FROM ${table} t WHERE ${where} ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`;
  const rows = await readRows(store, ex, pageRows);
  return { rows: reverse ? rows.reverse() : rows, total, estimated };
}
