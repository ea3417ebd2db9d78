import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOST_OUTCOME } from '@erp/domain';
import type { Board, BoardColumn, BoardQuery, BoardRecord, HistoryLine } from '../../crm/funnelBoard.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/**
 * Issue 21's funnel board (decision 1660) and an entry's history and conversion (1662, 1663): the columns
 * read, the card whose move the server is answering, the move waiting for its Lost reason.
 */
export interface FunnelBoardState {
  apiPath: string;
  query: BoardQuery;
  /** The field of a card summed in its column's value (the expected value). */
  sumField: string;
  size: number;
  columns: BoardColumn[];
  status: LoadStatus;
  requestId: number;
  /** Columns whose next cards are being read. */
  loadingMore: number[];
  movingId: number | null;
  /** A move into a lost column waits for its reason. */
  pendingLost: { cardId: number; columnId: number } | null;
  lostError: string | null;
  history: {
    id: number | null;
    page: number;
    size: number;
    rows: HistoryLine[];
    total: number;
    status: LoadStatus;
  };
  converting: boolean;
}

export const initialFunnelBoardState = (): FunnelBoardState => ({
  apiPath: '',
  query: {},
  sumField: '',
  size: 20,
  columns: [],
  status: 'idle',
  requestId: 0,
  loadingMore: [],
  movingId: null,
  pendingLost: null,
  lostError: null,
  history: { id: null, page: 1, size: 10, rows: [], total: 0, status: 'idle' },
  converting: false,
});

const worth = (card: BoardRecord, field: string): number => {
  const value = card[field];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
};

export const funnelBoardSlice = createSlice({
  name: 'funnelBoard',
  initialState: initialFunnelBoardState,
  reducers: {
    boardRequested(state, action: PayloadAction<{ apiPath: string; query: BoardQuery; sumField: string }>) {
      Object.assign(state, action.payload, { status: 'loading', loadingMore: [], movingId: null });
      state.requestId += 1;
    },
    boardLoaded(state, action: PayloadAction<{ requestId: number; board: Board }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.columns = action.payload.board.columns;
      state.size = action.payload.board.size;
      state.status = 'loaded';
    },
    boardFailed(state, action: PayloadAction<{ requestId: number }>) {
      if (action.payload.requestId === state.requestId) state.status = 'failed';
    },
    boardMoreRequested(state, action: PayloadAction<{ columnId: number }>) {
      if (!state.loadingMore.includes(action.payload.columnId))
        state.loadingMore.push(action.payload.columnId);
    },
    boardMoreLoaded(state, action: PayloadAction<{ columnId: number; rows: BoardRecord[] }>) {
      const { columnId, rows } = action.payload;
      state.loadingMore = state.loadingMore.filter((id) => id !== columnId);
      const column = state.columns.find((candidate) => candidate.id === columnId);
      if (!column) return;
      const shown = new Set(column.cards.map((card) => card.id));
      column.cards.push(...rows.filter((row) => !shown.has(row.id)));
    },
    boardMoreFailed(state, action: PayloadAction<{ columnId: number }>) {
      state.loadingMore = state.loadingMore.filter((id) => id !== action.payload.columnId);
    },
    /** A card dropped, arrowed or chosen into another column: into a lost one, the reason is asked first. */
    cardMoveRequested(state, action: PayloadAction<{ cardId: number; columnId: number }>) {
      const { cardId, columnId } = action.payload;
      const to = state.columns.find((column) => column.id === columnId);
      const from = state.columns.find((column) => column.cards.some((card) => card.id === cardId));
      if (!to || !from || from.id === to.id || state.movingId !== null) return;
      if (to.outcome === LOST_OUTCOME) {
        state.pendingLost = { cardId, columnId };
        state.lostError = null;
      } else state.movingId = cardId;
    },
    lostReasonGiven(state, _action: PayloadAction<{ reason: string; remarks: string }>) {
      if (state.pendingLost) state.movingId = state.pendingLost.cardId;
    },
    lostCancelled(state) {
      state.pendingLost = null;
      state.lostError = null;
    },
    /** The server moved the card: it leaves its column for the top of the other, counts and values follow. */
    cardMoved(state, action: PayloadAction<{ record: BoardRecord; columnId: number }>) {
      const { record, columnId } = action.payload;
      for (const column of state.columns) {
        const at = column.cards.findIndex((card) => card.id === record.id);
        if (at < 0) continue;
        const [gone] = column.cards.splice(at, 1);
        column.count -= 1;
        column.value -= gone ? worth(gone, state.sumField) : 0;
      }
      const to = state.columns.find((column) => column.id === columnId);
      if (to) {
        to.cards.unshift(record);
        to.count += 1;
        to.value += worth(record, state.sumField);
      }
      state.movingId = null;
      state.pendingLost = null;
      state.lostError = null;
    },
    /** A refused move: a lost move's refusal shows in its dialog. */
    cardMoveFailed(state, action: PayloadAction<{ message: string }>) {
      state.movingId = null;
      if (state.pendingLost) state.lostError = action.payload.message;
    },
    historyRequested(state, action: PayloadAction<{ apiPath: string; id: number; page: number }>) {
      state.apiPath = action.payload.apiPath;
      state.history.id = action.payload.id;
      state.history.page = action.payload.page;
      state.history.status = 'loading';
    },
    historyLoaded(state, action: PayloadAction<{ id: number; rows: HistoryLine[]; total: number }>) {
      if (action.payload.id !== state.history.id) return;
      Object.assign(state.history, {
        rows: action.payload.rows,
        total: action.payload.total,
        status: 'loaded',
      });
    },
    historyFailed(state) {
      state.history.status = 'failed';
    },
    convertRequested(state, _action: PayloadAction<{ apiPath: string; id: number; version: number }>) {
      state.converting = true;
    },
    /** The entry became a customer (the form reads it again). */
    converted(state, _action: PayloadAction<{ record: BoardRecord }>) {
      state.converting = false;
    },
    convertFailed(state) {
      state.converting = false;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialFunnelBoardState());
  },
  selectors: {
    selectFunnelBoard: (state) => state,
  },
});

export const {
  boardRequested,
  boardLoaded,
  boardFailed,
  boardMoreRequested,
  boardMoreLoaded,
  boardMoreFailed,
  cardMoveRequested,
  lostReasonGiven,
  lostCancelled,
  cardMoved,
  cardMoveFailed,
  historyRequested,
  historyLoaded,
  historyFailed,
  convertRequested,
  converted,
  convertFailed,
} = funnelBoardSlice.actions;
export const { selectFunnelBoard } = funnelBoardSlice.selectors;
