import { describe, expect, it } from 'vitest';
import {
  EFFICIENCY_PROBLEMS as P,
  efficiencyOf,
  isOutputUnit,
  linePerformanceOf,
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
    ['faster than rated', [run(8, 0, 880, 100)], 100, 110, 110],
    // Issue 42: "Circular Loom 1 rated 100 m/h: 528 m in 2 h" showed 264% with no word.
    ['528 m in 2 h on a loom rated 100 m/h', [run(2, 0, 528, 100)], 100, 264, 264],
    [
      'a day of machines beyond their rating together',
      [run(8, 0, 900, 100), run(8, 0, 900, 100)],
      100,
      112.5,
      112.5,
    ],
  ] as const)(
    '%s: the figures stand, flagged as beyond the machine',
    (_case, runs, availability, performance, efficiency) => {
      expect(efficiencyOf(runs)).toEqual({ availability, performance, efficiency, problem: P.overRated });
    },
  );

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

describe('linePerformanceOf (issue 42: a figure beyond what a machine can do is flagged where it is entered)', () => {
  const loom = { ratedOutputPerHour: 100, ratedOutputUnit: 'METRES' };
  const derived = linePerformanceOf('machine');
  const shown = (line: Record<string, unknown>, record: Record<string, unknown> = {}) => {
    const value = derived.value(line, record);
    return { value, notice: value === null ? null : (derived.notice?.(value, line, {}) ?? null) };
  };

  it.each([
    ['at its rating', { machine: loom, metres: 200, runningHours: 2 }, 100, null],
    [
      'over its rating: warned',
      { machine: loom, metres: 264, runningHours: 2 },
      132,
      {
        level: 'warning',
        message:
          "132.00% of the machine's rated output: more than it can make in its running hours. Check the output and running hours.",
      },
    ],
    [
      '528 m in 2 h on a loom rated 100 m/h: refused',
      { machine: loom, metres: 528, runningHours: 2 },
      264,
      {
        level: 'error',
        message:
          "264.00% of the machine's rated output: more than 2 times what it can make in its running hours. Check the output and running hours.",
      },
    ],
    [
      'twice its rating exactly: warned, not refused',
      { machine: loom, metres: 400, runningHours: 2 },
      200,
      'warning',
    ],
    [
      'in the rated unit only',
      { machine: { ratedOutputPerHour: 50, ratedOutputUnit: 'KG' }, metres: 900, kg: 100, runningHours: 2 },
      100,
      null,
    ],
    [
      'a machine without a rating',
      { machine: { ratedOutputPerHour: null }, metres: 900, runningHours: 2 },
      null,
      null,
    ],
    ['no running hours', { machine: loom, metres: 900, runningHours: 0 }, null, null],
    ['no machine chosen', { metres: 900, runningHours: 1 }, null, null],
  ] as const)('%s', (_case, line, value, notice) => {
    const { value: worked, notice: said } = shown(line);
    expect(worked).toBe(value);
    if (typeof notice === 'string') expect(said?.level).toBe(notice);
    else expect(said).toEqual(notice);
  });

  it("reads the entry's machine when its lines name none (the machine-wise entry)", () => {
    expect(shown({ metres: '300', runningHours: '2' }, { machine: loom }).value).toBe(150);
  });
});
