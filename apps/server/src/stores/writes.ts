import { RESPONSE_CODES, normaliseSearchText } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { noteWrite } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';
import { CAST, RESERVED, toDbValue } from './sql.ts';
import { audited, type AuditAction } from './audit.ts';
import type { ColumnType, Row, StoredTable } from './types.ts';

/** A record's fields that have no column of their own: kept in its `data` column. */
export const extraFields = (store: StoredTable, record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => !store.columnByField.has(key) && !RESERVED.has(key) && value !== undefined,
    ),
  );

/** A record's search text: its searched fields, normalised as the domain searches them. */
export const searchText = (store: StoredTable, record: Record<string, unknown>): string =>
  store.def.searchFields.map((f) => normaliseSearchText(String(record[f] ?? ''))).join('|');

/** Turns constraint violations into the codes a user understands. */
export async function guard<T>(store: StoredTable, work: () => Promise<T>): Promise<T> {
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

/** A write with its audit trail, in one statement (decision 0805); a constraint's refusal in the user's words. */
export function runAudited(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  action: AuditAction,
  write: SQL,
  options: { prior?: SQL; answer?: SQL } = {},
): Promise<Record<string, unknown>[]> {
  return guard(store, () =>
    queryRows<Record<string, unknown>>(ex, audited(store, caller, action, write, options)),
  );
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
 * What an insert answers: each row as a read would (`record`), or only its id and version (`id`: a sheet's
 * import reads nothing back, and the lookups of 10,000 rows were most of what the INSERT returned).
 */
export type InsertAnswer = 'record' | 'id';

/**
 * One INSERT of `records` (which give the same hidden columns), its rows sent as one jsonb array: the
 * statement's text is the same whatever the number of rows, and a parameter per value would cost more to
 * build and render than the database takes to write the rows (decision 0217, addendum).
 */
async function insertJsonRows(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  records: readonly Record<string, unknown>[],
  answer: InsertAnswer,
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
  const raws = await runAudited(
    store,
    ex,
    caller,
    'create',
    sql`INSERT INTO ${store.table} AS t (${target})
            SELECT ${caller.orgId}::bigint, ${caller.staffId}::bigint, ${caller.staffId}::bigint, ${sql.raw(reads.join(', '))}
            FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS e (j, n)
            ORDER BY e.n`,
    answer === 'id' ? { answer: sql`t.id, t.version` } : {},
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
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  records: readonly Record<string, unknown>[],
  answer: InsertAnswer = 'record',
): Promise<Row[]> {
  if (records.length === 0) return [];
  noteWrite(ex, store.def.table, records.length);
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
    saved.push(...(await insertJsonRows(store, ex, caller, records.slice(start, end), answer)));
    start = end;
  }
  if (saved.length !== records.length) throw new Error(`insert into ${store.def.table} lost rows`);
  return saved;
}

/** Inserts a record of the caller's organisation; answers it as a read would (with its lookups). */
export async function insertRow(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  record: Record<string, unknown>,
): Promise<Row> {
  const [saved] = await insertRows(store, ex, caller, [record]);
  if (!saved) throw new Error(`insert into ${store.def.table} returned nothing`);
  return saved;
}

/** Deletes the record; false when the caller's organisation has no such record. */
export async function removeRow(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  id: number,
): Promise<boolean> {
  noteWrite(ex, store.def.table);
  const rows = await runAudited(
    store,
    ex,
    caller,
    'delete',
    sql`DELETE FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}`,
    {
      answer: sql`t.id`,
    },
  );
  return rows.length > 0;
}
