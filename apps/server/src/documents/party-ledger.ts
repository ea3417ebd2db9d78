import {
  DOCUMENT_STATUS as S,
  LEDGER_ORDER,
  LEDGER_SIDE,
  RESPONSE_CODES,
  SETTLES,
  ledgerLines,
  onAccountOf,
  standingStatuses,
  unpaidOf,
  type BillingKind,
} from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { party } from '../db/schema.ts';
import { escapeLike } from '../stores/sql.ts';
import { headerColumn, inList, lineColumn } from './orders.ts';
import type { DocumentResource } from './resource.ts';

/*
 * Issue 20's party ledger (decision 1451), read from every document that declares `billing`, whatever its
 * table: its kind's side of the account, its amount, and what the receipts and payments allocated to it.
 * Every query is of the caller's organisation, all its users' documents (an account is the party's, not the
 * user's).
 */

/** The documents that count on an account: submitted and not cancelled, nor waiting for approval. */
const liveStatuses = (resource: DocumentResource) =>
  standingStatuses(resource.def.statuses).filter((status) => status !== S.PENDING_APPROVAL);

const billingOf = (resource: DocumentResource) => {
  const { billing } = resource.def;
  if (!billing) throw new Error(`${resource.def.key} is no billing document`);
  return billing;
};

/** The billing documents among the resources. */
export const billingResources = (resources: Iterable<DocumentResource>): DocumentResource[] =>
  [...resources].filter((resource) => resource.def.billing !== undefined);

/** The parties asked for: one, several, or (null) every party. */
type Parties = readonly number[] | null;

/**
 * A resource's live documents of the parties: key, kind, its place in a day (`LEDGER_ORDER`), id, number,
 * date, amount, signed (debit +, credit −).
 */
function documentsOf(resource: DocumentResource, caller: Caller, parties: Parties): SQL {
  const partyColumn = headerColumn(resource, 'partyId');
  const ofParties = parties === null ? sql`` : sql`AND ${partyColumn} IN (${inList(parties)})`;
  const { kind, amountField } = billingOf(resource);
  const amount = sql`coalesce(${headerColumn(resource, amountField ?? 'grandTotal')}, 0)::float8`;
  const sign = LEDGER_SIDE[kind] === 'debit' ? 1 : -1;
  return sql`SELECT ${resource.def.key}::text AS key, ${kind}::text AS kind, ${LEDGER_ORDER[kind]}::int AS rank,
                    t.id, t.number,
                    ${partyColumn} AS "partyId",
                    to_char(${headerColumn(resource, 'date')}, 'YYYY-MM-DD') AS date,
                    ${amount} AS amount, ${amount} * ${sign} AS signed
             FROM ${sql.identifier(resource.store.def.table)} t
             WHERE t.org_id = ${caller.orgId} ${ofParties}
               AND t.status IN (${inList(liveStatuses(resource))})`;
}

/** Every billing document of the parties, as one union. */
const ledgerUnion = (resources: readonly DocumentResource[], caller: Caller, parties: Parties): SQL =>
  sql.join(
    resources.map((resource) => documentsOf(resource, caller, parties)),
    sql` UNION ALL `,
  );

/** A receipt or payment left out of what is allocated: the one being submitted, counted against the rest. */
export interface Excluded {
  key: string;
  id: number;
}

/** The document type a note's `billing.againstField` names (its lookup's module), none without one. */
function againstOf(resource: DocumentResource): { field: string; key: string } | null {
  const field = billingOf(resource).againstField;
  const key = resource.def.fields.find((candidate) => candidate.key === field)?.lookup?.module;
  return field && key ? { field, key } : null;
}

/**
 * What moves between two documents of the account (decision 1835), each move twice, once for each end with
 * the other as its partner, so that what is left of all of them is still what they were: a live receipt's or
 * payment's line (but `excluded`'s) moves its amount from it to the document it names, a live note
 * (`billing.againstField`, decision 1470) all of itself to its invoice. Key, id, partner key and id, moved
 * (signed as the ledger: what is left of a document is its signed amount less what moved).
 */
