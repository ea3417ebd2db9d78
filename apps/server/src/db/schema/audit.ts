// The audit trail (issue 16; house rule "every write is audited"): who, when, what action, and each
// field's value before and after, written by the same statement as the change (stores/audit.ts).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A field's value before and after a change: `[before, after]`, null where it had none. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys: the trail outlives the records and users it names.
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** The table of the record (a store's table: `item`, `purchase_order`). */
    tableName: text('table_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    /** create, update or delete; documents add their transitions (submit, approve, cancel…). */
    action: text('action').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changes: jsonb('changes')
      .$type<AuditChanges>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_log_by_record').on(t.orgId, t.tableName, t.recordId, t.id),
    // The activity log (decision 1770): an organisation's trail of a period, latest first.
    index('audit_log_by_time').on(t.orgId, t.at.desc(), t.id.desc()),
  ],
);
