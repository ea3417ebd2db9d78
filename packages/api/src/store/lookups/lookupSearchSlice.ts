import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  LOOKUP_PAGE_SIZE,
  lookupQuery,
  type EntityRecord,
  type LookupDef,
  type LookupQuery,
} from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';

/** A picker offers this many matches at a time; "More" brings the next as many (decision 0612). */
export const LOOKUP_SEARCH_SIZE = LOOKUP_PAGE_SIZE;

/** Typing waits this long after the last key before the server is asked (decision 0612). */
export const LOOKUP_DEBOUNCE_MS = 250;

/** The choices of a picker: the pages of matches of the text typed that the server has sent so far. */
export interface LookupSearch {
  query: string;
  /** The lookup's catalogue filter as it is sent with every page (`appliesTo: 'ITEM'`, a list's values joined). */
  filter: LookupQuery['filter'];
  /** The lookup's list call, when it pages one instead of getAllByPartner (an inward's open orders). */
  list?: string;
  rows: EntityRecord[];
  /** The pages read so far (0 before the first reply). */
  page: number;
  /** How many records match in all: more than `rows` means "More" can bring the next page. */
  total: number;
  status: LoadStatus;
  /** The search whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
}

export interface LookupSearchState {
  modules: Record<string, LookupSearch>;
  /**
   * By module and id: records a picker holds without having found them (a report's filter opened from its
   * address), read by id so that the picker shows the chosen record's name (decision 1341).
   */
  chosen: Record<string, Record<number, EntityRecord>>;
}

const initialState: LookupSearchState = { modules: {}, chosen: {} };

type ModulePayload<T = object> = PayloadAction<{ module: string } & T>;

/** A picker holds the record `id` of `module` without its name: read it by id. */
export const lookupChosenRequested = createAction<{ module: string; id: number }>(
  'lookupSearch/lookupChosenRequested',
);

/**
 * Issue 14: "a picker asks the server for the first page matching what was typed" (spec §5 search
 * rule, on the server), and pages further with "More"; nothing is loaded whole.
 */
export const lookupSearchSlice = createSlice({
  name: 'lookupSearch',
  initialState,
  reducers: {
    /** The text typed (or '' when the list opens): the first page of its matches. */
    lookupSearchRequested(
      state,
      action: ModulePayload<{ query: string; filter?: LookupDef['filter']; list?: string }>,
    ) {
      const { module, query, filter, list } = action.payload;
      const entry = state.modules[module];
      state.modules[module] = {
        query,
        filter: lookupQuery({ filter }, '').filter,
        ...(list ? { list } : {}),
        rows: entry?.rows ?? [],
        page: 0,
        total: entry?.total ?? 0,
        status: 'loading',
        requestId: (entry?.requestId ?? 0) + 1,
      };
    },
    /** "More": the next page of the same search; nothing when every match is shown or one is loading. */
    lookupMoreRequested(state, action: ModulePayload) {
      const entry = state.modules[action.payload.module];
      if (!entry || entry.status !== 'loaded' || entry.rows.length >= entry.total) return;
      entry.status = 'loading';
      entry.requestId += 1;
    },
    lookupSearchLoaded(
      state,
      action: ModulePayload<{ requestId: number; page: number; rows: EntityRecord[]; total: number }>,
    ) {
      const { module, requestId, page, rows, total } = action.payload;
      const entry = state.modules[module];
      if (!entry || entry.requestId !== requestId) return;
      entry.rows = page === 1 ? rows : [...entry.rows, ...rows];
      entry.page = page;
      entry.total = total;
      entry.status = 'loaded';
    },
    /** A chosen record read by id. */
    lookupChosenLoaded(state, action: ModulePayload<{ id: number; record: EntityRecord }>) {
      const { module, id, record } = action.payload;
      state.chosen[module] = { ...state.chosen[module], [id]: record };
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

export const {
  lookupSearchRequested,
  lookupMoreRequested,
  lookupSearchLoaded,
  lookupSearchFailed,
  lookupChosenLoaded,
} = lookupSearchSlice.actions;

/** The search state of a lookup's module, or undefined before its first search. */
export const selectLookupSearch = (
  state: { lookupSearch: LookupSearchState },
  module: string,
): LookupSearch | undefined => state.lookupSearch.modules[module];

/** The record `id` of `module` as read by id, or undefined until it is. */
export const selectLookupChosen = (
  state: { lookupSearch: LookupSearchState },
  module: string,
  id: number,
): EntityRecord | undefined => state.lookupSearch.chosen[module]?.[id];
