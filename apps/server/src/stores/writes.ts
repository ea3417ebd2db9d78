import { RESPONSE_CODES, normaliseSearchText } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { CAST, DEFAULT, RESERVED, ident, toDbValue } from './sql.ts';
import type { TableStore } from './table-store.ts';
import type { ColumnType, Row } from './types.ts';

/** One record of a bulk update: written only where its version is still `version`. */
export interface VersionedUpdate {
  id: number;
  version: number;
  record: Record<string, unknown>;
}

/** A record's fields that have no column of their own: kept in its `data` column. */
const extraFields = (store: TableStore, record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => !store.columnByField.has(key) && !RESERVED.has(key) && value !== undefined,
    ),
  );

/** A record's search text: its searched fields, normalised as the domain searches them. */
const searchText = (store: TableStore, record: Record<string, unknown>): string =>
  store.def.searchFields.map((f) => normaliseSearchText(String(record[f] ?? ''))).join('|');

/**
 * Column values of one record: typed columns, the rest in `data`, the search column. A hidden column the
 * record does not give is left out, or, with `uniform`, given as DEFAULT (the rows of a multi-row UPDATE
 * name the same columns).
 */
function columnValues(store: TableStore, record: Record<string, unknown>, uniform = false): [SQL, SQL][] {
  const { def } = store;
  const pairs: [SQL, SQL][] = [];
  for (const c of def.columns) {
    if (c.hidden && record[c.field] === undefined) {
      if (uniform) pairs.push([ident(c.column), DEFAULT]);
      continue;
    }
    const value = toDbValue(c.type, record[c.field]);
    // A missing list takes the column's default (an empty list).
    const jsonb = value === null ? DEFAULT : sql`${value}::jsonb`;
    pairs.push([ident(c.column), c.type === 'jsonb' ? jsonb : sql`${value}`]);
  }
  if (def.dataColumn)
    pairs.push([sql.raw('data'), sql`${JSON.stringify(extraFields(store, record))}::jsonb`]);
  if (def.customFields) {
    pairs.push([sql.raw('custom_fields'), sql`${JSON.stringify(record.customFields ?? {})}::jsonb`]);
  }
  pairs.push([sql.raw('search'), sql`${searchText(store, record)}`]);
  return pairs;
}

/** The SQL types of the columns columnValues gives when it leaves none out, in its order. */
function columnCasts(store: TableStore): string[] {
  const { def } = store;
  return [
    ...def.columns.map((c) => CAST[c.type]),
    ...(def.dataColumn ? ['jsonb'] : []),
    ...(def.customFields ? ['jsonb'] : []),
    'text',
  ];
}

/** Turns constraint violations into the codes a user understands. */
async function guard<T>(store: TableStore, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const failure = databaseFailure(error);
    if (failure?.code === SQLSTATE.UNIQUE_VIOLATION) {
      throw new AppError(store.def.uniqueCodes[failure.constraint ?? ''] ?? RESPONSE_CODES.DUPLICATE);
    }
    if (failure?.code === SQLSTATE.FOREIGN_KEY_VIOLATION) throw new AppError(RESPONSE_CODES.IN_USE);
    // A field the module field config hides but the table needs (an item's code or name): spec §8 4404.
    if (failure?.code === SQLSTATE.NOT_NULL_VIOLATION) throw new AppError(RESPONSE_CODES.PARAMETER_NOT_FOUND);
    // A value the catalogue allows but its column cannot keep (the date 0000-01-01: there is no year 0).
    if (
      failure?.code === SQLSTATE.DATETIME_FIELD_OVERFLOW ||
      failure?.code === SQLSTATE.NUMERIC_VALUE_OUT_OF_RANGE
    )
      throw new AppError(RESPONSE_CODES.VALIDATION_FAILED);
    throw error;
  }
}

/** A record's value of a column as the jsonb row of insertRows carries it. */
function jsonValue(type: ColumnType, value: unknown): unknown {
  // A list of child rows goes as itself; every other value as toDbValue writes it.
  return type === 'jsonb' ? (value ?? null) : toDbValue(type, value);
}

/**
 * A column's value read from the jsonb row `e.j` at position `k`. A typed jsonb column holds a list of
 * child rows (resources/tables.ts): a missing list is its default, the empty list.
 */
function fromJsonRow(type: ColumnType, k: number): string {
  return type === 'jsonb'
    ? `COALESCE(NULLIF(e.j->${k}, 'null'::jsonb), '[]'::jsonb)`
    : `(e.j->>${k})::${CAST[type]}`;
}

/**
 * One INSERT of `records` (which give the same hidden columns), its rows sent as one jsonb array: the
 * statement's text is the same whatever the number of rows, and a parameter per value would cost more to
 * build and render than the database takes to write the rows (decision 0217, addendum).
 */
async function insertJsonRows(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  records: readonly Record<string, unknown>[],
): Promise<Row[]> {
  const { def } = store;
  const given = records[0] ?? {};
  const columns = def.columns.filter((c) => !c.hidden || given[c.field] !== undefined);
  const names = columns.map((c) => c.column);
  const reads = columns.map((c, k) => fromJsonRow(c.type, k));
  // The columns every row has: its fields without a column of their own, its custom fields, its search text.
  const more: [column: string, operator: string][] = [
    ...(def.dataColumn ? [['data', '->'] as [string, string]] : []),
    ...(def.customFields ? [['custom_fields', '->'] as [string, string]] : []),
    ['search', '->>'],
  ];
  for (const [name, operator] of more) {
    reads.push(`e.j${operator}${names.length}`);
    names.push(name);
  }
  const rows = records.map((record) => {
    const row = columns.map((c) => jsonValue(c.type, record[c.field]));
    if (def.dataColumn) row.push(extraFields(store, record));
    if (def.customFields) row.push(record.customFields ?? {});
    row.push(searchText(store, record));
    return row;
  });
  const target = sql.raw(
    ['org_id', 'created_by', 'updated_by', ...names].map((name) => `"${name}"`).join(', '),
  );
  const raws = await guard(store, () =>
    queryRows<Record<string, unknown>>(
      ex,
      sql`INSERT INTO ${store.table} AS t (${target})
          SELECT ${caller.orgId}::bigint, ${caller.staffId}::bigint, ${caller.staffId}::bigint, ${sql.raw(reads.join(', '))}
          FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS e (j, n)
          ORDER BY e.n
          RETURNING ${store.selection}`,
    ),
  );
  // The ids come from the table's sequence in the order of the rows.
  return raws.map((raw) => store.toRow(raw)).sort((a, b) => a.id - b.id);
}

