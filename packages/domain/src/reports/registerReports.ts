import { BILL_DOCUMENTS } from '../documents/billDocuments.ts';
import {
  BRANCH,
  GST_RETURNS_ACL,
  REPORT_ACL,
  date,
  excelAndPdf,
  periodFilter,
  money,
  place,
  searchOver,
  text,
  type ReportColumn,
  type ReportDef,
  type ReportFilterDef,
} from './reportDef.ts';

/** What a register calls each kind of billed document (the server words its rows so, decision 0610). */
export const BILLED_KIND_LABELS = {
  invoice: 'Invoice',
  credit: 'Credit Note',
  debit: 'Debit Note',
  bill: 'Purchase Bill',
} as const;
const KIND_WORDS = Object.values(BILLED_KIND_LABELS);

/**
 * Issue 22's purchase and sales registers with GST per rate (decision 1760): one row per document per GST
 * rate, in GSTR-1's columns (GSTIN, invoice number, date, party, place of supply, taxable value, rate, IGST,
 * CGST, SGST, total); a header's charges in its line of the highest taxable value, as the returns put them;
 * a credit note less.
 */

const registerFilters: readonly ReportFilterDef[] = [
  periodFilter('Date', { opensOn: 'month' }),
  { kind: 'lookup', key: 'branchId', label: 'Branch', lookup: BRANCH },
  searchOver('number', 'party'),
];

/** A register reads as the returns do: by date, then number (each document's rates then by rate). */
export const REGISTER_ORDER = ['date', 'number'] as const;

/** The figures of a document's rate: its taxable value, the rate, each head and their total. */
const rateColumns: readonly ReportColumn[] = [
  money('taxableValue', 'Taxable Value'),
  { key: 'gstRate', header: 'Rate %', type: 'number', sortable: true },
  money('igst', 'IGST'),
  money('cgst', 'CGST'),
  money('sgst', 'SGST'),
  money('total', 'Total'),
];

export const SALES_REGISTER: ReportDef = {
  id: 'salesRegister',
  title: 'Sales Register',
  area: 'Billing',
  aclNames: [...REPORT_ACL, ...GST_RETURNS_ACL],
  path: 'chemical/report/salesRegister',
  ofDocuments: true,
  filters: registerFilters,
  columns: [
    text('gstin', 'GSTIN'),
    text('number', 'Invoice No.', { sortable: true }),
    date('date', 'Date', { sortable: true }),
    text('kindLabel', 'Type', { words: KIND_WORDS }),
    text('party', 'Customer', { sortable: true }),
    place('placeOfSupply', 'Place of Supply'),
    ...rateColumns,
  ],
  order: REGISTER_ORDER,
  titleColumn: 'number',
  keyColumns: ['taxableValue', 'igst', 'cgst', 'sgst', 'total'],
  exports: excelAndPdf('salesRegister', 'Sales Register'),
};

export const PURCHASE_REGISTER: ReportDef = {
  id: 'purchaseRegister',
  title: 'Purchase Register',
  area: 'Purchase',
  aclNames: [...REPORT_ACL, BILL_DOCUMENTS.purchaseBill.aclName],
  path: 'chemical/report/purchaseRegister',
  ofDocuments: true,
  filters: registerFilters,
  columns: [
    text('gstin', 'GSTIN'),
    text('partyNumber', "Supplier's Invoice No."),
    text('number', 'Our No.', { sortable: true }),
    date('date', 'Date', { sortable: true }),
    text('party', 'Supplier', { sortable: true }),
    place('placeOfSupply', 'Place of Supply'),
    ...rateColumns,
  ],
  order: REGISTER_ORDER,
  titleColumn: 'number',
  keyColumns: ['taxableValue', 'igst', 'cgst', 'sgst', 'total'],
  exports: excelAndPdf('purchaseRegister', 'Purchase Register'),
};

export const REGISTER_REPORTS: readonly ReportDef[] = [SALES_REGISTER, PURCHASE_REGISTER];
