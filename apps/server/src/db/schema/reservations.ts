// Stock reserved for documents (issue 18, decision 1004): each row a quantity of one balance row (an
// identity at a place) held for a document's line, and for the sales order it serves. The balance row keeps
// their sum (`reserved`), which the ledger checks under the balance's lock; a row goes when it is used up.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisation, salesOrder } from './catalogue.generated.ts';
import { stockBalance } from './stock.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });

export const stockReservation = pgTable(
  'stock_reservation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    balanceId: ref('balance_id').notNull(),
    /** The DOCUMENTS key and id of the document holding it (a material allocation). */
    documentType: text('document_type').notNull(),
    documentId: ref('document_id').notNull(),
    lineId: ref('line_id'),
    /** The sales order the reservation serves: its production or dispatch takes it (issue 19). */
    salesOrderId: ref('sales_order_id'),
    /** What is still reserved, in the material's primary unit. */
    quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    createdBy: ref('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_reservation_by_balance').on(t.orgId, t.balanceId),
    index('stock_reservation_by_document').on(t.orgId, t.documentType, t.documentId),
    index('stock_reservation_by_sales_order').on(t.orgId, t.salesOrderId),
    foreignKey({
      name: 'stock_reservation_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'stock_reservation_org_id_balance_id_fkey',
      columns: [t.orgId, t.balanceId],
      foreignColumns: [stockBalance.orgId, stockBalance.id],
    }),
    foreignKey({
      name: 'stock_reservation_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    check('stock_reservation_quantity_check', sql`${t.quantity} > 0`),
  ],
);
