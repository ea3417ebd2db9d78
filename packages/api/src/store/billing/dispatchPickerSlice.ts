import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { DispatchLineToBill, DispatchLinesQuery } from '../../documents/documents.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/**
 * An invoice's From Dispatches picker (decision 1460): the page of the customer's dispatch lines left to
 * bill it shows, read on the server as the user searches and pages, and the dispatches ticked to bill.
 */
export interface DispatchPickerState {
  document: DocumentKey | null;
  query: DispatchLinesQuery;
  rows: DispatchLineToBill[];
  total: number;
  status: LoadStatus;
  error: string | null;
  /** The dispatches ticked, in the order ticked. */
  chosen: number[];
  /** Bill Chosen asked and not yet answered. */
  billing: boolean;
}

export const initialDispatchPickerState = (): DispatchPickerState => ({
  document: null,
  query: { partyId: 0, search: '', page: 1, size: 10 },
  rows: [],
  total: 0,
  status: 'idle',
  error: null,
  chosen: [],
  billing: false,
});

export const dispatchPickerSlice = createSlice({
  name: 'dispatchPicker',
  initialState: initialDispatchPickerState,
  reducers: {
    /** The picker opened, or its search or page changed: that page is read. Another customer's ticks go. */
    dispatchPickerRequested(
      state,
      action: PayloadAction<{ document: DocumentKey; query: DispatchLinesQuery }>,
    ) {
      const { document, query } = action.payload;
      if (document !== state.document || query.partyId !== state.query.partyId) state.chosen = [];
      Object.assign(state, { document, query, status: 'loading', error: null });
    },
    dispatchPickerLoaded(
      state,
      action: PayloadAction<{ query: DispatchLinesQuery; rows: DispatchLineToBill[]; total: number }>,
    ) {
      // Only the answer to the latest ask is shown.
      if (JSON.stringify(action.payload.query) !== JSON.stringify(state.query)) return;
      Object.assign(state, { rows: action.payload.rows, total: action.payload.total, status: 'loaded' });
    },
    dispatchPickerFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** A row's tick: its dispatch is chosen, or no longer. */
    dispatchPickerToggled(state, action: PayloadAction<{ dispatchId: number }>) {
      const { dispatchId } = action.payload;
      state.chosen = state.chosen.includes(dispatchId)
        ? state.chosen.filter((id) => id !== dispatchId)
        : [...state.chosen, dispatchId];
    },
    /** Bill Chosen: the chosen dispatches fill the draft (`fillFromDispatchesEpic`). */
    dispatchesBillRequested(state, _action: PayloadAction<{ document: DocumentKey }>) {
      state.billing = true;
    },
    /** The draft took the dispatches (the picker closes empty), or the server refused them (kept to mend). */
    dispatchesBillAnswered(state, action: PayloadAction<{ billed: boolean }>) {
      state.billing = false;
      if (action.payload.billed) state.chosen = [];
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialDispatchPickerState());
  },
  selectors: {
    selectDispatchPicker: (state) => state,
  },
});

export const {
  dispatchPickerRequested,
  dispatchPickerLoaded,
  dispatchPickerFailed,
  dispatchPickerToggled,
  dispatchesBillRequested,
  dispatchesBillAnswered,
} = dispatchPickerSlice.actions;
export const { selectDispatchPicker } = dispatchPickerSlice.selectors;
