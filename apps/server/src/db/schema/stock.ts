// Stock (ARCHITECTURE "Stock", decisions 0601, 0900–0902): what holds stock (materials: items, supporting
// material, packing types) with its organisation-wide moving average, the identities stock is kept under
// (lot, roll, packing type), one balance row per identity and place, and the append-only ledger of every
// movement, the stock view's totals per stock area and the lots with stock kept by the ledger's write
// (decisions 0961, 1990). That the ledger is append-only is a trigger (drizzle/0002_triggers.sql, kept by
// 0010).
import { SEARCH_IGNORED_MARKS } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import {
  branch,
  item,
  location,
  organisation,
  packing,
  rack,
  stockArea,
  supportingMaterial,
} from './catalogue.generated.ts';

const ref = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

/** A foreign key to a row of the same organisation: (org_id, column) → target (org_id, id). */
const sameOrg = (
  name: string,
  orgId: PgColumn,
  column: PgColumn,
  target: { orgId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [orgId, column], foreignColumns: [target.orgId, target.id] });

/** What holds stock, and its quantity and value over the whole organisation (moving average = value / quantity). */
export const stockMaterial = pgTable(
  'stock_material',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    /** item, supportingMaterial or packing: which one of the three references is set. */
    kind: text('kind').notNull(),
    itemId: ref('item_id'),
    supportingMaterialId: ref('supporting_material_id'),
    packingId: ref('packing_id'),
    quantity: amount('quantity', 16, 3).notNull().default(0),
    value: amount('value', 18, 2).notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stock_material_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('stock_material_item_key').on(t.orgId, t.itemId),
    uniqueIndex('stock_material_supporting_material_key').on(t.orgId, t.supportingMaterialId),
    uniqueIndex('stock_material_packing_key').on(t.orgId, t.packingId),
    // The materials with stock: Inventory Stock's page chooses its masters among them (decision 2283).
    index('stock_material_in_stock')
      .on(t.orgId, t.kind)
      .where(sql`${t.quantity} > 0`),
    foreignKey({ name: 'stock_material_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    sameOrg('stock_material_org_id_item_id_fkey', t.orgId, t.itemId, item),
    sameOrg(
      'stock_material_org_id_supporting_material_id_fkey',
      t.orgId,
      t.supportingMaterialId,
      supportingMaterial,
    ),
    sameOrg('stock_material_org_id_packing_id_fkey', t.orgId, t.packingId, packing),
    check(
      'stock_material_kind_check',
      sql`num_nonnulls(${t.itemId}, ${t.supportingMaterialId}, ${t.packingId}) = 1 AND CASE ${t.kind}
        WHEN 'item' THEN ${t.itemId} IS NOT NULL
        WHEN 'supportingMaterial' THEN ${t.supportingMaterialId} IS NOT NULL
        WHEN 'packing' THEN ${t.packingId} IS NOT NULL
        ELSE false END`,
    ),
    check('stock_material_quantity_check', sql`${t.quantity} >= 0`),
    check('stock_material_value_check', sql`${t.value} >= 0`),
  ],
);

/**
 * A lot number as searches compare it (spec §5: no case, commas, dots, brackets, plus signs, hyphens or
 * spaces; a lot number holds no tab or line break), worked out in the statement: a lot keeps no search text
 * of its own. Its marks are written into the statement, not sent as a parameter, so that a search's
 * expression is the lot search index's own.
 */
export const lotSearchOf = (lotNumber: AnyPgColumn): SQL<string> =>
  sql<string>`translate(lower(${lotNumber}), ${sql.raw(`'${`${SEARCH_IGNORED_MARKS} `.replace(/'/g, "''")}'`)}, '')`;

