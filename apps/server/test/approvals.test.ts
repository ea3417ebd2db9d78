import { ACL_MODES, ACL_VIEW, APPROVAL_MESSAGES, DOCUMENT_STATUS as S, RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Reply, type Suite } from './helpers.ts';

// Issue 16 "Approvals" over HTTP (decisions 0820–0822): configuration, submit → Pending Approval, who may
// approve, reject with remarks and resubmit, levels, the log, the pending list, organisations, races.

let suite: Suite;
type Doc = Record<string, unknown> & { id: number; version: number; status: number; number: string | null };
interface LogEntry {
  status: string;
  level: number;
  remarks: string | null;
  createdBy: string | null;
}
interface Pending {
  moduleId: number;
  entityId: number;
  number: string;
  partyName: string;
  level: number;
  grandTotal: number;
}

const PO = 'chemical/purchaseOrder';
const SO = 'chemical/salesOrder';
const PO_MODULE = 1;
const SO_MODULE = 2;
const ids = { supplier: 0, customer: 0, branch: 0, granules: 0, adminRole: 0, buyerRole: 0, directorRole: 0 };
const tokens = { buyer: '', director: '', clerk: '' };

/** A user of a new role allowed every module (read and write), in the admin's organisation. */
async function userOfNewRole(username: string, role: string): Promise<number> {
  const { database } = suite.server;
  const [admin] = await queryRows<{ orgId: number }>(
    database.db,
    sql`SELECT org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  const orgId = Number(admin?.orgId);
  return database.transaction(async (tx) => {
    const roleId = await addRole(tx, orgId, { name: role, description: role }, () => ({
      view: ACL_VIEW.ALLOWED,
      mode: ACL_MODES.WRITE,
    }));
    await addStaff(tx, { orgId, username, firstname: role, lastname: 'User', roleId, passwordHash: 'x' });
    return roleId;
  });
}

const post = <T = Doc>(path: string, body: unknown, token = suite.admin) =>
  suite.call<T>('POST', path, token, body);

/** approveRequest/rejectRequest as spec §7 sends them: multipart, one field `data` holding JSON. */
async function decide(decision: 'approve' | 'reject', body: unknown, token: string): Promise<Reply<Doc>> {
  const boundary = '----approval-test';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(body)}\r\n` +
    `--${boundary}--\r\n`;
  const reply = await suite.raw({
    method: 'POST',
    url: `/api/v1/approvalEntityStatus/${decision}Request`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: reply.statusCode, body: reply.json() };
}

const order = (rate: number) => ({
  partyId: ids.supplier,
  date: '2026-11-20',
  branchId: ids.branch,
  lines: [{ itemId: ids.granules, quantity: 100, rate }],
});

/** A saved order of the admin, submitted: 100 kg at `rate` (18% GST: rate 600 is ₹70,800, rate 1,200 ₹1,41,600). */
async function submitted(rate: number, path = PO, party = ids.supplier): Promise<Doc> {
  const saved = await post(`${path}/save`, { ...order(rate), partyId: party });
  expect(saved.status).toBe(200);
  const draft = saved.body.data as Doc;
  const reply = await post(`${path}/submit`, { id: draft.id, version: draft.version });
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
}

const logOf = async (id: number, module = PO_MODULE, token = suite.admin) =>
  (await suite.call<LogEntry>('GET', `approvalStatusLog/${module}/${id}`, token)).body.dataList ?? [];
const pendingOf = async (token: string) =>
  (await suite.call<Pending>('GET', 'approvalEntityStatus/getPendingList?page=1&size=50', token)).body;

beforeAll(async () => {
  suite = await createSuite();
  ids.supplier = (await findIn<{ id: number }>(suite, 'party', 'companyName', 'Shree Ganesh Polymers')).id;
  ids.customer = (await findIn<{ id: number }>(suite, 'party', 'companyName', 'Ambuja Cement Works Ltd')).id;
  ids.branch = (await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office')).id;
  ids.granules = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'RM-PP-001')).id;
  ids.adminRole = (await findIn<{ id: number }>(suite, 'role', 'name', 'Administrator')).id;
  ids.buyerRole = await userOfNewRole('buyer', 'Purchase Head');
  ids.directorRole = await userOfNewRole('director', 'Director');
  await userOfNewRole('clerk', 'Clerk');
  tokens.buyer = await tokenFor(suite.server, 'buyer');
  tokens.director = await tokenFor(suite.server, 'director');
  tokens.clerk = await tokenFor(suite.server, 'clerk');
});
afterAll(() => suite.server.close());

describe('approval configuration (/module/approval-configuration, a catalogue master)', () => {
  it('saves a level of a document module with its approving roles and its condition', async () => {
    const level1 = await post('approvalConfiguration/save', {
      moduleName: 'purchaseOrder',
      level: 1,
      minAmount: 50000,
      roles: [{ roleId: ids.buyerRole }, { roleId: ids.adminRole }],
      active: true,
    });
    expect(level1.status).toBe(200);
    const level2 = await post('approvalConfiguration/save', {
      moduleName: 'purchaseOrder',
      level: 2,
      minAmount: 100000,
      roles: [{ roleId: ids.directorRole }],
      active: true,
    });
    expect(level2.status).toBe(200);
    const sales = await post('approvalConfiguration/save', {
      moduleName: 'salesOrder',
      level: 1,
      roles: [{ roleId: ids.buyerRole }],
      active: true,
    });
    expect(sales.status).toBe(200);
  });

  it('refuses a second record of the same module and level, a module that is no document, and no role', async () => {
    const again = await post('approvalConfiguration/save', {
      moduleName: 'purchaseOrder',
      level: 1,
      roles: [{ roleId: ids.buyerRole }],
    });
    expect(again.status).toBe(409);
    const unknown = await post('approvalConfiguration/save', {
      moduleName: 'item',
      level: 1,
      roles: [{ roleId: 1 }],
    });
    expect(unknown.status).toBe(400);
    const noRole = await post('approvalConfiguration/save', {
      moduleName: 'purchaseOrder',
      level: 3,
      roles: [],
    });
    expect(noRole.status).toBe(400);
  });
});

describe('approvalFlow/getModule', () => {
  it('names a document type by its API path with a stable number', async () => {
    const reply = await post('approvalFlow/getModule', { moduleName: PO });
    expect(reply.body.data).toEqual({ moduleId: PO_MODULE, moduleName: PO });
    expect((await post('approvalFlow/getModule', { moduleName: SO })).body.data).toEqual({
      moduleId: SO_MODULE,
      moduleName: SO,
    });
  });

  it('answers an unknown module 404 in words and a missing name 400', async () => {
    const unknown = await post('approvalFlow/getModule', { moduleName: 'chemical/nothing' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseMessage).toBe(APPROVAL_MESSAGES.moduleUnknown);
    expect((await post('approvalFlow/getModule', {})).status).toBe(400);
  });
});

describe('submit, approve, reject', () => {
  it('a document below every level opens on submit, with no request', async () => {
    const doc = await submitted(100);
    expect(doc.status).toBe(S.OPEN);
    expect(await logOf(doc.id)).toEqual([]);
  });

  it('a document that needs approval waits in Pending Approval with its number, and the request is logged', async () => {
    const doc = await submitted(600);
    expect(doc.status).toBe(S.PENDING_APPROVAL);
    expect(doc.number).toMatch(/^PO\/2026-27\/\d{5}$/);
    expect(await logOf(doc.id)).toEqual([
      expect.objectContaining({ status: 'request', level: 1, createdBy: 'System Administrator' }),
    ]);
    const again = await post('approvalEntityStatus/reqToApprove', { moduleId: PO_MODULE, entityId: doc.id });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ levels: [1], level: 1 });
    expect(await logOf(doc.id)).toHaveLength(1);
  });

  it('refuses a role the level does not name, and the creator even of an approving role (403 in words)', async () => {
    const doc = await submitted(600);
    const clerk = await decide('approve', { moduleId: PO_MODULE, entityId: doc.id }, tokens.clerk);
    expect(clerk.status).toBe(403);
    expect(clerk.body.responseMessage).toBe(APPROVAL_MESSAGES.notYourLevel);
    const own = await decide(
      'approve',
      { moduleId: PO_MODULE, entityId: doc.id, remarks: 'ok' },
      suite.admin,
    );
    expect(own.status).toBe(403);
    expect(own.body.responseMessage).toBe(APPROVAL_MESSAGES.ownDocument);
    expect((await suite.call<Doc>('GET', `${PO}/${doc.id}`, suite.admin)).body.data?.status).toBe(
      S.PENDING_APPROVAL,
    );
  });

  it('tells the form whether the user may decide the document now, or why not', async () => {
    const doc = await submitted(600);
    const stateFor = async (token: string) =>
      (await suite.call<Record<string, unknown>>('GET', `approvalEntityStatus/${PO_MODULE}/${doc.id}`, token))
        .body.data;
    expect(await stateFor(tokens.buyer)).toEqual({
      moduleId: PO_MODULE,
      entityId: doc.id,
      request: { levels: [1], level: 1, status: 'pending' },
      mayDecide: true,
      refusal: null,
    });
    expect(await stateFor(suite.admin)).toMatchObject({
      mayDecide: false,
      refusal: APPROVAL_MESSAGES.ownDocument,
    });
    expect(await stateFor(tokens.clerk)).toMatchObject({
      mayDecide: false,
      refusal: APPROVAL_MESSAGES.notYourLevel,
    });
    const open = await submitted(100);
    expect(await stateFor(tokens.buyer)).toMatchObject({ mayDecide: true });
    const none = await suite.call('GET', `approvalEntityStatus/${PO_MODULE}/${open.id}`, tokens.buyer);
    expect(none.body.data).toMatchObject({
      request: null,
      mayDecide: false,
      refusal: APPROVAL_MESSAGES.notPending,
    });
    const foreign = await suite.call('GET', `approvalEntityStatus/${PO_MODULE}/${doc.id}`, suite.orgB);
    expect(foreign.status).toBe(404);
  });

  it('a reject needs remarks, returns the document to Draft with its number; edited and resubmitted it asks again', async () => {
    const doc = await submitted(600);
    const bare = await decide(
      'reject',
      { moduleId: PO_MODULE, entityId: doc.id, remarks: '  ' },
      tokens.buyer,
    );
    expect(bare.status).toBe(400);
    expect(bare.body.data).toMatchObject({ issues: [{ field: 'remarks' }] });
    const rejected = await decide(
      'reject',
      { moduleId: PO_MODULE, entityId: doc.id, remarks: 'Rate too high' },
      tokens.buyer,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: S.DRAFT,
      number: doc.number,
      statusReason: 'Rate too high',
    });
    const draft = rejected.body.data as Doc;
    const edited = await post(`${PO}/update`, { ...order(550), id: draft.id, version: draft.version });
    expect(edited.status).toBe(200);
    const edit = edited.body.data as Doc;
    const again = await post(`${PO}/submit`, { id: edit.id, version: edit.version });
    expect(again.body.data).toMatchObject({ status: S.PENDING_APPROVAL, number: doc.number });
    expect((await logOf(doc.id)).map((entry) => [entry.status, entry.remarks])).toEqual([
      ['request', null],
      ['reject', 'Rate too high'],
      ['request', null],
    ]);
  });

  it('approving level 1 of 2 leaves it pending for level 2; the last level opens it (a JSON body is taken too)', async () => {
    const doc = await submitted(1200);
    const first = await decide(
      'approve',
      { moduleId: PO_MODULE, entityId: doc.id, remarks: 'fine' },
      tokens.buyer,
    );
    expect(first.status).toBe(200);
    expect(first.body.data?.status).toBe(S.PENDING_APPROVAL);
    const buyerAgain = await decide('approve', { moduleId: PO_MODULE, entityId: doc.id }, tokens.buyer);
    expect(buyerAgain.status).toBe(403);
    const last = await post(
      'approvalEntityStatus/approveRequest',
      { moduleId: PO_MODULE, entityId: doc.id },
      tokens.director,
    );
    expect(last.status).toBe(200);
    expect(last.body.data?.status).toBe(S.OPEN);
    expect((await logOf(doc.id)).map((entry) => [entry.status, entry.level])).toEqual([
      ['request', 1],
      ['approve', 1],
      ['approve', 2],
    ]);
    const late = await decide(
      'reject',
      { moduleId: PO_MODULE, entityId: doc.id, remarks: 'late' },
      tokens.director,
    );
    expect(late.status).toBe(409);
    expect(late.body.responseMessage).toBe(APPROVAL_MESSAGES.notPending);
    const trail = await suite.call<{ action: string }>('GET', `audit/purchaseOrder/${doc.id}`, suite.admin);
    expect(trail.body.dataList?.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['submit', 'approve']),
    );
  });
});

