import { DOCUMENT_STATUS as S } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19's production calls over HTTP (decisions 1102, 1103): a bill of material scaled to a batch size
// with the stock of each item, the next batch number of an item, and weaving's rolls from tape bobbins on a
// loom with their GSM checked against the item's and their roll numbers used once.

const PB = 'chemical/productionbatch';
const WV = 'chemical/weavingProcess';
const { app, ids, call, submit, issuesOf, read, config, openOrder, inwardOf, expectConsistent } =
  useStockDocuments();
const db = () => app().server.database.db;
const place = { bom: 0, fabric: 0, loom: 0, wrapper: 0 };

const idOf = async (query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(db(), query);
  if (!row) throw new Error('no row');
  return row.id;
};
const get = <T>(path: string) => app().call<T>('GET', path, app().admin);

beforeAll(async () => {
  await submit(INWARD, await inwardOf(await openOrder(), [100, 50]));
  place.bom = await idOf(sql`SELECT id::int FROM bom WHERE code = 'BOM-SK-050'`);
  place.fabric = await idOf(sql`SELECT id::int FROM item WHERE code = 'SF-WF-090'`);
  place.wrapper = await idOf(sql`SELECT id::int FROM item WHERE code = 'PK-BW-001'`);
  place.loom = await idOf(sql`SELECT id::int FROM machine WHERE code = 'LOOM-01'`);
});
afterEach(expectConsistent);

