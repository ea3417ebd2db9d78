import { INDIAN_STATES } from '../catalogue/formats.ts';
import { financialYear } from '../documents/numbering.ts';
import { fromPaise, toPaise } from '../documents/gst.ts';
import { roundHalfAway } from '../format/decimals.ts';
import { isServiceCode } from './eway.ts';
import {
  exportType,
  isExport,
  taxedLines,
  type DocumentsIssuedRow,
  type Gstr1Document,
  type HsnRow,
  type NilRow,
} from './gstr1.ts';
import { type B2csaRow, type B2csRow } from './gstr1B2cs.ts';
import type { Gstr1DocumentKind } from './gstr1Summary.ts';

/**
 * GSTR-1 in the portal's offline-tool JSON (decision 1431): the field names of the GSTN schema (`ctin`,
 * `inum`, `idt`, `itms`/`itm_det`, `txval`, `iamt`, `camt`, `samt`, `csamt`…), amounts in rupees to the
 * paisa, dates dd-mm-yyyy. The server writes the file from these pieces a page at a time.
 */

/** The schema version the file declares. */
export const GSTR1_JSON_VERSION = 'GST3.2.1';

/** The return period of a month 'yyyy-MM' as the portal writes it: 'MMYYYY'. */
export const gstr1Period = (month: string): string => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** A day 'yyyy-MM-dd' as the portal writes it: 'dd-mm-yyyy'. */
export const portalDate = (day: string | undefined): string =>
  day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '';

/** A state code as the offline tool's Excel writes a place of supply: '24-Gujarat'. */
export const portalPlace = (code: string | undefined): string => {
  const state = INDIAN_STATES.find((candidate) => candidate.code === code);
  return state ? `${state.code}-${state.name}` : (code ?? '');
};

/** One rate of a document: its taxable value and taxes (`itm_det`). */
export interface PortalItemDetail {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface PortalItem {
  num: number;
  itm_det: PortalItemDetail;
}

/** A document's lines summed per GST rate (the portal takes one item per rate), numbered 1…n by rate. */
export function portalItems(document: Pick<Gstr1Document, 'lines'>): PortalItem[] {
  const byRate = new Map<number, Record<'txval' | 'iamt' | 'camt' | 'samt' | 'csamt', number>>();
  for (const line of document.lines) {
    const paise = byRate.get(line.gstRate) ?? { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 };
    paise.txval += toPaise(line.taxableValue);
    paise.iamt += toPaise(line.igst);
    paise.camt += toPaise(line.cgst);
    paise.samt += toPaise(line.sgst);
    paise.csamt += toPaise(line.cess);
    byRate.set(line.gstRate, paise);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rt, paise], index) => ({
      num: index + 1,
      itm_det: {
        rt,
        txval: fromPaise(paise.txval),
        iamt: fromPaise(paise.iamt),
        camt: fromPaise(paise.camt),
        samt: fromPaise(paise.samt),
        csamt: fromPaise(paise.csamt),
      },
    }));
}

/** The items of a document's own table: its taxed lines per rate (its nil-rated ones are in table 8). */
const tableItems = (document: Gstr1Document): PortalItem[] => portalItems({ lines: taxedLines(document) });

/**
 * The invoice type of a document to a registered recipient (issue 41): to an SEZ with tax paid `SEWP` or
 * without `SEWOP`, a deemed export `DE`, else regular `R`.
 */
export const portalInvoiceType = (document: Gstr1Document): 'R' | 'SEWP' | 'SEWOP' | 'DE' => {
  if (document.recipientType === 'SEZ')
    return document.lines.some((line) => line.igst > 0) ? 'SEWP' : 'SEWOP';
  return document.recipientType === 'DEEMED_EXPORT' ? 'DE' : 'R';
};

/**
 * The same type as the offline tool's Excel names it in its B2B and CDNR sheets' "Invoice Type" and "Note Supply
 * Type" (issue 56: an SEZ's invoice was written "Regular B2B"); the tool's master sheet's words, as open filing
 * tools read them back (read 2026-11-27, decision 2213).
 */
