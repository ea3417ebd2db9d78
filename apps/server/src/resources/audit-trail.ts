import { documentByKey, documentTables, moduleByKey } from '@erp/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { auditLog, staff } from '../db/schema.ts';
import type { Resource } from './resource.ts';

/** One change of a field: its key, the label the form shows, its value before and after. */
export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** One entry of a record's audit trail (decision 0805), as `GET audit/{module}/{id}` answers it. */
export interface AuditEntry {
  id: number;
  action: string;
  at: string;
  staff: { id: number; name: string } | null;
  changes: FieldChange[];
}

/** The trail names columns and the fields kept in `data`: both by the field and label the user knows. */
function fieldNames(resource: Resource): (key: string) => { field: string; label: string } {
  const byColumn = new Map(resource.store.def.columns.map((c) => [c.column, c.field]));
  const document = documentByKey(resource.key);
  const spec = moduleByKey(resource.key) ?? (document && documentTables(document));
  const labels = new Map((spec?.fields ?? []).map((f) => [f.key, f.label]));
  for (const child of spec?.children ?? []) labels.set(child.key, child.label);
  labels.set('customFields', 'Custom Fields');
  return (key) => {
    const field = key === 'custom_fields' ? 'customFields' : (byColumn.get(key) ?? key);
    return { field, label: labels.get(field) ?? field };
  };
}

/**
 * A page of the record's audit trail, newest first, of the caller's organisation: who, when, what action
 * and each field's change. A record with no trail (none of the caller's organisation) is not found.
 */
export async function auditTrail(
  ex: Executor,
  resource: Resource,
  caller: Caller,
  recordId: number,
  { page = 1, size = 50 }: { page?: number | undefined; size?: number | undefined },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = and(
    eq(auditLog.orgId, caller.orgId),
    eq(auditLog.tableName, resource.store.def.table),
    eq(auditLog.recordId, recordId),
  );
  const [counted] = await ex.select({ total: count() }).from(auditLog).where(where);
  const total = counted?.total ?? 0;
  if (total === 0) throw new AppError(resource.notFoundCode);
  const entries = await ex
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      staffId: auditLog.staffId,
      staffName: sql<string | null>`concat_ws(' ', ${staff.firstname}, ${staff.lastname})`,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(staff, and(eq(staff.orgId, auditLog.orgId), eq(staff.id, auditLog.staffId)))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(size)
    .offset((page - 1) * size);
  const named = fieldNames(resource);
  const rows = entries.map((entry): AuditEntry => ({
    id: entry.id,
    action: entry.action,
    at: entry.at.toISOString(),
    staff: entry.staffId === null ? null : { id: entry.staffId, name: entry.staffName ?? '' },
    changes: Object.entries(entry.changes).map(([key, [before, after]]) => ({
      ...named(key),
      before,
      after,
    })),
  }));
  return { rows, total };
}
