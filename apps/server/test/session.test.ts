import { RESPONSE_CODES } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, tokenFor } from '../src/testing.ts';
import { LOGIN_LIMITS } from '../src/routes/session.ts';
import { createSuite, type Suite } from './helpers.ts';

let suite: Suite;
beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

const login = (username: unknown, password: unknown, address = '127.0.0.1') =>
  suite.raw({
    method: 'POST',
    url: '/api/v1/authenticate',
    payload: { username, password },
    remoteAddress: address,
  });

describe('POST authenticate (spec §7: body username, password)', () => {
  it('gives a signed, expiring token and the user without the password', async () => {
    const reply = await login('admin', TEST_ADMIN_PASSWORD);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.token.split('.')).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(claims.iat);
    expect(data.user).toMatchObject({ username: 'admin', firstname: 'System', lastname: 'Administrator' });
    expect(data.user.role.roleid).toBeGreaterThan(0);
    expect(JSON.stringify(data.user)).not.toMatch(/password|scrypt/i);
    const me = await suite.call('GET', 'staff/getloggedinuser', data.token);
    expect(me.body.data).toMatchObject({ username: 'admin' });
  });

  it('accepts the user name in any case', async () => {
    expect((await login('ADMIN', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const wrong = await login('admin', 'not-the-password', '10.0.0.1');
    const unknown = await login('nobody', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().responseCode).toBe(RESPONSE_CODES.INVALID_CREDENTIALS);
    expect(unknown.json().responseMessage).toBe(wrong.json().responseMessage);
  });

  it('names the missing field of a bad body', async () => {
    const reply = await login('', 'x');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().responseMessage).toBe('Username is required');
    const noPassword = await login('admin', undefined);
    expect(noPassword.json().responseMessage).toBe('Password is required');
  });

  it(`stops a user name after ${LOGIN_LIMITS.perUser} failures, even with the right password`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUser; i++) {
      expect((await login('storekeeper', 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await login('storekeeper', TEST_ADMIN_PASSWORD, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().responseCode).toBe(RESPONSE_CODES.RATE_LIMITED);
  });

  it(`stops an address after ${LOGIN_LIMITS.perAddress} failures, whatever the user name`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await login(`ghost${i}`, 'wrong', '10.2.0.1');
    expect((await login('orgb.admin', TEST_ADMIN_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login('orgb.admin', TEST_ADMIN_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success clears the user name', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perUser + 2; i++) {
      expect((await login('admin', TEST_ADMIN_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    }
    for (let i = 0; i < LOGIN_LIMITS.perUser - 1; i++) await login('admin', 'wrong', '10.3.0.2');
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.3.0.3')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perUser - 1; i++) await login('admin', 'wrong', '10.3.0.4');
    expect((await login('admin', TEST_ADMIN_PASSWORD, '10.3.0.5')).statusCode).toBe(200);
  });
});

describe('GET staff/getloggedinuser', () => {
  it('gives the user of the token with a role with roleid (spec §3)', async () => {
    const reply = await suite.call<{ role: { roleid: number; roleName: string }; firstname: string }>(
      'GET',
      'staff/getloggedinuser',
      suite.storekeeper,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data?.firstname).toBe('Ramesh');
    expect(reply.body.data?.role.roleName).toBe('Storekeeper');
  });

  it('refuses a call without a token (401)', async () => {
    const reply = await suite.call('GET', 'staff/getloggedinuser', null);
    expect(reply.status).toBe(401);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.UNAUTHORISED);
  });

  it('refuses an expired token with its own code', async () => {
    const expired = await tokenFor(suite.server, 'admin', -1);
    const reply = await suite.call('GET', 'staff/getloggedinuser', expired);
    expect(reply.status).toBe(401);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.SESSION_EXPIRED);
  });

  it('refuses a token whose signature or claims were changed', async () => {
    const [header, payload, signature] = suite.admin.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, org: claims.org + 1 })).toString('base64url');
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.x${signature}`,
      'garbage',
    ]) {
      expect((await suite.call('GET', 'staff/getloggedinuser', token)).status).toBe(401);
    }
  });

  it('refuses the token of a user who was deactivated', async () => {
    const reply = await suite.call('POST', 'staff/save', suite.admin, {
      firstname: 'Temp',
      username: 'temp.user',
      password: 'Temp-Pass-123',
      roleId: (await suite.call<{ role: { roleid: number } }>('GET', 'staff/getloggedinuser', suite.admin))
        .body.data?.role.roleid,
    });
    const temp = await tokenFor(suite.server, 'temp.user');
    expect((await suite.call('GET', 'staff/getloggedinuser', temp)).status).toBe(200);
    await suite.call('POST', 'staff/update', suite.admin, { ...reply.body.data, active: false });
    expect((await suite.call('GET', 'staff/getloggedinuser', temp)).status).toBe(401);
  });
});

describe('GET acl/getbyroleid/{roleid} (spec §7)', () => {
  const ownRole = async (token: string) =>
    (await suite.call<{ role: { roleid: number } }>('GET', 'staff/getloggedinuser', token)).body.data?.role
      .roleid ?? 0;

  it("gives the role's access data: moduleAPI, displayName, view and mode", async () => {
    const roleId = await ownRole(suite.storekeeper);
    const reply = await suite.call<{ moduleAPI: string; view: number; mode: number; displayName: string }>(
      'GET',
      `acl/getbyroleid/${roleId}`,
      suite.storekeeper,
    );
    expect(reply.status).toBe(200);
    const rows = reply.body.dataList ?? [];
    expect(rows.find((row) => row.moduleAPI === 'inventory')).toMatchObject({
      view: 1,
      mode: 1,
      displayName: 'Inventory',
    });
    expect(rows.find((row) => row.moduleAPI === 'chemical/item')).toMatchObject({ view: 0, mode: 0 });
  });

  it("lets a role without the acl module read only its own role's data", async () => {
    const adminRole = await ownRole(suite.admin);
    const reply = await suite.call('GET', `acl/getbyroleid/${adminRole}`, suite.storekeeper);
    expect(reply.status).toBe(403);
    expect(reply.body.responseMessage).toBe('You are not allow to access this module');
    expect(
      (await suite.call('GET', `acl/getbyroleid/${await ownRole(suite.storekeeper)}`, suite.admin)).status,
    ).toBe(200);
  });

  it("answers not found for another organisation's role", async () => {
    const reply = await suite.call('GET', `acl/getbyroleid/${await ownRole(suite.orgB)}`, suite.admin);
    expect(reply.status).toBe(404);
    expect(reply.body.dataList).toBeUndefined();
  });

  it('names a bad role id, and needs a token', async () => {
    const bad = await suite.call('GET', 'acl/getbyroleid/abc', suite.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toBe('Role id must be a number');
    expect((await suite.call('GET', 'acl/getbyroleid/1', null)).status).toBe(401);
  });
});
