import { MODULES, carriesCustomFields, type FieldDef, type ModuleDef } from '@erp/domain';
import type { OrgColumn } from '../core/scope.ts';
import type { ColumnType } from '../stores/types.ts';
import { hooksOf } from './hooks/index.ts';

/** One catalogue field (or child table) and the typed column holding it. */
export interface TableColumn {
  field: string;
  column: string;
  type: ColumnType;
  /** A lookup's foreign key: the table looked up, referenced by (org_id, id). */
  references?: string;
}

/** A catalogue module's table, derived from its catalogue entry (decision 0200). */
export interface TableDef {
  module: string;
  table: string;
  /** The column naming the organisation: org_id, or id for the organisation table itself. */
  orgColumn: OrgColumn;
  columns: readonly TableColumn[];
  /** Masters carry custom fields (spec: custom field, module custom field); settings do not. */
  customFields: boolean;
  /** The unique index of the module's `uniqueKeys` (case-insensitive on text), refused with its duplicate code. */
  uniqueIndex?: string;
}

/** The catalogue modules the generic calls serve: all but those served by calls of their own. */
export const GENERIC_MODULES: readonly ModuleDef[] = MODULES.filter(
  (module) => !hooksOf(module.key).ownCalls,
);

/** Tables named otherwise than their module key in snake case (the first schema's names). */
const TABLE_NAMES: Readonly<Record<string, string>> = {
  organization: 'organisation',
  moduleFieldConfig: 'form_config',
};

/** Columns named otherwise than their field in snake case. */
const COLUMN_NAMES: Readonly<Record<string, string>> = { 'acl.moduleAPI': 'module_api' };

/** Unique indexes and constraints of the first schema; every later table's is `<table>_unique_key`. */
const UNIQUE_INDEXES: Readonly<Record<string, string>> = {
  uom: 'uom_name_key',
  item: 'item_code_key',
  party: 'party_company_name_key',
  staff: 'staff_username_key',
  role: 'role_name_key',
  acl: 'acl_role_module_key',
  sysConfig: 'sys_config_key',
  labelConfig: 'label_config_key',
  moduleFieldConfig: 'form_config_module_key',
};

const snake = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const INT4_MAX = 2_147_483_647;

/**
 * The column type of a field: text for text, e-mail, long text, text choices and files; numeric for
 * numbers and amounts (integer, or bigint when the catalogue does not bound it within integer, for whole
 * numbers); bigint for lookups; boolean for checkboxes; date for dates. A password is never stored as
 * given (a user's is kept as a hash), so it has none.
 */
function columnTypeOf(field: FieldDef): ColumnType | undefined {
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

const tableName = (moduleKey: string): string => TABLE_NAMES[moduleKey] ?? snake(moduleKey);

/** A module's table: one typed column per field, a jsonb column per child table, its unique index. */
function tableOf(module: ModuleDef): TableDef {
  const table = tableName(module.key);
  const columns: TableColumn[] = [];
  for (const field of module.fields) {
    const type = columnTypeOf(field);
    if (!type) continue;
    columns.push({
      field: field.key,
      column: COLUMN_NAMES[`${module.key}.${field.key}`] ?? snake(field.key),
      type,
      ...(field.lookup ? { references: tableName(field.lookup.module) } : {}),
    });
  }
  // Child tables (BOM lines, party addresses, field details) are checked JSON lists read and written with their record.
  for (const child of module.children ?? [])
    columns.push({ field: child.key, column: snake(child.key), type: 'jsonb' });
  const unique =
    (module.uniqueKeys ?? []).length > 0 ? (UNIQUE_INDEXES[module.key] ?? `${table}_unique_key`) : undefined;
  return {
    module: module.key,
    table,
    orgColumn: hooksOf(module.key).orgColumn ?? 'org_id',
    columns,
    customFields: carriesCustomFields(module),
    ...(unique ? { uniqueIndex: unique } : {}),
  };
}

/** Every catalogue module the generic calls serve, with its table. */
export const TABLES: ReadonlyMap<string, TableDef> = new Map(
  GENERIC_MODULES.map((module) => [module.key, tableOf(module)]),
);
