import type { ChildTableDef, FieldDef, ModuleDef, ModuleSpec } from '../catalogue/fields.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { INDIAN_STATES } from '../catalogue/formats.ts';
import { MAX_QUANTITY_DECIMALS } from '../format/decimals.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S, DOCUMENT_STATUSES, type DocumentStatus } from './statuses.ts';

/**
 * Issue 16's document catalogue, like `MODULES` for masters: each document type once, for the server
 * (tables, calls, rules), the screens (one list, one form) and the menu. Decision 0803.
 */

export type DocumentKey = 'purchaseOrder' | 'salesOrder';

/** A list call of a document beyond `getAllByPartner`: its path under the API path and the statuses it lists. */
export interface DocumentListCall {
  path: string;
  statuses: readonly DocumentStatus[];
}

export interface DocumentDef {
  key: DocumentKey;
  /** The stable number approval calls name the document type by (spec §3 `moduleId`); never reused. */
  moduleId: number;
  label: string;
  /** The API path prefix without /api/v1/ (spec §7), e.g. 'chemical/purchaseOrder'. */
  apiPath: string;
  /** The access-control name (spec §2's menu permission). */
  aclName: string;
  /** The feature route: the form is `${route}/addUpdate[/id]` like a master's. */
  route: string;
  /** Where the menu opens the list (spec §2). */
  listRoute: string;
  /** The number series prefix: `PO/2026-27/00001`. */
  series: string;
  /** The party the document is with: a supplier (their GSTIN is the supplier's state) or a customer. */
  partyRole: 'supplier' | 'customer';
  /** The item fields a new line's rate and GST rate default from (the rate after the party's last one). */
  itemDefaults: { rate: 'purchasePrice' | 'salePrice'; gstRate: 'purchaseGstRate' | 'saleGstRate' };
  /** The header fields the user enters. */
  fields: readonly FieldDef[];
  /** The lines: the fields the user enters on each (a table of rows, key 'lines'). */
  lines: ChildTableDef;
  /** Line quantities later documents fill in (received, produced, dispatched), never the body. */
  progressFields: readonly FieldDef[];
  /** The statuses the document uses (the state machine's `statuses`). */
  statuses: readonly DocumentStatus[];
  /** Its own list calls (spec §7). */
  lists: readonly DocumentListCall[];
  /** A list call of one status named in its path (spec §7: `getPOByStatus/10`, the open ones). */
  statusList?: string;
  listColumns: readonly string[];
  searchKeys: readonly string[];
  /** What a submit does besides numbering and the status (stock postings come with later documents). */
  onSubmit: string;
}

const field = (
  key: string,
  label: string,
  type: FieldDef['type'],
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  key,
  label,
  type,
  ...extra,
});
const amount = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'amount', extra);
const lookup = (key: string, label: string, module: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'lookup', { lookup: { module, displayKey: 'name' }, ...extra });
const quantity = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  field(key, label, 'number', { decimals: MAX_QUANTITY_DECIMALS, uomField: 'uomId', ...extra });

/** The header fields every document has that the server sets: number, revision, status and totals. */
export const DOCUMENT_SYSTEM_FIELDS: readonly FieldDef[] = [
  field('number', 'Number', 'text', { maxLength: 40 }),
  field('revision', 'Revision', 'number', { integer: true, min: 0, max: 999, defaultValue: 0 }),
  field('status', 'Status', 'select', {
    options: DOCUMENT_STATUSES.map((status) => ({ value: status.id, label: status.label })),
    defaultValue: S.DRAFT,
  }),
  field('statusReason', 'Reason', 'textarea', { maxLength: 500 }),
  amount('taxableTotal', 'Taxable Value'),
  amount('cgstTotal', 'CGST'),
  amount('sgstTotal', 'SGST'),
  amount('igstTotal', 'IGST'),
  amount('roundOff', 'Round Off'),
  amount('grandTotal', 'Grand Total'),
];

/** The line fields the server computes (`computeTaxes`), kept on the rows for reports. */
export const LINE_SYSTEM_FIELDS: readonly FieldDef[] = [
  amount('taxableValue', 'Taxable Value'),
  amount('cgstAmount', 'CGST'),
  amount('sgstAmount', 'SGST'),
  amount('igstAmount', 'IGST'),
  amount('lineTotal', 'Total'),
];

const partyField = (role: DocumentDef['partyRole'], label: string): FieldDef =>
  lookup('partyId', label, 'party', {
    required: true,
    lookup: {
      module: 'party',
      displayKey: 'companyName',
      filter: role === 'supplier' ? { isSupplier: true } : { isCustomer: true },
    },
  });

const placeOfSupply = field('placeOfSupply', L.placeOfSupply, 'select', {
  required: true,
  options: INDIAN_STATES.map((state) => ({ value: state.code, label: `${state.code} ${state.name}` })),
});

/** The header fields after the party, date and branch. */
const terms: readonly FieldDef[] = [
  field('paymentTerms', 'Payment Terms', 'text', { maxLength: 200 }),
  lookup('transportId', 'Transporter', 'transport'),
  amount('freight', 'Freight', { min: 0 }),
  amount('otherCharges', 'Other Charges', { min: 0 }),
  field('remarks', 'Remarks', 'textarea', { maxLength: 1000 }),
];

