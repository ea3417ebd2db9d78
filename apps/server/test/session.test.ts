import { RESPONSE_CODES } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_THROTTLE } from '../src/auth/throttle.ts';
import { queryRows } from '../src/db/client.ts';
import { TEST_ADMIN_PASSWORD, tokenFor } from '../src/testing.ts';
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
});

describe('login throttling that an attacker cannot turn against the owner (issue 14, decision 0213)', () => {
  const { perUserAndAddress, perAddress } = LOGIN_THROTTLE;
  /** As if `seconds` had passed since the failures from `address`. */
  const later = (address: string, seconds: number) =>
    suite.server.database.db.execute(
      sql`UPDATE login_failure SET failed_at = failed_at - make_interval(secs => ${seconds})
          WHERE subject = ${`ip:${address}`} OR subject LIKE ${`ip:${address} %`}`,
    );

  it('lets the right password in from another address, however many failures one address has', async () => {
    for (let i = 0; i < perUserAndAddress * 3; i++) await login('storekeeper', 'wrong', '10.1.0.1');
    const attacker = await login('storekeeper', TEST_ADMIN_PASSWORD, '10.1.0.1');
    expect(attacker.statusCode).toBe(429);
    // The demo storekeeper has the admin's password.
    expect((await login('storekeeper', TEST_ADMIN_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it(`after ${perUserAndAddress} failures of a user name from an address, each further try waits, twice as long after each failure`, async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < perUserAndAddress; i++) {
      expect((await login('admin', 'wrong', address)).statusCode).toBe(401);
    }
    for (const wait of [1, 2, 4]) {
      // Even the right password waits: it is not checked.
      const limited = await login('admin', TEST_ADMIN_PASSWORD, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        responseCode: RESPONSE_CODES.RATE_LIMITED,
        responseMessage: `Too many failed logins. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      });
      expect(limited.headers['retry-after']).toBe(String(wait));
      await later(address, wait);
      expect((await login('admin', 'wrong', address)).statusCode).toBe(401);
    }
    const limited = await login('admin', TEST_ADMIN_PASSWORD, address);
    expect(limited.headers['retry-after']).toBe('8');
    await later(address, 8);
    expect((await login('admin', TEST_ADMIN_PASSWORD, address)).statusCode).toBe(200);
    // The success cleared the user name's count from this address.
    for (let i = 0; i < perUserAndAddress; i++) {
      expect((await login('admin', 'wrong', address)).statusCode).toBe(401);
    }
    expect((await login('admin', 'wrong', address)).statusCode).toBe(429);
  });

  it('states a long wait in minutes', async () => {
    const address = '10.4.0.2';
    for (let i = 0; i < perUserAndAddress; i++) await login('admin', 'wrong', address);
    let limited = await login('admin', 'wrong', address);
    while (Number(limited.headers['retry-after']) < 60) {
      await later(address, Number(limited.headers['retry-after']));
      expect((await login('admin', 'wrong', address)).statusCode).toBe(401);
      limited = await login('admin', 'wrong', address);
    }
    expect(limited.headers['retry-after']).toBe('64');
    expect(limited.json().responseMessage).toBe('Too many failed logins. Please try again in 2 minutes.');
  });

  it(`stops an address after ${perAddress} failures, whatever the user name; other addresses go on`, async () => {
    for (let i = 0; i < perAddress; i++) await login(`ghost${i}`, 'wrong', '10.2.0.1');
    const limited = await login('orgb.admin', TEST_ADMIN_PASSWORD, '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect((await login('orgb.admin', TEST_ADMIN_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it("does not count a success against the address, nor clear the address's count", async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < perAddress - 1; i++) await login(`ghost${i}`, 'wrong', address);
    expect((await login('admin', TEST_ADMIN_PASSWORD, address)).statusCode).toBe(200);
    expect((await login('ghost', 'wrong', address)).statusCode).toBe(401);
    expect((await login('admin', TEST_ADMIN_PASSWORD, address)).statusCode).toBe(429);
  });

  it('counts tries sent at once one after the other', async () => {
    const replies = await Promise.all(
      Array.from({ length: perUserAndAddress + 5 }, () => login('admin', 'wrong', '10.6.0.1')),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(perUserAndAddress).fill(401), ...Array<number>(5).fill(429)]);
  });

  it('keeps failed logins in the database, and successes out of it (decision 0203)', async () => {
    await login('admin', 'wrong', '10.7.0.1');
    await login('admin', TEST_ADMIN_PASSWORD, '10.7.0.2');
    const rows = await queryRows<{ subject: string }>(
      suite.server.database.db,
      sql`SELECT subject FROM login_failure WHERE subject LIKE 'ip:10.7.%' ORDER BY subject`,
    );
    expect(rows.map((row) => row.subject)).toEqual(['ip:10.7.0.1', 'ip:10.7.0.1 user:admin']);
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

  it("says whether the user's role lands on the floor's home on a phone (issue 58, decision 2286)", async () => {
    const me = () =>
      suite.call<{ role: { roleid: number; floorHome: boolean } }>(
        'GET',
        'staff/getloggedinuser',
        suite.storekeeper,
      );
    const before = await me();
    expect(before.body.data?.role.floorHome).toBe(false);
    const roleId = before.body.data?.role.roleid ?? 0;
    const flagged = async (floorHome: boolean) => {
      const role = await suite.call<Record<string, unknown>>('GET', `role/${roleId}`, suite.admin);
      const saved = await suite.call('POST', 'role/update', suite.admin, { ...role.body.data, floorHome });
      expect(saved.status, saved.body.responseMessage).toBe(200);
    };
    await flagged(true);
    expect((await me()).body.data?.role.floorHome).toBe(true);
    await flagged(false);
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
      // Issue 14: only byte for byte as issued.
      `${suite.admin}=`,
      `${suite.admin}.xyz`,
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

describe('sessions end when they should (issue 14, decision 0214)', () => {
  type StaffRecord = Record<string, unknown> & { id: number; version: number };
  const tokenOf = async (username: string, password: string): Promise<string> => {
    const reply = await login(username, password);
    expect(reply.statusCode).toBe(200);
    return reply.json().data.token;
  };
  const me = (token: string) => suite.call('GET', 'staff/getloggedinuser', token);
  const expectEnded = async (token: string) => {
    const reply = await me(token);
    expect(reply.status).toBe(401);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.SESSION_EXPIRED);
  };
  /** A new user with the admin's role, who may change staff records (their own too). */
  const newUser = async (username: string): Promise<StaffRecord> => {
    const roleId = (
      await suite.call<{ role: { roleid: number } }>('GET', 'staff/getloggedinuser', suite.admin)
    ).body.data?.role.roleid;
    const reply = await suite.call<StaffRecord>('POST', 'staff/save', suite.admin, {
      firstname: 'Session',
      username,
      password: 'First-Pass-1',
      roleId,
    });
    expect(reply.status).toBe(200);
    return reply.body.data as StaffRecord;
  };
  const update = async (token: string, record: StaffRecord, change: Record<string, unknown>) => {
    const reply = await suite.call<StaffRecord>('POST', 'staff/update', token, { ...record, ...change });
    expect(reply.status).toBe(200);
    return reply.body.data as StaffRecord;
  };

  it('POST logout ends the token it came with, and no other', async () => {
    const first = await tokenOf('admin', TEST_ADMIN_PASSWORD);
    const second = await tokenOf('admin', TEST_ADMIN_PASSWORD);
    expect((await me(first)).status).toBe(200);
    const reply = await suite.call('POST', 'logout', first);
    expect(reply.status).toBe(200);
    expect(reply.body.responseMessage).toBe('Logged out');
    await expectEnded(first);
    expect((await suite.call('POST', 'logout', first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('POST logout needs a token', async () => {
    const reply = await suite.call('POST', 'logout', null);
    expect(reply.status).toBe(401);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.UNAUTHORISED);
  });

  it("changing one's own password ends one's other sessions, not the one it was changed in", async () => {
    const user = await newUser('session.self');
    const here = await tokenOf('session.self', 'First-Pass-1');
    const elsewhere = await tokenOf('session.self', 'First-Pass-1');
    await update(here, user, { password: 'Second-Pass-2' });
    expect((await me(here)).status).toBe(200);
    await expectEnded(elsewhere);
    expect((await login('session.self', 'Second-Pass-2')).statusCode).toBe(200);
  });

  it("an admin resetting a user's password ends every session of the user, not the admin's", async () => {
    const user = await newUser('session.reset');
    const tokens = [
      await tokenOf('session.reset', 'First-Pass-1'),
      await tokenOf('session.reset', 'First-Pass-1'),
    ];
    await update(suite.admin, user, { password: 'Reset-Pass-3' });
    for (const token of tokens) await expectEnded(token);
    expect((await me(suite.admin)).status).toBe(200);
  });

  it("a user's new password in a saveOrUpdateAll is hashed and ends the user's sessions too", async () => {
    const user = await newUser('session.bulk');
    const token = await tokenOf('session.bulk', 'First-Pass-1');
    const reply = await suite.call('POST', 'staff/saveOrUpdateAll', suite.admin, [
      { ...user, password: 'Bulk-Pass-4' },
    ]);
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toMatch(/Bulk-Pass-4|passwordHash|scrypt/);
    await expectEnded(token);
    expect((await login('session.bulk', 'Bulk-Pass-4')).statusCode).toBe(200);
  });

  it('disabling a user ends their sessions: enabling them again does not bring them back', async () => {
    const user = await newUser('session.disabled');
    const token = await tokenOf('session.disabled', 'First-Pass-1');
    const disabled = await update(suite.admin, user, { active: false });
    expect((await me(token)).status).toBe(401);
    await update(suite.admin, disabled, { active: true });
    await expectEnded(token);
    expect((await login('session.disabled', 'First-Pass-1')).statusCode).toBe(200);
  });

  it("deleting a user deletes the user's sessions", async () => {
    const user = await newUser('session.deleted');
    const token = await tokenOf('session.deleted', 'First-Pass-1');
    expect((await suite.call('POST', 'staff/delete', suite.admin, { id: user.id })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const left = await queryRows<{ n: number }>(
      suite.server.database.db,
      sql`SELECT count(*)::int AS n FROM staff_session WHERE staff_id = ${user.id}`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('any other change to a user keeps their sessions', async () => {
    const user = await newUser('session.kept');
    const token = await tokenOf('session.kept', 'First-Pass-1');
    const renamed = await update(suite.admin, user, { firstname: 'Renamed', password: '' });
    await update(token, renamed, { lastname: 'Kept' });
    expect((await me(token)).body.data).toMatchObject({ firstname: 'Renamed', lastname: 'Kept' });
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
    expect(bad.body.responseMessage).toBe(
      'Role id must be written in digits only, as 42: no sign, point, exponent, spaces or leading zeros',
    );
    expect((await suite.call('GET', 'acl/getbyroleid/1', null)).status).toBe(401);
  });
});
