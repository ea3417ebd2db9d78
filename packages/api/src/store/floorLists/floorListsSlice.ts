import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityRecord, LookupDef } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A list a floor action picks from (stock areas, racks, departments, machines, open count sheets). */
export interface FloorListAsk {
  /** The list's name on the phone: its last answer is kept under it. */
  name: string;
  /** The catalogue module or document whose records it lists. */
  module: string;
  /** The lookup's filter (`status: 'OPEN'`). */
  filter?: LookupDef['filter'];
  /** The module's list call, when not getAllByPartner. */
  list?: string;
  /** The text typed, '' for the first page. */
  query?: string;
}

export interface FloorList {
  status: 'loading' | 'loaded' | 'failed';
  rows: EntityRecord[];
  total: number;
  /** When the rows shown were answered (ISO), if they come from an earlier sync; null: the server's now. */
  asOf: string | null;
  /** Why there is nothing to show, in words (offline and never synced, or the server's refusal). */
  reason?: string;
}

export interface FloorListsState {
  lists: Record<string, FloorList>;
}

const initialState: FloorListsState = { lists: {} };

/**
 * The lists a floor action picks from work offline (issue 58): each answer of the server is kept on the
 * phone with its time, and shown from there when no server answers, saying when it is from.
 */
export const floorListsSlice = createSlice({
  name: 'floorLists',
  initialState,
  reducers: {
    floorListRequested(state, action: PayloadAction<FloorListAsk>) {
      const shown = state.lists[action.payload.name];
      state.lists[action.payload.name] = {
        status: 'loading',
        rows: shown?.rows ?? [],
        total: shown?.total ?? 0,
        asOf: shown?.asOf ?? null,
      };
    },
    floorListLoaded(
      state,
      action: PayloadAction<{ name: string; rows: EntityRecord[]; total: number; asOf: string | null }>,
    ) {
      const { name, rows, total, asOf } = action.payload;
      state.lists[name] = { status: 'loaded', rows, total, asOf };
    },
    floorListFailed(state, action: PayloadAction<{ name: string; reason: string }>) {
      const { name, reason } = action.payload;
      state.lists[name] = { status: 'failed', rows: [], total: 0, asOf: null, reason };
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectFloorList: (state, name: string): FloorList | undefined => state.lists[name],
  },
});

export const { floorListRequested, floorListLoaded, floorListFailed } = floorListsSlice.actions;
export const { selectFloorList } = floorListsSlice.selectors;
