// GENERATED from the catalogue by src/db/schema/generate.ts (decision 0720): do not edit, run
// `pnpm --filter @erp/server db:tables`. One table per catalogue entry; per document its header and line
// tables, and the document number counter (decision 0804).

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldDetail } from '@erp/domain';

/** The ids of the tables made from the first schema's generic entity table (migration 0005). */
export const masterIdSeq = pgSequence('master_id_seq');

export const party = pgTable(
  'party',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    companyName: text('company_name').notNull(),
    partyTypeId: bigint('party_type_id', { mode: 'number' }),
    categoryTypeId: bigint('category_type_id', { mode: 'number' }),
    isCustomer: boolean('is_customer'),
    isSupplier: boolean('is_supplier'),
    gstin: text('gstin'),
    gstRegistrationType: text('gst_registration_type'),
    pan: text('pan'),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    creditDays: integer('credit_days'),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2, mode: 'number' }),
    vendorCode: text('vendor_code'),
    zoneId: bigint('zone_id', { mode: 'number' }),
    active: boolean('active'),
    addresses: jsonb('addresses').$type<Record<string, unknown>[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<Record<string, unknown>[]>().notNull().default([]),
    bankAccounts: jsonb('bank_accounts').$type<Record<string, unknown>[]>().notNull().default([]),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('party_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('party_company_name_key').on(t.orgId, sql`lower(${t.companyName})`),
    index('party_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('party_by_name').on(t.orgId, sql`lower(${t.companyName})`, t.id),
    index('party_by_party_type').on(t.orgId, t.partyTypeId),
    index('party_by_category_type').on(t.orgId, t.categoryTypeId),
    index('party_by_zone').on(t.orgId, t.zoneId),
    foreignKey({ name: 'party_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'party_org_id_party_type_id_fkey',
      columns: [t.orgId, t.partyTypeId],
      foreignColumns: [partyType.orgId, partyType.id],
    }),
    foreignKey({
      name: 'party_org_id_category_type_id_fkey',
      columns: [t.orgId, t.categoryTypeId],
      foreignColumns: [categoryType.orgId, categoryType.id],
    }),
    foreignKey({
      name: 'party_org_id_zone_id_fkey',
      columns: [t.orgId, t.zoneId],
      foreignColumns: [zone.orgId, zone.id],
    }),
  ],
);

export const partyType = pgTable(
  'party_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('party_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('party_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('party_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'party_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const categoryType = pgTable(
  'category_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    appliesTo: text('applies_to'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('category_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('category_type_unique_key').on(
      t.orgId,
      sql`lower(btrim(${t.name}))`,
      sql`lower(btrim(${t.appliesTo}))`,
    ),
    index('category_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'category_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const item = pgTable(
  'item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    productTypeId: bigint('product_type_id', { mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    hsnCode: text('hsn_code'),
    purchaseGstRate: numeric('purchase_gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    saleGstRate: numeric('sale_gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 2, mode: 'number' }),
    salePrice: numeric('sale_price', { precision: 14, scale: 2, mode: 'number' }),
    reorderLevel: numeric('reorder_level', { precision: 14, scale: 3, mode: 'number' }),
    scrapRate: numeric('scrap_rate', { mode: 'number' }),
    madeOn: text('made_on'),
    denier: numeric('denier', { precision: 10, scale: 2, mode: 'number' }),
    gsm: numeric('gsm', { precision: 10, scale: 2, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    colour: text('colour'),
    secondaryUomId: bigint('secondary_uom_id', { mode: 'number' }),
    secondaryConversion: text('secondary_conversion'),
    secondaryFactor: numeric('secondary_factor', { mode: 'number' }),
    tracksExpiry: boolean('tracks_expiry'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    image: text('image'),
  },
  (t) => [
    unique('item_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('item_code_key').on(t.orgId, sql`lower(${t.code})`),
    index('item_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('item_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('item_by_category').on(t.orgId, t.categoryId),
    index('item_by_product_type').on(t.orgId, t.productTypeId),
    index('item_by_uom').on(t.orgId, t.uomId),
    index('item_by_secondary_uom').on(t.orgId, t.secondaryUomId),
    foreignKey({ name: 'item_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'item_org_id_category_id_fkey',
      columns: [t.orgId, t.categoryId],
      foreignColumns: [categoryType.orgId, categoryType.id],
    }),
    foreignKey({
      name: 'item_org_id_product_type_id_fkey',
      columns: [t.orgId, t.productTypeId],
      foreignColumns: [productType.orgId, productType.id],
    }),
    foreignKey({
      name: 'item_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'item_org_id_secondary_uom_id_fkey',
      columns: [t.orgId, t.secondaryUomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    check('item_purchase_price_check', sql`${t.purchasePrice} > 0`),
    check('item_sale_price_check', sql`${t.salePrice} > 0`),
    check('item_reorder_level_check', sql`${t.reorderLevel} > 0`),
  ],
);

export const productType = pgTable(
  'product_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('product_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('product_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'product_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const productCode = pgTable(
  'product_code',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    prefix: text('prefix'),
    productTypeId: bigint('product_type_id', { mode: 'number' }),
    startNumber: bigint('start_number', { mode: 'number' }),
    digits: integer('digits'),
    separator: text('separator'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_code_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('product_code_unique_key').on(t.orgId, sql`lower(btrim(${t.prefix}))`),
    index('product_code_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('product_code_by_product_type').on(t.orgId, t.productTypeId),
    foreignKey({ name: 'product_code_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'product_code_org_id_product_type_id_fkey',
      columns: [t.orgId, t.productTypeId],
      foreignColumns: [productType.orgId, productType.id],
    }),
  ],
);

export const partCode = pgTable(
  'part_code',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    code: text('code'),
    name: text('name'),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('part_code_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('part_code_unique_key').on(t.orgId, sql`lower(btrim(${t.code}))`),
    index('part_code_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('part_code_by_item').on(t.orgId, t.itemId),
    foreignKey({ name: 'part_code_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'part_code_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
  ],
);

export const bom = pgTable(
  'bom',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    outputItemId: bigint('output_item_id', { mode: 'number' }),
    outputQuantity: numeric('output_quantity', { mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    processId: bigint('process_id', { mode: 'number' }),
    isDefault: boolean('is_default'),
    remarks: text('remarks'),
    active: boolean('active'),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull().default([]),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('bom_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('bom_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('bom_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('bom_by_output_item').on(t.orgId, t.outputItemId),
    index('bom_by_uom').on(t.orgId, t.uomId),
    index('bom_by_process').on(t.orgId, t.processId),
    foreignKey({ name: 'bom_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'bom_org_id_output_item_id_fkey',
      columns: [t.orgId, t.outputItemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'bom_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'bom_org_id_process_id_fkey',
      columns: [t.orgId, t.processId],
      foreignColumns: [process.orgId, process.id],
    }),
  ],
);

export const mould = pgTable(
  'mould',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    mouldNameId: bigint('mould_name_id', { mode: 'number' }),
    mouldTypeId: bigint('mould_type_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    materialItemId: bigint('material_item_id', { mode: 'number' }),
    cavities: bigint('cavities', { mode: 'number' }),
    cycleTimeSeconds: numeric('cycle_time_seconds', { mode: 'number' }),
    shotWeightGrams: numeric('shot_weight_grams', { mode: 'number' }),
    manufacturer: text('manufacturer'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('mould_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('mould_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('mould_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('mould_by_mould_name').on(t.orgId, t.mouldNameId),
    index('mould_by_mould_type').on(t.orgId, t.mouldTypeId),
    index('mould_by_item').on(t.orgId, t.itemId),
    index('mould_by_material_item').on(t.orgId, t.materialItemId),
    foreignKey({ name: 'mould_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'mould_org_id_mould_name_id_fkey',
      columns: [t.orgId, t.mouldNameId],
      foreignColumns: [mouldName.orgId, mouldName.id],
    }),
    foreignKey({
      name: 'mould_org_id_mould_type_id_fkey',
      columns: [t.orgId, t.mouldTypeId],
      foreignColumns: [mouldType.orgId, mouldType.id],
    }),
    foreignKey({
      name: 'mould_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'mould_org_id_material_item_id_fkey',
      columns: [t.orgId, t.materialItemId],
      foreignColumns: [item.orgId, item.id],
    }),
  ],
);

export const mouldName = pgTable(
  'mould_name',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('mould_name_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('mould_name_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('mould_name_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'mould_name_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const mouldType = pgTable(
  'mould_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('mould_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('mould_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('mould_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'mould_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const supportingMaterial = pgTable(
  'supporting_material',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { mode: 'number' }),
    reorderLevel: numeric('reorder_level', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('supporting_material_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('supporting_material_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('supporting_material_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('supporting_material_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'supporting_material_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'supporting_material_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const costHead = pgTable(
  'cost_head',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    costType: text('cost_type'),
    rateBasis: text('rate_basis'),
    rate: numeric('rate', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('cost_head_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('cost_head_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('cost_head_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'cost_head_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const uom = pgTable(
  'uom',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    uqc: text('uqc'),
    description: text('description'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decimals: integer('decimals').default(3),
  },
  (t) => [
    unique('uom_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('uom_name_key').on(t.orgId, sql`lower(${t.name})`),
    foreignKey({ name: 'uom_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    check('uom_decimals_range', sql`${t.decimals} BETWEEN 0 AND 3`),
  ],
);

export const segment = pgTable(
  'segment',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('segment_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('segment_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('segment_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'segment_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const process = pgTable(
  'process',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    processTypeId: bigint('process_type_id', { mode: 'number' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    sequence: bigint('sequence', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('process_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('process_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('process_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('process_by_process_type').on(t.orgId, t.processTypeId),
    index('process_by_department').on(t.orgId, t.departmentId),
    foreignKey({ name: 'process_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'process_org_id_process_type_id_fkey',
      columns: [t.orgId, t.processTypeId],
      foreignColumns: [processType.orgId, processType.id],
    }),
    foreignKey({
      name: 'process_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
  ],
);

export const processType = pgTable(
  'process_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('process_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('process_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('process_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'process_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const stockArea = pgTable(
  'stock_area',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    departmentId: bigint('department_id', { mode: 'number' }),
    locationId: bigint('location_id', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_area_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('stock_area_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('stock_area_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('stock_area_by_department').on(t.orgId, t.departmentId),
    index('stock_area_by_location').on(t.orgId, t.locationId),
    foreignKey({ name: 'stock_area_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'stock_area_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'stock_area_org_id_location_id_fkey',
      columns: [t.orgId, t.locationId],
      foreignColumns: [location.orgId, location.id],
    }),
  ],
);

export const department = pgTable(
  'department',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('department_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('department_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('department_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'department_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const zone = pgTable(
  'zone',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('zone_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('zone_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('zone_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'zone_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const machineType = pgTable(
  'machine_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    kind: text('kind'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('machine_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('machine_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'machine_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const machine = pgTable(
  'machine',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    machineTypeId: bigint('machine_type_id', { mode: 'number' }),
    machineKind: text('machine_kind'),
    departmentId: bigint('department_id', { mode: 'number' }),
    capacity: numeric('capacity', { mode: 'number' }),
    capacityUomId: bigint('capacity_uom_id', { mode: 'number' }),
    ratedOutputPerHour: numeric('rated_output_per_hour', { mode: 'number' }),
    ratedOutputUnit: text('rated_output_unit'),
    isLoom: boolean('is_loom'),
    shuttleCount: integer('shuttle_count'),
    loomWidth: numeric('loom_width', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    manufacturer: text('manufacturer'),
    installationDate: date('installation_date', { mode: 'string' }),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('machine_unique_key').on(t.orgId, sql`lower(btrim(${t.code}))`),
    index('machine_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('machine_by_machine_type').on(t.orgId, t.machineTypeId),
    index('machine_by_department').on(t.orgId, t.departmentId),
    index('machine_by_capacity_uom').on(t.orgId, t.capacityUomId),
    index('machine_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({ name: 'machine_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'machine_org_id_machine_type_id_fkey',
      columns: [t.orgId, t.machineTypeId],
      foreignColumns: [machineType.orgId, machineType.id],
    }),
    foreignKey({
      name: 'machine_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'machine_org_id_capacity_uom_id_fkey',
      columns: [t.orgId, t.capacityUomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'machine_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const machineActivity = pgTable(
  'machine_activity',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    machineTypeId: bigint('machine_type_id', { mode: 'number' }),
    frequencyKind: text('frequency_kind'),
    frequency: integer('frequency'),
    checklist: text('checklist'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_activity_org_id_id_key').on(t.orgId, t.id),
    index('machine_activity_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('machine_activity_by_machine_type').on(t.orgId, t.machineTypeId),
    foreignKey({
      name: 'machine_activity_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_activity_org_id_machine_type_id_fkey',
      columns: [t.orgId, t.machineTypeId],
      foreignColumns: [machineType.orgId, machineType.id],
    }),
  ],
);

export const machineActivityLog = pgTable(
  'machine_activity_log',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    machineId: bigint('machine_id', { mode: 'number' }),
    machineActivityId: bigint('machine_activity_id', { mode: 'number' }),
    doneOn: date('done_on', { mode: 'string' }),
    doneById: bigint('done_by_id', { mode: 'number' }),
    findings: text('findings'),
    checklistResults: text('checklist_results'),
    maintenanceId: bigint('maintenance_id', { mode: 'number' }),
    maintenanceNumber: text('maintenance_number'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_activity_log_org_id_id_key').on(t.orgId, t.id),
    index('machine_activity_log_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('machine_activity_log_by_done_on').on(t.orgId, t.doneOn, t.id),
    index('machine_activity_log_by_machine').on(t.orgId, t.machineId),
    index('machine_activity_log_by_machine_activity').on(t.orgId, t.machineActivityId),
    index('machine_activity_log_by_done_by').on(t.orgId, t.doneById),
    foreignKey({
      name: 'machine_activity_log_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_activity_log_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'machine_activity_log_org_id_machine_activity_id_fkey',
      columns: [t.orgId, t.machineActivityId],
      foreignColumns: [machineActivity.orgId, machineActivity.id],
    }),
    foreignKey({
      name: 'machine_activity_log_org_id_done_by_id_fkey',
      columns: [t.orgId, t.doneById],
      foreignColumns: [staff.orgId, staff.id],
    }),
  ],
);

export const machineBreakdown = pgTable(
  'machine_breakdown',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    machineId: bigint('machine_id', { mode: 'number' }),
    stoppedOn: date('stopped_on', { mode: 'string' }),
    stoppedAt: text('stopped_at'),
    reason: text('reason'),
    planned: boolean('planned'),
    restartedOn: date('restarted_on', { mode: 'string' }),
    restartedAt: text('restarted_at'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_breakdown_org_id_id_key').on(t.orgId, t.id),
    index('machine_breakdown_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('machine_breakdown_by_stopped_on').on(t.orgId, t.stoppedOn, t.id),
    index('machine_breakdown_by_machine').on(t.orgId, t.machineId),
    foreignKey({
      name: 'machine_breakdown_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_breakdown_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
  ],
);

export const packing = pgTable(
  'packing',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    packingType: text('packing_type'),
    capacity: numeric('capacity', { mode: 'number' }),
    capacityUomId: bigint('capacity_uom_id', { mode: 'number' }),
    tareWeight: numeric('tare_weight', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('packing_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('packing_unique_key').on(t.orgId, sql`lower(btrim(${t.packingType}))`),
    index('packing_by_packing_type').on(t.orgId, sql`lower(${t.packingType})`, t.id),
    index('packing_by_capacity_uom').on(t.orgId, t.capacityUomId),
    foreignKey({ name: 'packing_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'packing_org_id_capacity_uom_id_fkey',
      columns: [t.orgId, t.capacityUomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const transport = pgTable(
  'transport',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    transporterId: text('transporter_id'),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('transport_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('transport_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('transport_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'transport_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const freight = pgTable(
  'freight',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    transportId: bigint('transport_id', { mode: 'number' }),
    basis: text('basis'),
    rate: numeric('rate', { mode: 'number' }),
    fromCity: text('from_city'),
    toCity: text('to_city'),
    remarks: text('remarks'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('freight_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('freight_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('freight_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('freight_by_transport').on(t.orgId, t.transportId),
    foreignKey({ name: 'freight_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'freight_org_id_transport_id_fkey',
      columns: [t.orgId, t.transportId],
      foreignColumns: [transport.orgId, transport.id],
    }),
  ],
);

export const location = pgTable(
  'location',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    branchId: bigint('branch_id', { mode: 'number' }),
    locationType: text('location_type'),
    partyId: bigint('party_id', { mode: 'number' }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('location_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('location_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('location_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('location_by_branch').on(t.orgId, t.branchId),
    index('location_by_party').on(t.orgId, t.partyId),
    foreignKey({ name: 'location_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'location_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'location_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
  ],
);

export const rack = pgTable(
  'rack',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    locationId: bigint('location_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    capacity: numeric('capacity', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('rack_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('rack_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`, t.locationId),
    index('rack_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('rack_by_location').on(t.orgId, t.locationId),
    index('rack_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({ name: 'rack_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'rack_org_id_location_id_fkey',
      columns: [t.orgId, t.locationId],
      foreignColumns: [location.orgId, location.id],
    }),
    foreignKey({
      name: 'rack_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const branch = pgTable(
  'branch',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    code: text('code'),
    legalName: text('legal_name'),
    gstin: text('gstin'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    phone: text('phone'),
    email: text('email'),
    invoicePrefix: text('invoice_prefix'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    ifsc: text('ifsc'),
    bankBranch: text('bank_branch'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('branch_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('branch_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('branch_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'branch_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const customField = pgTable(
  'custom_field',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    fieldKey: text('field_key'),
    fieldType: text('field_type'),
    options: text('options'),
    required: boolean('required'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('custom_field_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('custom_field_unique_key').on(t.orgId, sql`lower(btrim(${t.fieldKey}))`),
    index('custom_field_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'custom_field_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const moduleCustomField = pgTable(
  'module_custom_field',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    moduleName: text('module_name'),
    customFieldId: bigint('custom_field_id', { mode: 'number' }),
    sequence: bigint('sequence', { mode: 'number' }),
    required: boolean('required'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('module_custom_field_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('module_custom_field_unique_key').on(
      t.orgId,
      sql`lower(btrim(${t.moduleName}))`,
      t.customFieldId,
    ),
    index('module_custom_field_by_module_name').on(t.orgId, sql`lower(${t.moduleName})`, t.id),
    index('module_custom_field_by_custom_field').on(t.orgId, t.customFieldId),
    foreignKey({
      name: 'module_custom_field_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'module_custom_field_org_id_custom_field_id_fkey',
      columns: [t.orgId, t.customFieldId],
      foreignColumns: [customField.orgId, customField.id],
    }),
  ],
);

export const customParam = pgTable(
  'custom_param',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    kind: text('kind'),
    name: text('name'),
    unit: text('unit'),
    minValue: numeric('min_value', { mode: 'number' }),
    maxValue: numeric('max_value', { mode: 'number' }),
    testMethod: text('test_method'),
    productTypeId: bigint('product_type_id', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('custom_param_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('custom_param_unique_key').on(
      t.orgId,
      sql`lower(btrim(${t.kind}))`,
      sql`lower(btrim(${t.name}))`,
    ),
    index('custom_param_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('custom_param_by_product_type').on(t.orgId, t.productTypeId),
    foreignKey({ name: 'custom_param_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'custom_param_org_id_product_type_id_fkey',
      columns: [t.orgId, t.productTypeId],
      foreignColumns: [productType.orgId, productType.id],
    }),
  ],
);

export const funnelStage = pgTable(
  'funnel_stage',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    sequence: bigint('sequence', { mode: 'number' }),
    probability: numeric('probability', { mode: 'number' }),
    outcome: text('outcome'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('funnel_stage_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('funnel_stage_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('funnel_stage_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'funnel_stage_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const funnelSource = pgTable(
  'funnel_source',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('funnel_source_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('funnel_source_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('funnel_source_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'funnel_source_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const funnelType = pgTable(
  'funnel_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('funnel_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('funnel_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('funnel_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'funnel_type_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const funnelCustomerType = pgTable(
  'funnel_customer_type',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('funnel_customer_type_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('funnel_customer_type_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('funnel_customer_type_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({
      name: 'funnel_customer_type_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
  ],
);

export const digitalPlatform = pgTable(
  'digital_platform',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    defaultOwnerId: bigint('default_owner_id', { mode: 'number' }),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('digital_platform_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('digital_platform_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('digital_platform_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    index('digital_platform_by_default_owner').on(t.orgId, t.defaultOwnerId),
    foreignKey({
      name: 'digital_platform_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'digital_platform_org_id_default_owner_id_fkey',
      columns: [t.orgId, t.defaultOwnerId],
      foreignColumns: [staff.orgId, staff.id],
    }),
  ],
);

export const funnel = pgTable(
  'funnel',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    companyName: text('company_name'),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    sourceId: bigint('source_id', { mode: 'number' }),
    typeId: bigint('type_id', { mode: 'number' }),
    reference: text('reference'),
    customerTypeId: bigint('customer_type_id', { mode: 'number' }),
    expectedValue: numeric('expected_value', { mode: 'number' }),
    entryDate: date('entry_date', { mode: 'string' }),
    expectedClosingDate: date('expected_closing_date', { mode: 'string' }),
    stageId: bigint('stage_id', { mode: 'number' }),
    ownerId: bigint('owner_id', { mode: 'number' }),
    partyId: bigint('party_id', { mode: 'number' }),
    platformId: bigint('platform_id', { mode: 'number' }),
    remarks: text('remarks'),
    lostReason: text('lost_reason'),
    lostRemarks: text('lost_remarks'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('funnel_org_id_id_key').on(t.orgId, t.id),
    index('funnel_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('funnel_by_company_name').on(t.orgId, sql`lower(${t.companyName})`, t.id),
    index('funnel_by_source').on(t.orgId, t.sourceId),
    index('funnel_by_type').on(t.orgId, t.typeId),
    index('funnel_by_customer_type').on(t.orgId, t.customerTypeId),
    index('funnel_by_stage').on(t.orgId, t.stageId),
    index('funnel_by_owner').on(t.orgId, t.ownerId),
    index('funnel_by_party').on(t.orgId, t.partyId),
    index('funnel_by_platform').on(t.orgId, t.platformId),
    index('funnel_board').on(t.orgId, t.stageId, t.expectedClosingDate, t.id),
    foreignKey({ name: 'funnel_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'funnel_org_id_source_id_fkey',
      columns: [t.orgId, t.sourceId],
      foreignColumns: [funnelSource.orgId, funnelSource.id],
    }),
    foreignKey({
      name: 'funnel_org_id_type_id_fkey',
      columns: [t.orgId, t.typeId],
      foreignColumns: [funnelType.orgId, funnelType.id],
    }),
    foreignKey({
      name: 'funnel_org_id_customer_type_id_fkey',
      columns: [t.orgId, t.customerTypeId],
      foreignColumns: [funnelCustomerType.orgId, funnelCustomerType.id],
    }),
    foreignKey({
      name: 'funnel_org_id_stage_id_fkey',
      columns: [t.orgId, t.stageId],
      foreignColumns: [funnelStage.orgId, funnelStage.id],
    }),
    foreignKey({
      name: 'funnel_org_id_owner_id_fkey',
      columns: [t.orgId, t.ownerId],
      foreignColumns: [staff.orgId, staff.id],
    }),
    foreignKey({
      name: 'funnel_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'funnel_org_id_platform_id_fkey',
      columns: [t.orgId, t.platformId],
      foreignColumns: [digitalPlatform.orgId, digitalPlatform.id],
    }),
  ],
);

export const crmActivity = pgTable(
  'crm_activity',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    activityType: text('activity_type'),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('crm_activity_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('crm_activity_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('crm_activity_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'crm_activity_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const crmActivityLog = pgTable(
  'crm_activity_log',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    funnelId: bigint('funnel_id', { mode: 'number' }),
    partyId: bigint('party_id', { mode: 'number' }),
    kindId: bigint('kind_id', { mode: 'number' }),
    activityDate: date('activity_date', { mode: 'string' }),
    activityTime: text('activity_time'),
    ownerId: bigint('owner_id', { mode: 'number' }),
    outcome: text('outcome'),
    notes: text('notes'),
    nextFollowUpDate: date('next_follow_up_date', { mode: 'string' }),
    followUpDone: boolean('follow_up_done'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('crm_activity_log_org_id_id_key').on(t.orgId, t.id),
    index('crm_activity_log_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('crm_activity_log_by_activity_date').on(t.orgId, t.activityDate, t.id),
    index('crm_activity_log_by_funnel').on(t.orgId, t.funnelId),
    index('crm_activity_log_by_party').on(t.orgId, t.partyId),
    index('crm_activity_log_by_kind').on(t.orgId, t.kindId),
    index('crm_activity_log_by_owner').on(t.orgId, t.ownerId),
    foreignKey({
      name: 'crm_activity_log_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'crm_activity_log_org_id_funnel_id_fkey',
      columns: [t.orgId, t.funnelId],
      foreignColumns: [funnel.orgId, funnel.id],
    }),
    foreignKey({
      name: 'crm_activity_log_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'crm_activity_log_org_id_kind_id_fkey',
      columns: [t.orgId, t.kindId],
      foreignColumns: [crmActivity.orgId, crmActivity.id],
    }),
    foreignKey({
      name: 'crm_activity_log_org_id_owner_id_fkey',
      columns: [t.orgId, t.ownerId],
      foreignColumns: [staff.orgId, staff.id],
    }),
  ],
);

export const messageTemplate = pgTable(
  'message_template',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    channel: text('channel'),
    documentType: text('document_type'),
    subject: text('subject'),
    body: text('body'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('message_template_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('message_template_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('message_template_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({
      name: 'message_template_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
  ],
);

export const printTemplate = pgTable(
  'print_template',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name'),
    moduleName: text('module_name'),
    paperSize: text('paper_size'),
    orientation: text('orientation'),
    headerImage: text('header_image'),
    content: text('content'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('print_template_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('print_template_unique_key').on(t.orgId, sql`lower(btrim(${t.name}))`),
    index('print_template_by_name').on(t.orgId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'print_template_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const approvalConfiguration = pgTable(
  'approval_configuration',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('master_id_seq')`),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    moduleName: text('module_name'),
    level: integer('level'),
    minAmount: numeric('min_amount', { mode: 'number' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    partyTypeId: bigint('party_type_id', { mode: 'number' }),
    active: boolean('active'),
    roles: jsonb('roles').$type<Record<string, unknown>[]>().notNull().default([]),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('approval_configuration_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('approval_configuration_unique_key').on(t.orgId, sql`lower(btrim(${t.moduleName}))`, t.level),
    index('approval_configuration_by_module_name').on(t.orgId, sql`lower(${t.moduleName})`, t.id),
    index('approval_configuration_by_department').on(t.orgId, t.departmentId),
    index('approval_configuration_by_party_type').on(t.orgId, t.partyTypeId),
    foreignKey({
      name: 'approval_configuration_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'approval_configuration_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'approval_configuration_org_id_party_type_id_fkey',
      columns: [t.orgId, t.partyTypeId],
      foreignColumns: [partyType.orgId, partyType.id],
    }),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname'),
    email: text('email'),
    phone: text('phone'),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    departmentId: bigint('department_id', { mode: 'number' }),
    operator: boolean('operator'),
    name: text('name'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('staff_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('staff_username_key').on(sql`lower(${t.username})`),
    index('staff_by_firstname').on(t.orgId, sql`lower(${t.firstname})`, t.id),
    index('staff_by_role').on(t.orgId, t.roleId),
    index('staff_by_department').on(t.orgId, t.departmentId),
    foreignKey({
      name: 'staff_org_id_role_id_fkey',
      columns: [t.orgId, t.roleId],
      foreignColumns: [role.orgId, role.id],
    }),
    foreignKey({
      name: 'staff_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
  ],
);

export const role = pgTable(
  'role',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    allRecords: boolean('all_records').notNull().default(true),
    floorHome: boolean('floor_home').notNull().default(false),
  },
  (t) => [
    unique('role_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('role_name_key').on(t.orgId, sql`lower(${t.name})`),
    foreignKey({ name: 'role_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const sysConfig = pgTable(
  'sys_config',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    keyName: text('key_name').notNull(),
    value: text('value'),
    description: text('description'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('sys_config_org_id_id_key').on(t.orgId, t.id),
    unique('sys_config_key').on(t.orgId, t.keyName),
    foreignKey({ name: 'sys_config_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const labelConfig = pgTable(
  'label_config',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    keyName: text('key_name').notNull(),
    labelName: text('label_name'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('label_config_org_id_id_key').on(t.orgId, t.id),
    unique('label_config_key').on(t.orgId, t.keyName),
    foreignKey({ name: 'label_config_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const formConfig = pgTable(
  'form_config',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    moduleName: text('module_name').notNull(),
    fieldDetails: jsonb('field_details').$type<FieldDetail[]>().notNull().default([]),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('form_config_org_id_id_key').on(t.orgId, t.id),
    unique('form_config_module_key').on(t.orgId, t.moduleName),
    foreignKey({ name: 'form_config_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
  ],
);

export const acl = pgTable(
  'acl',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    moduleApi: text('module_api').notNull(),
    displayName: text('display_name'),
    view: smallint('view').notNull().default(0),
    mode: smallint('mode').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    canCreate: boolean('can_create').notNull().default(true),
    canSubmit: boolean('can_submit').notNull().default(true),
    canCancelClose: boolean('can_cancel_close').notNull().default(true),
    canAmend: boolean('can_amend').notNull().default(true),
    canViewAll: boolean('can_view_all').notNull().default(false),
  },
  (t) => [
    unique('acl_org_id_id_key').on(t.orgId, t.id),
    unique('acl_role_module_key').on(t.roleId, t.moduleApi),
    index('acl_by_module_api').on(t.orgId, sql`lower(${t.moduleApi})`, t.id),
    foreignKey({
      name: 'acl_org_id_role_id_fkey',
      columns: [t.orgId, t.roleId],
      foreignColumns: [role.orgId, role.id],
    }).onDelete('cascade'),
    check('acl_view_check', sql`${t.view} IN (0, 1)`),
    check('acl_mode_check', sql`${t.mode} IN (0, 1)`),
  ],
);

export const organisation = pgTable('organisation', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  gstin: text('gstin'),
  pan: text('pan'),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  pincode: text('pincode'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  logo: text('logo'),
  isDefault: boolean('is_default').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  search: text('search').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const emailUserConfig = pgTable(
  'email_user_config',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    passwordEncrypted: text('password_encrypted').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('email_user_config_staff_key').on(t.staffId),
    foreignKey({
      name: 'email_user_config_org_id_staff_id_fkey',
      columns: [t.orgId, t.staffId],
      foreignColumns: [staff.orgId, staff.id],
    }).onDelete('cascade'),
  ],
);

export const purchaseOrder = pgTable(
  'purchase_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    expectedDate: date('expected_date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    requestingDepartmentId: bigint('requesting_department_id', { mode: 'number' }),
    placeOfSupply: text('place_of_supply'),
    creditDays: integer('credit_days'),
    paymentTerms: text('payment_terms'),
    transportId: bigint('transport_id', { mode: 'number' }),
    freight: numeric('freight', { precision: 14, scale: 2, mode: 'number' }),
    otherCharges: numeric('other_charges', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_order_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('purchase_order_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('purchase_order_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('purchase_order_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('purchase_order_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('purchase_order_by_party').on(t.orgId, t.partyId),
    index('purchase_order_by_branch').on(t.orgId, t.branchId),
    index('purchase_order_by_requesting_department').on(t.orgId, t.requestingDepartmentId),
    index('purchase_order_by_transport').on(t.orgId, t.transportId),
    foreignKey({ name: 'purchase_order_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'purchase_order_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'purchase_order_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'purchase_order_org_id_requesting_department_id_fkey',
      columns: [t.orgId, t.requestingDepartmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'purchase_order_org_id_transport_id_fkey',
      columns: [t.orgId, t.transportId],
      foreignColumns: [transport.orgId, transport.id],
    }),
    check('purchase_order_status_check', sql`${t.status} IN (0, 5, 10, 20, 30, 90)`),
    check('purchase_order_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    billedQuantity: numeric('billed_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('purchase_order_lines_purchase_order_id_line_no_key').on(t.purchaseOrderId, t.lineNo),
    unique('purchase_order_lines_org_id_id_key').on(t.orgId, t.id),
    index('purchase_order_lines_by_item').on(t.orgId, t.itemId),
    index('purchase_order_lines_by_uom').on(t.orgId, t.uomId),
    index('purchase_order_lines_received_quantity_pending')
      .on(t.purchaseOrderId)
      .where(sql`${t.quantity} > ${t.receivedQuantity}`),
    foreignKey({
      name: 'purchase_order_lines_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'purchase_order_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const purchaseOrderRevision = pgTable(
  'purchase_order_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_order_revision_org_id_purchase_order_id_revision_key').on(
      t.orgId,
      t.purchaseOrderId,
      t.revision,
    ),
    foreignKey({
      name: 'purchase_order_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'purchase_order_revision_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }),
    check('purchase_order_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const salesOrder = pgTable(
  'sales_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    customerReference: text('customer_reference'),
    branchId: bigint('branch_id', { mode: 'number' }),
    shipTo: text('ship_to'),
    placeOfSupply: text('place_of_supply'),
    creditDays: integer('credit_days'),
    paymentTerms: text('payment_terms'),
    transportId: bigint('transport_id', { mode: 'number' }),
    freight: numeric('freight', { precision: 14, scale: 2, mode: 'number' }),
    otherCharges: numeric('other_charges', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    quotationId: bigint('quotation_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_order_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('sales_order_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('sales_order_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('sales_order_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('sales_order_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('sales_order_by_party').on(t.orgId, t.partyId),
    index('sales_order_by_branch').on(t.orgId, t.branchId),
    index('sales_order_by_transport').on(t.orgId, t.transportId),
    index('sales_order_by_quotation').on(t.orgId, t.quotationId),
    foreignKey({ name: 'sales_order_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'sales_order_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'sales_order_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'sales_order_org_id_transport_id_fkey',
      columns: [t.orgId, t.transportId],
      foreignColumns: [transport.orgId, transport.id],
    }),
    foreignKey({
      name: 'sales_order_org_id_quotation_id_fkey',
      columns: [t.orgId, t.quotationId],
      foreignColumns: [quotation.orgId, quotation.id],
    }),
    check('sales_order_status_check', sql`${t.status} IN (0, 5, 10, 20, 30, 90)`),
    check('sales_order_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    producedQuantity: numeric('produced_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    dispatchedQuantity: numeric('dispatched_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('sales_order_lines_sales_order_id_line_no_key').on(t.salesOrderId, t.lineNo),
    unique('sales_order_lines_org_id_id_key').on(t.orgId, t.id),
    index('sales_order_lines_by_item').on(t.orgId, t.itemId),
    index('sales_order_lines_by_uom').on(t.orgId, t.uomId),
    index('sales_order_lines_dispatched_quantity_pending')
      .on(t.salesOrderId)
      .where(sql`${t.quantity} > ${t.dispatchedQuantity}`),
    foreignKey({
      name: 'sales_order_lines_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sales_order_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'sales_order_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const salesOrderRevision = pgTable(
  'sales_order_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_order_revision_org_id_sales_order_id_revision_key').on(t.orgId, t.salesOrderId, t.revision),
    foreignKey({
      name: 'sales_order_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'sales_order_revision_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    check('sales_order_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const stockIssue = pgTable(
  'stock_issue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    purpose: text('purpose'),
    reason: text('reason'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_issue_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('stock_issue_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('stock_issue_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('stock_issue_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('stock_issue_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('stock_issue_by_department').on(t.orgId, t.departmentId),
    foreignKey({ name: 'stock_issue_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'stock_issue_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    check('stock_issue_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('stock_issue_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const stockIssueLines = pgTable(
  'stock_issue_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    stockIssueId: bigint('stock_issue_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('stock_issue_lines_stock_issue_id_line_no_key').on(t.stockIssueId, t.lineNo),
    unique('stock_issue_lines_org_id_id_key').on(t.orgId, t.id),
    index('stock_issue_lines_by_item').on(t.orgId, t.itemId),
    index('stock_issue_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('stock_issue_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'stock_issue_lines_org_id_stock_issue_id_fkey',
      columns: [t.orgId, t.stockIssueId],
      foreignColumns: [stockIssue.orgId, stockIssue.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_issue_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'stock_issue_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'stock_issue_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const stockIssueRevision = pgTable(
  'stock_issue_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    stockIssueId: bigint('stock_issue_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_issue_revision_org_id_stock_issue_id_revision_key').on(t.orgId, t.stockIssueId, t.revision),
    foreignKey({
      name: 'stock_issue_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'stock_issue_revision_org_id_stock_issue_id_fkey',
      columns: [t.orgId, t.stockIssueId],
      foreignColumns: [stockIssue.orgId, stockIssue.id],
    }),
    check('stock_issue_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const preInward = pgTable(
  'pre_inward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    receivedBy: text('received_by'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('pre_inward_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('pre_inward_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('pre_inward_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('pre_inward_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('pre_inward_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('pre_inward_by_party').on(t.orgId, t.partyId),
    index('pre_inward_by_branch').on(t.orgId, t.branchId),
    index('pre_inward_by_purchase_order').on(t.orgId, t.purchaseOrderId),
    foreignKey({ name: 'pre_inward_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'pre_inward_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'pre_inward_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'pre_inward_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }),
    check('pre_inward_status_check', sql`${t.status} IN (0, 10, 30, 90)`),
    check('pre_inward_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const preInwardLines = pgTable(
  'pre_inward_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    preInwardId: bigint('pre_inward_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('pre_inward_lines_pre_inward_id_line_no_key').on(t.preInwardId, t.lineNo),
    unique('pre_inward_lines_org_id_id_key').on(t.orgId, t.id),
    index('pre_inward_lines_by_item').on(t.orgId, t.itemId),
    index('pre_inward_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'pre_inward_lines_org_id_pre_inward_id_fkey',
      columns: [t.orgId, t.preInwardId],
      foreignColumns: [preInward.orgId, preInward.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pre_inward_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'pre_inward_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const preInwardRevision = pgTable(
  'pre_inward_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    preInwardId: bigint('pre_inward_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('pre_inward_revision_org_id_pre_inward_id_revision_key').on(t.orgId, t.preInwardId, t.revision),
    foreignKey({
      name: 'pre_inward_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'pre_inward_revision_org_id_pre_inward_id_fkey',
      columns: [t.orgId, t.preInwardId],
      foreignColumns: [preInward.orgId, preInward.id],
    }),
    check('pre_inward_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const inward = pgTable(
  'inward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    preInwardId: bigint('pre_inward_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('inward_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('inward_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('inward_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('inward_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('inward_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('inward_by_party').on(t.orgId, t.partyId),
    index('inward_by_branch').on(t.orgId, t.branchId),
    index('inward_by_purchase_order').on(t.orgId, t.purchaseOrderId),
    index('inward_by_pre_inward').on(t.orgId, t.preInwardId),
    foreignKey({ name: 'inward_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'inward_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'inward_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'inward_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }),
    foreignKey({
      name: 'inward_org_id_pre_inward_id_fkey',
      columns: [t.orgId, t.preInwardId],
      foreignColumns: [preInward.orgId, preInward.id],
    }),
    check('inward_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('inward_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const inwardLines = pgTable(
  'inward_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    inwardId: bigint('inward_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    purchaseOrderLineId: bigint('purchase_order_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    vendorCode: text('vendor_code'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    acceptedQuantity: numeric('accepted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    rejectedQuantity: numeric('rejected_quantity', { precision: 14, scale: 3, mode: 'number' }),
    shortQuantity: numeric('short_quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('inward_lines_inward_id_line_no_key').on(t.inwardId, t.lineNo),
    unique('inward_lines_org_id_id_key').on(t.orgId, t.id),
    index('inward_lines_by_item').on(t.orgId, t.itemId),
    index('inward_lines_by_uom').on(t.orgId, t.uomId),
    index('inward_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('inward_lines_by_rack').on(t.orgId, t.rackId),
    foreignKey({
      name: 'inward_lines_org_id_inward_id_fkey',
      columns: [t.orgId, t.inwardId],
      foreignColumns: [inward.orgId, inward.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inward_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'inward_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'inward_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'inward_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const inwardRevision = pgTable(
  'inward_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    inwardId: bigint('inward_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('inward_revision_org_id_inward_id_revision_key').on(t.orgId, t.inwardId, t.revision),
    foreignKey({
      name: 'inward_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'inward_revision_org_id_inward_id_fkey',
      columns: [t.orgId, t.inwardId],
      foreignColumns: [inward.orgId, inward.id],
    }),
    check('inward_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const foundryInward = pgTable(
  'foundry_inward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    grossWeight: numeric('gross_weight', { precision: 14, scale: 3, mode: 'number' }),
    tareWeight: numeric('tare_weight', { precision: 14, scale: 3, mode: 'number' }),
    netWeight: numeric('net_weight', { precision: 14, scale: 3, mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('foundry_inward_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('foundry_inward_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('foundry_inward_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('foundry_inward_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('foundry_inward_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('foundry_inward_by_party').on(t.orgId, t.partyId),
    index('foundry_inward_by_branch').on(t.orgId, t.branchId),
    index('foundry_inward_by_purchase_order').on(t.orgId, t.purchaseOrderId),
    foreignKey({ name: 'foundry_inward_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'foundry_inward_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'foundry_inward_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'foundry_inward_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }),
    check('foundry_inward_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('foundry_inward_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const foundryInwardLines = pgTable(
  'foundry_inward_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    foundryInwardId: bigint('foundry_inward_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    purchaseOrderLineId: bigint('purchase_order_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    pieces: integer('pieces'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    acceptedQuantity: numeric('accepted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    rejectedQuantity: numeric('rejected_quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('foundry_inward_lines_foundry_inward_id_line_no_key').on(t.foundryInwardId, t.lineNo),
    unique('foundry_inward_lines_org_id_id_key').on(t.orgId, t.id),
    index('foundry_inward_lines_by_item').on(t.orgId, t.itemId),
    index('foundry_inward_lines_by_uom').on(t.orgId, t.uomId),
    index('foundry_inward_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('foundry_inward_lines_by_rack').on(t.orgId, t.rackId),
    foreignKey({
      name: 'foundry_inward_lines_org_id_foundry_inward_id_fkey',
      columns: [t.orgId, t.foundryInwardId],
      foreignColumns: [foundryInward.orgId, foundryInward.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'foundry_inward_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'foundry_inward_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'foundry_inward_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'foundry_inward_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const foundryInwardRevision = pgTable(
  'foundry_inward_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    foundryInwardId: bigint('foundry_inward_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('foundry_inward_revision_org_id_foundry_inward_id_revision_key').on(
      t.orgId,
      t.foundryInwardId,
      t.revision,
    ),
    foreignKey({
      name: 'foundry_inward_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'foundry_inward_revision_org_id_foundry_inward_id_fkey',
      columns: [t.orgId, t.foundryInwardId],
      foreignColumns: [foundryInward.orgId, foundryInward.id],
    }),
    check('foundry_inward_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const purchaseReturn = pgTable(
  'purchase_return',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_return_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('purchase_return_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('purchase_return_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('purchase_return_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('purchase_return_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('purchase_return_by_party').on(t.orgId, t.partyId),
    index('purchase_return_by_branch').on(t.orgId, t.branchId),
    index('purchase_return_by_purchase_order').on(t.orgId, t.purchaseOrderId),
    foreignKey({
      name: 'purchase_return_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'purchase_return_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'purchase_return_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'purchase_return_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }),
    check('purchase_return_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('purchase_return_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    purchaseReturnId: bigint('purchase_return_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    purchaseOrderLineId: bigint('purchase_order_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    reason: text('reason'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('purchase_return_lines_purchase_return_id_line_no_key').on(t.purchaseReturnId, t.lineNo),
    unique('purchase_return_lines_org_id_id_key').on(t.orgId, t.id),
    index('purchase_return_lines_by_item').on(t.orgId, t.itemId),
    index('purchase_return_lines_by_uom').on(t.orgId, t.uomId),
    index('purchase_return_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({
      name: 'purchase_return_lines_org_id_purchase_return_id_fkey',
      columns: [t.orgId, t.purchaseReturnId],
      foreignColumns: [purchaseReturn.orgId, purchaseReturn.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_return_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'purchase_return_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'purchase_return_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const purchaseReturnRevision = pgTable(
  'purchase_return_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    purchaseReturnId: bigint('purchase_return_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_return_revision_org_id_purchase_return_id_revision_key').on(
      t.orgId,
      t.purchaseReturnId,
      t.revision,
    ),
    foreignKey({
      name: 'purchase_return_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'purchase_return_revision_org_id_purchase_return_id_fkey',
      columns: [t.orgId, t.purchaseReturnId],
      foreignColumns: [purchaseReturn.orgId, purchaseReturn.id],
    }),
    check('purchase_return_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const supportingMaterialInward = pgTable(
  'supporting_material_inward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('supporting_material_inward_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('supporting_material_inward_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('supporting_material_inward_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('supporting_material_inward_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('supporting_material_inward_by_date').on(
      t.orgId,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('supporting_material_inward_by_party').on(t.orgId, t.partyId),
    index('supporting_material_inward_by_branch').on(t.orgId, t.branchId),
    foreignKey({
      name: 'supporting_material_inward_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'supporting_material_inward_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'supporting_material_inward_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    check('supporting_material_inward_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('supporting_material_inward_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const supportingMaterialInwardLines = pgTable(
  'supporting_material_inward_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    supportingMaterialInwardId: bigint('supporting_material_inward_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    supportingMaterialId: bigint('supporting_material_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('supporting_material_inward_lines_supporting_material_i_1d549cef').on(
      t.supportingMaterialInwardId,
      t.lineNo,
    ),
    unique('supporting_material_inward_lines_org_id_id_key').on(t.orgId, t.id),
    index('supporting_material_inward_lines_by_supporting_material').on(t.orgId, t.supportingMaterialId),
    index('supporting_material_inward_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('supporting_material_inward_lines_by_rack').on(t.orgId, t.rackId),
    foreignKey({
      name: 'supporting_material_inward_lines_org_id_supporting_mat_6ed3db91',
      columns: [t.orgId, t.supportingMaterialInwardId],
      foreignColumns: [supportingMaterialInward.orgId, supportingMaterialInward.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'supporting_material_inward_lines_org_id_supporting_mat_9a25111b',
      columns: [t.orgId, t.supportingMaterialId],
      foreignColumns: [supportingMaterial.orgId, supportingMaterial.id],
    }),
    foreignKey({
      name: 'supporting_material_inward_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'supporting_material_inward_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const supportingMaterialInwardRevision = pgTable(
  'supporting_material_inward_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    supportingMaterialInwardId: bigint('supporting_material_inward_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('supporting_material_inward_revision_org_id_supporting__32351542').on(
      t.orgId,
      t.supportingMaterialInwardId,
      t.revision,
    ),
    foreignKey({
      name: 'supporting_material_inward_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'supporting_material_inward_revision_org_id_supporting__6ae7ccd2',
      columns: [t.orgId, t.supportingMaterialInwardId],
      foreignColumns: [supportingMaterialInward.orgId, supportingMaterialInward.id],
    }),
    check('supporting_material_inward_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const supportingMaterialAllocation = pgTable(
  'supporting_material_allocation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('supporting_material_allocation_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('supporting_material_allocation_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('supporting_material_allocation_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('supporting_material_allocation_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('supporting_material_allocation_by_date').on(
      t.orgId,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('supporting_material_allocation_by_department').on(t.orgId, t.departmentId),
    foreignKey({
      name: 'supporting_material_allocation_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'supporting_material_allocation_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    check('supporting_material_allocation_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('supporting_material_allocation_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const supportingMaterialAllocationLines = pgTable(
  'supporting_material_allocation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    supportingMaterialAllocationId: bigint('supporting_material_allocation_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    supportingMaterialId: bigint('supporting_material_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('supporting_material_allocation_lines_supporting_materi_338e8d0a').on(
      t.supportingMaterialAllocationId,
      t.lineNo,
    ),
    unique('supporting_material_allocation_lines_org_id_id_key').on(t.orgId, t.id),
    index('supporting_material_allocation_lines_by_supporting_material').on(t.orgId, t.supportingMaterialId),
    index('supporting_material_allocation_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('supporting_material_allocation_lines_by_rack').on(t.orgId, t.rackId),
    foreignKey({
      name: 'supporting_material_allocation_lines_org_id_supporting_ab802df4',
      columns: [t.orgId, t.supportingMaterialAllocationId],
      foreignColumns: [supportingMaterialAllocation.orgId, supportingMaterialAllocation.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'supporting_material_allocation_lines_org_id_supporting_c7187abc',
      columns: [t.orgId, t.supportingMaterialId],
      foreignColumns: [supportingMaterial.orgId, supportingMaterial.id],
    }),
    foreignKey({
      name: 'supporting_material_allocation_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'supporting_material_allocation_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const supportingMaterialAllocationRevision = pgTable(
  'supporting_material_allocation_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    supportingMaterialAllocationId: bigint('supporting_material_allocation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('supporting_material_allocation_revision_org_id_support_42269cb8').on(
      t.orgId,
      t.supportingMaterialAllocationId,
      t.revision,
    ),
    foreignKey({
      name: 'supporting_material_allocation_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'supporting_material_allocation_revision_org_id_support_cfd4d6be',
      columns: [t.orgId, t.supportingMaterialAllocationId],
      foreignColumns: [supportingMaterialAllocation.orgId, supportingMaterialAllocation.id],
    }),
    check('supporting_material_allocation_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const packingTypeInward = pgTable(
  'packing_type_inward',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('packing_type_inward_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('packing_type_inward_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('packing_type_inward_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('packing_type_inward_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('packing_type_inward_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('packing_type_inward_by_party').on(t.orgId, t.partyId),
    index('packing_type_inward_by_branch').on(t.orgId, t.branchId),
    foreignKey({
      name: 'packing_type_inward_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'packing_type_inward_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'packing_type_inward_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    check('packing_type_inward_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('packing_type_inward_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const packingTypeInwardLines = pgTable(
  'packing_type_inward_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    packingTypeInwardId: bigint('packing_type_inward_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    packingId: bigint('packing_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('packing_type_inward_lines_packing_type_inward_id_line_no_key').on(
      t.packingTypeInwardId,
      t.lineNo,
    ),
    unique('packing_type_inward_lines_org_id_id_key').on(t.orgId, t.id),
    index('packing_type_inward_lines_by_packing').on(t.orgId, t.packingId),
    index('packing_type_inward_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('packing_type_inward_lines_by_rack').on(t.orgId, t.rackId),
    foreignKey({
      name: 'packing_type_inward_lines_org_id_packing_type_inward_id_fkey',
      columns: [t.orgId, t.packingTypeInwardId],
      foreignColumns: [packingTypeInward.orgId, packingTypeInward.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'packing_type_inward_lines_org_id_packing_id_fkey',
      columns: [t.orgId, t.packingId],
      foreignColumns: [packing.orgId, packing.id],
    }),
    foreignKey({
      name: 'packing_type_inward_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'packing_type_inward_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const packingTypeInwardRevision = pgTable(
  'packing_type_inward_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    packingTypeInwardId: bigint('packing_type_inward_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('packing_type_inward_revision_org_id_packing_type_inwar_01b5054e').on(
      t.orgId,
      t.packingTypeInwardId,
      t.revision,
    ),
    foreignKey({
      name: 'packing_type_inward_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'packing_type_inward_revision_org_id_packing_type_inward_id_fkey',
      columns: [t.orgId, t.packingTypeInwardId],
      foreignColumns: [packingTypeInward.orgId, packingTypeInward.id],
    }),
    check('packing_type_inward_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const materialRequest = pgTable(
  'material_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    requiredBy: date('required_by', { mode: 'string' }),
    purpose: text('purpose'),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('material_request_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('material_request_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('material_request_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('material_request_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('material_request_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('material_request_by_department').on(t.orgId, t.departmentId),
    index('material_request_by_sales_order').on(t.orgId, t.salesOrderId),
    foreignKey({
      name: 'material_request_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'material_request_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'material_request_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    check('material_request_status_check', sql`${t.status} IN (0, 5, 10, 20, 30, 90)`),
    check('material_request_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const materialRequestLines = pgTable(
  'material_request_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    materialRequestId: bigint('material_request_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    planningId: bigint('planning_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    allocatedQuantity: numeric('allocated_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    issuedQuantity: numeric('issued_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('material_request_lines_material_request_id_line_no_key').on(t.materialRequestId, t.lineNo),
    unique('material_request_lines_org_id_id_key').on(t.orgId, t.id),
    index('material_request_lines_by_item').on(t.orgId, t.itemId),
    index('material_request_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'material_request_lines_org_id_material_request_id_fkey',
      columns: [t.orgId, t.materialRequestId],
      foreignColumns: [materialRequest.orgId, materialRequest.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'material_request_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'material_request_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const materialRequestRevision = pgTable(
  'material_request_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    materialRequestId: bigint('material_request_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('material_request_revision_org_id_material_request_id_r_b12f152f').on(
      t.orgId,
      t.materialRequestId,
      t.revision,
    ),
    foreignKey({
      name: 'material_request_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'material_request_revision_org_id_material_request_id_fkey',
      columns: [t.orgId, t.materialRequestId],
      foreignColumns: [materialRequest.orgId, materialRequest.id],
    }),
    check('material_request_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const departmentTransfer = pgTable(
  'department_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    fromDepartmentId: bigint('from_department_id', { mode: 'number' }),
    toDepartmentId: bigint('to_department_id', { mode: 'number' }),
    reason: text('reason'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('department_transfer_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('department_transfer_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('department_transfer_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('department_transfer_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('department_transfer_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('department_transfer_by_from_department').on(t.orgId, t.fromDepartmentId),
    index('department_transfer_by_to_department').on(t.orgId, t.toDepartmentId),
    foreignKey({
      name: 'department_transfer_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'department_transfer_org_id_from_department_id_fkey',
      columns: [t.orgId, t.fromDepartmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'department_transfer_org_id_to_department_id_fkey',
      columns: [t.orgId, t.toDepartmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    check('department_transfer_status_check', sql`${t.status} IN (0, 10, 7, 90)`),
    check('department_transfer_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const departmentTransferLines = pgTable(
  'department_transfer_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    departmentTransferId: bigint('department_transfer_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    fromStockAreaId: bigint('from_stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    toStockAreaId: bigint('to_stock_area_id', { mode: 'number' }),
    toRackId: bigint('to_rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('department_transfer_lines_department_transfer_id_line_no_key').on(
      t.departmentTransferId,
      t.lineNo,
    ),
    unique('department_transfer_lines_org_id_id_key').on(t.orgId, t.id),
    index('department_transfer_lines_by_item').on(t.orgId, t.itemId),
    index('department_transfer_lines_by_from_stock_area').on(t.orgId, t.fromStockAreaId),
    index('department_transfer_lines_by_rack').on(t.orgId, t.rackId),
    index('department_transfer_lines_by_to_stock_area').on(t.orgId, t.toStockAreaId),
    index('department_transfer_lines_by_to_rack').on(t.orgId, t.toRackId),
    index('department_transfer_lines_by_uom').on(t.orgId, t.uomId),
    index('department_transfer_lines_by_sales_order').on(t.orgId, t.salesOrderId),
    foreignKey({
      name: 'department_transfer_lines_org_id_department_transfer_id_fkey',
      columns: [t.orgId, t.departmentTransferId],
      foreignColumns: [departmentTransfer.orgId, departmentTransfer.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'department_transfer_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'department_transfer_lines_org_id_from_stock_area_id_fkey',
      columns: [t.orgId, t.fromStockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'department_transfer_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
    foreignKey({
      name: 'department_transfer_lines_org_id_to_stock_area_id_fkey',
      columns: [t.orgId, t.toStockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'department_transfer_lines_org_id_to_rack_id_fkey',
      columns: [t.orgId, t.toRackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
    foreignKey({
      name: 'department_transfer_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'department_transfer_lines_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
  ],
);

export const departmentTransferRevision = pgTable(
  'department_transfer_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    departmentTransferId: bigint('department_transfer_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('department_transfer_revision_org_id_department_transfe_db035956').on(
      t.orgId,
      t.departmentTransferId,
      t.revision,
    ),
    foreignKey({
      name: 'department_transfer_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'department_transfer_revision_org_id_department_transfer_id_fkey',
      columns: [t.orgId, t.departmentTransferId],
      foreignColumns: [departmentTransfer.orgId, departmentTransfer.id],
    }),
    check('department_transfer_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const stockTransfer = pgTable(
  'stock_transfer',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    fromBranchId: bigint('from_branch_id', { mode: 'number' }),
    toBranchId: bigint('to_branch_id', { mode: 'number' }),
    challanNumber: text('challan_number'),
    challanDate: date('challan_date', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_transfer_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('stock_transfer_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('stock_transfer_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('stock_transfer_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('stock_transfer_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('stock_transfer_by_from_branch').on(t.orgId, t.fromBranchId),
    index('stock_transfer_by_to_branch').on(t.orgId, t.toBranchId),
    foreignKey({ name: 'stock_transfer_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'stock_transfer_org_id_from_branch_id_fkey',
      columns: [t.orgId, t.fromBranchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'stock_transfer_org_id_to_branch_id_fkey',
      columns: [t.orgId, t.toBranchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    check('stock_transfer_status_check', sql`${t.status} IN (0, 10, 20, 30, 90)`),
    check('stock_transfer_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    stockTransferId: bigint('stock_transfer_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    validatedQuantity: numeric('validated_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('stock_transfer_lines_stock_transfer_id_line_no_key').on(t.stockTransferId, t.lineNo),
    unique('stock_transfer_lines_org_id_id_key').on(t.orgId, t.id),
    index('stock_transfer_lines_by_item').on(t.orgId, t.itemId),
    index('stock_transfer_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('stock_transfer_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'stock_transfer_lines_org_id_stock_transfer_id_fkey',
      columns: [t.orgId, t.stockTransferId],
      foreignColumns: [stockTransfer.orgId, stockTransfer.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_transfer_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'stock_transfer_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'stock_transfer_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const stockTransferRevision = pgTable(
  'stock_transfer_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    stockTransferId: bigint('stock_transfer_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_transfer_revision_org_id_stock_transfer_id_revision_key').on(
      t.orgId,
      t.stockTransferId,
      t.revision,
    ),
    foreignKey({
      name: 'stock_transfer_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'stock_transfer_revision_org_id_stock_transfer_id_fkey',
      columns: [t.orgId, t.stockTransferId],
      foreignColumns: [stockTransfer.orgId, stockTransfer.id],
    }),
    check('stock_transfer_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const transferValidation = pgTable(
  'transfer_validation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    stockTransferId: bigint('stock_transfer_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    receivedBy: text('received_by'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('transfer_validation_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('transfer_validation_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('transfer_validation_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('transfer_validation_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('transfer_validation_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('transfer_validation_by_stock_transfer').on(t.orgId, t.stockTransferId),
    foreignKey({
      name: 'transfer_validation_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'transfer_validation_org_id_stock_transfer_id_fkey',
      columns: [t.orgId, t.stockTransferId],
      foreignColumns: [stockTransfer.orgId, stockTransfer.id],
    }),
    check('transfer_validation_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('transfer_validation_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const transferValidationLines = pgTable(
  'transfer_validation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    transferValidationId: bigint('transfer_validation_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    stockTransferLineId: bigint('stock_transfer_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3, mode: 'number' }),
    shortQuantity: numeric('short_quantity', { precision: 14, scale: 3, mode: 'number' }),
    shortReason: text('short_reason'),
    uomId: bigint('uom_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    toRackId: bigint('to_rack_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('transfer_validation_lines_transfer_validation_id_line_no_key').on(
      t.transferValidationId,
      t.lineNo,
    ),
    unique('transfer_validation_lines_org_id_id_key').on(t.orgId, t.id),
    index('transfer_validation_lines_by_item').on(t.orgId, t.itemId),
    index('transfer_validation_lines_by_uom').on(t.orgId, t.uomId),
    index('transfer_validation_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('transfer_validation_lines_by_to_rack').on(t.orgId, t.toRackId),
    foreignKey({
      name: 'transfer_validation_lines_org_id_transfer_validation_id_fkey',
      columns: [t.orgId, t.transferValidationId],
      foreignColumns: [transferValidation.orgId, transferValidation.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'transfer_validation_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'transfer_validation_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'transfer_validation_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'transfer_validation_lines_org_id_to_rack_id_fkey',
      columns: [t.orgId, t.toRackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const transferValidationRevision = pgTable(
  'transfer_validation_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    transferValidationId: bigint('transfer_validation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('transfer_validation_revision_org_id_transfer_validatio_fa2ec54b').on(
      t.orgId,
      t.transferValidationId,
      t.revision,
    ),
    foreignKey({
      name: 'transfer_validation_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'transfer_validation_revision_org_id_transfer_validation_id_fkey',
      columns: [t.orgId, t.transferValidationId],
      foreignColumns: [transferValidation.orgId, transferValidation.id],
    }),
    check('transfer_validation_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const materialAllocation = pgTable(
  'material_allocation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    materialRequestId: bigint('material_request_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('material_allocation_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('material_allocation_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('material_allocation_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('material_allocation_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('material_allocation_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('material_allocation_by_material_request').on(t.orgId, t.materialRequestId),
    foreignKey({
      name: 'material_allocation_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'material_allocation_org_id_material_request_id_fkey',
      columns: [t.orgId, t.materialRequestId],
      foreignColumns: [materialRequest.orgId, materialRequest.id],
    }),
    check('material_allocation_status_check', sql`${t.status} IN (0, 10, 7, 90)`),
    check('material_allocation_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const materialAllocationLines = pgTable(
  'material_allocation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    materialAllocationId: bigint('material_allocation_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    materialRequestLineId: bigint('material_request_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    toStockAreaId: bigint('to_stock_area_id', { mode: 'number' }),
    toRackId: bigint('to_rack_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('material_allocation_lines_material_allocation_id_line_no_key').on(
      t.materialAllocationId,
      t.lineNo,
    ),
    unique('material_allocation_lines_org_id_id_key').on(t.orgId, t.id),
    index('material_allocation_lines_by_item').on(t.orgId, t.itemId),
    index('material_allocation_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('material_allocation_lines_by_rack').on(t.orgId, t.rackId),
    index('material_allocation_lines_by_uom').on(t.orgId, t.uomId),
    index('material_allocation_lines_by_to_stock_area').on(t.orgId, t.toStockAreaId),
    index('material_allocation_lines_by_to_rack').on(t.orgId, t.toRackId),
    foreignKey({
      name: 'material_allocation_lines_org_id_material_allocation_id_fkey',
      columns: [t.orgId, t.materialAllocationId],
      foreignColumns: [materialAllocation.orgId, materialAllocation.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'material_allocation_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'material_allocation_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'material_allocation_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
    foreignKey({
      name: 'material_allocation_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'material_allocation_lines_org_id_to_stock_area_id_fkey',
      columns: [t.orgId, t.toStockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'material_allocation_lines_org_id_to_rack_id_fkey',
      columns: [t.orgId, t.toRackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const materialAllocationRevision = pgTable(
  'material_allocation_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    materialAllocationId: bigint('material_allocation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('material_allocation_revision_org_id_material_allocatio_0e725624').on(
      t.orgId,
      t.materialAllocationId,
      t.revision,
    ),
    foreignKey({
      name: 'material_allocation_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'material_allocation_revision_org_id_material_allocation_id_fkey',
      columns: [t.orgId, t.materialAllocationId],
      foreignColumns: [materialAllocation.orgId, materialAllocation.id],
    }),
    check('material_allocation_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const materialReconciliation = pgTable(
  'material_reconciliation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    departmentId: bigint('department_id', { mode: 'number' }),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('material_reconciliation_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('material_reconciliation_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('material_reconciliation_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('material_reconciliation_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('material_reconciliation_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('material_reconciliation_by_department').on(t.orgId, t.departmentId),
    foreignKey({
      name: 'material_reconciliation_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'material_reconciliation_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    check('material_reconciliation_status_check', sql`${t.status} IN (0, 5, 7, 90)`),
    check('material_reconciliation_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const materialReconciliationLines = pgTable(
  'material_reconciliation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    materialReconciliationId: bigint('material_reconciliation_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    openingQuantity: numeric('opening_quantity', { precision: 14, scale: 3, mode: 'number' }),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3, mode: 'number' }),
    consumedQuantity: numeric('consumed_quantity', { precision: 14, scale: 3, mode: 'number' }),
    returnedQuantity: numeric('returned_quantity', { precision: 14, scale: 3, mode: 'number' }),
    adjustedQuantity: numeric('adjusted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    countedQuantity: numeric('counted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    lossQuantity: numeric('loss_quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('material_reconciliation_lines_material_reconciliation__1ce9167d').on(
      t.materialReconciliationId,
      t.lineNo,
    ),
    unique('material_reconciliation_lines_org_id_id_key').on(t.orgId, t.id),
    index('material_reconciliation_lines_by_item').on(t.orgId, t.itemId),
    index('material_reconciliation_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('material_reconciliation_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'material_reconciliation_lines_org_id_material_reconcil_11aa6ead',
      columns: [t.orgId, t.materialReconciliationId],
      foreignColumns: [materialReconciliation.orgId, materialReconciliation.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'material_reconciliation_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'material_reconciliation_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'material_reconciliation_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const materialReconciliationRevision = pgTable(
  'material_reconciliation_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    materialReconciliationId: bigint('material_reconciliation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('material_reconciliation_revision_org_id_material_recon_3dea09b8').on(
      t.orgId,
      t.materialReconciliationId,
      t.revision,
    ),
    foreignKey({
      name: 'material_reconciliation_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'material_reconciliation_revision_org_id_material_recon_36efaf99',
      columns: [t.orgId, t.materialReconciliationId],
      foreignColumns: [materialReconciliation.orgId, materialReconciliation.id],
    }),
    check('material_reconciliation_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const stockCount = pgTable(
  'stock_count',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    frozenAt: text('frozen_at'),
    frozenLedgerId: bigint('frozen_ledger_id', { mode: 'number' }),
    countedBy: text('counted_by'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_count_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('stock_count_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('stock_count_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('stock_count_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('stock_count_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('stock_count_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({ name: 'stock_count_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'stock_count_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    check('stock_count_status_check', sql`${t.status} IN (0, 5, 7, 90)`),
    check('stock_count_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    stockCountId: bigint('stock_count_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    rackId: bigint('rack_id', { mode: 'number' }),
    packingTypeId: bigint('packing_type_id', { mode: 'number' }),
    held: boolean('held'),
    bookQuantity: numeric('book_quantity', { precision: 14, scale: 3, mode: 'number' }),
    countedQuantity: numeric('counted_quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    differenceQuantity: numeric('difference_quantity', { precision: 14, scale: 3, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    differenceValue: numeric('difference_value', { precision: 14, scale: 2, mode: 'number' }),
    reason: text('reason'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('stock_count_lines_stock_count_id_line_no_key').on(t.stockCountId, t.lineNo),
    unique('stock_count_lines_org_id_id_key').on(t.orgId, t.id),
    index('stock_count_lines_by_item').on(t.orgId, t.itemId),
    index('stock_count_lines_by_rack').on(t.orgId, t.rackId),
    index('stock_count_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'stock_count_lines_org_id_stock_count_id_fkey',
      columns: [t.orgId, t.stockCountId],
      foreignColumns: [stockCount.orgId, stockCount.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_count_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'stock_count_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
    foreignKey({
      name: 'stock_count_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const stockCountRevision = pgTable(
  'stock_count_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    stockCountId: bigint('stock_count_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_count_revision_org_id_stock_count_id_revision_key').on(t.orgId, t.stockCountId, t.revision),
    foreignKey({
      name: 'stock_count_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'stock_count_revision_org_id_stock_count_id_fkey',
      columns: [t.orgId, t.stockCountId],
      foreignColumns: [stockCount.orgId, stockCount.id],
    }),
    check('stock_count_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const jobWorkChallan = pgTable(
  'job_work_challan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    seriesKey: text('series_key'),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    processId: bigint('process_id', { mode: 'number' }),
    expectedBy: date('expected_by', { mode: 'string' }),
    vehicleNumber: text('vehicle_number'),
    distanceKm: integer('distance_km'),
    remarks: text('remarks'),
    ewayBillNumber: text('eway_bill_number'),
    ewayBillValidUntil: text('eway_bill_valid_until'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_work_challan_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('job_work_challan_number_key')
      .on(t.orgId, t.seriesKey, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('job_work_challan_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('job_work_challan_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('job_work_challan_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('job_work_challan_by_party').on(t.orgId, t.partyId),
    index('job_work_challan_by_branch').on(t.orgId, t.branchId),
    index('job_work_challan_by_process').on(t.orgId, t.processId),
    foreignKey({
      name: 'job_work_challan_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'job_work_challan_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'job_work_challan_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'job_work_challan_org_id_process_id_fkey',
      columns: [t.orgId, t.processId],
      foreignColumns: [process.orgId, process.id],
    }),
    check('job_work_challan_status_check', sql`${t.status} IN (0, 10, 20, 30, 90)`),
    check('job_work_challan_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const jobWorkChallanLines = pgTable(
  'job_work_challan_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    jobWorkChallanId: bigint('job_work_challan_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    returnedQuantity: numeric('returned_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    wastedQuantity: numeric('wasted_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('job_work_challan_lines_job_work_challan_id_line_no_key').on(t.jobWorkChallanId, t.lineNo),
    unique('job_work_challan_lines_org_id_id_key').on(t.orgId, t.id),
    index('job_work_challan_lines_by_item').on(t.orgId, t.itemId),
    index('job_work_challan_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('job_work_challan_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'job_work_challan_lines_org_id_job_work_challan_id_fkey',
      columns: [t.orgId, t.jobWorkChallanId],
      foreignColumns: [jobWorkChallan.orgId, jobWorkChallan.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_work_challan_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'job_work_challan_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'job_work_challan_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const jobWorkChallanRevision = pgTable(
  'job_work_challan_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    jobWorkChallanId: bigint('job_work_challan_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_work_challan_revision_org_id_job_work_challan_id_r_d2fe4232').on(
      t.orgId,
      t.jobWorkChallanId,
      t.revision,
    ),
    foreignKey({
      name: 'job_work_challan_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'job_work_challan_revision_org_id_job_work_challan_id_fkey',
      columns: [t.orgId, t.jobWorkChallanId],
      foreignColumns: [jobWorkChallan.orgId, jobWorkChallan.id],
    }),
    check('job_work_challan_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const jobWorkReceipt = pgTable(
  'job_work_receipt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    jobWorkChallanId: bigint('job_work_challan_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_work_receipt_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('job_work_receipt_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('job_work_receipt_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('job_work_receipt_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('job_work_receipt_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('job_work_receipt_by_party').on(t.orgId, t.partyId),
    index('job_work_receipt_by_job_work_challan').on(t.orgId, t.jobWorkChallanId),
    index('job_work_receipt_by_branch').on(t.orgId, t.branchId),
    foreignKey({
      name: 'job_work_receipt_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'job_work_receipt_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'job_work_receipt_org_id_job_work_challan_id_fkey',
      columns: [t.orgId, t.jobWorkChallanId],
      foreignColumns: [jobWorkChallan.orgId, jobWorkChallan.id],
    }),
    foreignKey({
      name: 'job_work_receipt_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    check('job_work_receipt_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('job_work_receipt_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const jobWorkReceiptLines = pgTable(
  'job_work_receipt_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    jobWorkReceiptId: bigint('job_work_receipt_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    jobWorkChallanLineId: bigint('job_work_challan_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    wastageQuantity: numeric('wastage_quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    processedItemId: bigint('processed_item_id', { mode: 'number' }),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3, mode: 'number' }),
    processedUomId: bigint('processed_uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    rackId: bigint('rack_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('job_work_receipt_lines_job_work_receipt_id_line_no_key').on(t.jobWorkReceiptId, t.lineNo),
    unique('job_work_receipt_lines_org_id_id_key').on(t.orgId, t.id),
    index('job_work_receipt_lines_by_item').on(t.orgId, t.itemId),
    index('job_work_receipt_lines_by_uom').on(t.orgId, t.uomId),
    index('job_work_receipt_lines_by_processed_item').on(t.orgId, t.processedItemId),
    index('job_work_receipt_lines_by_processed_uom').on(t.orgId, t.processedUomId),
    index('job_work_receipt_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('job_work_receipt_lines_by_rack').on(t.orgId, t.rackId),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_job_work_receipt_id_fkey',
      columns: [t.orgId, t.jobWorkReceiptId],
      foreignColumns: [jobWorkReceipt.orgId, jobWorkReceipt.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_processed_item_id_fkey',
      columns: [t.orgId, t.processedItemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_processed_uom_id_fkey',
      columns: [t.orgId, t.processedUomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'job_work_receipt_lines_org_id_rack_id_fkey',
      columns: [t.orgId, t.rackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const jobWorkReceiptRevision = pgTable(
  'job_work_receipt_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    jobWorkReceiptId: bigint('job_work_receipt_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('job_work_receipt_revision_org_id_job_work_receipt_id_r_34d55ae8').on(
      t.orgId,
      t.jobWorkReceiptId,
      t.revision,
    ),
    foreignKey({
      name: 'job_work_receipt_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'job_work_receipt_revision_org_id_job_work_receipt_id_fkey',
      columns: [t.orgId, t.jobWorkReceiptId],
      foreignColumns: [jobWorkReceipt.orgId, jobWorkReceipt.id],
    }),
    check('job_work_receipt_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const planning = pgTable(
  'planning',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    planName: text('plan_name'),
    date: date('date', { mode: 'string' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('planning_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('planning_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('planning_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('planning_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('planning_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    foreignKey({ name: 'planning_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    check('planning_status_check', sql`${t.status} IN (0, 10, 30, 90)`),
    check('planning_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const planningLines = pgTable(
  'planning_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    planningId: bigint('planning_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    byDate: date('by_date', { mode: 'string' }),
    remarks: text('remarks'),
    producedQuantity: numeric('produced_quantity', { precision: 14, scale: 3, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('planning_lines_planning_id_line_no_key').on(t.planningId, t.lineNo),
    unique('planning_lines_org_id_id_key').on(t.orgId, t.id),
    index('planning_lines_by_sales_order').on(t.orgId, t.salesOrderId),
    index('planning_lines_by_item').on(t.orgId, t.itemId),
    index('planning_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'planning_lines_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'planning_lines_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'planning_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'planning_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const planningRevision = pgTable(
  'planning_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    planningId: bigint('planning_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('planning_revision_org_id_planning_id_revision_key').on(t.orgId, t.planningId, t.revision),
    foreignKey({
      name: 'planning_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'planning_revision_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('planning_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const labTest = pgTable(
  'lab_test',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    itemId: bigint('item_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    reportId: text('report_id'),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('lab_test_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('lab_test_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('lab_test_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('lab_test_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('lab_test_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('lab_test_by_item').on(t.orgId, t.itemId),
    foreignKey({ name: 'lab_test_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'lab_test_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    check('lab_test_status_check', sql`${t.status} IN (0, 7)`),
    check('lab_test_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const labTestLines = pgTable(
  'lab_test_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    labTestId: bigint('lab_test_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    parameterId: bigint('parameter_id', { mode: 'number' }),
    reading: numeric('reading', { precision: 14, scale: 4, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('lab_test_lines_lab_test_id_line_no_key').on(t.labTestId, t.lineNo),
    unique('lab_test_lines_org_id_id_key').on(t.orgId, t.id),
    index('lab_test_lines_by_parameter').on(t.orgId, t.parameterId),
    foreignKey({
      name: 'lab_test_lines_org_id_lab_test_id_fkey',
      columns: [t.orgId, t.labTestId],
      foreignColumns: [labTest.orgId, labTest.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'lab_test_lines_org_id_parameter_id_fkey',
      columns: [t.orgId, t.parameterId],
      foreignColumns: [customParam.orgId, customParam.id],
    }),
  ],
);

export const labTestRevision = pgTable(
  'lab_test_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    labTestId: bigint('lab_test_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('lab_test_revision_org_id_lab_test_id_revision_key').on(t.orgId, t.labTestId, t.revision),
    foreignKey({
      name: 'lab_test_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'lab_test_revision_org_id_lab_test_id_fkey',
      columns: [t.orgId, t.labTestId],
      foreignColumns: [labTest.orgId, labTest.id],
    }),
    check('lab_test_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const packaging = pgTable(
  'packaging',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('packaging_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('packaging_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('packaging_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('packaging_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('packaging_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('packaging_by_sales_order').on(t.orgId, t.salesOrderId),
    index('packaging_by_branch').on(t.orgId, t.branchId),
    foreignKey({ name: 'packaging_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'packaging_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'packaging_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    check('packaging_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('packaging_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const packagingLines = pgTable(
  'packaging_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    packagingId: bigint('packaging_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    parcelNumber: text('parcel_number'),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    toStockAreaId: bigint('to_stock_area_id', { mode: 'number' }),
    toRackId: bigint('to_rack_id', { mode: 'number' }),
    grossWeight: numeric('gross_weight', { precision: 14, scale: 3, mode: 'number' }),
    netWeight: numeric('net_weight', { precision: 14, scale: 3, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('packaging_lines_packaging_id_line_no_key').on(t.packagingId, t.lineNo),
    unique('packaging_lines_org_id_id_key').on(t.orgId, t.id),
    index('packaging_lines_by_parcel_number').on(t.orgId, t.parcelNumber),
    index('packaging_lines_by_item').on(t.orgId, t.itemId),
    index('packaging_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('packaging_lines_by_uom').on(t.orgId, t.uomId),
    index('packaging_lines_by_to_stock_area').on(t.orgId, t.toStockAreaId),
    index('packaging_lines_by_to_rack').on(t.orgId, t.toRackId),
    foreignKey({
      name: 'packaging_lines_org_id_packaging_id_fkey',
      columns: [t.orgId, t.packagingId],
      foreignColumns: [packaging.orgId, packaging.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'packaging_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'packaging_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'packaging_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'packaging_lines_org_id_to_stock_area_id_fkey',
      columns: [t.orgId, t.toStockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'packaging_lines_org_id_to_rack_id_fkey',
      columns: [t.orgId, t.toRackId],
      foreignColumns: [rack.orgId, rack.id],
    }),
  ],
);

export const packagingRevision = pgTable(
  'packaging_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    packagingId: bigint('packaging_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('packaging_revision_org_id_packaging_id_revision_key').on(t.orgId, t.packagingId, t.revision),
    foreignKey({
      name: 'packaging_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'packaging_revision_org_id_packaging_id_fkey',
      columns: [t.orgId, t.packagingId],
      foreignColumns: [packaging.orgId, packaging.id],
    }),
    check('packaging_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const dispatch = pgTable(
  'dispatch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    transportId: bigint('transport_id', { mode: 'number' }),
    freight: numeric('freight', { precision: 14, scale: 2, mode: 'number' }),
    vehicleNumber: text('vehicle_number'),
    driverName: text('driver_name'),
    lrNumber: text('lr_number'),
    lrDate: date('lr_date', { mode: 'string' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('dispatch_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('dispatch_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('dispatch_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('dispatch_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('dispatch_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('dispatch_by_party').on(t.orgId, t.partyId),
    index('dispatch_by_sales_order').on(t.orgId, t.salesOrderId),
    index('dispatch_by_branch').on(t.orgId, t.branchId),
    index('dispatch_by_transport').on(t.orgId, t.transportId),
    foreignKey({ name: 'dispatch_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'dispatch_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'dispatch_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'dispatch_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'dispatch_org_id_transport_id_fkey',
      columns: [t.orgId, t.transportId],
      foreignColumns: [transport.orgId, transport.id],
    }),
    check('dispatch_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('dispatch_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const dispatchLines = pgTable(
  'dispatch_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    dispatchId: bigint('dispatch_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    parcelNumber: text('parcel_number'),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    invoicedQuantity: numeric('invoiced_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('dispatch_lines_dispatch_id_line_no_key').on(t.dispatchId, t.lineNo),
    unique('dispatch_lines_org_id_id_key').on(t.orgId, t.id),
    index('dispatch_lines_by_parcel_number').on(t.orgId, t.parcelNumber),
    index('dispatch_lines_by_item').on(t.orgId, t.itemId),
    index('dispatch_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('dispatch_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'dispatch_lines_org_id_dispatch_id_fkey',
      columns: [t.orgId, t.dispatchId],
      foreignColumns: [dispatch.orgId, dispatch.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dispatch_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'dispatch_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'dispatch_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const dispatchRevision = pgTable(
  'dispatch_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    dispatchId: bigint('dispatch_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('dispatch_revision_org_id_dispatch_id_revision_key').on(t.orgId, t.dispatchId, t.revision),
    foreignKey({
      name: 'dispatch_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'dispatch_revision_org_id_dispatch_id_fkey',
      columns: [t.orgId, t.dispatchId],
      foreignColumns: [dispatch.orgId, dispatch.id],
    }),
    check('dispatch_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const dailyProduction = pgTable(
  'daily_production',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    shift: text('shift'),
    departmentId: bigint('department_id', { mode: 'number' }),
    wastageItemId: bigint('wastage_item_id', { mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_production_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('daily_production_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('daily_production_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('daily_production_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('daily_production_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('daily_production_by_department').on(t.orgId, t.departmentId),
    index('daily_production_by_wastage_item').on(t.orgId, t.wastageItemId),
    foreignKey({
      name: 'daily_production_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'daily_production_org_id_department_id_fkey',
      columns: [t.orgId, t.departmentId],
      foreignColumns: [department.orgId, department.id],
    }),
    foreignKey({
      name: 'daily_production_org_id_wastage_item_id_fkey',
      columns: [t.orgId, t.wastageItemId],
      foreignColumns: [item.orgId, item.id],
    }),
    check('daily_production_status_check', sql`${t.status} IN (0, 10, 90)`),
    check('daily_production_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const dailyProductionLines = pgTable(
  'daily_production_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    dailyProductionId: bigint('daily_production_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    machineId: bigint('machine_id', { mode: 'number' }),
    operatorId: bigint('operator_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    metres: numeric('metres', { precision: 14, scale: 3, mode: 'number' }),
    kg: numeric('kg', { precision: 14, scale: 3, mode: 'number' }),
    mesh: text('mesh'),
    gsm: numeric('gsm', { precision: 14, scale: 2, mode: 'number' }),
    pieces: numeric('pieces', { precision: 14, scale: 3, mode: 'number' }),
    runningHours: numeric('running_hours', { precision: 4, scale: 2, mode: 'number' }),
    stoppedHours: numeric('stopped_hours', { precision: 4, scale: 2, mode: 'number' }),
    stoppageReason: text('stoppage_reason'),
    stillDown: boolean('still_down'),
    remarks: text('remarks'),
    productionBatchId: bigint('production_batch_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    wastageKg: numeric('wastage_kg', { precision: 14, scale: 3, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('daily_production_lines_daily_production_id_line_no_key').on(t.dailyProductionId, t.lineNo),
    unique('daily_production_lines_org_id_id_key').on(t.orgId, t.id),
    index('daily_production_lines_by_machine').on(t.orgId, t.machineId),
    index('daily_production_lines_by_operator').on(t.orgId, t.operatorId),
    index('daily_production_lines_by_item').on(t.orgId, t.itemId),
    index('daily_production_lines_by_production_batch').on(t.orgId, t.productionBatchId),
    index('daily_production_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({
      name: 'daily_production_lines_org_id_daily_production_id_fkey',
      columns: [t.orgId, t.dailyProductionId],
      foreignColumns: [dailyProduction.orgId, dailyProduction.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'daily_production_lines_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'daily_production_lines_org_id_operator_id_fkey',
      columns: [t.orgId, t.operatorId],
      foreignColumns: [staff.orgId, staff.id],
    }),
    foreignKey({
      name: 'daily_production_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'daily_production_lines_org_id_production_batch_id_fkey',
      columns: [t.orgId, t.productionBatchId],
      foreignColumns: [productionBatch.orgId, productionBatch.id],
    }),
    foreignKey({
      name: 'daily_production_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const dailyProductionRevision = pgTable(
  'daily_production_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    dailyProductionId: bigint('daily_production_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_production_revision_org_id_daily_production_id_r_8ea17ac1').on(
      t.orgId,
      t.dailyProductionId,
      t.revision,
    ),
    foreignKey({
      name: 'daily_production_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'daily_production_revision_org_id_daily_production_id_fkey',
      columns: [t.orgId, t.dailyProductionId],
      foreignColumns: [dailyProduction.orgId, dailyProduction.id],
    }),
    check('daily_production_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const dailyProductionMachineWise = pgTable(
  'daily_production_machine_wise',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    machineId: bigint('machine_id', { mode: 'number' }),
    wastageItemId: bigint('wastage_item_id', { mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_production_machine_wise_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('daily_production_machine_wise_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('daily_production_machine_wise_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('daily_production_machine_wise_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('daily_production_machine_wise_by_date').on(
      t.orgId,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('daily_production_machine_wise_by_machine').on(t.orgId, t.machineId),
    index('daily_production_machine_wise_by_wastage_item').on(t.orgId, t.wastageItemId),
    foreignKey({
      name: 'daily_production_machine_wise_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'daily_production_machine_wise_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'daily_production_machine_wise_org_id_wastage_item_id_fkey',
      columns: [t.orgId, t.wastageItemId],
      foreignColumns: [item.orgId, item.id],
    }),
    check('daily_production_machine_wise_status_check', sql`${t.status} IN (0, 10, 90)`),
    check('daily_production_machine_wise_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const dailyProductionMachineWiseLines = pgTable(
  'daily_production_machine_wise_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    dailyProductionMachineWiseId: bigint('daily_production_machine_wise_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    shift: text('shift'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    metres: numeric('metres', { precision: 14, scale: 3, mode: 'number' }),
    kg: numeric('kg', { precision: 14, scale: 3, mode: 'number' }),
    mesh: text('mesh'),
    gsm: numeric('gsm', { precision: 14, scale: 2, mode: 'number' }),
    pieces: numeric('pieces', { precision: 14, scale: 3, mode: 'number' }),
    runningHours: numeric('running_hours', { precision: 4, scale: 2, mode: 'number' }),
    stoppedHours: numeric('stopped_hours', { precision: 4, scale: 2, mode: 'number' }),
    stoppageReason: text('stoppage_reason'),
    stillDown: boolean('still_down'),
    remarks: text('remarks'),
    productionBatchId: bigint('production_batch_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    wastageKg: numeric('wastage_kg', { precision: 14, scale: 3, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('daily_production_machine_wise_lines_daily_production_m_e737b844').on(
      t.dailyProductionMachineWiseId,
      t.lineNo,
    ),
    unique('daily_production_machine_wise_lines_org_id_id_key').on(t.orgId, t.id),
    index('daily_production_machine_wise_lines_by_operator').on(t.orgId, t.operatorId),
    index('daily_production_machine_wise_lines_by_item').on(t.orgId, t.itemId),
    index('daily_production_machine_wise_lines_by_production_batch').on(t.orgId, t.productionBatchId),
    index('daily_production_machine_wise_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({
      name: 'daily_production_machine_wise_lines_org_id_daily_produ_689b4321',
      columns: [t.orgId, t.dailyProductionMachineWiseId],
      foreignColumns: [dailyProductionMachineWise.orgId, dailyProductionMachineWise.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'daily_production_machine_wise_lines_org_id_operator_id_fkey',
      columns: [t.orgId, t.operatorId],
      foreignColumns: [staff.orgId, staff.id],
    }),
    foreignKey({
      name: 'daily_production_machine_wise_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'daily_production_machine_wise_lines_org_id_production__9b73040c',
      columns: [t.orgId, t.productionBatchId],
      foreignColumns: [productionBatch.orgId, productionBatch.id],
    }),
    foreignKey({
      name: 'daily_production_machine_wise_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const dailyProductionMachineWiseRevision = pgTable(
  'daily_production_machine_wise_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    dailyProductionMachineWiseId: bigint('daily_production_machine_wise_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_production_machine_wise_revision_org_id_daily_pr_263f2ea9').on(
      t.orgId,
      t.dailyProductionMachineWiseId,
      t.revision,
    ),
    foreignKey({
      name: 'daily_production_machine_wise_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'daily_production_machine_wise_revision_org_id_daily_pr_6be12e6c',
      columns: [t.orgId, t.dailyProductionMachineWiseId],
      foreignColumns: [dailyProductionMachineWise.orgId, dailyProductionMachineWise.id],
    }),
    check('daily_production_machine_wise_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const machineSchedule = pgTable(
  'machine_schedule',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    machineId: bigint('machine_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_schedule_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('machine_schedule_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('machine_schedule_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('machine_schedule_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('machine_schedule_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('machine_schedule_by_machine').on(t.orgId, t.machineId),
    foreignKey({
      name: 'machine_schedule_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_schedule_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    check('machine_schedule_status_check', sql`${t.status} IN (0, 10, 30, 90)`),
    check('machine_schedule_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const machineScheduleLines = pgTable(
  'machine_schedule_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    machineScheduleId: bigint('machine_schedule_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    startHour: numeric('start_hour', { precision: 4, scale: 2, mode: 'number' }),
    hours: numeric('hours', { precision: 5, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('machine_schedule_lines_machine_schedule_id_line_no_key').on(t.machineScheduleId, t.lineNo),
    unique('machine_schedule_lines_org_id_id_key').on(t.orgId, t.id),
    index('machine_schedule_lines_by_item').on(t.orgId, t.itemId),
    index('machine_schedule_lines_by_uom').on(t.orgId, t.uomId),
    index('machine_schedule_lines_by_sales_order').on(t.orgId, t.salesOrderId),
    foreignKey({
      name: 'machine_schedule_lines_org_id_machine_schedule_id_fkey',
      columns: [t.orgId, t.machineScheduleId],
      foreignColumns: [machineSchedule.orgId, machineSchedule.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'machine_schedule_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'machine_schedule_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'machine_schedule_lines_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
  ],
);

export const machineScheduleRevision = pgTable(
  'machine_schedule_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    machineScheduleId: bigint('machine_schedule_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_schedule_revision_org_id_machine_schedule_id_r_d07102f5').on(
      t.orgId,
      t.machineScheduleId,
      t.revision,
    ),
    foreignKey({
      name: 'machine_schedule_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_schedule_revision_org_id_machine_schedule_id_fkey',
      columns: [t.orgId, t.machineScheduleId],
      foreignColumns: [machineSchedule.orgId, machineSchedule.id],
    }),
    check('machine_schedule_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const productionBatch = pgTable(
  'production_batch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    bomId: bigint('bom_id', { mode: 'number' }),
    batchSize: numeric('batch_size', { precision: 14, scale: 3, mode: 'number' }),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    processId: bigint('process_id', { mode: 'number' }),
    remarks: text('remarks'),
    runsOverDays: boolean('runs_over_days'),
    wastageItemId: bigint('wastage_item_id', { mode: 'number' }),
    producedKg: numeric('produced_kg', { precision: 14, scale: 3, mode: 'number' }),
    wastageKg: numeric('wastage_kg', { precision: 14, scale: 3, mode: 'number' }),
    processLossKg: numeric('process_loss_kg', { precision: 14, scale: 3, mode: 'number' }),
    yieldPercent: numeric('yield_percent', { precision: 14, scale: 2, mode: 'number' }),
    bomYieldPercent: numeric('bom_yield_percent', { precision: 14, scale: 2, mode: 'number' }),
    planningId: bigint('planning_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('production_batch_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('production_batch_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('production_batch_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('production_batch_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('production_batch_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('production_batch_by_bom').on(t.orgId, t.bomId),
    index('production_batch_by_sales_order').on(t.orgId, t.salesOrderId),
    index('production_batch_by_process').on(t.orgId, t.processId),
    index('production_batch_by_wastage_item').on(t.orgId, t.wastageItemId),
    index('production_batch_by_planning').on(t.orgId, t.planningId),
    foreignKey({
      name: 'production_batch_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'production_batch_org_id_bom_id_fkey',
      columns: [t.orgId, t.bomId],
      foreignColumns: [bom.orgId, bom.id],
    }),
    foreignKey({
      name: 'production_batch_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'production_batch_org_id_process_id_fkey',
      columns: [t.orgId, t.processId],
      foreignColumns: [process.orgId, process.id],
    }),
    foreignKey({
      name: 'production_batch_org_id_wastage_item_id_fkey',
      columns: [t.orgId, t.wastageItemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'production_batch_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('production_batch_status_check', sql`${t.status} IN (0, 10, 7, 90)`),
    check('production_batch_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const productionBatchLines = pgTable(
  'production_batch_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    productionBatchId: bigint('production_batch_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineRole: text('line_role'),
    itemId: bigint('item_id', { mode: 'number' }),
    costHeadId: bigint('cost_head_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('production_batch_lines_production_batch_id_line_no_key').on(t.productionBatchId, t.lineNo),
    unique('production_batch_lines_org_id_id_key').on(t.orgId, t.id),
    index('production_batch_lines_by_item').on(t.orgId, t.itemId),
    index('production_batch_lines_by_cost_head').on(t.orgId, t.costHeadId),
    index('production_batch_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('production_batch_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'production_batch_lines_org_id_production_batch_id_fkey',
      columns: [t.orgId, t.productionBatchId],
      foreignColumns: [productionBatch.orgId, productionBatch.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'production_batch_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'production_batch_lines_org_id_cost_head_id_fkey',
      columns: [t.orgId, t.costHeadId],
      foreignColumns: [costHead.orgId, costHead.id],
    }),
    foreignKey({
      name: 'production_batch_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'production_batch_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const productionBatchRevision = pgTable(
  'production_batch_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    productionBatchId: bigint('production_batch_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('production_batch_revision_org_id_production_batch_id_r_132d1ebe').on(
      t.orgId,
      t.productionBatchId,
      t.revision,
    ),
    foreignKey({
      name: 'production_batch_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'production_batch_revision_org_id_production_batch_id_fkey',
      columns: [t.orgId, t.productionBatchId],
      foreignColumns: [productionBatch.orgId, productionBatch.id],
    }),
    check('production_batch_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const weavingProcess = pgTable(
  'weaving_process',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    machineId: bigint('machine_id', { mode: 'number' }),
    shift: text('shift'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    tubular: boolean('tubular'),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    processLossKg: numeric('process_loss_kg', { precision: 14, scale: 3, mode: 'number' }),
    sourceEntry: text('source_entry'),
    planningId: bigint('planning_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('weaving_process_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('weaving_process_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('weaving_process_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('weaving_process_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('weaving_process_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('weaving_process_by_machine').on(t.orgId, t.machineId),
    index('weaving_process_by_operator').on(t.orgId, t.operatorId),
    index('weaving_process_by_sales_order').on(t.orgId, t.salesOrderId),
    index('weaving_process_by_planning').on(t.orgId, t.planningId),
    foreignKey({
      name: 'weaving_process_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'weaving_process_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'weaving_process_org_id_operator_id_fkey',
      columns: [t.orgId, t.operatorId],
      foreignColumns: [staff.orgId, staff.id],
    }),
    foreignKey({
      name: 'weaving_process_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'weaving_process_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('weaving_process_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('weaving_process_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const weavingProcessLines = pgTable(
  'weaving_process_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    weavingProcessId: bigint('weaving_process_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineRole: text('line_role'),
    itemId: bigint('item_id', { mode: 'number' }),
    costHeadId: bigint('cost_head_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }),
    metres: numeric('metres', { precision: 14, scale: 2, mode: 'number' }),
    widthInches: numeric('width_inches', { precision: 5, scale: 2, mode: 'number' }),
    mesh: text('mesh'),
    gsm: numeric('gsm', { precision: 14, scale: 2, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('weaving_process_lines_weaving_process_id_line_no_key').on(t.weavingProcessId, t.lineNo),
    unique('weaving_process_lines_org_id_id_key').on(t.orgId, t.id),
    index('weaving_process_lines_by_item').on(t.orgId, t.itemId),
    index('weaving_process_lines_by_cost_head').on(t.orgId, t.costHeadId),
    index('weaving_process_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('weaving_process_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'weaving_process_lines_org_id_weaving_process_id_fkey',
      columns: [t.orgId, t.weavingProcessId],
      foreignColumns: [weavingProcess.orgId, weavingProcess.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'weaving_process_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'weaving_process_lines_org_id_cost_head_id_fkey',
      columns: [t.orgId, t.costHeadId],
      foreignColumns: [costHead.orgId, costHead.id],
    }),
    foreignKey({
      name: 'weaving_process_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'weaving_process_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const weavingProcessRevision = pgTable(
  'weaving_process_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    weavingProcessId: bigint('weaving_process_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('weaving_process_revision_org_id_weaving_process_id_revision_key').on(
      t.orgId,
      t.weavingProcessId,
      t.revision,
    ),
    foreignKey({
      name: 'weaving_process_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'weaving_process_revision_org_id_weaving_process_id_fkey',
      columns: [t.orgId, t.weavingProcessId],
      foreignColumns: [weavingProcess.orgId, weavingProcess.id],
    }),
    check('weaving_process_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const newProductionBatch = pgTable(
  'new_production_batch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    stage: text('stage'),
    processId: bigint('process_id', { mode: 'number' }),
    machineId: bigint('machine_id', { mode: 'number' }),
    shift: text('shift'),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    processLossKg: numeric('process_loss_kg', { precision: 14, scale: 3, mode: 'number' }),
    planningId: bigint('planning_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('new_production_batch_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('new_production_batch_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('new_production_batch_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('new_production_batch_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('new_production_batch_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('new_production_batch_by_process').on(t.orgId, t.processId),
    index('new_production_batch_by_machine').on(t.orgId, t.machineId),
    index('new_production_batch_by_sales_order').on(t.orgId, t.salesOrderId),
    index('new_production_batch_by_planning').on(t.orgId, t.planningId),
    foreignKey({
      name: 'new_production_batch_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'new_production_batch_org_id_process_id_fkey',
      columns: [t.orgId, t.processId],
      foreignColumns: [process.orgId, process.id],
    }),
    foreignKey({
      name: 'new_production_batch_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'new_production_batch_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'new_production_batch_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('new_production_batch_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('new_production_batch_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const newProductionBatchLines = pgTable(
  'new_production_batch_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    newProductionBatchId: bigint('new_production_batch_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineRole: text('line_role'),
    itemId: bigint('item_id', { mode: 'number' }),
    costHeadId: bigint('cost_head_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }),
    metres: numeric('metres', { precision: 14, scale: 2, mode: 'number' }),
    denier: numeric('denier', { precision: 7, scale: 2, mode: 'number' }),
    measuredDenier: numeric('measured_denier', { precision: 14, scale: 2, mode: 'number' }),
    gsmAdded: numeric('gsm_added', { precision: 6, scale: 2, mode: 'number' }),
    gsm: numeric('gsm', { precision: 14, scale: 2, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('new_production_batch_lines_new_production_batch_id_line_no_key').on(
      t.newProductionBatchId,
      t.lineNo,
    ),
    unique('new_production_batch_lines_org_id_id_key').on(t.orgId, t.id),
    index('new_production_batch_lines_by_item').on(t.orgId, t.itemId),
    index('new_production_batch_lines_by_cost_head').on(t.orgId, t.costHeadId),
    index('new_production_batch_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('new_production_batch_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'new_production_batch_lines_org_id_new_production_batch_id_fkey',
      columns: [t.orgId, t.newProductionBatchId],
      foreignColumns: [newProductionBatch.orgId, newProductionBatch.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'new_production_batch_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'new_production_batch_lines_org_id_cost_head_id_fkey',
      columns: [t.orgId, t.costHeadId],
      foreignColumns: [costHead.orgId, costHead.id],
    }),
    foreignKey({
      name: 'new_production_batch_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'new_production_batch_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const newProductionBatchRevision = pgTable(
  'new_production_batch_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    newProductionBatchId: bigint('new_production_batch_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('new_production_batch_revision_org_id_new_production_ba_ce89dadd').on(
      t.orgId,
      t.newProductionBatchId,
      t.revision,
    ),
    foreignKey({
      name: 'new_production_batch_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'new_production_batch_revision_org_id_new_production_ba_3dac38f2',
      columns: [t.orgId, t.newProductionBatchId],
      foreignColumns: [newProductionBatch.orgId, newProductionBatch.id],
    }),
    check('new_production_batch_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const slittingProcess = pgTable(
  'slitting_process',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    machineId: bigint('machine_id', { mode: 'number' }),
    shift: text('shift'),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    processLossKg: numeric('process_loss_kg', { precision: 14, scale: 3, mode: 'number' }),
    planningId: bigint('planning_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('slitting_process_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('slitting_process_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('slitting_process_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('slitting_process_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('slitting_process_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('slitting_process_by_machine').on(t.orgId, t.machineId),
    index('slitting_process_by_sales_order').on(t.orgId, t.salesOrderId),
    index('slitting_process_by_planning').on(t.orgId, t.planningId),
    foreignKey({
      name: 'slitting_process_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'slitting_process_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'slitting_process_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'slitting_process_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('slitting_process_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('slitting_process_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const slittingProcessLines = pgTable(
  'slitting_process_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    slittingProcessId: bigint('slitting_process_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineRole: text('line_role'),
    itemId: bigint('item_id', { mode: 'number' }),
    costHeadId: bigint('cost_head_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }),
    metres: numeric('metres', { precision: 14, scale: 2, mode: 'number' }),
    widthInches: numeric('width_inches', { precision: 5, scale: 2, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('slitting_process_lines_slitting_process_id_line_no_key').on(t.slittingProcessId, t.lineNo),
    unique('slitting_process_lines_org_id_id_key').on(t.orgId, t.id),
    index('slitting_process_lines_by_item').on(t.orgId, t.itemId),
    index('slitting_process_lines_by_cost_head').on(t.orgId, t.costHeadId),
    index('slitting_process_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('slitting_process_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'slitting_process_lines_org_id_slitting_process_id_fkey',
      columns: [t.orgId, t.slittingProcessId],
      foreignColumns: [slittingProcess.orgId, slittingProcess.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'slitting_process_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'slitting_process_lines_org_id_cost_head_id_fkey',
      columns: [t.orgId, t.costHeadId],
      foreignColumns: [costHead.orgId, costHead.id],
    }),
    foreignKey({
      name: 'slitting_process_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'slitting_process_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const slittingProcessRevision = pgTable(
  'slitting_process_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    slittingProcessId: bigint('slitting_process_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('slitting_process_revision_org_id_slitting_process_id_r_c90471b2').on(
      t.orgId,
      t.slittingProcessId,
      t.revision,
    ),
    foreignKey({
      name: 'slitting_process_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'slitting_process_revision_org_id_slitting_process_id_fkey',
      columns: [t.orgId, t.slittingProcessId],
      foreignColumns: [slittingProcess.orgId, slittingProcess.id],
    }),
    check('slitting_process_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const bagMakingProcess = pgTable(
  'bag_making_process',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    machineId: bigint('machine_id', { mode: 'number' }),
    shift: text('shift'),
    cutting: boolean('cutting'),
    stitching: boolean('stitching'),
    printing: boolean('printing'),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    processLossKg: numeric('process_loss_kg', { precision: 14, scale: 3, mode: 'number' }),
    planningId: bigint('planning_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('bag_making_process_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('bag_making_process_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('bag_making_process_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('bag_making_process_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('bag_making_process_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('bag_making_process_by_machine').on(t.orgId, t.machineId),
    index('bag_making_process_by_sales_order').on(t.orgId, t.salesOrderId),
    index('bag_making_process_by_planning').on(t.orgId, t.planningId),
    foreignKey({
      name: 'bag_making_process_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'bag_making_process_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'bag_making_process_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'bag_making_process_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('bag_making_process_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('bag_making_process_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const bagMakingProcessLines = pgTable(
  'bag_making_process_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    bagMakingProcessId: bigint('bag_making_process_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineRole: text('line_role'),
    itemId: bigint('item_id', { mode: 'number' }),
    costHeadId: bigint('cost_head_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('bag_making_process_lines_bag_making_process_id_line_no_key').on(t.bagMakingProcessId, t.lineNo),
    unique('bag_making_process_lines_org_id_id_key').on(t.orgId, t.id),
    index('bag_making_process_lines_by_item').on(t.orgId, t.itemId),
    index('bag_making_process_lines_by_cost_head').on(t.orgId, t.costHeadId),
    index('bag_making_process_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('bag_making_process_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'bag_making_process_lines_org_id_bag_making_process_id_fkey',
      columns: [t.orgId, t.bagMakingProcessId],
      foreignColumns: [bagMakingProcess.orgId, bagMakingProcess.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bag_making_process_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'bag_making_process_lines_org_id_cost_head_id_fkey',
      columns: [t.orgId, t.costHeadId],
      foreignColumns: [costHead.orgId, costHead.id],
    }),
    foreignKey({
      name: 'bag_making_process_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'bag_making_process_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const bagMakingProcessRevision = pgTable(
  'bag_making_process_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    bagMakingProcessId: bigint('bag_making_process_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('bag_making_process_revision_org_id_bag_making_process__c62b0846').on(
      t.orgId,
      t.bagMakingProcessId,
      t.revision,
    ),
    foreignKey({
      name: 'bag_making_process_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'bag_making_process_revision_org_id_bag_making_process_id_fkey',
      columns: [t.orgId, t.bagMakingProcessId],
      foreignColumns: [bagMakingProcess.orgId, bagMakingProcess.id],
    }),
    check('bag_making_process_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const lotWiseProductionBatch = pgTable(
  'lot_wise_production_batch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }),
    mouldId: bigint('mould_id', { mode: 'number' }),
    granuleLot: text('granule_lot'),
    shots: numeric('shots', { precision: 14, scale: 3, mode: 'number' }),
    machineId: bigint('machine_id', { mode: 'number' }),
    shift: text('shift'),
    salesOrderId: bigint('sales_order_id', { mode: 'number' }),
    remarks: text('remarks'),
    processLossKg: numeric('process_loss_kg', { precision: 14, scale: 3, mode: 'number' }),
    planningId: bigint('planning_id', { mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('lot_wise_production_batch_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('lot_wise_production_batch_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('lot_wise_production_batch_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('lot_wise_production_batch_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('lot_wise_production_batch_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('lot_wise_production_batch_by_mould').on(t.orgId, t.mouldId),
    index('lot_wise_production_batch_by_machine').on(t.orgId, t.machineId),
    index('lot_wise_production_batch_by_sales_order').on(t.orgId, t.salesOrderId),
    index('lot_wise_production_batch_by_planning').on(t.orgId, t.planningId),
    foreignKey({
      name: 'lot_wise_production_batch_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_org_id_mould_id_fkey',
      columns: [t.orgId, t.mouldId],
      foreignColumns: [mould.orgId, mould.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_org_id_sales_order_id_fkey',
      columns: [t.orgId, t.salesOrderId],
      foreignColumns: [salesOrder.orgId, salesOrder.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_org_id_planning_id_fkey',
      columns: [t.orgId, t.planningId],
      foreignColumns: [planning.orgId, planning.id],
    }),
    check('lot_wise_production_batch_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('lot_wise_production_batch_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const lotWiseProductionBatchLines = pgTable(
  'lot_wise_production_batch_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    lotWiseProductionBatchId: bigint('lot_wise_production_batch_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    lineRole: text('line_role'),
    itemId: bigint('item_id', { mode: 'number' }),
    costHeadId: bigint('cost_head_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    rollNumber: text('roll_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 14, scale: 3, mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('lot_wise_production_batch_lines_lot_wise_production_ba_bdba681e').on(
      t.lotWiseProductionBatchId,
      t.lineNo,
    ),
    unique('lot_wise_production_batch_lines_org_id_id_key').on(t.orgId, t.id),
    index('lot_wise_production_batch_lines_by_item').on(t.orgId, t.itemId),
    index('lot_wise_production_batch_lines_by_cost_head').on(t.orgId, t.costHeadId),
    index('lot_wise_production_batch_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('lot_wise_production_batch_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'lot_wise_production_batch_lines_org_id_lot_wise_produc_6b66ef52',
      columns: [t.orgId, t.lotWiseProductionBatchId],
      foreignColumns: [lotWiseProductionBatch.orgId, lotWiseProductionBatch.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'lot_wise_production_batch_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_lines_org_id_cost_head_id_fkey',
      columns: [t.orgId, t.costHeadId],
      foreignColumns: [costHead.orgId, costHead.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const lotWiseProductionBatchRevision = pgTable(
  'lot_wise_production_batch_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    lotWiseProductionBatchId: bigint('lot_wise_production_batch_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('lot_wise_production_batch_revision_org_id_lot_wise_pro_a59fd794').on(
      t.orgId,
      t.lotWiseProductionBatchId,
      t.revision,
    ),
    foreignKey({
      name: 'lot_wise_production_batch_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'lot_wise_production_batch_revision_org_id_lot_wise_pro_cd8f65d0',
      columns: [t.orgId, t.lotWiseProductionBatchId],
      foreignColumns: [lotWiseProductionBatch.orgId, lotWiseProductionBatch.id],
    }),
    check('lot_wise_production_batch_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const salesInvoice = pgTable(
  'sales_invoice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    seriesKey: text('series_key'),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    placeOfSupply: text('place_of_supply'),
    shipTo: text('ship_to'),
    creditDays: integer('credit_days'),
    dueDate: date('due_date', { mode: 'string' }),
    paymentTerms: text('payment_terms'),
    transportId: bigint('transport_id', { mode: 'number' }),
    freight: numeric('freight', { precision: 14, scale: 2, mode: 'number' }),
    otherCharges: numeric('other_charges', { precision: 14, scale: 2, mode: 'number' }),
    vehicleNumber: text('vehicle_number'),
    lrNumber: text('lr_number'),
    distanceKm: integer('distance_km'),
    remarks: text('remarks'),
    irn: text('irn'),
    ackNumber: text('ack_number'),
    ackDate: text('ack_date'),
    signedQrCode: text('signed_qr_code'),
    ewayBillNumber: text('eway_bill_number'),
    ewayBillValidUntil: text('eway_bill_valid_until'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_invoice_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('sales_invoice_number_key')
      .on(t.orgId, t.seriesKey, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('sales_invoice_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('sales_invoice_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('sales_invoice_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('sales_invoice_by_party').on(t.orgId, t.partyId),
    index('sales_invoice_by_branch').on(t.orgId, t.branchId),
    index('sales_invoice_by_transport').on(t.orgId, t.transportId),
    foreignKey({ name: 'sales_invoice_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'sales_invoice_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'sales_invoice_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'sales_invoice_org_id_transport_id_fkey',
      columns: [t.orgId, t.transportId],
      foreignColumns: [transport.orgId, transport.id],
    }),
    check('sales_invoice_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('sales_invoice_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const salesInvoiceLines = pgTable(
  'sales_invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    salesInvoiceId: bigint('sales_invoice_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    dispatchLineId: bigint('dispatch_line_id', { mode: 'number' }),
    salesOrderLineId: bigint('sales_order_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    creditedQuantity: numeric('credited_quantity', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    creditedValue: numeric('credited_value', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    unique('sales_invoice_lines_sales_invoice_id_line_no_key').on(t.salesInvoiceId, t.lineNo),
    unique('sales_invoice_lines_org_id_id_key').on(t.orgId, t.id),
    index('sales_invoice_lines_by_item').on(t.orgId, t.itemId),
    index('sales_invoice_lines_by_uom').on(t.orgId, t.uomId),
    index('sales_invoice_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({
      name: 'sales_invoice_lines_org_id_sales_invoice_id_fkey',
      columns: [t.orgId, t.salesInvoiceId],
      foreignColumns: [salesInvoice.orgId, salesInvoice.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sales_invoice_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'sales_invoice_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'sales_invoice_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const salesInvoiceRevision = pgTable(
  'sales_invoice_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    salesInvoiceId: bigint('sales_invoice_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_invoice_revision_org_id_sales_invoice_id_revision_key').on(
      t.orgId,
      t.salesInvoiceId,
      t.revision,
    ),
    foreignKey({
      name: 'sales_invoice_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'sales_invoice_revision_org_id_sales_invoice_id_fkey',
      columns: [t.orgId, t.salesInvoiceId],
      foreignColumns: [salesInvoice.orgId, salesInvoice.id],
    }),
    check('sales_invoice_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const purchaseBill = pgTable(
  'purchase_bill',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    supplierBillNumber: text('supplier_bill_number'),
    supplierBillDate: date('supplier_bill_date', { mode: 'string' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    placeOfSupply: text('place_of_supply'),
    purchaseOrderId: bigint('purchase_order_id', { mode: 'number' }),
    creditDays: integer('credit_days'),
    dueDate: date('due_date', { mode: 'string' }),
    freight: numeric('freight', { precision: 14, scale: 2, mode: 'number' }),
    otherCharges: numeric('other_charges', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    matchReasons: text('match_reasons'),
    itcCgst: numeric('itc_cgst', { precision: 14, scale: 2, mode: 'number' }),
    itcSgst: numeric('itc_sgst', { precision: 14, scale: 2, mode: 'number' }),
    itcIgst: numeric('itc_igst', { precision: 14, scale: 2, mode: 'number' }),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_bill_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('purchase_bill_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('purchase_bill_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('purchase_bill_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('purchase_bill_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('purchase_bill_by_party').on(t.orgId, t.partyId),
    index('purchase_bill_by_branch').on(t.orgId, t.branchId),
    index('purchase_bill_by_purchase_order').on(t.orgId, t.purchaseOrderId),
    foreignKey({ name: 'purchase_bill_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'purchase_bill_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'purchase_bill_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'purchase_bill_org_id_purchase_order_id_fkey',
      columns: [t.orgId, t.purchaseOrderId],
      foreignColumns: [purchaseOrder.orgId, purchaseOrder.id],
    }),
    check('purchase_bill_status_check', sql`${t.status} IN (0, 5, 7, 90)`),
    check('purchase_bill_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const purchaseBillLines = pgTable(
  'purchase_bill_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    purchaseBillId: bigint('purchase_bill_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    purchaseOrderLineId: bigint('purchase_order_line_id', { mode: 'number' }),
    inwardLineId: bigint('inward_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('purchase_bill_lines_purchase_bill_id_line_no_key').on(t.purchaseBillId, t.lineNo),
    unique('purchase_bill_lines_org_id_id_key').on(t.orgId, t.id),
    index('purchase_bill_lines_by_item').on(t.orgId, t.itemId),
    index('purchase_bill_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'purchase_bill_lines_org_id_purchase_bill_id_fkey',
      columns: [t.orgId, t.purchaseBillId],
      foreignColumns: [purchaseBill.orgId, purchaseBill.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_bill_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'purchase_bill_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const purchaseBillRevision = pgTable(
  'purchase_bill_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    purchaseBillId: bigint('purchase_bill_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_bill_revision_org_id_purchase_bill_id_revision_key').on(
      t.orgId,
      t.purchaseBillId,
      t.revision,
    ),
    foreignKey({
      name: 'purchase_bill_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'purchase_bill_revision_org_id_purchase_bill_id_fkey',
      columns: [t.orgId, t.purchaseBillId],
      foreignColumns: [purchaseBill.orgId, purchaseBill.id],
    }),
    check('purchase_bill_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const creditNote = pgTable(
  'credit_note',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    seriesKey: text('series_key'),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    salesInvoiceId: bigint('sales_invoice_id', { mode: 'number' }),
    placeOfSupply: text('place_of_supply'),
    reason: text('reason'),
    remarks: text('remarks'),
    irn: text('irn'),
    ackNumber: text('ack_number'),
    ackDate: text('ack_date'),
    signedQrCode: text('signed_qr_code'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_note_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('credit_note_number_key')
      .on(t.orgId, t.seriesKey, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('credit_note_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('credit_note_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('credit_note_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('credit_note_by_party').on(t.orgId, t.partyId),
    index('credit_note_by_branch').on(t.orgId, t.branchId),
    index('credit_note_by_sales_invoice').on(t.orgId, t.salesInvoiceId),
    foreignKey({ name: 'credit_note_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'credit_note_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'credit_note_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'credit_note_org_id_sales_invoice_id_fkey',
      columns: [t.orgId, t.salesInvoiceId],
      foreignColumns: [salesInvoice.orgId, salesInvoice.id],
    }),
    check('credit_note_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('credit_note_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    creditNoteId: bigint('credit_note_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    salesInvoiceLineId: bigint('sales_invoice_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('credit_note_lines_credit_note_id_line_no_key').on(t.creditNoteId, t.lineNo),
    unique('credit_note_lines_org_id_id_key').on(t.orgId, t.id),
    index('credit_note_lines_by_item').on(t.orgId, t.itemId),
    index('credit_note_lines_by_uom').on(t.orgId, t.uomId),
    index('credit_note_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    foreignKey({
      name: 'credit_note_lines_org_id_credit_note_id_fkey',
      columns: [t.orgId, t.creditNoteId],
      foreignColumns: [creditNote.orgId, creditNote.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'credit_note_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'credit_note_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
    foreignKey({
      name: 'credit_note_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
  ],
);

export const creditNoteRevision = pgTable(
  'credit_note_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    creditNoteId: bigint('credit_note_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_note_revision_org_id_credit_note_id_revision_key').on(t.orgId, t.creditNoteId, t.revision),
    foreignKey({
      name: 'credit_note_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'credit_note_revision_org_id_credit_note_id_fkey',
      columns: [t.orgId, t.creditNoteId],
      foreignColumns: [creditNote.orgId, creditNote.id],
    }),
    check('credit_note_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const debitNote = pgTable(
  'debit_note',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    seriesKey: text('series_key'),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    salesInvoiceId: bigint('sales_invoice_id', { mode: 'number' }),
    placeOfSupply: text('place_of_supply'),
    reason: text('reason'),
    remarks: text('remarks'),
    irn: text('irn'),
    ackNumber: text('ack_number'),
    ackDate: text('ack_date'),
    signedQrCode: text('signed_qr_code'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('debit_note_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('debit_note_number_key')
      .on(t.orgId, t.seriesKey, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('debit_note_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('debit_note_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('debit_note_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('debit_note_by_party').on(t.orgId, t.partyId),
    index('debit_note_by_branch').on(t.orgId, t.branchId),
    index('debit_note_by_sales_invoice').on(t.orgId, t.salesInvoiceId),
    foreignKey({ name: 'debit_note_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'debit_note_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'debit_note_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    foreignKey({
      name: 'debit_note_org_id_sales_invoice_id_fkey',
      columns: [t.orgId, t.salesInvoiceId],
      foreignColumns: [salesInvoice.orgId, salesInvoice.id],
    }),
    check('debit_note_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('debit_note_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const debitNoteLines = pgTable(
  'debit_note_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    debitNoteId: bigint('debit_note_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    salesInvoiceLineId: bigint('sales_invoice_line_id', { mode: 'number' }),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('debit_note_lines_debit_note_id_line_no_key').on(t.debitNoteId, t.lineNo),
    unique('debit_note_lines_org_id_id_key').on(t.orgId, t.id),
    index('debit_note_lines_by_item').on(t.orgId, t.itemId),
    index('debit_note_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'debit_note_lines_org_id_debit_note_id_fkey',
      columns: [t.orgId, t.debitNoteId],
      foreignColumns: [debitNote.orgId, debitNote.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'debit_note_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'debit_note_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const debitNoteRevision = pgTable(
  'debit_note_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    debitNoteId: bigint('debit_note_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('debit_note_revision_org_id_debit_note_id_revision_key').on(t.orgId, t.debitNoteId, t.revision),
    foreignKey({
      name: 'debit_note_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'debit_note_revision_org_id_debit_note_id_fkey',
      columns: [t.orgId, t.debitNoteId],
      foreignColumns: [debitNote.orgId, debitNote.id],
    }),
    check('debit_note_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const receipt = pgTable(
  'receipt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    mode: text('mode'),
    reference: text('reference'),
    bank: text('bank'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('receipt_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('receipt_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('receipt_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('receipt_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('receipt_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('receipt_by_party').on(t.orgId, t.partyId),
    foreignKey({ name: 'receipt_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'receipt_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    check('receipt_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('receipt_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    receiptId: bigint('receipt_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    billingKey: text('billing_key'),
    billingNumber: text('billing_number'),
    billingId: bigint('billing_id', { mode: 'number' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('receipt_lines_receipt_id_line_no_key').on(t.receiptId, t.lineNo),
    unique('receipt_lines_org_id_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'receipt_lines_org_id_receipt_id_fkey',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipt.orgId, receipt.id],
    }).onDelete('cascade'),
  ],
);

export const receiptRevision = pgTable(
  'receipt_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    receiptId: bigint('receipt_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('receipt_revision_org_id_receipt_id_revision_key').on(t.orgId, t.receiptId, t.revision),
    foreignKey({
      name: 'receipt_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'receipt_revision_org_id_receipt_id_fkey',
      columns: [t.orgId, t.receiptId],
      foreignColumns: [receipt.orgId, receipt.id],
    }),
    check('receipt_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const payment = pgTable(
  'payment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    mode: text('mode'),
    reference: text('reference'),
    bank: text('bank'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('payment_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('payment_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('payment_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('payment_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('payment_by_party').on(t.orgId, t.partyId),
    foreignKey({ name: 'payment_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'payment_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    check('payment_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('payment_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const paymentLines = pgTable(
  'payment_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    billingKey: text('billing_key'),
    billingNumber: text('billing_number'),
    billingId: bigint('billing_id', { mode: 'number' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('payment_lines_payment_id_line_no_key').on(t.paymentId, t.lineNo),
    unique('payment_lines_org_id_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'payment_lines_org_id_payment_id_fkey',
      columns: [t.orgId, t.paymentId],
      foreignColumns: [payment.orgId, payment.id],
    }).onDelete('cascade'),
  ],
);

export const paymentRevision = pgTable(
  'payment_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_revision_org_id_payment_id_revision_key').on(t.orgId, t.paymentId, t.revision),
    foreignKey({
      name: 'payment_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'payment_revision_org_id_payment_id_fkey',
      columns: [t.orgId, t.paymentId],
      foreignColumns: [payment.orgId, payment.id],
    }),
    check('payment_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const openingReceivable = pgTable(
  'opening_receivable',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('opening_receivable_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('opening_receivable_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('opening_receivable_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('opening_receivable_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('opening_receivable_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('opening_receivable_by_party').on(t.orgId, t.partyId),
    foreignKey({
      name: 'opening_receivable_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'opening_receivable_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    check('opening_receivable_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('opening_receivable_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const openingReceivableLines = pgTable(
  'opening_receivable_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    openingReceivableId: bigint('opening_receivable_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('opening_receivable_lines_opening_receivable_id_line_no_key').on(t.openingReceivableId, t.lineNo),
    unique('opening_receivable_lines_org_id_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'opening_receivable_lines_org_id_opening_receivable_id_fkey',
      columns: [t.orgId, t.openingReceivableId],
      foreignColumns: [openingReceivable.orgId, openingReceivable.id],
    }).onDelete('cascade'),
  ],
);

export const openingReceivableRevision = pgTable(
  'opening_receivable_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    openingReceivableId: bigint('opening_receivable_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('opening_receivable_revision_org_id_opening_receivable__8c370978').on(
      t.orgId,
      t.openingReceivableId,
      t.revision,
    ),
    foreignKey({
      name: 'opening_receivable_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'opening_receivable_revision_org_id_opening_receivable_id_fkey',
      columns: [t.orgId, t.openingReceivableId],
      foreignColumns: [openingReceivable.orgId, openingReceivable.id],
    }),
    check('opening_receivable_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const openingPayable = pgTable(
  'opening_payable',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    remarks: text('remarks'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('opening_payable_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('opening_payable_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('opening_payable_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('opening_payable_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('opening_payable_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('opening_payable_by_party').on(t.orgId, t.partyId),
    foreignKey({
      name: 'opening_payable_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'opening_payable_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    check('opening_payable_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('opening_payable_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const openingPayableLines = pgTable(
  'opening_payable_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    openingPayableId: bigint('opening_payable_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('opening_payable_lines_opening_payable_id_line_no_key').on(t.openingPayableId, t.lineNo),
    unique('opening_payable_lines_org_id_id_key').on(t.orgId, t.id),
    foreignKey({
      name: 'opening_payable_lines_org_id_opening_payable_id_fkey',
      columns: [t.orgId, t.openingPayableId],
      foreignColumns: [openingPayable.orgId, openingPayable.id],
    }).onDelete('cascade'),
  ],
);

export const openingPayableRevision = pgTable(
  'opening_payable_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    openingPayableId: bigint('opening_payable_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('opening_payable_revision_org_id_opening_payable_id_revision_key').on(
      t.orgId,
      t.openingPayableId,
      t.revision,
    ),
    foreignKey({
      name: 'opening_payable_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'opening_payable_revision_org_id_opening_payable_id_fkey',
      columns: [t.orgId, t.openingPayableId],
      foreignColumns: [openingPayable.orgId, openingPayable.id],
    }),
    check('opening_payable_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const quotation = pgTable(
  'quotation',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    partyId: bigint('party_id', { mode: 'number' }),
    funnelId: bigint('funnel_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    branchId: bigint('branch_id', { mode: 'number' }),
    placeOfSupply: text('place_of_supply'),
    terms: text('terms'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotation_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('quotation_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('quotation_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('quotation_by_status').on(t.orgId, t.status, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('quotation_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('quotation_by_party').on(t.orgId, t.partyId),
    index('quotation_by_funnel').on(t.orgId, t.funnelId),
    index('quotation_by_branch').on(t.orgId, t.branchId),
    foreignKey({ name: 'quotation_org_id_fkey', columns: [t.orgId], foreignColumns: [organisation.id] }),
    foreignKey({
      name: 'quotation_org_id_party_id_fkey',
      columns: [t.orgId, t.partyId],
      foreignColumns: [party.orgId, party.id],
    }),
    foreignKey({
      name: 'quotation_org_id_funnel_id_fkey',
      columns: [t.orgId, t.funnelId],
      foreignColumns: [funnel.orgId, funnel.id],
    }),
    foreignKey({
      name: 'quotation_org_id_branch_id_fkey',
      columns: [t.orgId, t.branchId],
      foreignColumns: [branch.orgId, branch.id],
    }),
    check('quotation_status_check', sql`${t.status} IN (0, 5, 10, 30, 40, 90)`),
    check('quotation_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    quotationId: bigint('quotation_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    description: text('description'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    rate: numeric('rate', { precision: 14, scale: 2, mode: 'number' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    hsnCode: text('hsn_code'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('quotation_lines_quotation_id_line_no_key').on(t.quotationId, t.lineNo),
    unique('quotation_lines_org_id_id_key').on(t.orgId, t.id),
    index('quotation_lines_by_item').on(t.orgId, t.itemId),
    index('quotation_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'quotation_lines_org_id_quotation_id_fkey',
      columns: [t.orgId, t.quotationId],
      foreignColumns: [quotation.orgId, quotation.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quotation_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'quotation_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const quotationRevision = pgTable(
  'quotation_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    quotationId: bigint('quotation_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('quotation_revision_org_id_quotation_id_revision_key').on(t.orgId, t.quotationId, t.revision),
    foreignKey({
      name: 'quotation_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'quotation_revision_org_id_quotation_id_fkey',
      columns: [t.orgId, t.quotationId],
      foreignColumns: [quotation.orgId, quotation.id],
    }),
    check('quotation_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const machineMaintenance = pgTable(
  'machine_maintenance',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    number: text('number'),
    revision: integer('revision').notNull().default(0),
    status: smallint('status').notNull().default(0),
    statusReason: text('status_reason'),
    taxableTotal: numeric('taxable_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstTotal: numeric('cgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstTotal: numeric('sgst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstTotal: numeric('igst_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    roundOff: numeric('round_off', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    grandTotal: numeric('grand_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    machineId: bigint('machine_id', { mode: 'number' }),
    machineActivityId: bigint('machine_activity_id', { mode: 'number' }),
    machineBreakdownId: bigint('machine_breakdown_id', { mode: 'number' }),
    date: date('date', { mode: 'string' }),
    doneById: bigint('done_by_id', { mode: 'number' }),
    findings: text('findings'),
    checklistResults: text('checklist_results'),
    downtimeMinutes: integer('downtime_minutes'),
    kept: jsonb('kept').$type<Record<string, unknown>>(),
    search: text('search').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_maintenance_org_id_id_key').on(t.orgId, t.id),
    uniqueIndex('machine_maintenance_number_key')
      .on(t.orgId, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    index('machine_maintenance_search')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('machine_maintenance_by_status').on(
      t.orgId,
      t.status,
      sql`${t.date} DESC NULLS LAST`,
      sql`${t.id} DESC`,
    ),
    index('machine_maintenance_by_date').on(t.orgId, sql`${t.date} DESC NULLS LAST`, sql`${t.id} DESC`),
    index('machine_maintenance_by_machine').on(t.orgId, t.machineId),
    index('machine_maintenance_by_machine_activity').on(t.orgId, t.machineActivityId),
    index('machine_maintenance_by_machine_breakdown').on(t.orgId, t.machineBreakdownId),
    index('machine_maintenance_by_done_by').on(t.orgId, t.doneById),
    foreignKey({
      name: 'machine_maintenance_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_maintenance_org_id_machine_id_fkey',
      columns: [t.orgId, t.machineId],
      foreignColumns: [machine.orgId, machine.id],
    }),
    foreignKey({
      name: 'machine_maintenance_org_id_machine_activity_id_fkey',
      columns: [t.orgId, t.machineActivityId],
      foreignColumns: [machineActivity.orgId, machineActivity.id],
    }),
    foreignKey({
      name: 'machine_maintenance_org_id_machine_breakdown_id_fkey',
      columns: [t.orgId, t.machineBreakdownId],
      foreignColumns: [machineBreakdown.orgId, machineBreakdown.id],
    }),
    foreignKey({
      name: 'machine_maintenance_org_id_done_by_id_fkey',
      columns: [t.orgId, t.doneById],
      foreignColumns: [staff.orgId, staff.id],
    }),
    check('machine_maintenance_status_check', sql`${t.status} IN (0, 7, 90)`),
    check('machine_maintenance_number_check', sql`${t.status} = 0 OR ${t.number} IS NOT NULL`),
  ],
);

export const machineMaintenanceLines = pgTable(
  'machine_maintenance_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    machineMaintenanceId: bigint('machine_maintenance_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    stockAreaId: bigint('stock_area_id', { mode: 'number' }),
    lotNumber: text('lot_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    uomId: bigint('uom_id', { mode: 'number' }),
    remarks: text('remarks'),
    taxableValue: numeric('taxable_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    cgstAmount: numeric('cgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sgstAmount: numeric('sgst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    igstAmount: numeric('igst_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    lineTotal: numeric('line_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('machine_maintenance_lines_machine_maintenance_id_line_no_key').on(
      t.machineMaintenanceId,
      t.lineNo,
    ),
    unique('machine_maintenance_lines_org_id_id_key').on(t.orgId, t.id),
    index('machine_maintenance_lines_by_item').on(t.orgId, t.itemId),
    index('machine_maintenance_lines_by_stock_area').on(t.orgId, t.stockAreaId),
    index('machine_maintenance_lines_by_uom').on(t.orgId, t.uomId),
    foreignKey({
      name: 'machine_maintenance_lines_org_id_machine_maintenance_id_fkey',
      columns: [t.orgId, t.machineMaintenanceId],
      foreignColumns: [machineMaintenance.orgId, machineMaintenance.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'machine_maintenance_lines_org_id_item_id_fkey',
      columns: [t.orgId, t.itemId],
      foreignColumns: [item.orgId, item.id],
    }),
    foreignKey({
      name: 'machine_maintenance_lines_org_id_stock_area_id_fkey',
      columns: [t.orgId, t.stockAreaId],
      foreignColumns: [stockArea.orgId, stockArea.id],
    }),
    foreignKey({
      name: 'machine_maintenance_lines_org_id_uom_id_fkey',
      columns: [t.orgId, t.uomId],
      foreignColumns: [uom.orgId, uom.id],
    }),
  ],
);

export const machineMaintenanceRevision = pgTable(
  'machine_maintenance_revision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    machineMaintenanceId: bigint('machine_maintenance_id', { mode: 'number' }).notNull(),
    revision: integer('revision').notNull(),
    number: text('number').notNull(),
    status: smallint('status').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    reason: text('reason'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('machine_maintenance_revision_org_id_machine_maintenanc_a83e024c').on(
      t.orgId,
      t.machineMaintenanceId,
      t.revision,
    ),
    foreignKey({
      name: 'machine_maintenance_revision_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    foreignKey({
      name: 'machine_maintenance_revision_org_id_machine_maintenance_id_fkey',
      columns: [t.orgId, t.machineMaintenanceId],
      foreignColumns: [machineMaintenance.orgId, machineMaintenance.id],
    }),
    check('machine_maintenance_revision_revision_check', sql`${t.revision} >= 0`),
  ],
);

export const documentCounter = pgTable(
  'document_counter',
  {
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'document_counter_pkey', columns: [t.orgId, t.series, t.financialYear] }),
    foreignKey({
      name: 'document_counter_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
    check('document_counter_last_number_check', sql`${t.lastNumber} >= 0`),
  ],
);

/** Each catalogue module's (header) table, by module key. */
export const catalogueTables = {
  party: party,
  partyType: partyType,
  categoryType: categoryType,
  item: item,
  productType: productType,
  productCode: productCode,
  partCode: partCode,
  bom: bom,
  mould: mould,
  mouldName: mouldName,
  mouldType: mouldType,
  supportingMaterial: supportingMaterial,
  costHead: costHead,
  uom: uom,
  segment: segment,
  process: process,
  processType: processType,
  stockArea: stockArea,
  department: department,
  zone: zone,
  machineType: machineType,
  machine: machine,
  machineActivity: machineActivity,
  machineActivityLog: machineActivityLog,
  machineBreakdown: machineBreakdown,
  packing: packing,
  transport: transport,
  freight: freight,
  location: location,
  rack: rack,
  branch: branch,
  customField: customField,
  moduleCustomField: moduleCustomField,
  customParam: customParam,
  purity: customParam,
  ph: customParam,
  moisture: customParam,
  solubility: customParam,
  stockParam4: customParam,
  stockParam5: customParam,
  stockParam6: customParam,
  stockParam7: customParam,
  stockParam8: customParam,
  stockParam9: customParam,
  funnelStage: funnelStage,
  funnelSource: funnelSource,
  funnelType: funnelType,
  funnelCustomerType: funnelCustomerType,
  digitalPlatform: digitalPlatform,
  funnel: funnel,
  digitalLead: funnel,
  crmActivity: crmActivity,
  crmActivityLog: crmActivityLog,
  messageTemplate: messageTemplate,
  printTemplate: printTemplate,
  approvalConfiguration: approvalConfiguration,
  materialRequestConfig: approvalConfiguration,
  staff: staff,
  role: role,
  sysConfig: sysConfig,
  labelConfig: labelConfig,
  moduleFieldConfig: formConfig,
  acl: acl,
  organization: organisation,
  emailUserConfig: emailUserConfig,
} as const;

/** Each document's header, line and revision tables, by document key. */
export const documentTablesByKey = {
  purchaseOrder: { header: purchaseOrder, lines: purchaseOrderLines, revisions: purchaseOrderRevision },
  salesOrder: { header: salesOrder, lines: salesOrderLines, revisions: salesOrderRevision },
  stockIssue: { header: stockIssue, lines: stockIssueLines, revisions: stockIssueRevision },
  preInward: { header: preInward, lines: preInwardLines, revisions: preInwardRevision },
  inward: { header: inward, lines: inwardLines, revisions: inwardRevision },
  foundryInward: { header: foundryInward, lines: foundryInwardLines, revisions: foundryInwardRevision },
  purchaseReturn: { header: purchaseReturn, lines: purchaseReturnLines, revisions: purchaseReturnRevision },
  supportingMaterialInward: {
    header: supportingMaterialInward,
    lines: supportingMaterialInwardLines,
    revisions: supportingMaterialInwardRevision,
  },
  supportingMaterialAllocation: {
    header: supportingMaterialAllocation,
    lines: supportingMaterialAllocationLines,
    revisions: supportingMaterialAllocationRevision,
  },
  packingTypeInward: {
    header: packingTypeInward,
    lines: packingTypeInwardLines,
    revisions: packingTypeInwardRevision,
  },
  materialRequest: {
    header: materialRequest,
    lines: materialRequestLines,
    revisions: materialRequestRevision,
  },
  departmentTransfer: {
    header: departmentTransfer,
    lines: departmentTransferLines,
    revisions: departmentTransferRevision,
  },
  stockTransfer: { header: stockTransfer, lines: stockTransferLines, revisions: stockTransferRevision },
  transferValidation: {
    header: transferValidation,
    lines: transferValidationLines,
    revisions: transferValidationRevision,
  },
  materialAllocation: {
    header: materialAllocation,
    lines: materialAllocationLines,
    revisions: materialAllocationRevision,
  },
  materialReconciliation: {
    header: materialReconciliation,
    lines: materialReconciliationLines,
    revisions: materialReconciliationRevision,
  },
  stockCount: { header: stockCount, lines: stockCountLines, revisions: stockCountRevision },
  jobWorkChallan: { header: jobWorkChallan, lines: jobWorkChallanLines, revisions: jobWorkChallanRevision },
  jobWorkReceipt: { header: jobWorkReceipt, lines: jobWorkReceiptLines, revisions: jobWorkReceiptRevision },
  planning: { header: planning, lines: planningLines, revisions: planningRevision },
  labTest: { header: labTest, lines: labTestLines, revisions: labTestRevision },
  packaging: { header: packaging, lines: packagingLines, revisions: packagingRevision },
  dispatch: { header: dispatch, lines: dispatchLines, revisions: dispatchRevision },
  dailyProduction: {
    header: dailyProduction,
    lines: dailyProductionLines,
    revisions: dailyProductionRevision,
  },
  dailyProductionMachineWise: {
    header: dailyProductionMachineWise,
    lines: dailyProductionMachineWiseLines,
    revisions: dailyProductionMachineWiseRevision,
  },
  machineSchedule: {
    header: machineSchedule,
    lines: machineScheduleLines,
    revisions: machineScheduleRevision,
  },
  productionBatch: {
    header: productionBatch,
    lines: productionBatchLines,
    revisions: productionBatchRevision,
  },
  weavingProcess: { header: weavingProcess, lines: weavingProcessLines, revisions: weavingProcessRevision },
  newProductionBatch: {
    header: newProductionBatch,
    lines: newProductionBatchLines,
    revisions: newProductionBatchRevision,
  },
  slittingProcess: {
    header: slittingProcess,
    lines: slittingProcessLines,
    revisions: slittingProcessRevision,
  },
  bagMakingProcess: {
    header: bagMakingProcess,
    lines: bagMakingProcessLines,
    revisions: bagMakingProcessRevision,
  },
  lotWiseProductionBatch: {
    header: lotWiseProductionBatch,
    lines: lotWiseProductionBatchLines,
    revisions: lotWiseProductionBatchRevision,
  },
  salesInvoice: { header: salesInvoice, lines: salesInvoiceLines, revisions: salesInvoiceRevision },
  purchaseBill: { header: purchaseBill, lines: purchaseBillLines, revisions: purchaseBillRevision },
  creditNote: { header: creditNote, lines: creditNoteLines, revisions: creditNoteRevision },
  debitNote: { header: debitNote, lines: debitNoteLines, revisions: debitNoteRevision },
  receipt: { header: receipt, lines: receiptLines, revisions: receiptRevision },
  payment: { header: payment, lines: paymentLines, revisions: paymentRevision },
  openingReceivable: {
    header: openingReceivable,
    lines: openingReceivableLines,
    revisions: openingReceivableRevision,
  },
  openingPayable: { header: openingPayable, lines: openingPayableLines, revisions: openingPayableRevision },
  quotation: { header: quotation, lines: quotationLines, revisions: quotationRevision },
  machineMaintenance: {
    header: machineMaintenance,
    lines: machineMaintenanceLines,
    revisions: machineMaintenanceRevision,
  },
} as const;
