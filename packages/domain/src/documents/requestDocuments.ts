import type { ChildTableDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import type { RequestDocumentKey } from './documentKeys.ts';
import { amount, field, lookup, quantity, rackLookup, uomLookup } from './documentFields.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

const MATERIAL_REQUEST_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    quantity('quantity', 'Requested Quantity', { required: true, positive: true }),
    uomLookup(),
    // What the request is valued at for its approval "by value" (decision 1000): the item's purchase price.
    amount('rate', 'Estimated Rate', { min: 0 }),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
    // The plan whose shortfall raised it (decision 1160): one standing request per plan. Written by the
    // plan's Raise Material Request alone; a line naming a plan by hand is refused (decision 2270).
    field('planningId', 'Plan', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      readOnly: true,
      references: { module: 'planning' },
    }),
  ],
  listColumns: ['itemId', 'quantity', 'uomId', 'rate'],
};

/** A picker of the open and in-progress sales orders. */
export const SALES_ORDER_PICKER = {
  module: 'salesOrder',
  displayKey: 'number',
  list: 'getOpenAndInProgressSalesOrderList',
};

const DEPARTMENT_TRANSFER_LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    lookup('fromStockAreaId', 'From Stock Area', 'stockArea', { required: true }),
    // The racks a move takes from and lands on, where racks are kept (RACK_SUPPORT, decision 2356).
    rackLookup('rackId', 'From Rack', 'fromStockAreaId', { feature: 'RACK_SUPPORT' }),
    lookup('toStockAreaId', 'To Stock Area', 'stockArea', { required: true }),
    rackLookup('toRackId', 'To Rack', 'toStockAreaId', { feature: 'RACK_SUPPORT' }),
    field('lotNumber', 'Lot Number', 'text', {
      maxLength: 40,
      lotOf: { item: 'itemId', area: 'fromStockAreaId' },
    }),
    quantity('quantity', L.quantity, { required: true, positive: true }),
    uomLookup(),
    // The order whose finished goods it moves to the dispatch area (SO_CBL_FLOW_SUPPORT; decision 1042).
    lookup('salesOrderId', 'Sales Order', 'salesOrder', { lookup: SALES_ORDER_PICKER }),
    field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  ],
  listColumns: ['itemId', 'fromStockAreaId', 'toStockAreaId', 'lotNumber', 'quantity', 'uomId'],
  rules: [
    {
      field: 'toStockAreaId',
      message: 'Choose another stock area or rack to move to: it is the one the material leaves.',
      // Another rack of the same area is a move too (decision 2356).
      valid: ({ fromStockAreaId: from, toStockAreaId: to, rackId, toRackId }) =>
        from === undefined ||
        from === null ||
        from !== to ||
        (typeof toRackId === 'number' && toRackId !== rackId),
    },
  ],
};

const PURPOSES = [
  { value: 'PRODUCTION', label: 'Production' },
  { value: 'CONSUMPTION', label: 'Consumption' },
  { value: 'MAINTENANCE', label: 'Maintenance' },
  { value: 'SAMPLE', label: 'Sample' },
];

/** Issue 18's documents of stock inside the factory. */
export const REQUEST_DOCUMENTS: Readonly<Record<RequestDocumentKey, DocumentDef>> = {
  materialRequest: {
    key: 'materialRequest',
    moduleId: 11,
    label: 'Material Request',
    apiPath: 'chemical/requestApproval',
    aclName: 'chemical/requestApproval',
    route: '/module/materialRequest',
    listRoute: '/module/materialRequest',
    series: 'MR',
    valuation: 'none',
    itemDefaults: { rate: 'purchasePrice' },
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('departmentId', 'Department', 'department', { required: true }),
      field('requiredBy', 'Required By', 'date', { required: true }),
      field('purpose', 'Purpose', 'select', {
        required: true,
        options: PURPOSES,
        defaultValue: 'PRODUCTION',
      }),
      lookup('salesOrderId', 'Sales Order', 'salesOrder', { lookup: SALES_ORDER_PICKER }),
      field('remarks', 'Remarks', 'textarea', { maxLength: 1000 }),
    ],
    lines: MATERIAL_REQUEST_LINES,
    progressFields: [
      quantity('allocatedQuantity', 'Allocated Quantity', { min: 0 }),
      quantity('issuedQuantity', 'Issued Quantity', { min: 0 }),
    ],
    statuses: [S.DRAFT, S.PENDING_APPROVAL, S.OPEN, S.IN_PROGRESS, S.CLOSED, S.CANCELLED],
    lists: [{ path: 'getOpenAndInProgressRequest', statuses: [S.OPEN, S.IN_PROGRESS] }],
    byNumber: 'getRequestByRequestNumber',
    listColumns: ['number', 'date', 'departmentId', 'requiredBy', 'purpose', 'status'],
    searchKeys: ['number'],
    onSubmit: 'Numbers the request and opens it for the store (or asks for approval); moves no stock.',
    rules: [
      {
        field: 'requiredBy',
        message: 'The date material is required by cannot be before the request date.',
        valid: ({ date, requiredBy }) =>
          typeof date !== 'string' || typeof requiredBy !== 'string' || requiredBy >= date,
      },
    ],
  },
  departmentTransfer: {
    key: 'departmentTransfer',
    moduleId: 12,
    label: 'Inter Department Transfer',
    apiPath: 'erp/cbl-to-cbl',
    aclName: 'erp/cbl-to-cbl',
    route: '/module/cbl-to-cbl',
    listRoute: '/module/cbl-to-cbl',
    series: 'IDT',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      field('date', L.date, 'date', { required: true }),
      lookup('fromDepartmentId', 'From Department', 'department', { required: true }),
      lookup('toDepartmentId', 'To Department', 'department', { required: true }),
      field('reason', 'Reason', 'textarea', { required: true, maxLength: 500 }),
    ],
    lines: DEPARTMENT_TRANSFER_LINES,
    progressFields: [],
    // Open: sent, waiting for the receiving department to accept it (CBL_FLOW_SUPPORT YES; decision 1041).
    statuses: [S.DRAFT, S.OPEN, S.COMPLETED, S.CANCELLED],
    lists: [{ path: 'getSentList', statuses: [S.OPEN] }],
    listColumns: ['number', 'date', 'fromDepartmentId', 'toDepartmentId', 'status'],
    searchKeys: ['number'],
    onSubmit:
      "Moves the quantities from the sending department's stock area to the receiving one's, or between two stock areas or racks of one department, in one branch (where the receiving department accepts each transfer from another: sends them, for it to accept).",
    twoStepConfig: 'CBL_FLOW_SUPPORT',
    // A move inside one department is done on submit: there is no other department to accept it (decision 2355).
    twoStepBetween: ['fromDepartmentId', 'toDepartmentId'],
    onAccept: "Brings the sent quantities into the receiving department's stock area, for good.",
    posting: {
      movement: 'TRANSFER',
      direction: 'transfer',
      quantityField: 'quantity',
      rated: false,
      areaField: 'fromStockAreaId',
      toField: 'toStockAreaId',
      toRackField: 'toRackId',
      sameBranch: true,
    },
  },
};
