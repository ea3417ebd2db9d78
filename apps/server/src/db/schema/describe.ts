// Derives the tables of catalogue entries (decision 0720): one header table per entry, and per child table
// either a jsonb list on the header (the masters today) or a line table of its own (documents), each with
// its organisation scope, unique key, lookups as foreign keys that carry org_id, and their indexes.
import { carriesCustomFields, type ChildTableDef, type FieldDef, type ModuleDef } from '@erp/domain';
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

/** What the generator reads of a catalogue entry: a master's ModuleDef, or a document's declaration. */
export type CatalogueEntry = Pick<
  ModuleDef,
  'key' | 'kind' | 'fields' | 'children' | 'uniqueKeys' | 'sortKey' | 'largeList'
> & {
  /** 'json' (default): child rows are a checked jsonb list on the header; 'rows': a line table each. */
  childRows?: 'json' | 'rows';
  /** Records numbered from a counter per organisation and series (a document's number): its counter table. */
  numbered?: boolean;
};

/** The sequence every table made from the generic entity table draws its ids from (migration 0005). */
export const MASTER_ID_SEQUENCE = 'master_id_seq';

/** Tables named otherwise than their module key in snake case (the first schema's names). */
export const TABLE_NAMES: Readonly<Record<string, string>> = {
  organization: 'organisation',
  moduleFieldConfig: 'form_config',
};

/** Columns named otherwise than their field in snake case. */
export const COLUMN_NAMES: Readonly<Record<string, string>> = { 'acl.moduleAPI': 'module_api' };

export const tableName = (moduleKey: string): string => TABLE_NAMES[moduleKey] ?? snake(moduleKey);
export const columnName = (moduleKey: string, fieldKey: string): string =>
  COLUMN_NAMES[`${moduleKey}.${fieldKey}`] ?? snake(fieldKey);
/** `uomId` → `uom`: the name lookup indexes are called by. */
const lookupStem = (column: string): string => column.replace(/_id$/, '');

const INT4_MAX = 2_147_483_647;

/** The types a catalogue field's own column can have. */
export type FieldSqlType = Extract<SqlType, 'text' | 'bigint' | 'integer' | 'numeric' | 'boolean' | 'date'>;

/**
 * The column type of a field: text for text, e-mail, long text, text choices and files; numeric for
 * numbers and amounts (integer, or bigint when the catalogue does not bound it within integer, for whole
 * numbers); bigint for lookups; boolean for checkboxes; date for dates. A password is never stored as
 * given (a user's is kept as a hash), so it has none.
 */
export function columnTypeOf(field: FieldDef): FieldSqlType | undefined {
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
    case 'amount': {
      if (!field.integer) return 'numeric';
      const bounded = Math.max(Math.abs(field.min ?? Infinity), Math.abs(field.max ?? Infinity)) <= INT4_MAX;
      return bounded ? 'integer' : 'bigint';
    }
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0 || !values.every((value) => typeof value === 'number')) return 'text';
      return values.every((value) => Number.isInteger(value)) ? 'integer' : 'numeric';
    }
    default:
      return 'text';
  }
}

const orgId: ColumnModel = { name: 'org_id', type: 'bigint', notNull: true };
const jsonObject = (name: string): ColumnModel => ({
  name,
  type: 'jsonb',
  notNull: true,
  default: {},
  jsonType: 'Record<string, unknown>',
});
/** The record's text the list searches (every shown field, lower case). */
const SEARCH: ColumnModel = { name: 'search', type: 'text', notNull: true, default: '' };
const UPDATED: readonly ColumnModel[] = [
  { name: 'updated_by', type: 'bigint' },
  { name: 'updated_at', type: 'timestamptz', notNull: true, default: 'now()' },
];
const AUDIT: readonly ColumnModel[] = [
  { name: 'version', type: 'integer', notNull: true, default: 1 },
  { name: 'created_by', type: 'bigint' },
  { name: 'created_at', type: 'timestamptz', notNull: true, default: 'now()' },
  ...UPDATED,
];

interface FieldColumns {
  columns: ColumnModel[];
  foreignKeys: ForeignKeyModel[];
  indexes: IndexModel[];
}

/** The columns of `fields` in `table`, each lookup with its foreign key (org_id, column) and index. */
function fieldColumns(
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
const orgReference = (table: string): ForeignKeyModel => ({
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

/** A line table of a document: its rows numbered within their header, dropped with it. */
function lineTable(header: string, moduleKey: string, child: ChildTableDef): TableModel {
  const name = `${header}_${snake(child.key)}`;
  const parent = `${header}_id`;
  const fields = fieldColumns(name, moduleKey, child.fields, {});
  const scope = ['org_id', parent];
  return {
    name,
    columns: [
      { name: 'id', type: 'bigserial', primaryKey: true },
      orgId,
      { name: parent, type: 'bigint', notNull: true },
      { name: 'line_no', type: 'integer', notNull: true },
      ...fields.columns,
    ],
    uniques: [{ name: constraintName(name, [parent, 'line_no'], 'key'), columns: [parent, 'line_no'] }],
    indexes: fields.indexes,
    foreignKeys: [
      {
        name: constraintName(name, scope, 'fkey'),
        columns: scope,
        table: header,
        foreignColumns: ['org_id', 'id'],
        onDelete: 'cascade',
      },
      ...fields.foreignKeys,
    ],
    checks: [],
  };
}

/**
 * The counter a numbered entry's records take their numbers from: one row per organisation and series,
 * whose `last_value` a posting raises by one (the row's lock orders concurrent postings; no gap, no repeat).
 */
function counterTable(header: string): TableModel {
  const name = `${header}_counter`;
  return {
    name,
    columns: [
      orgId,
      { name: 'series', type: 'text', notNull: true, default: '' },
      { name: 'last_value', type: 'bigint', notNull: true, default: 0 },
      ...UPDATED,
    ],
    primaryKey: { name: `${name}_pkey`, columns: ['org_id', 'series'] },
    uniques: [],
    indexes: [],
    foreignKeys: [orgReference(name)],
    checks: [{ name: `${name}_last_value_check`, sql: '{last_value} >= 0' }],
  };
}

/**
 * The tables of one catalogue entry: its header table, then its line tables (if its children have rows),
 * then its counter (if it is numbered).
 */
export function describeEntry(entry: CatalogueEntry): TableModel[] {
  const name = tableName(entry.key);
  const quirks = FIRST_SCHEMA[name] ?? {};
  const scoped = quirks.orgScoped !== false;
  const fields = fieldColumns(name, entry.key, entry.fields, quirks);
  const rowChildren = entry.childRows === 'rows' ? (entry.children ?? []) : [];
  const jsonChildren = entry.childRows === 'rows' ? [] : (entry.children ?? []);
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
    ...(scoped ? [orgId] : []),
    ...(quirks.extraColumns?.[''] ?? []),
    ...leadingFirst(fields.columns, quirks.leading ?? []),
    ...jsonChildren.map((child): ColumnModel => {
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
  if (scoped && sort?.type === 'text' && quirks.sortIndex !== false)
    indexes.push({
      name: quirks.sortIndex ?? `${name}_by_${sort.name}`,
      parts: ['org_id', `lower({${sort.name}})`, 'id'],
    });
  indexes.push(...fields.indexes);

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
  return [
    header,
    ...rowChildren.map((child) => lineTable(name, entry.key, child)),
    ...(entry.numbered ? [counterTable(name)] : []),
  ];
}
