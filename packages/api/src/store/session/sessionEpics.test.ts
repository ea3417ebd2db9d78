import type { Action } from 'redux';
import { EMPTY } from 'rxjs';
import type { RunHelpers } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { RESPONSE_CODES, messageFor } from '@erp/domain';
import { dependencies, marbles, stateOf, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { createMemoryStorage, readUserPreference, writeUserPreference } from '../../client/storage.ts';
import { aclLoaded } from '../acl/aclSlice.ts';
import { entityDeleted, entitySaved } from '../entities/entitiesSlice.ts';
import {
  formConfigLoaded,
  labelsLoaded,
  organisationLoaded,
  sysConfigLoaded,
} from '../config/configSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { profileLoaded } from '../userProfile/userProfileSlice.ts';
import {
  SESSION_EXPIRED_TITLE,
  clearStorageEpic,
  configRefreshEpic,
  loginEpic,
  sessionStartEpic,
  unauthorisedEpic,
} from './sessionEpics.ts';
import {
  loggedInUserLoaded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  sessionEnded,
  sessionReady,
  sessionResumed,
  sessionStartFailed,
} from './sessionSlice.ts';

const user = { id: 1, username: 'admin', firstname: 'Asha', lastname: 'Rao', role: { roleid: 2 } };
const acl = [{ moduleAPI: 'uom', view: 1 }];
const sysEntries = [{ keyName: 'ONLY_INWARD', value: 'YES' }];
const labels = [{ keyName: 'uom', labelName: 'Unit' }];
const forms = [{ moduleName: 'uom', fieldDetails: [] }];
const organisation = { id: 1, name: 'Shree Polysacks' };
const profile = { id: 4, email: 'stores@shree.in' };
const credentials = { username: 'admin', password: 'secret' };

describe('loginEpic', () => {
  it('spec §7: POST authenticate; the token is kept in local storage under key token', () => {
    const storage = createMemoryStorage();
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ session: { login: () => cold('--r|', { r: { token: 'jwt', user } }) } });
      const action$ = hot('-a', { a: loginRequested(credentials) });
      expectObservable(loginEpic(action$, stateOf(), dependencies(api, storage))).toBe('---s', {
        s: loginSucceeded({ token: 'jwt', user }),
      });
    });
    expect(storage.getItem('token')).toBe('jwt');
    expect(storage.getItem('activeUser')).toBe('admin');
  });

  it('a failed login gives the server message and stores nothing', () => {
    const storage = createMemoryStorage();
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.INVALID_CREDENTIALS, 'Invalid username or password.', 401);
      const api = stubApi({ session: { login: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: loginRequested(credentials) });
      expectObservable(loginEpic(action$, stateOf(), dependencies(api, storage))).toBe('--f', {
        f: loginFailed({ message: 'Invalid username or password.' }),
      });
    });
    expect(storage.getItem('token')).toBeNull();
  });

  it('a second login cancels the first (switchMap)', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const replies = [
        cold('---r|', { r: { token: 'first', user } }),
        cold('-r|', { r: { token: 'second', user } }),
      ];
      const api = stubApi({ session: { login: () => replies.shift() ?? cold('|') } });
      const action$ = hot('-ab', { a: loginRequested(credentials), b: loginRequested(credentials) });
      expectObservable(loginEpic(action$, stateOf(), dependencies(api))).toBe('---s', {
        s: loginSucceeded({ token: 'second', user }),
      });
    });
  });
});

