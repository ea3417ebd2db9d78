// Derives the tables of catalogue entries (decision 0720): one table per entry, a jsonb list per child
// table, with its organisation scope, unique key, lookups as foreign keys that carry org_id, and their
// indexes. The documents' tables (document-tables.ts, decision 0804) are built from the same parts.
import { MODULES, carriesCustomFields, fitsInteger, type FieldDef, type ModuleDef } from '@erp/domain';
import { FIRST_SCHEMA, type TableQuirks } from './first-schema.ts';
import {
  constraintName,
  snake,
  type ColumnModel,
  type ForeignKeyModel,
  type IndexModel,
  type SqlType,
  type TableModel,
} from './model.ts';

/** What the generator reads of a catalogue entry. */
export type CatalogueEntry = Pick<
  ModuleDef,
  'key' | 'kind' | 'fields' | 'children' | 'uniqueKeys' | 'sortKey' | 'largeList' | 'board'
>;

/** The sequence every table made from the generic entity table draws its ids from (migration 0005). */
export const MASTER_ID_SEQUENCE = 'master_id_seq';

/** Tables named otherwise than their module key in snake case (the first schema's names). */
export const TABLE_NAMES: Readonly<Record<string, string>> = {
  organization: 'organisation',
  moduleFieldConfig: 'form_config',
};

/** Columns named otherwise than their field in snake case. */
export const COLUMN_NAMES: Readonly<Record<string, string>> = { 'acl.moduleAPI': 'module_api' };

/** A view's table is the master's whose records it shows (decision 1044). */
const VIEW_TABLES: Readonly<Record<string, string>> = Object.fromEntries(
  MODULES.flatMap((module) => (module.viewOf ? [[module.key, module.viewOf.module]] : [])),
);

export const tableName = (moduleKey: string): string => {
  const key = VIEW_TABLES[moduleKey] ?? moduleKey;
  return TABLE_NAMES[key] ?? snake(key);
};
export const columnName = (moduleKey: string, fieldKey: string): string =>
  COLUMN_NAMES[`${moduleKey}.${fieldKey}`] ?? snake(fieldKey);
/** `uomId` → `uom`: the name lookup indexes are called by. */
const lookupStem = (column: string): string => column.replace(/_id$/, '');

/** The types a catalogue field's own column can have. */
export type FieldSqlType = Extract<SqlType, 'text' | 'bigint' | 'integer' | 'numeric' | 'boolean' | 'date'>;

/**
 * The column type of a field: text for text, e-mail, long text, text choices and files; numeric for
 * numbers and amounts (integer, or bigint when the catalogue does not bound it within integer, for whole
 * numbers); bigint for lookups; boolean for checkboxes; date for dates. A password is never stored as
 * given (a user's is kept as a hash), so it has none.
 */
export function columnTypeOf(field: FieldDef): FieldSqlType | undefined {
  // A value the form only works out is kept nowhere (decision 1351), nor one the read works out (1506).
  if (field.derived?.shownOnly === true || field.ofLines) return undefined;
  switch (field.type) {
    case 'password':
      return undefined;
    case 'lookup':
      return 'bigint';
    case 'checkbox':
      return 'boolean';
    case 'date':
      return 'date';
    case 'number':
    case 'amount':
      if (!field.integer) return 'numeric';
      return fitsInteger(field) ? 'integer' : 'bigint';
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0 || !values.every((value) => typeof value === 'number')) return 'text';
      return values.every((value) => Number.isInteger(value)) ? 'integer' : 'numeric';
    }
    default:
      return 'text';
  }
}

