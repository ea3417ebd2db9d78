import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, type Suite } from './helpers.ts';

// Issue 19: "a floor supervisor with the weaving right but not Staff cannot choose an operator": a picker's
// records are listed to whoever may write a document naming them, with the picker's columns only
// (decision 1357).

let suite: Suite;

/** A user of a new role with these entries (a module without an entry is open, so Staff is closed by one). */
async function userWith(name: string, grants: readonly Record<string, unknown>[]): Promise<string> {
  const role = await suite.call<{ id: number }>('POST', 'role/save', suite.admin, { name });
  const roleId = role.body.data?.id ?? 0;
  const entries = grants.map((grant) => ({ roleId, ...grant }));
  expect((await suite.call('POST', 'acl/saveOrUpdateAll', suite.admin, entries)).status).toBe(200);
  const username = name.toLowerCase().replace(/\W+/g, '.');
  const staff = await suite.call('POST', 'staff/save', suite.admin, {
    firstname: name,
    username,
    password: 'Floor-Pass-123',
    roleId,
  });
  expect(staff.status).toBe(200);
  return tokenFor(suite.server, username);
}

beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

describe('a picker of Staff on a daily entry (decision 1357)', () => {
  it("lists the operators to a supervisor writing the daily entry without Staff, with the picker's columns only", async () => {
    const supervisor = await userWith('Floor Supervisor', [
      { moduleAPI: 'daily-production', view: 1, mode: 1 },
      { moduleAPI: 'staff', view: 0, mode: 0 },
    ]);
    expect((await suite.call('GET', 'staff/1', supervisor)).status).toBe(403);
    const reply = await suite.call('GET', 'staff/getAllByPartner?page=1&size=50', supervisor);
    expect(reply.status).toBe(200);
    const rows = reply.body.dataList ?? [];
    expect(rows.map((row) => row.username)).toContain('admin');
    // The operator picker shows the name (decision 2075); the other staff pickers the username.
    expect(rows.map((row) => row.name)).toContain('System Administrator');
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'username']);
  });

  it('refuses one who only reads the daily entry, and gives a reader of Staff the whole rows', async () => {
    const viewer = await userWith('Floor Viewer', [
      { moduleAPI: 'daily-production', view: 1, mode: 0 },
      { moduleAPI: 'staff', view: 0, mode: 0 },
    ]);
    expect((await suite.call('GET', 'staff/getAllByPartner?page=1&size=5', viewer)).status).toBe(403);
    const full = await suite.call('GET', 'staff/getAllByPartner?page=1&size=50', suite.admin);
    expect(full.status).toBe(200);
    expect(Object.keys(full.body.dataList?.[0] ?? {})).toEqual(
      expect.arrayContaining(['firstname', 'roleId']),
    );
  });
});
