import { DOCUMENT_STATUS, linesWithCharges, signOf, type Gstr1Line } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { queryJsonRows, queryRows, type Executor } from '../db/client.ts';
import { idArray } from '../db/recordset.ts';
import {
  billingTables,
  headerColumns,
  headerFields,
  joined,
  kept,
  ORDER,
  type BilledDocument,
  type BillingTable,
  type HeaderRow,
  type PeriodOrder,
  type PeriodQuery,
} from './outward-tables.ts';

/**
 * The period's billing documents read a page at a time (decisions 1430, 1490): one page of the register, or
 * every page of one pass in the file's order, each with its lines; and the period's count and totals. Which
 * tables and columns they read is `outward-tables.ts`.
 */

interface LineRow {
  doc: number;
  hsn: string | null;
  item: string | null;
  uqc: string | null;
  quantity: number | null;
  gst_rate: number | null;
  taxable_value: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
}

/** One table's documents of the period, as rows of the union. */
const headersOf = (
  table: BillingTable,
  index: number,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
): SQL =>
  sql`SELECT ${headerColumns(table, index)}, ${ORDER[order](table)} AS sort ${kept(table, caller, query)}`;

async function linesOf(ex: Executor, caller: Caller, table: BillingTable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const list = idArray(ids);
  const parent = sql`l.${sql.identifier(table.parent)}`;
  return queryJsonRows<LineRow>(
    ex,
    {
      doc: parent,
      hsn: sql`k ->> 'hsnCode'`,
      item: sql`k ->> 'item'`,
      uqc: sql`NULLIF(k ->> 'uqc', '')`,
      quantity: sql`l.quantity`,
      gst_rate: sql`l.gst_rate`,
      taxable_value: sql`l.taxable_value`,
      cgst_amount: sql`l.cgst_amount`,
      sgst_amount: sql`l.sgst_amount`,
      igst_amount: sql`l.igst_amount`,
    },
    sql`FROM ${sql.identifier(table.lines)} l
        JOIN ${sql.identifier(table.header)} h ON h.id = ${parent}
        CROSS JOIN LATERAL (SELECT h.kept -> 'lines' -> l.id::text AS k) kept
        -- The organisation on the documents, whose lines are theirs by a same-organisation key: on the lines
        -- too, a planner without statistics reads every line of it for each document (decision 1941). The
        -- documents by id too, not every one of the organisation hashed to join the page's lines.
        WHERE h.org_id = ${caller.orgId} AND h.id = ANY(${list}) AND ${parent} = ANY(${list})`,
    sql`${parent}, l.line_no`,
  );
}

const lineOf = (row: LineRow): Gstr1Line => ({
  hsn: row.hsn ?? '',
  description: row.item ?? '',
  uqc: row.uqc ?? 'OTH',
  quantity: row.quantity ?? 0,
  gstRate: row.gst_rate ?? 0,
  taxableValue: row.taxable_value,
  igst: row.igst_amount,
  cgst: row.cgst_amount,
  sgst: row.sgst_amount,
  cess: 0,
});

/** The documents of `headers` with their lines (header charges in the line they were taxed with). */
async function withLines(
  ex: Executor,
  caller: Caller,
  tables: readonly BillingTable[],
  headers: readonly HeaderRow[],
): Promise<BilledDocument[]> {
  const lines = new Map<string, Gstr1Line[]>();
  for (const [index, table] of tables.entries()) {
    const ids = headers.filter((row) => row.t === index).map((row) => row.id);
    for (const row of await linesOf(ex, caller, table, ids)) {
      const key = `${index}:${row.doc}`;
      const list = lines.get(key);
      if (list) list.push(lineOf(row));
      else lines.set(key, [lineOf(row)]);
    }
  }
  return headers.map((row): BilledDocument => {
    const header = {
      taxableValue: row.taxable_total,
      cgst: row.cgst_total,
      sgst: row.sgst_total,
      igst: row.igst_total,
    };
    return {
      kind: (tables[row.t] as BillingTable).kind,
      id: row.id,
      number: row.number,
      date: row.date,
      party: row.party ?? '',
      recipientGstin: row.gstin,
      ...(row.recipient_type === null ? {} : { recipientType: row.recipient_type }),
      supplierState: row.supplier_state ?? undefined,
      placeOfSupply: row.place_of_supply ?? undefined,
      ...(row.igst_on_intra === true ? { igstOnIntra: true } : {}),
      value: row.grand_total,
      ...(row.invoice_value === null ? {} : { invoiceValue: row.invoice_value }),
      ...(row.invoice_date === null ? {} : { invoiceDate: row.invoice_date }),
      ...(row.party_number && row.party_date
        ? { partyDocument: { number: row.party_number, date: row.party_date } }
        : {}),
      ...(row.invoice_number === null ? {} : { invoiceNumber: row.invoice_number }),
      ...(row.credit_days === null ? {} : { creditDays: Number(row.credit_days) }),
      cancelled: row.status === DOCUMENT_STATUS.CANCELLED,
      roundOff: row.round_off,
      header,
      lines: linesWithCharges(lines.get(`${row.t}:${row.id}`) ?? [], { ...header, cess: 0 }),
    };
  });
}

