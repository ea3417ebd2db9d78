import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { INWARD, ISSUE, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 18's material allocation over HTTP (decision 1004): the store allocates an approved request from
// stock, reserving it lot by lot; reserved stock is no one else's; the issue moves exactly what was
// reserved to the department's stock area; the request closes when all is issued; a cancel gives it back.

const MR = 'chemical/requestApproval';
const MA = 'chemical/storeManagement/allocate';
const { app, ids, call, ok, submit, issuesOf, read, stockOf, openOrder, inwardOf, expectConsistent } =
  useStockDocuments();

const db = () => app().server.database.db;
const reservedIn = async (itemId: number, stockAreaId: number): Promise<number> => {
  const [row] = await queryRows<{ q: number }>(
    db(),
    sql`SELECT coalesce(sum(b.reserved), 0)::float8 AS q FROM stock_balance b
        JOIN stock_material m ON m.id = b.material_id WHERE m.item_id = ${itemId} AND b.stock_area_id = ${stockAreaId}`,
  );
  return row?.q ?? 0;
};

const approvedRequest = async (quantity: number, extra: Record<string, unknown> = {}): Promise<Doc> => {
  const draft = await ok(`${MR}/save`, {
    date: '2026-11-24',
    departmentId: ids.stores,
    requiredBy: '2026-11-26',
    purpose: 'PRODUCTION',
    lines: [{ itemId: ids.granules, quantity }],
    ...extra,
  });
  const opened = await submit(MR, draft);
  expect(opened.body.data).toMatchObject({ status: S.OPEN });
  return opened.body.data as Doc;
};
const allocation = (request: Doc, quantity: number, extra: Record<string, unknown> = {}) =>
  ok(`${MA}/save`, {
    materialRequestId: request.id,
    date: '2026-11-24',
    lines: [
      {
        materialRequestLineId: request.lines[0]?.id,
        itemId: ids.granules,
        stockAreaId: ids.store,
        quantity,
        toStockAreaId: ids.weaving,
        ...extra,
      },
    ],
  });
const act = (action: string, doc: Doc, reason?: string) =>
  call(`${MA}/${action}`, { id: doc.id, version: doc.version, ...(reason ? { reason } : {}) });

describe('material allocation', () => {
  beforeAll(async () => {
    await submit(INWARD, await inwardOf(await openOrder(), [60]));
  });
  afterEach(expectConsistent);

  it('reserves on submit, issues exactly what it reserved, and closes the request when all is issued', async () => {
    const request = await approvedRequest(20);
    const [store, weaving] = [
      await stockOf(ids.granules, ids.store),
      await stockOf(ids.granules, ids.weaving),
    ];
    const reservedBefore = await reservedIn(ids.granules, ids.store);

    const first = await submit(MA, await allocation(request, 12));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const allocated = first.body.data as Doc;
    expect(allocated).toMatchObject({
      status: S.OPEN,
      number: expect.stringMatching(/^MA\/2026-27\/\d{5}$/),
    });
    expect(await stockOf(ids.granules, ids.store)).toBe(store);
    expect(await reservedIn(ids.granules, ids.store)).toBe(reservedBefore + 12);
    // The stock view shows it apart: reserved, and what is still available beside it.
    const view = await app().call<{ quantity: number; reservedQuantity: number; availableQuantity: number }>(
      'POST',
      'chemical/itemStock/getStock/v2',
      app().admin,
      { itemId: ids.granules, stockAreaId: ids.store, groupBy: 'item' },
    );
    expect(view.body.dataList).toEqual([
      expect.objectContaining({
        quantity: store,
        reservedQuantity: reservedBefore + 12,
        availableQuantity: store - reservedBefore - 12,
      }),
    ]);
    expect(await read(MR, request.id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ allocatedQuantity: 12, issuedQuantity: 0 }],
    });

    const issued = await act('issue', allocated);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await stockOf(ids.granules, ids.store)).toBe(store - 12);
    expect(await stockOf(ids.granules, ids.weaving)).toBe(weaving + 12);
    expect(await reservedIn(ids.granules, ids.store)).toBe(reservedBefore);
    expect(await read(MR, request.id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ allocatedQuantity: 12, issuedQuantity: 12 }],
    });

    const rest = (await submit(MA, await allocation(request, 8))).body.data as Doc;
    expect((await act('issue', rest)).status).toBe(200);
    expect(await read(MR, request.id)).toMatchObject({
      status: S.CLOSED,
      lines: [{ allocatedQuantity: 20, issuedQuantity: 20 }],
    });
    const again = await act('cancel', (await read(MA, allocated.id)) as Doc, 'Too late');
    expect(again.status).toBe(409);
    expect((await app().call('GET', `${MA}/getAllByPartner/v2?page=1&size=5`, app().admin)).status).toBe(200);
  });

  it('keeps reserved stock from every other movement, and a cancel gives it back to the request', async () => {
    const request = await approvedRequest(5);
    const free = (await stockOf(ids.granules, ids.store)) - (await reservedIn(ids.granules, ids.store));
    const held = (await submit(MA, await allocation(request, 5))).body.data as Doc;
    const issue = await ok(`${ISSUE}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      purpose: 'CONSUMPTION',
      lines: [{ itemId: ids.granules, stockAreaId: ids.store, quantity: free }],
    });
    const refused = await submit(ISSUE, issue);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only [\d,.]+ \S+ of PP Granules.* available in Raw Material Store; [\d,.]+ \S+ asked$/,
      ),
    });
    const cancelled = await act('cancel', held, 'The line is down');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await read(MR, request.id)).toMatchObject({ status: S.OPEN, lines: [{ allocatedQuantity: 0 }] });
    expect((await submit(ISSUE, (await read(ISSUE, issue.id)) as Doc)).status).toBe(200);
    expect((await act('issue', (await read(MA, held.id)) as Doc)).status).toBe(409);
  });

  it('refuses in words: beyond the request, beyond the free stock, to the same place', async () => {
    const request = await approvedRequest(3);
    const beyond = await submit(MA, await allocation(request, 4));
    expect(beyond.status).toBe(400);
    expect(issuesOf(beyond)[0]).toMatchObject({
      field: 'lines.0.quantity',
      message: expect.stringMatching(
        /^Only 3\.000 \S+ of PP Granules.* is pending on the order; 4\.000 \S+ received\.$/,
      ),
    });
    const same = await call(`${MA}/save`, {
      materialRequestId: request.id,
      date: '2026-11-24',
      lines: [
        {
          materialRequestLineId: request.lines[0]?.id,
          itemId: ids.granules,
          stockAreaId: ids.store,
          quantity: 1,
          toStockAreaId: ids.store,
        },
      ],
    });
    expect(issuesOf(same)).toEqual([
      expect.objectContaining({
        field: 'lines.0.toStockAreaId',
        message: 'Choose the stock area it is issued to: not the one it is taken from.',
      }),
    ]);
    const large = await approvedRequest(100000);
    const short = await submit(MA, await allocation(large, 100000));
    expect(short.status).toBe(400);
    expect(issuesOf(short)[0]?.message).toMatch(
      /^Only [\d,.]+ \S+ of PP Granules.* available in Raw Material Store; 1,00,000\.000 \S+ asked$/,
    );
  });

  it('two lines picking the same lot: together more than is free, the second is refused in words, nothing reserved', async () => {
    await submit(INWARD, await inwardOf(await openOrder(), [10]));
    const free = (await stockOf(ids.granules, ids.store)) - (await reservedIn(ids.granules, ids.store));
    const each = Math.floor(free / 2) + 1;
    const draft = await ok(`${MR}/save`, {
      date: '2026-11-24',
      departmentId: ids.stores,
      requiredBy: '2026-11-26',
      purpose: 'PRODUCTION',
      lines: [
        { itemId: ids.granules, quantity: each },
        { itemId: ids.granules, quantity: each },
      ],
    });
    const request = (await submit(MR, draft)).body.data as Doc;
    const both = await ok(`${MA}/save`, {
      materialRequestId: request.id,
      date: '2026-11-24',
      lines: request.lines.map((line) => ({
        materialRequestLineId: line.id,
        itemId: ids.granules,
        stockAreaId: ids.store,
        quantity: each,
        toStockAreaId: ids.weaving,
      })),
    });
    const before = await reservedIn(ids.granules, ids.store);
    const refused = await submit(MA, both);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)[0]).toMatchObject({
      field: 'lines.1.quantity',
      message: expect.stringMatching(
        /^Only [\d,.]+ KG of PP Granules[^,]*, lot \S+ in Raw Material Store \([\d,.]+ KG reserved\); [\d,.]+ KG asked$/,
      ),
    });
    expect(await reservedIn(ids.granules, ids.store)).toBe(before);
  });

  it("reserves for the request's sales order, whose own movement takes the reservation", async () => {
    const [customer] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id::int FROM party WHERE company_name = 'Ambuja Cement Works Ltd'`,
    );
    const order = await ok('chemical/salesOrder/save', {
      partyId: customer?.id,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: ids.tape, quantity: 100, rate: 250 }],
    });
    expect((await submit('chemical/salesOrder', order)).status).toBe(200);
    await submit(INWARD, await inwardOf(await openOrder(), [10]));
    const request = await approvedRequest(2, { salesOrderId: order.id });
    expect((await submit(MA, await allocation(request, 2))).status).toBe(200);
    const [place] = await queryRows<{ lot: string; free: number }>(
      db(),
      sql`SELECT i.lot_number AS lot, (b.quantity - b.reserved)::float8 AS free FROM stock_reservation r
          JOIN stock_balance b ON b.id = r.balance_id JOIN stock_identity i ON i.id = b.identity_id
          WHERE r.sales_order_id = ${order.id}`,
    );
    if (!place) throw new Error('the allocation reserved for the order');
    // All that is free at the place and the order's 2: only the order's own movement may take it.
    const caller = { orgId: 1, staffId: 1 } as Parameters<typeof postMovements>[1];
    const take = (claims?: { salesOrderId: number }) =>
      app().server.database.transaction((tx) =>
        postMovements(tx, caller, [
          {
            identity: { material: { itemId: ids.granules }, lotNumber: place.lot },
            stockAreaId: ids.store,
            quantity: -(place.free + 2),
            movement: 'PRODUCTION',
            document: { type: 'test', id: order.id, number: 'T' },
            ...(claims ? { claims } : {}),
          },
        ]),
      );
    await expect(take()).rejects.toThrow(/^Only [\d,.]+ KG of .* \(2\.000 KG reserved\); [\d,.]+ KG asked$/);
    await take({ salesOrderId: order.id });
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM stock_reservation WHERE sales_order_id = ${order.id}`,
    );
    expect(left?.n).toBe(0);
  });
});
