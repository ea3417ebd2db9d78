import { DOCUMENT_STATUS as S } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 18's request approval configuration (decision 1044): the approval configuration's records of the
// material request under `chemical/requestApprovalConfig`; what it saves is what the approvals read.

type Row = Record<string, unknown> & { id: number; version: number };
interface Issue {
  field: string;
  message: string;
}
const CONFIG = 'chemical/requestApprovalConfig';
const MR = 'chemical/requestApproval';
let suite: Suite;
const ids = { stores: 0, weaving: 0, granules: 0, adminRole: 0 };
const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value, suite.admin)).id;
const call = (path: string, body: unknown) => suite.call<Row>('POST', path, suite.admin, body);
const get = (path: string) => suite.call<Row>('GET', path, suite.admin);
const ok = async (path: string, body: unknown): Promise<Row> => {
  const reply = await call(path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Row;
};
const issuesOf = (reply: { body: { data?: unknown } }) => (reply.body.data as { issues: Issue[] }).issues;

beforeAll(async () => {
  suite = await createSuite();
  ids.stores = await idOf('chemical/department', 'name', 'Stores');
  ids.weaving = await idOf('chemical/department', 'name', 'Weaving');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.adminRole = await idOf('role', 'name', 'Administrator');
});
afterAll(() => suite.server.close());

/** A submitted request of the department for `quantity` kg of granules. */
async function submitted(departmentId: number, quantity: number): Promise<Row> {
  const draft = await ok(`${MR}/save`, {
    date: '2026-11-24',
    departmentId,
    requiredBy: '2026-11-26',
    purpose: 'PRODUCTION',
    lines: [{ itemId: ids.granules, quantity, rate: 100 }],
  });
  return ok(`${MR}/submit`, { id: draft.id, version: draft.version });
}

describe('the request approval configuration', () => {
  it("saves the material request's levels, shows only them, and the approvals read them", async () => {
    const level = await ok(`${CONFIG}/save`, {
      level: 1,
      minAmount: 10_000,
      departmentId: ids.stores,
      roles: [{ roleId: ids.adminRole }],
      active: true,
    });
    expect(level).toMatchObject({ moduleName: 'materialRequest', level: 1 });
    const order = await ok('approvalConfiguration/save', {
      moduleName: 'purchaseOrder',
      level: 1,
      minAmount: 99_999_999,
      roles: [{ roleId: ids.adminRole }],
      active: true,
    });
    const listed = await get(`${CONFIG}/getAllByPartner?size=50`);
    expect(listed.body.dataList?.map((row) => row.id)).toEqual([level.id]);
    expect((await get(`${CONFIG}/${order.id}`)).status).toBe(404);
    const all = await get('approvalConfiguration/getAllByPartner?size=50');
    expect(all.body.dataList?.map((row) => row.id).sort()).toEqual([level.id, order.id].sort());

    expect((await submitted(ids.stores, 150)).status).toBe(S.PENDING_APPROVAL);
    expect((await submitted(ids.stores, 50)).status).toBe(S.OPEN);
    expect((await submitted(ids.weaving, 150)).status).toBe(S.OPEN);

    await ok(`${CONFIG}/update`, { ...level, active: false });
    expect((await submitted(ids.stores, 150)).status).toBe(S.OPEN);
  });

  it("refuses another module's level, and a second one of the same level", async () => {
    const other = await call(`${CONFIG}/save`, {
      moduleName: 'purchaseOrder',
      level: 2,
      roles: [{ roleId: ids.adminRole }],
    });
    expect(other.status).toBe(400);
    expect(issuesOf(other)[0]).toMatchObject({ field: 'moduleName' });
    const twice = await call(`${CONFIG}/save`, { level: 1, roles: [{ roleId: ids.adminRole }] });
    expect(twice.status).toBe(409);
  });
});
