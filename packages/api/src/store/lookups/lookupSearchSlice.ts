import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityRecord } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';

/** A lookup into a large list (items, parties) offers at most this many matches of what is typed. */
export const LOOKUP_SEARCH_SIZE = 50;

/** The choices of a lookup into a large list: the first matches of the text typed, searched on the server. */
export interface LookupSearch {
  query: string;
  rows: EntityRecord[];
  status: LoadStatus;
  /** The search whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
}

export interface LookupSearchState {
  modules: Record<string, LookupSearch>;
}

const initialState: LookupSearchState = { modules: {} };

type ModulePayload<T = object> = PayloadAction<{ module: string } & T>;

/**
 * Issue 8: lookups are searchable selects. A lookup into a small list filters the whole list in the
 * browser; one into a large list (the catalogue's `largeList`) asks the server for the matches of the
 * text typed, with the same search normalisation (spec §5).
 */
export const lookupSearchSlice = createSlice({
  name: 'lookupSearch',
  initialState,
  reducers: {
    lookupSearchRequested(state, action: ModulePayload<{ query: string }>) {
      const { module, query } = action.payload;
      const entry = state.modules[module];
      state.modules[module] = {
        query,
        rows: entry?.rows ?? [],
        status: 'loading',
        requestId: (entry?.requestId ?? 0) + 1,
      };
    },
    lookupSearchLoaded(state, action: ModulePayload<{ requestId: number; rows: EntityRecord[] }>) {
      const entry = state.modules[action.payload.module];
      if (!entry || entry.requestId !== action.payload.requestId) return;
      entry.rows = action.payload.rows;
      entry.status = 'loaded';
    },
    lookupSearchFailed(state, action: ModulePayload<{ requestId: number }>) {
      const entry = state.modules[action.payload.module];
      if (!entry || entry.requestId !== action.payload.requestId) return;
      entry.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
});

export const { lookupSearchRequested, lookupSearchLoaded, lookupSearchFailed } = lookupSearchSlice.actions;

/** The search state of a lookup's module, or undefined before its first search. */
export const selectLookupSearch = (
  state: { lookupSearch: LookupSearchState },
  module: string,
): LookupSearch | undefined => state.lookupSearch.modules[module];
