import { DOCUMENTS, type DocumentDef, type FieldDef } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { tableName } from '../src/db/schema/describe.ts';
import { snake } from '../src/db/schema/model.ts';
import type { Suite } from './helpers.ts';

/** Every document type of the catalogue. */
export const DOCUMENT_TYPES: readonly DocumentDef[] = Object.values(DOCUMENTS);

/** The number fields (numbers and amounts) of a list of fields: where a hostile number is sent. */
export const numberFields = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.filter((field) => field.type === 'number' || field.type === 'amount');

/**
 * A lookup by what it names: its module and filter (a sales order's customers, a purchase order's
 * suppliers), and whether it is where something goes to (`toStockAreaId`: another record than the one it
 * leaves).
 */
const lookupKey = (field: FieldDef): string =>
  `${field.lookup?.module}:${JSON.stringify(field.lookup?.filter ?? {})}:${/^to[A-Z]/.test(field.key)}`;

/** A lookup's filter as SQL conditions on the looked-up table's columns. */
function filterSql(field: FieldDef): ReturnType<typeof sql>[] {
  return Object.entries(field.lookup?.filter ?? {}).map(([key, value]) => {
    const values = (Array.isArray(value) ? value : [value]) as (string | number | boolean)[];
    return sql`${sql.identifier(snake(key))}::text IN (${sql.join(
      values.map((one) => sql`${String(one)}`),
      sql`, `,
    )})`;
  });
}

/**
 * The first record of the first organisation each lookup of the documents names (with the lookup's filter
 * where its table has those columns), by the lookup's module and filter: what a generated body names.
 */
export async function lookupIds(suite: Suite): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const fields = DOCUMENT_TYPES.flatMap((def) => [...def.fields, ...def.lines.fields]);
  for (const field of fields) {
    const key = lookupKey(field);
    if (!field.lookup || ids.has(key)) continue;
    const table = sql.identifier(tableName(field.lookup.module));
    const scoped = field.lookup.module === 'organization' ? sql`TRUE` : sql`org_id = 1`;
    const first = async (conditions: ReturnType<typeof sql>[]) =>
      queryRows<{ id: number }>(
        suite.server.database.db,
        sql`SELECT id::int AS id FROM ${table} WHERE ${sql.join([scoped, ...conditions], sql` AND `)}
            ORDER BY id LIMIT 1 OFFSET ${/^to[A-Z]/.test(field.key) ? 1 : 0}`,
      );
    const rows = await first(filterSql(field)).catch(() => first([]));
    if (rows[0]) ids.set(key, rows[0].id);
  }
  return ids;
}

/** A value a field takes: the first record it may look up, a day in the books, 1, the first choice. */
function fittingValue(field: FieldDef, ids: ReadonlyMap<string, number>): unknown {
  switch (field.type) {
    case 'lookup':
      return ids.get(lookupKey(field));
    case 'date':
      return '2026-11-24';
    case 'number':
    case 'amount':
      // What must be entered is 1; a part of it (rejected, stopped, lost) none.
      return field.required || field.positive ? Math.max(1, field.min ?? 1) : Math.max(0, field.min ?? 0);
    case 'select':
      return field.options?.[0]?.value;
    case 'checkbox':
      return false;
    default:
      return field.format ? undefined : 'Fuzz';
  }
}

/** A record of `fields` with a fitting value for each field the user enters. */
export function fittingRecord(
  fields: readonly FieldDef[],
  ids: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const entered = fields.filter((field) => !field.readOnly && !field.hidden && !field.derived);
  return Object.fromEntries(
    entered.flatMap((field) => {
      const value = fittingValue(field, ids);
      return value === undefined ? [] : [[field.key, value]];
    }),
  );
}

/** A body of a document type made from its catalogue entry: its header and `count` lines. */
export function bodyOf(
  def: DocumentDef,
  ids: ReadonlyMap<string, number>,
  count = 1,
): Record<string, unknown> & { lines: Record<string, unknown>[] } {
  const line = fittingRecord(def.lines.fields, ids);
  return { ...fittingRecord(def.fields, ids), lines: Array.from({ length: count }, () => ({ ...line })) };
}
