import { fromPaise, toPaise } from '../documents/gst.ts';
import { isInterState, type GstRegistrationType, type Places } from '../documents/places.ts';

/**
 * GSTR-1's B2C (large) line: an inter-state invoice to an unregistered person above ₹1,00,000 from
 * 1 August 2024, above ₹2,50,000 before (CGST notification 12/2024-Central Tax of 10 July 2024, amending
 * rule 59(4)(a)(ii)). The limit is the one of the invoice's date; a note is judged by its invoice's.
 */
export const B2CL_THRESHOLD = 1_00_000;
const B2CL_THRESHOLD_BEFORE = 2_50_000;
const B2CL_LOWERED_ON = '2024-08-01';

/** The B2C (large) limit of an invoice of `date` ('yyyy-MM-dd'; today's limit when not known). */
export const b2clThreshold = (date: string | undefined): number =>
  date !== undefined && date < B2CL_LOWERED_ON ? B2CL_THRESHOLD_BEFORE : B2CL_THRESHOLD;

/** The GSTINs a return may be filed under: the branch named (if one is), the organisation's, its branches'. */
export interface ReturnGstins {
  named?: { gstin: string | null };
  organisation: string | null;
  branches: readonly (string | null)[];
}

/**
 * Whose return (issue 41: a return is one GSTIN's): the named branch's GSTIN, else the organisation's;
 * without a branch, the organisation's, or the one GSTIN its branches hold when it keeps none itself.
 * `several`: no branch is named and more than one GSTIN is held, so a return's file must name its branch.
 */
export function returnGstin(gstins: ReturnGstins): { gstin: string; several: boolean } {
  const [first = '', ...others] = new Set(
    [gstins.organisation, ...gstins.branches].map((gstin) => gstin?.trim() ?? '').filter(Boolean),
  );
  const organisation = gstins.organisation?.trim() || '';
  if (gstins.named) return { gstin: gstins.named.gstin?.trim() || organisation, several: false };
  return { gstin: organisation || (others.length === 0 ? first : ''), several: others.length > 0 };
}

/** One taxed line of an invoice or note as GSTR-1 reads it; amounts in rupees. */
export interface Gstr1Line {
  hsn: string;
  /** What the goods are called (the line's item as its document kept it): the HSN summary's description. */
  description?: string;
  /** The unit quantity code of the portal (KGS, NOS, MTR …). */
  uqc: string;
  quantity: number;
  /** The GST rate, % (18 for 18%). */
  gstRate: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}

/** A sales invoice, credit note or debit note of the month. */
export interface Gstr1Document extends Places {
  kind: 'invoice' | 'credit' | 'debit';
  number: string;
  /** Its date, 'yyyy-MM-dd' (the portal's files print it). */
  date?: string;
  /** The recipient's GSTIN; empty for an unregistered person. */
  recipientGstin?: string | null;
  /** How the recipient is registered, as the document kept it: an SEZ's or a deemed export's invoice type. */
  recipientType?: GstRegistrationType;
  /** Its value, tax included, in rupees. */
  value: number;
  /** For a note: the value of the invoice it amends (whose line decides where the note goes). */
  invoiceValue?: number;
  /** For a note: the date of the invoice it amends, 'yyyy-MM-dd' (whose B2C large limit applies). */
  invoiceDate?: string;
  lines: readonly Gstr1Line[];
}

/**
 * The tables of GSTR-1 a document is reported in: B2B (4A), B2C large (5), B2C small (7), exports (6A),
 * notes to registered (9B CDNR) and unregistered persons (9B CDNUR), nil-rated supplies (8).
 */
export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs' | 'exp' | 'cdnr' | 'cdnur' | 'nil';

/** The place of supply of an export, the portal's "Other Country" (decision 1491). */
export const OTHER_COUNTRY = '96';

const registered = (document: Gstr1Document): boolean => (document.recipientGstin ?? '').trim() !== '';

/** A supply to a place outside India (place of supply 96): an export, zero-rated. */
export const isExport = (document: Pick<Gstr1Document, 'placeOfSupply'>): boolean =>
  document.placeOfSupply === OTHER_COUNTRY;

