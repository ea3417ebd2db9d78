import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../src/core/caller.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { findIn } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { sheetRows } from './sheet-rows.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's reports over HTTP (decision 1144): dispatch against SO (paged, Excel, PDF) and lot clearance
// (paged, `lot clearance.xlsx`), read from the order lines and the ledger; served from their declarations
// in the report area of issue 22 (decision 1210): sorted, totalled, listed by getReportModules.

const PK = 'chemical/packingProcess';
const DC = 'chemical/dispatch';
const SO = 'chemical/salesOrder';
const { app, ids, ok, submit, openOrder, inwardOf, expectConsistent } = useStockDocuments();
const state = { lot: '', granulesLot: '', order: undefined as Doc | undefined, customer: 0 };
const file = (path: string, body: unknown, token = app().admin) =>
  app().raw({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });

beforeAll(async () => {
  state.customer = (
    await findIn<{ id: number }>(app(), 'party', 'companyName', 'Ambuja Cement Works Ltd')
  ).id;
  const fg = (await findIn<{ id: number }>(app(), 'chemical/stockArea', 'name', 'Finished Goods Store')).id;
  const inward = (await submit(INWARD, await inwardOf(await openOrder(), [10, 50]))).body.data as Doc;
  state.granulesLot = String(inward.lines[0]?.lotNumber);
  state.lot = String(inward.lines[1]?.lotNumber);
  const order = await ok(`${SO}/save`, {
    partyId: state.customer,
    date: '2026-11-24',
    branchId: ids.branch,
    placeOfSupply: '24',
    lines: [
      { itemId: ids.tape, quantity: 30, rate: 250 },
      { itemId: ids.granules, quantity: 4, rate: 120 },
    ],
  });
  state.order = (await submit(SO, order)).body.data as Doc;
  const packed = await ok(`${PK}/save`, {
    date: '2026-11-24',
    lines: [
      {
        parcelNumber: 'BALE-1',
        itemId: ids.tape,
        stockAreaId: ids.store,
        lotNumber: state.lot,
        toStockAreaId: fg,
        quantity: 20,
      },
    ],
  });
  expect((await submit(PK, packed)).status).toBe(200);
  const dispatched = await ok(`${DC}/save`, {
    partyId: state.customer,
    salesOrderId: state.order.id,
    date: '2026-11-25',
    lines: [
      {
        salesOrderLineId: state.order.lines[0]?.id,
        parcelNumber: 'BALE-1',
        itemId: ids.tape,
        stockAreaId: fg,
        quantity: 12,
      },
    ],
  });
  expect((await submit(DC, dispatched)).status).toBe(200);
  // Production's input as prod's batch posts it (PRODUCTION_INPUT, the pinned name), straight to the ledger.
  const [caller] = await queryRows<Caller>(
    app().server.database.db,
    sql`SELECT id AS "staffId", org_id AS "orgId" FROM staff WHERE username = 'admin'`,
  );
  if (!caller) throw new Error('no admin');
  await app().server.database.transaction((tx) =>
    postMovements(tx, caller, [
      {
        identity: { material: { itemId: ids.tape }, lotNumber: state.lot },
        stockAreaId: ids.store,
        quantity: -5,
        movement: 'PRODUCTION_INPUT',
        document: { type: 'productionBatch', id: null, number: 'PB-TEST' },
      },
    ]),
  );
});

afterEach(expectConsistent);

