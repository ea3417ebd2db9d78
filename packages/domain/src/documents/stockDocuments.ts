import type { ChildTableDef, FieldDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documents.ts';
import { field, lookup, partyField, quantity, amount, uomLookup } from './documentFields.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';

/**
 * Issue 17's stock documents: the gate entry, the receipt against a purchase order, the issue out, and
 * the return of received goods to the supplier.
 */
export type StockDocumentKey = 'stockIssue' | 'preInward' | 'inward' | 'purchaseReturn';

/** A document that posts stock is done when submitted: Draft → Completed, and a cancel reverses it. */
const POSTING_STATUSES: readonly DocumentStatus[] = [S.DRAFT, S.COMPLETED, S.CANCELLED];

const itemLine = lookup('itemId', 'Item', 'item', { required: true });
const stockArea = (required: boolean): FieldDef =>
  lookup('stockAreaId', 'Stock Area', 'stockArea', { required });
const lotNumber = field('lotNumber', 'Lot Number', 'text', { maxLength: 40 });
const remarks = field('remarks', 'Remarks', 'textarea', { maxLength: 1000 });
const branch = (label: string): FieldDef => lookup('branchId', label, 'branch', { required: true });
const orderLookup = lookup('purchaseOrderId', 'Purchase Order', 'purchaseOrder', {
  lookup: { module: 'purchaseOrder', displayKey: 'number', list: 'getInProgressAndOpenPOList' },
});
const challan: readonly FieldDef[] = [
  field('challanNumber', 'Challan / Invoice Number', 'text', { maxLength: 50 }),
  field('challanDate', 'Challan / Invoice Date', 'date'),
  field('vehicleNumber', 'Vehicle Number', 'text', { maxLength: 20, uppercase: true }),
];
const listed = ['number', 'date', 'partyId', 'status'];

const STOCK_ISSUE_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    itemLine,
    stockArea(true),
    lotNumber,
    quantity('quantity', L.quantity, { required: true, positive: true }),
    uomLookup(),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'stockAreaId', 'lotNumber', 'quantity', 'uomId'],
};

const PRE_INWARD_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    itemLine,
    quantity('quantity', 'Declared Quantity', { required: true, positive: true }),
    uomLookup(),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'quantity', 'uomId'],
};

const round3 = (value: number): number => Number(value.toFixed(3));
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const INWARD_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('purchaseOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    itemLine,
    quantity('quantity', 'Received Quantity', { required: true, positive: true }),
    quantity('acceptedQuantity', 'Accepted Quantity', { required: true, min: 0 }),
    quantity('rejectedQuantity', 'Rejected Quantity', { min: 0 }),
    quantity('shortQuantity', 'Short Quantity', { min: 0 }),
    uomLookup(),
    amount('rate', 'Rate', { required: true, min: 0 }),
    stockArea(true),
    lookup('rackId', 'Rack', 'rack'),
    lotNumber,
    field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
    field('manufacturedOn', 'Manufactured On', 'date'),
    field('expiresOn', 'Expires On', 'date'),
  ],
  listColumns: ['itemId', 'quantity', 'acceptedQuantity', 'rejectedQuantity', 'uomId', 'rate', 'stockAreaId'],
  rules: [
    {
      field: 'acceptedQuantity',
      message: 'Accepted and rejected quantities must add up to the received quantity.',
      valid: ({ quantity: received, acceptedQuantity: accepted, rejectedQuantity }) => {
        const rejected = rejectedQuantity ?? 0;
        if (!isNumber(received) || !isNumber(accepted) || !isNumber(rejected)) return true;
        return round3(accepted + rejected) === round3(received);
      },
    },
  ],
};

const RETURN_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    field('purchaseOrderLineId', 'Order Line', 'number', { integer: true, min: 1, hidden: true }),
    itemLine,
    quantity('quantity', 'Returned Quantity', { required: true, positive: true }),
    uomLookup(),
    amount('rate', 'Rate', { min: 0 }),
    stockArea(true),
    lotNumber,
    field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
    field('reason', 'Reason', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'quantity', 'uomId', 'stockAreaId', 'lotNumber'],
};

