// What a job writes, piece by piece, each piece its own short transaction (decision 2261): noted in the
// piece's transaction, undone whole when a later piece fails, the job is cancelled or its process stopped.
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { inSavepoint } from '../core/transaction.ts';
import { queryRows, type Database, type Executor } from '../db/client.ts';
import { removeRows, restoreRows } from '../stores/undo.ts';
import type { StoredTable } from '../stores/types.ts';
import { Pieces } from './pieces.ts';

const idsJson = (ids: readonly number[]): string => JSON.stringify(ids);

/** What an undo came to: records removed or given back, and those it had to leave (used or changed since). */
export interface Undone {
  undone: number;
  kept: number;
}

/** The notes of one job's writes, made in the transactions that write. */
export class JobJournal {
  constructor(readonly jobId: number) {}

  /** Notes in `tx` the records `ids` of `table` the piece made. */
  async made(tx: Executor, table: string, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.execute(
      sql`INSERT INTO job_write (job_id, table_name, record_id)
          SELECT ${this.jobId}, ${table}, value::bigint FROM jsonb_array_elements_text(${idsJson(ids)}::jsonb)
          ON CONFLICT DO NOTHING`,
    );
  }

  /** Notes in `tx`, before the piece updates them, the records `ids` of `store` as they are. */
  async updating(tx: Executor, store: StoredTable, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.execute(
      sql`INSERT INTO job_write (job_id, table_name, record_id, before)
          SELECT ${this.jobId}, ${store.def.table}, t.id, to_jsonb(t) FROM ${store.table} t
           WHERE t.id IN (SELECT value::bigint FROM jsonb_array_elements_text(${idsJson(ids)}::jsonb))
          ON CONFLICT DO NOTHING`,
    );
  }
}

interface Entry {
  table_name: string;
  record_id: number;
  made: boolean;
}

/** Where a job's notes lie in the database, and how they are undone or forgotten. */
export class JobWrites {
  constructor(private readonly database: Database) {}

  /**
   * Undoes everything job `jobId` noted, newest first, in pieces each its own short transaction (other
   * requests run between them): made records removed, updated ones given back what they held, each audited
   * as the caller's. A record another has used since (a party on an order) or changed since is left as it
   * is and counted as kept. `storeOf` names the store of a table the job wrote.
   */
  async undo(
    jobId: number,
    caller: Caller,
    storeOf: (table: string) => StoredTable | undefined,
  ): Promise<Undone> {
    const done: Undone = { undone: 0, kept: 0 };
    const pieces = new Pieces();
    for (;;) {
      const entries = await queryRows<Entry>(
        this.database.db,
        sql`SELECT table_name, record_id, before IS NULL AS made FROM job_write WHERE job_id = ${jobId}
             ORDER BY record_id DESC LIMIT ${pieces.size}`,
      );
      if (entries.length === 0) return done;
      await pieces.timed(() =>
        this.database.transaction(async (tx) => {
          for (const [table, of] of byTable(entries)) {
            const store = storeOf(table);
            const made = of.filter((entry) => entry.made).map((entry) => Number(entry.record_id));
            const updated = of.filter((entry) => !entry.made).map((entry) => Number(entry.record_id));
            const undone = store
              ? (await removed(tx, store, caller, made)).length +
                (await restoreRows(store, tx, caller, jobId, updated)).length
              : 0;
            done.undone += undone;
            done.kept += of.length - undone;
            await tx.execute(
              sql`DELETE FROM job_write WHERE job_id = ${jobId} AND table_name = ${table}
                    AND record_id IN (SELECT value::bigint FROM jsonb_array_elements_text(${idsJson(of.map((entry) => Number(entry.record_id)))}::jsonb))`,
            );
          }
        }),
      );
      await pieces.yield();
    }
  }

  /** Forgets job `jobId`'s notes, once every piece it wrote stays (in pieces, as they were written). */
  async forget(jobId: number): Promise<void> {
    const pieces = new Pieces();
    for (;;) {
      const gone = await pieces.timed(() =>
        queryRows<{ record_id: number }>(
          this.database.db,
          sql`DELETE FROM job_write w USING (SELECT table_name, record_id FROM job_write WHERE job_id = ${jobId}
                                                LIMIT ${pieces.size * 10}) p
               WHERE w.job_id = ${jobId} AND w.table_name = p.table_name AND w.record_id = p.record_id
           RETURNING w.record_id`,
        ),
      );
      if (gone.length === 0) return;
      await pieces.yield();
    }
  }

  /** The jobs that have notes left: a job whose process stopped while it wrote. */
  async unfinished(): Promise<number[]> {
    const rows = await queryRows<{ job_id: number }>(
      this.database.db,
      sql`SELECT DISTINCT job_id FROM job_write`,
    );
    return rows.map((row) => Number(row.job_id));
  }
}

function byTable(entries: readonly Entry[]): Map<string, Entry[]> {
  const tables = new Map<string, Entry[]>();
  for (const entry of entries) tables.set(entry.table_name, [...(tables.get(entry.table_name) ?? []), entry]);
  return tables;
}

/**
 * The records `ids` removed; when one is in use (a foreign key refuses the statement), each is removed under
 * a savepoint of its own and those in use are left.
 */
async function removed(
  tx: Executor,
  store: StoredTable,
  caller: Caller,
  ids: readonly number[],
): Promise<number[]> {
  const all = await inSavepoint(tx, () => removeRows(store, tx, caller, ids));
  if (all) return all;
  const each: number[] = [];
  for (const id of ids)
    each.push(...((await inSavepoint(tx, () => removeRows(store, tx, caller, [id]))) ?? []));
  return each;
}