describe('the pending list (/module/approval-generic/approvalList)', () => {
  it('shows what the caller may approve now, across modules, never their own documents', async () => {
    const purchase = await submitted(1300);
    const sale = await submitted(100, SO, ids.customer);
    expect(sale.status).toBe(S.PENDING_APPROVAL);
    const buyer = await pendingOf(tokens.buyer);
    const mine = (buyer.dataList ?? []).map((row) => `${row.moduleId}/${row.entityId}/${row.level}`);
    expect(mine).toEqual(expect.arrayContaining([`1/${purchase.id}/1`, `2/${sale.id}/1`]));
    const row = buyer.dataList?.find((entry) => entry.entityId === purchase.id);
    expect(row).toMatchObject({ number: purchase.number, partyName: 'Shree Ganesh Polymers', level: 1 });
    expect(buyer.totalCount).toBe(buyer.dataList?.length);
    const director = await pendingOf(tokens.director);
    expect(director.dataList?.some((entry) => entry.entityId === purchase.id)).toBe(false);
    expect((await pendingOf(suite.admin)).dataList?.some((entry) => entry.entityId === purchase.id)).toBe(
      false,
    );
    expect((await pendingOf(tokens.clerk)).totalCount).toBe(0);
    await decide('approve', { moduleId: PO_MODULE, entityId: purchase.id }, tokens.buyer);
    expect((await pendingOf(tokens.director)).dataList?.some((entry) => entry.entityId === purchase.id)).toBe(
      true,
    );
  });
});

