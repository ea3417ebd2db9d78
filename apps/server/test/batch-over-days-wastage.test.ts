import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's batch running over days, its wastage and its process loss over HTTP (decision 1300): "wastage as
// its own material (`wastageMaterialTypeId`); yield against the BOM shown". A daily line's wastage comes in
// as the batch's wastage material at its scrap rate in the entry's transaction; wastage below 0 or past the
// inputs is refused with nothing posted; completion writes the weight never made or wasted as the process
// loss, moving no stock, audited. Balance = ledger after every test.

const PB = 'chemical/productionbatch';
const DP = 'chemical/dailyProduction';
const { app, ids, call, ok, submit, issuesOf, read, stockOf, openOrder, inwardOf, config, expectConsistent } =
  useStockDocuments();
const db = () => app().server.database.db;
const m = { line: 0, waste: 0 };

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(db(), query);
  if (!row) throw new Error('no row');
  return row;
};

/** A batch running over days of `kg` granules, its wastage material the filler (20 a kg as scrap), issued. */
async function issued(kg: number, wastageItemId: number | null = m.waste): Promise<Doc> {
  const draft = await ok(`${PB}/save`, {
    date: '2026-11-24',
    runsOverDays: true,
    wastageItemId,
    lines: [{ lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: kg }],
  });
  const reply = await submit(PB, draft);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
}
/**
 * A day of the tape line making `kg` of tape for `batch` and wasting `wastageKg`, into Weaving WIP; its
 * wastage material its own when given (decision 1355).
 */
const dayOf = (batch: Doc, date: string, kg: number, wastageKg: number, wastageItemId?: number) =>
  call(`${DP}/save`, {
    date,
    shift: 'A',
    wastageItemId,
    lines: [
      {
        machineId: m.line,
        itemId: ids.tape,
        kg,
        wastageKg,
        runningHours: 6,
        productionBatchId: batch.id,
        stockAreaId: ids.weaving,
      },
    ],
  });
const entered = async (batch: Doc, date: string, kg: number, wastageKg: number, wastageItemId?: number) => {
  const draft = await dayOf(batch, date, kg, wastageKg, wastageItemId);
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  return submit(DP, draft.body.data as Doc);
};
const wasteValueOf = async (entry: Doc, itemId = m.waste) =>
  (
    await one<{ v: number }>(
      sql`SELECT coalesce(sum(l.value), 0)::float8 AS v FROM stock_ledger l
          JOIN stock_material sm ON sm.id = l.material_id
          WHERE l.document_type = 'dailyProduction' AND l.document_id = ${entry.id} AND sm.item_id = ${itemId}`,
    )
  ).v;

beforeAll(async () => {
  for (let inward = 0; inward < 4; inward += 1)
    await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
  m.line = (await one<{ id: number }>(sql`SELECT id::int AS id FROM machine WHERE code = 'TAPE-01'`)).id;
  m.waste = (await one<{ id: number }>(sql`SELECT id::int AS id FROM item WHERE code = 'RM-MB-001'`)).id;
  await db().execute(sql`UPDATE item SET scrap_rate = 20 WHERE id = ${m.waste}`);
});
afterEach(expectConsistent);

