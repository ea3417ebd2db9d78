import { PassThrough, type Readable } from 'node:stream';
import {
  DOCUMENT_NATURES,
  EXCEL_INVOICE_TYPE,
  exportType,
  portalDate,
  portalHsn,
  portalInvoiceType,
  portalItems,
  portalOriginalMonth,
  portalPlace,
  portalUnregisteredNote,
  noteType,
  taxedLines,
  type NilSupplyType,
  type Gstr1Document,
  type Gstr1DocumentKind,
  type Gstr1Summary,
  type HsnRow,
} from '@erp/domain';
import ExcelJS from 'exceljs';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { roomIn } from '../export/pages.ts';
import { sectionDocuments, type ReturnScope } from './gstr1.ts';

/**
 * GSTR-1 of a month as the offline tool's Excel (decision 1431): one sheet per table with the tool's own
 * headers (b2b, b2cl, cdnr, cdnur, exp, b2cs, b2csa, exemp, hsn(b2b), hsn(b2c), docs), a row per document and
 * rate, places of supply written '24-Gujarat', dates dd-mm-yyyy; written while the month is read, a page at
 * a time. The summary's tables are read first, so a table 7 below zero is refused before a byte is written
 * (decision 2030).
 */

type Cell = string | number;
type Sheet = ExcelJS.Worksheet;

const B2B = ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value'];
const TAIL = ['Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'];
const HSN = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value'];
const TAXES = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'];

function sheetOf(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  headers: readonly string[],
): Sheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

/** The offline tool's words for table 8's supply types. */
const NIL_TYPES: Readonly<Record<NilSupplyType, string>> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};

/** A document's rows: what it is, then per rate of its table's lines its rate, taxable value and cess. */
const rowsOf = (document: Gstr1Document, before: readonly Cell[], after: readonly Cell[] = []): Cell[][] =>
  portalItems({ lines: taxedLines(document) }).map(({ itm_det: item }) => [
    ...before,
    '',
    item.rt,
    item.txval,
    item.csamt,
    ...after,
  ]);

/** The HSN rows as the JSON writes them (a service's unit NA, quantities to two decimals), with their value. */
const hsnRows = (rows: readonly HsnRow[]): Cell[][] =>
  portalHsn(rows).map((row) => [
    row.hsn_sc,
    row.desc,
    row.uqc,
    row.qty,
    Math.round((row.txval + row.iamt + row.camt + row.samt + row.csamt) * 100) / 100,
    row.rt,
    row.txval,
    row.iamt,
    row.camt,
    row.samt,
    row.csamt,
  ]);

