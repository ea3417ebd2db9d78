import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalisePageSize, recountPages } from '@erp/domain';
import type { JobWorkOutstandingRow } from '../../jobWork/jobWork.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 18's job work (decision 1032): the page of what is still out with job workers. */

export interface JobWorkOutstandingParams {
  q: string;
  /** 1-based. */
  page: number;
  size: number;
  /** A column key, `-` in front for descending; '' for the server's order (by job worker). */
  sort: string;
}

export interface JobWorkOutstandingState {
  params: JobWorkOutstandingParams;
  rows: JobWorkOutstandingRow[];
  totalCount: number;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** A recount left the page past the end: it stepped back and must be fetched (spec §4). */
  reloadNeeded: boolean;
  error: string | null;
}

export const initialJobWorkState = (): JobWorkOutstandingState => ({
  params: { q: '', page: 1, size: normalisePageSize(undefined), sort: '' },
  rows: [],
  totalCount: 0,
  status: 'idle',
  requestId: 0,
  reloadNeeded: false,
  error: null,
});

function startLoad(state: JobWorkOutstandingState): void {
  state.status = 'loading';
  state.requestId += 1;
  state.reloadNeeded = false;
  state.error = null;
}

export const jobWorkSlice = createSlice({
  name: 'jobWork',
  initialState: initialJobWorkState,
  reducers: {
    /** The screen opened: its first load by the user's page size (spec §9). */
    jobWorkOutstandingOpened(state, action: PayloadAction<{ pageSize: number }>) {
      if (state.requestId === 0) state.params.size = normalisePageSize(action.payload.pageSize);
      startLoad(state);
    },
    jobWorkOutstandingRequested(state) {
      startLoad(state);
    },
    /** Typed search: a new question from page 1. */
    jobWorkOutstandingSearched(state, action: PayloadAction<string>) {
      state.params = { ...state.params, q: action.payload, page: 1 };
      startLoad(state);
    },
    jobWorkOutstandingSorted(state, action: PayloadAction<string>) {
      state.params = { ...state.params, sort: action.payload, page: 1 };
      startLoad(state);
    },
    jobWorkOutstandingPaged(state, action: PayloadAction<{ page: number; size: number }>) {
      const { page, size } = action.payload;
      state.params.page = size === state.params.size ? page : 1;
      state.params.size = size;
      startLoad(state);
    },
    jobWorkOutstandingLoaded(
      state,
      action: PayloadAction<{ requestId: number; rows: JobWorkOutstandingRow[]; totalCount: number }>,
    ) {
      const { requestId, rows, totalCount } = action.payload;
      if (requestId !== state.requestId) return;
      Object.assign(state, { rows, totalCount, status: 'loaded' });
      const recount = recountPages(
        { page: state.params.page, pageSize: state.params.size, total: totalCount },
        totalCount,
      );
      state.params.page = recount.page;
      state.reloadNeeded = recount.reload;
    },
    jobWorkOutstandingFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialJobWorkState());
  },
  selectors: {
    selectJobWorkOutstanding: (state) => state,
  },
});

export const {
  jobWorkOutstandingOpened,
  jobWorkOutstandingRequested,
  jobWorkOutstandingSearched,
  jobWorkOutstandingSorted,
  jobWorkOutstandingPaged,
  jobWorkOutstandingLoaded,
  jobWorkOutstandingFailed,
} = jobWorkSlice.actions;
export const { selectJobWorkOutstanding } = jobWorkSlice.selectors;
