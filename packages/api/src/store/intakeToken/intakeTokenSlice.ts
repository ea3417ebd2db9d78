import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IntakeTokenStatus } from '../../crm/leads.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** A platform's intake token on its form (decision 1606): whether one is active, and a new one shown once. */
export interface IntakeTokenState {
  platformId: number | null;
  status: IntakeTokenStatus | null;
  busy: boolean;
  /** The token just made: shown once in its dialog, then forgotten. */
  token: string | null;
  message: string | null;
}

const initialState: IntakeTokenState = {
  platformId: null,
  status: null,
  busy: false,
  token: null,
  message: null,
};

type Platform = PayloadAction<{ platformId: number }>;

export const intakeTokenSlice = createSlice({
  name: 'intakeToken',
  initialState,
  reducers: {
    /** The status read (again): a token just made for the same platform stays shown until its dialog closes. */
    intakeTokenRequested(state, action: Platform) {
      const { platformId } = action.payload;
      const token = state.platformId === platformId ? state.token : null;
      return { ...initialState, platformId, busy: true, token };
    },
    intakeTokenLoaded(state, action: PayloadAction<{ platformId: number; status: IntakeTokenStatus }>) {
      if (state.platformId !== action.payload.platformId) return;
      state.status = action.payload.status;
      state.busy = false;
    },
    generateTokenRequested(state, _action: Platform) {
      state.busy = true;
      state.message = null;
    },
    tokenGenerated(state, action: PayloadAction<{ platformId: number; token: string }>) {
      state.token = action.payload.token;
    },
    revokeTokenRequested(state, _action: Platform) {
      state.busy = true;
      state.message = null;
    },
    intakeTokenFailed(state, action: PayloadAction<{ message: string }>) {
      state.busy = false;
      state.message = action.payload.message;
    },
    /** The token's dialog closed: it is not shown again. */
    tokenDialogClosed(state) {
      state.token = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    selectIntakeToken: (state) => state,
  },
});

export const {
  intakeTokenRequested,
  intakeTokenLoaded,
  generateTokenRequested,
  tokenGenerated,
  revokeTokenRequested,
  intakeTokenFailed,
  tokenDialogClosed,
} = intakeTokenSlice.actions;
export const { selectIntakeToken } = intakeTokenSlice.selectors;
