import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 17's reorder list and its one step (decision 0970) over HTTP: what is short (available plus on
// order under the reorder level), the supplier and rate to order at, and one draft order per supplier.

const { app, ids, call, ok, submit, issuesOf, openOrder, inwardOf } = useStockDocuments();

interface Row {
  itemId: number;
  item: { id: number; code: string; name: string };
  uom: { id: number; name: string; decimals: number | null } | null;
  reorderLevel: number;
  available: number;
  onOrder: number;
  suggested: number;
  supplier: { id: number; name: string } | null;
  rate: number;
}
interface Draft {
  id: number;
  supplierId: number;
  supplierName: string;
  lines: Record<string, unknown>[];
}

const LIST = 'chemical/itemStock/reorderList';
const MAKE = 'chemical/itemStock/reorder/purchaseOrders';
const more = { masterbatch: 0, bags: 0, customer: 0 };

const list = async (body: Record<string, unknown> = {}) => {
  const reply = await app().call<Row>('POST', LIST, app().admin, { size: 50, ...body });
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return { rows: reply.body.dataList ?? [], total: reply.body.totalCount ?? 0 };
};
const rowOf = async (itemId: number) => (await list()).rows.find((row) => row.itemId === itemId);
const db = () => app().server.database.db;
const single = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db(), query))[0] as T;

beforeAll(async () => {
  const id = (code: string) => single<{ id: number }>(sql`SELECT id FROM item WHERE code = ${code}`);
  more.masterbatch = (await id('RM-MB-001')).id;
  more.bags = (await id('FG-SK-BOPP26')).id;
  more.customer = (
    await single<{ id: number }>(sql`SELECT id FROM party WHERE company_name = 'Ambuja Cement Works Ltd'`)
  ).id;
});