/**
 * A zero-rated supply (IGST Act, section 16(1)): an export, or a supply to an SEZ unit or developer; at 0% it
 * is one under bond or LUT, reported in its own table, never nil-rated (issue 56, decision 2213).
 */
export const isZeroRated = (document: Pick<Gstr1Document, 'placeOfSupply' | 'recipientType'>): boolean =>
  isExport(document) || document.recipientType === 'SEZ';

/** A line of a supply inside India at 0%, not zero-rated: nil-rated, reported in table 8 rather than its document's table. */
export const isNilLine = (
  document: Pick<Gstr1Document, 'placeOfSupply' | 'recipientType'>,
  line: Gstr1Line,
): boolean => line.gstRate === 0 && !isZeroRated(document);

/** The lines a document's own table reports: all but its nil-rated ones (those go to table 8). */
export const taxedLines = (document: Gstr1Document): Gstr1Line[] =>
  document.lines.filter((line) => !isNilLine(document, line));

/** An export with IGST paid (`WPAY`) or under bond or LUT without payment (`WOPAY`). */
export const exportType = (document: Gstr1Document): 'WPAY' | 'WOPAY' =>
  document.lines.some((line) => line.igst !== 0) ? 'WPAY' : 'WOPAY';

/**
 * Where a document goes: an export to table 6A (its notes CDNUR); to a registered person B2B (its notes
 * CDNR); to an unregistered one B2CL when inter-state above the threshold (its notes CDNUR), else B2CS,
 * where a note is netted off with the invoices of its place and rate (the portal has no table for small B2C
 * notes). A document whose every line is nil-rated is reported in table 8 only.
 */
export function gstr1Section(document: Gstr1Document): Gstr1Section {
  const note = document.kind !== 'invoice';
  if (isExport(document)) return note ? 'cdnur' : 'exp';
  if (document.lines.length > 0 && taxedLines(document).length === 0) return 'nil';
  if (registered(document)) return note ? 'cdnr' : 'b2b';
  const value = note ? (document.invoiceValue ?? document.value) : document.value;
  const date = note && document.invoiceValue !== undefined ? document.invoiceDate : document.date;
  const large = isInterState(document) && value > b2clThreshold(date);
  if (!large) return 'b2cs';
  return note ? 'cdnur' : 'b2cl';
}

/** Sums of tax heads, in rupees. */
export interface Gstr1Amounts {
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}

/** The tax heads every GSTR-1 row sums. */
export const HEADS = ['taxableValue', 'igst', 'cgst', 'sgst', 'cess'] as const;

/** Every head at nothing: a row, or its sums in paise, before any line. */
export const noAmounts = (): Gstr1Amounts => ({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 });

/** A credit note reduces what is reported; an invoice and a debit note add to it. */
export const signOf = (document: { kind: string }): number => (document.kind === 'credit' ? -1 : 1);

/** Groups the lines of documents by a key, summing every head in paise (no float drift); rows by key. */
export function summed<R extends Gstr1Amounts>(
  documents: readonly Gstr1Document[],
  keyOf: (document: Gstr1Document, line: Gstr1Line) => string,
  rowOf: (document: Gstr1Document, line: Gstr1Line) => Omit<R, keyof Gstr1Amounts>,
  add?: (row: R, line: Gstr1Line, sign: number) => void,
): R[] {
  // Each row's heads in paise, written on the row once all are summed.
  const rows = new Map<string, { row: R; paise: Gstr1Amounts }>();
  for (const document of documents) {
    const sign = signOf(document);
    for (const line of document.lines) {
      const key = keyOf(document, line);
      let entry = rows.get(key);
      if (!entry) {
        entry = { row: { ...rowOf(document, line), ...noAmounts() } as R, paise: noAmounts() };
        rows.set(key, entry);
      }
      for (const head of HEADS) entry.paise[head] += sign * toPaise(line[head]);
      add?.(entry.row, line, sign);
    }
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { row, paise }]) => {
      for (const head of HEADS) row[head] = fromPaise(paise[head]);
      return row;
    });
}

