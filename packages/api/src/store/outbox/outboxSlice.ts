import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { v4 as uuid } from 'uuid';
import type { ApiIssue } from '../../client/envelope.ts';
import { loginSucceeded, sessionEnded, sessionStartFailed } from '../session/sessionSlice.ts';

/** What the user did, as the server is to be asked it: one floor write. */
export interface FloorWrite {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API root, as every call. */
  url: string;
  body: unknown;
  /** What the user did, in words, shown in the lists ("Move lot L-104 to Rack B-2"). */
  label: string;
}

/** A floor write kept on the phone until the server has answered it (issue 58). */
export interface OutboxEntry extends FloorWrite {
  /** Made on the phone: the entry's name in every action and list. */
  key: string;
  /**
   * The `Idempotency-Key` the entry is sent with: its key, and a new one each time a refused entry is sent
   * again (decision 2301), as a refusal may be what the server keeps under the old key.
   */
  sendKey: string;
  /** The order the entries were made in: they go in it. */
  seq: number;
  /** When it was made (ISO). */
  madeAt: string;
  /** waiting: to send; refused: the server said no, in Needs attention with the reason. */
  status: 'waiting' | 'refused';
  /** The server's refusal in words, when refused. */
  reason?: string;
  /** The refused body's problems by field, when the server listed them. */
  issues?: ApiIssue[];
}

export interface OutboxState {
  /** Whose entries these are ('org:user'); null before a session's are read. */
  owner: string | null;
  /** In the order made: those waiting and those refused. */
  entries: OutboxEntry[];
  /** The browser has a network. */
  online: boolean;
  /** The last try found no server (network down, server stopped or busy): the entries wait and are tried again. */
  unreachable: boolean;
  /** Tries in a row that found no server, for the wait before the next. */
  failedTries: number;
  /** The session expired while entries waited: the password is asked in place, then they go. */
  passwordAsked: boolean;
}

export const initialOutboxState: OutboxState = {
  owner: null,
  entries: [],
  online: true,
  unreachable: false,
  failedTries: 0,
  passwordAsked: false,
};

let lastSeq = 0;
/** Strictly increasing in a tab, and after every entry of an earlier visit (a clock in ms). */
function nextSeq(): number {
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  return lastSeq;
}

/**
 * A floor write asked: the outbox makes its key, keeps it on the phone under the signed-in user and sends
 * it when it can, in the order made. `dispatch(floorWriteRequested(…)).payload.key` names it in the
 * actions that follow (`outboxEntrySent`, `outboxEntryRefused`).
 */
export const floorWriteRequested = createAction('outbox/floorWriteRequested', (write: FloorWrite) => {
  const key = uuid();
  return {
    payload: { ...write, key, sendKey: key, seq: nextSeq(), madeAt: new Date().toISOString() },
  };
});

/**
 * A refused entry sent again, with its body corrected when `body` is given; it goes under a new
 * `Idempotency-Key` (decision 2301).
 */
export const outboxEntryRetried = createAction(
  'outbox/entryRetried',
  (retry: { key: string; body?: unknown }) => ({ payload: { ...retry, sendKey: uuid() } }),
);

/** The entry is kept on the phone: it survives a reload, a closed tab, a sleeping phone. */
export const outboxEntryKept = createAction<{ key: string }>('outbox/entryKept');

const byKey = (state: OutboxState, key: string): OutboxEntry | undefined =>
  state.entries.find((entry) => entry.key === key);
const without = (state: OutboxState, key: string): void => {
  state.entries = state.entries.filter((entry) => entry.key !== key);
};

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState: initialOutboxState,
  reducers: {
    /**
     * The signed-in user's entries read from the phone; those made meanwhile (not yet kept when the read
     * began) stay, in the order made.
     */
    outboxLoaded(state, action: PayloadAction<{ owner: string; entries: OutboxEntry[] }>) {
      const { owner, entries } = action.payload;
      const stored = new Set(entries.map((entry) => entry.key));
      const made = state.owner === owner || state.owner === null ? state.entries : [];
      state.owner = owner;
      state.entries = [...entries, ...made.filter((entry) => !stored.has(entry.key))].sort(
        (a, b) => a.seq - b.seq,
      );
    },
    /** The server did it; `answer` is what it answered (the moved lot, the new document), for the screen. */
    outboxEntrySent(state, action: PayloadAction<{ key: string; answer: unknown }>) {
      without(state, action.payload.key);
      state.unreachable = false;
      state.failedTries = 0;
    },
    /** The server refused it: to Needs attention with the reason in words. */
    outboxEntryRefused(state, action: PayloadAction<{ key: string; reason: string; issues?: ApiIssue[] }>) {
      const { key, reason, issues } = action.payload;
      const entry = byKey(state, key);
      state.unreachable = false;
      state.failedTries = 0;
      if (!entry) return;
      entry.status = 'refused';
      entry.reason = reason;
      if (issues && issues.length > 0) entry.issues = issues;
      else delete entry.issues;
    },
    /** No server answered: the entry waits and is tried again after a wait that grows. */
    outboxEntryUnreachable(state, _action: PayloadAction<{ key: string }>) {
      state.unreachable = true;
      state.failedTries += 1;
    },
    /** A refused entry dropped by the user: it is not sent. */
    outboxEntryDiscarded(state, action: PayloadAction<{ key: string }>) {
      without(state, action.payload.key);
    },
    /** The browser's network came or went. */
    networkChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.online = action.payload.online;
      if (action.payload.online) state.failedTries = 0;
    },
    /** The session expired while entries waited: ask the password in place (decision 2302). */
    outboxPasswordAsked(state) {
      state.passwordAsked = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(outboxEntryRetried, (state, action) => {
        const { key, sendKey } = action.payload;
        const entry = byKey(state, key);
        if (!entry) return;
        entry.status = 'waiting';
        entry.sendKey = sendKey;
        if ('body' in action.payload) entry.body = action.payload.body;
        delete entry.reason;
        delete entry.issues;
      })
      .addCase(floorWriteRequested, (state, action) => {
        state.entries.push({ ...action.payload, status: 'waiting' });
      })
      .addCase(loginSucceeded, (state) => {
        state.passwordAsked = false;
      })
      // The entries stay on the phone under their user; the screen forgets them with the session.
      .addMatcher(
        (action) => sessionEnded.match(action) || sessionStartFailed.match(action),
        (state) => ({ ...initialOutboxState, online: state.online }),
      );
  },
  selectors: {
    selectOnline: (state) => state.online,
    selectOutboxOwner: (state) => state.owner,
    selectOutboxEntries: (state) => state.entries,
    selectOutboxUnreachable: (state) => state.unreachable,
    selectOutboxPasswordAsked: (state) => state.passwordAsked,
  },
});

export const {
  outboxLoaded,
  outboxEntrySent,
  outboxEntryRefused,
  outboxEntryUnreachable,
  outboxEntryDiscarded,
  networkChanged,
  outboxPasswordAsked,
} = outboxSlice.actions;
export const {
  selectOnline,
  selectOutboxOwner,
  selectOutboxEntries,
  selectOutboxUnreachable,
  selectOutboxPasswordAsked,
} = outboxSlice.selectors;

/** The entries that wait to be sent, in the order made, and how many: "2 waiting to send". */
export const selectOutboxWaiting = createSelector([selectOutboxEntries], (entries) => {
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  return { count: waiting.length, entries: waiting };
});

/** What the server refused, with the reason in words: to correct and send again, or to discard. */
export const selectNeedsAttention = createSelector([selectOutboxEntries], (entries) =>
  entries.filter((entry) => entry.status === 'refused'),
);