describe('sessionStartEpic', () => {
  const okApi = (cold: RunHelpers['cold']) =>
    stubApi({
      session: {
        getLoggedInUser: () => cold('-(u|)', { u: user }),
        getAclByRoleId: (roleId) => cold('-(a|)', { a: roleId === 2 ? acl : [] }),
      },
      config: {
        getSysConfig: () => cold('-(s|)', { s: sysEntries }),
        getLabelConfig: () => cold('-(l|)', { l: labels }),
        getFormConfig: () => cold('-(f|)', { f: forms }),
        getOrganisation: () => cold('-(o|)', { o: organisation }),
        getMailProfile: () => cold('-(p|)', { p: profile }),
      },
    });

  it('spec §7: after login, in order: user, ACL by role id, sys config, labels, module field config, organisation, mail profile', () => {
    const storage = createMemoryStorage();
    marbles(({ hot, cold, expectObservable }) => {
      const action$ = hot('-a', { a: loginSucceeded({ token: 'jwt', user }) });
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(okApi(cold), storage))).toBe(
        '--abcdef(gh)',
        {
          a: loggedInUserLoaded(user),
          b: aclLoaded(acl),
          c: sysConfigLoaded({ ONLY_INWARD: 'YES' }),
          d: labelsLoaded(labels),
          e: formConfigLoaded(forms),
          f: organisationLoaded(organisation),
          g: profileLoaded(profile),
          h: sessionReady(),
        },
      );
    });
    expect(JSON.parse(storage.getItem('loggedInUser') ?? '')).toEqual(user);
    expect(JSON.parse(storage.getItem('aclData') ?? '')).toEqual(acl);
    expect(JSON.parse(storage.getItem('sys_config') ?? '')).toEqual({ ONLY_INWARD: 'YES' });
    expect(JSON.parse(storage.getItem('label_config') ?? '')).toEqual(labels);
  });

  it('a stored session (sessionResumed) reads everything again', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const action$ = hot('-a', { a: sessionResumed() });
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(okApi(cold)))).toBe('--abcdef(gh)', {
        a: loggedInUserLoaded(user),
        b: aclLoaded(acl),
        c: sysConfigLoaded({ ONLY_INWARD: 'YES' }),
        d: labelsLoaded(labels),
        e: formConfigLoaded(forms),
        f: organisationLoaded(organisation),
        g: profileLoaded(profile),
        h: sessionReady(),
      });
    });
  });

  it('spec §7: labels are "cached under label_config if absent": a cached copy is not overwritten', () => {
    const storage = createMemoryStorage({ label_config: '[]' });
    marbles(({ hot, cold, expectObservable }) => {
      const action$ = hot('-a', { a: loginSucceeded({ token: 'jwt', user }) });
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(okApi(cold), storage))).toBe(
        '--abcdef(gh)',
        {
          a: loggedInUserLoaded(user),
          b: aclLoaded(acl),
          c: sysConfigLoaded({ ONLY_INWARD: 'YES' }),
          d: labelsLoaded(labels),
          e: formConfigLoaded(forms),
          f: organisationLoaded(organisation),
          g: profileLoaded(profile),
          h: sessionReady(),
        },
      );
    });
    expect(storage.getItem('label_config')).toBe('[]');
  });

  it('spec §8: sys config with a code other than OK: an ERROR toast with the server message; an empty list is not cached', () => {
    const storage = createMemoryStorage();
    marbles(({ hot, cold, expectObservable }) => {
      const failing = stubApi({
        session: {
          getLoggedInUser: () => cold('-(u|)', { u: user }),
          getAclByRoleId: () => cold('-(a|)', { a: acl }),
        },
        config: {
          getSysConfig: () =>
            cold(
              '-#',
              undefined,
              new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, 'Config table missing', 500),
            ),
          getLabelConfig: () => cold('-#', undefined, new Error('down')),
          getFormConfig: () => cold('-#', undefined, new Error('down')),
          getOrganisation: () => cold('-#', undefined, new Error('down')),
          getMailProfile: () => cold('-#', undefined, new Error('down')),
        },
      });
      const action$ = hot('-a', { a: loginSucceeded({ token: 'jwt', user }) });
      // Spec §8: "Organisation fetch and module-config fetch failures do nothing visible."
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(failing, storage))).toBe(
        '--abc---d',
        {
          a: loggedInUserLoaded(user),
          b: aclLoaded(acl),
          c: toast.error('Config table missing', 'ERROR'),
          d: sessionReady(),
        },
      );
    });
    expect(storage.getItem('sys_config')).toBeNull();
  });

  it('an empty sys config list is loaded but not cached', () => {
    const storage = createMemoryStorage();
    marbles(({ hot, cold, expectObservable }) => {
      const api = okApi(cold);
      api.config.getSysConfig = () => cold('-(s|)', { s: [] });
      const action$ = hot('-a', { a: loginSucceeded({ token: 'jwt', user }) });
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(api, storage))).toBe(
        '--abcdef(gh)',
        {
          a: loggedInUserLoaded(user),
          b: aclLoaded(acl),
          c: sysConfigLoaded({}),
          d: labelsLoaded(labels),
          e: formConfigLoaded(forms),
          f: organisationLoaded(organisation),
          g: profileLoaded(profile),
          h: sessionReady(),
        },
      );
    });
    expect(storage.getItem('sys_config')).toBeNull();
  });

  it('an ACL that cannot be read is an error toast; the start-up goes on', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = okApi(cold);
      api.session.getAclByRoleId = () =>
        cold('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, '', 403));
      const action$ = hot('-a', { a: loginSucceeded({ token: 'jwt', user }) });
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(api))).toBe('--abcdef(gh)', {
        a: loggedInUserLoaded(user),
        b: toast.error(messageFor(RESPONSE_CODES.FORBIDDEN)),
        c: sysConfigLoaded({ ONLY_INWARD: 'YES' }),
        d: labelsLoaded(labels),
        e: formConfigLoaded(forms),
        f: organisationLoaded(organisation),
        g: profileLoaded(profile),
        h: sessionReady(),
      });
    });
  });

  it('a logged-in user that cannot be read stops the start-up', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({
        session: {
          getLoggedInUser: () =>
            cold('-#', undefined, new ApiError(RESPONSE_CODES.NOT_FOUND, 'No such user', 404)),
        },
      });
      const action$ = hot('-a', { a: loginSucceeded({ token: 'jwt', user }) });
      expectObservable(sessionStartEpic(action$, stateOf(), dependencies(api))).toBe('--f', {
        f: sessionStartFailed({ message: 'No such user' }),
      });
    });
  });
});

