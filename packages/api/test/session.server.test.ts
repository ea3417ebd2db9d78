import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { createApi } from '../src/api.ts';
import { createApiClient } from '../src/client/client.ts';
import { createMemoryStorage } from '../src/client/storage.ts';
import { TEST_ADMIN_PASSWORD, call, connect, failure, type Connected } from './support/server.ts';

let server: Connected;
beforeAll(async () => {
  server = await connect();
});
afterAll(() => server.close());

const anonymous = () => {
  const storage = createMemoryStorage();
  const client = createApiClient({ baseURL: `${server.origin}/api/v1/`, storage });
  return { storage, client, api: createApi({ client, saveFile: () => undefined }) };
};

describe('session calls against the server', () => {
  it('spec §7: POST authenticate gives a token and the user without the password', async () => {
    const { api } = anonymous();
    const result = await call(api.session.login({ username: 'admin', password: TEST_ADMIN_PASSWORD }));
    expect(result.token.split('.')).toHaveLength(3);
    expect(result.user).toMatchObject({ username: 'admin', role: { roleid: expect.any(Number) } });
    expect(result.user).not.toHaveProperty('password');
    expect(result.user).not.toHaveProperty('passwordHash');
  });

  it('a wrong password is refused with the catalogue code; no session ends (no token was sent)', async () => {
    const { api, client } = anonymous();
    let ended = 0;
    const subscription = client.unauthorised$.subscribe(() => (ended += 1));
    const error = await failure(api.session.login({ username: 'admin', password: 'wrong' }));
    subscription.unsubscribe();
    expect(error).toMatchObject({ code: RESPONSE_CODES.INVALID_CREDENTIALS, status: 401 });
    expect(error.message).toBe('Invalid username or password.');
    expect(ended).toBe(0);
  });

  it('spec §7: GET staff/getloggedinuser, then the ACL of its role', async () => {
    const user = await call(server.api.session.getLoggedInUser());
    expect(user).toMatchObject({ username: 'admin', firstname: expect.any(String) });
    expect(user).not.toHaveProperty('password');
    const acl = await call(server.api.session.getAclByRoleId(user.role.roleid));
    expect(acl.length).toBeGreaterThan(0);
    expect(
      acl.every((entry) => typeof entry.moduleAPI === 'string' && [0, 1].includes(Number(entry.view))),
    ).toBe(true);
  });

  it('a token the server does not accept gets 401 and ends the session', async () => {
    const storage = createMemoryStorage({ token: 'not.a.token' });
    const client = createApiClient({ baseURL: `${server.origin}/api/v1/`, storage });
    let ended = 0;
    const subscription = client.unauthorised$.subscribe(() => (ended += 1));
    const error = await failure(createApi({ client, saveFile: () => undefined }).session.getLoggedInUser());
    subscription.unsubscribe();
    expect(error.status).toBe(401);
    expect([RESPONSE_CODES.UNAUTHORISED, RESPONSE_CODES.SESSION_EXPIRED]).toContain(error.code);
    expect(ended).toBe(1);
  });

  it('issue 14: POST logout ends the token on the server; another session goes on', async () => {
    const { api } = anonymous();
    const { token } = await call(api.session.login({ username: 'admin', password: TEST_ADMIN_PASSWORD }));
    await call(server.api.session.logout(token));
    const ended = createApiClient({
      baseURL: `${server.origin}/api/v1/`,
      storage: createMemoryStorage({ token }),
    });
    const error = await failure(
      createApi({ client: ended, saveFile: () => undefined }).session.getLoggedInUser(),
    );
    expect(error).toMatchObject({ code: RESPONSE_CODES.SESSION_EXPIRED, status: 401 });
    expect(await call(server.api.session.getLoggedInUser())).toMatchObject({ username: 'admin' });
  });

  it('no token at all is 401 too', async () => {
    const error = await failure(anonymous().api.session.getLoggedInUser());
    expect(error).toMatchObject({ code: RESPONSE_CODES.UNAUTHORISED, status: 401 });
  });

  it('the in-flight count goes up during calls and back to 0', async () => {
    const counts: number[] = [];
    const subscription = server.client.inFlight$.subscribe((n) => counts.push(n));
    await Promise.all([call(server.api.config.getVersion()), call(server.api.config.getLabelConfig())]);
    subscription.unsubscribe();
    expect(counts).toEqual([0, 1, 2, 1, 0]);
  });
});
