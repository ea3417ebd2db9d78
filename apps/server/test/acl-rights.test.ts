import { ACL_NAMES, DOCUMENTS, RESPONSE_CODES, OWNED_ACL_NAMES, SAVE_ALL_LIMIT } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../src/auth/access.ts';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 16 "Rights beyond view" over HTTP (decision 0830): a document's create, submit, cancel-or-close and
// amend rights on the ACL entry, and the role's all-records flag.

let suite: Suite;
let clerk: string;
let clerkRoleId = 0;
type Row = Record<string, unknown> & { id: number; version: number };

const PO = DOCUMENTS.purchaseOrder;
const SO = DOCUMENTS.salesOrder;
const ids = { supplier: 0, customer: 0, branch: 0, item: 0 };

const order = (partyId = ids.supplier) => ({
  partyId,
  date: '2026-11-20',
  branchId: ids.branch,
  lines: [{ itemId: ids.item, quantity: 10, rate: 100 }],
});

const entryOf = async (moduleAPI: string): Promise<Row> => {
  const reply = await suite.call<Row>('GET', `acl/getbyroleid/${clerkRoleId}`, suite.admin);
  const entry = reply.body.dataList?.find((row) => row.moduleAPI === moduleAPI);
  if (!entry) throw new Error(`no entry for ${moduleAPI}`);
  return entry;
};
const setEntry = async (moduleAPI: string, change: Record<string, unknown>) => {
  const reply = await suite.call('POST', 'acl/update', suite.admin, {
    ...(await entryOf(moduleAPI)),
    ...change,
  });
  expect(reply.status).toBe(200);
};
const setAllRecords = async (allRecords: boolean) => {
  const role = await suite.call<Row>('GET', `role/${clerkRoleId}`, suite.admin);
  const reply = await suite.call('POST', 'role/update', suite.admin, { ...role.body.data, allRecords });
  expect(reply.status).toBe(200);
};
const saveAs = (token: string, path: string, body: unknown) =>
  suite.call<Row>('POST', `${path}/save`, token, body);

beforeAll(async () => {
  suite = await createSuite();
  ids.supplier = (await findIn(suite, 'party', 'companyName', 'Shree Ganesh Polymers')).id as number;
  ids.customer = (await findIn(suite, 'party', 'companyName', 'Ambuja Cement Works Ltd')).id as number;
  ids.branch = (await findIn(suite, 'erp/branch', 'name', 'Head Office')).id as number;
  ids.item = (await findIn(suite, 'chemical/item', 'code', 'RM-PP-001')).id as number;
  // A clerk's role: every module viewed and changed, saved without rights (every right granted), only
  // its own documents.
  const role = await suite.call<Row>('POST', 'role/save', suite.admin, { name: 'Clerk', allRecords: false });
  clerkRoleId = role.body.data?.id ?? 0;
  const grants = ACL_NAMES.map((moduleAPI) => ({ roleId: clerkRoleId, moduleAPI, view: 1, mode: 1 }));
  for (let start = 0; start < grants.length; start += SAVE_ALL_LIMIT) {
    const saved = await suite.call(
      'POST',
      'acl/saveOrUpdateAll',
      suite.admin,
      grants.slice(start, start + SAVE_ALL_LIMIT),
    );
    expect(saved.status).toBe(200);
  }
  await suite.call('POST', 'staff/save', suite.admin, {
    firstname: 'Kiran',
    username: 'clerk',
    password: 'Clerk-Pass-1',
    roleId: clerkRoleId,
  });
  clerk = await tokenFor(suite.server, 'clerk');
});
afterAll(() => suite.server.close());

describe('the rights on the ACL entry and the flag on the role', () => {
  it('an entry saved without rights has every right; a role saved without the flag sees all records', async () => {
    expect(await entryOf(PO.aclName)).toMatchObject({
      canCreate: true,
      canSubmit: true,
      canCancelClose: true,
      canAmend: true,
    });
    const role = await suite.call<Row>('POST', 'role/save', suite.admin, { name: 'Auditor' });
    expect(role.body.data).toMatchObject({ allRecords: true });
    expect((await suite.call<Row>('GET', `role/${clerkRoleId}`, suite.admin)).body.data).toMatchObject({
      allRecords: false,
    });
  });

  it('an update changes only the rights it gives; a right that is no yes or no is refused (400)', async () => {
    await setEntry(PO.aclName, { canAmend: false });
    expect(await entryOf(PO.aclName)).toMatchObject({ canCreate: true, canAmend: false });
    const refused = await suite.call('POST', 'acl/update', suite.admin, {
      ...(await entryOf(PO.aclName)),
      canSubmit: 'maybe',
    });
    expect(refused.status).toBe(400);
    await setEntry(PO.aclName, { canAmend: true });
  });

  it("the user's own access data carries the rights (what the form's buttons follow)", async () => {
    await setEntry(SO.aclName, { canCreate: false });
    const own = await suite.call<Row>('GET', `acl/getbyroleid/${clerkRoleId}`, clerk);
    expect(own.body.dataList?.find((row) => row.moduleAPI === SO.aclName)).toMatchObject({
      canCreate: false,
      canSubmit: true,
    });
    await setEntry(SO.aclName, { canCreate: true });
  });
});

