// The print choices kept per document for its reprint (issue 22, decision 1720): how many copies and the
// extra remarks printed with it. One row per document, owned by the print-parameter calls.
import {
  bigint,
  bigserial,
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisation } from './catalogue.generated.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const printParameter = pgTable(
  'print_parameter',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** The document's `DOCUMENTS` key (`purchaseOrder`); no foreign key: one table for every type. */
    moduleName: text('module_name').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    copies: integer('copies').notNull(),
    extraRemarks: text('extra_remarks').notNull().default(''),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('print_parameter_document_key').on(t.orgId, t.moduleName, t.entityId),
    foreignKey({
      name: 'print_parameter_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
  ],
);
