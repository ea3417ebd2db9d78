import { describe, expect, it } from 'vitest';
import {
  NEEDS_INPUT,
  NEEDS_OUTPUT,
  OUTPUTS_LATER,
  batchLinesProblem,
  batchValuation,
  batchYield,
  beyondInputs,
  bomYield,
  dayRate,
  dayRatePerKg,
  entryProcessLoss,
  knownWeight,
  lineWeight,
  processLoss,
  scaleBom,
  type BatchCost,
  type BatchOutput,
} from './production.ts';

// Issue 19: "the outputs enter stock at the inputs' value plus the cost heads charged to the batch
// (costHead rates per kg or per batch), spread over the good outputs by weight; wastage enters at its
// material's scrap rate (zero when it has none)" (decision 1101: the scrap's value is taken out of the pool).

const good = (quantity: number, weight?: number): BatchOutput => ({ role: 'OUTPUT', quantity, weight });
const waste = (quantity: number, scrapRate?: number | null): BatchOutput => ({
  role: 'WASTAGE',
  quantity,
  scrapRate,
});
const perKg = (rate: number): BatchCost => ({ basis: 'PER_KG', rate, quantity: 1 });
const perBatch = (rate: number, quantity = 1): BatchCost => ({ basis: 'PER_BATCH', rate, quantity });

describe('batchValuation', () => {
  it.each([
    ['inputs only, one output: their value over its kg', 1000, [], [good(10)], 0, 0, [100]],
    ['two outputs share by weight', 1000, [], [good(30), good(10)], 0, 0, [25, 25]],
    ['by the weight given, not the pieces', 1000, [], [good(1000, 40), good(10, 10)], 0, 0, [0.8, 20]],
    ['per kg cost heads charge the good kg', 1000, [perKg(5)], [good(40), waste(10)], 200, 0, [30, 0]],
    [
      'per batch cost heads charge their quantity of batches',
      1000,
      [perBatch(300, 2)],
      [good(40)],
      600,
      0,
      [40],
    ],
    ['wastage at its scrap rate, taken from the pool', 1000, [], [good(40), waste(10, 20)], 0, 200, [20, 20]],
    ['wastage without a scrap rate at 0', 1000, [], [good(40), waste(10, null)], 0, 0, [25, 0]],
    ['a negative scrap rate counts as 0', 1000, [], [good(40), waste(10, -5)], 0, 0, [25, 0]],
    ['scrap worth more than the pool: outputs at 0', 10, [], [good(40), waste(10, 20)], 0, 200, [0, 20]],
    ['no good output: nothing to spread over', 1000, [], [waste(10, 20)], 0, 200, [20]],
    ['rates to 4 decimals', 100, [], [good(3)], 0, 0, [33.3333]],
    // Decision 1831: 0.346 × 7.5 = 2.5949999… in binary, 2.60 in the ledger; so is it in the pool.
    [
      'wastage at the value the ledger gives it',
      1000,
      [],
      [good(10), waste(0.346, 7.5)],
      0,
      2.6,
      [99.74, 7.5],
    ],
    [
      'each wastage line to the paisa, as the ledger posts it',
      100,
      [],
      [good(1), waste(0.001, 5), waste(0.001, 5)],
      0,
      0.02,
      [99.98, 5, 5],
    ],
  ])('%s', (_, inputValue, costs, outputs, charged, scrap, rates) => {
    expect(batchValuation(inputValue, costs, outputs)).toEqual({ costs: charged, scrap, rates });
  });

  it('an output of no quantity enters at 0', () => {
    expect(batchValuation(100, [], [good(10), { role: 'OUTPUT', quantity: 0, weight: 5 }]).rates).toEqual([
      6.6667, 0,
    ]);
  });
});

