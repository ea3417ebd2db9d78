// @erp/domain's document rules, re-exported whole by the package index.
// Documents (issue 16: numbering, lifecycle, GST)
export {
  DOCUMENT_STATUS,
  DOCUMENT_STATUSES,
  DOCUMENT_ACTIONS,
  isDocumentStatus,
  statusLabel,
  wentOut,
  applyAction,
  canTransition,
  nextStatuses,
  standingStatuses,
  EXPECTING_STATUSES,
  type DocumentStatus,
  type DocumentAction,
  type DocumentProgress,
  type TransitionContext,
  type TransitionResult,
} from './statuses.ts';
export {
  SEQUENCE_DIGITS,
  financialYear,
  numberSeries,
  formatDocumentNumber,
  parseDocumentNumber,
  amendedNumber,
  takesNumberOnSubmit,
  isEditable,
  deleteProblem,
  canDelete,
  editProblem,
  lockedByBooks,
  booksLockedMessage,
  printFileName,
  type BusinessDate,
  type DocumentNumber,
  type NumberedDocument,
} from './numbering.ts';
export {
  isStateCode,
  stateOfGstin,
  partyState,
  billingAddressOf,
  shippingAddressOf,
  purchaseOrderPlaces,
  salesSupplierState,
  salesPlaceOfSupply,
  salesOrderPlaces,
  prospectPlaces,
  isInterState,
  registrationOf,
  igstWithinState,
  GST_REGISTRATION_TYPES,
  type AddressLike,
  type GstRegistrationType,
  type PartyLike,
  type PremisesLike,
  type Places,
} from './places.ts';
export {
  keptFactsOf,
  keptLine,
  keptParty,
  keptSeller,
  keptShown,
  keptTransporter,
  type KeptAddress,
  type KeptBank,
  type KeptFacts,
  type KeptLine,
  type KeptParty,
  type KeptSeller,
  type KeptTransporter,
  type PartyAddress,
  type PartyRecord,
  type PremisesRecord,
} from './kept.ts';
export {
  computeTaxes,
  toPaise,
  fromPaise,
  type TaxLineInput,
  type TaxInput,
  type LineTaxes,
  type TaxSummaryRow,
  type DocumentTaxes,
} from './gst.ts';
export {
  DOCUMENT_LABELS,
  submitProblems,
  type SubmittedLine,
  type SubmittedDocument,
  type SubmitRules,
} from './submit.ts';
export {
  AMEND_POSTED,
  AMEND_WORK_DONE,
  amendProblem,
  canAmend,
  nextRevisionNumber,
  type AmendedDocument,
  type AmendRules,
  type AmendProblem,
} from './amendments.ts';
export {
  FORM_ACTIONS,
  actionConsequences,
  formActions,
  type FormAction,
  type FormRules,
  type FormSubject,
} from './formActions.ts';
export {
  documentTaxes,
  storedTaxes,
  itemLineDefaults,
  lineForItem,
  lineWithItemDefaults,
  type EnteredTaxes,
  type ItemLineDefaults,
} from './lines.ts';
export {
  ORIGIN_PRICES,
  askedPrices,
  declaredTerms,
  differentFromOrigin,
  headerOrigin,
  headerWithTerms,
  lineOrigins,
  lineReferences,
  lineWithDefaults,
  netRate,
  orderFillOf,
  originPriceFor,
  pricedFields,
  type ChainLink,
  type OrderFill,
  type OriginNamed,
  type LineReference,
} from './chain.ts';
export { CHAIN_TERMS, type ChainTerm } from './chainTerms.ts';
export {
  DOCUMENTS,
  PARCEL_PACKING,
  documentByKey,
  documentByApiPath,
  documentByModuleId,
} from './documents.ts';
export {
  documentModule,
  documentTables,
  issuesReserved,
  sendsBetween,
  transitionRules,
  waitsForApproval,
  newDocumentDraft,
  newDocumentLine,
  switchedOff,
} from './documentRules.ts';
export type { DocumentDef } from './documentDef.ts';
export type {
  BillingKind,
  DocumentAccepts,
  DocumentAmends,
  DocumentCount,
  DocumentListCall,
  DocumentOrigin,
} from './documentParts.ts';
export type { DocumentKey } from './documentKeys.ts';
export type {
  BillDocumentKey,
  CountDocumentKey,
  InvoiceDocumentKey,
  MaintenanceDocumentKey,
  MaterialDocumentKey,
  NoteDocumentKey,
  OpeningDocumentKey,
  PaymentDocumentKey,
  QuotationDocumentKey,
  ReconcileDocumentKey,
  StockDocumentKey,
} from './documentKeys.ts';
export {
  DOCUMENT_SYSTEM_FIELDS,
  GST_SERIES_FIELD,
  LINE_SYSTEM_FIELDS,
  withFeatures,
} from './documentFields.ts';
export { lineDerivations, configDefaults, type LineDerivation } from './derived.ts';
export { STOCK_DOCUMENTS } from './stockDocuments.ts';
export { MATERIAL_DOCUMENTS } from './materialDocuments.ts';
export {
  documentPostings,
  postsFor,
  LINE_ROLES,
  lineRoleOf,
  MATERIAL_FIELDS,
  type LineRole,
  type DocumentPosting,
  type MaterialKind,
  type PostingContext,
  type StockPosting,
} from './postings.ts';
export {
  againstParts,
  countedOf,
  doneOf,
  linesFromOrder,
  orderProgress,
  pendingOf,
  receiptProblems,
  type DocumentAgainst,
  type OrderLine,
} from './against.ts';
export {
  ADJUSTMENT_MOVEMENTS,
  CONSUMPTION_MOVEMENTS,
  LOSS_MOVEMENT,
  PERIOD_BACKWARDS,
  PRODUCTION_MOVEMENTS,
  RECONCILE_DOCUMENTS,
  linesFromFigures,
  lossOf,
  periodInOrder,
  reconcileColumn,
  reconcileFigures,
  withLoss,
  type DepartmentMove,
  type FigureRow,
  type ReconcileColumn,
  type ReconcileFigures,
  type ReconcileItem,
} from './reconcileDocuments.ts';
export {
  SO_CBL_FLOW,
  dispatchProblems,
  orderLinkProblems,
  readyToDispatch,
  type DispatchLine,
  type OrderItemFlow,
  type OrderLinkedLine,
} from './dispatchFlow.ts';
export {
  PO_CBL_FLOW,
  areasForDepartment,
  requestingAreaProblems,
  type DepartmentArea,
} from './departmentFlow.ts';
export { COUNT_DOCUMENTS, countKey, countSheetLines, needsReason, withDifference } from './countDocuments.ts';
export * from './productionExports.ts';
export type { ParcelDispatch, ParcelPage, ParcelRow } from './shippingTypes.ts';
export { INVOICE_DOCUMENTS } from './invoiceDocuments.ts';
export { BILL_DOCUMENTS } from './billDocuments.ts';
// Notes against a sales invoice (issue 20, decisions 1410–1412)
export { NOTE_DOCUMENTS, NOTE_REASONS } from './noteDocuments.ts';
export {
  leftOf,
  noteLineFrom,
  noteProblems,
  type InvoiceLeft,
  type InvoiceLineLeft,
  type NoteSubmitted,
} from './notes.ts';
export { PAYMENT_DOCUMENTS, PAYMENT_MODES } from './paymentDocuments.ts';
export { OPENING_DOCUMENTS } from './openingDocuments.ts';
export { KG_PER_UQC, dayWastageMaterial, wastageInUnit } from './wastage.ts';
// Quotations (issue 21, decisions 1620–1626)
export {
  QUOTATION_DOCUMENTS,
  VALID_BEFORE_DATE,
  draftParty,
  NO_CUSTOMER,
  expired,
  expiredMessage,
  needsOrigin,
} from './quotationDocuments.ts';
// A maintenance recorded against the schedule (issue 22, decisions 1784–1786)
export { MAINTENANCE_DOCUMENTS } from './maintenanceDocuments.ts';
export { bookDateProblem, booksLock, DEFAULT_BOOKS_START, goLiveEve, type BookDates } from './bookDates.ts';
