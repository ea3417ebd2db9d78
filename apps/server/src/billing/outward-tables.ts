import {
  DOCUMENTS,
  DOCUMENT_STATUS,
  OTHER_COUNTRY,
  type BillingKind,
  type DocumentDef,
  type Gstr1Document,
  type GstRegistrationType,
  type TallyReference,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { documentScope } from '../core/scope.ts';
import { columnName } from '../db/schema/describe.ts';
import { describeDocument } from '../db/schema/document-tables.ts';
import { escapeLike } from '../stores/sql.ts';

/**
 * The billing documents of a period read generically (decision 1430): every `DOCUMENTS` entry declaring a
 * `billing.kind` the caller asks for, read from its own tables in one `UNION ALL`, a page at a time in a
 * stable order, never the month at once. A number is given once a document is submitted, so the drafts
 * are never read; the cancelled ones only where table 13 counts them.
 */

/** The billing kind of each kind of document GSTR-1 reads. */
export const BILLING_KIND_OF: Readonly<Record<BilledDocument['kind'], BillingKind>> = {
  invoice: 'invoice',
  credit: 'creditNote',
  debit: 'debitNote',
  bill: 'purchaseBill',
};

/** The kinds of a billing document as GSTR-1 names them. */
const KIND_OF = new Map(
  Object.entries(BILLING_KIND_OF).map(([kind, billing]) => [billing, kind as BilledDocument['kind']]),
);
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
  /** A note's: the number of the invoice it amends. */
  invoiceNumber?: string;
  /** Its own credit days (`billing.creditDaysField`), where it declares them and they were given. */
  creditDays?: number;
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
  /** Only those whose number or party's name (as kept at submit) holds this, in any case (issue 56). */
  q?: string;
  /**
   * A return's: the documents numbered in this GST series (a GSTIN, decision 1825), of whichever branch; a
   * document type without GST series by `branchId`.
   */
  seriesKey?: string;
}

/**
 * How a page is ordered: by number, date or party (the register, Tally), or as GSTR-1's file meets its tables
 * (`return`, decision 1490): invoices before notes; of each, those to registered recipients by GSTIN, then
 * to the unregistered by place of supply, then exports (tax paid before none), each group by date and
 * number; compared byte by byte, so a group is never split by a collation's rules.
 */
export type PeriodOrder = 'number' | 'date' | 'party' | 'return';
/** A document's row as the period reads it (its columns named as the union writes them). */
export interface HeaderRow {
  t: number;
  id: number;
  number: string;
  date: string;
  status: number;
  party: string | null;
  gstin: string | null;
  recipient_type: GstRegistrationType | null;
  place_of_supply: string | null;
  supplier_state: string | null;
  igst_on_intra: boolean | null;
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
  invoice_number: string | null;
  credit_days: number | null;
}

/** A billing document type's tables: its header's, its lines' and the lines' column naming their header. */
export interface LedgerTable {
  def: DocumentDef;
  billing: BillingKind;
  header: string;
  lines: string;
  parent: string;
}

export interface BillingTable extends LedgerTable {
  kind: BilledDocument['kind'];
}

/** The tables of every document type declaring one of the billing `kinds`, whatever it is to GSTR-1. */
export const ledgerTables = (kinds: readonly BillingKind[]): LedgerTable[] =>
  Object.values(DOCUMENTS).flatMap((def) => {
    if (!def.billing || !kinds.includes(def.billing.kind)) return [];
    const tables = describeDocument(def);
    const header = tables.header.name;
    return [{ def, billing: def.billing.kind, header, lines: tables.lines.name, parent: `${header}_id` }];
  });

/** The tables of the documents of `kinds` GSTR-1 reads (invoices, notes, bills). */
export const billingTables = (kinds: readonly BillingKind[]): BillingTable[] =>
  ledgerTables(kinds).flatMap((table) => {
    const kind = KIND_OF.get(table.billing);
    return kind ? [{ ...table, kind }] : [];
  });

/** A header column of the field a billing declaration names (`which`), as `type`; NULL where none is named. */
const declared = (
  table: LedgerTable,
  which: 'partyNumberField' | 'partyDateField' | 'creditDaysField',
  type: SQL,
): SQL => {
  const field = table.def.billing?.[which];
  return field ? sql`h.${sql.identifier(columnName(table.def.key, field))}` : sql`NULL::${type}`;
};

/**
 * A column (`grand_total`, `date`, `number`) of the invoice a note amends, by its declared `againstField`; NULL
 * (of `type`) for an invoice.
 */
function amendedInvoice(table: LedgerTable, column: string, type: SQL): SQL {
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
export const partyFieldOf = (
  table: LedgerTable,
  which: 'partyNumberField' | 'partyDateField',
  type: SQL,
): SQL => declared(table, which, type);

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
export const headerFields = (
  table: BillingTable,
  index: number,
): { readonly [K in keyof HeaderRow]: SQL } => ({
  t: sql`${index}::int`,
  id: sql`h.id`,
  number: sql`h.number`,
  date: sql`h.date`,
  status: sql`h.status`,
  party: KEPT_PARTY,
  gstin: KEPT_GSTIN,
  recipient_type: sql`h.kept -> 'party' ->> 'registration'`,
  place_of_supply: sql`h.place_of_supply`,
  supplier_state: sql`h.kept -> 'seller' ->> 'state'`,
  igst_on_intra: sql`(h.kept -> 'places' ->> 'igstOnIntra')::boolean`,
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
  invoice_number: amendedInvoice(table, 'number', sql`text`),
  credit_days: declared(table, 'creditDaysField', sql`integer`),
});

export const headerColumns = (table: BillingTable, index: number): SQL =>
  sql.join(
    Object.entries(headerFields(table, index)).map(
      ([name, value]) => sql`${value} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );

/** A table's documents, as `h`. */
export const joined = (table: Pick<LedgerTable, 'header'>): SQL =>
  sql`FROM ${sql.identifier(table.header)} h`;

/**
 * A return's documents are its GST series' (issued under its GSTIN, by any branch); the others the branch's.
 * A document naming no branch (a receipt, an opening balance) is of no branch's (decision 2210).
 */
function ofBranch(table: LedgerTable, query: PeriodQuery): SQL {
  if (query.seriesKey !== undefined && table.def.gstSeries) return sql`AND h.series_key = ${query.seriesKey}`;
  if (query.branchId === undefined) return sql``;
  return table.def.fields.some((field) => field.key === 'branchId')
    ? sql`AND h.branch_id = ${query.branchId}`
    : sql`AND false`;
}

/** Which of a table's documents the period keeps (its joins and conditions). */
export function kept(table: LedgerTable, caller: Caller, query: PeriodQuery): SQL {
  const statuses = query.cancelled
    ? [DOCUMENT_STATUS.COMPLETED, DOCUMENT_STATUS.CANCELLED]
    : [DOCUMENT_STATUS.COMPLETED];
  return sql`${joined(table)}
    WHERE ${documentScope('h', caller)} AND h.status IN (${sql.join(statuses, sql`, `)})
      AND h.date BETWEEN ${query.from} AND ${query.to}
      ${ofBranch(table, query)}
      ${query.registered === undefined ? sql`` : sql`AND (COALESCE(${KEPT_GSTIN}, '') <> '') = ${query.registered}`}
      ${query.q ? sql`AND (h.number ILIKE ${`%${escapeLike(query.q)}%`} OR ${KEPT_PARTY} ILIKE ${`%${escapeLike(query.q)}%`})` : sql``}`;
}
