import { firstValueFrom, from, filter } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { createApi } from '../src/api.ts';
import { createApiClient } from '../src/client/client.ts';
import { createMemoryStorage } from '../src/client/storage.ts';
import { selectGuardDecision } from '../src/store/acl/aclSlice.ts';
import { selectSysConfig } from '../src/store/config/configSlice.ts';
import {
  entityListRequested,
  entitySaveRequested,
  selectEntityModule,
  selectEntityPagination,
  selectEntityRows,
} from '../src/store/entities/entitiesSlice.ts';
import { selectToasts } from '../src/store/notifications/notificationsSlice.ts';
import {
  loginRequested,
  selectLoggedInUser,
  selectSessionStatus,
  sessionEnded,
} from '../src/store/session/sessionSlice.ts';
import { createStore, type AppStore } from '../src/store/store.ts';
import type { RootState } from '../src/store/rootReducer.ts';
import { TEST_ADMIN_PASSWORD } from './support/server.ts';
import { startTestServer } from '../../../apps/server/src/testing.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Resolves with the first state that passes `done`. */
const until = (store: AppStore, done: (state: RootState) => boolean): Promise<RootState> =>
  firstValueFrom(from(store).pipe(filter(done)));

describe('the store against the server', () => {
  it('logs in, runs the start-up reads, loads and saves a list, and logs out', async () => {
    const storage = createMemoryStorage();
    const client = createApiClient({ baseURL: `${server.url}/api/v1/`, storage });
    const store = createStore({ api: createApi({ client, saveFile: () => undefined }), storage });

    store.dispatch(loginRequested({ username: 'admin', password: TEST_ADMIN_PASSWORD }));
    const ready = await until(store, (state) => selectSessionStatus(state) === 'ready');
    expect(selectLoggedInUser(ready)).toMatchObject({ username: 'admin' });
    expect(selectGuardDecision(ready, 'uom').outcome).toBe('allow');
    expect(selectSysConfig(ready)).toHaveProperty('ONLY_INWARD');
    expect(JSON.parse(storage.getItem('loggedInUser') ?? '{}')).not.toHaveProperty('password');
    for (const key of ['token', 'activeUser', 'aclData', 'sys_config', 'label_config'])
      expect(storage.getItem(key)).not.toBeNull();

    store.dispatch(entityListRequested({ module: 'uom' }));
    const listed = await until(store, (state) => selectEntityModule(state, 'uom')?.listStatus === 'loaded');
    const before = selectEntityPagination(listed, 'uom').total;
    expect(selectEntityRows(listed, 'uom').length).toBeGreaterThan(0);

    store.dispatch(entitySaveRequested({ module: 'uom', record: { name: 'STORE-BALE' } }));
    const saved = await until(store, (state) => selectToasts(state).length > 0);
    expect(selectEntityModule(saved, 'uom')?.saveStatus).toBe('saved');
    expect(selectToasts(saved).at(-1)).toMatchObject({
      kind: 'success',
      message: 'Unit of Measure Saved Successfully',
    });
    store.dispatch(entityListRequested({ module: 'uom' }));
    const relisted = await until(store, (state) => selectEntityModule(state, 'uom')?.listStatus === 'loaded');
    expect(selectEntityPagination(relisted, 'uom').total).toBe(before + 1);

    const token = storage.getItem('token') ?? '';
    store.dispatch(sessionEnded({ reason: 'logout' }));
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(storage.getItem('token')).toBeNull();
    // Issue 14: the logout call ended the token on the server.
    await firstValueFrom(client.inFlight$.pipe(filter((count) => count === 0)));
    const reply = await fetch(`${server.url}/api/v1/staff/getloggedinuser`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(401);
    expect((await reply.json()).responseCode).toBe(RESPONSE_CODES.SESSION_EXPIRED);
  });

  it('a wrong password leaves the session signed out with the message', async () => {
    const storage = createMemoryStorage();
    const client = createApiClient({ baseURL: `${server.url}/api/v1/`, storage });
    const store = createStore({ api: createApi({ client, saveFile: () => undefined }), storage });
    store.dispatch(loginRequested({ username: 'admin', password: 'not-the-password' }));
    const failed = await until(store, (state) => state.session.error !== null);
    expect(failed.session).toMatchObject({ status: 'signedOut', error: 'Invalid username or password.' });
    expect(storage.getItem('token')).toBeNull();
  });
});
