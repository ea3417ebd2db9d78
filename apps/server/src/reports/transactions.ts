import { AUDITED_MODULES, DOCUMENTS, statusLabel, type DocumentDef, type ReportSort } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { IN_INDIA, dayEnd, dayStart } from '../core/today.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { columnName, tableName } from '../db/schema/describe.ts';
import { escapeLike } from '../stores/sql.ts';

/**
 * Issue 22's transaction report and activity log (decision 1770). The transaction report reads every
 * declared document's header table in one SQL: a UNION ALL built from `DOCUMENTS` (never a list of table
 * names), each branch filtered by the organisation, the period and the filters before the union. The
 * activity log reads the audit trail with the user's name and the module's label.
 */
export interface TransactionQuery {
  from: string;
  to: string;
  documentType?: string;
  partyId?: number;
  status?: number;
  /** Only documents whose number or party's name holds it, in any case (issue 56). */
  q?: string;
  page: number;
  size: number;
  sort?: ReportSort;
}

const column = (document: DocumentDef, key: string) => sql.raw(`d.${columnName(document.key, key)}`);

/** One document type's branch of the union: its headers of the period that the filters keep. */
function branchOf(document: DocumentDef, caller: Caller, query: TransactionQuery): SQL | undefined {
  if (query.documentType !== undefined && query.documentType !== document.key) return undefined;
  if (query.partyId !== undefined && !document.partyRole) return undefined;
  const party = document.partyRole ? column(document, 'partyId') : sql`NULL::bigint`;
  const date = column(document, 'date');
  const conditions = [
    documentScope('d', caller),
    sql`${date} >= ${query.from}::date`,
    sql`${date} <= ${query.to}::date`,
  ];
  if (query.partyId !== undefined) conditions.push(sql`${party} = ${query.partyId}`);
  if (query.status !== undefined) conditions.push(sql`${column(document, 'status')} = ${query.status}`);
  return sql`SELECT ${document.key}::text AS type, ${document.label}::text AS label, d.id, ${column(document, 'number')} AS number,
                    ${date} AS date, ${party} AS party_id, ${column(document, 'status')}::int AS status,
                    ${column(document, 'grandTotal')}::numeric AS amount
             FROM ${sql.raw(tableName(document.key))} d WHERE ${sql.join(conditions, sql` AND `)}`;
}

function documentsOf(caller: Caller, query: TransactionQuery): SQL {
  const branches = Object.values(DOCUMENTS).flatMap((document) => branchOf(document, caller, query) ?? []);
  const union =
    branches.length > 0
      ? sql.join(branches, sql` UNION ALL `)
      : sql`SELECT NULL::text AS type, NULL::text AS label, NULL::bigint AS id, NULL::text AS number, NULL::date AS date, NULL::bigint AS party_id, NULL::int AS status, NULL::numeric AS amount WHERE false`;
  const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return sql`FROM (${union}) t LEFT JOIN party p ON p.org_id = ${caller.orgId} AND p.id = t.party_id
             ${like ? sql`WHERE (t.number ILIKE ${like} OR p.company_name ILIKE ${like})` : sql``}`;
}

const TRANSACTION_SORTS: Readonly<Record<string, SQL>> = {
  documentLabel: sql`lower(t.label)`,
  number: sql`t.number`,
  date: sql`t.date`,
  party: sql`lower(p.company_name)`,
  amount: sql`t.amount`,
};

const direction = (sort: ReportSort | undefined) => (sort?.descending ? sql`DESC` : sql`ASC`);
const orderOf = (sorts: Readonly<Record<string, SQL>>, sort: ReportSort | undefined) => {
  const first = sort && sorts[sort.key];
  return first ? sql`${first} ${direction(sort)} NULLS LAST,` : sql``;
};

interface TransactionRaw {
  type: string;
  label: string;
  id: number;
  number: string | null;
  date: string;
  party: string | null;
  status: number;
  amount: number;
}

