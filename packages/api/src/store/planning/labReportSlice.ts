import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LabTestResult } from '../../planning/planning.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A lab test's verdict, what of its lot is held now and its report files on its form (decision 1164). */
export interface LabReportState {
  labTestId: number | null;
  result: LabTestResult | null;
  status: LoadStatus;
  error: string | null;
  uploading: boolean;
}

export const initialLabReportState = (): LabReportState => ({
  labTestId: null,
  result: null,
  status: 'idle',
  error: null,
  uploading: false,
});

export const labReportSlice = createSlice({
  name: 'labReport',
  initialState: initialLabReportState,
  reducers: {
    /** The lab test's form opened, or it changed (submitted, a report added): its result is read again. */
    labReportRequested(state, action: PayloadAction<{ labTestId: number }>) {
      if (state.labTestId !== action.payload.labTestId) Object.assign(state, initialLabReportState());
      state.labTestId = action.payload.labTestId;
      state.status = 'loading';
      state.error = null;
    },
    labReportLoaded(state, action: PayloadAction<LabTestResult>) {
      if (action.payload.labTestId !== state.labTestId) return;
      Object.assign(state, { result: action.payload, status: 'loaded' });
    },
    labReportFailed(state, action: PayloadAction<{ labTestId: number; message: string }>) {
      if (action.payload.labTestId !== state.labTestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    labReportUploadRequested(state, _action: PayloadAction<{ labTestId: number; file: File }>) {
      state.uploading = true;
    },
    labReportUploadFinished(state) {
      state.uploading = false;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialLabReportState());
  },
  selectors: {
    selectLabReport: (state) => state,
  },
});

export const {
  labReportRequested,
  labReportLoaded,
  labReportFailed,
  labReportUploadRequested,
  labReportUploadFinished,
} = labReportSlice.actions;
export const { selectLabReport } = labReportSlice.selectors;
