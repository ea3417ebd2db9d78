// GSTR-1's table 7 (small B2C supplies) and its amendments of earlier months, B2CSA (decision 2030).
import { fromPaise, toPaise } from '../documents/gst.ts';
import {
  HEADS,
  gstr1Section,
  rateKey,
  summed,
  taxedLines,
  type Gstr1Amounts,
  type Gstr1Document,
  type Gstr1Line,
} from './gstr1.ts';

/** A row of GSTR-1's B2CS table: one place of supply and rate. */
export interface B2csRow extends Gstr1Amounts {
  placeOfSupply: string;
  gstRate: number;
}

/**
 * A part of a month's table 7 before it is netted: one place and rate of its own sales (invoices, debit
 * notes, credit notes of the month's own invoices) or, with `origin` ('yyyy-MM'), its credit notes of the
 * invoices of that earlier month.
 */
export interface B2csPart extends B2csRow {
  origin?: string;
}

/**
 * The earlier month whose sales a B2CS credit note takes back: its invoice's month, where that is before
 * the note's own. None for an invoice, a debit note (it adds) or a note of the month's own invoice.
 */
export function b2csOrigin(document: Gstr1Document): string | undefined {
  if (document.kind !== 'credit' || !document.invoiceDate || !document.date) return undefined;
  const origin = document.invoiceDate.slice(0, 7);
  return origin < document.date.slice(0, 7) ? origin : undefined;
}

/** The key of a place and rate, in the order the rows are written. */
export const b2csKey = (row: Pick<B2csRow, 'placeOfSupply' | 'gstRate'>): string =>
  `${row.placeOfSupply}|${rateKey(row.gstRate)}`;
/** The key of a part: its place, rate and origin. */
export const b2csPartKey = (part: Omit<B2csPart, keyof Gstr1Amounts>): string =>
  `${b2csKey(part)}|${part.origin ?? ''}`;

/** Table 7's parts of documents taken as one month: per place, rate and origin (`B2csPart`). */
export function b2csParts(documents: readonly Gstr1Document[]): B2csPart[] {
  const partOf = (document: Gstr1Document, line: Gstr1Line): Omit<B2csPart, keyof Gstr1Amounts> => {
    const origin = b2csOrigin(document);
    return {
      placeOfSupply: document.placeOfSupply ?? '',
      gstRate: line.gstRate,
      ...(origin ? { origin } : {}),
    };
  };
  return summed<B2csPart>(
    documents
      .filter((document) => gstr1Section(document) === 'b2cs')
      .map((document) => ({ ...document, lines: taxedLines(document) })),
    (document, line) => b2csPartKey(partOf(document, line)),
    partOf,
  );
}

/** Rows (or parts, their origin dropped) summed per place and rate in paise, in key order. */
function byPlaceAndRate(rows: readonly B2csRow[]): Map<string, B2csRow> {
  const sums = new Map<string, B2csRow>();
  for (const row of rows) {
    const key = b2csKey(row);
    const into = sums.get(key) ?? {
      placeOfSupply: row.placeOfSupply,
      gstRate: row.gstRate,
      taxableValue: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
      cess: 0,
    };
    for (const head of HEADS) into[head] = fromPaise(toPaise(into[head]) + toPaise(row[head]));
    sums.set(key, into);
  }
  return new Map([...sums].sort(([a], [b]) => a.localeCompare(b)));
}

const belowZero = (row: Gstr1Amounts): boolean => HEADS.some((head) => row[head] < 0);

/** A month's table 7 netted (decision 2030). */
export interface B2csNetted {
  /** Per place and rate: the month's sales, less all its credit notes where that leaves no head below zero. */
  rows: B2csRow[];
  /** The credit notes of earlier months' sales taken out of a row they would take below zero. */
  moved: B2csPart[];
  /** Rows below zero even so (the month's own notes take back more than its own sales): no file writes one. */
  short: B2csRow[];
}

/**
 * Table 7 of a month from its parts (issue 41: "A B2CS row can go negative after netting … never write a
 * negative row"). A place and rate whose credit notes would take it below zero keeps its own sales less the
 * notes of its own invoices; its notes of earlier months' invoices go to those months, as amendments (B2CSA).
 */
export function b2csNetted(parts: readonly B2csPart[]): B2csNetted {
  const own = byPlaceAndRate(parts.filter((part) => part.origin === undefined));
  const netted: B2csNetted = { rows: [], moved: [], short: [] };
  for (const [key, total] of byPlaceAndRate(parts)) {
    const mine = own.get(key);
    if (!belowZero(total)) netted.rows.push(total);
    else if (mine) {
      netted.rows.push(mine);
      if (belowZero(mine)) netted.short.push(mine);
    }
    if (belowZero(total))
      netted.moved.push(...parts.filter((part) => part.origin !== undefined && b2csKey(part) === key));
  }
  return netted;
}

/** GSTR-1 table 7: small B2C supplies taken as one month, by place of supply and rate, netted (`b2csNetted`). */
export const b2csSummary = (documents: readonly Gstr1Document[]): B2csRow[] =>
  b2csNetted(b2csParts(documents)).rows;

/** A row of GSTR-1's B2CSA: an earlier month's (`month`, 'yyyy-MM') table 7 row for one place and rate, revised. */
export interface B2csaRow extends B2csRow {
  month: string;
}

/** Table 7 of a month and its amendments of earlier months. */
export interface B2csReturn {
  b2cs: B2csRow[];
  b2csa: B2csaRow[];
  /** Rows below zero however netted, of the month or of an amended one (`month`): a file refuses them. */
  short: B2csaRow[];
}

/**
 * GSTR-1's table 7 of `month` and the amendments (B2CSA) its credit notes make of earlier months' (decision
 * 2030). `ledger` holds each month's parts from the earliest month whose sales `month`'s notes take back
 * up to `month`. An amended month's row is the one its own return wrote (`b2csNetted`), less every note of
 * its sales moved to it since, up to this month's: the revised figure the offline tool's B2CSA asks for,
 * written for every rate of each place amended.
 */
export function b2csReturn(month: string, ledger: ReadonlyMap<string, readonly B2csPart[]>): B2csReturn {
  const netted = new Map([...ledger].map(([of, parts]) => [of, b2csNetted(parts)]));
  const current = netted.get(month) ?? b2csNetted([]);
  const result: B2csReturn = {
    b2cs: current.rows,
    b2csa: [],
    short: current.short.map((row) => ({ ...row, month })),
  };
  for (const origin of [...new Set(current.moved.map((part) => part.origin as string))].sort()) {
    const places = new Set(
      current.moved.filter((part) => part.origin === origin).map((part) => part.placeOfSupply),
    );
    const since = [...netted]
      .filter(([of]) => of > origin && of <= month)
      .flatMap(([, later]) => later.moved.filter((part) => part.origin === origin));
    const filed = netted.get(origin)?.rows ?? [];
    const revised = [...filed, ...since].filter((row) => places.has(row.placeOfSupply));
    for (const row of byPlaceAndRate(revised).values())
      (belowZero(row) ? result.short : result.b2csa).push({ ...row, month: origin });
  }
  return result;
}