describe('the reorder list: available plus on order under the reorder level', () => {
  it('counts available stock (not held) and what open and in-progress orders still expect', async () => {
    const caller = await single<Caller>(
      sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
    );
    const stock = (quantity: number, held: boolean) => ({
      identity: { material: { itemId: ids.granules }, lotNumber: held ? 'HELD-1' : 'OK-1' },
      stockAreaId: ids.store,
      quantity,
      held,
      movement: 'INWARD' as const,
      document: { type: 'test', id: null, number: 'T-1' },
    });
    await app().server.database.transaction((tx) =>
      postMovements(tx, caller, [stock(1200, false), stock(700, true)]),
    );
    const order = await openOrder();
    await submit(INWARD, await inwardOf(order, [40]));
    // A draft orders nothing yet.
    await ok(`${PO}/save`, {
      partyId: ids.other,
      date: '2026-11-22',
      branchId: ids.branch,
      lines: [{ itemId: ids.granules, quantity: 999, rate: 100 }],
    });
    expect(await rowOf(ids.granules)).toEqual({
      itemId: ids.granules,
      item: { id: ids.granules, code: 'RM-PP-001', name: 'PP Granules Raffia Grade H030SG' },
      uom: expect.objectContaining({ name: 'KG', decimals: 3 }),
      reorderLevel: 5000,
      available: 1240,
      onOrder: 60,
      suggested: 3700,
      supplier: { id: ids.supplier, name: 'Shree Ganesh Polymers' },
      rate: 104.5,
    });
    expect(await rowOf(ids.tape)).toMatchObject({ available: 0, onOrder: 50, suggested: 950, rate: 200 });
  });

  it('leaves out closed and cancelled orders', async () => {
    const cancelled = await openOrder();
    const closed = await openOrder();
    expect((await rowOf(ids.granules))?.onOrder).toBe(260);
    for (const [action, order] of [
      ['cancel', cancelled],
      ['close', closed],
    ] as const) {
      const reply = await call(`${PO}/${action}`, {
        id: order.id,
        version: order.version,
        reason: 'Not needed',
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    expect(await rowOf(ids.granules)).toMatchObject({ onOrder: 60, suggested: 3700 });
  });

  it('lists no item at or above its level', async () => {
    await db().execute(sql`UPDATE item SET reorder_level = 1300 WHERE id = ${ids.granules}`);
    expect(await rowOf(ids.granules)).toBeUndefined();
    await db().execute(sql`UPDATE item SET reorder_level = 1300.5 WHERE id = ${ids.granules}`);
    expect(await rowOf(ids.granules)).toMatchObject({ suggested: 0.5 });
    await db().execute(sql`UPDATE item SET reorder_level = 5000 WHERE id = ${ids.granules}`);
  });

  it("takes an item never ordered at its purchase price, from its vendor code's supplier or none", async () => {
    expect(await rowOf(more.bags)).toMatchObject({ supplier: null, rate: 11.5, suggested: 10000 });
    const order = await ok(`${PO}/save`, {
      partyId: ids.other,
      date: '2026-11-21',
      branchId: ids.branch,
      lines: [{ itemId: more.masterbatch, quantity: 10, rate: 47 }],
    });
    const opened = (await submit(PO, order)).body.data as Doc;
    const received = await ok(`${INWARD}/save`, {
      partyId: ids.other,
      date: '2026-11-23',
      branchId: ids.branch,
      purchaseOrderId: opened.id,
      lines: [
        {
          purchaseOrderLineId: opened.lines[0]?.id,
          itemId: more.masterbatch,
          vendorCode: 'RPD-MB-1',
          quantity: 10,
          acceptedQuantity: 10,
          stockAreaId: ids.store,
        },
      ],
    });
    expect((await submit(INWARD, received)).body.data).toMatchObject({ status: S.COMPLETED });
    // The engine cannot cancel a received order; the old system's data can hold one, and then only the
    // vendor code names the supplier.
    await db().execute(sql`UPDATE purchase_order SET status = ${S.CANCELLED} WHERE id = ${opened.id}`);
    expect(await rowOf(more.masterbatch)).toMatchObject({
      supplier: { id: ids.other, name: 'Reliance Polymer Distributors Pvt Ltd' },
      rate: 44,
      available: 10,
      suggested: 1990,
    });
  });

  it('pages, sorts and searches on the server', async () => {
    const all = await list({ sort: 'itemCode' });
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.map((row) => row.item.code)).toEqual(all.rows.map((row) => row.item.code).sort());
    const second = await list({ page: 2, size: 2, sort: 'itemCode' });
    expect(second).toEqual({ rows: all.rows.slice(2, 4), total: all.total });
    const biggest = await list({ sort: '-suggested', size: 1 });
    expect(biggest.rows[0]?.suggested).toBe(Math.max(...all.rows.map((row) => row.suggested)));
    expect((await list({ q: 'raffia grade' })).rows.map((row) => row.itemId)).toEqual([ids.granules]);
    const refused = await app().call('POST', LIST, app().admin, { sort: 'supplier' });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([expect.objectContaining({ field: 'sort' })]);
  });

  it("answers another organisation's buyer its own items only", async () => {
    const reply = await app().call<Row>('POST', LIST, app().orgB, { size: 50 });
    expect(reply.status).toBe(200);
    expect(reply.body.dataList?.some((row) => row.itemId === ids.granules)).toBe(false);
  });
});

describe('draft purchase orders per supplier in one step', () => {
  const audits = (id: number) =>
    queryRows<{ action: string }>(
      db(),
      sql`SELECT action FROM audit_log WHERE table_name = 'purchase_order' AND record_id = ${id}`,
    );

  it('makes one audited draft per supplier with its lines and rates', async () => {
    const reply = await call(MAKE, {
      lines: [
        { itemId: ids.granules, supplierId: ids.supplier, quantity: 3700 },
        { itemId: more.bags, supplierId: ids.other, quantity: 10000, rate: 11 },
        { itemId: ids.tape, supplierId: ids.supplier, quantity: 950.5, rate: 190 },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const drafts = reply.body.data as unknown as Draft[];
    expect(drafts.map(({ supplierId, supplierName }) => [supplierId, supplierName])).toEqual([
      [ids.supplier, 'Shree Ganesh Polymers'],
      [ids.other, 'Reliance Polymer Distributors Pvt Ltd'],
    ]);
    expect(drafts[0]?.lines).toEqual([
      expect.objectContaining({ itemId: ids.granules, quantity: 3700, rate: 104.5 }),
      expect.objectContaining({ itemId: ids.tape, quantity: 950.5, rate: 190 }),
    ]);
    expect(drafts[1]?.lines).toEqual([
      expect.objectContaining({ itemId: more.bags, quantity: 10000, rate: 11 }),
    ]);
    for (const draft of drafts) {
      const stored = (await app().call<Doc>('GET', `${PO}/${draft.id}`, app().admin)).body.data as Doc;
      expect(stored).toMatchObject({
        status: S.DRAFT,
        number: null,
        partyId: draft.supplierId,
        branchId: ids.branch,
      });
      expect(await audits(draft.id)).toEqual([{ action: 'create' }]);
    }
    // Drafts order nothing: the list is as it was.
    expect(await rowOf(ids.granules)).toMatchObject({ onOrder: 60, suggested: 3700 });
  });

  const refusals = async (lines: unknown) => {
    const before = await single<{ n: number }>(sql`SELECT count(*)::int AS n FROM purchase_order`);
    const reply = await call(MAKE, { lines });
    expect(reply.status).toBe(400);
    expect(await single<{ n: number }>(sql`SELECT count(*)::int AS n FROM purchase_order`)).toEqual(before);
    return issuesOf(reply).map(({ field, message }) => [field, message]);
  };

  it('refuses an empty list, and each bad line on its field in words, making nothing', async () => {
    expect(await refusals([])).toEqual([['lines', 'Choose at least one item to order']]);
    const good = { itemId: ids.granules, supplierId: ids.supplier, quantity: 10 };
    expect(
      await refusals([
        good,
        { ...good, quantity: 0 },
        { ...good, itemId: more.bags, quantity: 2.5 },
        { ...good, itemId: 987654 },
        { ...good, supplierId: more.customer },
        { ...good, supplierId: 987654 },
        { ...good, quantity: 1.0001 },
      ]),
    ).toEqual([
      ['lines.1.quantity', 'Quantity must be greater than zero'],
      ['lines.2.quantity', 'Quantity must be a whole number'],
      ['lines.3.itemId', 'There is no such item.'],
      ['lines.4.supplierId', 'Ambuja Cement Works Ltd is not a supplier.'],
      ['lines.5.supplierId', 'There is no such supplier.'],
      ['lines.6.quantity', 'Quantity may have at most 3 decimal places'],
    ]);
    expect(await refusals([{ itemId: 'x', supplierId: ids.supplier, quantity: 'a' }])).toEqual([
      ['lines.0.itemId', "Item must be a record's id"],
      ['lines.0.quantity', 'Quantity must be a number'],
    ]);
  });

  it('asks for the purchase order’s right to create', async () => {
    const reply = await app().call('POST', MAKE, app().storekeeper, {
      lines: [{ itemId: ids.granules, supplierId: ids.supplier, quantity: 10 }],
    });
    expect(reply.status).toBe(403);
  });
});
