export {
  GST_NUMBER_MAX_LENGTH,
  gstInvoiceNumber,
  gstNumberProblem,
  invoiceSeriesProblem,
  shortFinancialYear,
} from './series.ts';
export { EWAY_BILL_THRESHOLD, ewayBillReason, type Consignment } from './eway.ts';
export { matchBillLine, type BillLine, type BillLineMatch } from './match.ts';
export { creditHoldReasons, type CreditPosition, type OpenInvoice } from './credit.ts';