/** The issue's "item tuple": a material under a lot, a roll and a packing type (made on first use). */
export const stockIdentity = pgTable(
  'stock_identity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    materialId: ref('material_id').notNull(),
    lotNumber: text('lot_number').notNull().default(''),
    rollNumber: text('roll_number').notNull().default(''),
    packingTypeId: ref('packing_type_id'),
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** Secondary units per primary unit weighed for this roll or lot (kg per metre, say). */
    secondaryFactor: amount('secondary_factor', 14, 6),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stock_identity_org_id_id_key').on(t.orgId, t.id),
    unique('stock_identity_key')
      .on(t.orgId, t.materialId, t.lotNumber, t.rollNumber, t.packingTypeId)
      .nullsNotDistinct(),
    // A parcel's page finds its contents by the parcel number, kept as their roll number (decision 2370).
    index('stock_identity_by_roll').on(t.orgId, t.rollNumber),
    // A search of lots by any part of their number (Inventory Stock's search, the lot picker's).
    index('stock_identity_lot_search').using('gin', sql`${lotSearchOf(t.lotNumber)} gin_trgm_ops`),
    foreignKey({ name: 'stock_identity_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    sameOrg('stock_identity_org_id_material_id_fkey', t.orgId, t.materialId, stockMaterial),
    sameOrg('stock_identity_org_id_packing_type_id_fkey', t.orgId, t.packingTypeId, packing),
    check('stock_identity_secondary_factor_check', sql`${t.secondaryFactor} > 0`),
  ],
);

/** One row per identity and place (stock area, rack, held or available); branch and location copied for filters. */
export const stockBalance = pgTable(
  'stock_balance',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    identityId: ref('identity_id').notNull(),
    materialId: ref('material_id').notNull(),
    branchId: ref('branch_id'),
    locationId: ref('location_id'),
    stockAreaId: ref('stock_area_id').notNull(),
    rackId: ref('rack_id'),
    /** Held for a lab test or expired: not available to issue. */
    held: boolean('held').notNull().default(false),
    quantity: amount('quantity', 16, 3).notNull().default(0),
    secondaryQuantity: amount('secondary_quantity', 16, 3).notNull().default(0),
    /** Reserved for documents (an allocation): not available to another (decision 1004). */
    reserved: amount('reserved', 16, 3).notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedBy: ref('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stock_balance_org_id_id_key').on(t.orgId, t.id),
    unique('stock_balance_place_key')
      .on(t.orgId, t.identityId, t.stockAreaId, t.rackId, t.held)
      .nullsNotDistinct(),
    index('stock_balance_by_branch').on(t.orgId, t.branchId, t.materialId),
    index('stock_balance_by_area').on(t.orgId, t.stockAreaId, t.materialId),
    // A material's places, whatever their area or branch: the stock view's count of a search (decision 1941).
    index('stock_balance_by_material').on(t.orgId, t.materialId),
    foreignKey({ name: 'stock_balance_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    sameOrg('stock_balance_org_id_identity_id_fkey', t.orgId, t.identityId, stockIdentity),
    sameOrg('stock_balance_org_id_material_id_fkey', t.orgId, t.materialId, stockMaterial),
    sameOrg('stock_balance_org_id_branch_id_fkey', t.orgId, t.branchId, branch),
    sameOrg('stock_balance_org_id_location_id_fkey', t.orgId, t.locationId, location),
    sameOrg('stock_balance_org_id_stock_area_id_fkey', t.orgId, t.stockAreaId, stockArea),
    sameOrg('stock_balance_org_id_rack_id_fkey', t.orgId, t.rackId, rack),
    check('stock_balance_quantity_check', sql`${t.quantity} >= 0`),
    check('stock_balance_secondary_quantity_check', sql`${t.secondaryQuantity} >= 0`),
    check('stock_balance_reserved_check', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.quantity}`),
  ],
);

/** Every movement, append-only; each row keeps the afters so that a stock card needs no sum (decision 0902). */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    materialId: ref('material_id').notNull(),
    identityId: ref('identity_id').notNull(),
    balanceId: ref('balance_id').notNull(),
    branchId: ref('branch_id'),
    locationId: ref('location_id'),
    stockAreaId: ref('stock_area_id').notNull(),
    rackId: ref('rack_id'),
    held: boolean('held').notNull().default(false),
    /** What moved the stock: OPENING, INWARD, ISSUE, RETURN, RELEASE, HOLD, TRANSFER… */
    movement: text('movement').notNull(),
    /** The DOCUMENTS key of the document that posted it, or 'openingStock'. */
    documentType: text('document_type').notNull(),
    documentId: ref('document_id'),
    documentNo: text('document_no').notNull(),
    lineId: ref('line_id'),
    /** The row this one reverses (a cancel). */
    reversesId: ref('reverses_id'),
    /** Signed: positive in, negative out; in the material's primary unit. */
    quantity: amount('quantity', 16, 3).notNull(),
    secondaryQuantity: amount('secondary_quantity', 16, 3).notNull().default(0),
    rate: amount('rate', 14, 4).notNull(),
    /** Signed: the value moved. */
    value: amount('value', 18, 2).notNull(),
    balanceAfter: amount('balance_after', 16, 3).notNull(),
    areaQuantityAfter: amount('area_quantity_after', 16, 3).notNull(),
    materialQuantityAfter: amount('material_quantity_after', 16, 3).notNull(),
    materialValueAfter: amount('material_value_after', 18, 2).notNull(),
    createdBy: ref('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stock_ledger_org_id_id_key').on(t.orgId, t.id),
    index('stock_ledger_by_material').on(t.orgId, t.materialId, t.id),
    index('stock_ledger_by_area').on(t.orgId, t.materialId, t.stockAreaId, t.id),
    index('stock_ledger_by_document').on(t.orgId, t.documentType, t.documentId),
    index('stock_ledger_by_balance').on(t.orgId, t.balanceId, t.id),
    // One opening per place and identity: a sheet posted twice is refused, not double-counted.
    uniqueIndex('stock_ledger_one_opening')
      .on(t.orgId, t.balanceId)
      .where(sql`${t.movement} = 'OPENING'`),
    // A row is reversed once: two cancels at once cannot both post its reverse.
    uniqueIndex('stock_ledger_reversed_once').on(t.orgId, t.reversesId),
    foreignKey({ name: 'stock_ledger_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    sameOrg('stock_ledger_org_id_material_id_fkey', t.orgId, t.materialId, stockMaterial),
    sameOrg('stock_ledger_org_id_identity_id_fkey', t.orgId, t.identityId, stockIdentity),
    sameOrg('stock_ledger_org_id_balance_id_fkey', t.orgId, t.balanceId, stockBalance),
    sameOrg('stock_ledger_org_id_branch_id_fkey', t.orgId, t.branchId, branch),
    sameOrg('stock_ledger_org_id_location_id_fkey', t.orgId, t.locationId, location),
    sameOrg('stock_ledger_org_id_stock_area_id_fkey', t.orgId, t.stockAreaId, stockArea),
    sameOrg('stock_ledger_org_id_rack_id_fkey', t.orgId, t.rackId, rack),
    foreignKey({
      name: 'stock_ledger_org_id_reverses_id_fkey',
      columns: [t.orgId, t.reversesId],
      foreignColumns: [t.orgId, t.id],
    }),
    check('stock_ledger_movement_check', sql`${t.movement} <> ''`),
    check('stock_ledger_quantity_check', sql`${t.quantity} <> 0`),
    check('stock_ledger_rate_check', sql`${t.rate} >= 0`),
    check('stock_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check('stock_ledger_area_quantity_after_check', sql`${t.areaQuantityAfter} >= 0`),
    check('stock_ledger_material_quantity_after_check', sql`${t.materialQuantityAfter} >= 0`),
    check('stock_ledger_material_value_after_check', sql`${t.materialValueAfter} >= 0`),
  ],
);

/**
 * What the stock view counts in a stock area, kept by every posting in its transaction (decision 0961): its
 * balance rows with stock of one kind of material and their value at the materials' moving averages, each
 * row's to the paisa as the view values it. Keyed by the branch and location the balance rows copied, so a
 * filter by them reads these rows alone.
 */
export const stockAreaTotal = pgTable(
  'stock_area_total',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    /** item, supportingMaterial or packing (the stock material's kind). */
    kind: text('kind').notNull(),
    stockAreaId: ref('stock_area_id').notNull(),
    branchId: ref('branch_id'),
    locationId: ref('location_id'),
    /** Balance rows with a quantity above zero. */
    places: integer('places').notNull().default(0),
    value: amount('value', 20, 2).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('stock_area_total_key')
      .on(t.orgId, t.kind, t.stockAreaId, t.branchId, t.locationId)
      .nullsNotDistinct(),
    foreignKey({
      name: 'stock_area_total_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    sameOrg('stock_area_total_org_id_stock_area_id_fkey', t.orgId, t.stockAreaId, stockArea),
    sameOrg('stock_area_total_org_id_branch_id_fkey', t.orgId, t.branchId, branch),
    sameOrg('stock_area_total_org_id_location_id_fkey', t.orgId, t.locationId, location),
    // No check of places and value ≥ 0: ON CONFLICT checks the row it proposes, a signed difference.
    check('stock_area_total_kind_check', sql`${t.kind} IN ('item', 'supportingMaterial', 'packing')`),
  ],
);

/**
 * An item's lot in one stock area, and over all of them (no stock area), kept by every posting in its
 * transaction (decision 1990): what stock ageing reads. Its day is the earliest India's day an identity of
 * the lot with a balance row there was made (balance rows stay at zero, so it never moves later), and what
 * is on hand the sum of those balance rows. A row stays at zero on hand: the lot's day is still its own.
 */
export const stockLotTotal = pgTable(
  'stock_lot_total',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: ref('org_id').notNull(),
    itemId: ref('item_id').notNull(),
    /** None: the lot over every stock area. */
    stockAreaId: ref('stock_area_id'),
    lotNumber: text('lot_number').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    onHand: amount('on_hand', 16, 3).notNull(),
  },
  (t) => [
    unique('stock_lot_total_key').on(t.orgId, t.itemId, t.stockAreaId, t.lotNumber).nullsNotDistinct(),
    // The lots with stock of the organisation or of a stock area, of every item or one: the report's count.
    index('stock_lot_total_in_stock')
      .on(t.orgId, t.stockAreaId, t.itemId)
      .where(sql`${t.onHand} > 0`),
    foreignKey({
      name: 'stock_lot_total_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    sameOrg('stock_lot_total_org_id_item_id_fkey', t.orgId, t.itemId, item),
    sameOrg('stock_lot_total_org_id_stock_area_id_fkey', t.orgId, t.stockAreaId, stockArea),
    // No check of on_hand ≥ 0: ON CONFLICT checks the row it proposes, a signed difference (decision 0961).
  ],
);
