import type { DerivedValue } from '../catalogue/fields.ts';
import { formatPercent } from '../format/percent.ts';

/*
 * Issue 19's one definition of a machine's efficiency (decision 1120), which every report uses:
 * availability = running ÷ (running + stopped) time, performance = actual output ÷ the machine's rated
 * output for the hours run, efficiency % = availability × performance.
 */

/** The units a machine's rated output is counted in; a production line's output of the same unit is compared. */
export const OUTPUT_UNITS = [
  { value: 'METRES', label: 'Metres' },
  { value: 'KG', label: 'Kg' },
  { value: 'PIECES', label: 'Pieces' },
] as const;
export type OutputUnit = (typeof OUTPUT_UNITS)[number]['value'];
export const isOutputUnit = (value: unknown): value is OutputUnit =>
  OUTPUT_UNITS.some((unit) => unit.value === value);

/** One machine's run over a shift (or the sum of several): hours, output and its rated output per hour. */
export interface MachineRun {
  runningHours: number;
  stoppedHours: number;
  /** What it made, in the unit of its rated output. */
  output: number;
  /** The machine's rated output per hour; null when the machine has none. */
  ratedPerHour: number | null;
}

/** Percentages to two decimals; null where they cannot be worked out, with the reason in words. */
export interface Efficiency {
  availability: number | null;
  performance: number | null;
  efficiency: number | null;
  problem: string | null;
}

export const EFFICIENCY_PROBLEMS = {
  noHours: 'No running or stopped hours were entered, so availability cannot be worked out.',
  notRunning:
    'The machine did not run (0 running hours), so its performance and efficiency cannot be worked out.',
  notRated:
    'The machine has no rated output per hour, so its performance and efficiency cannot be worked out.',
  overRated:
    "More output than the machine can make in its running hours (over 100% of its rated output): check the output and running hours entered, or the machine's rated output.",
} as const;

const percent = (fraction: number): number => Math.round(fraction * 10_000) / 100;
const hours = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The efficiency of one run or of several together (a day, a month, the totals of a log): availability
 * over all the hours; performance as the hours the output would take at the rated speed ("earned" hours)
 * over the hours run, counting only runs of rated machines, so machines of different units add up.
 */
export function efficiencyOf(runs: readonly MachineRun[]): Efficiency {
  let running = 0;
  let stopped = 0;
  let ratedRunning = 0;
  let earned = 0;
  for (const run of runs) {
    running += hours(run.runningHours);
    stopped += hours(run.stoppedHours);
    if (run.ratedPerHour !== null && run.ratedPerHour > 0) {
      ratedRunning += hours(run.runningHours);
      earned += hours(run.output) / run.ratedPerHour;
    }
  }
  if (running + stopped === 0) {
    return { availability: null, performance: null, efficiency: null, problem: EFFICIENCY_PROBLEMS.noHours };
  }
  const availability = running / (running + stopped);
  const empty = { availability: percent(availability), performance: null, efficiency: null };
  if (running === 0) return { ...empty, problem: EFFICIENCY_PROBLEMS.notRunning };
  if (ratedRunning === 0) return { ...empty, problem: EFFICIENCY_PROBLEMS.notRated };
  const performance = earned / ratedRunning;
  // Beyond what the machine can make the figures stand, flagged: an entry or a rating to check (issue 42).
  return {
    availability: percent(availability),
    performance: percent(performance),
    efficiency: percent(availability * performance),
    problem: percent(performance) > 100 ? EFFICIENCY_PROBLEMS.overRated : null,
  };
}

/** The output of a production line in a machine's rated unit: its metres, kg or pieces. */
export const outputIn = (unit: OutputUnit, line: { metres: number; kg: number; pieces: number }): number =>
  unit === 'METRES' ? line.metres : unit === 'KG' ? line.kg : line.pieces;

/**
 * Past this many times a machine's rated output for its running hours, a daily production line is refused
 * (decision 2061): no machine makes twice its rating; over its rating only, the line is let through, warned.
 */
export const OVER_RATED_REFUSAL = 2;

/** A machine as a daily production line's lookup carries it: its rated output per hour and its unit. */
export interface RatedMachine {
  ratedOutputPerHour?: unknown;
  ratedOutputUnit?: unknown;
}

const figure = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0)) || 0;

/**
 * A daily production line's performance (%), as the form shows it while typed and the server judges it as
 * the entry is submitted: its output in the machine's rated unit over the rated output for its running
 * hours. Null without running hours or a rated machine. `machineKey`: where the line, else the entry, carries
 * its machine.
 */
export const linePerformanceOf = (machineKey: string): DerivedValue => ({
  value: (
    line: Readonly<Record<string, unknown>>,
    record: Readonly<Record<string, unknown>>,
  ): number | null => {
    const own = line[machineKey];
    const machine = (
      typeof own === 'object' && own !== null ? own : record[machineKey]
    ) as RatedMachine | null;
    const rated = figure(machine?.ratedOutputPerHour);
    const unit = machine?.ratedOutputUnit;
    if (!(rated > 0) || !isOutputUnit(unit)) return null;
    const output = outputIn(unit, {
      metres: figure(line.metres),
      kg: figure(line.kg),
      pieces: figure(line.pieces),
    });
    return efficiencyOf([
      { runningHours: figure(line.runningHours), stoppedHours: 0, output, ratedPerHour: rated },
    ]).performance;
  },
  /** Over 100% a warning on the line, past `OVER_RATED_REFUSAL` times an error that refuses it. */
  notice: (performance: number) =>
    performance > OVER_RATED_REFUSAL * 100
      ? {
          level: 'error',
          message: `${formatPercent(performance, 2)} of the machine's rated output: more than ${OVER_RATED_REFUSAL} times what it can make in its running hours. Check the output and running hours.`,
        }
      : performance > 100
        ? {
            level: 'warning',
            message: `${formatPercent(performance, 2)} of the machine's rated output: more than it can make in its running hours. Check the output and running hours.`,
          }
        : null,
  shownOnly: true,
  judged: { on: 'runningHours', config: [] },
});
