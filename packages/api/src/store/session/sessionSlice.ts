import { createAction, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { LoggedInUser, LoginPayload } from '../../session/session.ts';

/**
 * signedOut: no token. signingIn: the login call is out. starting: logged in, the start-up reads of
 * spec §7 are running in order. ready: all of them are done (each may have failed on its own). offline:
 * a stored session whose start-up found no server: the app opens on what the browser kept, and the reads
 * run when the network returns (issue 58).
 */
export type SessionStatus = 'signedOut' | 'signingIn' | 'starting' | 'ready' | 'offline';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: LoggedInUser | null;
  /** Why the last login or start-up failed, for the login screen. */
  error: string | null;
}

export const initialSessionState: SessionState = {
  status: 'signedOut',
  token: null,
  user: null,
  error: null,
};

/** The session is over: Logout was chosen, or a request with the token got 401. Every slice resets. */
export const sessionEnded = createAction<{ reason: 'logout' | 'unauthorised' }>('session/ended');
/** The start-up could not read the logged-in user: the session cannot go on. Every slice resets. */
export const sessionStartFailed = createAction<{ message: string }>('session/startFailed');
/** Matches both ways a session ends; the other slices reset on it. */
export const isSessionOver = isAnyOf(sessionEnded, sessionStartFailed);

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginRequested: {
      reducer(state) {
        state.status = 'signingIn';
        state.error = null;
      },
      prepare: (payload: LoginPayload) => ({ payload }),
    },
    loginSucceeded(state, action: PayloadAction<{ token: string; user: LoggedInUser }>) {
      state.status = 'starting';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    loginFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'signedOut';
      state.error = action.payload.message;
    },
    /** A stored session (page reload) runs the start-up reads again. */
    sessionResumed(state) {
      state.status = 'starting';
    },
    loggedInUserLoaded(state, action: PayloadAction<LoggedInUser>) {
      state.user = action.payload;
    },
    sessionReady(state) {
      state.status = 'ready';
    },
    /** The start-up found no server: the stored session goes on, offline. */
    sessionStartPostponed(state) {
      state.status = 'offline';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialSessionState)
      .addCase(sessionStartFailed, (_state, action) => ({
        ...initialSessionState,
        error: action.payload.message,
      }));
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectIsLoggedIn: (state) => state.token !== null,
    selectLoggedInUser: (state) => state.user,
    selectSessionError: (state) => state.error,
    /** Top bar: "the logged-in user's first and last name". */
    selectUserDisplayName: (state) =>
      state.user ? [state.user.firstname, state.user.lastname].filter(Boolean).join(' ') : '',
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  sessionResumed,
  loggedInUserLoaded,
  sessionReady,
  sessionStartPostponed,
} = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectIsLoggedIn,
  selectLoggedInUser,
  selectSessionError,
  selectUserDisplayName,
} = sessionSlice.selectors;
