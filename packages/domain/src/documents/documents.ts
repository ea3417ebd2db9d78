import type { ChildTableDef, CrossFieldRule, FieldDef, ModuleDef, ModuleSpec } from '../catalogue/fields.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { INDIAN_STATES } from '../catalogue/formats.ts';
import {
  amount,
  DOCUMENT_SYSTEM_FIELDS,
  field,
  LINE_SYSTEM_FIELDS,
  lookup,
  partyField,
  quantity,
  uomLookup,
  type PartyRole,
} from './documentFields.ts';
import { PO_CBL_FLOW } from './departmentFlow.ts';
import { ALLOCATION_DOCUMENTS, type AllocationDocumentKey } from './allocationDocuments.ts';
import { COUNT_DOCUMENTS, type CountDocumentKey, type DocumentCount } from './countDocuments.ts';
import type { DocumentPosting } from './postings.ts';
import type { DocumentAgainst } from './against.ts';
import { RECONCILE_DOCUMENTS, type ReconcileDocumentKey } from './reconcileDocuments.ts';
import { REQUEST_DOCUMENTS, type RequestDocumentKey } from './requestDocuments.ts';
import { STOCK_DOCUMENTS, type StockDocumentKey } from './stockDocuments.ts';
import { TRANSFER_DOCUMENTS, type TransferDocumentKey } from './transferDocuments.ts';
import { JOB_WORK_DOCUMENTS, type JobWorkDocumentKey } from './jobWorkDocuments.ts';
import { PLANNING_DOCUMENTS, type PlanningDocumentKey } from './planningDocuments.ts';
import { SHIP_DOCUMENTS, type ShipDocumentKey } from './shipDocuments.ts';
import { DAILY_PRODUCTION_DOCUMENTS, type DailyProductionDocumentKey } from './dailyProductionDocuments.ts';
import { SCHEDULE_DOCUMENTS, type ScheduleDocumentKey } from './scheduleDocuments.ts';
import { PRODUCTION_DOCUMENTS, type ProductionDocumentKey } from './productionDocuments.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S, type DocumentStatus } from './statuses.ts';

export { DOCUMENT_SYSTEM_FIELDS, LINE_SYSTEM_FIELDS } from './documentFields.ts';

/**
 * Issue 16's document catalogue, like `MODULES` for masters: each document type once, for the server
 * (tables, calls, rules), the screens (one list, one form) and the menu. Decision 0803. Longer than 300
 * lines: the declaration's shape, the orders and the rules every document is read by belong together;
 * the other documents are declared in their own files.
 */