function movesUnion(resources: readonly DocumentResource[], caller: Caller, excluded?: Excluded): SQL {
  const lines = resources.flatMap((resource) => {
    const { kind } = billingOf(resource);
    if (SETTLES[kind] === undefined) return [];
    const sign = LEDGER_SIDE[kind] === 'debit' ? 1 : -1;
    const line = sql`FROM ${sql.identifier(resource.lines.table)} l
          JOIN ${sql.identifier(resource.store.def.table)} t ON t.org_id = l.org_id AND t.id = l.${sql.identifier(resource.lines.parent)}
          WHERE l.org_id = ${caller.orgId} AND t.status IN (${inList(liveStatuses(resource))})
            ${excluded?.key === resource.def.key ? sql`AND t.id <> ${excluded.id}` : sql``}`;
    const target = sql`${lineColumn(resource, 'billingKey')}::text`;
    const id = sql`${lineColumn(resource, 'billingId')}::bigint`;
    const amount = sql`coalesce(${lineColumn(resource, 'amount')}, 0)::float8`;
    const self = sql`${resource.def.key}::text`;
    return [
      sql`SELECT ${target} AS key, ${id} AS id, ${self} AS "partnerKey", t.id::bigint AS "partnerId", -${amount} * ${sign} AS moved ${line}`,
      sql`SELECT ${self} AS key, t.id::bigint AS id, ${target} AS "partnerKey", ${id} AS "partnerId", ${amount} * ${sign} AS moved ${line}`,
    ];
  });
  const notes = resources.flatMap((resource) => {
    const against = againstOf(resource);
    if (!against) return [];
    const { kind, amountField } = billingOf(resource);
    const signed = sql`coalesce(${headerColumn(resource, amountField ?? 'grandTotal')}, 0)::float8 * ${LEDGER_SIDE[kind] === 'debit' ? 1 : -1}`;
    const note = sql`FROM ${sql.identifier(resource.store.def.table)} t
          WHERE t.org_id = ${caller.orgId} AND t.status IN (${inList(liveStatuses(resource))})`;
    const invoice = sql`${headerColumn(resource, against.field)}::bigint`;
    const self = sql`${resource.def.key}::text`;
    return [
      sql`SELECT ${against.key}::text AS key, ${invoice} AS id, ${self} AS "partnerKey", t.id::bigint AS "partnerId", -${signed} AS moved ${note}`,
      sql`SELECT ${self} AS key, t.id::bigint AS id, ${against.key}::text AS "partnerKey", ${invoice} AS "partnerId", ${signed} AS moved ${note}`,
    ];
  });
  const parts = [...lines, ...notes];
  if (parts.length === 0)
    return sql`SELECT NULL::text AS key, NULL::bigint AS id, NULL::text AS "partnerKey", NULL::bigint AS "partnerId", 0::float8 AS moved WHERE false`;
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The one reader of the parties' accounts (decision 1835): every live billing document of the parties with
 * the ledger's columns and what is left of it (`left`, signed: its amount less what moved to or from it, a
 * move counted only while both its ends stand on these parties' accounts). What is left of all of a party's
 * documents is its ledger balance; `partyAccount` and `unpaidOf` in `@erp/domain` read it.
 */
export function accountSql(
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: Parties,
  excluded?: Excluded,
): SQL {
  return sql`WITH d AS (${ledgerUnion(resources, caller, parties)}), x AS (${movesUnion(resources, caller, excluded)})
    SELECT d.*, round((d.signed - coalesce(m.moved, 0))::numeric, 2)::float8 AS "left"
    FROM d LEFT JOIN (
      SELECT x.key, x.id, sum(x.moved) AS moved FROM x
      JOIN d p ON p.key = x."partnerKey" AND p.id = x."partnerId"
      GROUP BY x.key, x.id) m ON m.key = d.key AND m.id = d.id`;
}

/** Throws a 404 unless the party is of the caller's organisation; answers its credit terms. */
export async function partyOf(
  ex: Executor,
  caller: Caller,
  partyId: number,
): Promise<{ id: number; name: string; creditLimit: number | null; creditDays: number | null }> {
  const [found] = await ex
    .select({
      id: party.id,
      name: party.companyName,
      creditLimit: party.creditLimit,
      creditDays: party.creditDays,
    })
    .from(party)
    .where(and(eq(party.orgId, caller.orgId), eq(party.id, partyId)));
  if (!found) throw new AppError(RESPONSE_CODES.NOT_FOUND);
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...found,
    name: found.name ?? '',
    creditLimit: number(found.creditLimit),
    creditDays: number(found.creditDays),
  };
}

