import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MaintenanceDashboard } from '@erp/domain';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 22's dashboard for the maintenance head (decision 1792): its figures as of a day. */

export interface MaintenanceDashboardState {
  /** The user's day the figures are of ('' before the dashboard opens). */
  today: string;
  dashboard: MaintenanceDashboard | null;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  error: string | null;
}

export const initialMaintenanceDashboardState = (): MaintenanceDashboardState => ({
  today: '',
  dashboard: null,
  status: 'idle',
  requestId: 0,
  error: null,
});

export const maintenanceDashboardSlice = createSlice({
  name: 'maintenanceDashboard',
  initialState: initialMaintenanceDashboardState,
  reducers: {
    /** The dashboard opened on `today`. */
    maintenanceDashboardRequested(state, action: PayloadAction<{ today: string }>) {
      state.today = action.payload.today;
      state.status = 'loading';
      state.requestId += 1;
      state.error = null;
    },
    maintenanceDashboardLoaded(
      state,
      action: PayloadAction<{ requestId: number; dashboard: MaintenanceDashboard }>,
    ) {
      if (action.payload.requestId !== state.requestId) return;
      state.dashboard = action.payload.dashboard;
      state.status = 'loaded';
    },
    maintenanceDashboardFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialMaintenanceDashboardState());
  },
  selectors: {
    selectMaintenanceDashboard: (state) => state,
  },
});

export const { maintenanceDashboardRequested, maintenanceDashboardLoaded, maintenanceDashboardFailed } =
  maintenanceDashboardSlice.actions;
export const { selectMaintenanceDashboard } = maintenanceDashboardSlice.selectors;
