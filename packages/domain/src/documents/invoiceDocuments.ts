import type { ChildTableDef } from '../catalogue/fields.ts';
import { isServiceLine } from '../invoicing/eway.ts';
import type { DocumentDef } from './documentDef.ts';
import type { InvoiceDocumentKey } from './documentKeys.ts';
import {
  amount,
  CREDIT_DAYS,
  DUE_DATE,
  field,
  GST_LINE_FIELDS,
  GST_LINES,
  lookup,
  PARTY_TERMS,
  PAYMENT_TERMS,
  partyField,
  placeOfSupply,
  quantity,
} from './documentFields.ts';
import { DOCUMENT_STATUS } from './statuses.ts';
import { POSTING_STATUSES, remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

// Declared with the shape of a declaration, which names it; invoicing/ledger.ts reads it from here.

const INVOICE_LINES: ChildTableDef = {
  ...GST_LINES,
  fields: [
    field('dispatchLineId', 'Dispatch Line', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      references: { module: 'dispatch', line: true, agrees: ['salesOrderLineId'] },
    }),
    field('salesOrderLineId', 'Order Line', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      references: { module: 'salesOrder', line: true },
    }),
    ...GST_LINE_FIELDS,
    // A direct line's goods leave from here (decision 1403); a dispatch's left with the dispatch.
    lookup('stockAreaId', 'From Stock Area', 'stockArea'),
    field('lotNumber', 'Lot Number', 'text', { maxLength: 40 }),
  ],
  rules: [
    {
      field: 'stockAreaId',
      message: "A dispatched line's goods left with its dispatch: it takes no stock area.",
      valid: ({ dispatchLineId, stockAreaId }) =>
        dispatchLineId === undefined ||
        dispatchLineId === null ||
        stockAreaId === undefined ||
        stockAreaId === null,
    },
    {
      field: 'stockAreaId',
      message: 'A service (its SAC code starts 99) holds no stock: it takes no stock area.',
      valid: (line) => !isServiceLine(line) || line.stockAreaId === undefined || line.stockAreaId === null,
    },
  ],
};

/** What the e-invoice portal returns for an invoice or a note, entered or imported back (never the form's body). */
export const E_INVOICE_ANSWERS = [
  field('irn', 'IRN', 'text', { maxLength: 64, readOnly: true }),
  field('ackNumber', 'Acknowledgement Number', 'text', { maxLength: 20, readOnly: true }),
  field('ackDate', 'Acknowledgement Date', 'text', { maxLength: 20, readOnly: true }),
  field('signedQrCode', 'Signed QR Code', 'textarea', { maxLength: 4000, readOnly: true }),
];

/** The e-way bill portal's answer, for a document that moves goods (an invoice, a job work challan). */
export const EWAY_BILL_ANSWERS = [
  field('ewayBillNumber', 'E-way Bill Number', 'text', { maxLength: 12, readOnly: true }),
  field('ewayBillValidUntil', 'E-way Bill Valid Until', 'text', { maxLength: 20, readOnly: true }),
];

const portalAnswers = [...E_INVOICE_ANSWERS, ...EWAY_BILL_ANSWERS];

/**
 * Issue 20's billing (decision 1400): the tax invoice made from a customer's dispatches, priced with GST as
 * its sales orders are. The e-invoice and e-way bill fields are the portal's answers, written by their calls.
 */
export const INVOICE_DOCUMENTS: Readonly<Record<InvoiceDocumentKey, DocumentDef>> = {
  salesInvoice: {
    key: 'salesInvoice',
    moduleId: 60,
    label: 'Sales Invoice',
    printTitle: 'Tax Invoice',
    apiPath: 'chemical/salesInvoice',
    aclName: 'chemical/salesInvoice',
    route: '/module/sales-invoice',
    listRoute: '/module/sales-invoice',
    series: 'INV',
    partyRole: 'customer',
    valuation: 'gst',
    itemDefaults: { rate: 'salePrice', gstRate: 'saleGstRate' },
    fields: [
      partyField('customer', 'Customer', PARTY_TERMS),
      field('date', L.date, 'date', { required: true }),
      lookup('branchId', 'Bill From (Branch)', 'branch', { required: true }),
      placeOfSupply,
      field('shipTo', 'Ship To', 'textarea', { maxLength: 500 }),
      CREDIT_DAYS,
      DUE_DATE,
      PAYMENT_TERMS,
      lookup('transportId', 'Transporter', 'transport'),
      amount('freight', 'Freight', { min: 0 }),
      amount('otherCharges', 'Other Charges', { min: 0 }),
      field('vehicleNumber', 'Vehicle Number', 'text', { maxLength: 20, uppercase: true }),
      field('lrNumber', 'LR Number', 'text', { maxLength: 40 }),
      field('distanceKm', 'Distance (km)', 'number', { integer: true, min: 0, max: 4000 }),
      remarks,
      ...portalAnswers,
    ],
    lines: INVOICE_LINES,
    // What its credit notes took back of each line (decision 1412): filled on their submit, given back on cancel.
    progressFields: [
      quantity('creditedQuantity', 'Credited Quantity', { readOnly: true }),
      amount('creditedValue', 'Credited Value', { readOnly: true }),
    ],
    statuses: POSTING_STATUSES,
    completesOnSubmit: true,
    // Billed from the branch its dispatches left (decision 2020): each dispatch its lines bill is checked.
    sameAsOrigin: ['branchId'],
    // Each line bills a dispatch line (decision 1402): the dispatches stay Completed, their lines billed.
    against: {
      document: 'dispatch',
      direction: 'fill',
      lineField: 'dispatchLineId',
      quantityField: 'quantity',
      progressField: 'invoicedQuantity',
      finished: true,
      called: 'dispatch',
      done: 'billed',
      direct: {
        config: 'DIRECT_INVOICE',
        areaField: 'stockAreaId',
        // Freight or job charges billed alone (decision 1480): a service's line moves no stock.
        stockless: isServiceLine,
        hint: 'make the invoice from a dispatch (From Dispatches); an invoice without one needs system config DIRECT_INVOICE set to YES.',
      },
    },
    // Its form's From Dispatches (decisions 1404, 1460).
    fillsFrom: {
      label: 'From Dispatches',
      list: 'getDispatchLinesToBill',
      fill: 'linesFromDispatches',
      idsKey: 'dispatchIds',
    },
    billing: { kind: 'invoice', creditDaysField: 'creditDays', dueField: 'dueDate' },
    notFutureDated: true,
    gstSeries: true,
    portals: { eInvoice: 'invoice', ewayBill: { document: 'invoice', movement: 'supply' } },
    // The invoices a note may name (decision 1410).
    lists: [{ path: 'getCompletedInvoiceList', statuses: [DOCUMENT_STATUS.COMPLETED] }],
    listColumns: ['number', 'date', 'partyId', 'status', 'grandTotal'],
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Numbers the invoice in its branch's GST series and bills the dispatched lines it names; a direct line's goods leave stock.",
    // A direct line (DIRECT_INVOICE YES) sends its goods from its stock area; a dispatched line names none.
    posting: { movement: 'SALE', direction: 'out', quantityField: 'quantity', rated: false },
  },
};
