import {
  DOCUMENTS,
  DOCUMENT_STATUS,
  linesWithCharges,
  salesSupplierState,
  type BillingKind,
  type DocumentDef,
  type Gstr1Document,
  type Gstr1Line,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
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

/** How a page is ordered: by number, date or party (the register, Tally), the recipient's GSTIN or place. */
export type PeriodOrder = 'number' | 'date' | 'party' | 'gstin' | 'placeOfSupply';

interface HeaderRow {
  t: number;
  id: number;
  number: string;
  date: string;
  status: number;
  party: string | null;
  gstin: string | null;
  place_of_supply: string | null;
  branch_gstin: string | null;
  branch_state: string | null;
  taxable_total: number;
  cgst_total: number;
  sgst_total: number;
  igst_total: number;
  round_off: number;
  grand_total: number;
  invoice_value: number | null;
  sort: string;
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

interface BillingTable {
  def: DocumentDef;
  kind: BilledDocument['kind'];
  header: string;
  lines: string;
  parent: string;
}

const billingTables = (kinds: readonly BillingKind[]): BillingTable[] =>
  Object.values(DOCUMENTS).flatMap((def) => {
    const kind = def.billing && kinds.includes(def.billing.kind) ? KIND_OF[def.billing.kind] : undefined;
    if (!kind) return [];
    const tables = describeDocument(def);
    return [
      { def, kind, header: tables.header.name, lines: tables.lines.name, parent: `${tables.header.name}_id` },
    ];
  });

/** The value of the invoice a note amends, by its declared `againstField`; NULL for an invoice. */
function invoiceValueOf(table: BillingTable): SQL {
  const field = table.def.billing?.againstField;
  const target = table.def.fields.find((candidate) => candidate.key === field)?.lookup?.module;
  if (!field || !target) return sql`NULL::numeric`;
  const invoice = sql.identifier(describeDocument(DOCUMENTS[target as keyof typeof DOCUMENTS]).header.name);
  return sql`(SELECT i.grand_total FROM ${invoice} i WHERE i.org_id = h.org_id AND i.id = h.${sql.identifier(columnName(table.def.key, field))})`;
}

const ORDER: Readonly<Record<PeriodOrder, SQL>> = {
  number: sql`h.number`,
  date: sql`h.date::text || ' ' || h.number`,
  party: sql`COALESCE(p.company_name, '') || ' ' || h.number`,
  gstin: sql`COALESCE(p.gstin, '')`,
  placeOfSupply: sql`COALESCE(h.place_of_supply, '')`,
};

/** One table's documents of the period, as rows of the union. */
function headersOf(
  table: BillingTable,
  index: number,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
): SQL {
  const statuses = query.cancelled
    ? [DOCUMENT_STATUS.COMPLETED, DOCUMENT_STATUS.CANCELLED]
    : [DOCUMENT_STATUS.COMPLETED];
  return sql`SELECT ${index}::int AS t, h.id, h.number, h.date, h.status, p.company_name AS party, p.gstin,
      h.place_of_supply, b.gstin AS branch_gstin, b.state AS branch_state, h.taxable_total, h.cgst_total,
      h.sgst_total, h.igst_total, h.round_off, h.grand_total, ${invoiceValueOf(table)} AS invoice_value,
      ${ORDER[order]} AS sort
    FROM ${sql.identifier(table.header)} h
    LEFT JOIN party p ON p.org_id = h.org_id AND p.id = h.party_id
    LEFT JOIN branch b ON b.org_id = h.org_id AND b.id = h.branch_id
    WHERE h.org_id = ${caller.orgId} AND h.status IN (${sql.join(statuses, sql`, `)})
      AND h.date BETWEEN ${query.from} AND ${query.to}
      ${query.branchId === undefined ? sql`` : sql`AND h.branch_id = ${query.branchId}`}
      ${query.registered === undefined ? sql`` : sql`AND (COALESCE(p.gstin, '') <> '') = ${query.registered}`}`;
}

/** Where a page starts: after the last document of the page before, in the order's terms. */
export interface PeriodCursor {
  sort: string;
  t: number;
  id: number;
}

async function linesOf(ex: Executor, caller: Caller, table: BillingTable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return queryRows<LineRow>(
    ex,
    sql`SELECT l.${sql.identifier(table.parent)} AS doc, l.hsn_code AS hsn, u.uqc, l.quantity, l.gst_rate,
          l.taxable_value, l.cgst_amount, l.sgst_amount, l.igst_amount
        FROM ${sql.identifier(table.lines)} l
        LEFT JOIN uom u ON u.org_id = l.org_id AND u.id = l.uom_id
        WHERE l.org_id = ${caller.orgId} AND l.${sql.identifier(table.parent)} IN (${sql.join([...ids], sql`, `)})
        ORDER BY l.${sql.identifier(table.parent)}, l.line_no`,
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

/** The supplier's state of the organisation, where a branch has neither GSTIN nor state. */
export type OrganisationPremises = { gstin: string | null; state: string | null } | undefined;

/**
 * One page of the period's documents in `order` after `cursor`, with their lines (header charges in the
 * line they were taxed with) and the last row's cursor; an empty page ends the period.
 */
export async function periodPage(
  ex: Executor,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
  organisation: OrganisationPremises,
  options: { after?: PeriodCursor; size: number; offset?: number; descending?: boolean },
): Promise<{ documents: BilledDocument[]; cursor?: PeriodCursor }> {
  const tables = billingTables(query.kinds);
  if (tables.length === 0) return { documents: [] };
  const union = sql.join(
    tables.map((table, index) => headersOf(table, index, caller, query, order)),
    sql` UNION ALL `,
  );
  const { after, size, offset } = options;
  const way = options.descending ? sql`DESC` : sql`ASC`;
  const headers = await queryRows<HeaderRow>(
    ex,
    sql`SELECT * FROM (${union}) d
        ${after ? sql`WHERE (d.sort, d.t, d.id) > (${after.sort}, ${after.t}, ${after.id})` : sql``}
        ORDER BY d.sort ${way}, d.t ${way}, d.id ${way} LIMIT ${size} ${offset ? sql`OFFSET ${offset}` : sql``}`,
  );
  const lines = new Map<string, Gstr1Line[]>();
  for (const [index, table] of tables.entries()) {
    const ids = headers.filter((row) => row.t === index).map((row) => row.id);
    for (const row of await linesOf(ex, caller, table, ids)) {
      const key = `${index}:${row.doc}`;
      lines.set(key, [...(lines.get(key) ?? []), lineOf(row)]);
    }
  }
  const documents = headers.map((row): BilledDocument => {
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
      supplierState: salesSupplierState({ gstin: row.branch_gstin, state: row.branch_state }, organisation),
      placeOfSupply: row.place_of_supply ?? undefined,
      value: row.grand_total,
      ...(row.invoice_value === null ? {} : { invoiceValue: row.invoice_value }),
      cancelled: row.status === DOCUMENT_STATUS.CANCELLED,
      roundOff: row.round_off,
      header,
      lines: linesWithCharges(lines.get(`${row.t}:${row.id}`) ?? [], { ...header, cess: 0 }),
    };
  });
  const last = headers.at(-1);
  return { documents, ...(last ? { cursor: { sort: last.sort, t: last.t, id: last.id } } : {}) };
}

/**
 * Documents a page holds: each page sorts the period's documents afresh (a union has no index to walk), so
 * fewer, larger pages are faster; 2,500 documents of a few lines each are some megabytes (decision 1430).
 */
export const PERIOD_PAGE = 2500;

/** Every page of the period in `order`, read one after another as the caller takes them. */
export async function* periodPages(
  ex: Executor,
  caller: Caller,
  query: PeriodQuery,
  order: PeriodOrder,
  organisation: OrganisationPremises,
  size = PERIOD_PAGE,
): AsyncGenerator<BilledDocument[]> {
  let after: PeriodCursor | undefined;
  for (;;) {
    const page = await periodPage(ex, caller, query, order, organisation, {
      ...(after ? { after } : {}),
      size,
    });
    if (page.documents.length === 0) return;
    yield page.documents;
    if (page.documents.length < size) return;
    after = page.cursor;
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
