import type { FieldDef, ModuleDef, ModuleSpec } from '../catalogue/fields.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import {
  amount,
  DOCUMENT_SYSTEM_FIELDS,
  field,
  GST_SERIES_FIELD,
  LINE_SYSTEM_FIELDS,
  lookup,
  GST_LINES as LINES,
  partyField,
  placeOfSupply,
  quantity,
} from './documentFields.ts';
import type { SysConfig } from '../config/config.ts';
import { goLiveEve } from './bookDates.ts';
import { PO_CBL_FLOW } from './departmentFlow.ts';
import { ALLOCATION_DOCUMENTS } from './allocationDocuments.ts';
import { COUNT_DOCUMENTS } from './countDocuments.ts';
import { RECONCILE_DOCUMENTS } from './reconcileDocuments.ts';
import { REQUEST_DOCUMENTS } from './requestDocuments.ts';
import { STOCK_DOCUMENTS } from './stockDocuments.ts';
import { TRANSFER_DOCUMENTS } from './transferDocuments.ts';
import { JOB_WORK_DOCUMENTS } from './jobWorkDocuments.ts';
import { PLANNING_DOCUMENTS } from './planningDocuments.ts';
import { SHIP_DOCUMENTS } from './shipDocuments.ts';
import { DAILY_PRODUCTION_DOCUMENTS } from './dailyProductionDocuments.ts';
import { SCHEDULE_DOCUMENTS } from './scheduleDocuments.ts';
import { PRODUCTION_DOCUMENTS } from './productionDocuments.ts';
import { BILL_DOCUMENTS } from './billDocuments.ts';
import { INVOICE_DOCUMENTS } from './invoiceDocuments.ts';
import { NOTE_DOCUMENTS } from './noteDocuments.ts';
import { PAYMENT_DOCUMENTS } from './paymentDocuments.ts';
import { OPENING_DOCUMENTS } from './openingDocuments.ts';
import { QUOTATION_DOCUMENTS } from './quotationDocuments.ts';
import { MAINTENANCE_DOCUMENTS } from './maintenanceDocuments.ts';
import type { DocumentDef, DocumentKey } from './documentDef.ts';
import { withPartyPickers } from './partyPickers.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';

export { DOCUMENT_SYSTEM_FIELDS, GST_SERIES_FIELD, LINE_SYSTEM_FIELDS } from './documentFields.ts';

/**
 * Issue 16's document catalogue, like `MODULES` for masters: each document type once, for the server
 * (tables, calls, rules), the screens (one list, one form) and the menu. Decision 0803. The declaration's
 * shape is in documentDef.ts; the orders are declared here with the rules every document is read by, the
 * other documents in their own files.
 */

export type { DocumentDef, DocumentKey, DocumentListCall } from './documentDef.ts';

/** The header fields after the party, date and branch. */
const terms: readonly FieldDef[] = [
  field('paymentTerms', 'Payment Terms', 'text', { maxLength: 200 }),
  lookup('transportId', 'Transporter', 'transport'),
  amount('freight', 'Freight', { min: 0 }),
  amount('otherCharges', 'Other Charges', { min: 0 }),
  field('remarks', 'Remarks', 'textarea', { maxLength: 1000 }),
];

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

// Every picker of a partied document offers the chosen party's only (issue 38, partyPickers.ts).
export const DOCUMENTS: Readonly<Record<DocumentKey, DocumentDef>> = withPartyPickers({
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
    valuation: 'gst',
    itemDefaults: { rate: 'purchasePrice', gstRate: 'purchaseGstRate' },
    fields: [
      partyField('supplier', 'Supplier'),
      field('date', L.date, 'date', { required: true }),
      field('expectedDate', 'Expected Date', 'date'),
      lookup('branchId', 'Deliver To (Branch)', 'branch', { required: true }),
      // Whose stock areas its inward lands in with PO_CBL_FLOW_SUPPORT YES (decision 1043).
      lookup('requestingDepartmentId', 'Requesting Department', 'department', { feature: PO_CBL_FLOW }),
      placeOfSupply,
      ...terms,
    ],
    lines: LINES,
    progressFields: [
      quantity('receivedQuantity', 'Received Quantity', { min: 0 }),
      // What the supplier's bills charged for (decision 1440).
      quantity('billedQuantity', 'Billed Quantity', { min: 0 }),
    ],
    pendingProgress: ['receivedQuantity'],
    statuses: ORDER_STATUSES,
    lists: [
      { path: 'getPOList', statuses: ORDER_STATUSES.filter((status) => status !== S.DRAFT) },
      { path: 'getInProgressAndOpenPOList', statuses: [S.OPEN, S.IN_PROGRESS] },
      { path: 'getClosedPOList', statuses: [S.CLOSED] },
      // Issue 17: the orders something was received against, for a purchase return to pick.
      { path: 'getReceivedPOList', statuses: [S.IN_PROGRESS, S.CLOSED] },
    ],
    statusList: 'getPOByStatus',
    messageFields: { dueDate: 'expectedDate' },
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
    valuation: 'gst',
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
      // The quotation it was accepted from (decision 1621), written by the accept.
      lookup('quotationId', 'Quotation', 'quotation', {
        lookup: { module: 'quotation', displayKey: 'number' },
        readOnly: true,
      }),
    ],
    lines: LINES,
    progressFields: [
      quantity('producedQuantity', 'Produced Quantity', { min: 0 }),
      quantity('dispatchedQuantity', 'Dispatched Quantity', { min: 0 }),
    ],
    pendingProgress: ['dispatchedQuantity'],
    statuses: ORDER_STATUSES,
    lists: [{ path: 'getOpenAndInProgressSalesOrderList', statuses: [S.OPEN, S.IN_PROGRESS] }],
    creditControl: true,
    messageFields: { dueDate: 'deliveryDate', customerReference: 'customerReference' },
    listColumns: listed,
    searchKeys: ['number', 'partyId'],
    onSubmit: NO_POSTING,
  },
  ...STOCK_DOCUMENTS,
  ...REQUEST_DOCUMENTS,
  ...TRANSFER_DOCUMENTS,
  ...ALLOCATION_DOCUMENTS,
  ...RECONCILE_DOCUMENTS,
  ...COUNT_DOCUMENTS,
  ...JOB_WORK_DOCUMENTS,
  ...PLANNING_DOCUMENTS,
  ...SHIP_DOCUMENTS,
  ...DAILY_PRODUCTION_DOCUMENTS,
  ...SCHEDULE_DOCUMENTS,
  ...PRODUCTION_DOCUMENTS,
  ...INVOICE_DOCUMENTS,
  ...BILL_DOCUMENTS,
  ...NOTE_DOCUMENTS,
  ...PAYMENT_DOCUMENTS,
  ...OPENING_DOCUMENTS,
  ...QUOTATION_DOCUMENTS,
  ...MAINTENANCE_DOCUMENTS,
});