/** One page of the period's documents in `order` (the register's: an offset, either way). */
export async function periodPage(
  ex: Executor,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
  options: { size: number; offset?: number; descending?: boolean },
): Promise<BilledDocument[]> {
  const tables = billingTables(query.kinds);
  if (tables.length === 0) return [];
  const union = sql.join(
    tables.map((table, index) => headersOf(table, index, caller, query, order)),
    sql` UNION ALL `,
  );
  const { size, offset } = options;
  const way = options.descending ? sql`DESC` : sql`ASC`;
  const headers = await queryRows<HeaderRow>(
    ex,
    sql`SELECT * FROM (${union}) d
        ORDER BY d.sort ${way}, d.t ${way}, d.id ${way} LIMIT ${size} ${offset ? sql`OFFSET ${offset}` : sql``}`,
  );
  return withLines(ex, caller, tables, headers);
}

/** The period's documents of `tables` as `(t, id, sort)`: which table, which document, its place in `order`. */
export const periodKeys = (
  tables: readonly BillingTable[],
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
): SQL =>
  sql.join(
    tables.map(
      (table, index) =>
        sql`SELECT ${index}::int AS t, h.id, ${ORDER[order](table)} AS sort ${kept(table, caller, query)}`,
    ),
    sql` UNION ALL `,
  );

/** Documents a page of a pass holds: 2,500 documents of a few lines each are some megabytes (decision 1430). */
export const PERIOD_PAGE = 2500;

/**
 * Every document of the period in `order`, a page at a time, in one pass (decision 1490): the database sorts
 * the period once and answers only which document comes where (two integers a document, kept packed: 400 KB
 * for 50,000); each page then reads its headers and lines by primary key. No page sorts the period again.
 */
export async function* periodPages(
  ex: Executor,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
  size = PERIOD_PAGE,
): AsyncGenerator<BilledDocument[]> {
  const tables = billingTables(query.kinds);
  if (tables.length === 0) return;
  const keys = await queryRows<{ t: number; id: number }>(
    ex,
    sql`SELECT d.t, d.id FROM (${periodKeys(tables, caller, query, order)}) d ORDER BY d.sort, d.t, d.id`,
  );
  const kinds = Int32Array.from(keys, (key) => key.t);
  const ids = Int32Array.from(keys, (key) => key.id);
  keys.length = 0;
  for (let start = 0; start < ids.length; start += size) {
    const page = { kinds: kinds.subarray(start, start + size), ids: ids.subarray(start, start + size) };
    const read = await Promise.all(
      tables.map((table, index) => {
        const wanted = [...page.ids.filter((_id, at) => page.kinds[at] === index)];
        return wanted.length === 0
          ? Promise.resolve([])
          : queryJsonRows<HeaderRow>(
              ex,
              headerFields(table, index),
              sql`${joined(table)} WHERE ${documentScope('h', caller)} AND h.id = ANY(${idArray(wanted)})`,
            );
      }),
    );
    const byKey = new Map(read.flat().map((row) => [`${row.t}:${row.id}`, row]));
    const headers = [...page.ids].flatMap((id, at) => byKey.get(`${page.kinds[at]}:${id}`) ?? []);
    yield await withLines(ex, caller, tables, headers);
  }
}

/** How many documents of the period the query keeps, and their totals per head (a credit note less). */
export async function periodTotals(
  ex: Executor,
  caller: Caller,
  query: PeriodQuery,
): Promise<{ count: number; totals: Record<string, number> }> {
  const tables = billingTables(query.kinds);
  if (tables.length === 0) return { count: 0, totals: {} };
  const union = sql.join(
    tables.map(
      (table, index) =>
        sql`SELECT ${signOf(table)}::int AS sign, d.* FROM (${headersOf(table, index, caller, query, 'number')}) d`,
    ),
    sql` UNION ALL `,
  );
  const [row] = await queryRows<Record<string, number>>(
    ex,
    sql`SELECT COUNT(*)::int AS count, COALESCE(SUM(sign * taxable_total), 0) AS "taxableValue",
          COALESCE(SUM(sign * cgst_total), 0) AS cgst, COALESCE(SUM(sign * sgst_total), 0) AS sgst,
          COALESCE(SUM(sign * igst_total), 0) AS igst, COALESCE(SUM(sign * round_off), 0) AS "roundOff",
          COALESCE(SUM(sign * grand_total), 0) AS total
        FROM (${union}) u`,
  );
  const { count = 0, ...totals } = row ?? {};
  return { count, totals };
}
