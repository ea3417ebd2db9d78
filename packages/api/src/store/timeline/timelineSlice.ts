import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addDays, type TimelineRow } from '@erp/domain';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 19's machines' timeline (decision 1124): the days shown, the machines and their jobs. */

/** How many days the timeline shows from its first. */
export const TIMELINE_DAYS = 7;

export interface TimelineState {
  /** The first day shown, 'yyyy-MM-dd' ('' before the screen opens). */
  fromDate: string;
  rows: TimelineRow[];
  status: LoadStatus;
  /** The load whose reply is awaited; a reply to any other is stale and ignored. */
  requestId: number;
  error: string | null;
}

export const initialTimelineState = (): TimelineState => ({
  fromDate: '',
  rows: [],
  status: 'idle',
  requestId: 0,
  error: null,
});

function startLoad(state: TimelineState): void {
  state.status = 'loading';
  state.requestId += 1;
  state.error = null;
}

export const timelineSlice = createSlice({
  name: 'timeline',
  initialState: initialTimelineState,
  reducers: {
    /** The screen opened: from today, unless a week was chosen before. */
    timelineOpened(state, action: PayloadAction<{ today: string }>) {
      if (state.fromDate === '') state.fromDate = action.payload.today;
      startLoad(state);
    },
    /** Another week: from this day. */
    timelineMoved(state, action: PayloadAction<string>) {
      state.fromDate = action.payload;
      startLoad(state);
    },
    timelineLoaded(state, action: PayloadAction<{ requestId: number; rows: TimelineRow[] }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.rows = action.payload.rows;
      state.status = 'loaded';
    },
    timelineFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialTimelineState());
  },
  selectors: {
    selectTimeline: (state) => state,
  },
});

export const { timelineOpened, timelineMoved, timelineLoaded, timelineFailed } = timelineSlice.actions;
export const { selectTimeline } = timelineSlice.selectors;

/** The last day shown: the first plus `TIMELINE_DAYS` − 1. */
export const timelineEnd = (fromDate: string): string => addDays(fromDate, TIMELINE_DAYS - 1);
