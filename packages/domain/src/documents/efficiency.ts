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
  return {
    availability: percent(availability),
    performance: percent(performance),
    efficiency: percent(availability * performance),
    problem: null,
  };
}

/** The output of a production line in a machine's rated unit: its metres, kg or pieces. */
export const outputIn = (unit: OutputUnit, line: { metres: number; kg: number; pieces: number }): number =>
  unit === 'METRES' ? line.metres : unit === 'KG' ? line.kg : line.pieces;
