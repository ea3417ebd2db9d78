import type { DocumentAction } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { StoredTable } from './types.ts';

/** What a write did to a record: a document's transitions are actions of their own (decision 0807). */
export type AuditAction = 'create' | 'update' | 'delete' | DocumentAction;

/**
 * Columns the trail never shows: the record's bookkeeping (in the entry itself), its search text, and what a
 * document kept of its masters at its submit (decision 1820), which the document shows itself (decision 2384).
 */
const BOOKKEEPING = [
  'id',
  'org_id',
  'version',
  'created_by',
  'created_at',
  'updated_by',
  'updated_at',
  'search',
  'kept',
];

/** The keys `audit_changes` leaves out for this store: bookkeeping, hidden columns, secrets. */
function unaudited(store: StoredTable): string[] {
  const { def } = store;
  return [
    ...BOOKKEEPING,
    ...def.columns.filter((c) => c.hidden).map((c) => c.column),
    ...(def.secretFields ?? []),
  ];
}

/** The row under `alias` as the trail compares it: its columns, and the fields kept in `data` as keys of their own. */
function rowJson(store: StoredTable, alias: string): SQL {
  const row = sql.identifier(alias);
  return store.def.dataColumn
    ? sql`((to_jsonb(${row}) - 'data') || coalesce(${row}.data, '{}'::jsonb))`
    : sql`to_jsonb(${row})`;
}

/**
 * What `audit_changes` gives for a create (`audit_changes(NULL, row, keys)`, `created`) or a delete
 * (`audit_changes(row, NULL, keys)`): each audited key of the row whose value is not null, as [null, value]
 * or [value, null]. Written out here because PostgreSQL cannot inline the function: called once per row,
 * it took a third of a bulk save's INSERT of 100 items (decision 0217, addendum of 2026-11-24).
 */
function oneSided(row: SQL, keys: SQL, created: boolean): SQL {
  const pair = created ? sql`'null'::jsonb, e.value` : sql`e.value, 'null'::jsonb`;
  return sql`(SELECT coalesce(jsonb_object_agg(e.key, jsonb_build_array(${pair})), '{}'::jsonb)
    FROM jsonb_each(${row}) e WHERE e.key <> ALL (${keys}) AND e.value <> 'null'::jsonb)`;
}

/**
 * A data-modifying CTE, `audit AS (INSERT INTO audit_log …)`, that records `action` for each row of the
 * CTE `written` (the rows as the table now has them); `before`, for an update, is a CTE of the same rows
 * as they were.
 */
function auditCte(
  store: StoredTable,
  caller: Caller,
  action: AuditAction,
  written: string,
  before?: string,
): SQL {
  const org = sql`${sql.identifier(written)}.${sql.identifier(store.def.orgColumn ?? 'org_id')}`;
  const id = sql`${sql.identifier(written)}.id`;
  const from = before
    ? sql`${sql.identifier(written)} JOIN ${sql.identifier(before)} ON ${sql.identifier(before)}.id = ${id}`
    : sql`${sql.identifier(written)}`;
  const keys = sql.raw(
    `ARRAY[${unaudited(store)
      .map((key) => `'${key}'`)
      .join(', ')}]::text[]`,
  );
  const changes =
    action === 'create' || action === 'delete'
      ? oneSided(rowJson(store, written), keys, action === 'create')
      : sql`audit_changes(${rowJson(store, before ?? written)}, ${rowJson(store, written)}, ${keys})`;
  return sql`audit AS (
    INSERT INTO audit_log (org_id, table_name, record_id, action, staff_id, changes)
    SELECT ${org}, ${store.def.table}, ${id}, ${action}, ${caller.staffId}::bigint, ${changes}
    FROM ${from})`;
}

/**
 * `write` (an INSERT, UPDATE or DELETE of the store's table under alias t, without RETURNING) with its
 * audit trail, in one statement (decision 0805): `WITH written AS (write RETURNING t.*), audit AS (INSERT
 * INTO audit_log …) SELECT answer FROM written t`. An update gives `prior`, a SELECT of the rows it may
 * write: the statement's snapshot reads them as they were before it (and a row another writer changed
 * meanwhile fails the update's version check, so it has no entry). Hand-written: drizzle has no
 * data-modifying CTE.
 */
export function audited(
  store: StoredTable,
  caller: Caller,
  action: AuditAction,
  write: SQL,
  options: { prior?: SQL; answer?: SQL } = {},
): SQL {
  const prior = options.prior ? sql`prior AS (${options.prior}), ` : sql``;
  return sql`WITH ${prior}written AS (${write} RETURNING t.*),
    ${auditCte(store, caller, action, 'written', options.prior ? 'prior' : undefined)}
    SELECT ${options.answer ?? store.selection} FROM written t`;
}
