import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESPONSE_CODES } from '@erp/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ErpServer } from '../src/app.ts';
import { LOGIN_THROTTLE } from '../src/auth/throttle.ts';
import { TEST_ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from '../src/testing.ts';

// Issue 14: "Revocations and throttle counts live in the database, not in one process's memory, so
// several server processes on one PostgreSQL (how a site outgrows one process) agree; a test runs two."
// Two servers on one database (on PostgreSQL, the same schema; on PGlite, the same database), each with
// its own memory: remembered tokens, access data and live sessions.
let test: TestDatabase;
let filesDir: string;
let one: ErpServer;
let two: ErpServer;
beforeAll(async () => {
  test = await createTestDatabase();
  filesDir = mkdtempSync(join(tmpdir(), 'erp-files-'));
  one = await buildApp({ database: test.database, filesDir });
  two = await buildApp({ database: test.database, filesDir });
});
afterAll(async () => {
  await one.app.close();
  await two.app.close();
  await test.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const call = (server: ErpServer, options: InjectOptions) => server.app.inject(options);
const login = (server: ErpServer, password: string, remoteAddress = '127.0.0.1') =>
  call(server, {
    method: 'POST',
    url: '/api/v1/authenticate',
    payload: { username: 'admin', password },
    remoteAddress,
  });
const tokenFrom = async (server: ErpServer): Promise<string> =>
  (await login(server, TEST_ADMIN_PASSWORD)).json().data.token;
const me = (server: ErpServer, token: string) =>
  call(server, {
    method: 'GET',
    url: '/api/v1/staff/getloggedinuser',
    headers: { authorization: `Bearer ${token}` },
  });

describe('two servers on one database agree', () => {
  it('a logout on one is refused on the other, which had accepted the token before', async () => {
    const token = await tokenFrom(one);
    expect((await me(two, token)).statusCode).toBe(200);
    expect((await me(one, token)).statusCode).toBe(200);
    const out = await call(two, {
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    for (const server of [one, two]) {
      const reply = await me(server, token);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().responseCode).toBe(RESPONSE_CODES.SESSION_EXPIRED);
    }
  });

  it("a password reset on one ends the user's sessions on the other", async () => {
    const admin = await tokenFrom(one);
    const other = await tokenFrom(two);
    expect((await me(two, other)).statusCode).toBe(200);
    const user = (await me(one, admin)).json().data;
    const reset = await call(one, {
      method: 'POST',
      url: '/api/v1/staff/update',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ...user, password: TEST_ADMIN_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(two, other)).json().responseCode).toBe(RESPONSE_CODES.SESSION_EXPIRED);
    expect((await me(two, admin)).statusCode).toBe(200);
  });

  it('share the throttle counts: failures on one make the other wait', async () => {
    const address = '10.8.0.1';
    for (let i = 0; i < LOGIN_THROTTLE.perUserAndAddress; i++) {
      expect((await login(i % 2 === 0 ? one : two, 'wrong', address)).statusCode).toBe(401);
    }
    for (const server of [one, two]) {
      const reply = await login(server, TEST_ADMIN_PASSWORD, address);
      expect(reply.statusCode).toBe(429);
      expect(reply.headers['retry-after']).toBe('1');
    }
  });
});
