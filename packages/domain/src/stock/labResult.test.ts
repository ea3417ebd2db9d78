import { describe, expect, it } from 'vitest';
import {
  LAB_PARAMETER_CONFIG_KEYS,
  judgeLabResult,
  unjudgeable,
  judgeReading,
  labParameterName,
  readingRangeProblem,
  type LabParameter,
} from './labResult.ts';

const moisture: LabParameter = { id: 1, name: 'Moisture', unit: null, minValue: null, maxValue: 0.5 };
const mfi: LabParameter = { id: 2, name: 'MFI', unit: 'g/10 min', minValue: 10, maxValue: 12 };
const density: LabParameter = { id: 3, name: 'Density', minValue: 0.9, maxValue: null };
const colour: LabParameter = { id: 4, name: ' ', unit: ' ', minValue: null, maxValue: null };

describe('judgeReading', () => {
  it('fails above the maximum and below the minimum, in words with the unit', () => {
    expect(judgeReading(moisture, 0.8)).toEqual({
      parameterId: 1,
      name: 'Moisture',
      value: 0.8,
      passed: false,
      problem: 'Moisture 0.8 is above its limit 0.5',
    });
    expect(judgeReading(mfi, 9.5).problem).toBe('MFI 9.5 g/10 min is below its limit 10 g/10 min');
    expect(judgeReading(mfi, 12.4).problem).toBe('MFI 12.4 g/10 min is above its limit 12 g/10 min');
  });

  it('passes on the limits themselves and where there is no limit', () => {
    expect(judgeReading(moisture, 0.5)).toMatchObject({ passed: true, problem: null });
    expect(judgeReading(mfi, 10)).toMatchObject({ passed: true });
    expect(judgeReading(density, 0.95)).toMatchObject({ passed: true });
    expect(judgeReading(colour, 42)).toMatchObject({ passed: true, name: 'Parameter 4' });
  });
});

describe('judgeLabResult', () => {
  const parameters = [moisture, mfi, density, colour];

  it('passes when every limited parameter is read and within its limits; an unlimited one may be left out', () => {
    const verdict = judgeLabResult(parameters, [
      { parameterId: 1, value: 0.2 },
      { parameterId: 2, value: 11 },
      { parameterId: 3, value: 0.91 },
    ]);
    expect(verdict).toMatchObject({ passed: true, problems: [], missing: [], unknown: [] });
    expect(verdict.readings.map((r) => r.passed)).toEqual([true, true, true]);
  });

  it('fails naming the failing readings', () => {
    const verdict = judgeLabResult(parameters, [
      { parameterId: 1, value: 0.8 },
      { parameterId: 2, value: 11 },
      { parameterId: 3, value: 0.8 },
    ]);
    expect(verdict.passed).toBe(false);
    expect(verdict.problems).toEqual([
      'Moisture 0.8 is above its limit 0.5',
      'Density 0.8 is below its limit 0.9',
    ]);
  });

  it('does not pass with a limited parameter unread or a parameter the item does not have', () => {
    expect(judgeLabResult(parameters, [{ parameterId: 1, value: 0.1 }])).toMatchObject({
      passed: false,
      missing: ['MFI', 'Density'],
    });
    expect(
      judgeLabResult(
        [moisture],
        [
          { parameterId: 1, value: 0.1 },
          { parameterId: 99, value: 1 },
        ],
      ),
    ).toMatchObject({ passed: false, unknown: [99], problems: [] });
  });

  // Issue 56: "a lab test with no readings passes … with lab holds on, it would release a held lot".
  it.each([
    ['an item without quality parameters', []],
    ['an item whose parameters have no limits', [colour]],
    ['an item with limited parameters', parameters],
  ])('does not pass on no readings: %s', (_, of) => {
    expect(judgeLabResult(of, [])).toMatchObject({ passed: false, unread: true });
  });
});

describe('unjudgeable: why a lab test cannot be judged, in words', () => {
  it.each([
    [
      'an item without quality parameters, read or not',
      [],
      [],
      'PP Granules has no quality parameters to test it by: add its quality parameters in Masters → Quality Parameters, then enter their readings.',
    ],
    [
      'no readings',
      [colour],
      [],
      'Enter the readings: a lab test is judged on the readings of the quality parameters tested.',
    ],
    ['a reading', [colour], [{ parameterId: 4, value: 42 }], null],
  ])('%s', (_, of, readings, words) => {
    expect(unjudgeable('PP Granules', of, judgeLabResult(of, readings))).toBe(words);
  });
});

