import type { BoardDef } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import { seededNameFor } from '../resources/seeded-names.ts';
import { listWhere } from '../stores/list.ts';
import { col } from '../stores/sql.ts';
import type { TableStore } from '../stores/table-store.ts';
import type { ListQuery, Row } from '../stores/types.ts';

/** One column of a board: its record (a stage), how many cards it holds and their sum, its first cards. */
export interface BoardColumn {
  id: number;
  name: string;
  outcome: string | null;
  count: number;
  value: number;
  cards: Row[];
}

/** The board's records and the records of its columns (decision 1660: funnel entries, funnel stages). */
export interface BoardSource {
  board: BoardDef;
  records: Resource;
  columns: Resource;
}

const columnOf = (store: TableStore, field: string): SQL => {
  const column = store.columnByField.get(field);
  if (!column) throw new Error(`no column for ${field}`);
  return col('t', column.column);
};

/**
 * The board's first load in one statement (decision 1660): every column record in its order, each with the
 * count and sum of the records the list query matches (one grouped scan), and its first `size` cards read
 * through the board's index (org, column, card order, id).
 */
export async function readBoard(
  ex: Executor,
  caller: Caller,
  { board, records, columns }: BoardSource,
  query: ListQuery,
  size: number,
): Promise<BoardColumn[]> {
  const store = records.store;
  const where = listWhere(store, caller, query);
  const column = columnOf(store, board.column);
  const sum = columnOf(store, board.sum);
  const order = columnOf(store, board.cardOrder);
  const stages = columns.store;
  const displayKey = records.lookups.find((lookup) => lookup.field === board.column)?.displayKey ?? 'name';
  const display = columnOf(stages, displayKey);
  const statement = sql`
    WITH g AS (SELECT ${column} AS c, count(*)::int AS n, coalesce(sum(${sum}), 0)::float8 AS v
               FROM ${store.table} t WHERE ${where} GROUP BY ${column}),
         s AS (SELECT t.id, ${display} AS name, ${columnOf(stages, board.columnOutcome)}::text AS outcome,
                      ${columnOf(stages, board.columnOrder)} AS k
               FROM ${stages.table} t WHERE ${stages.scope(caller)})
    SELECT s.id, s.name, s.outcome, coalesce(g.n, 0) AS count, coalesce(g.v, 0) AS value,
           (SELECT coalesce(json_agg(x), '[]'::json) FROM (
              SELECT ${store.selection} FROM ${store.table} t
              WHERE ${where} AND ${column} = s.id
              ORDER BY ${order} ASC NULLS LAST, t.id ASC LIMIT ${size}) x) AS cards
    FROM s LEFT JOIN g ON g.c = s.id
    ORDER BY s.k ASC NULLS LAST, s.id ASC`;
  const rows = await queryRows<Omit<BoardColumn, 'cards'> & { cards: Record<string, unknown>[] }>(
    ex,
    statement,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    // A column is a stage: a seeded one in the caller's language (decision 2233).
    name: seededNameFor(caller, columns.key, row.name),
    cards: row.cards.map((raw) => store.toRow(raw)),
  }));
}
