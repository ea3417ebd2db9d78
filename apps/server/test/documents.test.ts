import { DOCUMENT_STATUS, RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 16's one document service over HTTP, on purchase and sales orders (decision 0807).

let suite: Suite;
type Line = Record<string, unknown> & { id: number; lineNo: number };
type Doc = Record<string, unknown> & { id: number; version: number; status: number; lines: Line[] };
interface Issue {
  field: string;
  message: string;
}

const PO = 'chemical/purchaseOrder';
const SO = 'chemical/salesOrder';
const ids = {
  local: 0,
  outside: 0,
  customer: 0,
  branch: 0,
  granules: 0,
  tape: 0,
  orgBParty: 0,
  orgBItem: 0,
  inactive: 0,
};

const idOf = async (path: string, key: string, value: string, token = suite.admin) =>
  (await findIn<{ id: number }>(suite, path, key, value, token)).id;

beforeAll(async () => {
  suite = await createSuite();
  ids.local = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  ids.outside = await idOf('party', 'companyName', 'Reliance Polymer Distributors Pvt Ltd');
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.orgBParty = await idOf('party', 'companyName', 'Org B Trading Company', suite.orgB);
  const [item] = await queryRows<{ id: number }>(
    suite.server.database.db,
    sql`INSERT INTO item (org_id, code, name) SELECT org_id, 'B-1', 'Org B Item' FROM party WHERE id = ${ids.orgBParty} RETURNING id`,
  );
  ids.orgBItem = item?.id ?? 0;
  const [inactive] = await queryRows<{ id: number }>(
    suite.server.database.db,
    sql`INSERT INTO item (org_id, code, name, hsn_code, purchase_gst_rate, active)
        SELECT org_id, 'OLD-1', 'Retired Item', '3902', 18, false FROM item WHERE id = ${ids.granules} RETURNING id`,
  );
  ids.inactive = inactive?.id ?? 0;
});
afterAll(() => suite.server.close());

/** A purchase order of 100 kg granules at 104.50 less 10% (18%) and 50 kg tape at 200 (12%). */
const order = (extra: Record<string, unknown> = {}) => ({
  partyId: ids.local,
  date: '2026-11-20',
  branchId: ids.branch,
  lines: [
    { itemId: ids.granules, quantity: 100, rate: 104.5, discountPercent: 10 },
    { itemId: ids.tape, quantity: 50, rate: 200 },
  ],
  ...extra,
});

const save = (body: unknown, path = PO, token = suite.admin) =>
  suite.call<Doc>('POST', `${path}/save`, token, body);
const read = (id: number, path = PO, token = suite.admin) => suite.call<Doc>('GET', `${path}/${id}`, token);
const act = (action: string, body: unknown) => suite.call<Doc>('POST', `${PO}/${action}`, suite.admin, body);
const created = async (extra: Record<string, unknown> = {}): Promise<Doc> => {
  const reply = await save(order(extra));
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
};
const issues = (reply: { body: { data?: unknown } }) => (reply.body.data as { issues: Issue[] }).issues;
const countOrders = async () =>
  (
    await queryRows<{ n: number }>(
      suite.server.database.db,
      sql`SELECT count(*)::int AS n FROM purchase_order`,
    )
  )[0]?.n;

describe('drafts: save, read, update, list, delete', () => {
  it('saves a draft with its lines and the totals the server computes (same state: CGST and SGST)', async () => {
    const reply = await save(order({ grandTotal: 1, number: 'PO/X/1', status: 10, taxableTotal: 5 }));
    expect(reply.status).toBe(200);
    const doc = reply.body.data as Doc;
    // 100 × 104.50 less 10% = 9405.00 at 18%; 50 × 200 = 10000.00 at 12%.
    expect(doc).toMatchObject({
      status: DOCUMENT_STATUS.DRAFT,
      number: null,
      version: 1,
      party: { id: ids.local, companyName: 'Shree Ganesh Polymers' },
      placeOfSupply: '24',
      taxableTotal: 19405,
      cgstTotal: 1446.45,
      sgstTotal: 1446.45,
      igstTotal: 0,
      roundOff: 0.1,
      grandTotal: 22298,
      amountInWords: expect.stringMatching(/Twenty[- ]Two Thousand Two Hundred (and )?Ninety[- ]Eight/i),
    });
    expect(doc.lines).toHaveLength(2);
    expect(doc.lines[0]).toMatchObject({
      lineNo: 1,
      itemId: ids.granules,
      item: { id: ids.granules },
      hsnCode: '39021000',
      gstRate: 18,
      taxableValue: 9405,
      cgstAmount: 846.45,
      sgstAmount: 846.45,
      lineTotal: 11097.9,
    });
    expect(doc.lines[0]?.id).toBeGreaterThan(0);
    expect((await read(doc.id)).body.data).toEqual(doc);
  });

  it('charges IGST for a supplier in another state', async () => {
    const doc = await created({ partyId: ids.outside });
    expect(doc).toMatchObject({ placeOfSupply: '24', cgstTotal: 0, sgstTotal: 0, igstTotal: 2892.9 });
    expect(doc.grandTotal).toBe(22298);
  });

  it('serves sales orders with the same calls: IGST for a customer in another state', async () => {
    const reply = await save(order({ partyId: ids.customer }), SO);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ placeOfSupply: '08', igstTotal: 2892.9, cgstTotal: 0 });
    const local = await save(
      order({ partyId: await idOf('party', 'companyName', 'Sai Packaging Solutions') }),
      SO,
    );
    expect(local.body.data).toMatchObject({ placeOfSupply: '24', cgstTotal: 1446.45, igstTotal: 0 });
    expect((await save(order(), SO)).status).toBe(400);
  });

  it('updates a draft (save with id and version, or update), keeping line ids and recomputing', async () => {
    const doc = await created();
    const [first, second] = doc.lines;
    const edited = await save({
      id: doc.id,
      version: doc.version,
      lines: [{ ...first, quantity: 200 }, second],
    });
    expect(edited.status).toBe(200);
    const after = edited.body.data as Doc;
    expect(after.version).toBe(2);
    expect(after.lines.map((line) => line.id)).toEqual([first?.id, second?.id]);
    expect(after.taxableTotal).toBe(28810);
    const again = await suite.call<Doc>('POST', `${PO}/update`, suite.admin, {
      id: doc.id,
      version: after.version,
      remarks: 'Urgent',
    });
    expect(again.body.data).toMatchObject({ remarks: 'Urgent', version: 3, taxableTotal: 28810 });
    const stale = await save({ id: doc.id, version: 1, remarks: 'Late' });
    expect(stale.status).toBe(409);
    expect(stale.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
  });

  it('lists by page with the count, searched by number and party, filtered by status and dates', async () => {
    const outside = await created({ partyId: ids.outside, date: '2026-10-01' });
    const list = (query: string) => suite.call<Doc>('GET', `${PO}/getAllByPartner?${query}`, suite.admin);
    const page = await list('page=1&size=2');
    expect(page.body.dataList).toHaveLength(2);
    expect(page.body.totalCount).toBeGreaterThan(2);
    const byParty = await list('q=reliance&status=0&from=2026-10-01&to=2026-10-01');
    expect(byParty.body.dataList?.map((row) => row.id)).toEqual([outside.id]);
    expect(byParty.body.totalCount).toBe(1);
    expect((await list('status=7')).body.totalCount).toBe(0);
    expect((await list('from=tomorrow')).status).toBe(400);
    const open = await suite.call<Doc>('GET', `${PO}/getPOList`, suite.admin);
    expect(open.body.dataList?.some((row) => row.status === DOCUMENT_STATUS.DRAFT)).toBe(false);
  });

  it('deletes a draft never numbered', async () => {
    const doc = await created();
    const gone = await act('delete', { id: doc.id });
    expect(gone.status).toBe(200);
    expect((await read(doc.id)).status).toBe(404);
  });

  it("is another organisation's business: not found", async () => {
    const doc = await created();
    expect((await read(doc.id, PO, suite.orgB)).status).toBe(404);
    const update = await save({ id: doc.id, version: doc.version, remarks: 'x' }, PO, suite.orgB);
    expect(update.status).toBe(404);
  });
});

