import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityRecord } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A print template's preview (decision 0870): the PDF of the values last asked for, as an object URL. */
export interface PrintPreviewState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The PDF's object URL; the epic revokes it once another replaces it or the preview is closed. */
  url: string | null;
  error: string | null;
}

const initialState: PrintPreviewState = { status: 'idle', url: null, error: null };

export const printPreviewSlice = createSlice({
  name: 'printPreview',
  initialState,
  reducers: {
    /** The print template as the form holds it now, unsaved edits included. */
    printPreviewRequested(state, _action: PayloadAction<{ template: EntityRecord }>) {
      state.status = 'loading';
      state.error = null;
    },
    printPreviewLoaded(state, action: PayloadAction<{ url: string }>) {
      state.status = 'ready';
      state.url = action.payload.url;
    },
    printPreviewFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.url = null;
      state.error = action.payload.message;
    },
    /** The page showing the preview is left. */
    printPreviewClosed: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectPrintPreview: (state) => state,
  },
});

export const { printPreviewRequested, printPreviewLoaded, printPreviewFailed, printPreviewClosed } =
  printPreviewSlice.actions;
export const { selectPrintPreview } = printPreviewSlice.selectors;
