// A document type's header and line columns by field name, for the reads of the engine and of the areas.
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { col, ident } from '../stores/sql.ts';
import type { ColumnDef } from '../stores/types.ts';
import type { DocumentResource } from './resource.ts';

/** `v1, v2, …`: the values of an `IN (…)` as parameters. */
export const inList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function columnOf(columns: readonly ColumnDef[], field: string): string {
  const found = columns.find((column) => column.field === field);
  if (!found) throw new Error(`No column for ${field}`);
  return found.column;
}

/** Header (`t`, as the store names it) and line (`l`) columns of a document resource by field name. */
export const headerColumn = (resource: DocumentResource, field: string, alias = 't'): SQL =>
  col(alias, columnOf(resource.store.def.columns, field));
export const lineColumn = (resource: DocumentResource, field: string): SQL =>
  col('l', columnOf(resource.lines.columns, field));

/**
 * `FROM <lines> l JOIN <header> t` (and `joins`): the headers the caller may read (its organisation's, only
 * its own where its role lacks the all-records flag: decision 0830).
 */
export const linesWithHeaders = (resource: DocumentResource, caller: Caller, joins: SQL = sql``): SQL =>
  sql`FROM ${ident(resource.lines.table)} l
      JOIN ${ident(resource.store.def.table)} t ON t.org_id = l.org_id AND t.id = ${col('l', resource.lines.parent)}
      ${joins}
      WHERE l.org_id = ${caller.orgId} AND ${resource.store.scope(caller)}`;
