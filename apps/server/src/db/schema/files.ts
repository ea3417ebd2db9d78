// Uploaded files (migration 0001): the bytes live under DATA_DIR/files/<stored_name>, never in the web root.
import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { organisation } from './catalogue.generated.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const storedFile = pgTable(
  'stored_file',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    moduleName: text('module_name').notNull(),
    foreignKey: bigint('foreign_key', { mode: 'number' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storedName: text('stored_name').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stored_file_stored_name_key').on(t.storedName),
    index('stored_file_owner').on(t.orgId, t.moduleName, t.foreignKey),
    foreignKey({ name: 'stored_file_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);
