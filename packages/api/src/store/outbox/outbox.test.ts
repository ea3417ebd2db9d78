import { describe, expect, it, vi } from 'vitest';
import { NEVER, of } from 'rxjs';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { device, inStore, instantStorage, tokenOf, userOf } from '../../../test/support/outbox.ts';
import { ApiError, NO_REPLY_MESSAGE } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { SESSION_EXPIRED_TITLE, unauthorisedEpic } from '../session/sessionEpics.ts';
import { loginSucceeded, sessionEnded, sessionResumed } from '../session/sessionSlice.ts';
import {
  networkEpic,
  outboxKeepEpic,
  outboxLoadEpic,
  outboxSendEpic,
  outboxStoreEpic,
  retryWait,
} from './outboxEpics.ts';
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
  outboxPasswordAsked,
  selectNeedsAttention,
  selectOutboxWaiting,
} from './outboxSlice.ts';

const move = (lot: string, rack: string) =>
  floorWriteRequested({
    method: 'POST',
    url: 'chemical/stockTransfer/save',
    body: { lot, rack },
    label: `Move lot ${lot} to ${rack}`,
  });
const signedIn = (org = 7, user = 5) => loginSucceeded({ token: tokenOf(org, user), user: userOf(user) });
const noReply = new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 0, NO_REPLY_MESSAGE);
const expired = new ApiError(RESPONSE_CODES.UNAUTHORISED, '', 401);
const onHold = new ApiError(
  RESPONSE_CODES.VALIDATION_FAILED,
  'Lot L-1 is on hold for the lab.',
  422,
  undefined,
  [{ field: 'lot', message: 'Lot L-1 is on hold for the lab.' }],
);
const outboxOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('outbox slice (issue 58)', () => {
  it('makes each entry its own key on the phone and keeps them in the order made', () => {
    const first = move('L-1', 'B-2');
    const second = move('L-2', 'B-3');
    expect(first.payload.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.payload.sendKey).toBe(first.payload.key);
    expect(second.payload.key).not.toBe(first.payload.key);
    expect(second.payload.seq).toBeGreaterThan(first.payload.seq);
    const waiting = selectOutboxWaiting(outboxOf(first, second));
    expect(waiting.count).toBe(2);
    expect(waiting.entries.map(({ label }) => label)).toEqual(['Move lot L-1 to B-2', 'Move lot L-2 to B-3']);
  });

  it('a refusal goes to Needs attention with its reason; sent again (corrected) it waits under a new key; discarded it goes', () => {
    const made = move('L-1', 'B-2');
    const { key } = made.payload;
    const refused = outboxOf(made, outboxEntryRefused({ key, reason: 'Lot L-1 is on hold for the lab.' }));
    expect(selectOutboxWaiting(refused).count).toBe(0);
    expect(selectNeedsAttention(refused)).toMatchObject([{ key, reason: 'Lot L-1 is on hold for the lab.' }]);
    const retried = outboxOf(
      made,
      outboxEntryRefused({ key, reason: 'on hold' }),
      outboxEntryRetried({ key, body: { lot: 'L-1', rack: 'B-4' } }),
    );
    const [again] = selectOutboxWaiting(retried).entries;
    expect(again).toMatchObject({ key, status: 'waiting', body: { lot: 'L-1', rack: 'B-4' } });
    expect(again?.sendKey).not.toBe(key);
    expect(again).not.toHaveProperty('reason');
    expect(selectNeedsAttention(outboxOf(made, outboxEntryDiscarded({ key })))).toEqual([]);
  });

  it('entries read from the phone join those made meanwhile, in the order made; a session’s end forgets them on screen', () => {
    const early = move('L-1', 'B-2');
    const late = move('L-2', 'B-3');
    const stored = { ...early.payload, status: 'waiting' as const };
    const loaded = outboxOf(late, outboxLoaded({ owner: '7:5', entries: [stored] }));
    expect(selectOutboxWaiting(loaded).entries.map(({ key }) => key)).toEqual([
      early.payload.key,
      late.payload.key,
    ]);
    const ended = outboxOf(late, networkChanged({ online: false }), sessionEnded({ reason: 'logout' }));
    expect(ended.outbox).toMatchObject({ entries: [], owner: null, online: false });
  });
});

