import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { AppError } from './errors.ts';

/** The tables each transaction has written through a store. */
const written = new WeakMap<Executor, Set<string>>();
const NONE: ReadonlySet<string> = new Set();
/** How many times each transaction rolled back to a savepoint: what its caches kept before may be undone. */
const rollbacks = new WeakMap<Executor, number>();

/**
 * What writes of values on known rows (`writeValues`) set, by table, row id and field, as the database
 * stored them; a table some other write changed in the transaction (or whose write a savepoint undid) has
 * none: it is read again (decision 1351).
 */
const patches = new WeakMap<Executor, Map<string, Map<number, Record<string, unknown>>>>();
/** The tables a transaction changed by other writes than patches, or whose patches a rollback undid. */
const rewritten = new WeakMap<Executor, Set<string>>();

/** Whether `ex` is a transaction (not the database itself). */
const inTransaction = (ex: Executor): boolean => ex instanceof PgTransaction;

/** How many rows each transaction wrote of each table, as its writes noted them (decision 1900). */
const rowCounts = new WeakMap<Executor, Map<string, number>>();

/**
 * Records that `ex` writes `table`, before the statement runs, `rows` rows of it. A statement outside a
 * transaction (a create that is its one INSERT, decision 0750) is committed when it answers: nothing to note.
 */
export function noteWrite(ex: Executor, table: string, rows = 1): void {
  if (!inTransaction(ex)) return;
  added(written, ex).add(table);
  added(rewritten, ex).add(table);
  noteRows(ex, table, rows);
}

/**
 * Counts `rows` written of `table` in the transaction `ex`, without noting the table as written for its
 * caches (the stock ledger's own writes keep theirs): a bulk write has its tables analysed after it
 * commits (decision 1900).
 */
export function noteRows(ex: Executor, table: string, rows: number): void {
  if (!inTransaction(ex)) return;
  const counts = rowCounts.get(ex) ?? new Map<string, number>();
  rowCounts.set(ex, counts);
  counts.set(table, (counts.get(table) ?? 0) + rows);
}

/** The rows the transaction `ex` wrote, by table, as its writes noted them. */
export function rowsWrittenIn(ex: Executor): ReadonlyMap<string, number> {
  return rowCounts.get(ex) ?? new Map();
}

const added = (sets: WeakMap<Executor, Set<string>>, ex: Executor): Set<string> => {
  const tables = sets.get(ex) ?? new Set<string>();
  sets.set(ex, tables);
  return tables;
};

/**
 * Records the values a write set on rows of `table` by id (as it stored them: its RETURNING), so that a
 * transition answers them without reading the rows again (decision 1351). A write of the table like any other.
 */
export function notePatch(
  ex: Executor,
  table: string,
  rows: readonly Readonly<Record<string, unknown> & { id: number }>[],
): void {
  if (!inTransaction(ex)) return;
  added(written, ex).add(table);
  const byTable = patches.get(ex) ?? new Map<string, Map<number, Record<string, unknown>>>();
  patches.set(ex, byTable);
  const byId = byTable.get(table) ?? new Map<number, Record<string, unknown>>();
  byTable.set(table, byId);
  for (const { id, ...values } of rows) byId.set(id, { ...byId.get(id), ...values });
}

/**
 * The values this transaction's patches set on rows of `table`, by id (none written: empty); undefined
 * when another write changed the table, which must then be read again.
 */
export function patchesOf(
  ex: Executor,
  table: string,
): ReadonlyMap<number, Readonly<Record<string, unknown>>> | undefined {
  if (rewritten.get(ex)?.has(table)) return undefined;
  return patches.get(ex)?.get(table) ?? new Map();
}

/**
 * The tables `ex` has written through a store: a transaction that changed rows reads them itself instead
 * of taking what a cache kept from before (decision 0201).
 */
export function tablesWrittenIn(ex: Executor): ReadonlySet<string> {
  return written.get(ex) ?? NONE;
}

/**
 * A cache that lives as long as one transaction, for rows a posting reads at several steps and never
 * changes (its stock areas, the system config): `undefined` outside a transaction, or once the
 * transaction has written one of `tables` through a store. A rollback to a savepoint empties it.
 */
export function transactionCache<K, V>(tables: readonly string[]): (ex: Executor) => Map<K, V> | undefined {
  const caches = new WeakMap<Executor, { rollbacks: number; rows: Map<K, V> }>();
  return (ex) => {
    if (!inTransaction(ex) || tables.some((table) => tablesWrittenIn(ex).has(table))) return undefined;
    const now = rollbacks.get(ex) ?? 0;
    let cache = caches.get(ex);
    if (cache?.rollbacks !== now) {
      cache = { rollbacks: now, rows: new Map() };
      caches.set(ex, cache);
    }
    return cache.rows;
  };
}

/**
 * Runs `work` under a savepoint: undefined, with its writes undone, when it was refused with an AppError
 * (a constraint, which the stores answer so); any other failure ends the transaction.
 */
export async function inSavepoint<T>(tx: Executor, work: () => Promise<T>): Promise<T | undefined> {
  await tx.execute(sql`SAVEPOINT save_all`);
  try {
    const result = await work();
    await tx.execute(sql`RELEASE SAVEPOINT save_all`);
    return result;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await tx.execute(sql`ROLLBACK TO SAVEPOINT save_all`);
    rollbacks.set(tx, (rollbacks.get(tx) ?? 0) + 1);
    // What was patched may have been undone: those tables are read again.
    for (const table of patches.get(tx)?.keys() ?? []) added(rewritten, tx).add(table);
    await tx.execute(sql`RELEASE SAVEPOINT save_all`);
    return undefined;
  }
}
