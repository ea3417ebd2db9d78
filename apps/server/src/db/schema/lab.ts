// Lab results of received stock (issue 17 "Quality hold", decisions 0950–0952): each a pass or a fail of
// one document line's held stock, with the readings as the lab gave them and judged. A pass releases the
// line's held stock through the ledger; the rows are kept, never changed.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StoredLabReading } from '@erp/domain';
import { organisation } from './catalogue.generated.ts';

/** One reading as stored: the parameter, its name and limits when judged, the value and its verdict. */
export type StoredReading = StoredLabReading;

export const labResult = pgTable(
  'lab_result',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** The document (the DOCUMENTS key, `inward`) and its line; no foreign key: one table for every type. */
    documentType: text('document_type').notNull(),
    documentId: bigint('document_id', { mode: 'number' }).notNull(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    passed: boolean('passed').notNull(),
    readings: jsonb('readings')
      .$type<StoredReading[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    remarks: text('remarks'),
    testedBy: bigint('tested_by', { mode: 'number' }),
    testedAt: timestamp('tested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_result_by_line').on(t.orgId, t.documentType, t.documentId, t.lineId, t.id),
    foreignKey({ name: 'lab_result_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);
