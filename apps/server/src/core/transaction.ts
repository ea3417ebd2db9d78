import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { AppError } from './errors.ts';

/** The tables each transaction has written through a store. */
const written = new WeakMap<Executor, Set<string>>();
const NONE: ReadonlySet<string> = new Set();
/** How many times each transaction rolled back to a savepoint: what its caches kept before may be undone. */
const rollbacks = new WeakMap<Executor, number>();

/** Whether `ex` is a transaction (not the database itself). */
const inTransaction = (ex: Executor): boolean => ex instanceof PgTransaction;

/**
 * Records that `ex` writes `table`, before the statement runs. A statement outside a transaction (a
 * create that is its one INSERT, decision 0750) is committed when it answers: nothing to note.
 */
export function noteWrite(ex: Executor, table: string): void {
  if (!inTransaction(ex)) return;
  let tables = written.get(ex);
  if (!tables) {
    tables = new Set();
    written.set(ex, tables);
  }
  tables.add(table);
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
    await tx.execute(sql`RELEASE SAVEPOINT save_all`);
    return undefined;
  }
}
