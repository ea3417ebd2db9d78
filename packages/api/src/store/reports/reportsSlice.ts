import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityRecord, ReportArea, ReportTotalValues } from '@erp/domain';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 22's report area (decision 1210): the areas the user may run, and the page of the report open. */

/** What a report is asked: its filters' values by body key, the page, the sort (`-` in front: descending). */
export interface ReportParams {
  filter: Readonly<Record<string, string | number | boolean>>;
  /** 1-based. */
  page: number;
  size: number;
  /** A sortable column's key; null for the report's own order. */
  sort: string | null;
}

export interface ReportsState {
  areas: ReportArea[];
  areasStatus: LoadStatus;
  /** The report whose page is kept, and what it was asked. */
  reportId: string | null;
  params: ReportParams | null;
  rows: EntityRecord[];
  totalCount: number;
  /** The declared totals over every row the filter keeps; null when the report totals nothing. */
  totals: ReportTotalValues | null;
  /** The rows count only the user's own documents (decision 1863). */
  ownDocumentsOnly: boolean;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  error: string | null;
  /** The read was stopped at the read limit (decision 1901): the screen offers to prepare it (decision 2040). */
  tooLong: boolean;
}

export const initialReportsState = (): ReportsState => ({
  areas: [],
  areasStatus: 'idle',
  reportId: null,
  params: null,
  rows: [],
  totalCount: 0,
  totals: null,
  ownDocumentsOnly: false,
  status: 'idle',
  requestId: 0,
  error: null,
  tooLong: false,
});

export const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    reportModulesRequested(state) {
      state.areasStatus = 'loading';
    },
    reportModulesLoaded(state, action: PayloadAction<ReportArea[]>) {
      state.areas = action.payload;
      state.areasStatus = 'loaded';
    },
    reportModulesFailed(state) {
      state.areasStatus = 'failed';
    },
    /** A report asked (its address changed): another report starts from no rows. */
    reportRequested(state, action: PayloadAction<{ reportId: string; params: ReportParams }>) {
      const { reportId, params } = action.payload;
      if (reportId !== state.reportId)
        Object.assign(state, { rows: [], totalCount: 0, totals: null, ownDocumentsOnly: false });
      Object.assign(state, { reportId, params, status: 'loading', error: null, tooLong: false });
      state.requestId += 1;
    },
    reportLoaded(
      state,
      action: PayloadAction<{
        requestId: number;
        rows: EntityRecord[];
        totalCount: number;
        totals: ReportTotalValues | null;
        ownDocumentsOnly: boolean;
      }>,
    ) {
      const { requestId, ...page } = action.payload;
      if (requestId !== state.requestId) return;
      Object.assign(state, page, { status: 'loaded' });
    },
    reportFailed(state, action: PayloadAction<{ requestId: number; message: string; tooLong?: boolean }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
      state.tooLong = action.payload.tooLong === true;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing: their access lists other reports.
    builder.addMatcher(isSessionOver, () => initialReportsState());
  },
  selectors: {
    selectReports: (state) => state,
  },
});

export const {
  reportModulesRequested,
  reportModulesLoaded,
  reportModulesFailed,
  reportRequested,
  reportLoaded,
  reportFailed,
} = reportsSlice.actions;
export const { selectReports } = reportsSlice.selectors;