describe('configRefreshEpic: a settings change shows at once, not on the next page load', () => {
  const configApi = (cold: RunHelpers['cold']) =>
    stubApi({
      session: { getAclByRoleId: (roleId) => cold('-(a|)', { a: roleId === 2 ? acl : [] }) },
      config: {
        getSysConfig: () => cold('-(s|)', { s: sysEntries }),
        getLabelConfig: () => cold('-(l|)', { l: labels }),
        getFormConfig: () => cold('-(f|)', { f: forms }),
        getOrganisation: () => cold('-(o|)', { o: organisation }),
      },
    });
  const saved = (module: string) => entitySaved({ module, record: { id: 1 } });

  it('reads the system config, labels, module field config and organisation again after their save or delete', () => {
    const storage = createMemoryStorage();
    storage.setItem('label_config', JSON.stringify([{ keyName: 'uom', labelName: 'Old' }]));
    marbles(({ hot, cold, expectObservable }) => {
      const action$ = hot('-a-b-c-d', {
        a: saved('sysConfig'),
        b: saved('labelConfig'),
        c: entityDeleted({ module: 'moduleFieldConfig', id: 3 }),
        d: saved('organization'),
      });
      expectObservable(configRefreshEpic(action$, stateOf(), dependencies(configApi(cold), storage))).toBe(
        '--a-b-c-d',
        {
          a: sysConfigLoaded({ ONLY_INWARD: 'YES' }),
          b: labelsLoaded(labels),
          c: formConfigLoaded(forms),
          d: organisationLoaded(organisation),
        },
      );
    });
    expect(JSON.parse(storage.getItem('sys_config') ?? '')).toEqual({ ONLY_INWARD: 'YES' });
    // The edited labels replace the cached ones.
    expect(JSON.parse(storage.getItem('label_config') ?? '')).toEqual(labels);
  });

  it("reads the user's own role's access data again after an ACL change", () => {
    const storage = createMemoryStorage();
    marbles(({ hot, cold, expectObservable }) => {
      const action$ = hot('-a', { a: saved('acl') });
      const state$ = stateOf({ session: { user } });
      expectObservable(configRefreshEpic(action$, state$, dependencies(configApi(cold), storage))).toBe(
        '--a',
        {
          a: aclLoaded(acl),
        },
      );
    });
    expect(JSON.parse(storage.getItem('aclData') ?? '')).toEqual(acl);
  });

  it('reads nothing for a master, or for an ACL change without a logged-in user', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const action$ = hot('-a-b', { a: saved('uom'), b: saved('acl') });
      expectObservable(configRefreshEpic(action$, stateOf(), dependencies(configApi(cold)))).toBe('----');
    });
  });

  it('a second change of the same configuration supersedes the first read', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const replies = [
        cold('---(s|)', { s: [{ keyName: 'ONLY_INWARD', value: 'NO' }] }),
        cold('-(s|)', { s: sysEntries }),
      ];
      const api = stubApi({ config: { getSysConfig: () => replies.shift() ?? cold('|') } });
      const action$ = hot('-ab', { a: saved('sysConfig'), b: saved('sysConfig') });
      expectObservable(configRefreshEpic(action$, stateOf(), dependencies(api))).toBe('---a', {
        a: sysConfigLoaded({ ONLY_INWARD: 'YES' }),
      });
    });
  });
});

