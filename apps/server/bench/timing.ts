/* What every bench measures with: percentiles of times, and a figure printed beside its floor. */

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

/** The p-th percentile of ascending `sorted` times (NaN of none). */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The p50, p95 and p99 of `times` (sorted in place). */
export const timingOf = (times: number[]): Timing => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
};

/** Prints a figure's p50 and p99 beside the floor's, for `scripts/bench.mjs` (the goal on `goalOn`, the p50 unless said). */
export function reportTiming(
  name: string,
  api: Timing | undefined,
  floor: Timing | undefined,
  goal?: string,
  goalOn: keyof Timing = 'p50',
): void {
  if (!api || !floor) throw new Error(`${name}: not measured`);
  for (const p of ['p50', 'p99'] as const)
    console.log(
      `BENCH ${JSON.stringify({
        name: `${name} ${p}`,
        value: api[p],
        unit: 'ms',
        baseline: floor[p],
        ...(goal && p === goalOn ? { goal } : {}),
      })}`,
    );
}