describe("access: read and write by the document's ACL name", () => {
  it('refuses a caller without a session, and a role without the module', async () => {
    expect((await suite.call('GET', `${PO}/getAllByPartner`, null)).status).toBe(401);
    expect((await suite.call('GET', `${PO}/getAllByPartner`, suite.storekeeper)).status).toBe(403);
    expect((await save(order(), PO, suite.storekeeper)).status).toBe(403);
  });
});

describe('bad input: a 400 naming the field or line, nothing written', () => {
  it.each([
    ['no lines', { lines: [] }, 'lines'],
    ['a quantity of zero', { lines: [{ itemId: 0, quantity: 0, rate: 1 }] }, 'lines.0.quantity'],
    ['a negative rate', { lines: [{ itemId: 0, quantity: 1, rate: -1 }] }, 'lines.0.rate'],
    [
      'a discount over 100',
      { lines: [{ itemId: 0, quantity: 1, rate: 1, discountPercent: 101 }] },
      'lines.0.discountPercent',
    ],
    ['a customer as supplier', { partyId: -1 }, 'partyId'],
    ["another organisation's party", { partyId: -2 }, 'partyId'],
    [
      "another organisation's item",
      { lines: [{ itemId: -3, quantity: 1, rate: 1, uomId: 1, gstRate: 5 }] },
      'lines.0.itemId',
    ],
    ['a place of supply that is no state', { placeOfSupply: '98' }, 'placeOfSupply'],
    ['an inactive item', { lines: [{ itemId: -4, quantity: 1, rate: 1, uomId: 1 }] }, 'lines.0.itemId'],
  ])('%s', async (_name, extra, field) => {
    const swap = (value: unknown) =>
      value === 0
        ? ids.granules
        : value === -1
          ? ids.customer
          : value === -2
            ? ids.orgBParty
            : value === -3
              ? ids.orgBItem
              : value;
    const body = order(extra);
    const fixed = {
      ...body,
      partyId: swap(body.partyId),
      lines: body.lines.map((line) => ({ ...line, itemId: swap(line.itemId) })),
    };
    const before = await countOrders();
    const reply = await save(fixed);
    expect(reply.status).toBe(400);
    expect(issues(reply).map((issue) => issue.field)).toContain(field);
    expect(await countOrders()).toBe(before);
  });

  it("refuses another organisation's line id", async () => {
    const doc = await created();
    const foreign = await queryRows<{ id: number }>(
      suite.server.database.db,
      sql`SELECT max(id)::int + 1000 AS id FROM purchase_order_lines`,
    );
    const reply = await save({
      id: doc.id,
      version: doc.version,
      lines: [{ ...doc.lines[0], id: foreign[0]?.id }],
    });
    expect(reply.status).toBe(400);
    expect(issues(reply)[0]?.field).toBe('lines.0.id');
  });
});

