import { describe, expect, it } from 'vitest';
import type { Action } from 'redux';
import { rootReducer, type RootState } from '../rootReducer.ts';
import {
  loggedInUserLoaded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  selectIsLoggedIn,
  selectLoggedInUser,
  selectSessionError,
  selectSessionStatus,
  selectUserDisplayName,
  sessionEnded,
  sessionReady,
  sessionResumed,
  sessionStartFailed,
} from './sessionSlice.ts';

const run = (...actions: Action[]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: 'init' }));
const user = { id: 1, username: 'admin', firstname: 'Asha', lastname: 'Rao', role: { roleid: 2 } };

describe('session slice', () => {
  it('starts signed out', () => {
    const state = run();
    expect(selectSessionStatus(state)).toBe('signedOut');
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectUserDisplayName(state)).toBe('');
  });

  it('login: signing in, then starting with the token and user, then ready', () => {
    const signingIn = run(loginRequested({ username: 'admin', password: 'x' }));
    expect(selectSessionStatus(signingIn)).toBe('signingIn');
    const starting = rootReducer(signingIn, loginSucceeded({ token: 'jwt', user }));
    expect(selectSessionStatus(starting)).toBe('starting');
    expect(selectIsLoggedIn(starting)).toBe(true);
    const ready = rootReducer(
      rootReducer(starting, loggedInUserLoaded({ ...user, lastname: 'Iyer' })),
      sessionReady(),
    );
    expect(selectSessionStatus(ready)).toBe('ready');
    expect(selectLoggedInUser(ready)?.lastname).toBe('Iyer');
  });

  it('spec §2: the top bar shows the first and last name', () => {
    expect(selectUserDisplayName(run(loginSucceeded({ token: 'jwt', user })))).toBe('Asha Rao');
    expect(
      selectUserDisplayName(run(loginSucceeded({ token: 'jwt', user: { ...user, lastname: '' } }))),
    ).toBe('Asha');
  });

  it('a failed login keeps the message for the login screen; a new attempt clears it', () => {
    const failed = run(
      loginRequested({ username: 'a', password: 'b' }),
      loginFailed({ message: 'Invalid username or password.' }),
    );
    expect(selectSessionStatus(failed)).toBe('signedOut');
    expect(selectSessionError(failed)).toBe('Invalid username or password.');
    expect(
      selectSessionError(rootReducer(failed, loginRequested({ username: 'a', password: 'c' }))),
    ).toBeNull();
  });

  it('a resumed session starts again', () => {
    expect(selectSessionStatus(run(sessionResumed()))).toBe('starting');
  });

  it('spec §2: logout ends the session; a failed start-up ends it with its reason', () => {
    expect(run(loginSucceeded({ token: 'jwt', user }), sessionEnded({ reason: 'logout' })).session).toEqual({
      status: 'signedOut',
      token: null,
      user: null,
      error: null,
    });
    const failed = run(
      loginSucceeded({ token: 'jwt', user }),
      sessionStartFailed({ message: 'No such user' }),
    );
    expect(selectIsLoggedIn(failed)).toBe(false);
    expect(selectSessionError(failed)).toBe('No such user');
  });
});
