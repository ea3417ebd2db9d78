import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalisePageSize, recountPages } from '@erp/domain';
import type { DpLogRow, DpLogTotals } from '@erp/domain';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 19's loom-wise DP log (decision 1123): the page, its filter and the totals of the whole range. */

export interface DpLogFilter {
  fromDate: string;
  toDate: string;
  /** null: every machine. */
  machineId: number | null;
  /** null: every operator; else only that operator's lines (decision 1320). */
  operatorId: number | null;
}

export interface DpLogParams extends DpLogFilter {
  /** 1-based. */
  page: number;
  size: number;
  /** A column key, `-` in front for descending; '' for the server's order (date, shift, machine). */
  sort: string;
}

export interface DpLogState {
  params: DpLogParams;
  rows: DpLogRow[];
  totalCount: number;
  totals: DpLogTotals | null;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** A recount left the page past the end: it stepped back and must be fetched (spec §4). */
  reloadNeeded: boolean;
  error: string | null;
}

export const initialDpLogState = (): DpLogState => ({
  params: {
    fromDate: '',
    toDate: '',
    machineId: null,
    operatorId: null,
    page: 1,
    size: normalisePageSize(undefined),
    sort: '',
  },
  rows: [],
  totalCount: 0,
  totals: null,
  status: 'idle',
  requestId: 0,
  reloadNeeded: false,
  error: null,
});

function startLoad(state: DpLogState): void {
  state.status = 'loading';
  state.requestId += 1;
  state.reloadNeeded = false;
  state.error = null;
}

export const dpLogSlice = createSlice({
  name: 'dpLog',
  initialState: initialDpLogState,
  reducers: {
    /**
     * The screen opened: its first load by the user's page size (spec §9), over the month so far (from the
     * first of `today`'s month to today) unless a range was chosen before.
     */
    dpLogOpened(state, action: PayloadAction<{ pageSize: number; today: string }>) {
      const { pageSize, today } = action.payload;
      if (state.requestId === 0) state.params.size = normalisePageSize(pageSize);
      if (state.params.fromDate === '') {
        state.params.fromDate = `${today.slice(0, 8)}01`;
        state.params.toDate = today;
      }
      startLoad(state);
    },
    dpLogRequested(state) {
      startLoad(state);
    },
    /** A new range, machine or operator: a new question from page 1 (what is not given stays). */
    dpLogFiltered(state, action: PayloadAction<Partial<DpLogFilter>>) {
      state.params = { ...state.params, ...action.payload, page: 1 };
      startLoad(state);
    },
    dpLogSorted(state, action: PayloadAction<string>) {
      state.params = { ...state.params, sort: action.payload, page: 1 };
      startLoad(state);
    },
    dpLogPaged(state, action: PayloadAction<{ page: number; size: number }>) {
      const { page, size } = action.payload;
      state.params.page = size === state.params.size ? page : 1;
      state.params.size = size;
      startLoad(state);
    },
    dpLogLoaded(
      state,
      action: PayloadAction<{
        requestId: number;
        rows: DpLogRow[];
        totalCount: number;
        totals: DpLogTotals | null;
      }>,
    ) {
      const { requestId, rows, totalCount, totals } = action.payload;
      if (requestId !== state.requestId) return;
      Object.assign(state, { rows, totalCount, totals, status: 'loaded' });
      const recount = recountPages(
        { page: state.params.page, pageSize: state.params.size, total: totalCount },
        totalCount,
      );
      state.params.page = recount.page;
      state.reloadNeeded = recount.reload;
    },
    dpLogFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialDpLogState());
  },
  selectors: {
    selectDpLog: (state) => state,
  },
});

export const {
  dpLogOpened,
  dpLogRequested,
  dpLogFiltered,
  dpLogSorted,
  dpLogPaged,
  dpLogLoaded,
  dpLogFailed,
} = dpLogSlice.actions;
export const { selectDpLog } = dpLogSlice.selectors;
