import type { ChildTableDef, FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { NoteDocumentKey } from './documentKeys.ts';
import { field, GST_LINE_FIELDS, GST_LINES, lookup, partyField, placeOfSupply } from './documentFields.ts';
import { POSTING_STATUSES, remarks } from './stockLines.ts';
import { E_INVOICE_ANSWERS } from './invoiceDocuments.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

/** Why a note is made: a sales return brings the goods back (a credit note's only), a price corrected, other. */
export const NOTE_REASONS = {
  SALES_RETURN: 'SALES_RETURN',
  PRICE_CORRECTION: 'PRICE_CORRECTION',
  OTHER: 'OTHER',
} as const;

const invoiceLookup = lookup('salesInvoiceId', 'Against Invoice', 'salesInvoice', {
  required: true,
  lookup: {
    module: 'salesInvoice',
    displayKey: 'number',
    carries: ['date'],
    printsDate: 'date',
    list: 'getCompletedInvoiceList',
    // The customer's invoices once the customer is chosen (decision 1426), of the note's branch once it is:
    // its GST series, where two branches may have given one number (decision 1825).
    filterFrom: { partyId: 'partyId', branchId: 'branchId' },
  },
});

const reason = (values: readonly (keyof typeof NOTE_REASONS)[]): FieldDef =>
  field('reason', 'Reason', 'select', {
    required: true,
    options: values.map((value) => ({
      value,
      label: { SALES_RETURN: 'Sales Return', PRICE_CORRECTION: 'Price Correction', OTHER: 'Other' }[value],
    })),
    defaultValue: values[0],
  });

const invoiceLine = field('salesInvoiceLineId', 'Invoice Line', 'number', {
  integer: true,
  min: 1,
  hidden: true,
});

const NOTE_LINES: ChildTableDef = { ...GST_LINES, fields: [invoiceLine, ...GST_LINE_FIELDS] };

/** A credit note's line: where a returned line's goods come back (held until inspected). */
const CREDIT_LINES: ChildTableDef = {
  ...NOTE_LINES,
  fields: [
    ...NOTE_LINES.fields,
    lookup('stockAreaId', 'Return To (Stock Area)', 'stockArea'),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
  ],
  listColumns: [...GST_LINES.listColumns, 'stockAreaId'],
};

const header = (reasons: readonly (keyof typeof NOTE_REASONS)[]): FieldDef[] => [
  partyField('customer', 'Customer'),
  field('date', L.date, 'date', { required: true }),
  // Its invoice's branch, whose GST series numbers it (decision 1826): left blank, taken from the invoice.
  lookup('branchId', 'Branch', 'branch'),
  invoiceLookup,
  placeOfSupply,
  reason(reasons),
  remarks,
  // A note to a registered customer is e-invoiced as its invoice is (decision 1425).
  ...E_INVOICE_ANSWERS,
];

const note = {
  partyRole: 'customer',
  valuation: 'gst',
  itemDefaults: {},
  progressFields: [],
  statuses: POSTING_STATUSES,
  completesOnSubmit: true,
  gstSeries: true,
  notFutureDated: true,
  sameAsOrigin: ['branchId'],
  lists: [],
  listColumns: ['number', 'date', 'partyId', 'salesInvoiceId', 'status', 'grandTotal'],
  searchKeys: ['number', 'partyId'],
} as const;

const amendsInvoice = {
  document: 'salesInvoice',
  headerField: 'salesInvoiceId',
  lineField: 'salesInvoiceLineId',
} as const;

/**
 * Issue 20's credit and debit notes against a sales invoice (decision 1410): priced with GST as the invoice,
 * each line naming the invoice line it amends.
 */
export const NOTE_DOCUMENTS: Readonly<Record<NoteDocumentKey, DocumentDef>> = {
  creditNote: {
    ...note,
    key: 'creditNote',
    moduleId: 61,
    label: 'Credit Note',
    apiPath: 'chemical/creditNote',
    aclName: 'chemical/creditNote',
    route: '/module/credit-note',
    listRoute: '/module/credit-note',
    series: 'CN',
    fields: header(['SALES_RETURN', 'PRICE_CORRECTION', 'OTHER']),
    lines: CREDIT_LINES,
    billing: { kind: 'creditNote', againstField: 'salesInvoiceId' },
    portals: { eInvoice: 'credit' },
    onSubmit:
      'Credits the customer within what the invoice leaves; a sales return brings its goods back into stock, held until inspected.',
    posting: {
      movement: 'SALES_RETURN',
      direction: 'in',
      quantityField: 'quantity',
      rated: false,
      holdsForInspection: true,
      postsWhen: { field: 'reason', value: NOTE_REASONS.SALES_RETURN },
    },
    amends: {
      ...amendsInvoice,
      direction: 'credit',
      progress: { quantityField: 'creditedQuantity', valueField: 'creditedValue' },
      returns: { field: 'reason', value: NOTE_REASONS.SALES_RETURN },
    },
  },
  debitNote: {
    ...note,
    key: 'debitNote',
    moduleId: 62,
    label: 'Debit Note',
    apiPath: 'chemical/debitNote',
    aclName: 'chemical/debitNote',
    route: '/module/debit-note',
    listRoute: '/module/debit-note',
    series: 'DN',
    fields: header(['PRICE_CORRECTION', 'OTHER']),
    lines: NOTE_LINES,
    billing: { kind: 'debitNote', againstField: 'salesInvoiceId' },
    portals: { eInvoice: 'debit' },
    onSubmit: 'Raises what the customer owes against the invoice; moves no stock.',
    amends: { ...amendsInvoice, direction: 'debit' },
  },
};
