import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LotFilter } from '@erp/domain';
import type { StockRow } from '../../stock/stock.ts';
import { isSessionOver } from '../session/sessionSlice.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';

/**
 * A lot picker's choices (decision 2086): the lots in stock of one item (and area) matching the text typed,
 * as the server's stock view groups them by item and lot, page by page. One picker is open at a time.
 */
export interface LotSearchState {
  filter: LotFilter | null;
  query: string;
  rows: StockRow[];
  /** The pages read so far (0 before the first reply). */
  page: number;
  total: number;
  status: LoadStatus;
  /** The search whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
}

const initialState: LotSearchState = {
  filter: null,
  query: '',
  rows: [],
  page: 0,
  total: 0,
  status: 'idle',
  requestId: 0,
};

export const lotSearchSlice = createSlice({
  name: 'lotSearch',
  initialState,
  reducers: {
    /** The text typed (or '' when the list opens) in the picker of the lots of `filter`: its first page. */
    lotSearchRequested(state, action: PayloadAction<{ filter: LotFilter; query: string }>) {
      const { filter, query } = action.payload;
      // Another item's (or area's) lots are never shown as this one's while its own load.
      const same = JSON.stringify(state.filter) === JSON.stringify(filter);
      return {
        filter,
        query,
        rows: same ? state.rows : [],
        page: 0,
        total: same ? state.total : 0,
        status: 'loading',
        requestId: state.requestId + 1,
      };
    },
    /** "More": the next page of the same search; nothing when every lot is shown or a page is loading. */
    lotMoreRequested(state) {
      if (state.status !== 'loaded' || state.rows.length >= state.total) return;
      state.status = 'loading';
      state.requestId += 1;
    },
    lotSearchLoaded(
      state,
      action: PayloadAction<{ requestId: number; page: number; rows: StockRow[]; total: number }>,
    ) {
      const { requestId, page, rows, total } = action.payload;
      if (state.requestId !== requestId) return;
      state.rows = page === 1 ? rows : [...state.rows, ...rows];
      state.page = page;
      state.total = total;
      state.status = 'loaded';
    },
    lotSearchFailed(state, action: PayloadAction<{ requestId: number }>) {
      if (state.requestId === action.payload.requestId) state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
});

export const { lotSearchRequested, lotMoreRequested, lotSearchLoaded, lotSearchFailed } =
  lotSearchSlice.actions;

export const selectLotSearch = (state: { lotSearch: LotSearchState }): LotSearchState => state.lotSearch;
