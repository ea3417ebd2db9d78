import { ACCESS_DENIED, DOCUMENTS, RESPONSE_CODES, pickerReaders, screenNames } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate.ts';
import { tokenFor } from '../src/testing.ts';
import { bodyOf, lookupIds } from './document-bodies.ts';
import { createSuite, type Reply, type Suite } from './helpers.ts';

// Issue 39 "Unlisted modules": "a module with no ACL entry for a role is readable by that role: a clerk with no
// dispatch access lists dispatches. What the menu hides, the server refuses: no entry means no access, the
// Administrator aside. The pickers of a form the role may use keep working, and existing roles are migrated so
// that nobody loses a screen they have today" (decisions 1867-1869).

let suite: Suite;

/** A user of a new role with these entries, and the role's id. */
async function userWith(
  name: string,
  grants: readonly Record<string, unknown>[],
): Promise<{ token: string; roleId: number }> {
  const role = await suite.call<{ id: number }>('POST', 'role/save', suite.admin, { name });
  const roleId = role.body.data?.id ?? 0;
  const entries = grants.map((grant) => ({ roleId, ...grant }));
  expect((await suite.call('POST', 'acl/saveOrUpdateAll', suite.admin, entries)).status).toBe(200);
  const username = name.toLowerCase().replace(/\W+/g, '.');
  const staff = await suite.call('POST', 'staff/save', suite.admin, {
    firstname: name,
    username,
    password: 'Limited-Pass-123',
    roleId,
  });
  expect(staff.status).toBe(200);
  return { token: await tokenFor(suite.server, username), roleId };
}

/** What the user sees of a refusal: 403 and spec §6's words. */
function refused(reply: Reply<unknown>, what: string): void {
  expect({ what, status: reply.status, message: reply.body.responseMessage }).toEqual({
    what,
    status: 403,
    message: ACCESS_DENIED.MESSAGE,
  });
}

const SALES_ORDER = DOCUMENTS.salesOrder;
const DISPATCH = DOCUMENTS.dispatch;

beforeAll(async () => {
  suite = await createSuite();
  // A transfer names a second branch.
  const branch = await suite.call('POST', 'erp/branch/save', suite.admin, {
    name: 'Bhiwandi Depot',
    code: 'BHW',
    address: 'Unit 4, Bhiwandi Logistics Park',
    city: 'Bhiwandi',
    state: '27',
    pincode: '421302',
  });
  expect(branch.status, branch.body.responseMessage).toBe(200);
});
afterAll(() => suite.server.close());

describe('a role with one form and no entry of any other module', () => {
  it("refuses every module's list and read, except its own and the pickers its form names (picker columns only)", async () => {
    const { token } = await userWith('Order Clerk', [{ moduleAPI: SALES_ORDER.aclName, view: 1, mode: 1 }]);
    const own = screenNames([SALES_ORDER.aclName]);
    const open: string[] = [];
    const picked: string[] = [];
    for (const resource of suite.server.service.resources.values()) {
      const path = resource.apiPath;
      if (resource.hooks.openRead) {
        open.push(resource.key);
        continue;
      }
      const list = await suite.call('GET', `${path}/getAllByPartner?page=1&size=5`, token);
      const read = await suite.call('GET', `${path}/1`, token);
      if (resource.aclNames.some((name) => own.includes(name))) {
        expect({ path, list: list.status }).toEqual({ path, list: 200 });
        continue;
      }
      refused(read, `${path}/1`);
      const readers = pickerReaders(resource.key);
      if (!readers.aclNames.includes(SALES_ORDER.aclName)) {
        refused(list, `${path}/getAllByPartner`);
        continue;
      }
      picked.push(resource.key);
      expect({ path, list: list.status }).toEqual({ path, list: 200 });
      for (const row of list.body.dataList ?? []) {
        expect(readers.columns).toEqual(expect.arrayContaining(Object.keys(row)));
      }
    }
    // The session's start-up reads (decision 0201) are open to every user.
    expect(open.sort()).toEqual(['labelConfig', 'moduleFieldConfig', 'organization', 'sysConfig']);
    expect(picked).toEqual(expect.arrayContaining(['party', 'item', 'uom']));
  });

  it("is refused the dispatches its menu hides, in words (the issue's clerk)", async () => {
    const { token } = await userWith('Dispatchless Clerk', [
      { moduleAPI: SALES_ORDER.aclName, view: 1, mode: 1 },
    ]);
    const reply = await suite.call('GET', `${DISPATCH.apiPath}/getAllByPartner?page=1&size=5`, token);
    expect(reply.status).toBe(403);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.FORBIDDEN);
    expect(reply.body.responseMessage).toBe('You are not allow to access this module');
  });
});

describe('a form made against another document (decision 1854)', () => {
  it.each(Object.values(DOCUMENTS).flatMap((def) => (def.against ? [[def.key, def] as const] : [])))(
    '%s: its writer fills it from the document it is made against, which it may not open; a reader may not',
    async (_key, def) => {
      const origin = DOCUMENTS[def.against?.document ?? def.key];
      const saved = await suite.call<{ id: number; lines: unknown[] }>(
        'POST',
        `${origin.apiPath}/save`,
        suite.admin,
        bodyOf(origin, await lookupIds(suite)),
      );
      expect(saved.status, saved.body.responseMessage).toBe(200);
      const id = saved.body.data?.id ?? 0;
      const writer = await userWith(`${def.label} Writer`, [{ moduleAPI: def.aclName, view: 1, mode: 1 }]);
      const filled = await suite.call<{ id: number; lines: unknown[] }>(
        'GET',
        `${def.apiPath}/against/${id}`,
        writer.token,
      );
      expect(filled.status, filled.body.responseMessage).toBe(200);
      expect(filled.body.data?.lines).toHaveLength(saved.body.data?.lines.length ?? -1);
      // Unless the two are one module of the menu (a job work's receipt and its issue).
      if (origin.aclName !== def.aclName)
        refused(await suite.call('GET', `${origin.apiPath}/${id}`, writer.token), `${origin.apiPath}/${id}`);
      const reader = await userWith(`${def.label} Reader`, [{ moduleAPI: def.aclName, view: 1, mode: 0 }]);
      expect((await suite.call('GET', `${def.apiPath}/against/${id}`, reader.token)).status).toBe(403);
      // Another organisation's user finds no such record.
      expect((await suite.call('GET', `${def.apiPath}/against/${id}`, suite.orgB)).status).toBe(404);
    },
  );
});

