import { DOCUMENT_STATUS as S } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 18's material request over HTTP (decision 1000): a department asks the store for items by a
// date; numbered MR/FY/NNNNN; its lists and reads by number; what a sales order's item has been requested;
// approval by the request's own department and its value.

type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string;
  lines: { id: number }[];
};
interface Issue {
  field: string;
  message: string;
}

const MR = 'chemical/requestApproval';
let suite: Suite;
const ids = { stores: 0, weaving: 0, granules: 0, tape: 0, customer: 0, branch: 0, adminRole: 0 };
const idOf = async (path: string, key: string, value: string) =>
  (await findIn<{ id: number }>(suite, path, key, value, suite.admin)).id;
const call = (path: string, body: unknown) => suite.call<Doc>('POST', path, suite.admin, body);
const get = (path: string) => suite.call<Doc>('GET', path, suite.admin);
const ok = async (path: string, body: unknown): Promise<Doc> => {
  const reply = await call(path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const submit = async (doc: Doc) => call(`${MR}/submit`, { id: doc.id, version: doc.version });
const issuesOf = (reply: { body: { data?: unknown } }) => (reply.body.data as { issues: Issue[] }).issues;

const request = (lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  ok(`${MR}/save`, {
    date: '2026-11-24',
    departmentId: ids.stores,
    requiredBy: '2026-11-26',
    purpose: 'PRODUCTION',
    lines,
    ...extra,
  });

beforeAll(async () => {
  suite = await createSuite();
  ids.stores = await idOf('chemical/department', 'name', 'Stores');
  ids.weaving = await idOf('chemical/department', 'name', 'Weaving');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.adminRole = await idOf('role', 'name', 'Administrator');
});
afterAll(() => suite.server.close());

describe('a material request', () => {
  it("is a draft valued at its items' purchase price, then numbered MR/FY/NNNNN and open for the store", async () => {
    const item = (await get(`chemical/item/${ids.granules}`)).body.data as Doc;
    const draft = await request([{ itemId: ids.granules, quantity: 25 }]);
    expect(draft).toMatchObject({
      status: S.DRAFT,
      lines: [{ quantity: 25, rate: item.purchasePrice, uomId: item.uomId }],
    });
    const done = await submit(draft);
    expect(done.body.data).toMatchObject({
      status: S.OPEN,
      number: expect.stringMatching(/^MR\/2026-27\/\d{5}$/),
    });
    const opened = done.body.data as Doc;

    const open = await suite.call<Doc>(
      'GET',
      `${MR}/getOpenAndInProgressRequest?page=1&size=50`,
      suite.admin,
    );
    expect(open.body.dataList?.map((row) => row.id)).toContain(opened.id);
    const byNumber = await get(`${MR}/getRequestByRequestNumber/${opened.number}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toMatchObject({
      id: opened.id,
      number: opened.number,
      lines: [{ itemId: ids.granules }],
    });
    const unknown = await get(`${MR}/getRequestByRequestNumber/MR/2026-27/99999`);
    expect(unknown.status).toBe(404);
  });

  it('is refused in words: required before the request date, no lines, a quantity of 0', async () => {
    const early = await call(`${MR}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-20',
      purpose: 'PRODUCTION',
      lines: [{ itemId: ids.granules, quantity: 0 }],
    });
    expect(early.status).toBe(400);
    expect(issuesOf(early)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'requiredBy',
          message: 'The date material is required by cannot be before the request date.',
        }),
        expect.objectContaining({ field: 'lines.0.quantity' }),
      ]),
    );
    const empty = await call(`${MR}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-24',
      lines: [],
    });
    expect(empty.status).toBe(400);
  });
});

describe('getSOQuantityAndRequestedQuantity', () => {
  it("answers the order's quantity of the item and what submitted requests asked of it", async () => {
    const order = await ok('chemical/salesOrder/save', {
      partyId: ids.customer,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [
        { itemId: ids.tape, quantity: 100, rate: 250 },
        { itemId: ids.tape, quantity: 20, rate: 250 },
      ],
    });
    expect((await call('chemical/salesOrder/submit', { id: order.id, version: order.version })).status).toBe(
      200,
    );
    const asked = (body: unknown) => call(`${MR}/getSOQuantityAndRequestedQuantity`, body);
    expect((await asked({ salesOrderId: order.id, itemId: ids.tape })).body.data).toEqual({
      salesOrderId: order.id,
      itemId: ids.tape,
      orderedQuantity: 120,
      requestedQuantity: 0,
    });
    await submit(await request([{ itemId: ids.tape, quantity: 30 }], { salesOrderId: order.id }));
    await request([{ itemId: ids.tape, quantity: 20 }], { salesOrderId: order.id });
    const cancelled = (
      await submit(await request([{ itemId: ids.tape, quantity: 7 }], { salesOrderId: order.id }))
    ).body.data as Doc;
    await ok(`${MR}/cancel`, { id: cancelled.id, version: cancelled.version, reason: 'Raised twice' });
    expect((await asked({ salesOrderId: order.id, itemId: ids.tape })).body.data).toMatchObject({
      orderedQuantity: 120,
      requestedQuantity: 30,
    });
    expect((await asked({ salesOrderId: order.id, itemId: ids.granules })).body.data).toMatchObject({
      orderedQuantity: 0,
      requestedQuantity: 0,
    });
    expect((await asked({ salesOrderId: 999999, itemId: ids.tape })).status).toBe(404);
    const bad = await asked({ salesOrderId: 'x' });
    expect(bad.status).toBe(400);
    expect(issuesOf(bad).map((issue) => issue.field)).toEqual(['salesOrderId', 'itemId']);
  });
});

describe("approval by the request's department and value (decision 1000)", () => {
  it('a Weaving request above ₹10,000 waits; a smaller one, or one of Stores, opens', async () => {
    expect(
      (
        await call('approvalConfiguration/save', {
          moduleName: 'materialRequest',
          level: 1,
          minAmount: 10000,
          departmentId: ids.weaving,
          roles: [{ roleId: ids.adminRole }],
          active: true,
        })
      ).status,
    ).toBe(200);
    const status = async (departmentId: number, quantity: number, rate: number) =>
      (
        (await submit(await request([{ itemId: ids.granules, quantity, rate }], { departmentId }))).body
          .data as Doc
      ).status;
    expect(await status(ids.weaving, 100, 150)).toBe(S.PENDING_APPROVAL);
    expect(await status(ids.weaving, 10, 150)).toBe(S.OPEN);
    expect(await status(ids.stores, 100, 150)).toBe(S.OPEN);
  });
});
