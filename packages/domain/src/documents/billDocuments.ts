import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { BillDocumentKey } from './documentKeys.ts';
import {
  amount,
  CREDIT_DAYS,
  DUE_DATE,
  field,
  GST_LINE_FIELDS,
  GST_LINES,
  lookup,
  PARTY_TERMS,
  partyField,
  placeOfSupply,
} from './documentFields.ts';
import { remarks } from './stockLines.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const BILL_LINES: ChildTableDef = {
  ...GST_LINES,
  fields: [
    field('purchaseOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    field('inwardLineId', 'Inward Line', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      references: { module: 'inward', line: true, agrees: ['purchaseOrderLineId'] },
    }),
    ...GST_LINE_FIELDS,
  ],
};

/** What the server records of the bill on submit: why it waits, and the input tax credit per head. */
const recorded = [
  field('matchReasons', 'Why It Waits for Approval', 'textarea', { maxLength: 2000, readOnly: true }),
  amount('itcCgst', 'Input Tax Credit CGST', { readOnly: true }),
  amount('itcSgst', 'Input Tax Credit SGST', { readOnly: true }),
  amount('itcIgst', 'Input Tax Credit IGST', { readOnly: true }),
];

/**
 * Issue 20's purchase bill (decisions 1400, 1440–1443): the supplier's tax invoice entered against the
 * purchase order it charges for, matched three ways on submit (order, inward, bill).
 */
export const BILL_DOCUMENTS: Readonly<Record<BillDocumentKey, DocumentDef>> = {
  purchaseBill: {
    key: 'purchaseBill',
    moduleId: 63,
    label: 'Purchase Bill',
    apiPath: 'chemical/purchaseBill',
    aclName: 'chemical/purchaseBill',
    route: '/module/purchase-bill',
    listRoute: '/module/purchase-bill',
    // 'PB' numbers production batches.
    series: 'BIL',
    partyRole: 'supplier',
    valuation: 'gst',
    itemDefaults: { rate: 'purchasePrice', gstRate: 'purchaseGstRate' },
    fields: [
      partyField('supplier', 'Supplier', PARTY_TERMS),
      field('supplierBillNumber', "Supplier's Bill Number", 'text', { required: true, maxLength: 16 }),
      field('supplierBillDate', "Supplier's Bill Date", 'date', { required: true }),
      field('date', 'Our Date', 'date', { required: true }),
      lookup('branchId', 'Billed To (Branch)', 'branch', { required: true }),
      placeOfSupply,
      {
        ...lookup('purchaseOrderId', 'Purchase Order', 'purchaseOrder', {
          lookup: {
            module: 'purchaseOrder',
            displayKey: 'number',
            list: 'getReceivedPOList',
            filterFrom: { partyId: 'partyId' },
          },
        }),
        required: true,
      },
      CREDIT_DAYS,
      DUE_DATE,
      amount('freight', 'Freight', { min: 0 }),
      amount('otherCharges', 'Other Charges', { min: 0 }),
      remarks,
      ...recorded,
    ],
    lines: BILL_LINES,
    progressFields: [],
    statuses: [S.DRAFT, S.PENDING_APPROVAL, S.COMPLETED, S.CANCELLED],
    completesOnSubmit: true,
    billing: {
      kind: 'purchaseBill',
      partyNumberField: 'supplierBillNumber',
      partyDateField: 'supplierBillDate',
      creditDaysField: 'creditDays',
      dueField: 'dueDate',
    },
    notFutureDated: true,
    // Billed to the branch its order delivers to: its GSTIN takes the input tax credit (decision 2020).
    sameAsOrigin: ['branchId'],
    match: {
      document: 'purchaseOrder',
      headerField: 'purchaseOrderId',
      lineField: 'purchaseOrderLineId',
      acceptedField: 'receivedQuantity',
      progressField: 'billedQuantity',
      toleranceConfig: 'BILL_RATE_TOLERANCE_PERCENT',
      reasonsField: 'matchReasons',
    },
    uniquePerParty: 'supplierBillNumber',
    inputTax: { cgst: 'itcCgst', sgst: 'itcSgst', igst: 'itcIgst' },
    lists: [],
    listColumns: ['number', 'date', 'partyId', 'supplierBillNumber', 'status', 'grandTotal'],
    searchKeys: ['number', 'partyId', 'supplierBillNumber'],
    onSubmit:
      "Matches each line with its order line's rate and what its inwards accepted (over-billing refused, a rate off the order held for approval), adds it to the order's billed quantities and records the input tax credit.",
  },
};
