import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { OpenDocumentRow, OpenDocumentsQuery } from '../../billing/partyLedger.ts';
import { documentOpenDocumentsSettled } from '../documents/documentsSlice.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/**
 * A receipt's or payment's picker of the party's open documents (decision 1471): the page it shows, read on
 * the server as the user searches and pages, and the documents ticked to settle (kept whole, across pages).
 */
export interface OpenDocumentPickerState {
  document: DocumentKey | null;
  query: OpenDocumentsQuery;
  rows: OpenDocumentRow[];
  total: number;
  status: LoadStatus;
  error: string | null;
  /** The documents ticked, in the order ticked. */
  chosen: OpenDocumentRow[];
}

export const initialOpenDocumentPickerState = (): OpenDocumentPickerState => ({
  document: null,
  query: { partyId: 0, kind: 'receipt', q: '', page: 1, size: 10 },
  rows: [],
  total: 0,
  status: 'idle',
  error: null,
  chosen: [],
});

const sameDocument = (a: OpenDocumentRow) => (b: OpenDocumentRow) => a.key === b.key && a.id === b.id;

export const openDocumentPickerSlice = createSlice({
  name: 'openDocumentPicker',
  initialState: initialOpenDocumentPickerState,
  reducers: {
    /** The picker opened, or its search or page changed: that page is read. Another party's ticks go. */
    openDocumentsRequested(
      state,
      action: PayloadAction<{ document: DocumentKey; query: OpenDocumentsQuery }>,
    ) {
      const { document, query } = action.payload;
      if (document !== state.document || query.partyId !== state.query.partyId) state.chosen = [];
      Object.assign(state, { document, query, status: 'loading', error: null });
    },
    openDocumentsLoaded(
      state,
      action: PayloadAction<{ query: OpenDocumentsQuery; rows: OpenDocumentRow[]; total: number }>,
    ) {
      // Only the answer to the latest ask is shown.
      if (JSON.stringify(action.payload.query) !== JSON.stringify(state.query)) return;
      Object.assign(state, { rows: action.payload.rows, total: action.payload.total, status: 'loaded' });
    },
    openDocumentsFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** A row's tick: the document is chosen, or no longer. */
    openDocumentToggled(state, action: PayloadAction<{ row: OpenDocumentRow }>) {
      const { row } = action.payload;
      state.chosen = state.chosen.some(sameDocument(row))
        ? state.chosen.filter((chosen) => !sameDocument(row)(chosen))
        : [...state.chosen, row];
    },
  },
  extraReducers: (builder) => {
    // Settled: the ticks are spent.
    builder.addCase(documentOpenDocumentsSettled, (state) => {
      state.chosen = [];
    });
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialOpenDocumentPickerState());
  },
  selectors: {
    selectOpenDocumentPicker: (state) => state,
  },
});

export const { openDocumentsRequested, openDocumentsLoaded, openDocumentsFailed, openDocumentToggled } =
  openDocumentPickerSlice.actions;
export const { selectOpenDocumentPicker } = openDocumentPickerSlice.selectors;