/** One line of the ledger. */
export interface PartyLedgerRow {
  key: string;
  kind: BillingKind;
  id: number;
  number: string;
  date: string;
  debit: number;
  credit: number;
  balance: number;
  /** What is left of it on account now (an advance received or paid; `onAccountOf`), signed as the balance. */
  onAccount: number;
}

export interface PartyLedger {
  opening: number;
  closing: number;
  rows: PartyLedgerRow[];
  total: number;
}

export interface LedgerQuery {
  from: string | null;
  to: string | null;
  /** The rows skipped before the page (oldest or newest first, as asked). */
  offset: number;
  size: number;
  newestFirst: boolean;
}

/**
 * GET chemical/partyLedger/{partyId}: the opening balance (before `from`), a page of the documents from `from`
 * to `to` with the running balance, and the closing balance (at `to`). The balance is debit less credit.
 */
export async function partyLedger(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  partyId: number,
  query: LedgerQuery,
): Promise<PartyLedger> {
  await partyOf(ex, caller, partyId);
  if (resources.length === 0) return { opening: 0, closing: 0, rows: [], total: 0 };
  const union = accountSql(resources, caller, [partyId]);
  const before = query.from === null ? sql`false` : sql`d.date < ${query.from}`;
  const within = sql`(${query.from}::text IS NULL OR d.date >= ${query.from}) AND (${query.to}::text IS NULL OR d.date <= ${query.to})`;
  const [sums] = await queryRows<{ opening: number; moved: number; total: number }>(
    ex,
    sql`SELECT coalesce(sum(d.signed) FILTER (WHERE ${before}), 0)::float8 AS opening,
               coalesce(sum(d.signed) FILTER (WHERE ${within}), 0)::float8 AS moved,
               (count(*) FILTER (WHERE ${within}))::int AS total
        FROM (${union}) d`,
  );
  const opening = sums?.opening ?? 0;
  const order = query.newestFirst ? sql`DESC` : sql`ASC`;
  const rows = await queryRows<{
    key: string;
    kind: BillingKind;
    id: number;
    number: string;
    date: string;
    amount: number;
    left: number;
    carried: number;
  }>(
    ex,
    sql`SELECT * FROM (
          SELECT d.key, d.kind, d.rank, d.id, d.number, d.date, d.amount, d."left",
                 coalesce(sum(d.signed) OVER (ORDER BY d.date, d.rank, d.key, d.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::float8 AS carried
          FROM (${union}) d WHERE ${within}) w
        ORDER BY w.date ${order}, w.rank ${order}, w.key ${order}, w.id ${order}
        LIMIT ${query.size} OFFSET ${query.offset}`,
  );
  // The running balance is computed oldest first from what was carried to the page's oldest line.
  const oldestFirst = query.newestFirst ? [...rows].reverse() : rows;
  const carried = opening + (oldestFirst[0]?.carried ?? 0);
  const lines = ledgerLines(carried, oldestFirst);
  const withBalance = oldestFirst.map(({ key, kind, id, number, date, left }, index) => ({
    key,
    kind,
    id: Number(id),
    number,
    date,
    ...lines[index]!,
    onAccount: onAccountOf({ kind, left }),
  }));
  return {
    opening,
    closing: Math.round((opening + (sums?.moved ?? 0)) * 100) / 100,
    rows: query.newestFirst ? withBalance.reverse() : withBalance,
    total: sums?.total ?? 0,
  };
}

/** A document of the party still unpaid: what receipts (or payments) have not allocated of it. */
export interface OpenDocument {
  key: string;
  id: number;
  number: string;
  date: string;
  amount: number;
  unpaid: number;
  partyId: number;
}

/** One live billing document of a party as the account reads it (`accountSql`). */
export interface AccountRow extends OpenDocument {
  kind: BillingKind;
  left: number;
}

