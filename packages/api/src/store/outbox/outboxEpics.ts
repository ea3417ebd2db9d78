import { isAnyOf } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import {
  EMPTY,
  catchError,
  concat,
  concatMap,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  mergeMap,
  of,
  race,
  switchMap,
  take,
  timer,
  type Observable,
} from 'rxjs';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { loggedInUserLoaded, loginSucceeded, sessionResumed } from '../session/sessionSlice.ts';
import type { AppEpic } from '../types.ts';
import { outboxOwner } from './owner.ts';
import {
  floorWriteRequested,
  networkChanged,
  outboxEntryDiscarded,
  outboxEntryKept,
  outboxEntryRefused,
  outboxEntryRetried,
  outboxEntrySent,
  outboxEntryUnreachable,
  outboxLoaded,
  type OutboxEntry,
} from './outboxSlice.ts';

/** The waits before trying again a server that did not answer, growing with each try in a row (ms). */
export const OUTBOX_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const retryWait = (failedTries: number): number =>
  OUTBOX_RETRY_MS[Math.min(Math.max(failedTries, 1), OUTBOX_RETRY_MS.length) - 1]!;

/**
 * No server answered: no reply at all, a proxy without its server (502, 504), a server busy or asking to
 * wait (503, 429). The entry waits; anything else the server said is its answer.
 */
const UNREACHABLE_STATUSES = new Set([0, 429, 502, 503, 504]);

/** What a failed send means for its entry: wait and try again, ask the password (401), or a refusal. */
function failureOf(entry: OutboxEntry, error: unknown): Action | null {
  const status = error instanceof ApiError ? error.status : 0;
  if (UNREACHABLE_STATUSES.has(status)) return outboxEntryUnreachable({ key: entry.key });
  // The session expired: the 401 itself asks for the password (unauthorisedEpic); the entry waits.
  if (status === 401) return null;
  const issues = error instanceof ApiError ? [...error.issues] : [];
  return outboxEntryRefused({
    key: entry.key,
    reason: errorMessageOf(error),
    ...(issues.length ? { issues } : {}),
  });
}

/** The browser's network, as the top bar and the outbox see it. */
export const networkEpic: AppEpic = (_action$, _state$, { device }) =>
  device.online$.pipe(
    distinctUntilChanged(),
    map((online) => networkChanged({ online })),
  );

/** The signed-in user's entries, read from the phone when a session starts (or is resumed). */
export const outboxLoadEpic: AppEpic = (action$, state$, { device }) =>
  action$.pipe(
    filter(isAnyOf(loginSucceeded, sessionResumed, loggedInUserLoaded)),
    map(() => outboxOwner(state$.value.session)),
    filter((owner): owner is string => owner !== null && owner !== state$.value.outbox.owner),
    switchMap((owner) =>
      defer(() => device.storage.entries(owner)).pipe(
        map((entries) => outboxLoaded({ owner, entries })),
        catchError(() => of(outboxLoaded({ owner, entries: [] }))),
      ),
    ),
  );

/** A floor write is kept on the phone, under its user, before it is sent. */
export const outboxKeepEpic: AppEpic = (action$, state$, { device }) =>
  action$.pipe(
    filter(floorWriteRequested.match),
    concatMap(({ payload: { key } }) => {
      const owner = outboxOwner(state$.value.session);
      const entry = state$.value.outbox.entries.find((made) => made.key === key);
      const kept = of(outboxEntryKept({ key }));
      if (owner === null || !entry) return kept;
      // A phone that cannot keep it still sends it: only a closed tab before the answer would lose it.
      return defer(() => device.storage.putEntry(owner, entry)).pipe(
        mergeMap(() => kept),
        catchError(() => kept),
      );
    }),
  );

/** What the phone keeps follows each answer: a sent or discarded entry goes, a refused or retried one changes. */
export const outboxStoreEpic: AppEpic = (action$, state$, { device }) =>
  action$.pipe(
    filter(isAnyOf(outboxEntrySent, outboxEntryDiscarded, outboxEntryRefused, outboxEntryRetried)),
    concatMap((action) => {
      const { key } = action.payload;
      if (outboxEntrySent.match(action) || outboxEntryDiscarded.match(action)) {
        return defer(() => device.storage.removeEntry(key));
      }
      const owner = outboxOwner(state$.value.session);
      const entry = state$.value.outbox.entries.find((kept) => kept.key === key);
      return owner !== null && entry ? defer(() => device.storage.putEntry(owner, entry)) : EMPTY;
    }),
    catchError(() => EMPTY),
    ignoreElements(),
  );

/**
 * Sends the waiting entries one at a time, in the order made, whenever it can: when they are read or kept,
 * when one is sent again, when the network returns, when the password has been given again. A refusal goes
 * to Needs attention and the next entry goes; no answer waits (OUTBOX_RETRY_MS, or until the network
 * returns) and tries the same entry again. Each send is under the entry's own Idempotency-Key, so a reply
 * lost on the way leaves one record on the server.
 */
export const outboxSendEpic: AppEpic = (action$, state$, { api }) => {
  const networkBack$ = action$.pipe(
    filter(networkChanged.match),
    filter(({ payload }) => payload.online),
  );
  const drain = (answered: ReadonlySet<string>): Observable<Action> =>
    defer(() => {
      const { online, passwordAsked, entries } = state$.value.outbox;
      // The store may not yet show the last answer: what this run has had answered is skipped by its key.
      const entry = entries.find((kept) => kept.status === 'waiting' && !answered.has(kept.sendKey));
      if (!online || passwordAsked || !entry) return EMPTY;
      return api.outbox.send(entry).pipe(
        map((answer): Action | null => outboxEntrySent({ key: entry.key, answer })),
        catchError((error: unknown) => of(failureOf(entry, error))),
        mergeMap((action) => {
          if (action === null) return EMPTY;
          if (!outboxEntryUnreachable.match(action)) {
            return concat(of(action), drain(new Set([...answered, entry.sendKey])));
          }
          const wait = race(timer(retryWait(state$.value.outbox.failedTries + 1)), networkBack$).pipe(
            take(1),
          );
          return concat(of(action), wait.pipe(mergeMap(() => drain(answered))));
        }),
      );
    });
  return action$.pipe(
    filter(isAnyOf(outboxLoaded, outboxEntryKept, outboxEntryRetried, loginSucceeded, networkChanged)),
    exhaustMap(() => drain(new Set())),
  );
};
