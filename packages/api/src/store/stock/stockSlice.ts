import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalisePageSize, recountPages } from '@erp/domain';
import type {
  StockCardHeader,
  StockCardQuery,
  StockGroupBy,
  StockMovement,
  StockRow,
} from '../../stock/stock.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A place the view is filtered by: its id, and its name for the filter to show without its list. */
export interface ChosenPlace {
  id: number;
  name: string;
}

/** The Inventory Stock view's question: its place filters, grouping, search and page. */
export interface StockViewParams {
  branch: ChosenPlace | null;
  location: ChosenPlace | null;
  stockArea: ChosenPlace | null;
  /** null: one row per place and identity. */
  groupBy: StockGroupBy | null;
  q: string;
  /** 1-based. */
  page: number;
  size: number;
}

export interface StockViewState {
  params: StockViewParams;
  rows: StockRow[];
  totalCount: number;
  /** The value of every row of the list, not only of the page. */
  totalValue: number;
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  /** A recount left the page past the end: it stepped back and must be fetched (spec §4). */
  reloadNeeded: boolean;
  error: string | null;
}

export interface StockCardState extends StockCardHeader {
  /** The card open; null before one is asked. */
  query: StockCardQuery | null;
  rows: StockMovement[];
  totalCount: number;
  status: LoadStatus;
  requestId: number;
  error: string | null;
}

export interface StockState {
  view: StockViewState;
  card: StockCardState;
}

/** What a change of the filters may set; the page starts again at 1 unless given. */
export type StockFilterChange = Partial<StockViewParams>;

/** A stock card's page: a screenful of movements. */
export const STOCK_CARD_PAGE_SIZE = 20;

/** Typed search waits this long after the last key before the stock is asked (as the pickers do). */
export const STOCK_SEARCH_DEBOUNCE_MS = 250;

export const initialStockState = (): StockState => ({
  view: {
    params: {
      branch: null,
      location: null,
      stockArea: null,
      groupBy: null,
      q: '',
      page: 1,
      size: normalisePageSize(undefined),
    },
    rows: [],
    totalCount: 0,
    totalValue: 0,
    status: 'idle',
    requestId: 0,
    reloadNeeded: false,
    error: null,
  },
  card: {
    query: null,
    rows: [],
    totalCount: 0,
    item: null,
    uom: null,
    secondaryUom: null,
    closing: 0,
    secondaryClosing: null,
    status: 'idle',
    requestId: 0,
    error: null,
  },
});

function startViewLoad(view: StockViewState): void {
  view.status = 'loading';
  view.requestId += 1;
  view.reloadNeeded = false;
  view.error = null;
}

/** Issue 17: the Inventory Stock view (filters, page, totals) and the stock card open (decision 0920). */
export const stockSlice = createSlice({
  name: 'stock',
  initialState: initialStockState,
  reducers: {
    /**
     * The screen opened: its stock is loaded, after one stock area is chosen when it is the only one
     * (spec §4) and none is chosen yet. The first opening pages by the user's page size (spec §9).
     */
    stockViewOpened(state, action: PayloadAction<{ pageSize: number }>) {
      if (state.view.requestId === 0) state.view.params.size = normalisePageSize(action.payload.pageSize);
      startViewLoad(state.view);
    },
    /** Loads the view's page again as its params stand (Refresh, a step back past the end). */
    stockViewRequested(state) {
      startViewLoad(state.view);
    },
    /**
     * A filter, the grouping, the search or the page size changed: a new question, from page 1. A branch
     * clears the location and stock area chosen under another; a location clears the stock area.
     */
    stockFiltersChanged(state, action: PayloadAction<StockFilterChange>) {
      const change = action.payload;
      const params = state.view.params;
      const next = { ...params, page: 1, ...change };
      if (change.branch !== undefined && change.branch?.id !== params.branch?.id && !change.location)
        next.location = null;
      if (next.location?.id !== params.location?.id && change.stockArea === undefined) next.stockArea = null;
      state.view.params = next;
      startViewLoad(state.view);
    },
    /** The pagination bar moved. */
    stockPageChanged(state, action: PayloadAction<{ page: number; size: number }>) {
      const { page, size } = action.payload;
      state.view.params.page = size === state.view.params.size ? page : 1;
      state.view.params.size = size;
      startViewLoad(state.view);
    },
    stockViewLoaded(
      state,
      action: PayloadAction<{ requestId: number; rows: StockRow[]; totalCount: number; totalValue: number }>,
    ) {
      const { requestId, rows, totalCount, totalValue } = action.payload;
      const view = state.view;
      if (requestId !== view.requestId) return;
      view.rows = rows;
      view.totalCount = totalCount;
      view.totalValue = totalValue;
      view.status = 'loaded';
      // Spec §4: a page past the end after a recount steps back and is fetched again.
      const { page, size } = view.params;
      const recount = recountPages({ page, pageSize: size, total: totalCount }, totalCount);
      view.params.page = recount.page;
      view.reloadNeeded = recount.reload;
    },
    stockViewFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.view.requestId) return;
      state.view.status = 'failed';
      state.view.error = action.payload.message;
    },

    /** Opens (or pages) an item's stock card; another item, area or lot starts with no rows shown. */
    stockCardRequested(state, action: PayloadAction<StockCardQuery>) {
      const card = state.card;
      const query = action.payload;
      const before = card.query;
      if (
        before?.itemId !== query.itemId ||
        before.stockAreaId !== query.stockAreaId ||
        before.lotNumber !== query.lotNumber
      ) {
        Object.assign(card, initialStockState().card, { requestId: card.requestId });
      }
      card.query = query;
      card.status = 'loading';
      card.requestId += 1;
      card.error = null;
    },
    stockCardLoaded(
      state,
      action: PayloadAction<
        StockCardHeader & { requestId: number; rows: StockMovement[]; totalCount: number }
      >,
    ) {
      const { requestId, ...page } = action.payload;
      const card = state.card;
      if (requestId !== card.requestId) return;
      Object.assign(card, { ...page, status: 'loaded' });
    },
    stockCardFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.card.requestId) return;
      state.card.status = 'failed';
      state.card.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialStockState());
  },
  selectors: {
    selectStockView: (state) => state.view,
    selectStockCard: (state) => state.card,
  },
});

export const {
  stockViewOpened,
  stockViewRequested,
  stockFiltersChanged,
  stockPageChanged,
  stockViewLoaded,
  stockViewFailed,
  stockCardRequested,
  stockCardLoaded,
  stockCardFailed,
} = stockSlice.actions;
export const { selectStockView, selectStockCard } = stockSlice.selectors;
