import { SHIFTS } from '../documents/dailyProductionDocuments.ts';
import { spanMinutes, stopSpans, type Stop } from './breakdowns.ts';

/*
 * Issue 22: "the downtime feeds the DP log's availability" (decision 1790). A machine's shift as entered on
 * the daily production lines (running and stopped hours) meets the stops recorded for the machine: the time
 * they cover inside the shift counts as stopped, without counting one stop twice when the operator entered it
 * too.
 */

const HOUR_MS = 3_600_000;
const SHIFT_BY_VALUE = new Map<string, (typeof SHIFTS)[number]>(SHIFTS.map((shift) => [shift.value, shift]));

/** A machine's running and stopped hours in one shift. */
export interface ShiftHours {
  runningHours: number;
  stoppedHours: number;
}

/** A machine's shift of a day as entered, with its recorded stops taken in. */
export type ShiftHoursRule = (entered: ShiftHours, date: string, shift: string) => ShiftHours;

/**
 * The rule over one machine's recorded stops (planned or not; one still open up to `now`), its stops parsed
 * once for the many shifts of a period. A shift's window is its day at its start hour for its length (a night
 * shift ends the next day). Its stopped hours are the larger of those entered and those the stops cover
 * inside the window, since an operator's Breakdown and the maintenance head's record of it are one stop; when
 * the stops cover more, the running hours give way so that running and stopped still fit the shift.
 * Otherwise, and for a shift not known, the entry stands.
 */
export function shiftHoursRule(stops: readonly Stop[], now: string): ShiftHoursRule {
  const spans = stopSpans(stops, now);
  const days = new Map<string, number>();
  return (entered, date, shift) => {
    const entry = SHIFT_BY_VALUE.get(shift);
    if (!entry || spans.length === 0) return entered;
    const day = days.get(date) ?? Date.parse(`${date}T00:00:00Z`);
    days.set(date, day);
    if (Number.isNaN(day)) return entered;
    const from = day + entry.starts * HOUR_MS;
    const recorded = spanMinutes(spans, from, from + entry.hours * HOUR_MS) / 60;
    if (recorded <= entered.stoppedHours) return entered;
    return {
      runningHours: Math.min(entered.runningHours, Math.max(0, entry.hours - recorded)),
      stoppedHours: recorded,
    };
  };
}

/**
 * The stops among `stops` that cover a minute or more of a machine's shift of a day (as the rule above counts
 * them), in the order given; none for a shift or a day not known. What the DP log names as a shift's recorded
 * stops beside the reasons its lines give.
 */
export function stopsInShift<T extends Stop>(
  stops: readonly T[],
  now: string,
  date: string,
  shift: string,
): T[] {
  const entry = SHIFT_BY_VALUE.get(shift);
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!entry || Number.isNaN(day)) return [];
  const from = day + entry.starts * HOUR_MS;
  const spans = stopSpans(stops, now);
  return stops.filter(
    (_stop, index) => spanMinutes(spans.slice(index, index + 1), from, from + entry.hours * HOUR_MS) > 0,
  );
}
