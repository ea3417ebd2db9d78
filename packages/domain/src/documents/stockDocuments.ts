import { MAX_QUANTITY_DECIMALS } from '../format/decimals.ts';
import type { DocumentDef } from './documentDef.ts';
import type { StockDocumentKey } from './documentKeys.ts';
import type { DocumentAgainst } from './against.ts';
import { field, lookup, partyField } from './documentFields.ts';
import { MATERIAL_DOCUMENTS } from './materialDocuments.ts';
import {
  branch,
  challan,
  FOUNDRY_LINES,
  INWARD_LINES,
  isNumber,
  listed,
  orderLookup,
  POSTING_STATUSES,
  PRE_INWARD_LINES,
  RECEIPT,
  remarks,
  RETURN_LINES,
  round3,
  STOCK_ISSUE_LINES,
} from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

/** What the gate entry wrote of the supplier's challan and the vehicle, which its inward takes. */
/** What an inward takes of its gate entry: its purchase order (issue 56), its challan and vehicle (decision 2071). */
const GATE_SLIP = ['purchaseOrderId', ...challan.map((field) => field.key)];

/** A receipt fills its purchase order's lines (decision 0881). */
const RECEIVES_ORDER: DocumentAgainst = {
  document: 'purchaseOrder',
  direction: 'fill',
  headerField: 'purchaseOrderId',
  lineField: 'purchaseOrderLineId',
  quantityField: 'acceptedQuantity',
  progressField: 'receivedQuantity',
  tolerance: 'INWARD_TOLERANCE_PERCENT',
};

/**
 * Issue 17's stock documents: the gate entry, the receipt against a purchase order, the issue out, and
 * the return of received goods to the supplier.
 */
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
    // The gate entry its series GE stands for (decisions 0880, 2222); the spec's menu calls it Pre Inward.
    label: 'Gate Entry',
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
    // What came at the gate starts as its order's lines not yet received; it counts nothing (decision 2070).
    madeFrom: {
      document: 'purchaseOrder',
      headerField: 'purchaseOrderId',
      pending: { quantityField: 'quantity', progressField: 'receivedQuantity' },
    },
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
      // Its purchase order, challan and vehicle are the gate entry's (decision 2071, issue 56).
      lookup('preInwardId', 'Gate Entry', 'preInward', {
        lookup: { module: 'preInward', displayKey: 'number', carries: GATE_SLIP, fills: GATE_SLIP },
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
      "Brings the accepted quantities into stock (held for the lab until a test passes them, where the lab tests what is received) and adds them to the order's received quantities.",
    posting: { ...RECEIPT, holdsForLab: true },
    against: RECEIVES_ORDER,
    // Received at the branch its order delivers to (decision 2020).
    sameAsOrigin: ['branchId'],
  },
  foundryInward: {
    key: 'foundryInward',
    moduleId: 7,
    label: 'Foundry Inward',
    apiPath: 'chemical/foundaryInward',
    aclName: 'chemical/foundaryInward',
    route: '/module/inward-foundary',
    listRoute: '/module/inward-foundary',
    series: 'FIN',
    partyRole: 'supplier',
    valuation: 'none',
    itemDefaults: { rate: 'purchasePrice' },
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      branch('Received At (Branch)'),
      { ...orderLookup, required: true },
      ...challan,
      field('grossWeight', 'Weighbridge Gross (kg)', 'number', { min: 0, decimals: MAX_QUANTITY_DECIMALS }),
      field('tareWeight', 'Weighbridge Tare (kg)', 'number', { min: 0, decimals: MAX_QUANTITY_DECIMALS }),
      field('netWeight', 'Weighbridge Net (kg)', 'number', { min: 0, decimals: MAX_QUANTITY_DECIMALS }),
      remarks,
    ],
    lines: FOUNDRY_LINES,
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit:
      "Brings the accepted weights of castings and scrap into stock, by heat, and adds them to the order's received quantities.",
    posting: RECEIPT,
    against: RECEIVES_ORDER,
    // Received at the branch its order delivers to (decision 2020).
    sameAsOrigin: ['branchId'],
    rules: [
      {
        field: 'netWeight',
        message: 'The net weight is the gross less the tare.',
        valid: ({ grossWeight: gross, tareWeight: tare, netWeight: net }) =>
          !isNumber(gross) || !isNumber(tare) || !isNumber(net) || round3(gross - tare) === round3(net),
      },
    ],
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
    posting: {
      movement: 'RETURN',
      direction: 'out',
      quantityField: 'quantity',
      rated: false,
      takesHeld: true,
    },
    // Returned from the branch its order delivered to (decision 2020).
    sameAsOrigin: ['branchId'],
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
  ...MATERIAL_DOCUMENTS,
};