export const EXCEL_INVOICE_TYPE: Readonly<Record<ReturnType<typeof portalInvoiceType>, string>> = {
  R: 'Regular B2B',
  SEWP: 'SEZ supplies with payment',
  SEWOP: 'SEZ supplies without payment',
  DE: 'Deemed Exp',
};

/** An invoice under its recipient in `b2b[].inv[]`: of its type, no reverse charge. */
export const portalB2bInvoice = (document: Gstr1Document) => ({
  inum: document.number,
  idt: portalDate(document.date),
  val: document.value,
  pos: document.placeOfSupply ?? '',
  rchrg: 'N',
  inv_typ: portalInvoiceType(document),
  itms: tableItems(document),
});

/** An invoice under its place of supply in `b2cl[].inv[]`. */
export const portalB2clInvoice = (document: Gstr1Document) => ({
  inum: document.number,
  idt: portalDate(document.date),
  val: document.value,
  itms: tableItems(document),
});

/**
 * An export invoice under its type in `exp[].inv[]` (`exp_typ` WPAY or WOPAY): its items per rate, flat
 * (the portal's export item has no `itm_det`, nor CGST and SGST). The shipping bill (`sbpcode`, `sbnum`,
 * `sbdt`) is not known to the invoice: left out, not written empty (issue 41), and filled on the portal.
 */
export const portalExpInvoice = (document: Gstr1Document) => ({
  inum: document.number,
  idt: portalDate(document.date),
  val: document.value,
  itms: portalItems(document).map(({ itm_det: item }) => ({
    rt: item.rt,
    txval: item.txval,
    iamt: item.iamt,
    csamt: item.csamt,
  })),
});

/** A note's type as the portal and its Excel name it: C a credit note, D a debit note. */
export const noteType = (document: Gstr1Document): 'C' | 'D' => (document.kind === 'credit' ? 'C' : 'D');

/** A note under its recipient in `cdnr[].nt[]`. */
export const portalRegisteredNote = (document: Gstr1Document) => ({
  ntty: noteType(document),
  nt_num: document.number,
  nt_dt: portalDate(document.date),
  val: document.value,
  pos: document.placeOfSupply ?? '',
  rchrg: 'N',
  inv_typ: portalInvoiceType(document),
  itms: tableItems(document),
});

/** The type of a note in `cdnur[]`: of an export with or without tax paid, else of a large B2C invoice. */
const unregisteredNoteType = (document: Gstr1Document): 'B2CL' | 'EXPWP' | 'EXPWOP' => {
  if (!isExport(document)) return 'B2CL';
  return exportType(document) === 'WPAY' ? 'EXPWP' : 'EXPWOP';
};

/** A note to an unregistered person of a large B2C invoice or an export, in `cdnur[]`. */
export const portalUnregisteredNote = (document: Gstr1Document) => ({
  typ: unregisteredNoteType(document),
  ntty: noteType(document),
  nt_num: document.number,
  nt_dt: portalDate(document.date),
  val: document.value,
  pos: document.placeOfSupply ?? '',
  itms: tableItems(document),
});

/** A B2C supply's type: intra-state when the place of supply is the supplier's state. */
const supplyType = (row: B2csRow, supplierState: string | undefined): 'INTRA' | 'INTER' =>
  row.placeOfSupply === supplierState ? 'INTRA' : 'INTER';

/** A row of `b2cs[]`. */
export const portalB2cs = (row: B2csRow, supplierState: string | undefined) => ({
  sply_ty: supplyType(row, supplierState),
  rt: row.gstRate,
  typ: 'OE',
  pos: row.placeOfSupply,
  txval: row.taxableValue,
  iamt: row.igst,
  camt: row.cgst,
  samt: row.sgst,
  csamt: row.cess,
});

/**
 * `b2csa[]` (decision 2030): per original month (`omon`, MMYYYY) and place, its table 7 as revised, an item
 * per rate, as the offline tool writes B2C (others) amendments: `sply_ty`, `pos`, `typ`, `itms[]` of `rt`,
 * `txval` and the taxes, `omon`.
 */
