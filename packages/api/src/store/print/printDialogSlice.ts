import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DocumentKey } from '@erp/domain';
import type { PrintParameter } from '../../lookups/items.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The document the dialog prints. */
export interface PrintSubject {
  document: DocumentKey;
  id: number;
  number: string | null;
}

/** The copies a document prints when none were kept: Original and Duplicate (decision 1720). */
export const DEFAULT_PRINT_COPIES = 2;

/** A form's print dialog (decision 1720): the choices, prefilled from the kept ones, and the call out. */
export interface PrintDialogState {
  subject: PrintSubject | null;
  /** Null while the field is empty or not a number. */
  copies: number | null;
  extraRemarks: string;
  /** Keep these choices for the next print of the document. */
  remember: boolean;
  loading: boolean;
  printing: boolean;
  error: string | null;
}

export const initialPrintDialogState = (): PrintDialogState => ({
  subject: null,
  copies: DEFAULT_PRINT_COPIES,
  extraRemarks: '',
  remember: false,
  loading: false,
  printing: false,
  error: null,
});

export const printDialogSlice = createSlice({
  name: 'printDialog',
  initialState: initialPrintDialogState,
  reducers: {
    /** Opened on a stored document: its kept choices are read. */
    printDialogOpened(_state, action: PayloadAction<PrintSubject>) {
      return { ...initialPrintDialogState(), subject: action.payload, loading: true };
    },
    /** The kept choices (none: the defaults); a document with kept choices remembers them again. */
    printParametersLoaded(state, action: PayloadAction<PrintParameter | null>) {
      const kept = action.payload;
      state.loading = false;
      if (!kept) return;
      Object.assign(state, { copies: kept.copies, extraRemarks: kept.extraRemarks, remember: true });
    },
    printChoicesChanged(
      state,
      action: PayloadAction<Partial<Pick<PrintDialogState, 'copies' | 'extraRemarks' | 'remember'>>>,
    ) {
      Object.assign(state, action.payload);
    },
    printDialogConfirmed(state) {
      state.printing = true;
      state.error = null;
    },
    /** Printed: the dialog closes. */
    printDialogDone: () => initialPrintDialogState(),
    printDialogClosed: () => initialPrintDialogState(),
    printDialogFailed(state, action: PayloadAction<{ message: string }>) {
      Object.assign(state, { loading: false, printing: false, error: action.payload.message });
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialPrintDialogState());
  },
  selectors: {
    selectPrintDialog: (state) => state,
  },
});

export const {
  printDialogOpened,
  printParametersLoaded,
  printChoicesChanged,
  printDialogConfirmed,
  printDialogDone,
  printDialogClosed,
  printDialogFailed,
} = printDialogSlice.actions;
export const { selectPrintDialog } = printDialogSlice.selectors;
