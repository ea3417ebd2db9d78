import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

// Issue 22's print parameters (decision 1720): `chemical/printParameter/saveAll` and
// `getByModuleNameAndEntityId/{moduleName}/{id}` keep a document's copies and extra remarks for its reprint,
// and the document's print uses them.

let suite: Suite;
type Doc = Record<string, unknown> & { id: number; version: number; number: string | null };
interface Parameter {
  id: number;
  moduleName: string;
  entityId: number;
  copies: number;
  extraRemarks: string;
}

const PO = 'chemical/purchaseOrder';
const SAVE = 'chemical/printParameter/saveAll';
const read = (moduleName: string, id: number | string, token = suite.admin) =>
  suite.call<Parameter>(
    'GET',
    `chemical/printParameter/getByModuleNameAndEntityId/${moduleName}/${id}`,
    token,
  );
const save = (rows: unknown, token = suite.admin) => suite.call<Parameter>('POST', SAVE, token, rows);
const print = (id: number, query = '') =>
  suite.raw({
    method: 'GET',
    url: `/api/v1/${PO}/print/${id}${query}`,
    headers: { authorization: `Bearer ${suite.admin}` },
  });
/** Each copy's name, once per copy: the footer of the copy's first page. */
const copiesOf = (pdf: Buffer): string[] =>
  pdfPages(pdf)
    .flat()
    .flatMap((line) => /^(\S+(?: \d+)?) · Page 1 of/.exec(line)?.slice(1, 2) ?? []);

let order: Doc;

beforeAll(async () => {
  suite = await createSuite();
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(suite, path, key, value)).id;
  const reply = await suite.call<Doc>('POST', `${PO}/save`, suite.admin, {
    partyId: await idOf('party', 'companyName', 'Shree Ganesh Polymers'),
    date: '2026-11-20',
    branchId: await idOf('erp/branch', 'name', 'Head Office'),
    lines: [{ itemId: await idOf('chemical/item', 'code', 'RM-PP-001'), quantity: 10, rate: 100 }],
  });
  expect(reply.status).toBe(200);
  order = reply.body.data as Doc;
});
afterAll(() => suite.server.close());

describe('chemical/printParameter', () => {
  it('a document without saved choices has none, and prints Original and Duplicate', async () => {
    const reply = await read('purchaseOrder', order.id);
    expect(reply).toMatchObject({ status: 200, body: { dataList: [] } });
    expect(copiesOf((await print(order.id)).rawPayload)).toEqual(['Original', 'Duplicate']);
  });

  it('saveAll keeps the choices, reads them back, and the print has that many copies with the remarks', async () => {
    const saved = await save([
      { moduleName: 'purchaseOrder', entityId: order.id, copies: 3, extraRemarks: '  Deliver at gate 2  ' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.dataList).toEqual([
      expect.objectContaining({
        moduleName: 'purchaseOrder',
        entityId: order.id,
        copies: 3,
        extraRemarks: 'Deliver at gate 2',
      }),
    ]);
    const reply = await read('purchaseOrder', order.id);
    expect(reply.body.dataList?.map(({ copies, extraRemarks }) => ({ copies, extraRemarks }))).toEqual([
      { copies: 3, extraRemarks: 'Deliver at gate 2' },
    ]);
    const pdf = (await print(order.id)).rawPayload;
    expect(copiesOf(pdf)).toEqual(['Original', 'Duplicate', 'Triplicate']);
    const text = pdfPages(pdf).flat();
    expect(text.filter((line) => line === 'Remarks')).toHaveLength(3);
    expect(text.filter((line) => line === 'Deliver at gate 2')).toHaveLength(3);
  });

  it('saving again replaces the choices (one row per document) and each save is in the audit trail', async () => {
    await save([{ moduleName: 'purchaseOrder', entityId: order.id, copies: 5, extraRemarks: '' }]);
    const rows = await queryRows<{ count: string | number }>(
      suite.server.database.db,
      sql`SELECT count(*) AS count FROM print_parameter WHERE entity_id = ${order.id}`,
    );
    expect(Number(rows[0]?.count)).toBe(1);
    expect(copiesOf((await print(order.id)).rawPayload)).toEqual([
      'Original',
      'Duplicate',
      'Triplicate',
      'Quadruplicate',
      'Copy 5',
    ]);
    type Change = { field: string; before: unknown; after: unknown };
    const trail = await suite.call<{ action: string; changes: Change[] }>(
      'GET',
      `audit/purchaseOrder/${order.id}`,
      suite.admin,
    );
    const audited = (trail.body.dataList ?? []).filter((row) => row.action === 'printParameters');
    const changes = audited.map((row) =>
      row.changes.map(({ field, before, after }) => [field, before, after]),
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        [
          ['copies', null, 3],
          ['extraRemarks', null, 'Deliver at gate 2'],
        ],
        [
          ['copies', 3, 5],
          ['extraRemarks', 'Deliver at gate 2', ''],
        ],
      ]),
    );
  });

  it("the print call's own choices win over the saved ones for that print", async () => {
    const pdf = (await print(order.id, '?copies=1&extraRemarks=Urgent')).rawPayload;
    expect(copiesOf(pdf)).toEqual(['Original']);
    expect(pdfPages(pdf).flat()).toContain('Urgent');
    const bad = await print(order.id, '?copies=11');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ responseMessage: 'Copies must be at most 10' });
  });
});

describe('refusals', () => {
  it.each([
    ['copies 0', [{ moduleName: 'purchaseOrder', copies: 0 }], 'Print at least 1 copy'],
    ['copies 11', [{ moduleName: 'purchaseOrder', copies: 11 }], 'Print at most 10 copies'],
    ['copies 1.5', [{ moduleName: 'purchaseOrder', copies: 1.5 }], 'Copies must be a whole number'],
    [
      'remarks of 501',
      [{ moduleName: 'purchaseOrder', copies: 1, extraRemarks: 'x'.repeat(501) }],
      'Extra remarks must be at most 500 characters',
    ],
    [
      'an unknown module',
      [{ moduleName: 'rocket', copies: 1 }],
      "There is no document type 'rocket' to print",
    ],
    ['no list', { moduleName: 'purchaseOrder' }, 'Send a list of print parameters'],
    ['an empty list', [], 'Send at least one document’s print parameters'],
  ])('%s: 400 in words', async (_case, rows, message) => {
    const body = Array.isArray(rows) ? rows.map((row) => ({ entityId: order.id, ...row })) : rows;
    const reply = await save(body);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
  });

  it("another organisation's document or none: 404, and nothing is saved", async () => {
    const other = await save([{ moduleName: 'purchaseOrder', entityId: order.id, copies: 1 }], suite.orgB);
    expect(other.status).toBe(404);
    expect((await read('purchaseOrder', order.id, suite.orgB)).status).toBe(404);
    expect((await read('purchaseOrder', 99999999)).status).toBe(404);
    // One bad row of two: neither is saved.
    const mixed = await save([
      { moduleName: 'purchaseOrder', entityId: order.id, copies: 2 },
      { moduleName: 'purchaseOrder', entityId: 99999999, copies: 2 },
    ]);
    expect(mixed.status).toBe(404);
    expect((await read('purchaseOrder', order.id)).body.dataList?.[0]?.copies).toBe(5);
  });

  it('an unknown module or id in the path: 400; no token: 401', async () => {
    expect((await read('rocket', order.id)).status).toBe(400);
    expect((await read('purchaseOrder', 'x')).status).toBe(400);
    expect((await read('purchaseOrder', order.id, null as unknown as string)).status).toBe(401);
  });
});