/**
 * Inserts records of the caller's organisation with one statement (one per run of records that give the
 * same hidden columns), not one per record: decision 0217 keeps a bulk save's transaction short. Answers
 * them in the order given, as a read would.
 */
export async function insertRows(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  records: readonly Record<string, unknown>[],
): Promise<Row[]> {
  if (records.length === 0) return [];
  noteWrite(ex, store.def.table);
  const hiddenGiven = (record: Record<string, unknown>) =>
    store.def.columns
      .filter((c) => c.hidden && record[c.field] !== undefined)
      .map((c) => c.field)
      .join(',');
  const saved: Row[] = [];
  let start = 0;
  while (start < records.length) {
    const key = hiddenGiven(records[start] ?? {});
    let end = start + 1;
    while (end < records.length && hiddenGiven(records[end] ?? {}) === key) end += 1;
    saved.push(...(await insertJsonRows(store, ex, caller, records.slice(start, end))));
    start = end;
  }
  if (saved.length !== records.length) throw new Error(`insert into ${store.def.table} lost rows`);
  return saved;
}

/** Inserts a record of the caller's organisation; answers it as a read would (with its lookups). */
export async function insertRow(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  record: Record<string, unknown>,
): Promise<Row> {
  const [saved] = await insertRows(store, ex, caller, [record]);
  if (!saved) throw new Error(`insert into ${store.def.table} returned nothing`);
  return saved;
}

/** Writes the whole record when its version is still `version`; answers it as a read would, or undefined. */
export async function updateRow(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  { id, version, record }: VersionedUpdate,
): Promise<Row | undefined> {
  noteWrite(ex, store.def.table);
  const sets = columnValues(store, record).map(([c, v]) => sql`${c} = ${v}`);
  sets.push(sql`version = t.version + 1`, sql`updated_by = ${caller.staffId}`, sql`updated_at = now()`);
  const [raw] = await guard(store, () =>
    queryRows<Record<string, unknown>>(
      ex,
      sql`UPDATE ${store.table} t SET ${sql.join(sets, sql`, `)}
          WHERE t.id = ${id} AND ${store.scope(caller)} AND t.version = ${version} RETURNING ${store.selection}`,
    ),
  );
  return raw ? store.toRow(raw) : undefined;
}

/**
 * Writes whole records whose versions are still the ones given, with one statement (decision 0217);
 * answers, in the order given, each record as a read would, or undefined when its version was not
 * current. Records that would leave a column to its default, or a hidden one as it is, are written one
 * by one (a VALUES list has no DEFAULT).
 */
export async function updateRows(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  updates: readonly VersionedUpdate[],
): Promise<(Row | undefined)[]> {
  const valuesOf = updates.map((update) => columnValues(store, update.record, true));
  const first = valuesOf[0];
  // The same record twice would be written once by one statement, where one by one refuses the second.
  const uniform =
    updates.length > 1 &&
    new Set(updates.map((update) => update.id)).size === updates.length &&
    valuesOf.every((pairs) => pairs.every(([, value]) => value !== DEFAULT));
  if (!first || !uniform) {
    const rows: (Row | undefined)[] = [];
    for (const update of updates) rows.push(await updateRow(store, ex, caller, update));
    return rows;
  }
  noteWrite(ex, store.def.table);
  const types = columnCasts(store);
  if (types.length !== first.length) throw new Error(`columns of ${store.def.table} miscounted`);
  const values = sql.join(
    updates.map(
      ({ id, version }, index) =>
        sql`(${id}::bigint, ${version}::int, ${sql.join(
          (valuesOf[index] ?? []).map(([, value], k) => sql`(${value})::${sql.raw(types[k] ?? 'text')}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const names = first.map((_, k) => sql.raw(`c${k}`));
  const sets = first.map(([column], k) => sql`${column} = v.${names[k] ?? sql``}`);
  sets.push(sql`version = t.version + 1`, sql`updated_by = ${caller.staffId}`, sql`updated_at = now()`);
  const raws = await guard(store, () =>
    queryRows<Record<string, unknown>>(
      ex,
      sql`UPDATE ${store.table} t SET ${sql.join(sets, sql`, `)}
          FROM (VALUES ${values}) AS v (id, version, ${sql.join(names, sql`, `)})
          WHERE t.id = v.id AND ${store.scope(caller)} AND t.version = v.version RETURNING ${store.selection}`,
    ),
  );
  const byId = new Map(raws.map((raw) => [Number(raw.id), store.toRow(raw)]));
  return updates.map(({ id }) => byId.get(id));
}

/** Deletes the record; false when the caller's organisation has no such record. */
export async function removeRow(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  id: number,
): Promise<boolean> {
  noteWrite(ex, store.def.table);
  const rows = await guard(store, () =>
    queryRows<{ id: number }>(
      ex,
      sql`DELETE FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)} RETURNING t.id`,
    ),
  );
  return rows.length > 0;
}
