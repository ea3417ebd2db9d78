import { ACL_MODES, ACL_VIEW, DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { addRole, addStaff } from '../src/seed/base.ts';
import { tokenFor } from '../src/testing.ts';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 20's purchase bill over HTTP (decisions 1361, 1440–1443): filled from the order's accepted and
// unbilled lines, matched three ways on submit (over-billing refused, a rate off the order held for
// approval), the supplier's bill number entered once, the order's billed quantity given back on cancel.

const BILL = 'chemical/purchaseBill';
const BILL_MODULE = 63;
const { app, ids, call, ok, submit, issuesOf, read, config, openOrder, inwardOf } = useStockDocuments();
let accounts = '';
let accountsRole = 0;
let billNumber = 0;

beforeAll(async () => {
  const { database } = app().server;
  const [admin] = await queryRows<{ orgId: number }>(
    database.db,
    sql`SELECT org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  const roleId = await database.transaction(async (tx) => {
    const id = await addRole(tx, Number(admin?.orgId), { name: 'Accounts', description: 'Accounts' }, () => ({
      view: ACL_VIEW.ALLOWED,
      mode: ACL_MODES.WRITE,
    }));
    await addStaff(tx, {
      orgId: Number(admin?.orgId),
      username: 'accounts',
      firstname: 'Accounts',
      lastname: 'User',
      roleId: id,
      passwordHash: 'x',
    });
    return id;
  });
  accounts = await tokenFor(app().server, 'accounts');
  accountsRole = roleId;
});

/** An order of 100 kg granules and 50 kg tape, with `accepted` of each received by a submitted inward. */
async function received(accepted: readonly number[]): Promise<Doc> {
  const order = await openOrder();
  const inward = await inwardOf(order, accepted);
  expect((await submit(INWARD, inward)).body.data).toMatchObject({ status: S.COMPLETED });
  return read(PO, order.id);
}

const fill = async (order: Doc) =>
  (await call(`${BILL}/linesFromOrder`, { purchaseOrderId: order.id })).body as {
    dataList: Record<string, unknown>[];
  };

/** A bill draft against the order with these lines (each naming its order line), a new supplier number. */
const billOf = (order: Doc, lines: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  ok(`${BILL}/save`, {
    partyId: ids.supplier,
    supplierBillNumber: `SGP/${++billNumber}`,
    supplierBillDate: '2026-11-23',
    date: '2026-11-24',
    branchId: ids.branch,
    purchaseOrderId: order.id,
    lines,
    ...extra,
  });

const line = (order: Doc, index: number, quantity: number, rate?: number) => ({
  purchaseOrderLineId: order.lines[index]?.id,
  itemId: order.lines[index]?.itemId,
  quantity,
  rate: rate ?? order.lines[index]?.rate,
  gstRate: 18,
});
const billed = async (order: Doc) => (await read(PO, order.id)).lines.map((row) => row.billedQuantity);

describe('the purchase bill filled from its order and matched on submit', () => {
  it('fills what was accepted and not billed, at the order price; a match completes it and records the input tax', async () => {
    const order = await received([60, 50]);
    const { dataList } = await fill(order);
    expect(dataList).toEqual([
      expect.objectContaining({ purchaseOrderLineId: order.lines[0]?.id, quantity: 60, rate: 104.5 }),
      expect.objectContaining({ purchaseOrderLineId: order.lines[1]?.id, quantity: 50, rate: 200 }),
    ]);
    const draft = await billOf(order, dataList);
    const done = await submit(BILL, draft);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const bill = done.body.data as Doc;
    expect(bill).toMatchObject({
      status: S.COMPLETED,
      number: expect.stringMatching(/^BIL\//),
      matchReasons: null,
    });
    expect(Number(bill.cgstTotal) + Number(bill.sgstTotal) + Number(bill.igstTotal)).toBeGreaterThan(0);
    expect(bill).toMatchObject({ itcCgst: bill.cgstTotal, itcSgst: bill.sgstTotal, itcIgst: bill.igstTotal });
    expect(bill.lines.every((row) => Number(row.cgstAmount) + Number(row.igstAmount) > 0)).toBe(true);
    expect(await billed(order)).toEqual([60, 50]);
    expect((await fill(order)).dataList).toEqual([]);
  });

  it('refuses a quantity beyond what was accepted less earlier bills, naming the item and numbers; nothing is written', async () => {
    const order = await received([60, 50]);
    await submit(BILL, await billOf(order, [line(order, 0, 40)]));
    const over = await billOf(order, [line(order, 0, 21), line(order, 1, 50)]);
    const refused = await submit(BILL, over);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /: 21(\.000)? billed, but only 20(\.000)? accepted at inward is left to bill\.$/,
        ),
      }),
    ]);
    expect(await billed(order)).toEqual([40, 0]);
    expect((await read(BILL, over.id)).status).toBe(S.DRAFT);
  });

  it("refuses another supplier's order", async () => {
    const order = await received([10, 10]);
    const other = await billOf(order, [line(order, 0, 10)], { partyId: ids.other });
    const refused = await submit(BILL, other);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'purchaseOrderId',
        message: `Purchase order ${order.number} was placed with another supplier.`,
      }),
    ]);
  });
});

describe('a rate off the order beyond BILL_RATE_TOLERANCE_PERCENT waits for approval', () => {
  /** Accounts approves the held bill, which completes; the tolerance goes back to 0. */
  async function approvedByAccounts(id: number): Promise<void> {
    const approved = await call(
      'approvalEntityStatus/approveRequest',
      { moduleId: BILL_MODULE, entityId: id, remarks: 'Price revised by phone' },
      accounts,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: S.COMPLETED });
    await config('BILL_RATE_TOLERANCE_PERCENT', '0');
  }

  it('with no approval level set it waits, saying why and who may release it; a role that may cancel bills approves it', async () => {
    await config('BILL_RATE_TOLERANCE_PERCENT', '2');
    const order = await received([100, 50]);
    const within = await billOf(order, [line(order, 0, 50, 106.59)]);
    expect((await submit(BILL, within)).body.data).toMatchObject({ status: S.COMPLETED });
    const off = await billOf(order, [line(order, 0, 50, 110)]);
    const waiting = await submit(BILL, off);
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const reason = "billed at ₹110.00, the order's rate is ₹104.50 (tolerance 2%).";
    expect(waiting.body.data).toMatchObject({
      status: S.PENDING_APPROVAL,
      matchReasons: expect.stringContaining(reason),
      statusReason: expect.stringContaining(reason),
      notices: [
        { field: 'matchReasons', level: 'warning', message: expect.stringContaining(reason) },
        {
          field: 'status',
          level: 'warning',
          message:
            'It waits for approval: no approval level is set for the Purchase Bill, so anyone whose role may cancel or close it may approve or reject it.',
        },
      ],
    });
    expect(await billed(order)).toEqual([100, 0]);
    const mine = await call('approvalEntityStatus/approveRequest', {
      moduleId: BILL_MODULE,
      entityId: off.id,
    });
    expect(mine.status).toBe(403);
    await approvedByAccounts(off.id);
  });

  it('with a level set (of another amount) it waits at that level, naming its roles, approved by them', async () => {
    await config('BILL_RATE_TOLERANCE_PERCENT', '2');
    const level = await call('approvalConfiguration/save', {
      moduleName: 'purchaseBill',
      level: 1,
      minAmount: 10000000,
      roles: [{ roleId: accountsRole }],
      active: true,
    });
    expect(level.status).toBe(200);
    const order = await received([100, 50]);
    const off = await billOf(order, [line(order, 0, 50, 110)]);
    const held = await submit(BILL, off);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({
      status: S.PENDING_APPROVAL,
      matchReasons: expect.stringMatching(
        /billed at ₹110\.00, the order's rate is ₹104\.50 \(tolerance 2%\)\.$/,
      ),
      notices: [
        expect.objectContaining({ field: 'matchReasons' }),
        {
          field: 'status',
          level: 'warning',
          message: 'It waits for approval at level 1: Accounts may approve or reject it.',
        },
      ],
    });
    // What it bills counts while it waits: nothing more of the line may be billed.
    expect(await billed(order)).toEqual([50, 0]);
    await approvedByAccounts(off.id);
  });

  it('a rejected bill gives its billed quantity back', async () => {
    const order = await received([30, 10]);
    const held = await submit(BILL, await billOf(order, [line(order, 0, 30, 120)]));
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({ status: S.PENDING_APPROVAL });
    expect(await billed(order)).toEqual([30, 0]);
    const rejected = await call(
      'approvalEntityStatus/rejectRequest',
      { moduleId: BILL_MODULE, entityId: (held.body.data as Doc).id, remarks: 'Ask for a corrected bill' },
      accounts,
    );
    expect(rejected.body.data).toMatchObject({ status: S.DRAFT });
    expect(await billed(order)).toEqual([0, 0]);
  });
});

describe("the supplier's bill entered once; a cancel gives the order its billed quantity back", () => {
  it('refuses a second entry of the same bill naming the first; once the first is cancelled it may be entered', async () => {
    const order = await received([20, 20]);
    const first = (
      await submit(BILL, await billOf(order, [line(order, 0, 10)], { supplierBillNumber: 'SGP/77' }))
    ).body.data as Doc;
    const twice = await call(`${BILL}/save`, {
      partyId: ids.supplier,
      supplierBillNumber: ' sgp/77 ',
      supplierBillDate: '2026-11-23',
      date: '2026-11-24',
      branchId: ids.branch,
      purchaseOrderId: order.id,
      lines: [line(order, 0, 10)],
    });
    expect(twice.status).toBe(400);
    expect(issuesOf(twice)).toEqual([
      expect.objectContaining({
        field: 'supplierBillNumber',
        message: `The supplier's bill sgp/77 is entered already as ${first.number}.`,
      }),
    ]);
    const cancelled = await call(`${BILL}/cancel`, {
      id: first.id,
      version: first.version,
      reason: 'Entered twice',
    });
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await billed(order)).toEqual([0, 0]);
    const again = await billOf(order, [line(order, 0, 20)], { supplierBillNumber: 'SGP/77' });
    expect((await submit(BILL, again)).body.data).toMatchObject({ status: S.COMPLETED });
    expect(await billed(order)).toEqual([20, 0]);
  });

  it("is found in the list by the supplier's bill number, a draft and once numbered (decision 1492)", async () => {
    const order = await received([4, 4]);
    const draft = await billOf(order, [line(order, 0, 4)], { supplierBillNumber: 'KRB-2291/A' });
    const list = async (q: string) =>
      (
        await app().call<Doc>('GET', `${BILL}/getAllByPartner?q=${encodeURIComponent(q)}`, app().admin)
      ).body.dataList?.map((row) => row.id);
    expect(await list('krb-2291')).toEqual([draft.id]);
    const done = (await submit(BILL, draft)).body.data as Doc;
    expect(await list('KRB-2291/A')).toEqual([draft.id]);
    expect(await list(done.number)).toEqual([draft.id]);
  });

  it('records no input tax credit from an unregistered supplier', async () => {
    const order = await received([5, 5]);
    await app().server.database.db.execute(sql`UPDATE party SET gstin = NULL WHERE id = ${ids.supplier}`);
    try {
      const bill = (await submit(BILL, await billOf(order, [line(order, 0, 5)]))).body.data as Doc;
      expect(bill).toMatchObject({ status: S.COMPLETED, itcCgst: 0, itcSgst: 0, itcIgst: 0 });
    } finally {
      const gstin = '24AAKFS1234C1ZO';
      await app().server.database.db.execute(
        sql`UPDATE party SET gstin = ${gstin} WHERE id = ${ids.supplier}`,
      );
    }
  });
});
