export {
  PARTY_LEDGER_PATH,
  createPartyLedgerCalls,
  type AgedDocumentRow,
  type PartyAgeing,
  type PartyLedger,
  type PartyLedgerCalls,
  type PartyLedgerQuery,
  type PartyLedgerRow,
} from './partyLedger.ts';
export {
  initialPartyLedgerState,
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
export { loadPartyLedgerEpic, reloadPartyLedgerEpic } from '../store/partyLedger/partyLedgerEpics.ts';
