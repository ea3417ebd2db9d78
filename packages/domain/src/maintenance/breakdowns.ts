/*
 * Issue 22's breakdowns (decision 1781): a machine stopped at a time with a reason and restarted later. Its
 * downtime is the minutes between, counted only inside the period asked (a shift, a day, this week), and
 * feeds the DP log's availability as stopped hours (decision 1120). A stop not yet restarted runs to now.
 */

/** One stop of a machine: when it stopped and when it restarted (null while it is still down), ISO times. */
export interface Stop {
  stoppedAt: string;
  restartedAt: string | null;
}

const MINUTE_MS = 60_000;

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A breakdown as recorded (decision 1782: days and times of day as entered, the factory's wall clock) as the
 * moments `downtimeMinutes` reads, written as UTC so that no time zone moves them; restarted only with both
 * its day and time.
 */
export const stopOf = (record: Readonly<Record<string, unknown>>): Stop => ({
  stoppedAt: `${String(record['stoppedOn'])}T${String(record['stoppedAt'])}:00Z`,
  restartedAt:
    given(record['restartedOn']) && given(record['restartedAt'])
      ? `${record['restartedOn']}T${record['restartedAt']}:00Z`
      : null,
});

/** A stop as moments (ms since the epoch): from its stop to its restart, or to now while still open. */
export type StopSpan = readonly [stopped: number, restarted: number];

/** The stops as moments, parsed once for reading many periods (a stop still open runs to `now`). */
export const stopSpans = (stops: readonly Stop[], now: string): StopSpan[] =>
  stops.map((stop) => [Date.parse(stop.stoppedAt), Date.parse(stop.restartedAt ?? now)] as const);

/** Whole minutes the spans cover inside [from, to) (ms). */
export function spanMinutes(spans: readonly StopSpan[], from: number, to: number): number {
  let ms = 0;
  for (const [stopped, restarted] of spans) {
    const covered = Math.min(restarted, to) - Math.max(stopped, from);
    if (covered > 0) ms += covered;
  }
  return Math.round(ms / MINUTE_MS);
}

/** Minutes of `stops` inside [from, to) (ISO times); a stop still open is counted up to `now`. */
export const downtimeMinutes = (stops: readonly Stop[], from: string, to: string, now: string): number =>
  spanMinutes(stopSpans(stops, now), Date.parse(from), Date.parse(to));

/** A restart before its stop is refused in words; null when the times are in order or not yet restarted. */
export const restartProblem = (stop: Stop): string | null =>
  stop.restartedAt !== null && Date.parse(stop.restartedAt) <= Date.parse(stop.stoppedAt)
    ? 'Restarted At must be after Stopped At'
    : null;

/**
 * A breakdown is recorded once it happened: an unplanned stop on a day after `today` is refused; planned
 * maintenance may be entered ahead (both days 'yyyy-MM-dd').
 */
export const stoppedOnProblem = (stoppedOn: unknown, planned: boolean, today: string): string | null =>
  !planned && typeof stoppedOn === 'string' && stoppedOn > today
    ? `Stopped On cannot be after today (${today}) unless the stop is Planned Maintenance`
    : null;

/** A machine down or under planned maintenance over a scheduled day is refused in the schedule's words. */
export const machineUnavailableProblem = (machineName: string, day: string): string =>
  `${machineName} is under maintenance or down on ${day}: it cannot be scheduled until it restarts`;