describe('batch lines', () => {
  it.each([
    ['its Weight (kg) where given', { weightKg: 4, quantity: 100 }, 4],
    ['else its quantity', { weightKg: 0, quantity: 100 }, 100],
    ['nothing: 0', {}, 0],
  ])('a line weighs %s', (_, line, weight) => {
    expect(lineWeight(line)).toBe(weight);
  });

  it('yield: good outputs over inputs by weight, in percent', () => {
    const lines = [
      { lineRole: 'INPUT', quantity: 40 },
      { lineRole: 'INPUT', quantity: 10 },
      { lineRole: 'OUTPUT', quantity: 1000, weightKg: 45 },
      { lineRole: 'WASTAGE', quantity: 5 },
      { lineRole: 'COST', quantity: 1 },
    ];
    expect(batchYield(lines)).toBe(90);
    expect(batchYield([{ lineRole: 'OUTPUT', quantity: 5 }])).toBe(0);
  });

  it.each([
    ['inputs and outputs', [{ lineRole: 'INPUT' }, { lineRole: 'OUTPUT' }], null],
    ['an output without an input', [{ lineRole: 'OUTPUT' }, { lineRole: 'WASTAGE' }], NEEDS_INPUT],
    ['inputs making nothing but wastage', [{ lineRole: 'INPUT' }, { lineRole: 'WASTAGE' }], NEEDS_OUTPUT],
    ['rows that are not lines', [null, 'x'], NEEDS_INPUT],
    ['no lines at all (another rule asks for them)', undefined, null],
  ])('%s', (_, lines, problem) => {
    expect(batchLinesProblem(lines)).toBe(problem);
  });

  it.each([
    ['inputs only: issued, its outputs come day by day', [{ lineRole: 'INPUT' }, { lineRole: 'COST' }], null],
    ['an output on it', [{ lineRole: 'INPUT' }, { lineRole: 'OUTPUT' }], OUTPUTS_LATER],
    ['wastage on it', [{ lineRole: 'INPUT' }, { lineRole: 'WASTAGE' }], OUTPUTS_LATER],
    ['no input', [{ lineRole: 'COST' }], NEEDS_INPUT],
  ])('running over days (decision 1221), %s', (_, lines, problem) => {
    expect(batchLinesProblem(lines, true)).toBe(problem);
  });
});

// Issue 19: "A batch running over days posts its inputs when issued and its outputs with each day's
// production entry"; bad input "output beyond inputs" (decision 1221).
describe('a batch running over days', () => {
  const perKg = (rate: number): BatchCost => ({ basis: 'PER_KG', rate, quantity: 1 });
  const perBatch = (rate: number, quantity = 1): BatchCost => ({ basis: 'PER_BATCH', rate, quantity });
  it.each([
    ['the inputs over their weight', 10_000, 100, [], 100],
    [
      'plus a per-batch head shared by the inputs’ weight, plus a per-kg head',
      10_000,
      100,
      [perBatch(500), perKg(2)],
      107,
    ],
    ['two batches charged', 900, 300, [perBatch(150, 2)], 4],
    ['no inputs weighed: nothing', 900, 0, [perKg(2)], 0],
    ['never below 0', -50, 10, [], 0],
  ])('a kg of output is worth %s', (_, value, weight, costs, rate) => {
    expect(dayRatePerKg(value, weight, costs)).toBe(rate);
  });

  it.each([
    ['kg counted in kg', 103.3333, 40, 40, 103.3333],
    ['metres weighing 40 kg in 400 m', 100, 40, 400, 10],
    ['no quantity', 100, 40, 0, 0],
  ])('its rate per unit: %s', (_, kg, weight, quantity, rate) => {
    expect(dayRate(kg, weight, quantity)).toBe(rate);
  });

  it.each([
    ['within its inputs', 100, 40, 50, null],
    ['to the gram', 100, 40, 60.0004, null],
    [
      'beyond them',
      100,
      90,
      20,
      'Its inputs weigh 100 kg and 90 kg was made from them already: 20 kg more is beyond its inputs.',
    ],
  ])('output %s', (_, inputs, produced, added, problem) => {
    expect(beyondInputs(inputs, produced, added)).toBe(problem);
  });

  // Decision 1300: "weight issued but never turned into output or wastage is a process loss".
  it.each([
    ['what was neither made nor wasted', 100, 80, 5, 15],
    ['none when all of it was made or wasted', 100, 90, 10, 0],
    ['never below 0', 100, 95, 10, 0],
    ['to the gram', 10.5, 3.1234, 0.2, 7.177],
    ['all of it when nothing was made', 40, 0, 0, 40],
  ])('process loss: %s', (_, inputs, produced, wasted, loss) => {
    expect(processLoss(inputs, produced, wasted)).toBe(loss);
  });
});

