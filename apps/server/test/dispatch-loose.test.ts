import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPages } from './pdf-text.ts';
import { DC, PK, SO, useShipping } from './shipping-fixture.ts';

// Issue 56's walk: a dispatch of loose stock was a dead end ("Parcel Number is required", then "Only 0 BAG …
// available" beside 17,000 bags). Decision 2200: a line naming no parcel takes loose goods out of its stock
// area, never a part of a parcel; decision 2202: a refusal says what the line asked of and the way through.

const { app, ids, get, order, parcelNumber, packing, dispatching, posted, refused, read, stockOf, state } =
  useShipping();

/** The balances of the tape in a stock area, one per lot and roll (a parcel is its roll), from the ledger's rows. */
async function balancesIn(stockAreaId: number): Promise<{ lot: string; roll: string; quantity: number }[]> {
  return queryRows(
    app().server.database.db,
    sql`SELECT i.lot_number AS lot, i.roll_number AS roll, sum(l.quantity)::float8 AS quantity
        FROM stock_ledger l JOIN stock_identity i ON i.id = l.identity_id JOIN stock_material m ON m.id = l.material_id
        WHERE m.item_id = ${ids.tape} AND l.stock_area_id = ${stockAreaId}
        GROUP BY i.lot_number, i.roll_number HAVING sum(l.quantity) <> 0 ORDER BY i.lot_number, i.roll_number`,
  );
}

describe('a dispatch of loose goods (decision 2200)', () => {
  let parcel = '';

  it('takes a line naming no parcel out of its stock area, loose, and leaves the parcels whole', async () => {
    parcel = await parcelNumber();
    await posted(PK, await packing([{ parcelNumber: parcel, quantity: 8 }]));
    const loose = await stockOf(ids.tape, ids.store);
    const before = await balancesIn(ids.store);

    const draft = await dispatching([{ stockAreaId: ids.store, quantity: 5 }]);
    expect(draft.lines[0]).toMatchObject({ parcelNumber: null, quantity: 5 });
    const done = await posted(DC, draft);
    expect(done).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^DC\//) });

    expect(await stockOf(ids.tape, ids.store)).toBe(loose - 5);
    // The ledger's balances: the oldest loose lot gave the 5, and the parcel in the packed area is as packed.
    const after = await balancesIn(ids.store);
    expect(after).toEqual(
      before.map((balance, index) =>
        index === 0 ? { ...balance, quantity: balance.quantity - 5 } : balance,
      ),
    );
    expect(await balancesIn(state.fg)).toEqual([{ lot: state.lot, roll: parcel, quantity: 8 }]);
    const moved = await queryRows<{ roll: string; q: number; movement: string }>(
      app().server.database.db,
      sql`SELECT i.roll_number AS roll, l.quantity::float8 AS q, l.movement FROM stock_ledger l
          JOIN stock_identity i ON i.id = l.identity_id WHERE l.document_type = 'dispatch' AND l.document_id = ${done.id}`,
    );
    expect(moved).toEqual([{ roll: '', q: -5, movement: 'DISPATCH' }]);
    expect(await read(SO, order().id)).toMatchObject({
      status: S.IN_PROGRESS,
      lines: [{ dispatchedQuantity: 5 }],
    });

    // The challan prints the loose line, with no parcel column where no line names a parcel.
    const pdf = await app().raw({
      method: 'GET',
      url: `/api/v1/${DC}/print/${done.id}`,
      headers: { authorization: `Bearer ${app().admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfPages(pdf.rawPayload).flat().join(' ');
    expect(text).toContain('# Item HSN Quantity Unit 1 PP Tape');
    expect(text).toContain('5.000 KG');
  });

  it('refuses a loose line where only parcels lie, naming them and how to add them', async () => {
    expect(await refused(DC, await dispatching([{ stockAreaId: state.fg, quantity: 3 }]))).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /^Only 0\.000 KG of .* available loose in Finished Goods Store; 3\.000 KG asked\. 8\.000 KG more lie there packed in parcels: add them with Scan Parcel or Choose Parcels\.$/,
        ),
      }),
    ]);
    expect(await balancesIn(state.fg)).toEqual([{ lot: state.lot, roll: parcel, quantity: 8 }]);
  });

  it('refuses a parcel that does not hold the goods with the loose goods beside it and how to take them', async () => {
    const loose = await stockOf(ids.tape, ids.store);
    const reply = await refused(
      DC,
      await dispatching([{ parcelNumber: 'PCL-NOT-PACKED', stockAreaId: ids.store, quantity: 2 }]),
    );
    expect(reply).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          new RegExp(
            `^Only 0\\.000 KG of .* in parcel PCL-NOT-PACKED available in Raw Material Store; 2\\.000 KG asked\\. ${loose.toFixed(3)} KG lie there loose: leave Parcel Number blank to dispatch them\\.$`,
          ),
        ),
      }),
    ]);
  });

  it('takes a parcel and loose goods on one challan, each line its own way', async () => {
    const loose = await stockOf(ids.tape, ids.store);
    const done = await posted(
      DC,
      await dispatching([
        { parcelNumber: parcel, stockAreaId: state.fg, lotNumber: state.lot, quantity: 8 },
        { stockAreaId: ids.store, quantity: 2 },
      ]),
    );
    expect(done.status).toBe(S.COMPLETED);
    expect(await balancesIn(state.fg)).toEqual([]);
    expect(await stockOf(ids.tape, ids.store)).toBe(loose - 2);
    expect(await read(SO, order().id)).toMatchObject({ lines: [{ dispatchedQuantity: 15 }] });
  });

  it('answers a scan of a parcel not in stock with the two ways through', async () => {
    const reply = await get(`${DC}/getParcel?code=PCL-NOT-PACKED&salesOrderId=${order().id}`);
    expect(reply.status).toBe(404);
    expect(reply.body.responseMessage).toBe(
      'Parcel PCL-NOT-PACKED is not in stock: it was never packed, or it has been dispatched. Pack goods into parcels in Packaging, or dispatch them loose on a line without a parcel number.',
    );
  });
});