/** A GST rate as a key that sorts as the number does. */
export const rateKey = (rate: number): string => String(rate).padStart(6, '0');

/** How a nil-rated supply is reported in table 8: inter- or intra-state, to registered or unregistered persons. */
export type NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';

/** A row of GSTR-1's table 8: one supply type, its nil-rated value in `taxableValue`. */
export interface NilRow extends Gstr1Amounts {
  supplyType: NilSupplyType;
}

/** A document's supply type in table 8. */
export const nilSupplyType = (document: Gstr1Document): NilSupplyType =>
  `${isInterState(document) ? 'INTR' : 'INTRA'}${registered(document) ? 'B2B' : 'B2C'}`;

/**
 * GSTR-1 table 8: the month's nil-rated lines (0%, not exports) by supply type, credit notes less. The
 * portal's exempt and non-GST columns stay 0: no item declares either (decision 1491).
 */
export function nilSummary(documents: readonly Gstr1Document[]): NilRow[] {
  return summed<NilRow>(
    documents.map((document) => ({
      ...document,
      lines: document.lines.filter((line) => isNilLine(document, line)),
    })),
    nilSupplyType,
    (document) => ({ supplyType: nilSupplyType(document) }),
  );
}

/** A row of GSTR-1's HSN summary: one HSN, unit and rate. */
export interface HsnRow extends Gstr1Amounts {
  hsn: string;
  /** The goods of the first line met under the code that names them. */
  description: string;
  uqc: string;
  gstRate: number;
  quantity: number;
}

/**
 * GSTR-1 table 12: every document's lines by HSN, unit and rate (B2B and B2C apart, as the portal asks
 * since 2025), credit notes subtracted; quantities summed in thousandths.
 */
export function hsnSummary(documents: readonly Gstr1Document[], part: 'b2b' | 'b2c'): HsnRow[] {
  const thousandths = new Map<HsnRow, number>();
  return summed<HsnRow>(
    documents.filter((document) => registered(document) === (part === 'b2b')),
    (_document, line) => `${line.hsn}|${line.uqc}|${rateKey(line.gstRate)}`,
    (_document, line) => ({
      hsn: line.hsn,
      description: '',
      uqc: line.uqc,
      gstRate: line.gstRate,
      quantity: 0,
    }),
    (row, line, sign) => {
      const total = (thousandths.get(row) ?? 0) + sign * Math.round(line.quantity * 1000);
      thousandths.set(row, total);
      row.quantity = total / 1000;
      row.description ||= line.description?.trim() ?? '';
    },
  );
}

/** A row of GSTR-1's documents issued (table 13): one series. */
export interface DocumentsIssuedRow {
  series: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

const SEQUENCE = /^(.*?)(\d+)$/;

/** A number's series (less its last digits) and its place in it (0 without digits). */
export function seriesOf(number: string): { series: string; sequence: number } {
  const [, prefix = number, digits = ''] = SEQUENCE.exec(number) ?? [];
  return { series: prefix, sequence: digits === '' ? 0 : Number(digits) };
}

/**
 * GSTR-1 table 13: per series (a number less its last digits), the first and last number of the month,
 * how many were issued and how many of them cancelled. A number without a sequence is its own series.
 */
export function documentsIssued(
  documents: readonly { number: string; cancelled: boolean }[],
): DocumentsIssuedRow[] {
  const series = new Map<string, { row: DocumentsIssuedRow; first: number; last: number }>();
  for (const { number, cancelled } of documents) {
    const { series: prefix, sequence } = seriesOf(number);
    const entry = series.get(prefix);
    if (!entry) {
      series.set(prefix, {
        row: { series: prefix, from: number, to: number, total: 1, cancelled: cancelled ? 1 : 0 },
        first: sequence,
        last: sequence,
      });
      continue;
    }
    entry.row.total += 1;
    if (cancelled) entry.row.cancelled += 1;
    if (sequence < entry.first) [entry.first, entry.row.from] = [sequence, number];
    if (sequence > entry.last) [entry.last, entry.row.to] = [sequence, number];
  }
  return [...series.values()].map(({ row }) => row).sort((a, b) => a.series.localeCompare(b.series));
}
