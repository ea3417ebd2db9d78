import { fromPaise, toPaise } from '../documents/gst.ts';
import {
  documentsIssued,
  gstr1Section,
  HEADS,
  hsnSummary,
  isNilLine,
  noAmounts,
  nilSummary,
  rateKey,
  seriesOf,
  signOf,
  type DocumentsIssuedRow,
  type Gstr1Amounts,
  type Gstr1Document,
  type Gstr1Section,
  type HsnRow,
  type NilRow,
} from './gstr1.ts';
import {
  b2csNetted,
  b2csPartKey,
  b2csParts,
  type B2csaRow,
  type B2csPart,
  type B2csRow,
} from './gstr1B2cs.ts';

/**
 * GSTR-1 of a month read a page at a time (decision 1430): each page's documents are summed by the
 * functions of decision 1363 and added to what the earlier pages gave, in paise, so 50,000 invoices are
 * never held at once and the sums are those of one pass over them all.
 */

/** A table of GSTR-1 with how many documents it holds, their value and their heads (credit notes less). */
export interface Gstr1SectionTotal extends Gstr1Amounts {
  section: Gstr1Section;
  documents: number;
  value: number;
}

export type Gstr1DocumentKind = Gstr1Document['kind'];

/** What the GST Returns screen shows of a month: each table's totals and the summaries. */
export interface Gstr1Summary {
  sections: Gstr1SectionTotal[];
  /** Every table together: equal to the invoice register's totals to the paisa. */
  total: Gstr1Amounts & { value: number };
  /** Table 7 of the month (`b2csNetted`): no row below zero where earlier months' notes can go to `b2csa`. */
  b2cs: B2csRow[];
  /** Table 7's parts (`b2csParts`) summed so far, of which `b2cs` is netted at each page. */
  b2csParts?: B2csPart[];
  /**
   * Amendments of earlier months' table 7 by this month's credit notes (decision 2030). Those months are
   * not in the month's pages: whoever reads them fills it (`b2csReturn`); empty until then.
   */
  b2csa?: B2csaRow[];
  /** Table 8: nil-rated supplies by supply type. */
  nil: NilRow[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  /** Table 13 per kind of document (invoices, credit notes, debit notes). */
  documentsIssued: Record<Gstr1DocumentKind, DocumentsIssuedRow[]>;
}

/** A numbered document of the month for table 13: cancelled ones too. */
export interface IssuedDocument {
  kind: Gstr1DocumentKind;
  number: string;
  cancelled: boolean;
}

export const GSTR1_SECTIONS: readonly Gstr1Section[] = ['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur', 'nil'];
const KINDS: readonly Gstr1DocumentKind[] = ['invoice', 'credit', 'debit'];

const plus = (a: number, b: number): number => fromPaise(toPaise(a) + toPaise(b));

/** The month before any page: every table empty. */
export const emptyGstr1Summary = (): Gstr1Summary => ({
  sections: GSTR1_SECTIONS.map((section) => ({ section, documents: 0, value: 0, ...noAmounts() })),
  total: { value: 0, ...noAmounts() },
  b2cs: [],
  b2csParts: [],
  b2csa: [],
  nil: [],
  hsnB2b: [],
  hsnB2c: [],
  documentsIssued: { invoice: [], credit: [], debit: [] },
});

/** Two lists of summed rows as one: rows of one key added head by head (in paise), sorted by key. */
function mergedRows<R extends Gstr1Amounts>(
  earlier: readonly R[],
  page: readonly R[],
  keyOf: (row: R) => string,
  addMore?: (into: R, row: R) => void,
): R[] {
  const rows = new Map(earlier.map((row) => [keyOf(row), { ...row }]));
  for (const row of page) {
    const into = rows.get(keyOf(row));
    if (!into) {
      rows.set(keyOf(row), { ...row });
      continue;
    }
    for (const head of HEADS) into[head] = plus(into[head], row[head]);
    addMore?.(into, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

const hsnKey = (row: HsnRow): string => `${row.hsn}|${row.uqc}|${rateKey(row.gstRate)}`;
/** A row of a later page into the earlier one: its quantity added, its description where it had none. */
const addQuantity = (into: HsnRow, row: HsnRow): void => {
  into.quantity = (Math.round(into.quantity * 1000) + Math.round(row.quantity * 1000)) / 1000;
  into.description ||= row.description;
};

/** Table 13's rows of two pages as one: a series' first and last number over both, its counts added. */
export function mergedIssued(
  earlier: readonly DocumentsIssuedRow[],
  page: readonly DocumentsIssuedRow[],
): DocumentsIssuedRow[] {
  const rows = new Map(earlier.map((row) => [row.series, { ...row }]));
  for (const row of page) {
    const into = rows.get(row.series);
    if (!into) {
      rows.set(row.series, { ...row });
      continue;
    }
    into.total += row.total;
    into.cancelled += row.cancelled;
    if (seriesOf(row.from).sequence < seriesOf(into.from).sequence) into.from = row.from;
    if (seriesOf(row.to).sequence > seriesOf(into.to).sequence) into.to = row.to;
  }
  return [...rows.values()].sort((a, b) => a.series.localeCompare(b.series));
}

/**
 * Table 7's parts of months read together (decision 2030), after one more page of their documents: each
 * document's parts summed into its own month's ('yyyy-MM' of its date).
 */
export function addToB2csLedger(
  ledger: ReadonlyMap<string, readonly B2csPart[]>,
  documents: readonly Gstr1Document[],
): Map<string, B2csPart[]> {
  const next = new Map([...ledger].map(([month, parts]) => [month, [...parts]]));
  const months = new Map<string, Gstr1Document[]>();
  for (const document of documents) {
    const month = (document.date ?? '').slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), document]);
  }
  for (const [month, page] of months)
    next.set(month, mergedRows(next.get(month) ?? [], b2csParts(page), b2csPartKey));
  return next;
}

/** A document's heads, signed (a credit note less), in paise: those of its table and those of table 8. */
function signedPaise(document: Gstr1Document): { value: number; own: Gstr1Amounts; nil: Gstr1Amounts } {
  const sign = signOf(document);
  const paise = { value: sign * toPaise(document.value), own: noAmounts(), nil: noAmounts() };
  for (const line of document.lines) {
    const into = isNilLine(document, line) ? paise.nil : paise.own;
    for (const head of HEADS) into[head] += sign * toPaise(line[head]);
  }
  return paise;
}

const added = (into: Gstr1Amounts, paise: Gstr1Amounts): void => {
  for (const head of HEADS) into[head] = fromPaise(toPaise(into[head]) + paise[head]);
};

/**
 * The summary after one more page: `documents` are the page's documents reported (not cancelled),
 * `issued` its numbered ones for table 13 (cancelled too).
 */
export function addToGstr1Summary(
  summary: Gstr1Summary,
  documents: readonly Gstr1Document[],
  issued: readonly IssuedDocument[],
): Gstr1Summary {
  const sections = summary.sections.map((row) => ({ ...row }));
  const total = { ...summary.total };
  const nil = sections.find((row) => row.section === 'nil') as Gstr1SectionTotal;
  for (const document of documents) {
    const section = sections.find((row) => row.section === gstr1Section(document)) as Gstr1SectionTotal;
    const paise = signedPaise(document);
    added(section, paise.own);
    added(nil, paise.nil);
    section.value = fromPaise(toPaise(section.value) + paise.value);
    section.documents += 1;
    added(total, paise.own);
    added(total, paise.nil);
    total.value = fromPaise(toPaise(total.value) + paise.value);
  }
  const parts = mergedRows(summary.b2csParts ?? [], b2csParts(documents), b2csPartKey);
  return {
    sections,
    total,
    b2cs: b2csNetted(parts).rows,
    b2csParts: parts,
    b2csa: summary.b2csa ?? [],
    nil: mergedRows(summary.nil, nilSummary(documents), (row) => row.supplyType),
    hsnB2b: mergedRows(summary.hsnB2b, hsnSummary(documents, 'b2b'), hsnKey, addQuantity),
    hsnB2c: mergedRows(summary.hsnB2c, hsnSummary(documents, 'b2c'), hsnKey, addQuantity),
    documentsIssued: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        mergedIssued(
          summary.documentsIssued[kind],
          documentsIssued(issued.filter((document) => document.kind === kind)),
        ),
      ]),
    ) as Record<Gstr1DocumentKind, DocumentsIssuedRow[]>,
  };
}

/**
 * A document's lines for GSTR-1 with its header charges (freight, other charges) in them: what the header's
 * totals hold beyond its lines is added to the line of the highest taxable value (the first of equals), the
 * rate and HSN the charges were taxed at (a composite supply, decision 0801); so the return's sums are the
 * header's, as the register prints them.
 */
export function linesWithCharges<L extends Gstr1Amounts>(lines: readonly L[], header: Gstr1Amounts): L[] {
  let highest = -1;
  let most = -Infinity;
  lines.forEach((line, index) => {
    if (line.taxableValue > most) [highest, most] = [index, line.taxableValue];
  });
  return lines.map((line, index) => {
    if (index !== highest) return line;
    const withCharges = { ...line };
    for (const head of HEADS) {
      const rest = lines.reduce((paise, other) => paise - toPaise(other[head]), toPaise(header[head]));
      withCharges[head] = fromPaise(toPaise(line[head]) + rest);
    }
    return withCharges;
  });
}
