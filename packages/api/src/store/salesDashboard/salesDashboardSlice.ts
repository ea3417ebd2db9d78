import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SalesDashboardSummary } from '@erp/domain';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 21's sales dashboard (decision 1681): its figures as of a day, and the follow-ups being marked done. */

/** How many follow-ups the dashboard shows on one page. */
export const FOLLOW_UPS_PAGE_SIZE = 10;

export interface SalesDashboardState {
  /** The user's day the figures are of ('' before the dashboard opens). */
  today: string;
  page: number;
  summary: SalesDashboardSummary | null;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  error: string | null;
  /** The follow-ups whose marking done is on its way. */
  marking: number[];
}

export const initialSalesDashboardState = (): SalesDashboardState => ({
  today: '',
  page: 1,
  summary: null,
  status: 'idle',
  requestId: 0,
  error: null,
  marking: [],
});

export const salesDashboardSlice = createSlice({
  name: 'salesDashboard',
  initialState: initialSalesDashboardState,
  reducers: {
    /** The dashboard opened on `today`, or another page of the follow-ups was asked for. */
    salesDashboardRequested(state, action: PayloadAction<{ today: string; page?: number }>) {
      state.today = action.payload.today;
      state.page = action.payload.page ?? 1;
      state.status = 'loading';
      state.requestId += 1;
      state.error = null;
    },
    salesDashboardLoaded(
      state,
      action: PayloadAction<{ requestId: number; summary: SalesDashboardSummary }>,
    ) {
      if (action.payload.requestId !== state.requestId) return;
      state.summary = action.payload.summary;
      state.status = 'loaded';
    },
    salesDashboardFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** Marks a follow-up done (the activity's generic update, decision 1680). */
    followUpDoneRequested(state, action: PayloadAction<{ id: number; version: number }>) {
      if (!state.marking.includes(action.payload.id)) state.marking.push(action.payload.id);
    },
    /** The marking finished, done or refused: the follow-up is no longer being marked. */
    followUpDoneSettled(state, action: PayloadAction<{ id: number }>) {
      state.marking = state.marking.filter((id) => id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialSalesDashboardState());
  },
  selectors: {
    selectSalesDashboard: (state) => state,
  },
});

export const {
  salesDashboardRequested,
  salesDashboardLoaded,
  salesDashboardFailed,
  followUpDoneRequested,
  followUpDoneSettled,
} = salesDashboardSlice.actions;
export const { selectSalesDashboard } = salesDashboardSlice.selectors;
