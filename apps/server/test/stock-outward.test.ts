import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, ISSUE, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 17's stock going out and other materials over HTTP (decisions 0880, 0881, 0901): supporting
// material and packing types, purchase returns, stock issues, cancels that post the reverse.

const { app, ids, call, ok, submit, issuesOf, read, config, stockOf, openOrder, inwardOf } =
  useStockDocuments();

describe('supporting material and packing types (decision 0901): received and given out through the one ledger', () => {
  const materialStock = async (column: 'supporting_material_id' | 'packing_id', id: number) => {
    const [row] = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
          JOIN stock_material m ON m.id = b.material_id
          WHERE ${sql.identifier('m')}.${sql.identifier(column)} = ${id} AND b.stock_area_id = ${ids.store}`,
    );
    return row?.q ?? 0;
  };

  it('loom oil comes in and goes to the weaving department; beyond its stock is refused in words', async () => {
    const [oil] = await queryRows<{ id: number }>(
      app().server.database.db,
      sql`INSERT INTO supporting_material (org_id, name, code, uom_id)
          SELECT org_id, 'Loom Oil', 'SM-OIL-1', uom_id FROM item WHERE id = ${ids.granules} RETURNING id`,
    );
    const oilId = oil?.id ?? 0;
    const received = await ok('chemical/sm-inward/save', {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      lines: [{ supportingMaterialId: oilId, quantity: 20, rate: 180, stockAreaId: ids.store }],
    });
    expect((await submit('chemical/sm-inward', received)).body.data).toMatchObject({ status: S.COMPLETED });
    expect(await materialStock('supporting_material_id', oilId)).toBe(20);
    const allocate = (quantity: number) =>
      ok('chemical/supportingMaterialAllocation/save', {
        date: '2026-11-24',
        departmentId: ids.stores,
        lines: [{ supportingMaterialId: oilId, quantity, stockAreaId: ids.store }],
      });
    expect(
      (await submit('chemical/supportingMaterialAllocation', await allocate(5))).body.data,
    ).toMatchObject({
      status: S.COMPLETED,
      number: expect.stringMatching(/^SMA\//),
    });
    expect(await materialStock('supporting_material_id', oilId)).toBe(15);
    const refused = await submit('chemical/supportingMaterialAllocation', await allocate(16));
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /^Only 15(\.000)? \S+ of Loom Oil available in Raw Material Store; 16(\.000)? \S+ asked$/,
        ),
      }),
    ]);
  });

  it('packing types come in at their rate', async () => {
    const [packing] = await queryRows<{ id: number }>(
      app().server.database.db,
      sql`SELECT id FROM packing WHERE org_id = (SELECT org_id FROM item WHERE id = ${ids.granules}) LIMIT 1`,
    );
    const packingId = packing?.id ?? 0;
    const before = await materialStock('packing_id', packingId);
    const draft = await ok('chemical/packingTypeInward/save', {
      partyId: ids.supplier,
      date: '2026-11-23',
      branchId: ids.branch,
      lines: [{ packingId, quantity: 500, rate: 6.5, stockAreaId: ids.store }],
    });
    expect((await submit('chemical/packingTypeInward', draft)).body.data).toMatchObject({
      status: S.COMPLETED,
      number: expect.stringMatching(/^PTI\//),
    });
    expect(await materialStock('packing_id', packingId)).toBe(before + 500);
  });
});

describe('purchase return (Return)', () => {
  it('takes received goods out of stock and reopens the order; no more than was received goes back', async () => {
    const order = await openOrder();
    await submit(INWARD, await inwardOf(order, [100, 50]));
    expect((await read(PO, order.id)).status).toBe(S.CLOSED);
    const before = await stockOf(ids.granules, ids.store);
    const body = {
      partyId: ids.supplier,
      date: '2026-11-24',
      branchId: ids.branch,
      purchaseOrderId: order.id,
      lines: [
        {
          purchaseOrderLineId: order.lines[0]?.id,
          itemId: ids.granules,
          quantity: 15,
          stockAreaId: ids.store,
          lotNumber: `L-${order.id}-0`,
          reason: 'Wet bags',
        },
      ],
    };
    const tooMany = await ok('chemical/purchaseReturn/save', {
      ...body,
      lines: [{ ...body.lines[0], quantity: 101 }],
    });
    const refused = await submit('chemical/purchaseReturn', tooMany);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /^Only 100(\.000)? \S+ of .+ was received on the order; 101(\.000)? \S+ returned\.$/,
        ),
      }),
    ]);
    const returned = (await submit('chemical/purchaseReturn', await ok('chemical/purchaseReturn/save', body)))
      .body.data as Doc;
    expect(returned).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^PR\//) });
    expect(await stockOf(ids.granules, ids.store)).toBe(before - 15);
    const po = await read(PO, order.id);
    expect(po.status).toBe(S.IN_PROGRESS);
    expect(po.lines[0]?.receivedQuantity).toBe(85);
    const undone = await call('chemical/purchaseReturn/cancel', {
      id: returned.id,
      version: returned.version,
      reason: 'Supplier refused the return',
    });
    expect(undone.body.data).toMatchObject({ status: S.CANCELLED });
    expect((await read(PO, order.id)).status).toBe(S.CLOSED);
    expect(await stockOf(ids.granules, ids.store)).toBe(before);
  });
});

describe('stock issue (Outward)', () => {
  const issueOf = (quantity: number, extra: Record<string, unknown> = {}) =>
    ok(`${ISSUE}/save`, {
      date: '2026-11-23',
      departmentId: ids.stores,
      purpose: 'CONSUMPTION',
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity }],
      ...extra,
    });

  it('takes stock out on submit; beyond the balance it is refused in words; a cancel puts it back', async () => {
    const order = await openOrder();
    await submit(INWARD, await inwardOf(order, [20]));
    const before = await stockOf(ids.granules, ids.store);
    const issued = (await submit(ISSUE, await issueOf(5))).body.data as Doc;
    expect(issued).toMatchObject({
      status: S.COMPLETED,
      number: expect.stringMatching(/^SI\//),
      grandTotal: 0,
    });
    expect(await stockOf(ids.granules, ids.store)).toBe(before - 5);
    const tooMuch = await submit(ISSUE, await issueOf(before + 1));
    expect(tooMuch.status).toBe(400);
    expect(issuesOf(tooMuch)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only [\d,.]+ \S+ of PP Granules.* in Raw Material Store; [\d,.]+ \S+ asked$/,
      ),
    });
    expect(await stockOf(ids.granules, ids.store)).toBe(before - 5);
    const printed = await app().server.app.inject({
      method: 'GET',
      url: `/api/v1/${ISSUE}/print/${issued.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const back = await call(`${ISSUE}/cancel`, {
      id: issued.id,
      version: issued.version,
      reason: 'Returned unused',
    });
    expect(back.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await stockOf(ids.granules, ids.store)).toBe(before);
  });

  it('a line naming its lot takes it from the racks that hold it (decision 0884)', async () => {
    const area = (await app().call<Doc>('GET', `chemical/stockArea/${ids.store}`, app().admin)).body
      .data as Doc;
    const rack = await ok('erp/rack/save', { name: 'RM-R7', locationId: area.locationId });
    const order = await openOrder();
    const inward = await inwardOf(order, [12]);
    await ok(`${INWARD}/save`, { ...inward, lines: [{ ...inward.lines[0], rackId: rack.id }] });
    expect((await submit(INWARD, await read(INWARD, inward.id))).body.data).toMatchObject({
      status: S.COMPLETED,
    });
    const lot = `L-${order.id}-0`;
    const issued = await submit(
      ISSUE,
      await issueOf(5, {
        lines: [{ itemId: ids.granules, stockAreaId: ids.store, lotNumber: lot, quantity: 5 }],
      }),
    );
    expect(issued.body.data).toMatchObject({ status: S.COMPLETED });
    const [row] = await queryRows<{ rackId: number; quantity: number }>(
      app().server.database.db,
      sql`SELECT rack_id::int AS "rackId", quantity::float8 AS quantity FROM stock_ledger
          WHERE document_type = 'stockIssue' AND document_id = ${(issued.body.data as Doc).id}`,
    );
    expect(row).toEqual({ rackId: rack.id, quantity: -5 });
  });

  it('with LAB_TEST_INWARD on, received stock is held and cannot be issued', async () => {
    await config('LAB_TEST_INWARD', 'YES');
    try {
      const order = await openOrder();
      const heldBefore = await stockOf(ids.tape, ids.weaving, true);
      const inward = await inwardOf({ ...order, lines: order.lines.slice(1) }, [10]);
      const moved = await ok(`${INWARD}/save`, {
        ...inward,
        lines: [{ ...inward.lines[0], stockAreaId: ids.weaving }],
      });
      await submit(INWARD, moved);
      expect(await stockOf(ids.tape, ids.weaving, true)).toBe(heldBefore + 10);
      const refused = await submit(
        ISSUE,
        await issueOf(1, { lines: [{ itemId: ids.tape, stockAreaId: ids.weaving, quantity: 1 }] }),
      );
      expect(refused.status).toBe(400);
      expect(issuesOf(refused)[0]?.message).toMatch(/available in Weaving WIP/);
    } finally {
      await config('LAB_TEST_INWARD', 'NO');
    }
  });

  it('50 parallel issues of 1 kg against 10 kg: exactly 10 succeed, the balance is 0, the ledger sums to it', async () => {
    const order = await openOrder();
    // Exactly 10 kg of its own lot in the raw material store.
    await submit(INWARD, await inwardOf({ ...order, lines: order.lines.slice(0, 1) }, [10]));
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () =>
        issueOf(1, {
          lines: [
            { itemId: ids.granules, stockAreaId: ids.store, lotNumber: `L-${order.id}-0`, quantity: 1 },
          ],
        }),
      ),
    );
    const replies = await Promise.all(drafts.map((draft) => submit(ISSUE, draft)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(40);
    const [place] = await queryRows<{ balance: number; ledger: number }>(
      app().server.database.db,
      sql`SELECT (SELECT b.quantity::float8 FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
                   WHERE i.lot_number = ${`L-${order.id}-0`} AND b.stock_area_id = ${ids.store} AND NOT b.held) AS balance,
                 (SELECT sum(l.quantity)::float8 FROM stock_ledger l JOIN stock_identity i ON i.id = l.identity_id
                   WHERE i.lot_number = ${`L-${order.id}-0`} AND l.stock_area_id = ${ids.store} AND NOT l.held) AS ledger`,
    );
    expect(place).toEqual({ balance: 0, ledger: 0 });
  });
});
