import {
  DOCUMENTS,
  DOCUMENT_STATUS,
  linesWithCharges,
  OTHER_COUNTRY,
  type BillingKind,
  type DocumentDef,
  type Gstr1Document,
  type Gstr1Line,
  type TallyReference,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { queryJsonRows, queryRows, type Executor } from '../db/client.ts';
import { columnName } from '../db/schema/describe.ts';
import { describeDocument } from '../db/schema/document-tables.ts';

/**
 * The billing documents of a period read generically (decision 1430): every `DOCUMENTS` entry declaring a
 * `billing.kind` the caller asks for, read from its own tables in one `UNION ALL`, a page at a time in a
 * stable order, never the month at once. A number is given once a document is submitted, so the drafts
 * are never read; the cancelled ones only where table 13 counts them.
 */

/** The kinds of a billing document as GSTR-1 and Tally name them. */
const KIND_OF: Partial<Record<BillingKind, BilledDocument['kind']>> = {
  invoice: 'invoice',
  creditNote: 'credit',
  debitNote: 'debit',
  purchaseBill: 'bill',
};
export const OUTWARD: readonly BillingKind[] = ['invoice', 'creditNote', 'debitNote'];

/** A document of the period: GSTR-1's view of it, with what the register, files and Tally print. */
export interface BilledDocument extends Omit<Gstr1Document, 'kind'> {
  kind: 'invoice' | 'credit' | 'debit' | 'bill';
  id: number;
  date: string;
  party: string;
  cancelled: boolean;
  roundOff: number;
  /** The header's totals (its lines and charges). */
  header: { taxableValue: number; cgst: number; sgst: number; igst: number };
  /** The party's own number and date of the document, where it declares them (a supplier's bill). */
  partyDocument?: TallyReference;
}

/** Which documents of which period: the dates both ends included, one branch or all. */
export interface PeriodQuery {
  kinds: readonly BillingKind[];
  from: string;
  to: string;
  branchId?: number;
  /** Cancelled ones too (table 13 counts them). */
  cancelled?: boolean;
  /** Only those to a recipient with a GSTIN (true) or without (false). */
  registered?: boolean;
}

/**
 * How a page is ordered: by number, date or party (the register, Tally), or as GSTR-1's file meets its tables
 * (`return`, decision 1490): invoices before notes; of each, those to registered recipients by GSTIN, then
 * to the unregistered by place of supply, then exports (tax paid before none), each group by date and
 * number; compared byte by byte, so a group is never split by a collation's rules.
 */
export type PeriodOrder = 'number' | 'date' | 'party' | 'return';
interface HeaderRow {
  t: number;
  id: number;
  number: string;
  date: string;
  status: number;
  party: string | null;
  gstin: string | null;
  place_of_supply: string | null;
  supplier_state: string | null;
  taxable_total: number;
  cgst_total: number;
  sgst_total: number;
  igst_total: number;
  round_off: number;
  grand_total: number;
  invoice_value: number | null;
  invoice_date: string | null;
  party_number: string | null;
  party_date: string | null;
}

interface LineRow {
  doc: number;
  hsn: string | null;
  uqc: string | null;
  quantity: number | null;
  gst_rate: number | null;
  taxable_value: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
}

export interface BillingTable {
  def: DocumentDef;
  kind: BilledDocument['kind'];
  header: string;
  lines: string;
  parent: string;
}

export const billingTables = (kinds: readonly BillingKind[]): BillingTable[] =>
  Object.values(DOCUMENTS).flatMap((def) => {
    const kind = def.billing && kinds.includes(def.billing.kind) ? KIND_OF[def.billing.kind] : undefined;
    if (!kind) return [];
    const tables = describeDocument(def);
    return [
      { def, kind, header: tables.header.name, lines: tables.lines.name, parent: `${tables.header.name}_id` },
    ];
  });

/**
 * A column (`grand_total`, `date`) of the invoice a note amends, by its declared `againstField`; NULL (of
 * `type`) for an invoice.
 */
function amendedInvoice(table: BillingTable, column: string, type: SQL): SQL {
  const field = table.def.billing?.againstField;
  const target = table.def.fields.find((candidate) => candidate.key === field)?.lookup?.module;
  if (!field || !target) return sql`NULL::${type}`;
  const invoice = sql.identifier(describeDocument(DOCUMENTS[target as keyof typeof DOCUMENTS]).header.name);
  return sql`(SELECT i.${sql.identifier(column)} FROM ${invoice} i WHERE i.org_id = h.org_id AND i.id = h.${sql.identifier(columnName(table.def.key, field))})`;
}

/**
 * A header column the billing declaration names for the party's own document (`partyNumberField`: a
 * supplier's bill number, `partyDateField`: its date); NULL (of `type`) where none is declared.
 */
export function partyFieldOf(
  table: BillingTable,
  which: 'partyNumberField' | 'partyDateField',
  type: SQL,
): SQL {
  const field = table.def.billing?.[which];
  return field ? sql`h.${sql.identifier(columnName(table.def.key, field))}` : sql`NULL::${type}`;
}

/** The party's name and GSTIN the document kept at submit (decision 1820), never the master's of today. */
export const KEPT_PARTY = sql`(h.kept -> 'party' ->> 'name')`;
export const KEPT_GSTIN = sql`(h.kept -> 'party' ->> 'gstin')`;

export const ORDER: Readonly<Record<PeriodOrder, (table: BillingTable) => SQL>> = {
  number: () => sql`h.number`,
  date: () => sql`h.date::text || ' ' || h.number`,
  party: () => sql`COALESCE(${KEPT_PARTY}, '') || ' ' || h.number`,
  return: (table) =>
    sql`(${table.kind === 'invoice' ? '0' : '1'} || CASE
          WHEN h.place_of_supply = ${OTHER_COUNTRY} THEN '2' || CASE WHEN h.igst_total > 0 THEN '0' ELSE '1' END
          WHEN COALESCE(${KEPT_GSTIN}, '') <> '' THEN '0' || upper(trim(${KEPT_GSTIN}))
          ELSE '1' || COALESCE(h.place_of_supply, '') END || ' ' || h.date::text || ' ' || h.number) COLLATE "C"`,
};

/** The columns of a document's row of the union (its sort key apart). */
const headerFields = (table: BillingTable, index: number): { readonly [K in keyof HeaderRow]: SQL } => ({
  t: sql`${index}::int`,
  id: sql`h.id`,
  number: sql`h.number`,
  date: sql`h.date`,
  status: sql`h.status`,
  party: KEPT_PARTY,
  gstin: KEPT_GSTIN,
  place_of_supply: sql`h.place_of_supply`,
  supplier_state: sql`h.kept -> 'seller' ->> 'state'`,
  taxable_total: sql`h.taxable_total`,
  cgst_total: sql`h.cgst_total`,
  sgst_total: sql`h.sgst_total`,
  igst_total: sql`h.igst_total`,
  round_off: sql`h.round_off`,
  grand_total: sql`h.grand_total`,
  invoice_value: amendedInvoice(table, 'grand_total', sql`numeric`),
  invoice_date: amendedInvoice(table, 'date', sql`date`),
  party_number: partyFieldOf(table, 'partyNumberField', sql`text`),
  party_date: partyFieldOf(table, 'partyDateField', sql`date`),
});

const headerColumns = (table: BillingTable, index: number): SQL =>
  sql.join(
    Object.entries(headerFields(table, index)).map(
      ([name, value]) => sql`${value} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );

const joined = (table: BillingTable): SQL => sql`FROM ${sql.identifier(table.header)} h`;

/** Which of a table's documents the period keeps (its joins and conditions). */
export function kept(table: BillingTable, caller: Caller, query: PeriodQuery): SQL {
  const statuses = query.cancelled
    ? [DOCUMENT_STATUS.COMPLETED, DOCUMENT_STATUS.CANCELLED]
    : [DOCUMENT_STATUS.COMPLETED];
  return sql`${joined(table)}
    WHERE ${documentScope('h', caller)} AND h.status IN (${sql.join(statuses, sql`, `)})
      AND h.date BETWEEN ${query.from} AND ${query.to}
      ${query.branchId === undefined ? sql`` : sql`AND h.branch_id = ${query.branchId}`}
      ${query.registered === undefined ? sql`` : sql`AND (COALESCE(${KEPT_GSTIN}, '') <> '') = ${query.registered}`}`;
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
  const list = sql.join([...ids], sql`, `);
  const parent = sql`l.${sql.identifier(table.parent)}`;
  return queryJsonRows<LineRow>(
    ex,
    {
      doc: parent,
      hsn: sql`k ->> 'hsnCode'`,
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
        WHERE h.org_id = ${caller.orgId} AND h.id IN (${list}) AND ${parent} IN (${list})`,
    sql`${parent}, l.line_no`,
  );
}

const lineOf = (row: LineRow): Gstr1Line => ({
  hsn: row.hsn ?? '',
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
      supplierState: row.supplier_state ?? undefined,
      placeOfSupply: row.place_of_supply ?? undefined,
      value: row.grand_total,
      ...(row.invoice_value === null ? {} : { invoiceValue: row.invoice_value }),
      ...(row.invoice_date === null ? {} : { invoiceDate: row.invoice_date }),
      ...(row.party_number && row.party_date
        ? { partyDocument: { number: row.party_number, date: row.party_date } }
        : {}),
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
              sql`${joined(table)} WHERE ${documentScope('h', caller)} AND h.id IN (${sql.join(wanted, sql`, `)})`,
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
        sql`SELECT ${table.kind === 'credit' ? -1 : 1}::int AS sign, d.* FROM (${headersOf(table, index, caller, query, 'number')}) d`,
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