describe("another organisation's ids", () => {
  it('read as not found: the log, a decision, a request', async () => {
    const doc = await submitted(600);
    const log = await suite.call('GET', `approvalStatusLog/${PO_MODULE}/${doc.id}`, suite.orgB);
    expect(log.status).toBe(404);
    const approve = await decide('approve', { moduleId: PO_MODULE, entityId: doc.id }, suite.orgB);
    expect(approve.status).toBe(404);
    const again = await post(
      'approvalEntityStatus/reqToApprove',
      { moduleId: PO_MODULE, entityId: doc.id },
      suite.orgB,
    );
    expect(again.status).toBe(404);
    expect((await pendingOf(suite.orgB)).totalCount).toBe(0);
  });

  it('an unknown module id is refused', async () => {
    const reply = await decide('approve', { moduleId: 99, entityId: 1 }, tokens.buyer);
    expect(reply.status).toBe(404);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.MODULE_NOT_FOUND);
  });
});

describe('a race', () => {
  it('20 parallel approvals of one request: one wins, the others are told it is decided', async () => {
    const sale = await submitted(100, SO, ids.customer);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        decide('approve', { moduleId: SO_MODULE, entityId: sale.id }, tokens.buyer),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(19);
    expect((await logOf(sale.id, SO_MODULE)).filter((entry) => entry.status === 'approve')).toHaveLength(1);
  });
});
