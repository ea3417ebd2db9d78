import { SHIFTS } from '../documents/dailyProductionDocuments.ts';
import { downtimeMinutes, type Stop } from './breakdowns.ts';

/*
 * Issue 22: "the downtime feeds the DP log's availability" (decision 1790). A machine's shift as entered on
 * the daily production lines (running and stopped hours) meets the stops recorded for the machine: the time
 * they cover inside the shift counts as stopped, without counting one stop twice when the operator entered it
 * too.
 */

const HOUR_MS = 3_600_000;

/** A shift of a day as wall-clock moments: from its start hour for its length; null for an unknown shift. */
export function shiftWindow(date: string, shift: string): { from: string; to: string; hours: number } | null {
  const entry = SHIFTS.find((candidate) => candidate.value === shift);
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!entry || Number.isNaN(day)) return null;
  const from = day + entry.starts * HOUR_MS;
  return {
    from: new Date(from).toISOString(),
    to: new Date(from + entry.hours * HOUR_MS).toISOString(),
    hours: entry.hours,
  };
}

/** A machine's running and stopped hours in one shift. */
export interface ShiftHours {
  runningHours: number;
  stoppedHours: number;
}

/**
 * A machine's shift of `date` with its recorded stops (planned or not; one still open up to `now`): the
 * stopped hours are the larger of those entered and those the stops cover inside the shift's window, since
 * an operator's Breakdown and the maintenance head's record of it are one stop; when the stops cover more,
 * the running hours give way so that running and stopped still fit the shift. Otherwise the entry stands.
 */
export function shiftHoursWithStops(
  entered: ShiftHours,
  date: string,
  shift: string,
  stops: readonly Stop[],
  now: string,
): ShiftHours {
  const window = stops.length === 0 ? null : shiftWindow(date, shift);
  if (window === null) return entered;
  const recorded = downtimeMinutes(stops, window.from, window.to, now) / 60;
  if (recorded <= entered.stoppedHours) return entered;
  return {
    runningHours: Math.min(entered.runningHours, Math.max(0, window.hours - recorded)),
    stoppedHours: recorded,
  };
}
