import { DOCUMENT_STATUS as S } from '@erp/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INWARD, useStockDocuments, type Doc } from './stock-documents.ts';

// Issue 19: "readings for the item's quality parameters (purity, pH, moisture, solubility, stock parameters 4
// to 9 with their defaults DEFAULT_COST_PARAM_1, DEFAULT_STOCK_PARAM_1..3), each against its limits; pass or
// fail". Decision 1330: the fixed masters are views of the quality parameters of their kind, over HTTP.

const LT = 'chemical/labTest';
const s = useStockDocuments();
const ids = { purity: 0, ph: 0, ash: 0 };
interface Verdict {
  result: { passed: boolean; readings: { name: string; problem: string | null }[] } | null;
  heldQuantity: number;
}
const verdictOf = async (id: number) =>
  (await s.app().call<Verdict>('GET', `${LT}/result/${id}`, s.app().admin)).body.data as Verdict;
const listOf = async (path: string) =>
  (await s.app().call<Record<string, unknown>>('GET', `${path}/getAllByPartner`, s.app().admin)).body
    .dataList ?? [];

/** A completed inward of 10 kg tape under `lot`, held for the lab (LAB_TEST_INWARD YES). */
async function received(lot: string): Promise<void> {
  const order = await s.openOrder();
  const draft = await s.inwardOf(order, [1, 10]);
  const saved = await s.ok(`${INWARD}/update`, {
    ...draft,
    lines: draft.lines.map((line) => (line.itemId === s.ids.tape ? { ...line, lotNumber: lot } : line)),
  });
  expect((await s.submit(INWARD, saved)).body.data).toMatchObject({ status: S.COMPLETED });
}
const test = (lot: string, lines: readonly Record<string, unknown>[], reportId: string) =>
  s.ok(`${LT}/save`, { date: '2026-11-24', itemId: s.ids.tape, lotNumber: lot, reportId, lines });
const readings = (purity: number, ph: number, ash?: number) => [
  { parameterId: ids.purity, reading: purity },
  { parameterId: ids.ph, reading: ph },
  ...(ash === undefined ? [] : [{ parameterId: ids.ash, reading: ash }]),
];

beforeAll(async () => {
  const tape = await s.read('chemical/item', s.ids.tape);
  const productTypeId = tape.productTypeId ?? null;
  ids.purity = (
    await s.ok('chemical/purity/save', { name: 'Assay', unit: '%', minValue: 98, productTypeId })
  ).id;
  ids.ph = (
    await s.ok('chemical/ph/save', { name: 'pH of tape wash', minValue: 10, maxValue: 13, productTypeId })
  ).id;
  ids.ash = (await s.ok('chemical/stockParam4/save', { name: 'Ash', unit: '%', productTypeId })).id;
  await s.config('LAB_TEST_INWARD', 'YES');
  await s.config('DEFAULT_STOCK_PARAM_1', 'pH value');
});
afterEach(() => s.expectConsistent());

