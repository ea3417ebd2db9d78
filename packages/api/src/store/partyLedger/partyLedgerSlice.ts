import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalisePageSize, recountPages } from '@erp/domain';
import type { PartyAgeing, PartyLedger, PartyLedgerQuery } from '../../billing/partyLedger.ts';
import type { OwnFigures } from '../../client/envelope.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 20's party ledger screen (decision 1451): the party asked, its page of the ledger and its ageing. */

export type PartyLedgerParams = Omit<PartyLedgerQuery, 'partyId'> & { partyId: number | null };
export type PartyLedgerFilter = Partial<Pick<PartyLedgerParams, 'partyId' | 'from' | 'to'>>;

export interface PartyLedgerState {
  params: PartyLedgerParams;
  ledger: OwnFigures<PartyLedger> | null;
  ageing: OwnFigures<PartyAgeing> | null;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** A recount left the page past the end: it stepped back and must be fetched (spec §4). */
  reloadNeeded: boolean;
  error: string | null;
}

export const initialPartyLedgerState = (): PartyLedgerState => ({
  params: { partyId: null, from: '', to: '', page: 1, size: normalisePageSize(undefined) },
  ledger: null,
  ageing: null,
  status: 'idle',
  requestId: 0,
  reloadNeeded: false,
  error: null,
});

function startLoad(state: PartyLedgerState): void {
  state.status = state.params.partyId === null ? 'idle' : 'loading';
  state.requestId += 1;
  state.reloadNeeded = false;
  state.error = null;
}

export const partyLedgerSlice = createSlice({
  name: 'partyLedger',
  initialState: initialPartyLedgerState,
  reducers: {
    /** The screen opened: the user's page size (spec §9); the party chosen before is asked again. */
    partyLedgerOpened(state, action: PayloadAction<{ pageSize: number }>) {
      if (state.requestId === 0) state.params.size = normalisePageSize(action.payload.pageSize);
      startLoad(state);
    },
    partyLedgerRequested(state) {
      startLoad(state);
    },
    /** Another party or range: a new question from page 1. */
    partyLedgerFiltered(state, action: PayloadAction<PartyLedgerFilter>) {
      if (action.payload.partyId !== undefined && action.payload.partyId !== state.params.partyId) {
        state.ledger = null;
        state.ageing = null;
      }
      state.params = { ...state.params, ...action.payload, page: 1 };
      startLoad(state);
    },
    partyLedgerPaged(state, action: PayloadAction<{ page: number; size: number }>) {
      const { page, size } = action.payload;
      state.params.page = size === state.params.size ? page : 1;
      state.params.size = size;
      startLoad(state);
    },
    partyLedgerLoaded(
      state,
      action: PayloadAction<{
        requestId: number;
        ledger: OwnFigures<PartyLedger>;
        ageing: OwnFigures<PartyAgeing>;
      }>,
    ) {
      const { requestId, ledger, ageing } = action.payload;
      if (requestId !== state.requestId) return;
      Object.assign(state, { ledger, ageing, status: 'loaded' });
      const recount = recountPages(
        { page: state.params.page, pageSize: state.params.size, total: ledger.total },
        ledger.total,
      );
      state.params.page = recount.page;
      state.reloadNeeded = recount.reload;
    },
    /** Export Excel: the ledger of the range shown is saved as `fileName` (`exportPartyLedgerEpic`). */
    partyLedgerExportRequested(_state, _action: PayloadAction<{ fileName: string }>) {},
    partyLedgerFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialPartyLedgerState());
  },
  selectors: {
    selectPartyLedger: (state) => state,
  },
});

export const {
  partyLedgerOpened,
  partyLedgerRequested,
  partyLedgerFiltered,
  partyLedgerPaged,
  partyLedgerLoaded,
  partyLedgerFailed,
  partyLedgerExportRequested,
} = partyLedgerSlice.actions;
export const { selectPartyLedger } = partyLedgerSlice.selectors;
