import { Subject, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/support/epics.ts';
import { createMemoryStorage } from '../client/storage.ts';
import { selectGuardDecision } from './acl/aclSlice.ts';
import { selectFeatureOn, selectLabel } from './config/configSlice.ts';
import { entityListRequested, selectEntityRows } from './entities/entitiesSlice.ts';
import { selectToasts } from './notifications/notificationsSlice.ts';
import {
  loginRequested,
  selectSessionStatus,
  sessionEnded,
  selectLoggedInUser,
} from './session/sessionSlice.ts';
import { createStore, restoreState } from './store.ts';
import { selectIsProfileUpdate } from './userProfile/userProfileSlice.ts';

const user = { id: 1, username: 'admin', firstname: 'Asha', lastname: 'Rao', role: { roleid: 2 } };

function sessionApi(unauthorised$ = new Subject<void>()) {
  return stubApi({
    session: {
      login: () => of({ token: 'jwt', user }),
      getLoggedInUser: () => of(user),
      getAclByRoleId: () => of([{ moduleAPI: 'chemical/item', view: 0 }]),
    },
    config: {
      getSysConfig: () => of([{ keyName: 'ONLY_INWARD', value: 'YES' }]),
      getLabelConfig: () => of([{ keyName: 'uom', labelName: 'Unit' }]),
      getFormConfig: () => of([]),
      getOrganisation: () => of({ id: 1 }),
      getMailProfile: () => of({ id: 3, email: 'a@b.in' }),
    },
    entity: {
      getAllByPartner: vi.fn().mockReturnValue(of({ rows: [{ id: 1, name: 'KGS' }], totalCount: 1 })),
    },
    inFlight$: of(0),
    unauthorised$,
  });
}

describe('restoreState', () => {
  it('spec §4/§9: a stored token is a session; the cached user, ACL, sys config, labels and page size come back', () => {
    const storage = createMemoryStorage({
      token: 'jwt',
      loggedInUser: JSON.stringify(user),
      aclData: '[{"moduleAPI":"uom","view":1}]',
      sys_config: '{"ONLY_INWARD":"YES"}',
      label_config: '[{"keyName":"uom","labelName":"Unit"}]',
      pageSize: '50',
    });
    expect(restoreState(storage)).toMatchObject({
      session: { status: 'ready', token: 'jwt', user },
      acl: { entries: [{ moduleAPI: 'uom', view: 1 }] },
      config: { sysConfig: { ONLY_INWARD: 'YES' }, labels: [{ keyName: 'uom', labelName: 'Unit' }] },
      entities: { pageSize: 50 },
    });
  });

  it('nothing stored: signed out, no access data (the guard denies silently), page size 10', () => {
    expect(restoreState(createMemoryStorage())).toMatchObject({
      session: { status: 'signedOut', token: null },
      acl: { entries: null },
      config: { sysConfig: {}, labels: [] },
      entities: { pageSize: 10 },
    });
  });
});

describe('createStore', () => {
  it('runs the login and the start-up through the epics into the slices and storage', () => {
    const storage = createMemoryStorage();
    const store = createStore({ api: sessionApi(), storage });
    store.dispatch(loginRequested({ username: 'admin', password: 'secret' }));
    const state = store.getState();
    expect(selectSessionStatus(state)).toBe('ready');
    expect(selectLoggedInUser(state)).toEqual(user);
    expect(selectGuardDecision(state, 'chemical/item').outcome).toBe('deny');
    expect(selectFeatureOn(state, 'ONLY_INWARD')).toBe(true);
    expect(selectLabel(state, 'uom')).toBe('Unit');
    expect(selectIsProfileUpdate(state)).toBe(true);
    expect(selectToasts(state)).toEqual([]);
    expect(
      ['token', 'activeUser', 'loggedInUser', 'aclData', 'sys_config', 'label_config'].every(
        (key) => storage.getItem(key) !== null,
      ),
    ).toBe(true);
  });

  it('spec §2: logout clears all browser storage and cached labels', () => {
    const storage = createMemoryStorage();
    const store = createStore({ api: sessionApi(), storage });
    store.dispatch(loginRequested({ username: 'admin', password: 'secret' }));
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectLabel(store.getState(), 'uom')).toBe('uom');
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('label_config')).toBeNull();
  });

  it('a 401 from the client ends the session with a warning', () => {
    const unauthorised$ = new Subject<void>();
    const storage = createMemoryStorage();
    const store = createStore({ api: sessionApi(unauthorised$), storage });
    store.dispatch(loginRequested({ username: 'admin', password: 'secret' }));
    unauthorised$.next();
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectToasts(store.getState()).map((t) => t.title)).toEqual(['Session Expired']);
    expect(storage.getItem('token')).toBeNull();
  });

  it('loads a catalogue list through the store', () => {
    const store = createStore({ api: sessionApi(), storage: createMemoryStorage() });
    store.dispatch(entityListRequested({ module: 'uom' }));
    expect(selectEntityRows(store.getState(), 'uom')).toEqual([{ id: 1, name: 'KGS' }]);
  });
});