describe('scaleBom', () => {
  const bom = {
    outputItemId: 9,
    outputQuantity: 1000,
    uomId: 3,
    lines: [
      { inputItemId: 1, quantity: 1050, uomId: 4 },
      { inputItemId: 2, quantity: 2, uomId: 5 },
      { inputItemId: 0, quantity: 7, uomId: 5 },
    ],
  };

  it('scales each input by the batch size over the output quantity, then the output', () => {
    expect(scaleBom(bom, 2500)).toEqual([
      { lineRole: 'INPUT', itemId: 1, quantity: 2625, uomId: 4 },
      { lineRole: 'INPUT', itemId: 2, quantity: 5, uomId: 5 },
      { lineRole: 'OUTPUT', itemId: 9, quantity: 2500, uomId: 3 },
    ]);
  });

  it('a BOM of no output quantity scales its inputs to nothing', () => {
    expect(scaleBom({ ...bom, outputQuantity: 0, lines: bom.lines.slice(0, 1) }, 10)).toEqual([
      { lineRole: 'INPUT', itemId: 1, quantity: 0, uomId: 4 },
      { lineRole: 'OUTPUT', itemId: 9, quantity: 10, uomId: 3 },
    ]);
  });
});

describe('bomYield', () => {
  const lines = [
    { lineRole: 'INPUT', itemId: 1, quantity: 2625 },
    { lineRole: 'OUTPUT', itemId: 9, quantity: 2000 },
    { lineRole: 'OUTPUT', itemId: 9, quantity: 425 },
    { lineRole: 'OUTPUT', itemId: 8, quantity: 70 },
    { lineRole: 'WASTAGE', itemId: 9, quantity: 75 },
  ];
  it.each([
    ["the BOM item's good output over the batch size", 9, 2500, 97],
    ['no BOM item', null, 2500, null],
    ['no batch size', 9, 0, null],
  ])('%s', (_, item, size, percent) => {
    expect(bomYield(lines, item, size)).toBe(percent);
  });
});

describe("knownWeight (decision 1802): a line's kg where it is known", () => {
  it.each([
    ['its Weight (kg) where given', { quantity: 10000, weightKg: 528.06 }, 'BAG', 528.06],
    ['its quantity in kilograms', { quantity: 530 }, 'KGS', 530],
    ['grams', { quantity: 1500 }, 'GMS', 1.5],
    ['tonnes', { quantity: 2 }, 'MTS', 2000],
    ['metres without their kg: not known', { quantity: 5250 }, 'MTR', null],
    ['a unit without its GST unit code: not known', { quantity: 5 }, null, null],
  ])('%s', (_, line, uqc, kg) => {
    expect(knownWeight(line, uqc)).toBe(kg);
  });
});

describe("entryProcessLoss: inputs' weight − outputs' weight − wastage, never below 0 (decision 1802)", () => {
  const kg = () => 'KGS';
  it.each([
    [
      'weaving: 530 kg of tape into two rolls of 264.03 kg',
      [
        { lineRole: 'INPUT', quantity: 530 },
        { lineRole: 'OUTPUT', quantity: 5250, weightKg: 264.03 },
        { lineRole: 'OUTPUT', quantity: 5250, weightKg: 264.03 },
      ],
      1.94,
    ],
    [
      'with wastage, a cost head weighing nothing',
      [
        { lineRole: 'INPUT', quantity: 16 },
        { lineRole: 'INPUT', quantity: 4 },
        { lineRole: 'OUTPUT', quantity: 19 },
        { lineRole: 'WASTAGE', quantity: 0.6 },
        { lineRole: 'COST', quantity: 1 },
        { quantity: 3 },
      ],
      0.4,
    ],
    [
      'more out than in: no loss',
      [
        { lineRole: 'INPUT', quantity: 19 },
        { lineRole: 'OUTPUT', quantity: 20 },
      ],
      0,
    ],
  ])('%s', (_, lines, loss) => {
    expect(entryProcessLoss(lines, kg)).toBe(loss);
  });

  it("none where a line's weight is not known: metres do not subtract from kilograms", () => {
    const lines = [
      { lineRole: 'INPUT', quantity: 5250, uomId: 2 },
      { lineRole: 'OUTPUT', quantity: 10000, weightKg: 528.06, uomId: 3 },
    ];
    expect(entryProcessLoss(lines, (line) => (line.uomId === 2 ? 'MTR' : 'BAG'))).toBeNull();
    expect(entryProcessLoss([{ ...lines[0], weightKg: 530 }, lines[1] ?? {}], () => 'MTR')).toBe(1.94);
  });
});
