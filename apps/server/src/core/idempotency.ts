// A write sent twice is done once (issue 58, decision 2290): the key a request was sent with travels with its
// work, and the first transaction the work commits takes it, so that a write that rolls back keeps no key and
// a committed write always has its key.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Executor } from '../db/client.ts';
import { outsideRead } from '../db/deadline.ts';
import { takeKey, type WriteKey } from '../db/write-keys.ts';

/**
 * A request's key as its work goes: `open` until a transaction of it takes the key, `taking` while one
 * tries, `taken` once that one committed, `closed` when the request has its answer (work it started for
 * later takes no key).
 */
export interface KeyedWrite {
  readonly write: WriteKey;
  state: 'open' | 'taking' | 'taken' | 'closed';
}

/** The key was taken by another sending of the same write, which committed: its answer is the answer. */
export class KeyTaken extends Error {
  constructor() {
    super('another sending of this write holds its key');
    this.name = 'KeyTaken';
  }
}

const keyed = new AsyncLocalStorage<KeyedWrite>();

/** Runs `work` as the write of `write`: its first transaction to commit takes the key. */
export const underKey = <T>(write: KeyedWrite, work: () => Promise<T>): Promise<T> => keyed.run(write, work);

/** Whether the work under way is a keyed write whose key no transaction has taken yet. */
export const keyWaiting = (): boolean => keyed.getStore()?.state === 'open';

/**
 * Runs `work` as no request's: what a request starts for later (a background job) is neither bound by its
 * read deadline nor takes its write's key.
 */
export const outsideRequest = <T>(work: () => T): T => outsideRead(() => keyed.exit(work));

/**
 * The database whose transactions take the key of the keyed write they run for, first thing (decision
 * 2290): on PostgreSQL a second sending waits there for the first's commit and is then refused the key
 * (`KeyTaken`); PGlite runs one transaction at a time, so the second finds the key taken.
 */
export function keyedTransactions(database: Database): Database {
  return {
    ...database,
    transaction: async <T>(work: (tx: Executor) => Promise<T>): Promise<T> => {
      const write = keyed.getStore();
      if (write?.state !== 'open') return database.transaction(work);
      write.state = 'taking';
      try {
        const result = await database.transaction(async (tx) => {
          if (!(await takeKey(tx, write.write))) throw new KeyTaken();
          return work(tx);
        });
        write.state = 'taken';
        return result;
      } catch (error) {
        if (write.state === 'taking') write.state = 'open';
        throw error;
      }
    },
  };
}

/**
 * Runs a write of one statement: alone, which commits it (decision 0750), or in a transaction when a key
 * waits for one to take it in.
 */
export const oneStatement = <T>(database: Database, work: (ex: Executor) => Promise<T>): Promise<T> =>
  keyWaiting() ? database.transaction(work) : work(database.db);