describe('what decides a module without an entry (decision 1867)', () => {
  it("its screen's entry: the menu's Material Request opens the requests the server keeps under another name", async () => {
    const request = DOCUMENTS.materialRequest;
    expect(request.aclName).toBe('chemical/requestApproval');
    const { token } = await userWith('Request Viewer', [
      { moduleAPI: 'chemical/materialRequest', view: 1, mode: 0 },
    ]);
    expect((await suite.call('GET', `${request.apiPath}/getAllByPartner?page=1&size=5`, token)).status).toBe(
      200,
    );
    // Viewing never writes: a missing entry gives no mode.
    const save = await suite.call('POST', `${request.apiPath}/save`, token, {});
    expect(save.status).toBe(403);
    expect(save.body.responseCode).toBe(RESPONSE_CODES.WRITE_NOT_ALLOWED);
  });

  it('the Administrator (who writes ACL Config) reads what it has no entry for; an entry without view still refuses it', async () => {
    const { token } = await userWith('Access Keeper', [
      { moduleAPI: 'acl', view: 1, mode: 1 },
      { moduleAPI: 'party', view: 0, mode: 0 },
    ]);
    expect((await suite.call('GET', `${DISPATCH.apiPath}/getAllByPartner?page=1&size=5`, token)).status).toBe(
      200,
    );
    refused(await suite.call('GET', 'party/getAllByPartner?page=1&size=5', token), 'party');
    const viewer = await userWith('Access Viewer', [{ moduleAPI: 'acl', view: 1, mode: 0 }]);
    refused(
      await suite.call('GET', `${DISPATCH.apiPath}/getAllByPartner?page=1&size=5`, viewer.token),
      'dispatch',
    );
  });

  it('a reader of a form lists its masters in their picker form, unless an entry of the master keeps it out', async () => {
    const { token } = await userWith('Order Reader', [
      { moduleAPI: SALES_ORDER.aclName, view: 1, mode: 0 },
      { moduleAPI: 'uom', view: 0, mode: 0 },
    ]);
    const parties = await suite.call('GET', 'party/getAllByPartner?page=1&size=5', token);
    expect(parties.status).toBe(200);
    for (const row of parties.body.dataList ?? []) {
      expect(pickerReaders('party').columns).toEqual(expect.arrayContaining(Object.keys(row)));
    }
    refused(await suite.call('GET', 'uom/getAllByPartner?page=1&size=5', token), 'uom');
  });
});

describe('a role the old default served, migrated (decision 1869)', () => {
  it("keeps its screens: its form's masters are read whole, as before; what its menu hid stays refused", async () => {
    const { token, roleId } = await userWith('Old Order Clerk', [
      { moduleAPI: SALES_ORDER.aclName, view: 1, mode: 1 },
      { moduleAPI: DOCUMENTS.inward.aclName, view: 1, mode: 0 },
      { moduleAPI: 'chemical/item', view: 0, mode: 0 },
    ]);
    const [party] =
      (await suite.call('GET', 'party/getAllByPartner?page=1&size=1', suite.admin)).body.dataList ?? [];
    refused(await suite.call('GET', `party/${String(party?.id)}`, token), 'party before');

    const migration = readMigrations().find((script) => script.version.endsWith('_unlisted_modules'));
    await suite.server.database.db.execute(sql.raw(migration?.sql ?? ''));

    const entries = (
      await suite.call<{ roleId: number; moduleAPI: string; view: number; mode: number }>(
        'GET',
        'acl/getAllByPartner',
        suite.admin,
      )
    ).body.dataList?.filter((entry) => entry.roleId === roleId);
    const of = (name: string) => entries?.find((entry) => entry.moduleAPI === name);
    expect(of('party')).toMatchObject({ view: 1, mode: 0 });
    expect(of('uom')).toMatchObject({ view: 1, mode: 0 });
    // The inward fills its lines from the purchase order it is made against.
    expect(of(DOCUMENTS.purchaseOrder.aclName)).toMatchObject({ view: 1, mode: 0 });
    // An entry the role had is kept; nothing its forms do not name is given.
    expect(of('chemical/item')).toMatchObject({ view: 0, mode: 0 });
    expect(of(DISPATCH.aclName)).toBeUndefined();

    const read = await suite.call('GET', `party/${String(party?.id)}`, token);
    expect(read.status).toBe(200);
    expect(read.body.data).toHaveProperty('companyName');
    expect((await suite.call('GET', `${SALES_ORDER.apiPath}/getAllByPartner`, token)).status).toBe(200);
    refused(await suite.call('GET', `${DISPATCH.apiPath}/getAllByPartner?page=1&size=5`, token), 'dispatch');
    const write = await suite.call('POST', 'party/save', token, {});
    expect(write.status).toBe(403);
    expect(write.body.responseCode).toBe(RESPONSE_CODES.WRITE_NOT_ALLOWED);
  });
});
