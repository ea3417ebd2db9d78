import type { ChildTableDef, FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { PaymentDocumentKey } from './documentKeys.ts';
import { amount, field, partyField, type PartyRole } from './documentFields.ts';
import { POSTING_STATUSES, remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

/** How the money moved. */
export const PAYMENT_MODES = [
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'neft', label: 'NEFT/RTGS' },
  { value: 'upi', label: 'UPI' },
] as const;

/**
 * A line: the billing document it settles, chosen among the party's open ones (decision 1471: its key and
 * number set with it), and how much of the amount goes to it.
 */
const ALLOCATION_LINES: ChildTableDef = {
  key: 'lines',
  label: 'Allocations',
  minRows: 0,
  fields: [
    field('billingKey', 'Document Type', 'text', { required: true, maxLength: 40, hidden: true }),
    field('billingNumber', 'Number', 'text', { maxLength: 40, hidden: true }),
    field('billingId', 'Invoice / Bill', 'number', {
      required: true,
      integer: true,
      min: 1,
      openDocument: {
        keyField: 'billingKey',
        numberField: 'billingNumber',
        amountField: 'amount',
        action: 'Settle Open Documents',
      },
    }),
    amount('amount', 'Allocated', { required: true, positive: true }),
  ],
  listColumns: ['billingNumber', 'amount'],
};

const moneyFields = (role: PartyRole, party: string): readonly FieldDef[] => [
  partyField(role, party),
  field('date', L.date, 'date', { required: true }),
  field('mode', 'Mode', 'select', { required: true, options: PAYMENT_MODES.map((mode) => ({ ...mode })) }),
  field('reference', 'Reference (Cheque / UTR)', 'text', { maxLength: 60 }),
  field('bank', 'Bank', 'text', { maxLength: 100 }),
  amount('amount', 'Amount', { required: true, positive: true }),
  remarks,
];

const money = {
  valuation: 'none',
  itemDefaults: {},
  lines: ALLOCATION_LINES,
  progressFields: [],
  statuses: POSTING_STATUSES,
  completesOnSubmit: true,
  quantified: false,
  submitEffect: 'allocations',
  lists: [],
  listColumns: ['number', 'date', 'partyId', 'mode', 'amount', 'status'],
  searchKeys: ['number', 'partyId', 'reference'],
  onSubmit:
    "Numbers it and settles the open invoices or bills its lines name; the rest stays on the party's account.",
} as const satisfies Partial<DocumentDef>;

/**
 * Issue 20's receipts and payments (decision 1450): money from a customer, or to a supplier, entered with its
 * mode and allocated on its lines against the party's open invoices or bills; what is not allocated stays
 * on account. They complete on submit and post no stock.
 */
export const PAYMENT_DOCUMENTS: Readonly<Record<PaymentDocumentKey, DocumentDef>> = {
  receipt: {
    ...money,
    key: 'receipt',
    moduleId: 64,
    label: 'Receipt',
    apiPath: 'chemical/receipt',
    aclName: 'chemical/receipt',
    route: '/module/receipt',
    listRoute: '/module/receipt',
    series: 'RCT',
    partyRole: 'customer',
    fields: moneyFields('customer', 'Customer'),
    billing: { kind: 'receipt', amountField: 'amount' },
    notFutureDated: true,
  },
  payment: {
    ...money,
    key: 'payment',
    moduleId: 65,
    label: 'Payment',
    apiPath: 'chemical/payment',
    aclName: 'chemical/payment',
    route: '/module/payment',
    listRoute: '/module/payment',
    series: 'PMT',
    partyRole: 'supplier',
    fields: moneyFields('supplier', 'Supplier'),
    billing: { kind: 'payment', amountField: 'amount' },
    notFutureDated: true,
  },
};
