import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Gstr1Return } from '../../billing/gstReturns.ts';
import type { OwnFigures } from '../../client/envelope.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** Issue 20's GST Returns screen (decisions 1430–1432): the month and branch asked, GSTR-1, the Tally range. */
export interface GstReturnsState {
  /** 'yyyy-MM'; '' until the screen opens. */
  month: string;
  branchId: number | null;
  /** The Tally export's range, both ends 'yyyy-MM-dd'. */
  tallyFrom: string;
  tallyTo: string;
  summary: OwnFigures<Gstr1Return> | null;
  status: LoadStatus;
  requestId: number;
  error: string | null;
}

export const initialGstReturnsState = (): GstReturnsState => ({
  month: '',
  branchId: null,
  tallyFrom: '',
  tallyTo: '',
  summary: null,
  status: 'idle',
  requestId: 0,
  error: null,
});

/** The last day of a month 'yyyy-MM'. */
export const monthEnd = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The months a return may be asked for, newest first: `count` months up to `today`'s ('yyyy-MM'). */
export function recentMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const startLoad = (state: GstReturnsState) => {
  state.status = 'loading';
  state.requestId += 1;
  state.error = null;
};

export const gstReturnsSlice = createSlice({
  name: 'gstReturns',
  initialState: initialGstReturnsState,
  reducers: {
    /** The screen opened: the month before `today`'s (the one being filed) unless one was chosen before. */
    gstReturnsOpened(state, action: PayloadAction<{ today: string }>) {
      if (state.month === '') {
        const month = recentMonths(action.payload.today, 2)[1] as string;
        Object.assign(state, { month, tallyFrom: `${month}-01`, tallyTo: monthEnd(month) });
      }
      startLoad(state);
    },
    /** Another month or branch: its return, and the Tally range follows the month. */
    gstReturnChosen(state, action: PayloadAction<{ month?: string; branchId?: number | null }>) {
      const { month = state.month, branchId = state.branchId } = action.payload;
      if (month !== state.month) Object.assign(state, { tallyFrom: `${month}-01`, tallyTo: monthEnd(month) });
      Object.assign(state, { month, branchId });
      startLoad(state);
    },
    tallyRangeChanged(state, action: PayloadAction<{ from?: string; to?: string }>) {
      state.tallyFrom = action.payload.from ?? state.tallyFrom;
      state.tallyTo = action.payload.to ?? state.tallyTo;
    },
    gstReturnLoaded(state, action: PayloadAction<{ requestId: number; summary: OwnFigures<Gstr1Return> }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.summary = action.payload.summary;
      state.status = 'loaded';
    },
    gstReturnFailed(state, action: PayloadAction<{ requestId: number; message: string }>) {
      if (action.payload.requestId !== state.requestId) return;
      state.status = 'failed';
      state.error = action.payload.message;
    },
    /** A file to download: its button is busy in the `downloads` slice (decision 1910). */
    gstFileRequested(_state, _action: PayloadAction<'json' | 'excel' | 'tally'>) {},
  },
  extraReducers: (builder) => {
    // Another user's session starts from nothing.
    builder.addMatcher(isSessionOver, () => initialGstReturnsState());
  },
  selectors: {
    selectGstReturns: (state) => state,
  },
});

export const {
  gstReturnsOpened,
  gstReturnChosen,
  tallyRangeChanged,
  gstReturnLoaded,
  gstReturnFailed,
  gstFileRequested,
} = gstReturnsSlice.actions;
export const { selectGstReturns } = gstReturnsSlice.selectors;
