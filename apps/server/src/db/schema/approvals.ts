// Approvals of documents (issue 16, spec §7 "Approval", decision 0822): one request per document, and its
// log of request, approve and reject entries (spec §4: nothing else). The configuration is a catalogue
// master (approval_configuration).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisation } from './catalogue.generated.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A document's approval: the levels it must pass (fixed when requested) and the one it waits at. */
export const approvalRequest = pgTable(
  'approval_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    /** The document type (`DocumentDef.moduleId`) and the document's id; no foreign key: one column for every type. */
    moduleId: smallint('module_id').notNull(),
    entityId: ref('entity_id').notNull(),
    levels: integer('levels').array().notNull(),
    level: integer('level').notNull(),
    /** pending, approved or rejected. */
    status: text('status').notNull(),
    requestedBy: ref('requested_by'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('approval_request_org_id_module_id_entity_id_key').on(t.orgId, t.moduleId, t.entityId),
    index('approval_request_pending').on(t.orgId, t.status, t.moduleId, t.level),
    foreignKey({
      name: 'approval_request_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    check('approval_request_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** Spec §4's approval log: who requested, approved or rejected a document, when, at which level, why. */
export const approvalLog = pgTable(
  'approval_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    moduleId: smallint('module_id').notNull(),
    entityId: ref('entity_id').notNull(),
    action: text('action').notNull(),
    level: integer('level').notNull(),
    staffId: ref('staff_id'),
    remarks: text('remarks'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('approval_log_by_entity').on(t.orgId, t.moduleId, t.entityId, t.id),
    foreignKey({ name: 'approval_log_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    check('approval_log_action_check', sql`${t.action} IN ('request', 'approve', 'reject')`),
  ],
);