describe('a batch running over days: wastage, yield and process loss', () => {
  it("brings a day's wastage in as the batch's wastage material at its scrap rate, and its yields", async () => {
    const waste = await stockOf(m.waste, ids.weaving);
    const batch = await issued(100);
    const day = await entered(batch, '2026-11-24', 40, 5);
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(await stockOf(m.waste, ids.weaving)).toBe(waste + 5);
    expect(await wasteValueOf(day.body.data as Doc)).toBe(100);
    expect(await read(PB, batch.id)).toMatchObject({
      producedKg: 40,
      wastageKg: 5,
      yieldPercent: 40,
      processLossKg: null,
    });
  });

  it('takes none of the figures the server writes from the body, on a new draft or a saved one', async () => {
    const forged = { producedKg: 900, wastageKg: 9, processLossKg: 1, yieldPercent: 99, bomYieldPercent: 99 };
    const draft = await ok(`${PB}/save`, {
      date: '2026-11-24',
      runsOverDays: true,
      ...forged,
      lines: [{ lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: 10 }],
    });
    const empty = {
      producedKg: null,
      wastageKg: null,
      processLossKg: null,
      yieldPercent: null,
      bomYieldPercent: null,
    };
    expect(draft).toMatchObject(empty);
    expect(await ok(`${PB}/update`, { ...draft, ...forged })).toMatchObject(empty);
  });

  it('refuses wastage below 0, past the inputs, or without a wastage material, posting nothing', async () => {
    const batch = await issued(100);
    expect((await entered(batch, '2026-11-25', 40, 5)).status).toBe(200);
    const negative = await dayOf(batch, '2026-11-26', 10, -1);
    expect(negative.status).toBe(400);
    expect(issuesOf(negative)[0]?.field).toBe('lines.0.wastageKg');

    const tape = await stockOf(ids.tape, ids.weaving);
    const waste = await stockOf(m.waste, ids.weaving);
    const beyond = await entered(batch, '2026-11-26', 50, 10);
    expect(beyond.status).toBe(400);
    expect(issuesOf(beyond)).toEqual([
      expect.objectContaining({
        field: 'lines.0.wastageKg',
        message: `${batch.number}: Its inputs weigh 100 kg and 45 kg was made from them already: 60 kg more is beyond its inputs.`,
      }),
    ]);
    const none = await issued(10, null);
    const unnamed = await entered(none, '2026-11-26', 2, 1);
    expect(issuesOf(unnamed)).toEqual([
      expect.objectContaining({
        field: 'wastageItemId',
        message: `Choose the wastage material: ${none.number} names none, so the day's wastage cannot come into stock without one.`,
      }),
    ]);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape);
    expect(await stockOf(m.waste, ids.weaving)).toBe(waste);
    expect(await read(PB, batch.id)).toMatchObject({ producedKg: 40, wastageKg: 5 });
    expect(await read(PB, none.id)).toMatchObject({ producedKg: null, wastageKg: null });
  });

  it('books the wastage only under the wastage category when system config names one', async () => {
    const category = async (name: string) =>
      (await one<{ id: number }>(sql`SELECT id::int FROM category_type WHERE name = ${name}`)).id;
    const batch = await issued(20);
    await config('wastageMaterialTypeId', String(await category('Finished Goods')));
    const refused = await entered(batch, '2026-11-27', 5, 1);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.wastageKg',
        message: 'Wastage is booked under Finished Goods: choose an item of it.',
      }),
    ]);
    await config('wastageMaterialTypeId', String(await category('Raw Material')));
    expect((await entered(batch, '2026-11-27', 5, 1)).status).toBe(200);
    await config('wastageMaterialTypeId', '');
  });

  it('writes what was neither made nor wasted as its process loss when completed, moving no stock', async () => {
    const batch = await issued(100);
    const day = (await entered(batch, '2026-11-28', 40, 5)).body.data as Doc;
    const before = await Promise.all([
      stockOf(ids.granules, ids.store),
      stockOf(ids.tape, ids.weaving),
      stockOf(m.waste, ids.weaving),
    ]);
    const rows = async () => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM stock_ledger`)).n;
    const ledger = await rows();
    const now = await read(PB, batch.id);
    const done = await ok(`${PB}/complete`, { id: now.id, version: now.version });
    expect(done).toMatchObject({ status: S.COMPLETED, processLossKg: 55, producedKg: 40, wastageKg: 5 });
    expect(await rows()).toBe(ledger);
    expect(
      await Promise.all([
        stockOf(ids.granules, ids.store),
        stockOf(ids.tape, ids.weaving),
        stockOf(m.waste, ids.weaving),
      ]),
    ).toEqual(before);
    const trail = await app().call<{ action: string }>(
      'GET',
      `audit/productionBatch/${batch.id}`,
      app().admin,
    );
    expect(JSON.stringify(trail.body.dataList?.[0])).toContain('processLossKg');

    // A day cancelled after completion takes its output and wastage back; the loss grows by them.
    await ok(`${DP}/cancel`, { id: day.id, version: day.version, reason: 'wrong batch' });
    expect(await read(PB, batch.id)).toMatchObject({ producedKg: 0, wastageKg: 0, processLossKg: 100 });
    expect(await stockOf(m.waste, ids.weaving)).toBe((before[2] ?? 0) - 5);
  });
});

describe("the wastage material's unit (decision 1356)", () => {
  it("brings wastage entered in kg in the material's own weight unit, and refuses a unit that is no weight (decision 1356)", async () => {
    const kg = await one<{ uom: number }>(sql`SELECT uom_id::int AS uom FROM item WHERE id = ${m.waste}`);
    const tonne = await ok('uom/save', { name: 'MT', uqc: 'MTS', decimals: 3 });
    const nos = await one<{ id: number }>(sql`SELECT id::int AS id FROM uom WHERE name = 'NOS' LIMIT 1`);
    const unitOfWaste = (uom: number) =>
      db().execute(sql`UPDATE item SET uom_id = ${uom} WHERE id = ${m.waste}`);
    try {
      await unitOfWaste(tonne.id);
      const waste = await stockOf(m.waste, ids.weaving);
      const day = await entered(await issued(20), '2026-12-01', 10, 5);
      expect(day.status, JSON.stringify(day.body)).toBe(200);
      expect(await stockOf(m.waste, ids.weaving)).toBeCloseTo(waste + 0.005, 6);
      expect(await wasteValueOf(day.body.data as Doc)).toBe(100); // 5 kg at 20 a kg

      await unitOfWaste(nos.id);
      const refused = await entered(await issued(20), '2026-12-02', 10, 5);
      expect(refused.status).toBe(400);
      expect(issuesOf(refused)).toEqual([
        expect.objectContaining({
          field: 'lines.0.wastageKg',
          message:
            'Filler Masterbatch CaCO3 is kept in NOS, not a weight: wastage is entered in kg. Give it a unit of GST code KGS, GMS or MTS.',
        }),
      ]);
    } finally {
      await unitOfWaste(kg.uom);
    }
  });
});

describe("the day's own wastage material (decision 1355)", () => {
  it('brings a batch issued without one its wastage as the material the day names, at its scrap rate', async () => {
    const waste = await stockOf(m.waste, ids.weaving);
    const tape = await stockOf(ids.tape, ids.weaving);
    const batch = await issued(15, null);
    const day = await entered(batch, '2026-12-03', 10, 4, m.waste);
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body.data).toMatchObject({ wastageItemId: m.waste });
    expect(await stockOf(m.waste, ids.weaving)).toBe(waste + 4);
    expect(await stockOf(ids.tape, ids.weaving)).toBe(tape + 10);
    expect(await wasteValueOf(day.body.data as Doc)).toBe(80); // 4 kg at 20 a kg
    expect(await read(PB, batch.id)).toMatchObject({ producedKg: 10, wastageKg: 4 });

    // Cancelled, the day takes its wastage back as that same material.
    const posted = day.body.data as Doc;
    await ok(`${DP}/cancel`, { id: posted.id, version: posted.version, reason: 'wrong day' });
    expect(await stockOf(m.waste, ids.weaving)).toBe(waste);
    expect(await read(PB, batch.id)).toMatchObject({ producedKg: 0, wastageKg: 0 });
  });

  it("takes the day's material over the batch's, in its unit and at its scrap rate", async () => {
    await db().execute(sql`UPDATE item SET scrap_rate = 30 WHERE id = ${ids.granules}`);
    try {
      const granules = await stockOf(ids.granules, ids.weaving);
      const waste = await stockOf(m.waste, ids.weaving);
      const day = await entered(await issued(10), '2026-12-04', 5, 2, ids.granules);
      expect(day.status, JSON.stringify(day.body)).toBe(200);
      expect(await stockOf(ids.granules, ids.weaving)).toBe(granules + 2);
      expect(await stockOf(m.waste, ids.weaving)).toBe(waste);
      expect(await wasteValueOf(day.body.data as Doc, ids.granules)).toBe(60); // 2 kg at 30 a kg
    } finally {
      await db().execute(sql`UPDATE item SET scrap_rate = NULL WHERE id = ${ids.granules}`);
    }
  });
});