/**
 * Whether a document type can wait for approval (its statuses have Pending Approval): orders, material
 * requests and material reconciliations; another stock document is done on submit, so the approval configuration does not offer it.
 */
export const waitsForApproval = (def: Pick<DocumentDef, 'statuses'>): boolean =>
  def.statuses.includes(S.PENDING_APPROVAL);

/**
 * What the state machine reads of a document type: its statuses, whether it is done (Completed) when
 * submitted, as a document that posts stock is (decision 0881), and whether it posts stock (it is not
 * amended back to a draft: decision 1041). `twoStep`: its `twoStepConfig` is YES, so a submit sends it.
 */
export const transitionRules = (
  def: Pick<DocumentDef, 'statuses' | 'posting' | 'completesOnSubmit' | 'accepts'>,
  twoStep = false,
): {
  statuses: readonly DocumentStatus[];
  completes: boolean;
  posts: boolean;
  closedByWork: boolean;
  accepted: boolean;
} => ({
  statuses: def.statuses,
  // A stock transfer posts on submit but stays Open in transit until its validations close it; an
  // allocation reserves on submit and is completed by its issue (decision 1004).
  completes:
    (def.completesOnSubmit === true ||
      (def.posting !== undefined && def.posting.reserves !== true && !twoStep)) &&
    def.statuses.includes(S.COMPLETED),
  posts: def.posting !== undefined || def.completesOnSubmit === true,
  closedByWork: def.posting?.toTransit === true,
  accepted: def.accepts !== undefined,
});

/** A document whose submit reserves stock is completed by the user's issue, which posts it (decision 1004). */
export const issuesReserved = (def: Pick<DocumentDef, 'posting'>): boolean => def.posting?.reserves === true;

/**
 * A new document's draft: the header fields' defaults (a stock issue's purpose) and today's date; an opening
 * balance's the go-live eve, the one date it takes (decision 2121), once GO_LIVE_DATE is set.
 */
export const newDocumentDraft = (
  def: Pick<DocumentDef, 'fields' | 'opening'>,
  today: string,
  config?: SysConfig | null,
): Record<string, unknown> => ({
  ...Object.fromEntries(
    def.fields.flatMap((field) =>
      field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]],
    ),
  ),
  date: (def.opening && goLiveEve(config?.GO_LIVE_DATE)) || today,
});

export const documentByKey = (key: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.key === key);

export const documentByApiPath = (apiPath: string): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.apiPath === apiPath);

export const documentByModuleId = (moduleId: number): DocumentDef | undefined =>
  Object.values(DOCUMENTS).find((document) => document.moduleId === moduleId);

/**
 * What the server's table generation reads of a document (decision 0804): the header's columns (the
 * system fields, then the entered ones) and one line table with the entered, computed and progress
 * fields. Numbers are unique per organisation, a GST series' per its GSTIN (decision 1825); a draft has none.
 */
export const documentTables = (
  document: DocumentDef,
): Pick<ModuleSpec, 'key' | 'fields' | 'children' | 'sortKey' | 'largeList' | 'uniqueKeys'> => ({
  key: document.key,
  fields: [...DOCUMENT_SYSTEM_FIELDS, ...(document.gstSeries ? [GST_SERIES_FIELD] : []), ...document.fields],
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
  ...(def.rules ? { rules: def.rules } : {}),
  duplicateCode: RESPONSE_CODES.DUPLICATE,
  notFoundCode: RESPONSE_CODES.NOT_FOUND,
});

/** Why a switched-off document's call is refused (decision 1233). */
export const switchedOff = (def: Pick<DocumentDef, 'label'>, feature: string): string =>
  `${def.label} is switched off: set ${feature} to YES in the system configuration.`;
