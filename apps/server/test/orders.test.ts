import { DOCUMENT_STATUS } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 16's order calls over HTTP (decision 0850): the last price from a party, the sales orders still to
// produce or dispatch, and a party's order ledger.

let suite: Suite;
type Line = Record<string, unknown> & { id: number; rate: number; quantity: number };
type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string;
  lines: Line[];
};

const PO = 'chemical/purchaseOrder';
const SO = 'chemical/salesOrder';
const LAST_SALE = `${SO}/getItemLastPriceByCustomerAndItem`;
const LAST_PURCHASE = `${PO}/getItemLastPriceBySupplierAndItem`;
const ids = {
  customer: 0,
  other: 0,
  stranger: 0,
  both: 0,
  supplier: 0,
  branch: 0,
  granules: 0,
  tape: 0,
  orgBParty: 0,
};

const idOf = async (path: string, key: string, value: string, token = suite.admin) =>
  (await findIn<{ id: number }>(suite, path, key, value, token)).id;

beforeAll(async () => {
  suite = await createSuite();
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.other = await idOf('party', 'companyName', 'Krishak Bharati Fertilisers Co-op');
  ids.stranger = await idOf('party', 'companyName', 'Bharat Chemicals Traders');
  // A supplier that is a customer too.
  ids.both = await idOf('party', 'companyName', 'Sai Packaging Solutions');
  ids.supplier = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.orgBParty = await idOf('party', 'companyName', 'Org B Trading Company', suite.orgB);
});
afterAll(() => suite.server.close());

const order = (partyId: number, date: string, lines: Record<string, unknown>[]) => ({
  partyId,
  date,
  branchId: ids.branch,
  lines,
});

async function draft(path: string, body: unknown): Promise<Doc> {
  const reply = await suite.call<Doc>('POST', `${path}/save`, suite.admin, body);
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
}

async function submitted(path: string, body: unknown): Promise<Doc> {
  const doc = await draft(path, body);
  const reply = await suite.call<Doc>('POST', `${path}/submit`, suite.admin, {
    id: doc.id,
    version: doc.version,
  });
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
}

const lastPrice = (path: string, body: unknown, token = suite.admin) =>
  suite.call<{ rate: number; date: string; number: string } | null>('POST', path, token, body);

const listed = async (path: string) => {
  const reply = await suite.call<Doc>('GET', path, suite.admin);
  expect(reply.status).toBe(200);
  return (reply.body.dataList ?? []).map((row) => row.id);
};

const db = () => suite.server.database.db;

