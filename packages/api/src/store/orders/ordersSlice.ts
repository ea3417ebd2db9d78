import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderLedgerLine } from '../../lookups/items.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The dashboard's counts (issue 16): open purchase and sales orders, approvals waiting for the user. */
export type DashboardCount =
  'openPurchaseOrders' | 'openSalesOrders' | 'pendingApprovals' | 'receivable' | 'payable';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A party's order ledger as its page shows it: one page of its order lines. */
export interface OrderLedgerState {
  partyId: number | null;
  page: number;
  size: number;
  rows: OrderLedgerLine[];
  totalCount: number;
  status: LoadStatus;
  error: string | null;
}

export interface OrdersState {
  /** A count the server gave; a count not asked, or whose call failed, is absent. */
  counts: Partial<Record<DashboardCount, number>>;
  countsStatus: LoadStatus;
  ledger: OrderLedgerState;
}

export const LEDGER_PAGE_SIZE = 20;

const initialLedger: OrderLedgerState = {
  partyId: null,
  page: 1,
  size: LEDGER_PAGE_SIZE,
  rows: [],
  totalCount: 0,
  status: 'idle',
  error: null,
};

const initialState: OrdersState = { counts: {}, countsStatus: 'idle', ledger: initialLedger };

/** The orders' reads beyond the document list and form: the dashboard's counts, a party's order ledger. */
export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    /** The counts the user's access lets them see (the page asks only for those). */
    dashboardCountsRequested(state, _action: PayloadAction<{ counts: readonly DashboardCount[] }>) {
      state.countsStatus = 'loading';
    },
    dashboardCountsLoaded(state, action: PayloadAction<{ counts: Partial<Record<DashboardCount, number>> }>) {
      state.counts = action.payload.counts;
      state.countsStatus = 'ready';
    },
    orderLedgerRequested(state, action: PayloadAction<{ partyId: number; page?: number; size?: number }>) {
      const { partyId, page = 1, size = state.ledger.size } = action.payload;
      const other = partyId !== state.ledger.partyId;
      state.ledger = {
        ...state.ledger,
        partyId,
        page,
        size,
        rows: other ? [] : state.ledger.rows,
        totalCount: other ? 0 : state.ledger.totalCount,
        status: 'loading',
        error: null,
      };
    },
    orderLedgerLoaded(
      state,
      action: PayloadAction<{ partyId: number; rows: OrderLedgerLine[]; totalCount: number }>,
    ) {
      if (action.payload.partyId !== state.ledger.partyId) return;
      state.ledger.rows = action.payload.rows;
      state.ledger.totalCount = action.payload.totalCount;
      state.ledger.status = 'ready';
    },
    orderLedgerFailed(state, action: PayloadAction<{ partyId: number; message: string }>) {
      if (action.payload.partyId !== state.ledger.partyId) return;
      state.ledger.status = 'failed';
      state.ledger.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectDashboardCounts: (state) => state.counts,
    selectOrderLedger: (state) => state.ledger,
  },
});

export const {
  dashboardCountsRequested,
  dashboardCountsLoaded,
  orderLedgerRequested,
  orderLedgerLoaded,
  orderLedgerFailed,
} = ordersSlice.actions;
export const { selectDashboardCounts, selectOrderLedger } = ordersSlice.selectors;