describe('the session', () => {
  it('read in one query (without the access cache, as on PostgreSQL) carries the rights and the flag', async () => {
    await setEntry(PO.aclName, { canAmend: false });
    const session = await sessionOf(suite.server.database.db, suite.server.sessions, clerk, [PO.aclName]);
    expect(session.caller.ownRecordsOnly).toBe(true);
    expect(session.acl).toContainEqual(
      expect.objectContaining({ moduleAPI: PO.aclName, canSubmit: true, canAmend: false }),
    );
    const admin = await sessionOf(suite.server.database.db, suite.server.sessions, suite.admin, [PO.aclName]);
    expect(admin.caller.ownRecordsOnly).toBe(false);
    await setEntry(PO.aclName, { canAmend: true });
  });

  it("judges View all from the role's own entries whatever the call checks (an open call reads only ACL Config's)", async () => {
    const admin = await sessionOf(suite.server.database.db, suite.server.sessions, suite.admin, []);
    expect(admin.caller.ownedOnly).toEqual([]);
    // Decision 1867: whether the role administers access decides the names it has no entry for.
    expect(admin.acl.map((entry) => entry.moduleAPI)).toEqual(['acl']);
    const own = await sessionOf(suite.server.database.db, suite.server.sessions, clerk, []);
    expect(own.caller.ownedOnly).toEqual(OWNED_ACL_NAMES);
  });
});

describe('the document routes enforce the rights (403 in words)', () => {
  it('create: refused without the right; a draft already made is still saved', async () => {
    const draft = await saveAs(clerk, PO.apiPath, order());
    expect(draft.status).toBe(200);
    await setEntry(PO.aclName, { canCreate: false });
    const refused = await saveAs(clerk, PO.apiPath, order());
    expect(refused.status).toBe(403);
    expect(refused.body.responseCode).toBe(RESPONSE_CODES.WRITE_NOT_ALLOWED);
    expect(refused.body.responseMessage).toBe('Your role may not create a purchase order');
    const again = await saveAs(clerk, PO.apiPath, { ...draft.body.data, remarks: 'second look' });
    expect(again.status).toBe(200);
    await setEntry(PO.aclName, { canCreate: true });
  });

  it('submit, close and cancel: refused without their rights, allowed with them', async () => {
    const draft = (await saveAs(clerk, PO.apiPath, order())).body.data as Row;
    await setEntry(PO.aclName, { canSubmit: false, canCancelClose: false });
    const submit = await suite.call('POST', `${PO.apiPath}/submit`, clerk, {
      id: draft.id,
      version: draft.version,
    });
    expect(submit.status).toBe(403);
    expect(submit.body.responseMessage).toBe('Your role may not submit a purchase order');
    await setEntry(PO.aclName, { canSubmit: true });
    const open = await suite.call<Row>('POST', `${PO.apiPath}/submit`, clerk, {
      id: draft.id,
      version: draft.version,
    });
    expect(open.status).toBe(200);
    const opened = open.body.data as Row;
    for (const action of ['close', 'cancel']) {
      const refused = await suite.call('POST', `${PO.apiPath}/${action}`, clerk, {
        id: opened.id,
        version: opened.version,
        reason: 'Not needed',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.responseMessage).toBe('Your role may not cancel or close a purchase order');
    }
    await setEntry(PO.aclName, { canCancelClose: true });
    const cancelled = await suite.call('POST', `${PO.apiPath}/cancel`, clerk, {
      id: opened.id,
      version: opened.version,
      reason: 'Not needed',
    });
    expect(cancelled.status).toBe(200);
  });

  it('amend: refused without the right', async () => {
    await setEntry(PO.aclName, { canAmend: false });
    const refused = await suite.call('POST', `${PO.apiPath}/amend`, clerk, { id: 1, version: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('Your role may not amend a purchase order');
    await setEntry(PO.aclName, { canAmend: true });
  });

  it('a view-only entry has no right at all: the write refusal comes first', async () => {
    await setEntry(SO.aclName, { mode: 0 });
    const refused = await saveAs(clerk, SO.apiPath, order(ids.customer));
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe('You may view this module but not change it.');
    await setEntry(SO.aclName, { mode: 1 });
  });
});

describe("the all-records flag: a role without it sees only its users' own documents", () => {
  it('lists and reads only what the user created; with the flag, everything', async () => {
    const mine = (await saveAs(clerk, PO.apiPath, order())).body.data as Row;
    const theirs = (await saveAs(suite.admin, PO.apiPath, order())).body.data as Row;
    const listed = async (token: string) =>
      (await suite.call<Row>('GET', `${PO.apiPath}/getAllByPartner?page=1&size=100`, token)).body;

    const own = await listed(clerk);
    expect(own.dataList?.map((row) => row.id)).toContain(mine.id);
    expect(own.dataList?.map((row) => row.id)).not.toContain(theirs.id);
    expect(own.totalCount).toBe(own.dataList?.length);
    const read = await suite.call('GET', `${PO.apiPath}/${theirs.id}`, clerk);
    expect(read.status).toBe(404);
    const changed = await saveAs(clerk, PO.apiPath, { ...theirs, remarks: 'mine now' });
    expect(changed.status).toBe(404);
    expect((await suite.call('GET', `audit/purchaseOrder/${theirs.id}`, clerk)).status).toBe(404);
    expect((await suite.call('GET', `audit/purchaseOrder/${mine.id}`, clerk)).status).toBe(200);
    expect((await suite.call('GET', `${PO.apiPath}/${mine.id}`, clerk)).status).toBe(200);
    expect((await listed(suite.admin)).dataList?.map((row) => row.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );

    await setAllRecords(true);
    expect((await listed(clerk)).dataList?.map((row) => row.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    expect((await suite.call('GET', `${PO.apiPath}/${theirs.id}`, clerk)).status).toBe(200);
    await setAllRecords(false);
  });
});