describe('the last price of an item from a party', () => {
  it("answers the customer's latest submitted order line, not a draft nor a cancelled order", async () => {
    const ask = { customerId: ids.customer, itemId: ids.granules };
    expect((await lastPrice(LAST_SALE, ask)).body.data).toBeNull();
    await draft(SO, order(ids.customer, '2026-11-25', [{ itemId: ids.granules, quantity: 5, rate: 999 }]));
    expect((await lastPrice(LAST_SALE, ask)).body.data).toBeNull();

    const first = await submitted(
      SO,
      order(ids.customer, '2026-11-10', [{ itemId: ids.granules, quantity: 10, rate: 120 }]),
    );
    const latest = await submitted(
      SO,
      order(ids.customer, '2026-11-12', [
        { itemId: ids.tape, quantity: 1, rate: 300 },
        { itemId: ids.granules, quantity: 10, rate: 125.5 },
      ]),
    );
    // Submitted after, but dated before: the order's date decides.
    await submitted(SO, order(ids.customer, '2026-11-01', [{ itemId: ids.granules, quantity: 1, rate: 99 }]));
    const reply = await lastPrice(LAST_SALE, ask);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ rate: 125.5, date: '2026-11-12', number: latest.number });
    expect(first.number).not.toBe(latest.number);

    const cancelled = await submitted(
      SO,
      order(ids.customer, '2026-11-20', [{ itemId: ids.granules, quantity: 1, rate: 500 }]),
    );
    const cancel = await suite.call('POST', `${SO}/cancel`, suite.admin, {
      id: cancelled.id,
      version: cancelled.version,
      reason: 'Customer withdrew',
    });
    expect(cancel.status).toBe(200);
    expect((await lastPrice(LAST_SALE, ask)).body.data).toMatchObject({ rate: 125.5 });
    // Another customer has no price of its own.
    expect(
      (await lastPrice(LAST_SALE, { customerId: ids.other, itemId: ids.granules })).body.data,
    ).toBeNull();
  });

  it('reads nothing of another organisation: its customer, or ours asked by its user, is null', async () => {
    const ours = { customerId: ids.customer, itemId: ids.granules };
    expect((await lastPrice(LAST_SALE, { ...ours, customerId: ids.orgBParty })).body.data).toBeNull();
    const foreign = await lastPrice(LAST_SALE, ours, suite.orgB);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toBeNull();
  });

  it('refuses a body without a customer or item id, naming the field', async () => {
    const reply = await suite.call<{ issues: { field: string; message: string }[] }>(
      'POST',
      LAST_SALE,
      suite.admin,
      { customerId: 'x' },
    );
    expect(reply.status).toBe(400);
    const fields = (reply.body.data?.issues ?? []).map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['customerId', 'itemId']));
    expect((await suite.call('POST', LAST_SALE, null, { customerId: 1, itemId: 1 })).status).toBe(401);
  });

  it("prefills a line's rate: the party's last rate, else the item's price; a rate given stays", async () => {
    const again = await draft(
      SO,
      order(ids.customer, '2026-11-26', [
        { itemId: ids.granules, quantity: 2 },
        { itemId: ids.granules, quantity: 2, rate: 130 },
      ]),
    );
    expect(again.lines.map((line) => line.rate)).toEqual([125.5, 130]);
    const stranger = await draft(
      SO,
      order(ids.stranger, '2026-11-26', [{ itemId: ids.granules, quantity: 2 }]),
    );
    expect(stranger.lines[0]?.rate).toBe(112);
  });

  it("serves the purchase order's equivalent by supplier, and its rate default", async () => {
    const ask = { supplierId: ids.supplier, itemId: ids.tape };
    expect((await lastPrice(LAST_PURCHASE, ask)).body.data).toBeNull();
    const po = await submitted(
      PO,
      order(ids.supplier, '2026-11-15', [{ itemId: ids.tape, quantity: 3, rate: 210 }]),
    );
    expect((await lastPrice(LAST_PURCHASE, ask)).body.data).toEqual({
      rate: 210,
      date: '2026-11-15',
      number: po.number,
    });
    expect(po.number).toMatch(/^PO\//);
    const next = await draft(PO, order(ids.supplier, '2026-11-16', [{ itemId: ids.tape, quantity: 1 }]));
    expect(next.lines[0]?.rate).toBe(210);
    // A sales order's prices are not a purchase price.
    expect(
      (await lastPrice(LAST_PURCHASE, { supplierId: ids.customer, itemId: ids.granules })).body.data,
    ).toBeNull();
    expect((await lastPrice(LAST_PURCHASE, { customerId: ids.supplier, itemId: ids.tape })).status).toBe(400);
  });
});