describe('clearStorageEpic', () => {
  it('spec §2: "Logout clears all browser storage"', () => {
    const storage = createMemoryStorage({ token: 't', aclData: '[]', label_config: '[]', pageSize: '20' });
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', { a: sessionEnded({ reason: 'logout' }) });
      expectObservable(clearStorageEpic(action$, stateOf(), dependencies(stubApi(), storage))).toBe('');
    });
    expect(['token', 'aclData', 'label_config', 'pageSize'].map((key) => storage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  // Issue 14: "A logout call revokes the token on the server (the app's logout calls it, then clears
  // storage as the spec says)."
  const loggingOut = (reply: 'ok' | 'fails', action: Action = sessionEnded({ reason: 'logout' })) => {
    const storage = createMemoryStorage({ token: 'jwt', aclData: '[]' });
    const sent: string[] = [];
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 0, 'No reply from the server.');
      const api = stubApi({
        session: {
          logout: (token) => {
            sent.push(token);
            return reply === 'ok' ? cold('--r|', { r: undefined }) : cold('--#', undefined, error);
          },
        },
      });
      const action$ = hot('-a', { a: action });
      expectObservable(clearStorageEpic(action$, stateOf(), dependencies(api, storage))).toBe('');
    });
    return { sent, token: storage.getItem('token'), acl: storage.getItem('aclData') };
  };

  it.each(['ok', 'fails'] as const)(
    'logout sends POST logout with the stored token and clears the session (the call %s)',
    (reply) => {
      expect(loggingOut(reply)).toEqual({ sent: ['jwt'], token: null, acl: null });
    },
  );

  it('a session ended by a 401 or a failed start-up clears storage without a logout call', () => {
    expect(loggingOut('ok', sessionEnded({ reason: 'unauthorised' }))).toEqual({
      sent: [],
      token: null,
      acl: null,
    });
    expect(loggingOut('ok', sessionStartFailed({ message: 'x' }))).toEqual({
      sent: [],
      token: null,
      acl: null,
    });
  });

  it('without a stored token there is nothing to end on the server', () => {
    const sent: string[] = [];
    const api = stubApi({
      session: {
        logout: (token) => {
          sent.push(token);
          return EMPTY;
        },
      },
    });
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', { a: sessionEnded({ reason: 'logout' }) });
      expectObservable(clearStorageEpic(action$, stateOf(), dependencies(api))).toBe('');
    });
    expect(sent).toEqual([]);
  });

  it("keeps the users' display choices (decision 0522): a user's language outlives the logout", () => {
    const storage = createMemoryStorage({ token: 't' });
    writeUserPreference(storage, 'asha', 'language', 'hi');
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', { a: sessionEnded({ reason: 'logout' }) });
      expectObservable(clearStorageEpic(action$, stateOf(), dependencies(stubApi(), storage))).toBe('');
    });
    expect(storage.getItem('token')).toBeNull();
    expect(readUserPreference(storage, 'asha', 'language')).toBe('hi');
  });

  it('a failed start-up clears the stored session too', () => {
    const storage = createMemoryStorage({ token: 't' });
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-a', { a: sessionStartFailed({ message: 'x' }) });
      expectObservable(clearStorageEpic(action$, stateOf(), dependencies(stubApi(), storage))).toBe('');
    });
    expect(storage.getItem('token')).toBeNull();
  });
});

describe('unauthorisedEpic', () => {
  it('a 401 with the token ends the session once, with a warning', () => {
    marbles(({ hot, expectObservable }) => {
      const api = stubApi({ unauthorised$: hot('-u', { u: undefined }) });
      const state$ = stateOf({ session: { token: 'jwt' } });
      expectObservable(unauthorisedEpic(hot('-'), state$, dependencies(api))).toBe('-(ab)', {
        a: sessionEnded({ reason: 'unauthorised' }),
        b: toast.warning(messageFor(RESPONSE_CODES.SESSION_EXPIRED), SESSION_EXPIRED_TITLE),
      });
    });
  });

  it('is ignored when no session is held', () => {
    marbles(({ hot, expectObservable }) => {
      const api = stubApi({ unauthorised$: hot('-u', { u: undefined }) });
      expectObservable(unauthorisedEpic(hot('-'), stateOf(), dependencies(api))).toBe('');
    });
  });
});
