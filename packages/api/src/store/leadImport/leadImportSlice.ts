import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LeadColumns, LeadImportResult, LeadMapping } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

export type LeadImportStep = 'choose' | 'reading' | 'mapping' | 'importing' | 'done';

/** The lead import page (decision 1605): the file read, the mapping chosen, and what the import did. */
export interface LeadImportState {
  step: LeadImportStep;
  fileName: string | null;
  /** The file's headers and row count as the server read them. */
  columns: LeadColumns | null;
  /** One field key or null per column, first the guess, then the user's. */
  mapping: LeadMapping;
  result: LeadImportResult | null;
  /** Why the last call failed, as the server said it. */
  message: string | null;
}

const initialState: LeadImportState = {
  step: 'choose',
  fileName: null,
  columns: null,
  mapping: [],
  result: null,
  message: null,
};

export const leadImportSlice = createSlice({
  name: 'leadImport',
  initialState,
  reducers: {
    /** A file chosen: the server reads its columns (the file itself stays on the page). */
    leadColumnsRequested(state, action: PayloadAction<{ file: File }>) {
      return { ...initialState, step: 'reading', fileName: action.payload.file.name };
    },
    leadColumnsRead(state, action: PayloadAction<{ columns: LeadColumns }>): LeadImportState {
      const { columns } = action.payload;
      return { ...state, step: 'mapping', columns, mapping: columns.mapping };
    },
    leadMappingChanged(state, action: PayloadAction<{ mapping: LeadMapping }>): LeadImportState {
      return { ...state, mapping: action.payload.mapping };
    },
    leadImportRequested(
      state,
      _action: PayloadAction<{ platformId: number; file: File; mapping: LeadMapping }>,
    ) {
      state.step = 'importing';
      state.message = null;
    },
    leadsImported(state, action: PayloadAction<{ result: LeadImportResult }>) {
      state.step = 'done';
      state.result = action.payload.result;
    },
    /** A call failed: back to the step it was sent from, with the reason. */
    leadImportFailed(state, action: PayloadAction<{ message: string }>) {
      state.step = state.step === 'importing' ? 'mapping' : 'choose';
      state.message = action.payload.message;
    },
    /** Done, or the page opens afresh. */
    leadImportReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectLeadImport: (state) => state,
  },
});

export const {
  leadColumnsRequested,
  leadColumnsRead,
  leadMappingChanged,
  leadImportRequested,
  leadsImported,
  leadImportFailed,
  leadImportReset,
} = leadImportSlice.actions;
export const { selectLeadImport } = leadImportSlice.selectors;
