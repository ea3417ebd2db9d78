import { DOCUMENT_STATUS as S, readScan } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { findIn } from './helpers.ts';
import { pdfPages } from './pdf-text.ts';
import { DC, PK, SO, useShipping } from './shipping-fixture.ts';

// Issue 19's packaging and dispatch over HTTP (decisions 1140–1143): goods packed into parcels (the parcel
// number the roll of what it holds), labels per parcel, a dispatch picking parcels for a sales order,
// filling its dispatched quantity and closing it; the refusals; the challan; the reads beside them.

const {
  app,
  ids,
  call,
  ok,
  submit,
  issuesOf,
  read,
  config,
  stockOf,
  state,
  get,
  order,
  parcelNumber,
  packing,
  dispatching,
  posted,
  refused,
} = useShipping();

describe('packaging', () => {
  it('packs parcels under new numbers, each the roll of its goods in the packed area, with a label each', async () => {
    const [first, second] = [await parcelNumber(), await parcelNumber()];
    expect(first).toMatch(/^PCL\/2026-27\/\d{5}$/);
    expect(second).not.toBe(first);
    const store = await stockOf(ids.tape, ids.store);
    const doc = await posted(
      PK,
      await packing([
        { parcelNumber: first, quantity: 12 },
        { parcelNumber: second, quantity: 8 },
      ]),
    );
    expect(doc).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^PK\//) });
    expect(await stockOf(ids.tape, ids.store)).toBe(store - 20);
    expect(await stockOf(ids.tape, state.fg)).toBe(20);
    const rows = await queryRows<{ roll: string; lot: string; q: number; movement: string }>(
      app().server.database.db,
      sql`SELECT i.roll_number AS roll, i.lot_number AS lot, l.quantity::float8 AS q, l.movement FROM stock_ledger l
          JOIN stock_identity i ON i.id = l.identity_id WHERE l.document_type = 'packaging' AND l.document_id = ${doc.id}
          ORDER BY l.id`,
    );
    expect(rows).toEqual([
      { roll: '', lot: state.lot, q: -12, movement: 'PACKING' },
      { roll: first, lot: state.lot, q: 12, movement: 'PACKING' },
      { roll: '', lot: state.lot, q: -8, movement: 'PACKING' },
      { roll: second, lot: state.lot, q: 8, movement: 'PACKING' },
    ]);

    await config('LABEL_SUPPORT', 'YES');
    const labels = await get<{ rollNumber: string; content: string; quantity: number }>(
      `chemical/qrCode/packaging/${doc.id}`,
    );
    expect(labels.status, JSON.stringify(labels.body)).toBe(200);
    expect(labels.body.dataList?.map((label) => [label.rollNumber, label.quantity])).toEqual([
      [first, 12],
      [second, 8],
    ]);
    // A parcel's QR opens its page of the floor, which the scan reads back as the parcel (decision 2360).
    for (const [index, parcel] of [first, second].entries()) {
      const content = labels.body.dataList?.[index]?.content ?? '';
      expect(content).toMatch(/^https?:\/\/[^#]+#\/module\/floor\/parcel\?parcelNumber=[^&]+&org=\d+$/);
      const orgId = Number(/org=(\d+)/.exec(content)?.[1]);
      expect(readScan(content, { sites: [content.slice(0, content.indexOf('#'))], orgId })).toEqual({
        outcome: 'target',
        target: { kind: 'parcel', parcelNumber: parcel },
      });
    }
    const sheet = await app().raw({
      method: 'GET',
      url: `/api/v1/chemical/label/packaging/${doc.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(pdfPages(sheet.rawPayload).flat().join(' ')).toContain(first);
  });

  it('refuses a parcel packed twice, on its line, and moves nothing', async () => {
    const [packed] = await queryRows<{ parcel: string }>(
      app().server.database.db,
      sql`SELECT parcel_number AS parcel FROM packaging_lines ORDER BY id LIMIT 1`,
    );
    const store = await stockOf(ids.tape, ids.store);
    const issues = await refused(
      PK,
      await packing([
        { parcelNumber: 'NEW-1', quantity: 1 },
        { parcelNumber: packed?.parcel, quantity: 1 },
      ]),
    );
    expect(issues).toEqual([
      expect.objectContaining({
        field: 'lines.1.parcelNumber',
        message: expect.stringMatching(/is packed already, on PK\//),
      }),
    ]);
    expect(await stockOf(ids.tape, ids.store)).toBe(store);
  });

  it('refuses a net weight above the gross on save', async () => {
    const reply = await call(`${PK}/save`, {
      date: '2026-11-24',
      lines: [
        {
          parcelNumber: 'X-1',
          itemId: ids.tape,
          stockAreaId: ids.store,
          toStockAreaId: state.fg,
          quantity: 1,
          grossWeight: 5,
          netWeight: 6,
        },
      ],
    });
    expect(reply.status).toBe(400);
    expect(issuesOf(reply).map((issue) => issue.field)).toContain('lines.0.netWeight');
  });
});

describe('the reads beside packaging', () => {
  it('answers the parcels packed for the order, one by its number or its label, with the order line', async () => {
    const listed = await get<{ parcelNumber: string; quantity: number; grossWeight: number }>(
      `${DC}/getPackedParcels?salesOrderId=${order().id}`,
    );
    expect(listed.body.totalCount).toBe(2);
    expect(listed.body.dataList?.map((row) => row.quantity)).toEqual([12, 8]);
    const number = listed.body.dataList?.[0]?.parcelNumber ?? '';
    // A parcel's label (decision 2360), and one printed before it held the stock card's address.
    const label = `https://erp.example.in/#/module/floor/parcel?parcelNumber=${encodeURIComponent(number)}&org=1`;
    const older = `#/module/inward-stock/card/${ids.tape}?stockAreaId=${state.fg}&parcelNumber=${encodeURIComponent(number)}`;
    for (const code of [number.toLowerCase(), label, older]) {
      const one = await get(`${DC}/getParcel?code=${encodeURIComponent(code)}&salesOrderId=${order().id}`);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.body.dataList).toEqual([
        expect.objectContaining({
          parcelNumber: number,
          quantity: 12,
          lotNumber: state.lot,
          stockAreaId: state.fg,
          salesOrderLineId: order().lines[0]?.id,
        }),
      ]);
    }
    expect((await get(`${DC}/getParcel?code=NOPE`)).status).toBe(404);
  });

  it('pages the packed parcels for choosing, searched by parcel, item or lot and sorted on the server', async () => {
    const packed = (query: string) =>
      get<{ parcelNumber: string; quantity: number }>(
        `${DC}/getPackedParcels?salesOrderId=${order().id}&${query}`,
      );
    const all = (await packed('sort=-quantity')).body.dataList ?? [];
    expect(all.map((row) => row.quantity)).toEqual([12, 8]);
    expect((await packed('sort=quantity')).body.dataList?.map((row) => row.quantity)).toEqual([8, 12]);
    const second = all[1]?.parcelNumber ?? '';
    const one = await packed(`search=${encodeURIComponent(second.slice(-5).toLowerCase())}`);
    expect(one.body).toMatchObject({ totalCount: 1, dataList: [{ parcelNumber: second }] });
    expect((await packed(`search=${encodeURIComponent(state.lot.toLowerCase())}`)).body.totalCount).toBe(2);
    expect((await packed('search=tape')).body.totalCount).toBe(2);
    expect((await packed('search=%25_')).body.totalCount).toBe(0);
    expect((await packed('page=2&size=1')).body.dataList).toHaveLength(1);
    const hostile = await packed('sort=id;drop');
    expect(hostile.status).toBe(400);
    expect(JSON.stringify(hostile.body)).toContain('Sort parcels by parcelNumber');
  });

  it("answers a sales order's stock and an item's stock over the organisation, under both paths", async () => {
    for (const path of [PK, 'chemical/productionbatch']) {
      const lines = await get(`${path}/getSalesOrderStockLedger/${order().id}`);
      expect(lines.status, JSON.stringify(lines.body)).toBe(200);
      expect(lines.body.dataList).toEqual([
        expect.objectContaining({
          itemId: ids.tape,
          quantity: 30,
          dispatchedQuantity: 0,
          pendingQuantity: 30,
          packedQuantity: 20,
          reservedQuantity: 0,
        }),
      ]);
      const stock = await get<{ stockAreaId: number; quantity: number }>(
        `${path}/getOrganizationStock/${ids.tape}`,
      );
      expect(stock.status).toBe(200);
      expect(
        stock.body.dataList
          ?.filter((row) => row.stockAreaId === state.fg)
          .reduce((sum, row) => sum + row.quantity, 0),
      ).toBe(20);
    }
    expect((await get(`${PK}/getOrganizationStock/999999`)).status).toBe(404);
    expect((await get(`${PK}/getSalesOrderStockLedger/999999`)).status).toBe(404);
  });
});

describe('dispatch', () => {
  it('lists the orders with something left to dispatch', async () => {
    const listed = await get<{ id: number }>(`${SO}/getByDispatch`);
    expect(listed.body.dataList?.map((row) => row.id)).toContain(order().id);
  });

  it('dispatches parcels against the order, refuses what is wrong, closes the order, prints the challan, cancels back', async () => {
    const parcels =
      (
        await get<{ parcelNumber: string }>(`${DC}/getPackedParcels?salesOrderId=${order().id}`)
      ).body.dataList?.map((row) => row.parcelNumber) ?? [];
    const [p12, p8] = parcels;
    const third = await parcelNumber();
    await posted(PK, await packing([{ parcelNumber: third, quantity: 15 }]));

    const first = await posted(DC, await dispatching([{ parcelNumber: p12, quantity: 12 }]));
    expect(first).toMatchObject({
      status: S.COMPLETED,
      number: expect.stringMatching(/^DC\//),
      vehicleNumber: 'GJ01AB1234',
    });
    expect(await read(SO, order().id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ dispatchedQuantity: 12 }],
    });
    expect(await stockOf(ids.tape, state.fg)).toBe(23);

    expect(await refused(DC, await dispatching([{ parcelNumber: p12, quantity: 1 }]))).toEqual([
      expect.objectContaining({
        field: 'lines.0.parcelNumber',
        message: expect.stringContaining('was dispatched already, on DC/'),
      }),
    ]);
    expect(
      await refused(
        DC,
        await dispatching([
          { parcelNumber: p8, quantity: 8 },
          { parcelNumber: third, quantity: 15 },
        ]),
      ),
    ).toEqual([
      expect.objectContaining({
        field: 'lines.1.quantity',
        message: expect.stringMatching(
          /^Only 18\.000 KG of .* is pending on the order; 23\.000 KG dispatched\.$/,
        ),
      }),
    ]);
    expect(await refused(DC, await dispatching([{ parcelNumber: p8, quantity: 9 }]))).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          // Decision 2202: the quantity said is the parcel's, and the words say so.
          new RegExp(
            `^Only 8\\.000 KG of .* in parcel ${p8} available in Finished Goods Store; 9\\.000 KG asked`,
          ),
        ),
      }),
    ]);
    expect(
      await refused(
        DC,
        await dispatching([
          { parcelNumber: p8, quantity: 4 },
          { parcelNumber: p8, quantity: 4 },
        ]),
      ),
    ).toEqual([
      expect.objectContaining({
        field: 'lines.1.parcelNumber',
        message: `Parcel ${p8} is on line 1 already.`,
      }),
    ]);
    const other = (
      await findIn<{ id: number }>(app(), 'party', 'companyName', 'Krishak Bharati Fertilisers Co-op')
    ).id;
    const wrongParty = await submit(
      DC,
      await dispatching([{ parcelNumber: p8, quantity: 8 }], { partyId: other }),
    );
    expect(wrongParty.status).toBe(400);
    expect(await stockOf(ids.tape, state.fg)).toBe(23);

    const last = await posted(
      DC,
      await dispatching([
        { parcelNumber: p8, quantity: 8 },
        { parcelNumber: third, quantity: 10 },
      ]),
    );
    expect(await read(SO, order().id)).toMatchObject({
      status: S.CLOSED,
      lines: [{ dispatchedQuantity: 30 }],
    });
    expect(
      (await get<{ id: number }>(`${SO}/getByDispatch`)).body.dataList?.map((row) => row.id),
    ).not.toContain(order().id);
    const moved = await queryRows<{ q: number }>(
      app().server.database.db,
      sql`SELECT sum(quantity)::float8 AS q FROM stock_ledger WHERE movement = 'DISPATCH' AND document_type = 'dispatch'`,
    );
    expect(moved[0]?.q).toBe(-30);

    const pdf = await app().raw({
      method: 'GET',
      url: `/api/v1/${DC}/print/${last.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfPages(pdf.rawPayload).flat().join(' ');
    expect(text).toContain(last.number);
    expect(text).toContain('Delivery Challan');
    // Decision 1331: a challan of goods: item, HSN, parcel, quantity and unit; no rate, tax or amount.
    // Decision 1359: each parcel's weights from its packaging (13 kg gross, 12 kg net each), and the total.
    expect(text).toContain('# Item HSN Parcel Quantity Unit Gross Wt (kg) Net Wt (kg)');
    expect(text).toContain(p8);
    expect(text).toMatch(new RegExp(`${(p8 ?? '').replace(/\//g, '\\/')} 8\\.\\d+ KGS? 13\\.000 12\\.000`));
    expect(text).toContain('Total 26.000 24.000');
    for (const money of ['Rate', 'Taxable', 'CGST', 'IGST', 'Tax Summary', 'Grand Total', 'AMOUNT IN WORDS'])
      expect(text).not.toContain(money);
    // Decision 1242: freight among the transport facts; the customer signs at the left.
    expect(text).toMatch(
      /SALES ORDER SO\/\S+ DISPATCH FROM \(BRANCH\) Head Office FREIGHT ₹1,500\.00 VEHICLE NUMBER GJ01AB1234 DRIVER Ramesh/,
    );
    // Issue 56: the demo's seller is its factory, no longer "Default Organisation" (decision 2243).
    expect(text).toContain(
      'For Sabarmati Polysacks Private Limited Received by Signature Date Authorised Signatory',
    );

    const cancelled = await call(`${DC}/cancel`, {
      id: last.id,
      version: last.version,
      reason: 'Truck did not come',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await read(SO, order().id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ dispatchedQuantity: 12 }],
    });
    expect(await stockOf(ids.tape, state.fg)).toBe(23);
  });

  it('with SO_CBL_FLOW_SUPPORT YES takes only what reached the dispatch area for the order', async () => {
    const parcel = (await get<{ parcelNumber: string }>(`${DC}/getPackedParcels?salesOrderId=${order().id}`))
      .body.dataList?.[0]?.parcelNumber;
    await config('SO_CBL_FLOW_SUPPORT', 'YES');
    try {
      expect(await refused(DC, await dispatching([{ parcelNumber: parcel, quantity: 8 }]))).toEqual([
        expect.objectContaining({
          field: 'lines.0.quantity',
          message: expect.stringContaining('has reached the dispatch area'),
        }),
      ]);
    } finally {
      await config('SO_CBL_FLOW_SUPPORT', 'NO');
    }
  });

  it('refuses a parcel packed for another order', async () => {
    const parcel = (await get<{ parcelNumber: string }>(`${DC}/getPackedParcels?salesOrderId=${order().id}`))
      .body.dataList?.[0]?.parcelNumber;
    const draft = await ok(`${SO}/save`, {
      partyId: state.customer,
      date: '2026-11-24',
      branchId: ids.branch,
      placeOfSupply: '24',
      lines: [{ itemId: ids.tape, quantity: 5, rate: 250 }],
    });
    const other = await posted(SO, draft);
    const line = { salesOrderLineId: other.lines[0]?.id, parcelNumber: parcel, quantity: 1 };
    expect(await refused(DC, await dispatching([line], { salesOrderId: other.id }))).toEqual([
      expect.objectContaining({
        field: 'lines.0.parcelNumber',
        message: `Parcel ${parcel} was packed for Sales Order ${order().number}: dispatch it against that order.`,
      }),
    ]);
  });
});