describe('outbox epics (issue 58)', () => {
  it('sends the waiting entries one at a time in the order made, each with its Idempotency-Key', () => {
    const first = move('L-1', 'B-2');
    const second = move('L-2', 'B-3');
    const send = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      send
        .mockReturnValueOnce(cold('--a|', { a: { id: 11 } }))
        .mockReturnValueOnce(cold('--a|', { a: { id: 12 } }));
      const action$ = hot('-k', { k: outboxEntryKept({ key: first.payload.key }) });
      expectObservable(
        inStore(outboxSendEpic, action$, dependencies(stubApi({ outbox: { send } })), [
          signedIn(),
          first,
          second,
        ]),
      ).toBe('---s-t', {
        s: outboxEntrySent({ key: first.payload.key, answer: { id: 11 } }),
        t: outboxEntrySent({ key: second.payload.key, answer: { id: 12 } }),
      });
    });
    expect(send.mock.calls.map(([entry]) => [entry.sendKey, entry.body])).toEqual([
      [first.payload.key, { lot: 'L-1', rack: 'B-2' }],
      [second.payload.key, { lot: 'L-2', rack: 'B-3' }],
    ]);
  });

  it('a server that does not answer is tried again after a wait that grows, the same entry first', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryWait)).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);
    const first = move('L-1', 'B-2');
    const send = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      send
        .mockReturnValueOnce(cold('-#', undefined, noReply))
        .mockReturnValueOnce(
          cold('-#', undefined, new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 503)),
        )
        .mockReturnValueOnce(cold('-a|', { a: null }));
      const action$ = hot('-k', { k: outboxEntryKept({ key: first.payload.key }) });
      expectObservable(
        inStore(outboxSendEpic, action$, dependencies(stubApi({ outbox: { send } })), [signedIn(), first]),
      ).toBe('--u 1000ms u 2000ms s', {
        u: outboxEntryUnreachable({ key: first.payload.key }),
        s: outboxEntrySent({ key: first.payload.key, answer: null }),
      });
    });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('the network’s return sends at once, without waiting out the pause; nothing is tried while offline', () => {
    const first = move('L-1', 'B-2');
    const send = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      send
        .mockReturnValueOnce(cold('-#', undefined, noReply))
        .mockReturnValueOnce(cold('-a|', { a: { id: 3 } }));
      const action$ = hot('-k-o----n', {
        k: outboxEntryKept({ key: first.payload.key }),
        o: networkChanged({ online: false }),
        n: networkChanged({ online: true }),
      });
      expectObservable(
        inStore(outboxSendEpic, action$, dependencies(stubApi({ outbox: { send } })), [signedIn(), first]),
      ).toBe('--u------s', {
        u: outboxEntryUnreachable({ key: first.payload.key }),
        s: outboxEntrySent({ key: first.payload.key, answer: { id: 3 } }),
      });
    });
    const offline = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-k', { k: outboxEntryKept({ key: first.payload.key }) });
      expectObservable(
        inStore(outboxSendEpic, action$, dependencies(stubApi({ outbox: { send: offline } })), [
          signedIn(),
          networkChanged({ online: false }),
          first,
        ]),
      ).toBe('--');
    });
    expect(offline).not.toHaveBeenCalled();
  });

  it('a refusal goes to Needs attention with the reason in words, and the next entry goes', () => {
    const first = move('L-1', 'B-2');
    const second = move('L-2', 'B-3');
    const send = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      send
        .mockReturnValueOnce(cold('-#', undefined, onHold))
        .mockReturnValueOnce(cold('-a|', { a: { id: 4 } }));
      const action$ = hot('-k', { k: outboxEntryKept({ key: second.payload.key }) });
      expectObservable(
        inStore(outboxSendEpic, action$, dependencies(stubApi({ outbox: { send } })), [
          signedIn(),
          first,
          second,
        ]),
      ).toBe('--rs', {
        r: outboxEntryRefused({
          key: first.payload.key,
          reason: 'Lot L-1 is on hold for the lab.',
          issues: [{ field: 'lot', message: 'Lot L-1 is on hold for the lab.' }],
        }),
        s: outboxEntrySent({ key: second.payload.key, answer: { id: 4 } }),
      });
    });
  });

  it('a 401 stops the sending; once the password is given again the entries go', () => {
    const first = move('L-1', 'B-2');
    const send = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      send
        .mockReturnValueOnce(cold('-#', undefined, expired))
        .mockReturnValueOnce(cold('-a|', { a: { id: 5 } }));
      const action$ = hot('-kp---l', {
        k: outboxEntryKept({ key: first.payload.key }),
        p: outboxPasswordAsked(),
        l: signedIn(),
      });
      expectObservable(
        inStore(outboxSendEpic, action$, dependencies(stubApi({ outbox: { send } })), [signedIn(), first]),
      ).toBe('-------s', { s: outboxEntrySent({ key: first.payload.key, answer: { id: 5 } }) });
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('an expired session asks for the password in place while entries wait, and ends the session when none do', () => {
    const waiting = [signedIn(), move('L-1', 'B-2')];
    marbles(({ hot, expectObservable }) => {
      const unauthorised$ = hot<void>('-x-x');
      expectObservable(
        unauthorisedEpic(hot('-'), stateAfter(...waiting), dependencies(stubApi({ unauthorised$ }))),
      ).toBe('-p-p', { p: outboxPasswordAsked() });
      expectObservable(
        unauthorisedEpic(
          hot('-'),
          stateAfter(...waiting, outboxPasswordAsked()),
          dependencies(stubApi({ unauthorised$ })),
        ),
      ).toBe('----');
      expectObservable(
        unauthorisedEpic(
          hot('-'),
          stateAfter(signedIn()),
          dependencies(stubApi({ unauthorised$: hot<void>('-x') })),
        ),
      ).toBe('-(et)', {
        e: sessionEnded({ reason: 'unauthorised' }),
        t: toast.warning('Your session has expired. Please log in again.', SESSION_EXPIRED_TITLE),
      });
    });
  });

  it("reads the signed-in user's entries only, under the organisation and user its token names", () => {
    const mine = { ...move('L-1', 'B-2').payload, status: 'waiting' as const };
    const theirs = { ...move('L-9', 'B-9').payload, status: 'waiting' as const };
    const otherOrg = { ...move('L-8', 'B-8').payload, status: 'waiting' as const };
    const storage = instantStorage([
      { ...mine, owner: '7:5' },
      { ...theirs, owner: '7:6' },
      { ...otherOrg, owner: '8:5' },
    ]);
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-l-r', { l: signedIn(7, 5), r: sessionResumed() });
      expectObservable(
        inStore(outboxLoadEpic, action$, dependencies(stubApi(), undefined, device(storage))),
      ).toBe('-o', { o: outboxLoaded({ owner: '7:5', entries: [mine] }) });
    });
  });

  it('keeps each entry on the phone under its user before it is sent, and follows each answer there', () => {
    const made = move('L-1', 'B-2');
    const { key } = made.payload;
    const storage = instantStorage();
    marbles(({ hot, expectObservable }) => {
      expectObservable(
        inStore(outboxKeepEpic, hot('-m', { m: made }), dependencies(stubApi(), undefined, device(storage)), [
          signedIn(),
        ]),
      ).toBe('-k', { k: outboxEntryKept({ key }) });
      expectObservable(
        inStore(
          outboxStoreEpic,
          hot('-r-t-s', {
            r: outboxEntryRefused({ key, reason: 'on hold' }),
            t: outboxEntryRetried({ key }),
            s: outboxEntrySent({ key, answer: null }),
          }),
          dependencies(stubApi(), undefined, device(storage)),
          [signedIn(), made],
        ),
      ).toBe('------');
    });
    expect(storage.seen).toEqual([
      `put 7:5 ${key} waiting`,
      `put 7:5 ${key} refused`,
      `put 7:5 ${key} waiting`,
      `remove ${key}`,
    ]);
  });

  it('tells the network’s coming and going, once each', () => {
    marbles(({ hot, expectObservable }) => {
      const online$ = hot('t-f-f-t', { t: true, f: false });
      expectObservable(
        networkEpic(
          hot('-'),
          stateAfter(),
          dependencies(stubApi(), undefined, device(instantStorage(), online$)),
        ),
      ).toBe('t-f---t', {
        t: networkChanged({ online: true }),
        f: networkChanged({ online: false }),
      });
    });
  });

  it('a reload loses none: what was kept is read back and sent, once', async () => {
    const { createStore } = await import('../store.ts');
    const { createMemoryStorage } = await import('../../client/storage.ts');
    const { memoryFloorStorage } = await import('../../outbox/outboxStorage.ts');
    const floor = memoryFloorStorage();
    const sent: string[] = [];
    const api = stubApi({
      unauthorised$: NEVER,
      inFlight$: NEVER,
      session: { getLoggedInUser: () => of(userOf(5)), getAclByRoleId: () => of([]) },
      outbox: { send: (entry) => (sent.push(entry.sendKey), of({ id: 1 })) },
    });
    const offline = createStore({
      api,
      storage: createMemoryStorage(),
      device: { online$: of(false), storage: floor },
    });
    offline.dispatch(signedIn());
    const { key } = offline.dispatch(move('L-1', 'B-2')).payload;
    await vi.waitFor(async () => expect(await floor.entries('7:5')).toHaveLength(1));
    expect(sent).toEqual([]);
    const reloaded = createStore({
      api,
      storage: createMemoryStorage(),
      device: { online$: of(true), storage: floor },
    });
    reloaded.dispatch(signedIn());
    await vi.waitFor(async () => expect(await floor.entries('7:5')).toEqual([]));
    expect(sent).toEqual([key]);
  });
});
