import { moduleByKey } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { IN_INDIA } from '../core/today.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import { col } from '../stores/sql.ts';

/** One line of a record's history: what it is, its number or name, its date and its status. */
export interface HistoryLine {
  key: string;
  label: string;
  apiPath: string;
  id: number;
  title: string | null;
  date: string | null;
  status: number | null;
  createdAt: string;
}

/** Where a history line comes from: a resource and the field of it that names the record. */
export interface HistorySource {
  resource: Resource;
  field: string;
}

/**
 * The sources of a record's history (decision 1663): every master and document with a lookup to `key`
 * (the funnel: activities and quotations by `funnelId`), and the `partyDocuments` by the party.
 */
export function historySources(
  key: string,
  resources: readonly Resource[],
  partyDocuments: readonly Resource[],
  partyField: string,
): { own: HistorySource[]; party: HistorySource[] } {
  const own = resources.flatMap((resource) =>
    resource.lookups
      .filter((lookup) => lookup.target === key && !lookup.child)
      .map((lookup) => ({ resource, field: lookup.field })),
  );
  const party = partyDocuments.flatMap((resource) =>
    resource.lookups
      .filter((lookup) => lookup.field === partyField && !lookup.child)
      .map((lookup) => ({ resource, field: lookup.field })),
  );
  return { own, party };
}

/** A field's column under alias t, or the SQL `fallback` when the resource has no such column. */
function columnOr(resource: Resource, field: string | undefined, fallback: SQL): SQL {
  const column = field ? resource.store.columnByField.get(field) : undefined;
  return column ? col('t', column.column) : fallback;
}

/** One source's lines: its title is a document's number or a master's sort field, its date its own. */
function linesOf({ resource, field }: HistorySource, caller: Caller, id: number): SQL {
  const module = moduleByKey(resource.key);
  const title = columnOr(
    resource,
    resource.store.columnByField.has('number') ? 'number' : module?.sortKey,
    sql`NULL`,
  );
  const date = columnOr(
    resource,
    module?.listDate ?? 'date',
    sql`(t.created_at AT TIME ZONE ${IN_INDIA})::date`,
  );
  const status = columnOr(resource, 'status', sql`NULL`);
  return sql`SELECT ${resource.key}::text AS key, ${resource.label}::text AS label, ${resource.apiPath}::text AS "apiPath",
                    t.id, (${title})::text AS title, (${date})::text AS date, (${status})::int AS status,
                    t.created_at AS "createdAt"
             FROM ${resource.store.table} t
             WHERE ${resource.store.scope(caller)} AND ${columnOr(resource, field, sql`NULL`)} = ${id}`;
}

/**
 * A page of a record's history, newest first (by date, then as made), and how many lines there are: the
 * sources' rows, each read through its own scope (a caller who sees only their own documents sees those).
 */
export async function historyPage(
  ex: Executor,
  caller: Caller,
  sources: { own: readonly HistorySource[]; party: readonly HistorySource[] },
  ids: { id: number; partyId: number | null },
  page: { offset: number; size: number },
): Promise<{ rows: HistoryLine[]; total: number }> {
  const parts = [
    ...sources.own.map((source) => linesOf(source, caller, ids.id)),
    ...(ids.partyId === null ? [] : sources.party.map((source) => linesOf(source, caller, ids.partyId ?? 0))),
  ];
  if (parts.length === 0) return { rows: [], total: 0 };
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` UNION `,
  );
  const [result] = await queryRows<{ total: number; rows: HistoryLine[] }>(
    ex,
    sql`WITH h AS (${union})
        SELECT (SELECT count(*)::int FROM h) AS total,
               (SELECT coalesce(json_agg(x), '[]'::json) FROM (
                  SELECT * FROM h ORDER BY date DESC NULLS LAST, "createdAt" DESC, id DESC
                  LIMIT ${page.size} OFFSET ${page.offset}) x) AS rows`,
  );
  return { rows: result?.rows ?? [], total: result?.total ?? 0 };
}