/** Every live billing document of the parties with what is left of it, oldest first. */
export async function accountEntries(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: readonly number[],
): Promise<AccountRow[]> {
  if (resources.length === 0 || parties.length === 0) return [];
  const rows = await queryRows<Omit<AccountRow, 'unpaid'>>(
    ex,
    sql`SELECT a.key, a.kind, a.id, a.number, a.date, a.amount, a."partyId", a."left"
        FROM (${accountSql(resources, caller, parties)}) a ORDER BY a.date, a.rank, a.key, a.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    partyId: Number(row.partyId),
    unpaid: unpaidOf(row),
  }));
}

/**
 * The query of the documents of `kinds` still open with what is unpaid of each: `unpaidOf` in SQL, so that a
 * picker pages and searches them on the server.
 */
export function openSql(
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: Parties,
  kinds: readonly BillingKind[],
  excluded?: Excluded,
): SQL | null {
  if (kinds.length === 0 || resources.length === 0) return null;
  const unpaid = sql`(CASE a.kind ${sql.join(
    kinds.map((kind) => sql`WHEN ${kind} THEN ${sql.raw(LEDGER_SIDE[kind] === 'debit' ? '1' : '-1')}`),
    sql` `,
  )} END) * a."left"`;
  return sql`SELECT a.key, a.id, a.number, a.date, a.amount, a."partyId", round((${unpaid})::numeric, 2)::float8 AS unpaid
        FROM (${accountSql(resources, caller, parties, excluded)}) a
        WHERE a.kind IN (${inList(kinds)}) AND ${unpaid} > 0.005`;
}

/**
 * The parties' documents a receipt or payment settles (invoices, or bills) with what is unpaid of each,
 * oldest first; `excluded` the receipt being submitted.
 */
export async function openDocuments(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: readonly number[],
  kinds: readonly BillingKind[],
  excluded?: Excluded,
): Promise<OpenDocument[]> {
  const open = parties.length === 0 ? null : openSql(resources, caller, parties, kinds, excluded);
  if (!open) return [];
  const rows = await queryRows<OpenDocument>(ex, sql`SELECT * FROM (${open}) o ORDER BY o.date, o.key, o.id`);
  return rows.map((row) => ({ ...row, id: Number(row.id), partyId: Number(row.partyId) }));
}

/** A page of the parties with something left on a document of `kinds`, by name (searched), and their count. */
export async function accountParties(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  kinds: readonly BillingKind[],
  page: { page: number; size: number; q: string },
): Promise<{ rows: { id: number; name: string; creditDays: number | null }[]; total: number }> {
  if (kinds.length === 0 || resources.length === 0) return { rows: [], total: 0 };
  const parties = sql`SELECT p.id, p.company_name AS name, p.credit_days AS "creditDays"
        FROM party p WHERE p.org_id = ${caller.orgId}
          AND p.company_name ILIKE ${`%${escapeLike(page.q)}%`}
          AND p.id IN (SELECT a."partyId" FROM (${accountSql(resources, caller, null)}) a
                       WHERE a.kind IN (${inList(kinds)}) AND abs(a."left") > 0.005)`;
  const [counted] = await queryRows<{ total: number }>(
    ex,
    sql`SELECT count(*)::int AS total FROM (${parties}) q`,
  );
  const rows = await queryRows<{ id: number; name: string; creditDays: number | null }>(
    ex,
    sql`${parties} ORDER BY p.company_name, p.id LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`,
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      creditDays: row.creditDays === null ? null : Number(row.creditDays),
    })),
    total: counted?.total ?? 0,
  };
}

/** Each party's balance (what is left of all its documents), of the parties with one. */
export async function partyBalances(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  parties: Parties,
): Promise<{ partyId: number; balance: number }[]> {
  if (resources.length === 0 || parties?.length === 0) return [];
  const rows = await queryRows<{ partyId: number; balance: number }>(
    ex,
    sql`SELECT a."partyId", round(sum(a."left")::numeric, 2)::float8 AS balance
        FROM (${accountSql(resources, caller, parties)}) a GROUP BY a."partyId"`,
  );
  return rows.map((row) => ({ partyId: Number(row.partyId), balance: row.balance }));
}

/** What the party owes now (its balance), for credit control. */
export async function outstandingOf(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  partyId: number,
): Promise<number> {
  const [row] = await partyBalances(ex, resources, caller, [partyId]);
  return row?.balance ?? 0;
}