export function gstr1ExcelStream(
  ex: Executor,
  caller: Caller,
  scope: ReturnScope,
  summary: Gstr1Summary,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const add = (sheet: Sheet, rows: readonly Cell[][]) => {
    for (const row of rows) sheet.addRow([...row]).commit();
  };
  const section = async (
    name: string,
    headers: readonly string[],
    key: Parameters<typeof sectionDocuments>[3],
    rowsOfDocument: (document: Gstr1Document) => Cell[][],
  ): Promise<boolean> => {
    const sheet = sheetOf(workbook, name, headers);
    for await (const page of sectionDocuments(ex, caller, scope, key, 'number')) {
      add(sheet, page.flatMap(rowsOfDocument));
      if (!(await roomIn(out))) return false;
    }
    sheet.commit();
    return true;
  };
  const write = async (): Promise<void> => {
    const b2b = [...B2B, 'Place Of Supply', 'Reverse Charge', 'Invoice Type', 'E-Commerce GSTIN'];
    const steps: [
      string,
      readonly string[],
      Parameters<typeof sectionDocuments>[3],
      (d: Gstr1Document) => Cell[][],
    ][] = [
      [
        'b2b',
        [...b2b, ...TAIL],
        'b2b',
        (d) =>
          rowsOf(d, [
            d.recipientGstin ?? '',
            '',
            d.number,
            portalDate(d.date),
            d.value,
            portalPlace(d.placeOfSupply),
            'N',
            EXCEL_INVOICE_TYPE[portalInvoiceType(d)],
            '',
          ]),
      ],
      [
        'b2cl',
        ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', ...TAIL, 'E-Commerce GSTIN'],
        'b2cl',
        (d) => rowsOf(d, [d.number, portalDate(d.date), d.value, portalPlace(d.placeOfSupply)], ['']),
      ],
      [
        'cdnr',
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          ...TAIL,
        ],
        'cdnr',
        (d) =>
          rowsOf(d, [
            d.recipientGstin ?? '',
            '',
            d.number,
            portalDate(d.date),
            noteType(d),
            portalPlace(d.placeOfSupply),
            'N',
            EXCEL_INVOICE_TYPE[portalInvoiceType(d)],
            d.value,
          ]),
      ],
      [
        'cdnur',
        ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', ...TAIL],
        'cdnur',
        (d) =>
          rowsOf(d, [
            portalUnregisteredNote(d).typ,
            d.number,
            portalDate(d.date),
            noteType(d),
            portalPlace(d.placeOfSupply),
            d.value,
          ]),
      ],
      [
        'exp',
        [
          'Export Type',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Port Code',
          'Shipping Bill Number',
          'Shipping Bill Date',
          ...TAIL,
        ],
        'exp',
        (d) => rowsOf(d, [exportType(d), d.number, portalDate(d.date), d.value, '', '', '']),
      ],
    ];
    for (const [name, headers, key, rows] of steps) if (!(await section(name, headers, key, rows))) return;
    const b2cs = sheetOf(workbook, 'b2cs', ['Type', 'Place Of Supply', ...TAIL, 'E-Commerce GSTIN']);
    add(
      b2cs,
      summary.b2cs.map((row) => [
        'OE',
        portalPlace(row.placeOfSupply),
        '',
        row.gstRate,
        row.taxableValue,
        row.cess,
        '',
      ]),
    );
    b2cs.commit();
    // Amendments of earlier months' table 7, their revised rows (decision 2030).
    const b2csa = sheetOf(workbook, 'b2csa', [
      'Financial Year',
      'Original Month',
      'Place Of Supply',
      'Type',
      ...TAIL,
      'E-Commerce GSTIN',
    ]);
    add(
      b2csa,
      (summary.b2csa ?? []).map((row) => {
        const original = portalOriginalMonth(row.month);
        return [
          original.year,
          original.month,
          portalPlace(row.placeOfSupply),
          'OE',
          '',
          row.gstRate,
          row.taxableValue,
          row.cess,
          '',
        ];
      }),
    );
    b2csa.commit();
    const exemp = sheetOf(workbook, 'exemp', [
      'Description',
      'Nil Rated Supplies',
      'Exempted(other than nil rated/non GST supply)',
      'Non-GST Supplies',
    ]);
    add(
      exemp,
      summary.nil.map((row) => [NIL_TYPES[row.supplyType], row.taxableValue, 0, 0]),
    );
    exemp.commit();
    for (const [name, rows] of [
      ['hsn(b2b)', summary.hsnB2b],
      ['hsn(b2c)', summary.hsnB2c],
    ] as const) {
      const sheet = sheetOf(workbook, name, [...HSN, ...TAXES]);
      add(sheet, hsnRows(rows));
      sheet.commit();
    }
    const docs = sheetOf(workbook, 'docs', [
      'Nature of Document',
      'Sr. No. From',
      'Sr. No. To',
      'Total Number',
      'Cancelled',
    ]);
    for (const [kind, nature] of Object.entries(DOCUMENT_NATURES))
      add(
        docs,
        summary.documentsIssued[kind as Gstr1DocumentKind].map((row) => [
          nature.name,
          row.from,
          row.to,
          row.total,
          row.cancelled,
        ]),
      );
    docs.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
