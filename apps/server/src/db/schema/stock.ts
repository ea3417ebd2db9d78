// Stock (migration 0002, ARCHITECTURE "Stock", decision 0601): an append-only ledger of movements plus one
// balance row per item and stock area. That the ledger is append-only is a trigger (drizzle/0002_triggers.sql).
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { item, organisation, stockArea } from './catalogue.generated.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    itemId: ref('item_id').notNull(),
    stockAreaId: ref('stock_area_id').notNull(),
    /** What moved the stock: OPENING now; inward, outward, transfers and adjustments come with their issues. */
    movement: text('movement').notNull(),
    /** The document that posted the movement (an opening stock upload: OS-<date>-<n>). */
    documentNo: text('document_no').notNull(),
    /** Signed: positive in, negative out; in the item's unit of measure. */
    quantity: amount('quantity', 14, 3).notNull(),
    rate: amount('rate', 14, 2).notNull(),
    balanceAfter: amount('balance_after', 14, 3).notNull(),
    createdBy: ref('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_by_place').on(t.orgId, t.itemId, t.stockAreaId, t.id),
    index('stock_ledger_by_area').on(t.orgId, t.stockAreaId),
    index('stock_ledger_by_document').on(t.orgId, t.documentNo),
    // An item has one opening balance per stock area: a sheet posted twice is refused, not double-counted.
    uniqueIndex('stock_ledger_one_opening')
      .on(t.orgId, t.itemId, t.stockAreaId)
      .where(sql`${t.movement} = 'OPENING'`),
    foreignKey({ name: 'stock_ledger_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'stock_ledger_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'stock_ledger_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    check('stock_ledger_movement_check', sql`${t.movement} <> ''`),
    check('stock_ledger_quantity_check', sql`${t.quantity} <> 0`),
    check('stock_ledger_rate_check', sql`${t.rate} >= 0`),
    check('stock_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

export const stockBalance = pgTable(
  'stock_balance',
  {
    orgId: ref('org_id').notNull(),
    itemId: ref('item_id').notNull(),
    stockAreaId: ref('stock_area_id').notNull(),
    quantity: amount('quantity', 14, 3).notNull().default(0),
    /** The stock's value at the rates it came in at (quantity × rate summed over the movements in). */
    value: amount('value', 16, 2).notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: ref('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stock_balance_pkey', columns: [t.orgId, t.itemId, t.stockAreaId] }),
    index('stock_balance_by_area').on(t.orgId, t.stockAreaId),
    foreignKey({ name: 'stock_balance_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'stock_balance_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'stock_balance_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    check('stock_balance_quantity_check', sql`${t.quantity} >= 0`),
    check('stock_balance_value_check', sql`${t.value} >= 0`),
  ],
);