describe('dispatch against SO', () => {
  it('answers each order line with ordered, dispatched and pending, paged', async () => {
    const reply = await app().call('POST', 'chemical/report/dispatchAgainstSO', app().admin, {
      salesOrderId: state.order?.id,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(2);
    expect(reply.body.dataList).toEqual([
      expect.objectContaining({
        orderNumber: state.order?.number,
        ordered: 30,
        dispatched: 12,
        pending: 18,
        statusLabel: 'In Progress',
      }),
      expect.objectContaining({ ordered: 4, dispatched: 0, pending: 4 }),
    ]);
    const pending = await app().call('POST', 'chemical/report/dispatchAgainstSO', app().admin, {
      pending: true,
      size: 1,
    });
    expect(pending.body.dataList).toHaveLength(1);
    expect(
      (await app().call('POST', 'chemical/report/dispatchAgainstSO', app().admin, { from: '24-11-2026' }))
        .status,
    ).toBe(400);
  });

  it('exports it as Dispatch Against SO.xlsx and .pdf', async () => {
    const excel = await file('chemical/report/dispatchAgainstSO/export/excel', {
      salesOrderId: state.order?.id,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('filename="Dispatch Against SO.xlsx"');
    const [header, first] = await sheetRows(excel.rawPayload);
    expect(header).toEqual([
      'SO Number',
      'SO Date',
      'Customer',
      'Item Code',
      'Item',
      'UOM',
      'Ordered',
      'Dispatched',
      'Pending',
      'Status',
    ]);
    expect(first?.slice(6)).toEqual([30, 12, 18, 'In Progress']);
    const pdf = await file('chemical/report/dispatchAgainstSO/export/pdf', {});
    expect(pdf.statusCode).toBe(200);
    expect(pdfPages(pdf.rawPayload).flat().join(' ')).toContain(String(state.order?.number));
  });
});

describe('lot clearance', () => {
  it('accounts for every kilogram of a lot: in, to production, dispatched, other out, left', async () => {
    const reply = await app().call('POST', 'chemical/report/lotClearance', app().admin, {
      lotNumber: state.lot,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(1);
    expect(reply.body.dataList).toEqual([
      expect.objectContaining({
        lotNumber: state.lot,
        cameIn: 50,
        toProduction: 5,
        dispatched: 12,
        otherOut: 0,
        left: 33,
      }),
    ]);
    const all = await app().call<{ lotNumber: string; cameIn: number; left: number }>(
      'POST',
      'chemical/report/lotClearance',
      app().admin,
      { page: 1, size: 500 },
    );
    expect(all.body.dataList?.find((row) => row.lotNumber === state.granulesLot)).toMatchObject({
      cameIn: 10,
      left: 10,
    });
    const [balance] = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT coalesce(sum(quantity), 0)::float8 AS q FROM stock_balance`,
    );
    expect(all.body.dataList?.reduce((sum, row) => sum + row.left, 0)).toBe(balance?.q);
  });

  it('exports it as lot clearance.xlsx', async () => {
    const excel = await file('chemical/report/lotClearance/exportToExcel', { itemId: ids.tape });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('filename="lot clearance.xlsx"');
    const [header, ...rows] = await sheetRows(excel.rawPayload);
    expect(header).toEqual([
      'Item Code',
      'Item',
      'Lot No.',
      'UOM',
      'Came In',
      'To Production',
      'Dispatched',
      'Other Out',
      'Left',
    ]);
    expect(rows.find((row) => row[2] === state.lot)?.slice(4)).toEqual([50, 5, 12, 0, 33]);
  });

  it('answers another organisation none of these lots', async () => {
    const orgB = await app().call('POST', 'chemical/report/lotClearance', app().orgB, {});
    expect(
      orgB.body.dataList?.some((row) => (row as { lotNumber: string }).lotNumber === state.lot) ?? false,
    ).toBe(false);
  });
});

describe('the report area (issue 22, decision 1210)', () => {
  it('lists the areas and reports each caller may run, reports by reportId', async () => {
    const STOCK_REPORTS = [
      { id: 'lotClearance', title: 'Lot Clearance' },
      { id: 'stockAgeing', title: 'Stock Ageing' },
      { id: 'stockLedger', title: 'Stock Ledger' },
    ];
    const admin = await app().call('GET', 'chemical/report/getReportModules', app().admin);
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect(admin.body.dataList).toEqual([
      {
        area: 'Billing',
        reports: [
          { id: 'invoiceRegister', title: 'Invoice Register' },
          { id: 'salesRegister', title: 'Sales Register' },
        ],
      },
      { area: 'Dispatch', reports: [{ id: 'dispatchAgainstSO', title: 'Dispatch Against SO' }] },
      // Maintenance Activity opens at its own menu address and is listed with the reports too (decision 1784).
      { area: 'Machine Asset', reports: [{ id: 'maintenanceSchedule', title: 'Maintenance Activity' }] },
      {
        area: 'Production',
        reports: [
          { id: 'loomEfficiency', title: 'Loom Efficiency' },
          { id: 'machineYield', title: 'Machine Yield' },
          { id: 'productionYield', title: 'Production Yield' },
        ],
      },
      {
        area: 'Purchase',
        reports: [
          { id: 'getInwardAgainstPO', title: 'Inward Against PO' },
          { id: 'pendingPurchaseOrders', title: 'Pending Purchase Orders' },
          { id: 'purchaseRegister', title: 'Purchase Register' },
        ],
      },
      { area: 'Sales', reports: [{ id: 'pendingSalesOrders', title: 'Pending Sales Orders' }] },
      { area: 'Stock', reports: STOCK_REPORTS },
      {
        area: 'Transactions',
        reports: [
          { id: 'activityLog', title: 'Activity Log' },
          { id: 'transactionReport', title: 'Transaction Report' },
        ],
      },
    ]);
    // The storekeeper reads the Inventory group only: the stock reports run with Inventory Stock's access.
    const store = await app().call('GET', 'chemical/report/getReportModules', app().storekeeper);
    expect(store.body.dataList).toEqual([{ area: 'Stock', reports: STOCK_REPORTS }]);
    const refused = await app().call('POST', 'chemical/report/dispatchAgainstSO', app().storekeeper, {});
    expect(refused.status).toBe(403);
    expect((await app().call('GET', 'chemical/report/getReportModules', null)).status).toBe(401);
  });

  it('totals quantities per unit: issue 42\'s "Ordered 535.5" of 500 BAG + 25.5 KG + 10 BAG', async () => {
    const sack = (await findIn<{ id: number }>(app(), 'chemical/item', 'code', 'FG-SK-050')).id;
    const draft = await ok(`${SO}/save`, {
      partyId: state.customer,
      date: '2026-11-25',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [
        { itemId: sack, quantity: 500, rate: 12 },
        { itemId: ids.tape, quantity: 25.5, rate: 250 },
        { itemId: sack, quantity: 10, rate: 12 },
      ],
    });
    const order = (await submit(SO, draft)).body.data as Doc;
    const reply = await app().call('POST', 'chemical/report/pendingSalesOrders', app().admin, {
      partyId: state.customer,
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(reply.body.dataList?.map((row) => row.orderNumber)).toEqual([
      order.number,
      order.number,
      order.number,
    ]);
    const each = (bags: number, kg: number) => [
      { quantity: bags, uom: { name: 'BAG', decimals: 0 } },
      { quantity: kg, uom: { name: 'KG', decimals: 3 } },
    ];
    expect(reply.body.data).toEqual({
      ordered: each(510, 25.5),
      dispatched: each(0, 0),
      pending: each(510, 25.5),
    });
  });

  it('sorts by a sortable column, either way, and totals every line the filter keeps', async () => {
    const asked = { salesOrderId: state.order?.id, sort: 'pending' };
    const up = await app().call<{ pending: number }>(
      'POST',
      'chemical/report/dispatchAgainstSO',
      app().admin,
      {
        ...asked,
        size: 1,
      },
    );
    expect(up.body.dataList?.map((row) => row.pending)).toEqual([4]);
    const kg = (quantity: number) => [{ quantity, uom: { name: 'KG', decimals: 3 } }];
    expect(up.body.data).toEqual({ ordered: kg(34), dispatched: kg(12), pending: kg(22) });
    const down = await app().call<{ pending: number }>(
      'POST',
      'chemical/report/dispatchAgainstSO',
      app().admin,
      {
        ...asked,
        sort: '-pending',
      },
    );
    expect(down.body.dataList?.map((row) => row.pending)).toEqual([18, 4]);
    const lots = await app().call<{ lotNumber: string }>(
      'POST',
      'chemical/report/lotClearance',
      app().admin,
      {
        itemId: ids.tape,
        sort: '-lotNumber',
        size: 500,
      },
    );
    const numbers = lots.body.dataList?.map((row) => row.lotNumber) ?? [];
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(lots.body.data).toBeUndefined();
  });

  it('refuses a sort it does not offer and a range that ends before it starts, in words', async () => {
    const bad = await app().call('POST', 'chemical/report/lotClearance', app().admin, { sort: 'left' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Lot Clearance sorts by item.code, item.name, lotNumber');
    const backwards = await app().call('POST', 'chemical/report/dispatchAgainstSO', app().admin, {
      from: '2026-11-30',
      to: '2026-11-01',
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('From must be on or before To');
  });
});

describe('the packaging and dispatch calls refuse', () => {
  it('another organisation, bad input and no session, in the envelope', async () => {
    const get = (path: string, token: string | null = app().admin) => app().call('GET', path, token);
    expect((await get('chemical/dispatch/getParcel?code=bale-1')).status).toBe(200);
    expect((await get('chemical/dispatch/getParcel?code=BALE-1', app().orgB)).status).toBe(404);
    expect((await get(`${PK}/getSalesOrderStockLedger/${state.order?.id}`, app().orgB)).status).toBe(404);
    expect((await get(`${PK}/getOrganizationStock/${ids.tape}`, app().orgB)).status).toBe(404);
    expect((await get('chemical/dispatch/getParcel')).status).toBe(400);
    expect((await get(`${PK}/getOrganizationStock/abc`)).status).toBe(400);
    expect((await get('chemical/dispatch/getPackedParcels?size=0')).status).toBe(400);
    expect((await get(`${PK}/getUniqueParcelNumber`, null)).status).toBe(401);
    expect(
      (await app().call('POST', 'chemical/report/lotClearance', app().admin, { itemId: 'x' })).status,
    ).toBe(400);
  });

  it('a packaging whose parcel was dispatched is not cancelled: its goods are gone', async () => {
    const [packed] = await queryRows<{ id: number; version: number }>(
      app().server.database.db,
      sql`SELECT p.id::int, p.version FROM packaging p JOIN packaging_lines l ON l.packaging_id = p.id
          WHERE l.parcel_number = 'BALE-1'`,
    );
    const reply = await app().call('POST', `${PK}/cancel`, app().admin, {
      ...packed,
      reason: 'Packed wrongly',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('Finished Goods Store');
  });
});
