export {
  PARTY_LEDGER_PATH,
  createPartyLedgerCalls,
  type AgedDocumentRow,
  type PartyAgeing,
  type PartyTotals,
  type PartyLedger,
  type OpenDocumentRow,
  type OpenDocumentsQuery,
  type PartyLedgerCalls,
  type PartyLedgerQuery,
  type PartyLedgerRow,
} from './partyLedger.ts';
export {
  initialPartyLedgerState,
  partyLedgerExportRequested,
  partyLedgerFailed,
  partyLedgerFiltered,
  partyLedgerLoaded,
  partyLedgerOpened,
  partyLedgerPaged,
  partyLedgerRequested,
  partyLedgerSlice,
  selectPartyLedger,
  type PartyLedgerFilter,
  type PartyLedgerParams,
  type PartyLedgerState,
} from '../store/partyLedger/partyLedgerSlice.ts';
export {
  exportPartyLedgerEpic,
  loadPartyLedgerEpic,
  reloadPartyLedgerEpic,
} from '../store/partyLedger/partyLedgerEpics.ts';
// A receipt's or payment's lines settle the party's open documents picked (decision 1471).
export {
  openDocumentsRequested,
  openDocumentToggled,
  selectOpenDocumentPicker,
  type OpenDocumentPickerState,
} from '../store/billing/openDocumentPickerSlice.ts';
export { loadOpenDocumentsEpic } from '../store/billing/openDocumentPickerEpics.ts';
export { openDocumentFieldOf } from '../store/documents/settleReducers.ts';
// Issue 20's GST Returns (decisions 1430–1432): GSTR-1 of a month, its files and the Tally export.
export {
  createGstReturnCalls,
  type Gstr1Format,
  type Gstr1Query,
  type Gstr1Return,
  type GstReturnCalls,
} from './gstReturns.ts';
export {
  gstFileRequested,
  gstReturnChosen,
  gstReturnFailed,
  gstReturnLoaded,
  gstReturnsOpened,
  gstReturnsSlice,
  initialGstReturnsState,
  monthEnd,
  recentMonths,
  selectGstReturns,
  tallyRangeChanged,
  type GstReturnsState,
} from '../store/gstReturns/gstReturnsSlice.ts';
export { downloadGstFileEpic, loadGstReturnEpic } from '../store/gstReturns/gstReturnsEpics.ts';
// An invoice's From Dispatches: the customer's dispatch lines left to bill, ticked and billed (decision 1460).
export type { DispatchLineToBill, DispatchLinesQuery, DispatchesFill } from '../documents/documents.ts';
export {
  dispatchPickerRequested,
  dispatchPickerToggled,
  dispatchesBillRequested,
  selectDispatchPicker,
  type DispatchPickerState,
} from '../store/billing/dispatchPickerSlice.ts';