describe('readingRangeProblem (decision 1162)', () => {
  const moisture: LabParameter = { id: 1, name: 'Moisture', unit: '%', minValue: null, maxValue: 0.5 };
  const temperature: LabParameter = { id: 2, name: 'Pour Point', unit: '°C', minValue: -40, maxValue: 0 };
  const mfi: LabParameter = { id: 3, name: 'Melt Flow Index', unit: null, minValue: 2.5, maxValue: 4 };
  it.each([
    [moisture, 0.8, null],
    [moisture, 100, null],
    [moisture, 140, 'Moisture 140% cannot be above 100%.'],
    [moisture, -2, 'Moisture -2% cannot be below 0.'],
    [temperature, -12, null],
    [temperature, -2_000_000, 'Pour Point -2000000 °C is beyond any reading (10,00,000 at most).'],
    [mfi, 1_000_000, null],
    [mfi, Number.NaN, 'Melt Flow Index NaN is beyond any reading (10,00,000 at most).'],
  ])('%o reads %d: %s', (parameter, value, problem) => {
    expect(readingRangeProblem(parameter, value)).toBe(problem);
  });
});

describe('labParameterName', () => {
  // Spec §3: "DEFAULT_COST_PARAM_1 (purity), DEFAULT_STOCK_PARAM_1 (pH), DEFAULT_STOCK_PARAM_2 (moisture),
  // DEFAULT_STOCK_PARAM_3 (solubility)".
  const config = new Map([
    ['DEFAULT_COST_PARAM_1', 'Assay'],
    ['DEFAULT_STOCK_PARAM_1', 'pH'],
    ['DEFAULT_STOCK_PARAM_2', ' '],
    ['DEFAULT_STOCK_PARAM_3', 'Solubility'],
  ]);
  it.each([
    ['purity takes DEFAULT_COST_PARAM_1', { name: 'Purity 98', kind: 'purity' }, 'Assay'],
    ['pH takes DEFAULT_STOCK_PARAM_1', { name: 'pH of 1% solution', kind: 'ph' }, 'pH'],
    [
      'moisture with a blank key keeps its own',
      { name: 'Moisture content', kind: 'moisture' },
      'Moisture content',
    ],
    ['solubility takes DEFAULT_STOCK_PARAM_3', { name: 'In water', kind: 'solubility' }, 'Solubility'],
    ['stock parameter 4 has no key: its own', { name: 'Ash', kind: 'stockParam4' }, 'Ash'],
    ['a custom parameter keeps its own', { name: 'MFI', kind: 'custom' }, 'MFI'],
    ['a parameter of no kind keeps its own', { name: 'Tensile' }, 'Tensile'],
  ])('%s', (_, parameter, name) => {
    expect(labParameterName(parameter, config)).toBe(name);
  });

  it('keeps the own name when the key is not set at all', () => {
    expect(labParameterName({ name: 'Purity 98', kind: 'purity' }, new Map())).toBe('Purity 98');
  });

  it('lists the keys that name a kind', () => {
    expect(LAB_PARAMETER_CONFIG_KEYS).toEqual([
      'DEFAULT_COST_PARAM_1',
      'DEFAULT_STOCK_PARAM_1',
      'DEFAULT_STOCK_PARAM_2',
      'DEFAULT_STOCK_PARAM_3',
    ]);
  });
});

describe('the fixed masters read as parameters (issue 19, decision 1330)', () => {
  // Issue 19: "readings for the item's quality parameters (purity, pH, moisture, solubility, stock parameters
  // 4 to 9 …), each against its limits; pass or fail".
  const fixed: LabParameter[] = [
    { id: 11, name: 'Purity', unit: '%', minValue: 98, maxValue: null },
    { id: 12, name: 'pH', minValue: 10, maxValue: 13 },
    { id: 13, name: 'Moisture', unit: '%', minValue: null, maxValue: 0.5 },
    { id: 14, name: 'Solubility', unit: 'g/l', minValue: 200, maxValue: null },
    { id: 15, name: 'Ash', unit: '%', minValue: null, maxValue: 1 },
  ];
  const good = [
    { parameterId: 11, value: 99.1 },
    { parameterId: 12, value: 12 },
    { parameterId: 13, value: 0.3 },
    { parameterId: 14, value: 250 },
    { parameterId: 15, value: 0.4 },
  ];
  const reading = (id: number, value: number) =>
    good.map((r) => (r.parameterId === id ? { parameterId: id, value } : r));
  it.each([
    ['every one within its limits passes', good, true, []],
    ['purity below its minimum fails', reading(11, 97.5), false, ['Purity 97.5% is below its limit 98%']],
    ['pH above its maximum fails', reading(12, 13.5), false, ['pH 13.5 is above its limit 13']],
    ['moisture on its limit passes', reading(13, 0.5), true, []],
    [
      'solubility below its minimum fails',
      reading(14, 150),
      false,
      ['Solubility 150 g/l is below its limit 200 g/l'],
    ],
    [
      'stock parameter 4 above its maximum fails',
      reading(15, 1.2),
      false,
      ['Ash 1.2% is above its limit 1%'],
    ],
  ])('%s', (_, readings, passed, problems) => {
    expect(judgeLabResult(fixed, readings)).toMatchObject({ passed, problems });
  });

  it('a fixed parameter unread is missing like any limited one', () => {
    expect(judgeLabResult(fixed, good.slice(1)).missing).toEqual(['Purity']);
  });
});
