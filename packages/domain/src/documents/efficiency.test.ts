import { describe, expect, it } from 'vitest';
import {
  EFFICIENCY_PROBLEMS as P,
  efficiencyOf,
  isOutputUnit,
  outputIn,
  type MachineRun,
} from './efficiency.ts';

const run = (
  runningHours: number,
  stoppedHours: number,
  output: number,
  ratedPerHour: number | null,
): MachineRun => ({
  runningHours,
  stoppedHours,
  output,
  ratedPerHour,
});

// Issue 19: "availability = running ÷ (running + stopped) time, performance = actual output ÷ the machine's
// rated output for the hours run, efficiency % = availability × performance (the one definition every
// report uses)".
describe('efficiencyOf (decision 1120)', () => {
  it.each([
    // [case, runs, availability %, performance %, efficiency %]
    ['a full shift at the rated speed', [run(12, 0, 1200, 100)], 100, 100, 100],
    ['10 of 12 hours run at 90 m/h against 100', [run(10, 2, 900, 100)], 83.33, 90, 75],
    ['faster than rated', [run(8, 0, 880, 100)], 100, 110, 110],
    ['ran but made nothing', [run(6, 6, 0, 50)], 50, 0, 0],
    // Totals: hours add up; performance is earned hours (output ÷ rate) over the hours run, so a loom in
    // metres and a bag machine in pieces add up: (900/100 + 2000/250) ÷ (10 + 8) = 17 ÷ 18.
    ['two machines of different units', [run(10, 2, 900, 100), run(8, 4, 2000, 250)], 75, 94.44, 70.83],
    // An unrated machine's hours count for availability only.
    ['a rated and an unrated machine', [run(10, 2, 900, 100), run(4, 8, 10, null)], 58.33, 90, 52.5],
  ] as const)('%s', (_case, runs, availability, performance, efficiency) => {
    expect(efficiencyOf(runs)).toEqual({ availability, performance, efficiency, problem: null });
  });

  it.each([
    // Bad input: "efficiency from zero running hours" gives an empty value and the reason, never NaN or Infinity.
    ['no hours at all', [run(0, 0, 0, 100)], null, P.noHours],
    ['nothing entered', [], null, P.noHours],
    ['stopped the whole shift (a breakdown)', [run(0, 12, 0, 100)], 0, P.notRunning],
    ['output without running hours', [run(0, 8, 500, 100)], 0, P.notRunning],
    ['a machine without a rated output', [run(8, 4, 800, null)], 66.67, P.notRated],
    ['a rated output of zero', [run(8, 4, 800, 0)], 66.67, P.notRated],
    [
      'negative and endless hours read as none',
      [run(-5, Number.POSITIVE_INFINITY, 10, 100)],
      null,
      P.noHours,
    ],
  ] as const)('%s: empty, with the reason', (_case, runs, availability, problem) => {
    expect(efficiencyOf(runs)).toEqual({ availability, performance: null, efficiency: null, problem });
  });
});

describe('outputIn', () => {
  const line = { metres: 1500, kg: 120, pieces: 3000 };
  it.each([
    ['METRES', 1500],
    ['KG', 120],
    ['PIECES', 3000],
  ] as const)('a %s-rated machine compares its %s', (unit, output) => {
    expect(outputIn(unit, line)).toBe(output);
  });
});

describe('isOutputUnit', () => {
  it.each([
    ['METRES', true],
    ['PIECES', true],
    ['MTR', false],
    [null, false],
  ])('%s: %s', (value, expected) => {
    expect(isOutputUnit(value)).toBe(expected);
  });
});