describe('sales orders still to produce or dispatch', () => {
  it('lists open orders with a line short of its produced or dispatched quantity', async () => {
    const pending = await submitted(
      SO,
      order(ids.other, '2026-11-18', [
        { itemId: ids.granules, quantity: 10, rate: 110 },
        { itemId: ids.tape, quantity: 4, rate: 300 },
      ]),
    );
    const unsubmitted = await draft(SO, order(ids.other, '2026-11-18', [{ itemId: ids.tape, quantity: 1 }]));
    for (const path of ['getByProduction', 'getByDispatch']) {
      const rows = await listed(`${SO}/${path}?size=100`);
      expect(rows).toContain(pending.id);
      expect(rows).not.toContain(unsubmitted.id);
    }
    // Production made everything; dispatch sent part of one line.
    await db().execute(
      sql`UPDATE sales_order_lines SET produced_quantity = quantity WHERE sales_order_id = ${pending.id}`,
    );
    await db().execute(
      sql`UPDATE sales_order_lines SET dispatched_quantity = quantity WHERE sales_order_id = ${pending.id} AND line_no = 1`,
    );
    expect(await listed(`${SO}/getByProduction?size=100`)).not.toContain(pending.id);
    expect(await listed(`${SO}/getByDispatch?size=100`)).toContain(pending.id);
    await db().execute(
      sql`UPDATE sales_order_lines SET dispatched_quantity = quantity WHERE sales_order_id = ${pending.id}`,
    );
    expect(await listed(`${SO}/getByDispatch?size=100`)).not.toContain(pending.id);
  });

  it("pages with totalCount and searches like the other lists; another organisation's see none of ours", async () => {
    const page = await suite.call<Doc>('GET', `${SO}/getByDispatch?page=1&size=1`, suite.admin);
    expect(page.status).toBe(200);
    expect(page.body.dataList).toHaveLength(1);
    expect(page.body.totalCount).toBeGreaterThan(1);
    const none = await suite.call<Doc>('GET', `${SO}/getByDispatch?q=Ambuja`, suite.orgB);
    expect(none.body.dataList).toEqual([]);
    expect((await suite.call('GET', `${SO}/getByProduction?from=yesterday`, suite.admin)).status).toBe(400);
  });
});

interface LedgerLine {
  document: string;
  documentId: number;
  number: string;
  status: number;
  item: { id: number; name: string } | null;
  quantity: number;
  doneQuantity: number;
  pendingQuantity: number;
}

describe("a party's order ledger", () => {
  it('lists the lines of its submitted orders with ordered, done and pending quantities', async () => {
    await submitted(PO, order(ids.both, '2026-11-15', [{ itemId: ids.tape, quantity: 3, rate: 205 }]));
    const so = await submitted(
      SO,
      order(ids.both, '2026-11-21', [{ itemId: ids.granules, quantity: 8, rate: 115 }]),
    );
    await db().execute(
      sql`UPDATE sales_order_lines SET dispatched_quantity = 3 WHERE sales_order_id = ${so.id}`,
    );
    await draft(PO, order(ids.both, '2026-11-22', [{ itemId: ids.tape, quantity: 1, rate: 1 }]));
    const reply = await suite.call<LedgerLine>('GET', `party/orderLedger/${ids.both}?size=50`, suite.admin);
    expect(reply.status).toBe(200);
    const rows = reply.body.dataList ?? [];
    expect(reply.body.totalCount).toBe(rows.length);
    // Its purchase order (as supplier) and sales order (as customer); not the draft.
    expect(rows.map((row) => row.document).sort()).toEqual(['purchaseOrder', 'salesOrder']);
    expect(rows[0]).toMatchObject({
      document: 'salesOrder',
      documentId: so.id,
      number: so.number,
      status: DOCUMENT_STATUS.OPEN,
      item: { id: ids.granules, name: 'PP Granules Raffia Grade H030SG' },
      uom: { name: 'KG', decimals: 3 },
      quantity: 8,
      doneQuantity: 3,
      pendingQuantity: 5,
    });
    expect(rows[1]).toMatchObject({
      document: 'purchaseOrder',
      quantity: 3,
      doneQuantity: 0,
      pendingQuantity: 3,
    });
  });

  it('expects nothing more of a closed order, and leaves cancelled ones out', async () => {
    const so = await submitted(
      SO,
      order(ids.both, '2026-11-23', [{ itemId: ids.tape, quantity: 6, rate: 300 }]),
    );
    const closed = await suite.call<Doc>('POST', `${SO}/close`, suite.admin, {
      id: so.id,
      version: so.version,
      reason: 'Short closed',
    });
    expect(closed.status).toBe(200);
    const rows = (await suite.call<LedgerLine>('GET', `party/orderLedger/${ids.both}?size=50`, suite.admin))
      .body.dataList;
    expect(rows?.find((row) => row.documentId === so.id)).toMatchObject({
      status: DOCUMENT_STATUS.CLOSED,
      quantity: 6,
      pendingQuantity: 0,
    });
    const customer = (
      await suite.call<LedgerLine>('GET', `party/orderLedger/${ids.customer}?size=50`, suite.admin)
    ).body.dataList;
    expect(customer?.some((row) => row.status === DOCUMENT_STATUS.CANCELLED)).toBe(false);
  });

  it('pages the ledger, newest first', async () => {
    const all = await suite.call<LedgerLine>('GET', `party/orderLedger/${ids.customer}?size=50`, suite.admin);
    const second = await suite.call<LedgerLine>(
      'GET',
      `party/orderLedger/${ids.customer}?page=2&size=2`,
      suite.admin,
    );
    expect(second.body.totalCount).toBe(all.body.dataList?.length);
    expect(second.body.dataList).toEqual(all.body.dataList?.slice(2, 4));
  });

  it("answers not found for another organisation's party, and 400 for an id that is none", async () => {
    expect((await suite.call('GET', `party/orderLedger/${ids.orgBParty}`, suite.admin)).status).toBe(404);
    expect((await suite.call('GET', `party/orderLedger/${ids.customer}`, suite.orgB)).status).toBe(404);
    expect((await suite.call('GET', 'party/orderLedger/abc', suite.admin)).status).toBe(400);
    expect((await suite.call('GET', `party/orderLedger/${ids.customer}?size=0`, suite.admin)).status).toBe(
      400,
    );
  });
});

