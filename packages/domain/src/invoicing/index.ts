export {
  GST_NUMBER_MAX_LENGTH,
  gstInvoiceNumber,
  gstSeriesPrefix,
  gstNumberProblem,
  invoiceSeriesProblem,
  shortFinancialYear,
} from './series.ts';
export {
  EWAY_BILL_THRESHOLD,
  ewayBillReason,
  isServiceCode,
  isServiceLine,
  noEwayBillNeeded,
  type Consignment,
  type NamedConsignment,
} from './eway.ts';
export { matchBillLine, type BillLine, type BillLineMatch } from './match.ts';
export {
  billableLines,
  billMatch,
  inputTaxCredit,
  type BillableOrderLine,
  type BillMatch,
  type DocumentMatch,
  type InputTaxFields,
  type MatchedOrderLine,
  type TaxHeads,
} from './billMatch.ts';
export { creditHoldReasons, type CreditPosition, type OpenInvoice } from './credit.ts';
export {
  B2CL_THRESHOLD,
  b2csSummary,
  documentsIssued,
  gstr1Section,
  hsnSummary,
  seriesOf,
  type B2csRow,
  type DocumentsIssuedRow,
  type Gstr1Amounts,
  type Gstr1Document,
  type Gstr1Line,
  type Gstr1Section,
  type HsnRow,
} from './gstr1.ts';
export {
  eInvoiceJson,
  type EInvoiceInput,
  type EInvoiceJson,
  type EInvoiceLine,
  type EInvoiceParty,
} from './einvoice.ts';
export {
  EWAY_BILL_FILE_VERSION,
  ewayBillEntry,
  ewayBillFile,
  type EwayBillEntry,
  type EwayBillInput,
  type EwayTransport,
} from './ewaybill.ts';
export {
  isVehicleNumber,
  multiVehicleProblems,
  vehicleLoadsOf,
  vehicleLoadsText,
  vehicleNumberOf,
  type MultiVehicleMovement,
  type VehicleLoad,
} from './vehicles.ts';
export {
  addToGstr1Summary,
  emptyGstr1Summary,
  GSTR1_SECTIONS,
  linesWithCharges,
  mergedIssued,
  type Gstr1DocumentKind,
  type Gstr1SectionTotal,
  type Gstr1Summary,
  type IssuedDocument,
} from './gstr1Summary.ts';
export {
  DOCUMENT_NATURES,
  GSTR1_JSON_VERSION,
  gstr1Period,
  portalB2bInvoice,
  portalB2clInvoice,
  portalB2cs,
  portalDate,
  portalDocIssue,
  portalHsn,
  portalItems,
  portalPlace,
  portalRegisteredNote,
  portalUnregisteredNote,
  type PortalItem,
  type PortalItemDetail,
} from './gstr1Portal.ts';
export {
  TALLY_ENVELOPE,
  tallyImbalance,
  tallyVoucher,
  tallyVoucherXml,
  type TallyDocument,
  type TallyDocumentKind,
  type TallyEntry,
  type TallyVoucher,
} from './tally.ts';
export {
  AGEING_BUCKETS,
  LEDGER_ORDER,
  LEDGER_SIDE,
  SETTLES,
  ageingBucket,
  ageingTotals,
  allocationProblems,
  daysPastDue,
  dueDate,
  ledgerLines,
  type AgedDocument,
  type AgeingBucket,
  type Allocation,
  type LedgerDocument,
  type LedgerLine,
} from './ledger.ts';
export { settlingLines, type OpenToSettle, type SettlingLine } from './settle.ts';
export {
  E_INVOICE_SCHEMA,
  EWAY_BILL_SCHEMA,
  schemaFieldName,
  schemaProblems,
  type SchemaError,
  type SchemaProblem,
} from './schemas.ts';