export const STOCK_DOCUMENTS: Readonly<Record<StockDocumentKey, DocumentDef>> = {
  stockIssue: {
    key: 'stockIssue',
    moduleId: 3,
    label: 'Stock Issue',
    apiPath: 'chemical/stockIssue',
    aclName: 'chemical/itemStock/stock',
    route: '/module/stock-issue',
    listRoute: '/module/stock-issue',
    series: 'SI',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('departmentId', 'Department', 'department', { required: true }),
      field('purpose', 'Purpose', 'select', {
        required: true,
        options: [
          { value: 'CONSUMPTION', label: 'Consumption' },
          { value: 'SCRAP', label: 'Scrap' },
        ],
        defaultValue: 'CONSUMPTION',
      }),
      field('reason', 'Reason', 'textarea', { maxLength: 500 }),
    ],
    lines: STOCK_ISSUE_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'departmentId', 'purpose', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Takes the quantities out of their stock areas (available stock only).',
    posting: { movement: 'ISSUE', direction: 'out', quantityField: 'quantity', rated: false },
  },
  preInward: {
    key: 'preInward',
    moduleId: 4,
    label: 'Pre Inward',
    apiPath: 'chemical/preinward',
    aclName: 'pre-inward',
    route: '/module/pre-inward',
    listRoute: '/module/pre-inward',
    series: 'GE',
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      branch('Received At (Branch)'),
      orderLookup,
      ...challan,
      field('receivedBy', 'Received By', 'text', { maxLength: 100 }),
      remarks,
    ],
    lines: PRE_INWARD_LINES,
    progressFields: [],
    statuses: [S.DRAFT, S.OPEN, S.CLOSED, S.CANCELLED],
    lists: [],
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: 'Numbers the gate entry (its slip number); posts no stock.',
  },
  inward: {
    key: 'inward',
    moduleId: 5,
    label: 'Inward',
    apiPath: 'chemical/inward',
    aclName: 'inward',
    route: '/module/inward',
    listRoute: '/module/inward/list',
    series: 'GRN',
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: { rate: 'purchasePrice' },
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      branch('Received At (Branch)'),
      { ...orderLookup, required: true },
      lookup('preInwardId', 'Pre Inward', 'preInward', {
        lookup: { module: 'preInward', displayKey: 'number' },
      }),
      ...challan,
      remarks,
    ],
    lines: INWARD_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Brings the accepted quantities into stock (held for the lab when LAB_TEST_INWARD is YES) and adds them to the order's received quantities.",
    posting: {
      movement: 'INWARD',
      direction: 'in',
      quantityField: 'acceptedQuantity',
      rated: true,
      holdsForLab: true,
    },
    against: {
      document: 'purchaseOrder',
      direction: 'fill',
      headerField: 'purchaseOrderId',
      lineField: 'purchaseOrderLineId',
      quantityField: 'acceptedQuantity',
      progressField: 'receivedQuantity',
      tolerance: 'INWARD_TOLERANCE_PERCENT',
    },
  },
  purchaseReturn: {
    key: 'purchaseReturn',
    moduleId: 6,
    label: 'Purchase Return',
    apiPath: 'chemical/purchaseReturn',
    aclName: 'inward',
    route: '/module/purchase-return',
    listRoute: '/module/purchase-return',
    series: 'PR',
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      branch('Returned From (Branch)'),
      {
        ...lookup('purchaseOrderId', 'Purchase Order', 'purchaseOrder', {
          lookup: { module: 'purchaseOrder', displayKey: 'number', list: 'getReceivedPOList' },
        }),
        required: true,
      },
      ...challan,
      remarks,
    ],
    lines: RETURN_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Takes the returned quantities out of stock and off the order's received quantities, reopening it.",
    posting: { movement: 'RETURN', direction: 'out', quantityField: 'quantity', rated: false },
    against: {
      document: 'purchaseOrder',
      direction: 'reopen',
      headerField: 'purchaseOrderId',
      lineField: 'purchaseOrderLineId',
      quantityField: 'quantity',
      progressField: 'receivedQuantity',
      tolerance: 'INWARD_TOLERANCE_PERCENT',
    },
  },
};
