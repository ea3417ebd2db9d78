import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LabParameter, LabReading } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

/**
 * The lab test of an inward's held line (issue 17 "Quality hold", decisions 0950–0952): which line, what
 * its item is tested for, what the user typed, and the save under way. One dialog at a time.
 */
export interface LabTestState {
  status: 'closed' | 'loading' | 'ready' | 'saving';
  inwardId: number | null;
  /** The inward's number, for the dialog's title. */
  number: string | null;
  lineId: number | null;
  lineNo: number | null;
  /** What is held: the item, the quantity and its unit (the page words it). */
  itemName: string;
  heldQuantity: number;
  uom: { name: string; decimals: number | null } | null;
  parameters: LabParameter[];
  readings: Record<number, number | null>;
  remarks: string;
  /** Why the last save was refused, in the server's words. */
  error: string | null;
}

const initialState: LabTestState = {
  status: 'closed',
  inwardId: null,
  number: null,
  lineId: null,
  lineNo: null,
  itemName: '',
  heldQuantity: 0,
  uom: null,
  parameters: [],
  readings: {},
  remarks: '',
  error: null,
};

export const labTestSlice = createSlice({
  name: 'labTest',
  initialState,
  reducers: {
    /** The form's Lab Test: the inward's first line still held is looked up. */
    labTestOpened(_state, action: PayloadAction<{ inwardId: number; number: string | null }>) {
      return { ...initialState, status: 'loading', ...action.payload };
    },
    labTestLoaded(
      state,
      action: PayloadAction<
        Pick<LabTestState, 'lineId' | 'lineNo' | 'itemName' | 'heldQuantity' | 'uom' | 'parameters'>
      >,
    ) {
      if (state.status !== 'loading') return;
      Object.assign(state, action.payload, { status: 'ready' });
    },
    labTestReadingChanged(state, action: PayloadAction<{ parameterId: number; value: number | null }>) {
      state.readings[action.payload.parameterId] = action.payload.value;
    },
    labTestRemarksChanged(state, action: PayloadAction<string>) {
      state.remarks = action.payload;
    },
    labTestSaveRequested(state, _action: PayloadAction<{ readings: LabReading[] }>) {
      if (state.status === 'ready') {
        state.status = 'saving';
        state.error = null;
      }
    },
    /** Refused: the dialog stays with what was typed and says why. */
    labTestFailed(state, action: PayloadAction<{ message: string }>) {
      if (state.status === 'saving') state.status = 'ready';
      state.error = action.payload.message;
    },
    /** Saved, closed, or nothing to test: the dialog closes. */
    labTestClosed() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addMatcher(isSessionOver, () => initialState),
});

export const {
  labTestOpened,
  labTestLoaded,
  labTestReadingChanged,
  labTestRemarksChanged,
  labTestSaveRequested,
  labTestFailed,
  labTestClosed,
} = labTestSlice.actions;
