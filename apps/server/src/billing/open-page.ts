import { SETTLES, entryDaysPastDue, entryDueDate, type BillingKind } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { escapeLike } from '../stores/sql.ts';
import { openSql, partyOf, type OpenDocument } from './party-ledger.ts';
import type { DocumentResource } from '../documents/resource.ts';

/*
 * The picker of a receipt's or payment's lines (decision 1470): the party's open documents it settles, a
 * page at a time, oldest first, searched by number, each with its type, due day and days past due.
 */

/** One open document as the picker lists it. */
export interface OpenDocumentRow extends Omit<OpenDocument, 'partyId' | 'due'> {
  /** Its type's label ("Sales Invoice"). */
  type: string;
  dueDate: string;
  daysPastDue: number;
}

export interface OpenPageQuery {
  /** The settling document's kind: a receipt's open invoices, a payment's open bills. */
  kind: BillingKind;
  page: number;
  size: number;
  q: string;
  /** Today, 'yyyy-MM-dd'. */
  today: string;
}

/** GET chemical/partyLedger/open/{partyId}: 404 for a party not of the caller's organisation. */
export async function openPage(
  ex: Executor,
  resources: readonly DocumentResource[],
  caller: Caller,
  partyId: number,
  query: OpenPageQuery,
): Promise<{ rows: OpenDocumentRow[]; total: number }> {
  const party = await partyOf(ex, caller, partyId);
  const open = openSql(resources, caller, [partyId], SETTLES[query.kind] ?? []);
  if (!open) return { rows: [], total: 0 };
  const found = sql`FROM (${open}) o WHERE o.number ILIKE ${`%${escapeLike(query.q)}%`}`;
  const [counted] = await queryRows<{ total: number }>(ex, sql`SELECT count(*)::int AS total ${found}`);
  const rows = await queryRows<OpenDocument>(
    ex,
    sql`SELECT o.* ${found} ORDER BY o.date, o.key, o.id
        LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
  );
  const labels = new Map<string, string>(resources.map((resource) => [resource.def.key, resource.def.label]));
  return {
    rows: rows.map(({ key, id, number, date, due, amount, unpaid }) => ({
      key,
      type: labels.get(key) ?? key,
      id: Number(id),
      number,
      date,
      dueDate: entryDueDate({ date, due }, party.creditDays),
      daysPastDue: entryDaysPastDue({ date, due }, party.creditDays, query.today),
      amount,
      unpaid,
    })),
    total: counted?.total ?? 0,
  };
}
