import { RESPONSE_CODES } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { generateTokenEpic, loadIntakeTokenEpic, revokeTokenEpic } from './intakeTokenEpics.ts';
import {
  generateTokenRequested,
  intakeTokenFailed,
  intakeTokenLoaded,
  intakeTokenRequested,
  revokeTokenRequested,
  selectIntakeToken,
  tokenDialogClosed,
  tokenGenerated,
} from './intakeTokenSlice.ts';

const active = { active: true, createdAt: '2026-11-25T02:00:00Z', repeatedLeads: 0, lastRepeated: null };
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('intakeTokenSlice: a platform’s token (decision 1606)', () => {
  it('loads its status; a status of another platform is ignored', () => {
    const loaded = run(
      intakeTokenRequested({ platformId: 3 }),
      intakeTokenLoaded({ platformId: 3, status: active }),
    );
    expect(selectIntakeToken(loaded)).toMatchObject({ platformId: 3, status: active, busy: false });
    const stale = rootReducer(
      loaded,
      intakeTokenLoaded({
        platformId: 4,
        status: { active: false, createdAt: null, repeatedLeads: 0, lastRepeated: null },
      }),
    );
    expect(selectIntakeToken(stale).status).toEqual(active);
  });

  it('a new token is held until its dialog closes; failures say why; logout forgets all', () => {
    const made = run(
      intakeTokenRequested({ platformId: 3 }),
      generateTokenRequested({ platformId: 3 }),
      tokenGenerated({ platformId: 3, token: 'dpt_x' }),
    );
    expect(selectIntakeToken(made).token).toBe('dpt_x');
    // The generate epic reads the status again at once: the token stays for its dialog.
    const reread = rootReducer(made, intakeTokenRequested({ platformId: 3 }));
    expect(selectIntakeToken(reread)).toMatchObject({ token: 'dpt_x', busy: true });
    expect(selectIntakeToken(rootReducer(made, intakeTokenRequested({ platformId: 4 }))).token).toBeNull();
    expect(selectIntakeToken(rootReducer(made, tokenDialogClosed())).token).toBeNull();
    const refused = run(revokeTokenRequested({ platformId: 3 }), intakeTokenFailed({ message: 'No token' }));
    expect(selectIntakeToken(refused)).toMatchObject({ busy: false, message: 'No token' });
    expect(selectIntakeToken(rootReducer(made, sessionEnded({ reason: 'logout' }))).token).toBeNull();
  });
});

describe('intake token epics', () => {
  it('loads the status of the platform', () => {
    const intakeToken = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      intakeToken.mockReturnValue(cold('-s|', { s: active }));
      const action$ = hot('-a', { a: intakeTokenRequested({ platformId: 3 }) });
      expectObservable(
        loadIntakeTokenEpic(action$, stateAfter(), dependencies(stubApi({ leads: { intakeToken } }))),
      ).toBe('--s', { s: intakeTokenLoaded({ platformId: 3, status: active }) });
    });
    expect(intakeToken).toHaveBeenCalledWith(3);
  });

  it('generates: the token, then the status read again', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ leads: { generateToken: () => cold('-t|', { t: { token: 'dpt_x' } }) } });
      const action$ = hot('-a', { a: generateTokenRequested({ platformId: 3 }) });
      expectObservable(generateTokenEpic(action$, stateAfter(), dependencies(api))).toBe('--tr', {
        t: tokenGenerated({ platformId: 3, token: 'dpt_x' }),
        r: intakeTokenRequested({ platformId: 3 }),
      });
    });
  });

  it('revokes: the status read again; a refusal says why with a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ leads: { revokeToken: () => cold('-n|', { n: null }) } });
      const action$ = hot('-a', { a: revokeTokenRequested({ platformId: 3 }) });
      expectObservable(revokeTokenEpic(action$, stateAfter(), dependencies(api))).toBe('--r', {
        r: intakeTokenRequested({ platformId: 3 }),
      });
    });
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.NOT_FOUND, 'This platform has no intake token', 404);
      const api = stubApi({ leads: { revokeToken: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: revokeTokenRequested({ platformId: 3 }) });
      expectObservable(revokeTokenEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: intakeTokenFailed({ message: 'This platform has no intake token' }),
        t: toast.error('This platform has no intake token'),
      });
    });
  });
});
