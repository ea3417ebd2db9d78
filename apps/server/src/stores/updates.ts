import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { noteWrite } from '../core/transaction.ts';
import type { Executor } from '../db/client.ts';
import { CAST, DEFAULT, ident, toDbValue } from './sql.ts';
import type { Row, StoredTable } from './types.ts';
import { extraFields, runAudited, searchText } from './writes.ts';

/** One record of a bulk update: written only where its version is still `version`. */
export interface VersionedUpdate {
  id: number;
  version: number;
  record: Record<string, unknown>;
}

/** What every update also sets: the next version, who wrote it and when. */
const stamped = (caller: Caller): SQL[] => [
  sql`version = t.version + 1`,
  sql`updated_by = ${caller.staffId}`,
  sql`updated_at = now()`,
];

/**
 * Column values of one record: typed columns, the rest in `data`, the search column. A hidden column the
 * record does not give is left out, or, with `uniform`, given as DEFAULT (the rows of a multi-row UPDATE
 * name the same columns).
 */
function columnValues(store: StoredTable, record: Record<string, unknown>, uniform = false): [SQL, SQL][] {
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
function columnCasts(store: StoredTable): string[] {
  const { def } = store;
  return [
    ...def.columns.map((c) => CAST[c.type]),
    ...(def.dataColumn ? ['jsonb'] : []),
    ...(def.customFields ? ['jsonb'] : []),
    'text',
  ];
}

/** Writes the whole record when its version is still `version`; answers it as a read would, or undefined. */
export async function updateRow(
  store: StoredTable,
  ex: Executor,
  caller: Caller,
  { id, version, record }: VersionedUpdate,
): Promise<Row | undefined> {
  noteWrite(ex, store.def.table);
  const sets = columnValues(store, record).map(([c, v]) => sql`${c} = ${v}`);
  sets.push(...stamped(caller));
  const [raw] = await runAudited(
    store,
    ex,
    caller,
    'update',
    sql`UPDATE ${store.table} t SET ${sql.join(sets, sql`, `)}
        WHERE t.id = ${id} AND ${store.scope(caller)} AND t.version = ${version}`,
    { prior: sql`SELECT * FROM ${store.table} t WHERE t.id = ${id} AND ${store.scope(caller)}` },
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
  store: StoredTable,
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
  noteWrite(ex, store.def.table, updates.length);
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
  sets.push(...stamped(caller));
  const ids = sql.join(
    updates.map(({ id }) => sql`${id}`),
    sql`, `,
  );
  const raws = await runAudited(
    store,
    ex,
    caller,
    'update',
    sql`UPDATE ${store.table} t SET ${sql.join(sets, sql`, `)}
        FROM (VALUES ${values}) AS v (id, version, ${sql.join(names, sql`, `)})
        WHERE t.id = v.id AND ${store.scope(caller)} AND t.version = v.version`,
    { prior: sql`SELECT * FROM ${store.table} t WHERE t.id IN (${ids}) AND ${store.scope(caller)}` },
  );
  const byId = new Map(raws.map((raw) => [Number(raw.id), store.toRow(raw)]));
  return updates.map(({ id }) => byId.get(id));
}
