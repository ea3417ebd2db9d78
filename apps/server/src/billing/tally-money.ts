import {
  DOCUMENTS,
  TALLY_KEEPS,
  tallyMoneyMode,
  type BillingKind,
  type DocumentKey,
  type TallyMoney,
  type TallyMoneyKind,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { columnName } from '../db/schema/describe.ts';
import { idArray } from '../db/recordset.ts';
import { describeDocument } from '../db/schema/document-tables.ts';
import { PERIOD_PAGE } from './outward.ts';
import { KEPT_PARTY, kept, ledgerTables, type LedgerTable, type PeriodQuery } from './outward-tables.ts';

/*
 * The receipts and payments of a period as Tally's vouchers of money (issue 56, decision 2210), read a page at a
 * time in number order: each with its party as it kept it, its mode, its amount and the bills its lines settle.
 */

/** The kinds Tally keeps as vouchers of money. */
export const MONEY_KINDS = (Object.keys(TALLY_KEEPS) as BillingKind[]).filter(
  (kind) => TALLY_KEEPS[kind] === 'money',
);

const column = (table: LedgerTable, field: string, alias: string) =>
  sql`${sql.identifier(alias)}.${sql.identifier(columnName(table.def.key, field))}`;

interface MoneyRow {
  id: number;
  number: string;
  date: string;
  party: string | null;
  mode: string | null;
  amount: number;
}

interface SettledRow {
  doc: number;
  key: string;
  id: number;
  amount: number;
}

/**
 * The numbers the account shows of the documents `ids` of type `key` (an opening's original number, else its
 * own), of the caller's organisation, by id.
 */
async function accountNumbers(
  ex: Executor,
  caller: Caller,
  key: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const def = DOCUMENTS[key as DocumentKey];
  if (!def?.billing || ids.length === 0) return new Map();
  const table = sql.identifier(describeDocument(def).header.name);
  const { numberField } = def.billing;
  const number = numberField
    ? sql`coalesce(d.${sql.identifier(columnName(def.key, numberField))}, d.number)`
    : sql`d.number`;
  const rows = await queryRows<{ id: number; number: string }>(
    ex,
    sql`SELECT d.id, ${number} AS number FROM ${table} d
        WHERE d.org_id = ${caller.orgId} AND d.id = ANY(${idArray(ids)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.number]));
}

/** A page of one table's receipts or payments by id: their headers and what their lines settle. */
async function moneyOf(
  ex: Executor,
  caller: Caller,
  table: LedgerTable,
  ids: readonly number[],
): Promise<Map<number, TallyMoney>> {
  if (ids.length === 0) return new Map();
  const list = idArray(ids);
  const amountField = table.def.billing?.amountField ?? 'grandTotal';
  const headers = await queryRows<MoneyRow>(
    ex,
    sql`SELECT h.id, h.number, to_char(h.date, 'YYYY-MM-DD') AS date, ${KEPT_PARTY} AS party,
               ${column(table, 'mode', 'h')} AS mode, coalesce(${column(table, amountField, 'h')}, 0)::float8 AS amount
        FROM ${sql.identifier(table.header)} h
        WHERE ${documentScope('h', caller)} AND h.id = ANY(${list})`,
  );
  const parent = sql`l.${sql.identifier(table.parent)}`;
  const settled = await queryRows<SettledRow>(
    ex,
    sql`SELECT ${parent} AS doc, ${column(table, 'billingKey', 'l')} AS key, ${column(table, 'billingId', 'l')} AS id,
               coalesce(${column(table, 'amount', 'l')}, 0)::float8 AS amount
        FROM ${sql.identifier(table.lines)} l
        WHERE l.org_id = ${caller.orgId} AND ${parent} = ANY(${list})
        ORDER BY ${parent}, l.line_no`,
  );
  const numbers = new Map<string, Map<number, string>>();
  for (const key of new Set(settled.map((row) => row.key))) {
    const named = settled.filter((row) => row.key === key).map((row) => Number(row.id));
    numbers.set(key, await accountNumbers(ex, caller, key, named));
  }
  return new Map(
    headers.map((row): [number, TallyMoney] => [
      Number(row.id),
      {
        kind: table.billing as TallyMoneyKind,
        number: row.number,
        date: row.date,
        party: row.party ?? '',
        mode: tallyMoneyMode(row.mode ?? ''),
        amount: row.amount,
        settles: settled
          .filter((line) => Number(line.doc) === Number(row.id))
          .map((line) => ({
            name: numbers.get(line.key)?.get(Number(line.id)) ?? '',
            amount: line.amount,
          })),
      },
    ]),
  );
}

/**
 * The period's receipts and payments in number order, a page at a time: the database sorts the period once and
 * answers which document comes where; each page reads its headers and lines by id.
 */
export async function* moneyPages(
  ex: Executor,
  caller: Caller,
  period: PeriodQuery,
  size = PERIOD_PAGE,
): AsyncGenerator<TallyMoney[]> {
  const tables = ledgerTables(period.kinds.filter((kind) => MONEY_KINDS.includes(kind)));
  if (tables.length === 0) return;
  const keys = await queryRows<{ t: number; id: number }>(
    ex,
    sql`SELECT d.t, d.id FROM (${sql.join(
      tables.map(
        (table, index) => sql`SELECT ${index}::int AS t, h.id, h.number ${kept(table, caller, period)}`,
      ),
      sql` UNION ALL `,
    )}) d ORDER BY d.number, d.t, d.id`,
  );
  for (let start = 0; start < keys.length; start += size) {
    const page = keys.slice(start, start + size);
    const read = await Promise.all(
      tables.map((table, index) =>
        moneyOf(
          ex,
          caller,
          table,
          page.filter((key) => key.t === index).map((key) => Number(key.id)),
        ),
      ),
    );
    yield page.flatMap((key) => read[key.t]?.get(Number(key.id)) ?? []);
  }
}