const LINES: ChildTableDef = {
  key: 'lines',
  label: L.lines,
  minRows: 1,
  fields: [
    lookup('itemId', 'Item', 'item', { required: true }),
    field('description', 'Description', 'text', { maxLength: 500 }),
    quantity('quantity', L.quantity, { required: true, positive: true }),
    lookup('uomId', 'UOM', 'uom', {
      required: true,
      lookup: { module: 'uom', displayKey: 'name', carries: ['decimals'] },
    }),
    amount('rate', 'Rate', { required: true, min: 0 }),
    field('discountPercent', L.discountPercent, 'number', { min: 0, max: 100, decimals: 2 }),
    field('hsnCode', L.hsnCode, 'text', { maxLength: 8, format: 'hsn' }),
    field('gstRate', 'GST Rate %', 'number', { required: true, min: 0, max: 100, decimals: 2 }),
  ],
  listColumns: ['itemId', 'quantity', 'uomId', 'rate', 'discountPercent', 'hsnCode', 'gstRate'],
};

const ORDER_STATUSES: readonly DocumentStatus[] = [
  S.DRAFT,
  S.PENDING_APPROVAL,
  S.OPEN,
  S.IN_PROGRESS,
  S.CLOSED,
  S.CANCELLED,
];
const NO_POSTING = 'Numbers the order and opens it (or asks for approval); posts no stock.';
const listed = ['number', 'date', 'partyId', 'status', 'grandTotal'];

export const DOCUMENTS: Readonly<Record<DocumentKey, DocumentDef>> = {
  purchaseOrder: {
    key: 'purchaseOrder',
    moduleId: 1,
    label: 'Purchase Order',
    apiPath: 'chemical/purchaseOrder',
    aclName: 'chemical/purchaseOrder',
    route: '/module/purchase-order',
    listRoute: '/module/purchase-order',
    series: 'PO',
    partyRole: 'supplier',
    itemDefaults: { rate: 'purchasePrice', gstRate: 'purchaseGstRate' },
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      field('expectedDate', 'Expected Date', 'date'),
      lookup('branchId', 'Deliver To (Branch)', 'branch', { required: true }),
      placeOfSupply,
      ...terms,
    ],
    lines: LINES,
    progressFields: [quantity('receivedQuantity', 'Received Quantity', { min: 0 })],
    statuses: ORDER_STATUSES,
    lists: [
      { path: 'getPOList', statuses: ORDER_STATUSES.filter((status) => status !== S.DRAFT) },
      { path: 'getInProgressAndOpenPOList', statuses: [S.OPEN, S.IN_PROGRESS] },
      { path: 'getClosedPOList', statuses: [S.CLOSED] },
    ],
    statusList: 'getPOByStatus',
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: NO_POSTING,
  },
  salesOrder: {
    key: 'salesOrder',
    moduleId: 2,
    label: 'Sales Order',
    apiPath: 'chemical/salesOrder',
    aclName: 'chemical/salesOrder',
    route: '/module/sales-order',
    listRoute: '/module/sales-order/salesOrderList',
    series: 'SO',
    partyRole: 'customer',
    itemDefaults: { rate: 'salePrice', gstRate: 'saleGstRate' },
    fields: [
      partyField('customer', 'Customer'),
      field('date', L.date, 'date', { required: true }),
      field('deliveryDate', 'Delivery Date', 'date'),
      field('customerReference', 'Customer PO Reference', 'text', { maxLength: 100 }),
      lookup('branchId', 'Dispatch From (Branch)', 'branch', { required: true }),
      field('shipTo', 'Ship To', 'textarea', { maxLength: 500 }),
      placeOfSupply,
      ...terms,
    ],
    lines: LINES,
    progressFields: [
      quantity('producedQuantity', 'Produced Quantity', { min: 0 }),
      quantity('dispatchedQuantity', 'Dispatched Quantity', { min: 0 }),
    ],
    statuses: ORDER_STATUSES,
    lists: [{ path: 'getOpenAndInProgressSalesOrderList', statuses: [S.OPEN, S.IN_PROGRESS] }],
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: NO_POSTING,
  },
};

export const documentByKey = (key: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.key === key);

export const documentByApiPath = (apiPath: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.apiPath === apiPath);

export const documentByModuleId = (moduleId: number): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.moduleId === moduleId);

/**
 * What the server's table generation reads of a document (decision 0804): the header's columns (the
 * system fields, then the entered ones) and one line table with the entered, computed and progress
 * fields. Numbers are unique per organisation; a draft has none.
 */
export const documentTables = (
  document: DocumentDef,
): Pick<ModuleSpec, 'key' | 'fields' | 'children' | 'sortKey' | 'largeList' | 'uniqueKeys'> => ({
  key: document.key,
  fields: [...DOCUMENT_SYSTEM_FIELDS, ...document.fields],
  children: [
    {
      ...document.lines,
      fields: [...document.lines.fields, ...LINE_SYSTEM_FIELDS, ...document.progressFields],
    },
  ],
  sortKey: 'number',
  largeList: true,
  uniqueKeys: ['number'],
});

/**
 * The module a document's body is checked with, by the form before sending and by the server on save: its
 * entered fields and lines. The place of supply may be left out: the server defaults it from the party
 * and the branch (decision 0802).
 */
export const documentModule = (def: DocumentDef): ModuleDef => ({
  key: def.key,
  kind: 'master',
  apiPath: def.apiPath,
  aclName: def.aclName,
  route: def.route,
  label: def.label,
  fields: def.fields.map((field) => (field.key === 'placeOfSupply' ? { ...field, required: false } : field)),
  listColumns: def.listColumns,
  searchKeys: def.searchKeys,
  sortKey: 'number',
  children: [def.lines],
  duplicateCode: RESPONSE_CODES.DUPLICATE,
  notFoundCode: RESPONSE_CODES.NOT_FOUND,
});
