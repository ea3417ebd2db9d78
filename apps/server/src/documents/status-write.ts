import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { audited, type AuditAction } from '../stores/audit.ts';
import { ident } from '../stores/sql.ts';
import type { DocumentResource } from './resource.ts';

/**
 * A document's new status (and its reason, when one is given), audited as the action that moved it
 * (decision 0805): an approval's decision, or an order received or returned against.
 */
export async function writeStatus(
  tx: Executor,
  resource: DocumentResource,
  caller: Caller,
  change: { action: AuditAction; id: number; status: number; reason?: unknown },
): Promise<void> {
  const { store } = resource;
  const { action, id, status, reason } = change;
  const setReason = reason === undefined ? sql`` : sql`, status_reason = ${reason}`;
  noteWrite(tx, store.def.table);
  await queryRows(
    tx,
    audited(
      store,
      caller,
      action,
      sql`UPDATE ${store.table} t SET status = ${status}${setReason}, version = t.version + 1,
            updated_by = ${caller.staffId}, updated_at = now()
          WHERE t.id = ${id} AND ${store.scope(caller)}`,
      {
        prior: sql`SELECT * FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}`,
        answer: sql`t.id`,
      },
    ),
  );
}

/**
 * Fields the server writes on a document beside its status (decision 1301): a batch's figures, a bill's match
 * and input tax, a portal's answer; audited as `action` in the same statement. Fields its store lacks are not
 * written; with none, nothing is.
 */
export async function writeServerFields(
  tx: Executor,
  resource: DocumentResource,
  caller: Caller,
  change: { action: AuditAction; id: number; values: Readonly<Record<string, unknown>> },
): Promise<void> {
  const { store } = resource;
  const { action, id, values } = change;
  const sets = store.def.columns.flatMap((column) =>
    column.field in values ? [sql`${ident(column.column)} = ${values[column.field]}`] : [],
  );
  if (sets.length === 0) return;
  noteWrite(tx, store.def.table);
  await queryRows(
    tx,
    audited(
      store,
      caller,
      action,
      sql`UPDATE ${store.table} t SET ${sql.join(sets, sql`, `)}, version = t.version + 1,
            updated_by = ${caller.staffId}, updated_at = now()
          WHERE t.id = ${id} AND ${store.scope(caller)}`,
      {
        prior: sql`SELECT * FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}`,
        answer: sql`t.id`,
      },
    ),
  );
}