export type DocumentKey =
  | 'purchaseOrder'
  | 'salesOrder'
  | StockDocumentKey
  | RequestDocumentKey
  | TransferDocumentKey
  | AllocationDocumentKey
  | ReconcileDocumentKey
  | CountDocumentKey
  | JobWorkDocumentKey
  | PlanningDocumentKey
  | ShipDocumentKey
  | DailyProductionDocumentKey
  | ScheduleDocumentKey
  | ProductionDocumentKey;

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
  /** The party the document is with; a stock issue is with nobody. */
  partyRole?: PartyRole;
  /**
   * 'gst': the lines carry rates and GST and the header its totals (orders); 'none': quantities (and an
   * inward's rates) only, the tax totals stay 0 and no place of supply is asked (decision 0880).
   */
  valuation: 'gst' | 'none';
  /**
   * The item fields a new line's rate and GST rate default from (the rate after the party's last one); a
   * document without them takes only the item's unit.
   */
  itemDefaults: { rate?: 'purchasePrice' | 'salePrice'; gstRate?: 'purchaseGstRate' | 'saleGstRate' };
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
  /** A read by number named in its path (spec §7: `getRequestByRequestNumber/MR/2026-27/00001`). */
  byNumber?: string;
  listColumns: readonly string[];
  searchKeys: readonly string[];
  /** What a submit does besides numbering and the status, in words (the stock it posts, the order it fills). */
  onSubmit: string;
  /** The stock it posts when completed, and reverses when cancelled (decision 0881). */
  posting?: DocumentPosting;
  /** The order whose lines it fills as it is completed (an inward receives a purchase order's lines). */
  against?: DocumentAgainst;
  /** A count sheet (decision 1010): lines frozen from its stock area's balances, posting the differences. */
  count?: DocumentCount;
  /** Rules over several header fields (a foundry inward's weighbridge: net = gross − tare). */
  rules?: readonly CrossFieldRule[];
  /**
   * The system config key that, YES at submit, makes the document take two steps (decision 1041): sent on
   * submit (Open, in the in-between place), then accepted (Completed). Otherwise it completes on submit.
   */
  twoStepConfig?: string;
  /**
   * Done (Completed) when submitted though it posts nothing itself: a lab test, whose verdict releases its
   * lot's held stock under the inward that received it (decision 1162).
   */
  completesOnSubmit?: boolean;
  /** The print's title when it is not the label: a dispatch prints as its delivery challan (decision 1142). */
  printTitle?: string;
  /**
   * Jobs on a machine's timeline (decision 1124): the header field naming the machine, and the system
   * config key that must be YES to submit; a submit refuses a clash and a machine left down.
   */
  schedule?: { machineField: string; configKey: string };
  /**
   * A daily production entry (decision 1121): its lines are machines' shifts (the machine and the shift on
   * the line or the header), each entered on one open entry only; the DP log reads them. `lineField`: the
   * line's field that tells its runs apart (the machine, or the shift), where a shift entered twice is refused.
   */
  machineRuns?: { lineField: string };
  /**
   * Its lines carry no quantity for a submit to ask (decisions 1121, 1162): a lab test's are readings, a daily
   * production entry's its machines' output and hours.
   */
  quantified?: false;
  /**
   * What its submit does besides its stock, in the submit's transaction: a plan's lines checked against their
   * sales orders (`planLines`, decision 1160), a lab test's readings judged and its lot held or released
   * (`labVerdict`, decision 1162).
   */
  submitEffect?: 'planLines' | 'labVerdict';
  /**
   * Its lines' needs by the bill of material are shown against stock on its form, and its shortfall raised
   * as one material request (a plan; decisions 1160, 1163).
   */
  materialNeeds?: boolean;
  /** Its form shows the lab's verdict, what of its lot is held now and the report files, and takes a report
   * (a lab test; decisions 1162, 1164). */
  labReport?: boolean;
  /** The order its lists take when none is asked (spec §7's select lists by name); newest first otherwise. */
  defaultSort?: string;
}

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
    uomLookup(),
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
    progressFields: [quantity('receivedQuantity', 'Received Quantity', { min: 0 })],
    statuses: ORDER_STATUSES,
    lists: [
      { path: 'getPOList', statuses: ORDER_STATUSES.filter((status) => status !== S.DRAFT) },
      { path: 'getInProgressAndOpenPOList', statuses: [S.OPEN, S.IN_PROGRESS] },
      { path: 'getClosedPOList', statuses: [S.CLOSED] },
      // Issue 17: the orders something was received against, for a purchase return to pick.
      { path: 'getReceivedPOList', statuses: [S.IN_PROGRESS, S.CLOSED] },
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
};

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
  def: Pick<DocumentDef, 'statuses' | 'posting' | 'completesOnSubmit'>,
  twoStep = false,
): { statuses: readonly DocumentStatus[]; completes: boolean; posts: boolean; closedByWork: boolean } => ({
  statuses: def.statuses,
  // A stock transfer posts on submit but stays Open in transit until its validations close it; an
  // allocation reserves on submit and is completed by its issue (decision 1004).
  completes:
    (def.completesOnSubmit === true ||
      (def.posting !== undefined && def.posting.reserves !== true && !twoStep)) &&
    def.statuses.includes(S.COMPLETED),
  posts: def.posting !== undefined || def.completesOnSubmit === true,
  closedByWork: def.posting?.toTransit === true,
});

/** A document whose submit reserves stock is completed by the user's issue, which posts it (decision 1004). */
export const issuesReserved = (def: Pick<DocumentDef, 'posting'>): boolean => def.posting?.reserves === true;

/** A new document's draft: the header fields' defaults (a stock issue's purpose) and today's date. */
export const newDocumentDraft = (
  def: Pick<DocumentDef, 'fields'>,
  today: string,
): Record<string, unknown> => ({
  ...Object.fromEntries(
    def.fields.flatMap((field) =>
      field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]],
    ),
  ),
  date: today,
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
  ...(def.rules ? { rules: def.rules } : {}),
  duplicateCode: RESPONSE_CODES.DUPLICATE,
  notFoundCode: RESPONSE_CODES.NOT_FOUND,
});
