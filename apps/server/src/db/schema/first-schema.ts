// The first schema's tables (migration 0001, hand-written before the catalogue derived tables) differ from
// what `describeEntry` derives in names, precisions, checks and indexes. These are those differences, so
// that the generated tables equal the databases made then and no row moves (decision 0720). A new entry
// needs none of this.
import type { ColumnModel, ForeignKeyModel, IndexModel } from './model.ts';

export interface TableQuirks {
  /** A bigserial id of its own, not the shared master sequence. */
  serialId?: boolean;
  /** false: no org_id (the organisation table itself). */
  orgScoped?: boolean;
  /** false: org_id has no foreign key of its own (the table reaches its organisation through another). */
  orgReference?: boolean;
  /** false: (org_id, id) is not unique. */
  orgIdUnique?: boolean;
  noData?: boolean;
  noSearch?: boolean;
  /** What a column has besides its derived type and name. */
  columns?: Readonly<Record<string, Partial<ColumnModel>>>;
  /** Columns that are no catalogue field, placed after the column named by the key ('' : after org_id). */
  extraColumns?: Readonly<Record<string, readonly ColumnModel[]>>;
  /** Columns that come first among the fields' columns, in this order (the first schema's). */
  leading?: readonly string[];
  /** Columns added by a later migration: they come last. */
  appended?: readonly string[];
  /** The unique key's index, or null when a UNIQUE constraint (`uniques`) holds it instead. */
  uniqueIndex?: Omit<IndexModel, 'unique'> | null;
  uniques?: readonly { name: string; columns: readonly string[] }[];
  /** The sort key's index name, or false for none. */
  sortIndex?: string | false;
  noLookupIndexes?: readonly string[];
  foreignKeys?: readonly ForeignKeyModel[];
  /** Lookups whose rows go with the row looked up. */
  cascade?: readonly string[];
  checks?: readonly { name: string; sql: string }[];
}

const notNull = { notNull: true } as const;
/** The acl table's columns of the document rights (decision 0830: `RIGHT_FIELDS` of @erp/domain). */
const RIGHT_COLUMNS = ['can_create', 'can_submit', 'can_cancel_close', 'can_amend'];
const numeric = (precision: number, scale: number): Partial<ColumnModel> => ({
  precision: [precision, scale],
});
const positive = (table: string, column: string) => ({
  name: `${table}_${column}_check`,
  sql: `{${column}} > 0`,
});
const nameKey = (name: string, column: string): Omit<IndexModel, 'unique'> => ({
  name,
  parts: ['org_id', `lower({${column}})`],
});

export const FIRST_SCHEMA: Readonly<Record<string, TableQuirks>> = {
  organisation: {
    serialId: true,
    orgScoped: false,
    columns: { name: notNull },
    extraColumns: { logo: [{ name: 'is_default', type: 'boolean', notNull: true, default: false }] },
  },
  role: {
    serialId: true,
    // Decision 0830: every role made before the flag keeps seeing all records.
    columns: {
      name: notNull,
      all_records: { notNull: true, default: true },
      floor_home: { notNull: true, default: false },
    },
    appended: ['all_records', 'floor_home'],
    uniqueIndex: nameKey('role_name_key', 'name'),
    sortIndex: false,
  },
  acl: {
    serialId: true,
    orgReference: false,
    columns: {
      role_id: notNull,
      module_api: notNull,
      view: { type: 'smallint', notNull: true, default: 0 },
      mode: { type: 'smallint', notNull: true, default: 0 },
      // Decision 0830: the document rights; every entry made before them keeps what its mode allows.
      ...Object.fromEntries(RIGHT_COLUMNS.map((column) => [column, { notNull: true, default: true }])),
      // Decision 1601: an owned module's View all, withheld until granted.
      can_view_all: { notNull: true, default: false },
    },
    appended: [...RIGHT_COLUMNS, 'can_view_all'],
    uniqueIndex: null,
    uniques: [{ name: 'acl_role_module_key', columns: ['role_id', 'module_api'] }],
    noLookupIndexes: ['role_id'],
    cascade: ['role_id'],
    checks: [
      { name: 'acl_view_check', sql: '{view} IN (0, 1)' },
      { name: 'acl_mode_check', sql: '{mode} IN (0, 1)' },
    ],
  },
  staff: {
    serialId: true,
    orgReference: false,
    columns: { username: notNull, firstname: notNull, role_id: notNull },
    // No hash: a machine operator who does not log in (decision 2075).
    extraColumns: { username: [{ name: 'password_hash', type: 'text' }] },
    leading: ['username', 'password_hash'],
    uniqueIndex: { name: 'staff_username_key', parts: ['lower({username})'] },
  },
  sys_config: {
    serialId: true,
    columns: { key_name: notNull },
    uniqueIndex: null,
    uniques: [{ name: 'sys_config_key', columns: ['org_id', 'key_name'] }],
    sortIndex: false,
  },
  label_config: {
    serialId: true,
    columns: { key_name: notNull },
    uniqueIndex: null,
    uniques: [{ name: 'label_config_key', columns: ['org_id', 'key_name'] }],
    sortIndex: false,
  },
  form_config: {
    serialId: true,
    columns: { module_name: notNull, field_details: { jsonType: 'FieldDetail[]' } },
    uniqueIndex: null,
    uniques: [{ name: 'form_config_module_key', columns: ['org_id', 'module_name'] }],
    sortIndex: false,
  },
  email_user_config: {
    serialId: true,
    orgReference: false,
    orgIdUnique: false,
    noData: true,
    noSearch: true,
    columns: { email: notNull },
    extraColumns: {
      '': [{ name: 'staff_id', type: 'bigint', notNull: true }],
      email: [{ name: 'password_encrypted', type: 'text', notNull: true }],
    },
    uniqueIndex: null,
    uniques: [{ name: 'email_user_config_staff_key', columns: ['staff_id'] }],
    sortIndex: false,
    foreignKeys: [
      {
        name: 'email_user_config_org_id_staff_id_fkey',
        columns: ['org_id', 'staff_id'],
        table: 'staff',
        foreignColumns: ['org_id', 'id'],
        onDelete: 'cascade',
      },
    ],
  },
  uom: {
    serialId: true,
    columns: { name: notNull, decimals: { default: 3 } },
    appended: ['decimals'],
    uniqueIndex: nameKey('uom_name_key', 'name'),
    sortIndex: false,
    checks: [{ name: 'uom_decimals_range', sql: '{decimals} BETWEEN 0 AND 3' }],
  },
  item: {
    serialId: true,
    columns: {
      code: notNull,
      name: notNull,
      purchase_gst_rate: numeric(5, 2),
      sale_gst_rate: numeric(5, 2),
      purchase_price: numeric(14, 2),
      sale_price: numeric(14, 2),
      reorder_level: numeric(14, 3),
      denier: numeric(10, 2),
      gsm: numeric(10, 2),
      width: numeric(10, 2),
    },
    appended: ['image'],
    uniqueIndex: nameKey('item_code_key', 'code'),
    checks: [
      positive('item', 'purchase_price'),
      positive('item', 'sale_price'),
      positive('item', 'reorder_level'),
    ],
  },
  party: {
    serialId: true,
    columns: { company_name: notNull, credit_limit: numeric(14, 2) },
    uniqueIndex: nameKey('party_company_name_key', 'company_name'),
    sortIndex: 'party_by_name',
  },
};
