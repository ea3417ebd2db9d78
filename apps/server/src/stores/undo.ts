import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { noteWrite } from '../core/transaction.ts';
import type { Executor } from '../db/client.ts';
import { ident } from './sql.ts';
import type { StoredTable } from './types.ts';
import { runAudited } from './writes.ts';

/*
 * The writes that undo a job's (decision 2261): records it made removed, records it updated given back what
 * they held, each with its audit trail in the same statement, as every write (decision 0805).
 */

/** The ids as one parameter: the statement's text is the same however many there are. */
const idList = (ids: readonly number[]): SQL =>
  sql`(SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Removes the caller's records `ids`; answers the ids removed. A record in use fails the whole statement. */
export async function removeRows(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  noteWrite(ex, store.def.table, ids.length);
  const rows = await runAudited(
    store,
    ex,
    caller,
    'delete',
    sql`DELETE FROM ${store.table} t WHERE t.id IN ${idList(ids)} AND ${store.scope(caller)}`,
    { answer: sql`t.id` },
  );
  return rows.map((row) => Number(row.id));
}

/** The columns an update writes (updates.ts): the record's, its `data`, custom fields and search text. */
function writtenColumns(store: StoredTable): string[] {
  const { def } = store;
  return [
    ...def.columns.map((column) => column.column),
    ...(def.dataColumn ? ['data'] : []),
    ...(def.customFields ? ['custom_fields'] : []),
    'search',
  ];
}

/**
 * Gives the caller's records `ids` back what they held before job `jobId` updated them (its `job_write`
 * rows), each only where its version is still the one the job wrote (one more than before): a record
 * changed since is left as it is. Answers the ids given back.
 */
export async function restoreRows(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  jobId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  noteWrite(ex, store.def.table, ids.length);
  const columns = writtenColumns(store).map((column) => ident(column));
  const values = columns.map((column) => sql`r.${column}`);
  const rows = await runAudited(
    store,
    ex,
    caller,
    'update',
    sql`UPDATE ${store.table} t
           SET (${sql.join(columns, sql`, `)}) = (${sql.join(values, sql`, `)}),
               version = t.version + 1, updated_by = ${caller.staffId}, updated_at = now()
          FROM job_write j CROSS JOIN LATERAL jsonb_populate_record(NULL::${store.table}, j.before) r
         WHERE j.job_id = ${jobId} AND j.table_name = ${store.def.table} AND j.record_id = t.id
           AND j.before IS NOT NULL AND t.id IN ${idList(ids)} AND ${store.scope(caller)}
           AND t.version = r.version + 1`,
    {
      prior: sql`SELECT * FROM ${store.table} t WHERE t.id IN ${idList(ids)} AND ${store.scope(caller)}`,
      answer: sql`t.id`,
    },
  );
  return rows.map((row) => Number(row.id));
}
