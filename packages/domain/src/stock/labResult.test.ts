import { describe, expect, it } from 'vitest';
import { judgeLabResult, judgeReading, readingRangeProblem, type LabParameter } from './labResult.ts';

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