export function portalB2csa(rows: readonly B2csaRow[], supplierState: string | undefined) {
  type Item = { rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number };
  const groups = new Map<string, { omon: string; sply_ty: string; typ: 'OE'; pos: string; itms: Item[] }>();
  for (const row of rows) {
    const key = `${row.month}|${row.placeOfSupply}`;
    const group = groups.get(key) ?? {
      omon: gstr1Period(row.month),
      sply_ty: supplyType(row, supplierState),
      typ: 'OE',
      pos: row.placeOfSupply,
      itms: [],
    };
    const { taxableValue: txval, igst: iamt, cgst: camt, sgst: samt, cess: csamt } = row;
    group.itms.push({ rt: row.gstRate, txval, iamt, camt, samt, csamt });
    groups.set(key, group);
  }
  return [...groups.values()];
}

const MONTH_NAME = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });

/** An original month 'yyyy-MM' as the offline tool's Excel names it: its financial year and its name. */
export const portalOriginalMonth = (month: string): { year: string; month: string } => ({
  year: financialYear(`${month}-01`),
  month: MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`)),
});

/** `nil.inv[]`: per supply type its nil-rated value; exempt and non-GST 0 (decision 1491). */
export const portalNil = (rows: readonly NilRow[]) => ({
  inv: rows.map((row) => ({ sply_ty: row.supplyType, expt_amt: 0, nil_amt: row.taxableValue, ngsup_amt: 0 })),
});

/**
 * The most characters of an HSN row's description (India Compliance's `HSN_DESCRIPTION_LIMIT`, its
 * `gst_india/utils/gstr_1/__init__.py`, read 2026-11-26: it cuts the description there and trims it).
 */
export const HSN_DESCRIPTION_LIMIT = 30;

/**
 * The rows of `hsn.hsn_b2b` or `hsn.hsn_b2c`, numbered 1…n, each described by its goods (issue 41: "HSN
 * descriptions are empty"). The portal takes a quantity to two decimals and
 * a service's unit as `NA` (issue 41; India Compliance, which files these every day, writes both so:
 * `gst_india/utils/gstr_1/sections/hsn.py`, its quantity rounded as money and `uom_to_gov` giving NA for 99…).
 */
export const portalHsn = (rows: readonly HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    desc: row.description.trim().slice(0, HSN_DESCRIPTION_LIMIT).trimEnd(),
    uqc: isServiceCode(row.hsn) ? 'NA' : row.uqc,
    qty: roundHalfAway(row.quantity, 2),
    rt: row.gstRate,
    txval: row.taxableValue,
    iamt: row.igst,
    camt: row.cgst,
    samt: row.sgst,
    csamt: row.cess,
  }));

/** Table 13's natures of document, by the portal's number. */
export const DOCUMENT_NATURES: Readonly<Record<Gstr1DocumentKind, { number: number; name: string }>> = {
  invoice: { number: 1, name: 'Invoices for outward supply' },
  debit: { number: 4, name: 'Debit Note' },
  credit: { number: 5, name: 'Credit Note' },
};

/** `doc_issue`: per nature of document its series, each with its net issue (less the cancelled). */
export const portalDocIssue = (
  issued: Readonly<Record<Gstr1DocumentKind, readonly DocumentsIssuedRow[]>>,
) => ({
  doc_det: (Object.keys(DOCUMENT_NATURES) as Gstr1DocumentKind[])
    .filter((kind) => issued[kind].length > 0)
    .map((kind) => ({
      doc_num: DOCUMENT_NATURES[kind].number,
      doc_typ: DOCUMENT_NATURES[kind].name,
      docs: issued[kind].map((row, index) => ({
        num: index + 1,
        from: row.from,
        to: row.to,
        totnum: row.total,
        cancel: row.cancelled,
        net_issue: row.total - row.cancelled,
      })),
    })),
});
