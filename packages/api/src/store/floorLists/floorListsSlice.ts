import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { EntityRecord, LookupDef } from '@erp/domain';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A list a floor action picks from (stock areas, racks, departments, machines, open count sheets). */
export interface FloorListAsk {
  /** The list's name on the phone; with its filter, the key its last answer is kept under. */
  name: string;
  /** The catalogue module or document whose records it lists. */
  module: string;
  /** The lookup's filter (`status: 'OPEN'`, a rack's `stockAreaId`). */
  filter?: LookupDef['filter'];
  /** The module's list call, when not getAllByPartner. */
  list?: string;
  /** The text typed, '' for the list as synced. */
  query?: string;
  /**
   * The filter's keys taken from another choice (a rack's `stockAreaId`): offline, a list with no copy of
   * its own is the one kept without them, narrowed on the phone (decision 2363).
   */
  tied?: readonly string[];
}

/**
 * The key a list is shown and kept under: its name, and its filter where it has one, so that each stock
 * area's racks are kept apart (decision 2363).
 */
export const floorListKey = ({ name, filter }: Pick<FloorListAsk, 'name' | 'filter'>): string => {
  const by = Object.entries(filter ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return by.length > 0 ? `${name} ${JSON.stringify(by)}` : name;
};

/** The list `ask` narrows on the phone when it has no copy of its own: its filter without its tied keys. */
export function untiedOf(ask: FloorListAsk): Pick<FloorListAsk, 'name' | 'filter'> | undefined {
  const tied = (ask.tied ?? []).filter((key) => ask.filter?.[key] !== undefined);
  if (tied.length === 0) return undefined;
  const rest = Object.entries(ask.filter ?? {}).filter(([key]) => !tied.includes(key));
  return { name: ask.name, ...(rest.length > 0 ? { filter: Object.fromEntries(rest) } : {}) };
}

/** The rows of an untied list that `ask`'s tied keys choose: a row's field is the value, or one of them. */
export function narrowedRows(ask: FloorListAsk, rows: readonly EntityRecord[]): EntityRecord[] {
  const wanted = (ask.tied ?? []).flatMap((key) => {
    const value = ask.filter?.[key];
    if (value === undefined) return [];
    const values = (Array.isArray(value) ? value : [value]).map(String);
    return [[key, values] as const];
  });
  return rows.filter((row) => wanted.every(([key, values]) => values.includes(String(row[key] ?? ''))));
}

export interface FloorList {
  status: 'loading' | 'loaded' | 'failed';
  /** What was asked: More asks its next page. */
  ask: FloorListAsk;
  rows: EntityRecord[];
  total: number;
  /** The server's pages read so far (0 before the first answer, and for a copy kept on the phone). */
  page: number;
  /** When the rows shown were answered (ISO), if they come from an earlier sync; null: the server's now. */
  asOf: string | null;
  /** Why there is nothing to show, in words (offline and never synced, or the server's refusal). */
  reason?: string;
}

export interface FloorListsState {
  /** By `floorListKey`. */
  lists: Record<string, FloorList>;
}

const initialState: FloorListsState = { lists: {} };

interface Loaded {
  key: string;
  rows: EntityRecord[];
  total: number;
  /** The last page read (0: a copy kept on the phone). */
  page: number;
  asOf: string | null;
  /** The next pages of what is shown (More): added to its rows. */
  added?: boolean;
}

/**
 * The lists a floor action picks from work offline (issue 58): each answer of the server is kept on the
 * phone with its time, and shown from there when no server answers, saying when it is from. Typed text is
 * searched on the server and More reads its next page, as every picker's (decision 2363).
 */
export const floorListsSlice = createSlice({
  name: 'floorLists',
  initialState,
  reducers: {
    floorListRequested(state, action: PayloadAction<FloorListAsk>) {
      const key = floorListKey(action.payload);
      const shown = state.lists[key];
      state.lists[key] = {
        status: 'loading',
        // Kept as given, never changed in place: its filter's lists are read only.
        ask: action.payload as Draft<FloorListAsk>,
        rows: shown?.rows ?? [],
        total: shown?.total ?? 0,
        page: 0,
        asOf: shown?.asOf ?? null,
      };
    },
    /** More: the next page of what the server answered; nothing when all is shown, or shown from the phone. */
    floorListMoreRequested(state, action: PayloadAction<{ key: string }>) {
      const shown = state.lists[action.payload.key];
      if (!shown || shown.status !== 'loaded' || shown.page === 0 || shown.rows.length >= shown.total) return;
      shown.status = 'loading';
    },
    floorListLoaded(state, action: PayloadAction<Loaded>) {
      const { key, rows, total, page, asOf, added } = action.payload;
      const shown = state.lists[key];
      if (!shown) return;
      shown.rows = added ? [...shown.rows, ...rows] : rows;
      Object.assign(shown, { status: 'loaded', total, page, asOf });
      delete shown.reason;
    },
    floorListFailed(state, action: PayloadAction<{ key: string; reason: string }>) {
      const { key, reason } = action.payload;
      const shown = state.lists[key];
      if (!shown) return;
      Object.assign(shown, { status: 'failed', rows: [], total: 0, page: 0, asOf: null, reason });
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectFloorList: (state, key: string): FloorList | undefined => state.lists[key],
  },
});

export const { floorListRequested, floorListMoreRequested, floorListLoaded, floorListFailed } =
  floorListsSlice.actions;
export const { selectFloorList } = floorListsSlice.selectors;