describe('a role that sees only its own documents (decision 0830)', () => {
  it("reads no last price nor ledger line of another user's orders; its own count", async () => {
    const role = await suite.call<{ id: number }>('POST', 'role/save', suite.admin, {
      name: 'Order Clerk',
      allRecords: false,
    });
    expect(role.status).toBe(200);
    const roleId = role.body.data?.id ?? 0;
    const grants = ['party', SO, PO, 'erp/branch', 'chemical/item'].map((moduleAPI) => ({
      roleId,
      moduleAPI,
      view: 1,
      mode: 1,
    }));
    expect((await suite.call('POST', 'acl/saveOrUpdateAll', suite.admin, grants)).status).toBe(200);
    const staff = await suite.call('POST', 'staff/save', suite.admin, {
      firstname: 'Meena',
      username: 'order.clerk',
      password: 'Clerk-Pass-1',
      roleId,
    });
    expect(staff.status).toBe(200);
    const clerk = await tokenFor(suite.server, 'order.clerk');

    const ask = { customerId: ids.customer, itemId: ids.granules };
    expect((await lastPrice(LAST_SALE, ask)).body.data).not.toBeNull();
    expect((await lastPrice(LAST_SALE, ask, clerk)).body.data).toBeNull();
    const ledger = `party/orderLedger/${ids.customer}?size=50`;
    expect((await suite.call('GET', ledger, clerk)).body).toMatchObject({ dataList: [], totalCount: 0 });

    const own = await suite.call<Doc>(
      'POST',
      `${SO}/save`,
      clerk,
      order(ids.customer, '2026-11-27', [{ itemId: ids.granules, quantity: 2, rate: 140 }]),
    );
    expect(own.status).toBe(200);
    const doc = own.body.data as Doc;
    expect(
      (await suite.call('POST', `${SO}/submit`, clerk, { id: doc.id, version: doc.version })).status,
    ).toBe(200);
    expect((await lastPrice(LAST_SALE, ask, clerk)).body.data).toMatchObject({ rate: 140 });
    const rows = (await suite.call<LedgerLine>('GET', ledger, clerk)).body.dataList ?? [];
    expect(rows.map((row) => row.documentId)).toEqual([doc.id]);
  });
});
