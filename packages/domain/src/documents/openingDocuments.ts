import type { CrossFieldRule, FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { BillingKind } from './documentParts.ts';
import type { OpeningDocumentKey } from './documentKeys.ts';
import { amount, field, partyField, type PartyRole } from './documentFields.ts';
import { POSTING_STATUSES, remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

const isDay = (value: unknown): value is string => typeof value === 'string' && value.length >= 10;

/** The original's date is before go-live and its due day not before it; empty dates are the fields' to say. */
const OPENING_RULES: readonly CrossFieldRule[] = [
  {
    field: 'invoiceDate',
    message:
      'The original is dated after the day before go-live: an opening balance is of what was open then.',
    valid: ({ invoiceDate, date }) => !isDay(invoiceDate) || !isDay(date) || invoiceDate <= date,
  },
  {
    field: 'dueDate',
    message: 'The due date is before the date of the original.',
    valid: ({ invoiceDate, dueDate }) => !isDay(invoiceDate) || !isDay(dueDate) || dueDate >= invoiceDate,
  },
];

const openingFields = (role: PartyRole, party: string, original: string): readonly FieldDef[] => [
  partyField(role, party),
  field('date', L.date, 'date', { required: true }),
  field('invoiceNumber', `${original} Number`, 'text', { required: true, maxLength: 40 }),
  field('invoiceDate', `${original} Date`, 'date', { required: true }),
  field('dueDate', 'Due Date', 'date', { required: true }),
  amount('amount', 'Unpaid Amount', { required: true, positive: true }),
  remarks,
];

const opening = (kind: BillingKind) =>
  ({
    valuation: 'none',
    itemDefaults: {},
    // It has no lines: what is open of the original is its header's amount.
    lines: { key: 'lines', label: 'Lines', minRows: 0, fields: [], listColumns: [] },
    progressFields: [],
    statuses: POSTING_STATUSES,
    completesOnSubmit: true,
    quantified: false,
    rules: OPENING_RULES,
    uniquePerParty: 'invoiceNumber',
    billing: {
      kind,
      amountField: 'amount',
      numberField: 'invoiceNumber',
      numberDateField: 'invoiceDate',
      dueField: 'dueDate',
    },
    opening: true,
    lists: [],
    listColumns: ['number', 'date', 'partyId', 'invoiceNumber', 'dueDate', 'amount', 'status'],
    searchKeys: ['number', 'partyId', 'invoiceNumber'],
  }) as const satisfies Partial<DocumentDef>;

/**
 * Issue 43's opening balances of parties (decisions 2120, 2121): a customer's invoice or a supplier's bill
 * still open at go-live, one document each, with its original number, date, due day and what is unpaid of
 * it. The party ledger, the ageing and a receipt's or payment's picker read it as an invoice or a bill; it
 * carries no GST and no return counts it. Plain fields, so that a sheet's import can make it too.
 */
export const OPENING_DOCUMENTS: Readonly<Record<OpeningDocumentKey, DocumentDef>> = {
  openingReceivable: {
    ...opening('openingReceivable'),
    key: 'openingReceivable',
    moduleId: 68,
    label: 'Opening Receivable',
    apiPath: 'chemical/openingReceivable',
    aclName: 'chemical/openingReceivable',
    route: '/module/opening-receivable',
    listRoute: '/module/opening-receivable',
    series: 'OPR',
    partyRole: 'customer',
    fields: openingFields('customer', 'Customer', 'Invoice'),
    onSubmit:
      "Puts what is unpaid of the invoice on the customer's account on the day before go-live, for receipts to settle; no GST return counts it.",
  },
  openingPayable: {
    ...opening('openingPayable'),
    key: 'openingPayable',
    moduleId: 69,
    label: 'Opening Payable',
    apiPath: 'chemical/openingPayable',
    aclName: 'chemical/openingPayable',
    route: '/module/opening-payable',
    listRoute: '/module/opening-payable',
    series: 'OPP',
    partyRole: 'supplier',
    fields: openingFields('supplier', 'Supplier', "Supplier's Bill"),
    onSubmit:
      "Puts what is unpaid of the supplier's bill on the supplier's account on the day before go-live, for payments to settle; no GST return counts it.",
  },
};
