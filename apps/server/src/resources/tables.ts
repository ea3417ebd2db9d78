import { MODULES, type ModuleDef } from '@erp/domain';
import type { OrgColumn } from '../core/scope.ts';
import { columnName, columnTypeOf, describeEntry, tableName } from '../db/schema/describe.ts';
import { snake, type TableModel } from '../db/schema/model.ts';
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

/**
 * The name of the index or constraint that holds the module's `uniqueKeys`: the table's unique index, or
 * for the first schema's tables that keep them in a UNIQUE constraint, that constraint (not `(org_id, id)`).
 */
const uniqueNameOf = (header: TableModel): string | undefined =>
  header.indexes.find((index) => index.unique)?.name ??
  header.uniques.find((unique) => unique.columns.join() !== 'org_id,id')?.name;

/**
 * A module's table as the schema generation describes it (decision 0720): one typed column per field, a
 * jsonb column per child table, its unique index.
 */
function tableOf(module: ModuleDef): TableDef {
  const [header] = describeEntry(module);
  if (!header) throw new Error(`the module ${module.key} has no table`);
  const columns: TableColumn[] = [];
  for (const field of module.fields) {
    const type = columnTypeOf(field);
    if (!type) continue;
    columns.push({
      field: field.key,
      column: columnName(module.key, field.key),
      type,
      ...(field.lookup ? { references: tableName(field.lookup.module) } : {}),
    });
  }
  // Child tables (BOM lines, party addresses, field details) are checked JSON lists read and written with their record.
  for (const child of module.children ?? [])
    columns.push({ field: child.key, column: snake(child.key), type: 'jsonb' });
  const unique = (module.uniqueKeys ?? []).length > 0 ? uniqueNameOf(header) : undefined;
  return {
    module: module.key,
    table: header.name,
    orgColumn: hooksOf(module.key).orgColumn ?? 'org_id',
    columns,
    customFields: header.columns.some((column) => column.name === 'custom_fields'),
    ...(unique ? { uniqueIndex: unique } : {}),
  };
}

/** Every catalogue module the generic calls serve, with its table. */
export const TABLES: ReadonlyMap<string, TableDef> = new Map(
  GENERIC_MODULES.map((module) => [module.key, tableOf(module)]),
);