describe('the fixed masters are quality parameters of their kind', () => {
  it('each screen keeps its own records; the quality parameters, which the readings pick, list them all', async () => {
    expect((await listOf('chemical/ph')).map((row) => row.name)).toEqual([
      'pH of 1% solution',
      'pH of tape wash',
    ]);
    expect(new Set((await listOf('chemical/purity')).map((row) => row.kind))).toEqual(new Set(['purity']));
    expect((await s.app().call('GET', `chemical/ph/${ids.purity}`, s.app().admin)).status).toBe(404);
    const all = await listOf('customParam');
    expect(all.map((row) => [row.name, row.kind])).toEqual(
      expect.arrayContaining([
        ['Assay', 'purity'],
        ['pH of tape wash', 'ph'],
        ['Ash', 'stockParam4'],
      ]),
    );
  });

  it("issue 42: the reading picker's list of an item's product type holds that type's and every type's, no other", async () => {
    const tape = await s.read('chemical/item', s.ids.tape);
    const everyType = (await s.ok('chemical/stockParam5/save', { name: 'Visual check', productTypeId: null }))
      .id;
    const reply = await s
      .app()
      .call<Record<string, unknown>>(
        'GET',
        `customParam/getAllByPartner?size=100&filter.productTypeId=${String(tape.productTypeId)},`,
        s.app().admin,
      );
    expect(reply.status).toBe(200);
    const names = (reply.body.dataList ?? []).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Assay', 'pH of tape wash', 'Ash', 'Visual check']));
    expect(names).not.toContain('pH of 1% solution');
    await s.ok('chemical/stockParam5/delete', { id: everyType });
  });

  it('refuses a limit beyond its kind, and a name its kind already has', async () => {
    const beyond = await s.call('chemical/ph/save', { name: 'Caustic', minValue: 10, maxValue: 15 });
    expect(beyond.status).toBe(400);
    expect(s.issuesOf(beyond)).toEqual([
      expect.objectContaining({ field: 'maxValue', message: 'Maximum Value must be at most 14' }),
    ]);
    expect((await s.call('chemical/ph/save', { name: 'pH of tape wash' })).status).toBe(409);
    const sameNameOtherKind = await s.call('chemical/moisture/save', {
      name: 'pH of tape wash',
      maxValue: 1,
    });
    expect(sameNameOtherKind.status, JSON.stringify(sameNameOtherKind.body)).toBe(200);
    await s.call('chemical/moisture/delete', { id: (sameNameOtherKind.body.data as Doc).id });
  });

  it("the item's specification names them as system config does (spec §3), the rest by their own name", async () => {
    const spec = await s
      .app()
      .call<{ name: string; parameterKind: string }>(
        'GET',
        `chemical/inward/getItemSpecification/${s.ids.tape}`,
        s.app().admin,
      );
    expect(spec.body.dataList?.map((row) => [row.name, row.parameterKind])).toEqual(
      expect.arrayContaining([
        ['Purity', 'purity'],
        ['pH value', 'ph'],
        ['Ash', 'stockParam4'],
      ]),
    );
  });
});

describe('a lab test reads them against their limits', () => {
  it('fails a reading beyond its limit, refuses a limited one unread, passes and releases the lot', async () => {
    await received('FX-1');
    const unread = await s.submit(LT, await test('FX-1', [{ parameterId: ids.ph, reading: 11 }], 'QC-F0'));
    expect(unread.status).toBe(400);
    expect(s.issuesOf(unread)).toEqual([
      expect.objectContaining({ field: 'lines', message: 'Purity has no reading.' }),
    ]);

    const failing = (await s.submit(LT, await test('FX-1', readings(99, 13.5), 'QC-F1'))).body.data as Doc;
    expect(await verdictOf(failing.id)).toMatchObject({
      result: {
        passed: false,
        readings: [
          { name: 'Purity', problem: null },
          { name: 'pH value', problem: 'pH value 13.5 is above its limit 13' },
        ],
      },
      heldQuantity: 10,
    });
    const low = (await s.submit(LT, await test('FX-1', readings(97.5, 12), 'QC-F2'))).body.data as Doc;
    expect((await verdictOf(low.id)).result?.readings[0]?.problem).toBe(
      'Purity 97.5% is below its limit 98%',
    );

    const passing = (await s.submit(LT, await test('FX-1', readings(98, 12, 0.3), 'QC-F3'))).body.data as Doc;
    expect(await verdictOf(passing.id)).toMatchObject({ result: { passed: true }, heldQuantity: 0 });
  });

  it('refuses a purity reading above 100 % on its line', async () => {
    await received('FX-2');
    const reply = await s.submit(LT, await test('FX-2', readings(120, 12), 'QC-F4'));
    expect(s.issuesOf(reply)).toEqual([
      expect.objectContaining({ field: 'lines.0.reading', message: 'Purity 120% cannot be above 100%.' }),
    ]);
  });
});
