// The vehicles of a consignment split across several (issue 20 "Multi-vehicle movement", decision 1421):
// a table owned by the vehicles call, one row per vehicle of a document that declares an e-way bill, in the
// order entered; the call replaces them all and the document's audit trail keeps the before and after.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisation } from './catalogue.generated.ts';

export const documentVehicle = pgTable(
  'document_vehicle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** The document (the DOCUMENTS key, `salesInvoice`); no foreign key: one table for every type. */
    documentType: text('document_type').notNull(),
    documentId: bigint('document_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    /** As the portal writes it: upper case, no spaces or dashes. */
    vehicleNumber: text('vehicle_number').notNull(),
    /** What it carries, in the unit of the consignment's lines. */
    quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('document_vehicle_by_document').on(t.orgId, t.documentType, t.documentId, t.position),
    foreignKey({
      name: 'document_vehicle_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    check('document_vehicle_quantity_check', sql`${t.quantity} > 0`),
  ],
);