export const ORG_ID: ColumnModel = { name: 'org_id', type: 'bigint', notNull: true };
const jsonObject = (name: string): ColumnModel => ({
  name,
  type: 'jsonb',
  notNull: true,
  default: {},
  jsonType: 'Record<string, unknown>',
});
/** The record's text the list searches (every shown field, lower case). */
export const SEARCH: ColumnModel = { name: 'search', type: 'text', notNull: true, default: '' };
/** The record's version (optimistic locking) and who made and last changed it, when. */
export const AUDIT: readonly ColumnModel[] = [
  { name: 'version', type: 'integer', notNull: true, default: 1 },
  { name: 'created_by', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz', notNull: true, default: 'now()' },
  { name: 'updated_by', type: 'bigint' },
  { name: 'updated_at', type: 'timestamptz', notNull: true, default: 'now()' },
];

export interface FieldColumns {
  columns: ColumnModel[];
  foreignKeys: ForeignKeyModel[];
  indexes: IndexModel[];
}

/**
 * The columns of `fields` in `table`, each lookup with its foreign key (org_id, column) and index, each field
 * looked up by value with its index (org_id, column).
 */
export function fieldColumns(
  table: string,
  moduleKey: string,
  fields: readonly FieldDef[],
  quirks: TableQuirks,
): FieldColumns {
  const out: FieldColumns = { columns: [], foreignKeys: [], indexes: [] };
  for (const field of fields) {
    const type = columnTypeOf(field);
    if (!type) continue;
    const name = columnName(moduleKey, field.key);
    if (quirks.appended?.includes(name)) continue;
    out.columns.push({ name, type, ...quirks.columns?.[name] }, ...(quirks.extraColumns?.[name] ?? []));
    if (field.lookedUpByValue) out.indexes.push({ name: `${table}_by_${name}`, parts: ['org_id', name] });
    if (!field.lookup) continue;
    const columns = ['org_id', name];
    out.foreignKeys.push({
      name: constraintName(table, columns, 'fkey'),
      columns,
      table: tableName(field.lookup.module),
      foreignColumns: ['org_id', 'id'],
      ...(quirks.cascade?.includes(name) ? { onDelete: 'cascade' as const } : {}),
    });
    if (!quirks.noLookupIndexes?.includes(name))
      out.indexes.push({ name: `${table}_by_${lookupStem(name)}`, parts: columns });
  }
  return out;
}

/** The foreign key of `table`'s org_id into the organisation table. */
export const orgReference = (table: string): ForeignKeyModel => ({
  name: constraintName(table, ['org_id'], 'fkey'),
  columns: ['org_id'],
  table: 'organisation',
  foreignColumns: ['id'],
});

const leadingFirst = (columns: readonly ColumnModel[], leading: readonly string[]): ColumnModel[] => [
  ...leading.flatMap((name) => columns.filter((column) => column.name === name)),
  ...columns.filter((column) => !leading.includes(column.name)),
];

const textPart = (column: ColumnModel): string =>
  column.type === 'text' ? `lower(btrim({${column.name}}))` : column.name;

/** The tables of one catalogue entry: its one table, as a list (generate.ts and resources/tables.ts take it so). */
export function describeEntry(entry: CatalogueEntry): TableModel[] {
  const name = tableName(entry.key);
  const quirks = FIRST_SCHEMA[name] ?? {};
  const scoped = quirks.orgScoped !== false;
  const fields = fieldColumns(name, entry.key, entry.fields, quirks);
  // A column added later (quirks.appended) is left out of the fields' columns and put last.
  const appended = entry.fields.flatMap((field): ColumnModel[] => {
    const type = columnTypeOf(field);
    const name = columnName(entry.key, field.key);
    return type && quirks.appended?.includes(name) ? [{ name, type, ...quirks.columns?.[name] }] : [];
  });
  const byName = new Map([...fields.columns, ...appended].map((column) => [column.name, column]));
  const at = (fieldKey: string): ColumnModel | undefined => byName.get(columnName(entry.key, fieldKey));

  const columns: ColumnModel[] = [
    quirks.serialId
      ? { name: 'id', type: 'bigserial', primaryKey: true }
      : { name: 'id', type: 'bigint', primaryKey: true, default: `nextval('${MASTER_ID_SEQUENCE}')` },
    ...(scoped ? [ORG_ID] : []),
    ...(quirks.extraColumns?.[''] ?? []),
    ...leadingFirst(fields.columns, quirks.leading ?? []),
    ...(entry.children ?? []).map((child): ColumnModel => {
      const column = snake(child.key);
      return {
        name: column,
        type: 'jsonb',
        notNull: true,
        default: [],
        jsonType: 'Record<string, unknown>[]',
        ...quirks.columns?.[column],
      };
    }),
    ...(quirks.noData ? [] : [jsonObject('data')]),
    ...(carriesCustomFields(entry) ? [jsonObject('custom_fields')] : []),
    ...(quirks.noSearch ? [] : [SEARCH]),
    ...AUDIT,
    ...appended,
  ];

  const indexes: IndexModel[] = [];
  const uniqueKeys = (entry.uniqueKeys ?? []).flatMap((key) => at(key) ?? []);
  if (quirks.uniqueIndex !== undefined) {
    if (quirks.uniqueIndex) indexes.push({ ...quirks.uniqueIndex, unique: true });
  } else if (uniqueKeys.length > 0) {
    indexes.push({
      name: `${name}_unique_key`,
      unique: true,
      parts: ['org_id', ...uniqueKeys.map(textPart)],
    });
  }
  if (entry.largeList) indexes.push({ name: `${name}_search`, parts: ['search'], trigram: true });
  const sort = at(entry.sortKey);
  // A text sort key is sorted ignoring case; another (the activity log's date, decision 1680) as it is.
  if (scoped && sort && quirks.sortIndex !== false)
    indexes.push({
      name: quirks.sortIndex ?? `${name}_by_${sort.name}`,
      parts: ['org_id', sort.type === 'text' ? `lower({${sort.name}})` : sort.name, 'id'],
    });
  indexes.push(...fields.indexes);
  // A board reads each column's first cards in their order (decision 1660).
  if (entry.board) {
    const { column, cardOrder } = entry.board;
    indexes.push({
      name: `${name}_board`,
      parts: ['org_id', columnName(entry.key, column), columnName(entry.key, cardOrder), 'id'],
    });
  }

  const header: TableModel = {
    name,
    columns,
    uniques: [
      ...(scoped && quirks.orgIdUnique !== false
        ? [{ name: constraintName(name, ['org_id', 'id'], 'key'), columns: ['org_id', 'id'] }]
        : []),
      ...(quirks.uniques ?? []),
    ],
    indexes,
    foreignKeys: [
      ...(scoped && quirks.orgReference !== false ? [orgReference(name)] : []),
      ...fields.foreignKeys,
      ...(quirks.foreignKeys ?? []),
    ],
    checks: quirks.checks ?? [],
  };
  return [header];
}
