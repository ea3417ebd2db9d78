import { RESPONSE_CODES, normaliseSearchText } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { CAST, DEFAULT, RESERVED, ident, toDbValue } from './sql.ts';
import type { TableStore } from './table-store.ts';
import type { Row } from './types.ts';

/** At most about this many parameters in one multi-row INSERT (PostgreSQL takes 65,535). */
const INSERT_PARAMETERS = 30_000;

/** One record of a bulk update: written only where its version is still `version`. */
export interface VersionedUpdate {
  id: number;
  version: number;
  record: Record<string, unknown>;
}

/**
 * Column values of one record: typed columns, the rest in `data`, the search column. A hidden column the
 * record does not give is left out, or, with `uniform`, given as DEFAULT (the rows of a multi-row INSERT
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
  if (def.dataColumn) {
    const extra = Object.fromEntries(
      Object.entries(record).filter(
        ([key, value]) => !store.columnByField.has(key) && !RESERVED.has(key) && value !== undefined,
      ),
    );
    pairs.push([sql.raw('data'), sql`${JSON.stringify(extra)}::jsonb`]);
  }
  if (def.customFields) {
    pairs.push([sql.raw('custom_fields'), sql`${JSON.stringify(record.customFields ?? {})}::jsonb`]);
  }
  const search = def.searchFields.map((f) => normaliseSearchText(String(record[f] ?? ''))).join('|');
  pairs.push([sql.raw('search'), sql`${search}`]);
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

/** The organisation and author columns of a new row of the caller's. */
const authorship = (caller: Caller): [SQL, SQL][] => [
  [sql.raw('org_id'), sql`${caller.orgId}`],
  [sql.raw('created_by'), sql`${caller.staffId}`],
  [sql.raw('updated_by'), sql`${caller.staffId}`],
];

/** Inserts a record of the caller's organisation; answers it as a read would (with its lookups). */
export async function insertRow(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  record: Record<string, unknown>,
): Promise<Row> {
  noteWrite(ex, store.def.table);
  const pairs = [...authorship(caller), ...columnValues(store, record)];
  const columns = sql.join(
    pairs.map(([c]) => c),
    sql`, `,
  );
  const values = sql.join(
    pairs.map(([, v]) => v),
    sql`, `,
  );
  const [raw] = await guard(store, () =>
    queryRows<Record<string, unknown>>(
      ex,
      sql`INSERT INTO ${store.table} AS t (${columns}) VALUES (${values}) RETURNING ${store.selection}`,
    ),
  );
  if (!raw) throw new Error(`insert into ${store.def.table} returned nothing`);
  return store.toRow(raw);
}

/**
 * Inserts records of the caller's organisation with one statement (one per INSERT_PARAMETERS values),
 * not one per record: decision 0217 keeps a bulk save's transaction short. Answers them in the order
 * given, as a read would.
 */
export async function insertRows(
  store: TableStore,
  ex: Executor,
  caller: Caller,
  records: readonly Record<string, unknown>[],
): Promise<Row[]> {
  if (records.length === 0) return [];
  noteWrite(ex, store.def.table);
  const rowsOf = records.map((record) => [...authorship(caller), ...columnValues(store, record, true)]);
  const columns = sql.join(
    (rowsOf[0] ?? []).map(([c]) => c),
    sql`, `,
  );
  // PostgreSQL takes at most 65,535 parameters in a statement.
  const perStatement = Math.max(1, Math.floor(INSERT_PARAMETERS / Math.max(1, rowsOf[0]?.length ?? 1)));
  const saved: Row[] = [];
  for (let start = 0; start < rowsOf.length; start += perStatement) {
    const values = sql.join(
      rowsOf.slice(start, start + perStatement).map(
        (pairs) =>
          sql`(${sql.join(
            pairs.map(([, v]) => v),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const raws = await guard(store, () =>
      queryRows<Record<string, unknown>>(
        ex,
        sql`INSERT INTO ${store.table} AS t (${columns}) VALUES ${values} RETURNING ${store.selection}`,
      ),
    );
    // The ids come from the table's sequence in the order of the VALUES rows.
    saved.push(...raws.map((raw) => store.toRow(raw)).sort((a, b) => a.id - b.id));
  }
  if (saved.length !== records.length) throw new Error(`insert into ${store.def.table} lost rows`);
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