describe('submit, close and cancel', () => {
  it('numbers the order on submit and opens it; then it cannot be edited nor deleted', async () => {
    const doc = await created();
    const submitted = await act('submit', { id: doc.id, version: doc.version, number: 'MINE' });
    expect(submitted.status).toBe(200);
    const open = submitted.body.data as Doc;
    expect(open).toMatchObject({ status: DOCUMENT_STATUS.OPEN, version: doc.version + 1 });
    expect(open.number).toMatch(/^PO\/2026-27\/\d{5}$/);
    const found = await suite.call<Doc>(
      'GET',
      `${PO}/getInProgressAndOpenPOList?q=${open.number}`,
      suite.admin,
    );
    expect(found.body.dataList?.map((row) => row.id)).toEqual([doc.id]);
    // Spec §7: getPOByStatus/10, the open ones; a status the document does not use is refused.
    const byStatus = await suite.call<Doc>('GET', `${PO}/getPOByStatus/10?q=${open.number}`, suite.admin);
    expect(byStatus.body.dataList?.map((row) => row.id)).toEqual([doc.id]);
    const closedOnes = await suite.call<Doc>('GET', `${PO}/getPOByStatus/30?q=${open.number}`, suite.admin);
    expect(closedOnes.body.dataList).toEqual([]);
    const unused = await suite.call('GET', `${PO}/getPOByStatus/7`, suite.admin);
    expect(unused.status).toBe(400);
    expect(unused.body.responseMessage).toMatch(/Status must be one of/);
    expect((await suite.call('GET', `${PO}/getPOByStatus/x`, suite.admin)).status).toBe(400);
    const edit = await save({ id: doc.id, version: open.version, remarks: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.responseMessage).toBe(
      'A submitted purchase order cannot be changed; cancel it or close it',
    );
    expect((await act('delete', { id: doc.id })).status).toBe(409);
    const again = await act('submit', { id: doc.id, version: open.version });
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toMatch(/submitted already/);
  });

  it('refuses a stale version', async () => {
    const doc = await created();
    const reply = await act('submit', { id: doc.id, version: doc.version + 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.STALE_VERSION);
    expect((await read(doc.id)).body.data?.number).toBeNull();
  });

  it('gives 20 parallel submits 20 distinct consecutive numbers', async () => {
    const docs = await Promise.all(Array.from({ length: 20 }, () => created({ date: '2025-06-01' })));
    const replies = await Promise.all(docs.map((doc) => act('submit', { id: doc.id, version: doc.version })));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const numbers = replies.map((reply) => String(reply.body.data?.number)).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `PO/2025-26/${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('needs a reason to close or cancel, and refuses wrong moves in words', async () => {
    const draft = await created();
    const cancelDraft = await act('cancel', {
      id: draft.id,
      version: draft.version,
      reason: 'No longer needed',
    });
    expect(cancelDraft.status).toBe(409);
    expect(cancelDraft.body.responseMessage).toMatch(/delete it instead/);
    const closeDraft = await act('close', { id: draft.id, version: draft.version, reason: 'Done' });
    expect(closeDraft.status).toBe(409);

    const open = (await act('submit', { id: draft.id, version: draft.version })).body.data as Doc;
    const noReason = await act('close', { id: open.id, version: open.version, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(issues(noReason)[0]?.field).toBe('reason');
    const closed = await act('close', {
      id: open.id,
      version: open.version,
      reason: 'Supplier stopped the grade',
    });
    expect(closed.body.data).toMatchObject({
      status: DOCUMENT_STATUS.CLOSED,
      statusReason: 'Supplier stopped the grade',
    });

    const other = await created();
    const numbered = (await act('submit', { id: other.id, version: other.version })).body.data as Doc;
    expect((await act('cancel', { id: other.id, version: numbered.version })).status).toBe(400);
    const cancelled = await act('cancel', {
      id: other.id,
      version: numbered.version,
      reason: 'Ordered twice',
    });
    expect(cancelled.body.data).toMatchObject({ status: DOCUMENT_STATUS.CANCELLED, number: numbered.number });
  });

  it('refuses a submit dated on or before the books lock (system config BOOKS_LOCKED_UPTO)', async () => {
    const db = suite.server.database.db;
    const doc = await created({ date: '2026-04-01' });
    // Seeded empty where the database knows the key: set, then emptied again.
    const lock = (value: string) =>
      db.execute(
        sql`INSERT INTO sys_config (org_id, key_name, value)
            SELECT org_id, 'BOOKS_LOCKED_UPTO', ${value} FROM purchase_order WHERE id = ${doc.id}
            ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
      );
    await lock('2026-04-30');
    const reply = await act('submit', { id: doc.id, version: doc.version });
    await lock('');
    expect(reply.status).toBe(400);
    expect(issues(reply)[0]).toMatchObject({
      field: 'date',
      message: expect.stringMatching(/locked up to 30/),
    });
    expect((await read(doc.id)).body.data).toMatchObject({ status: DOCUMENT_STATUS.DRAFT, number: null });
  });
});

describe('the audit trail of a document', () => {
  it('lists create, the field changes of an edit, and the submit', async () => {
    const doc = await created();
    const lines = [{ ...doc.lines[0], quantity: 150 }, doc.lines[1]];
    const body = { id: doc.id, version: doc.version, freight: 500, remarks: 'By road', lines };
    const edited = (await save(body)).body.data as Doc;
    await act('submit', { id: doc.id, version: edited.version });
    const trail = await suite.call<{
      action: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }>('GET', `audit/purchaseOrder/${doc.id}`, suite.admin);
    expect(trail.status).toBe(200);
    expect(trail.body.dataList?.map((entry) => entry.action)).toEqual(['submit', 'update', 'create']);
    const update = trail.body.dataList?.[1];
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'remarks', before: null, after: 'By road' }),
        expect.objectContaining({ field: 'freight', label: 'Freight', before: null, after: 500 }),
        expect.objectContaining({ field: 'lines', label: 'Lines' }),
      ]),
    );
    const linesChange = update?.changes.find((change) => change.field === 'lines');
    expect((linesChange?.before as { quantity: number }[])[0]?.quantity).toBe(100);
    expect((linesChange?.after as { quantity: number }[])[0]?.quantity).toBe(150);
    expect(trail.body.dataList?.[0]?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'status', before: 0, after: 10 })]),
    );
    expect((await suite.call('GET', `audit/purchaseOrder/${doc.id}`, suite.orgB)).status).toBe(404);
  });
});