export const transactions = {
  count: async (ex: Executor, caller: Caller, query: TransactionQuery): Promise<number> => {
    const [row] = await queryRows<{ total: number }>(
      ex,
      sql`SELECT count(*)::int AS total ${documentsOf(caller, query)}`,
    );
    return row?.total ?? 0;
  },
  /** The sum of the amounts of every document the filter keeps. */
  totals: async (ex: Executor, caller: Caller, query: TransactionQuery): Promise<Record<string, number>> => {
    const [row] = await queryRows<{ amount: number }>(
      ex,
      sql`SELECT coalesce(sum(t.amount), 0)::float8 AS amount ${documentsOf(caller, query)}`,
    );
    return { amount: row?.amount ?? 0 };
  },
  /** A page of documents: newest first, then by number (after the sort asked for; decision 2231). */
  page: async (ex: Executor, caller: Caller, query: TransactionQuery) => {
    const rows = await queryRows<TransactionRaw>(
      ex,
      sql`SELECT t.type, t.label, t.id::int AS id, t.number, to_char(t.date, 'YYYY-MM-DD') AS date,
                 p.company_name AS party, t.status, t.amount::float8 AS amount
          ${documentsOf(caller, query)}
          ORDER BY ${orderOf(TRANSACTION_SORTS, query.sort)} t.date DESC, t.number DESC NULLS LAST, t.label, t.id DESC
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
    );
    return rows.map(({ type, label, ...row }) => ({
      ...row,
      documentType: type,
      documentLabel: label,
      party: row.party ?? '',
      number: row.number ?? '',
      statusLabel: statusLabel(row.status),
    }));
  },
};

export interface ActivityQuery {
  from: string;
  to: string;
  staffId?: number;
  module?: string;
  page: number;
  size: number;
  sort?: ReportSort;
}

/** The audited tables and their modules' labels (a table once: the first module that writes it). */
const MODULE_TABLES = [
  ...new Map(AUDITED_MODULES.map((module) => [tableName(module.value), module.label])).entries(),
];
const MODULE_LABELS = sql.join(
  MODULE_TABLES.map(([table, label]) => sql`(${table}::text, ${label}::text)`),
  sql`, `,
);

function trailOf(caller: Caller, query: ActivityQuery): SQL {
  const conditions = [
    sql`a.org_id = ${caller.orgId}`,
    sql`a.at >= ${dayStart(query.from)}`,
    sql`a.at < ${dayEnd(query.to)}`,
  ];
  // A caller who sees only its own records sees only what it did (decision 1863).
  if (caller.ownRecordsOnly) conditions.push(sql`a.staff_id = ${caller.staffId}`);
  if (query.staffId !== undefined) conditions.push(sql`a.staff_id = ${query.staffId}`);
  if (query.module !== undefined) conditions.push(sql`a.table_name = ${tableName(query.module)}`);
  return sql`FROM audit_log a
             LEFT JOIN staff s ON s.org_id = a.org_id AND s.id = a.staff_id
             LEFT JOIN (VALUES ${MODULE_LABELS}) m(table_name, label) ON m.table_name = a.table_name
             WHERE ${sql.join(conditions, sql` AND `)}`;
}

const ACTIVITY_SORTS: Readonly<Record<string, SQL>> = {
  at: sql`a.at`,
  user: sql`lower(s.username)`,
  moduleLabel: sql`lower(coalesce(m.label, a.table_name))`,
  action: sql`a.action`,
};

export const activityLog = {
  count: async (ex: Executor, caller: Caller, query: ActivityQuery): Promise<number> => {
    const [row] = await queryRows<{ total: number }>(
      ex,
      sql`SELECT count(*)::int AS total ${trailOf(caller, query)}`,
    );
    return row?.total ?? 0;
  },
  /** A page of the trail, latest first (after the sort asked for). */
  page: async (ex: Executor, caller: Caller, query: ActivityQuery) =>
    queryRows<{ at: string; user: string; moduleLabel: string; action: string; record: string }>(
      ex,
      sql`SELECT to_char(a.at AT TIME ZONE ${IN_INDIA}, 'YYYY-MM-DD HH24:MI:SS') AS at, coalesce(s.username, '') AS "user",
                 coalesce(m.label, a.table_name) AS "moduleLabel", a.action,
                 coalesce(a.changes->'number'->>1, a.changes->'number'->>0, '#' || a.record_id) AS record
          ${trailOf(caller, query)}
          ORDER BY ${orderOf(ACTIVITY_SORTS, query.sort)} a.at DESC, a.id DESC
          LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
    ),
};