describe('getInputOutputDetailsByBOM', () => {
  it("scales the BOM's inputs to the batch size, with each item's stock and shortfall", async () => {
    const reply = await call(`${PB}/getInputOutputDetailsByBOM`, { bomId: place.bom, batchSize: 2500 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // Cement Sack 50 kg: 1,000 bags from 1,050 m of 90 GSM fabric and 2 bale wrappers.
    expect(reply.body.data).toMatchObject({
      bomId: place.bom,
      batchSize: 2500,
      outputQuantity: 1000,
      lines: [
        {
          lineRole: 'INPUT',
          itemId: place.fabric,
          quantity: 2625,
          uomName: 'MTR',
          availableQuantity: 0,
          shortQuantity: 2625,
        },
        { lineRole: 'INPUT', itemId: place.wrapper, quantity: 5, shortQuantity: 5 },
        { lineRole: 'OUTPUT', itemName: 'PP Woven Sack 50 kg Cement', quantity: 2500, shortQuantity: 0 },
      ],
    });
  });

  it('refuses a batch size of 0 and a BOM of nobody, on their fields', async () => {
    const zero = await call(`${PB}/getInputOutputDetailsByBOM`, { bomId: place.bom, batchSize: 0 });
    expect(zero.status).toBe(400);
    expect(issuesOf(zero)).toEqual([
      expect.objectContaining({ field: 'batchSize', message: 'Batch Size must be more than 0' }),
    ]);
    const none = await call(`${PB}/getInputOutputDetailsByBOM`, { bomId: 99999999, batchSize: 10 });
    expect(none.status).toBe(400);
    expect(issuesOf(none)).toEqual([expect.objectContaining({ field: 'bomId' })]);
  });
});

describe('getUniqueBatchNumber', () => {
  it("gives the item's code, today and the next number no lot of the item has", async () => {
    const first = await get<{ batchNumber: string }>(`${PB}/getUniqueBatchNumber/${ids.tape}`);
    expect(first.status).toBe(200);
    const number = first.body.data?.batchNumber ?? '';
    expect(number).toMatch(/^SF-TP-800-\d{6}-01$/);
    expect(
      (await get<{ batchNumber: string }>(`${PB}/getUniqueBatchNumber/${ids.tape}`)).body.data?.batchNumber,
    ).toBe(number);
    const draft = await call(`${PB}/save`, {
      date: '2026-11-24',
      lines: [
        { lineRole: 'INPUT', itemId: ids.granules, stockAreaId: ids.store, quantity: 5 },
        { lineRole: 'OUTPUT', itemId: ids.tape, stockAreaId: ids.weaving, lotNumber: number, quantity: 5 },
      ],
    });
    expect((await submit(PB, draft.body.data as Doc)).status).toBe(200);
    const next = await get<{ batchNumber: string }>(`${PB}/getUniqueBatchNumber/${ids.tape}`);
    expect(next.body.data?.batchNumber).toBe(number.replace(/01$/, '02'));
  });

  it('refuses an item of nobody and an id that is no id', async () => {
    expect((await get(`${PB}/getUniqueBatchNumber/99999999`)).status).toBe(400);
    expect((await get(`${PB}/getUniqueBatchNumber/abc`)).status).toBe(400);
  });
});

describe('weaving', () => {
  // 90 GSM tubular fabric, 22 inch lay-flat: 1.1176 m around, so 400 m of it weighs 40.2336 kg.
  const roll = (rollNumber: string, weightKg: number, extra: Record<string, unknown> = {}) => ({
    lineRole: 'OUTPUT',
    itemId: place.fabric,
    stockAreaId: ids.weaving,
    rollNumber,
    quantity: 400,
    weightKg,
    metres: 400,
    widthInches: 22,
    mesh: '10x10',
    ...extra,
  });
  const weave = (rolls: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    call(`${WV}/save`, {
      date: '2026-11-24',
      machineId: place.loom,
      shift: 'A',
      tubular: true,
      lines: [{ lineRole: 'INPUT', itemId: ids.tape, stockAreaId: ids.store, quantity: 10 }, ...rolls],
      ...extra,
    });
  const woven = async (rolls: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const draft = await weave(rolls, extra);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    return submit(WV, draft.body.data as Doc);
  };

  it('weaves rolls from tape bobbins, each with its GSM written', async () => {
    const reply = await woven([roll('R-1', 40), roll('R-2', 41.5)]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const doc = reply.body.data as Doc;
    expect(doc).toMatchObject({ status: S.COMPLETED, number: expect.stringMatching(/^WV\/2026-27\/\d{5}$/) });
    expect(doc).not.toHaveProperty('notices');
    expect((await read(WV, doc.id)).lines.map((line) => line.gsm)).toEqual([null, 89.48, 92.83]);
  });

  it('refuses a roll beyond 15% of the GSM on its kg, flat fabric read as flat, and nothing is posted', async () => {
    const heavy = await woven([roll('R-3', 48)]);
    expect(heavy.status).toBe(400);
    expect(issuesOf(heavy)).toEqual([
      expect.objectContaining({
        field: 'lines.1.weightKg',
        message: "GSM 107.37 is 19.3% from the item's 90: check the kg, metres and width.",
      }),
    ]);
    // Flat, the same roll is half as wide: twice the GSM.
    const flat = await woven([roll('R-4', 40)], { tubular: false });
    expect(issuesOf(flat)).toEqual([expect.objectContaining({ field: 'lines.1.weightKg' })]);
    await config('WEAVING_GSM_REFUSE_PERCENT', '25');
    expect((await woven([roll('R-3', 48)])).status).toBe(200);
    await config('WEAVING_GSM_REFUSE_PERCENT', '15');
  });

  it('a roll between the warning and refusal limits posts, its warning in the answer on its kg (decision 1846)', async () => {
    // 43 kg of 400 m of 22 inch tubular fabric: GSM 96.19, 6.88% from the fabric's 90 (between 5% and 15%).
    const reply = await woven([roll('R-6', 43), roll('R-7', 40)]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({
      status: S.COMPLETED,
      notices: [
        { field: 'lines.1.weightKg', level: 'warning', message: "GSM 96.19 is 6.88% from the item's 90." },
      ],
    });
    expect((reply.body.data as Doc).lines.map((line) => line.gsm)).toEqual([null, 96.19, 89.48]);
  });

  it('refuses a roll number used twice, in one entry or after an earlier one', async () => {
    const twice = await woven([roll('R-5', 40), roll('R-5', 40)]);
    expect(twice.status).toBe(400);
    expect(issuesOf(twice)).toEqual([expect.objectContaining({ field: 'lines.2.rollNumber' })]);
    const again = await woven([roll('R-1', 40)]);
    expect(again.status).toBe(400);
    expect(issuesOf(again)).toEqual([
      expect.objectContaining({
        field: 'lines.1.rollNumber',
        message: expect.stringMatching(
          /^Roll R-1 was woven already, on WV\/2026-27\/\d{5}: give this roll its own number\.$/,
        ),
      }),
    ]);
  });

  it('asks a roll its number, kg, metres and width on save', async () => {
    const reply = await weave([roll('', 40, { metres: null })]);
    expect(reply.status).toBe(400);
    expect(issuesOf(reply)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'lines.1.rollNumber', message: 'Give the roll its number.' }),
        expect.objectContaining({
          field: 'lines.1.weightKg',
          message: "Give the roll's kg, metres and width.",
        }),
      ]),
    );
  });
});
