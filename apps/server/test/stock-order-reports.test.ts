import { today } from '../src/core/today.ts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom, findIn } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { sheetRows } from './sheet-rows.ts';
import { INWARD, PO, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 22's reports over HTTP (decisions 1700, 1701), each against figures worked out by hand:
// a new item RPT-1 (kg), ordered from two suppliers and received in part, issued, and sold.
//
//   PO A (2026-11-20, Shree Ganesh): RPT-1 100, tape 50  → inward: RPT-1 60 (lot RA-1, store), tape 50
//   PO B (2026-10-01, Reliance):     RPT-1 30            → inward: RPT-1 10 (lot RA-2, weaving WIP)
//   issue: RPT-1 15 of lot RA-1 from the store; SO (2026-11-24): RPT-1 40, nothing dispatched.
//
// Stock card of RPT-1: opening 0, +60 (60), −15 (45), +10 (55), closing 55; in 70, out 15.
// In the store alone: opening 0, +60, −15, closing 45. Lot RA-2 is made 45 days old: ageing puts its 10 in
// 31–60 days and RA-1's 45 in 0–30.

const { app, ids, ok, submit, expectConsistent } = useStockDocuments();
const state = { item: 0, orderA: undefined as Doc | undefined, orderB: undefined as Doc | undefined };
const report = (name: string, body: Record<string, unknown>) =>
  app().call<Record<string, unknown>>('POST', `chemical/report/${name}`, app().admin, body);
const file = (path: string, body: Record<string, unknown>) =>
  app().raw({
    method: 'POST',
    url: `/api/v1/chemical/report/${path}`,
    headers: { authorization: `Bearer ${app().admin}` },
    payload: body,
  });

async function order(partyId: number, date: string, lines: { itemId: number; quantity: number }[]) {
  const draft = await ok(`${PO}/save`, {
    partyId,
    date,
    branchId: ids.branch,
    lines: lines.map((line) => ({ ...line, rate: 100 })),
  });
  const submitted = await submit(PO, draft);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data as Doc;
}

type Unit = { name: string; decimals: number | null } | null;

/** A quantity total in the test item's unit: the reports total per unit (issue 42). */
const inKg = (quantity: number) => [{ quantity, uom: { name: 'KG', decimals: 3 } }];

async function receive(po: Doc, partyId: number, quantities: number[], stockAreaId: number, lot: string) {
  const draft = await ok(`${INWARD}/save`, {
    partyId,
    date: '2026-11-23',
    branchId: ids.branch,
    purchaseOrderId: po.id,
    challanNumber: `CH-${lot}`,
    lines: quantities.map((quantity, index) => ({
      purchaseOrderLineId: po.lines[index]?.id,
      itemId: po.lines[index]?.itemId,
      quantity,
      acceptedQuantity: quantity,
      stockAreaId,
      lotNumber: `${lot}${index === 0 ? '' : `-${index}`}`,
    })),
  });
  expect((await submit(INWARD, draft)).status).toBe(200);
}

beforeAll(async () => {
  const kg = await findIn<{ id: number }>(app(), 'uom', 'name', 'KG');
  const category = await findIn<{ id: number }>(app(), 'partyTypeCategory', 'name', 'Raw Material');
  state.item = (
    await ok('chemical/item/save', {
      code: 'RPT-1',
      name: 'Report test resin',
      categoryId: category.id,
      uomId: kg.id,
      purchaseGstRate: 18,
      saleGstRate: 18,
      purchasePrice: 100,
      salePrice: 120,
      reorderLevel: 5,
      hsnCode: '39021000',
    })
  ).id;
  state.orderA = await order(ids.supplier, '2026-11-20', [
    { itemId: state.item, quantity: 100 },
    { itemId: ids.tape, quantity: 50 },
  ]);
  state.orderB = await order(ids.other, '2026-10-01', [{ itemId: state.item, quantity: 30 }]);
  await receive(state.orderA, ids.supplier, [60, 50], ids.store, 'RA-1');
  const issue = await ok('chemical/stockIssue/save', {
    date: '2026-11-23',
    departmentId: ids.stores,
    purpose: 'CONSUMPTION',
    lines: [{ itemId: state.item, stockAreaId: ids.store, lotNumber: 'RA-1', quantity: 15 }],
  });
  expect((await submit('chemical/stockIssue', issue)).status).toBe(200);
  await receive(state.orderB, ids.other, [10], ids.weaving, 'RA-2');
  await app().server.database.db.execute(
    sql`UPDATE stock_identity SET created_at = now() - interval '45 days' WHERE lot_number = 'RA-2'`,
  );
  // Made older behind the ledger: its kept lot rows too (decision 1990).
  await app().server.database.db.execute(
    sql`UPDATE stock_lot_total SET received_on = received_on - 45 WHERE lot_number = 'RA-2'`,
  );
  const customer = await findIn<{ id: number }>(app(), 'party', 'companyName', 'Ambuja Cement Works Ltd');
  const so = await ok('chemical/salesOrder/save', {
    partyId: customer.id,
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [{ itemId: state.item, quantity: 40, rate: 120 }],
  });
  expect((await submit('chemical/salesOrder', so)).status).toBe(200);
});

afterEach(expectConsistent);

const card = (row: Record<string, unknown>) => [row.entry, row.in, row.out, row.balance];

describe('stock ledger (stock card)', () => {
  it('answers the opening, each movement with its running balance, and the closing, over every area', async () => {
    const reply = await report('stockLedger', { itemId: state.item, size: 10 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(5);
    expect(reply.body.dataList?.map(card)).toEqual([
      ['Opening', null, null, 0],
      ['INWARD', 60, 0, 60],
      ['ISSUE', 0, 15, 45],
      ['INWARD', 10, 0, 55],
      ['Closing', null, null, 55],
    ]);
    expect(reply.body.data).toEqual({ in: inKg(70), out: inKg(15) });
    expect(reply.body.dataList?.[1]).toMatchObject({ lotNumber: 'RA-1', date: today(), uom: { name: 'KG' } });
  });

  it('pages the card: the second page of two is the issue and the second inward, the third the closing', async () => {
    const second = await report('stockLedger', { itemId: state.item, size: 2, page: 2 });
    expect(second.body.dataList?.map(card)).toEqual([
      ['ISSUE', 0, 15, 45],
      ['INWARD', 10, 0, 55],
    ]);
    const third = await report('stockLedger', { itemId: state.item, size: 2, page: 3 });
    expect(third.body.dataList?.map(card)).toEqual([['Closing', null, null, 55]]);
  });

  it('keeps to one stock area: its own balance after each row', async () => {
    const reply = await report('stockLedger', { itemId: state.item, stockAreaId: ids.store });
    expect(reply.body.dataList?.map(card)).toEqual([
      ['Opening', null, null, 0],
      ['INWARD', 60, 0, 60],
      ['ISSUE', 0, 15, 45],
      ['Closing', null, null, 45],
    ]);
    expect(reply.body.data).toEqual({ in: inKg(60), out: inKg(15) });
  });

  it('opens a range after the movements with what was there, and one before them with nothing', async () => {
    const after = await report('stockLedger', { itemId: state.item, from: dayFrom(1), to: dayFrom(2) });
    expect(after.body.dataList?.map(card)).toEqual([
      ['Opening', null, null, 55],
      ['Closing', null, null, 55],
    ]);
    expect(after.body.data).toEqual({ in: inKg(0), out: inKg(0) });
    const before = await report('stockLedger', { itemId: state.item, from: dayFrom(-3), to: dayFrom(-1) });
    expect(before.body.dataList?.map(card)).toEqual([
      ['Opening', null, null, 0],
      ['Closing', null, null, 0],
    ]);
    const within = await report('stockLedger', { itemId: state.item, from: today(), to: today() });
    expect(within.body.totalCount).toBe(5);
    expect(within.body.dataList?.[0]).toMatchObject({ entry: 'Opening', date: today() });
  });

  it('refuses in words: no item, an end before the start, a range over 366 days, an item of no one', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'Choose the Item to run Stock Ledger'],
      [{ itemId: state.item, from: '2026-04-02', to: '2026-04-01' }, 400, 'From must be on or before To'],
      [
        { itemId: state.item, from: '2025-04-01', to: '2026-04-02' },
        400,
        'Date may span at most 366 days; this range spans 367',
      ],
      [{ itemId: 987_654 }, 404, 'There is no such item.'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await report('stockLedger', body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      expect(reply.body.responseMessage).toContain(message);
    }
    expect(
      (await report('stockLedger', { itemId: state.item, from: '2025-04-01', to: '2026-04-01' })).status,
    ).toBe(200);
  });

  it('exports the card as Stock Ledger.xlsx with its opening and closing, and as a PDF', async () => {
    const excel = await file('stockLedger/export/excel', { itemId: state.item });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('filename="Stock Ledger.xlsx"');
    const rows = await sheetRows(excel.rawPayload);
    expect(rows[0]).toEqual(['Date', 'Entry', 'Document', 'Stock Area', 'Lot No.', 'In', 'Out', 'Balance']);
    expect(rows.slice(1).map((row) => [row[1], row[7]])).toEqual([
      ['Opening', 0],
      ['INWARD', 60],
      ['ISSUE', 45],
      ['INWARD', 55],
      ['Closing', 55],
    ]);
    const pdf = await file('stockLedger/export/pdf', { itemId: state.item });
    expect(pdf.statusCode).toBe(200);
    expect(pdfPages(pdf.rawPayload).flat().join(' ')).toContain('Closing');
  });
});

describe('stock ageing', () => {
  it('buckets each lot on hand by its age: RA-2 (45 days) 10 in 31–60, RA-1 (today) 45 in 0–30', async () => {
    const reply = await report('stockAgeing', { itemId: state.item });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(2);
    expect(reply.body.dataList).toEqual([
      expect.objectContaining({
        lotNumber: 'RA-2',
        ageDays: 45,
        days0to30: 0,
        days31to60: 10,
        days61to90: 0,
        over90: 0,
        onHand: 10,
      }),
      expect.objectContaining({ lotNumber: 'RA-1', ageDays: 0, days0to30: 45, days31to60: 0, onHand: 45 }),
    ]);
    const store = await report('stockAgeing', {
      itemId: state.item,
      stockAreaId: ids.store,
      sort: '-onHand',
    });
    expect(store.body.dataList?.map((row) => [row.lotNumber, row.onHand])).toEqual([['RA-1', 45]]);
  });
});

describe('inward against purchase order, pending purchase and sales orders', () => {
  const line = (row: Record<string, unknown>) => [row.orderNumber, row.ordered, row.received, row.pending];

  it('answers ordered, received and pending per PO line, newest order first, with totals', async () => {
    const reply = await report('getInwardAgainstPO', { itemId: state.item });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.dataList?.map(line)).toEqual([
      [state.orderA?.number, 100, 60, 40],
      [state.orderB?.number, 30, 10, 20],
    ]);
    expect(reply.body.data).toEqual({ ordered: inKg(130), received: inKg(70), pending: inKg(60) });
    const supplier = await report('getInwardAgainstPO', {
      partyId: ids.supplier,
      from: '2026-11-01',
      open: true,
    });
    expect(supplier.body.dataList?.map(line)).toEqual([
      [state.orderA?.number, 100, 60, 40],
      [state.orderA?.number, 50, 50, 0],
    ]);
    expect(supplier.body.dataList?.[0]).toMatchObject({
      supplier: 'Shree Ganesh Polymers',
      statusLabel: 'In Progress',
    });
  });

  it('lists the PO lines still pending: the tape received in full is not', async () => {
    const reply = await report('pendingPurchaseOrders', { partyId: ids.supplier, from: '2026-11-01' });
    expect(reply.body.dataList?.map(line)).toEqual([[state.orderA?.number, 100, 60, 40]]);
    expect(reply.body.data).toEqual({ ordered: inKg(100), received: inKg(60), pending: inKg(40) });
  });

  it('lists the SO lines still pending: 40 ordered, none dispatched', async () => {
    const reply = await report('pendingSalesOrders', { itemId: state.item });
    expect(reply.body.dataList).toEqual([
      expect.objectContaining({
        ordered: 40,
        dispatched: 0,
        pending: 40,
        customer: 'Ambuja Cement Works Ltd',
      }),
    ]);
    expect(reply.body.data).toEqual({ ordered: inKg(40), dispatched: inKg(0), pending: inKg(40) });
  });

  it('counts, totals and pages, order by order, exactly the rows each filter keeps', async () => {
    // The count and totals sum each order's lines by its own (decision 1941); the page reads them joined.
    const done = { getInwardAgainstPO: 'received', pendingPurchaseOrders: 'received' } as Record<
      string,
      string
    >;
    for (const name of [
      'getInwardAgainstPO',
      'pendingPurchaseOrders',
      'dispatchAgainstSO',
      'pendingSalesOrders',
    ])
      for (const filter of [{}, { itemId: state.item }, { partyId: ids.supplier, from: '2026-11-01' }]) {
        const reply = await report(name, { ...filter, size: 100 });
        const rows = reply.body.dataList ?? [];
        // Issue 42: a total never adds different units: one per unit of the rows, by the unit's name.
        const units = [...new Map(rows.map((row) => [JSON.stringify(row.uom), row.uom])).values()].sort(
          (a, b) => String((a as Unit)?.name ?? '~').localeCompare(String((b as Unit)?.name ?? '~')),
        );
        const sum = (key: string) =>
          units.map((uom) => ({
            quantity: rows
              .filter((row) => JSON.stringify(row.uom) === JSON.stringify(uom))
              .reduce((total, row) => total + Number(row[key]), 0),
            uom,
          }));
        const key = done[name] ?? 'dispatched';
        expect(reply.body.totalCount, `${name} ${JSON.stringify(filter)}`).toBe(rows.length);
        // Newest order first, a page reads its own orders first: cut in pages, the whole list.
        for (const size of [1, 2]) {
          const pages = [];
          for (let page = 1; (page - 1) * size < rows.length; page += 1)
            pages.push(...((await report(name, { ...filter, size, page })).body.dataList ?? []));
          expect(pages, `${name} ${JSON.stringify(filter)} by ${size}`).toEqual(rows);
        }
        expect(reply.body.data, `${name} ${JSON.stringify(filter)}`).toEqual({
          ordered: sum('ordered'),
          [key]: sum(key),
          pending: sum('pending'),
        });
      }
  });

  it('exports inward against PO at the spec §7 paths, and refuses a range over 366 days', async () => {
    const excel = await file('getInwardAgainstPO/export/excel', { itemId: state.item });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('filename="Inward Against PO.xlsx"');
    const [header, first] = await sheetRows(excel.rawPayload);
    expect(header?.slice(6)).toEqual(['Ordered', 'Received', 'Pending', 'Status']);
    expect(first?.slice(6)).toEqual([100, 60, 40, 'In Progress']);
    const pdf = await file('getInwardAgainstPO/export/pdf', { itemId: state.item });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('filename="Inward Against PO.pdf"');
    const long = await report('pendingSalesOrders', { from: '2025-01-01', to: '2026-11-24' });
    expect(long.status).toBe(400);
    expect(long.body.responseMessage).toContain('SO Date may span at most 366 days');
  });
});
