import {
  LEDGER_SIDE,
  RESPONSE_CODES,
  ledgerLines,
  onAccountOf,
  unpaidOf,
  type BillingKind,
} from '@erp/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { party } from '../db/schema.ts';
import { escapeLike } from '../stores/sql.ts';
import { inList } from '../documents/columns.ts';
import { accountSql, type Excluded, type Parties } from './account.ts';
import type { DocumentResource } from '../documents/resource.ts';

/*
 * Issue 20's party ledger (decision 1451), read from every document that declares `billing`, whatever its
 * table: its kind's side of the account, its amount, and what the receipts and payments allocated to it.
 * Every query is of the caller's organisation; a caller who sees only its own documents reads only those
 * (decision 1863), each settled by every move on the party's account.
 */

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
  /** The rows skipped before the page, oldest first. */
  offset: number;
  size: number;
}

/**
 * GET chemical/partyLedger/{partyId}: the opening balance (before `from`), a page of the documents from `from`
 * to `to` with the running balance, and the closing balance (at `to`). The balance is debit less credit, and
 * the documents are oldest first, so that it reads down the page from the opening to the closing (decision 2232).
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
        ORDER BY w.date, w.rank, w.key, w.id
        LIMIT ${query.size} OFFSET ${query.offset}`,
  );
  // The running balance goes on from what was carried to the page's first line.
  const lines = ledgerLines(opening + (rows[0]?.carried ?? 0), rows);
  const withBalance = rows.map(({ key, kind, id, number, date, left }, index) => ({
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
    rows: withBalance,
    total: sums?.total ?? 0,
  };
}

/** A document of the party still unpaid: what receipts (or payments) have not allocated of it. */
export interface OpenDocument {
  key: string;
  id: number;
  number: string;
  date: string;
  /** Its own due day (an opening balance's), 'yyyy-MM-dd'; none: its date and the party's credit days. */
  due: string | null;
  amount: number;
  unpaid: number;
  partyId: number;
}

/** One live billing document of a party as the account reads it (`accountSql`). */
export interface AccountRow extends OpenDocument {
  kind: BillingKind;
  /** Its own due day (an opening balance's), 'yyyy-MM-dd'; none: its date and the party's credit days. */
  due: string | null;
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
    sql`SELECT a.key, a.kind, a.id, a.number, a.date, a.due, a.amount, a."partyId", a."left"
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
  return sql`SELECT a.key, a.id, a.number, a.date, a.due, a.amount, a."partyId", round((${unpaid})::numeric, 2)::float8 AS unpaid
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
