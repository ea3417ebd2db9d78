/*
 * Issue 22's maintenance schedule (decision 1780): each activity of a machine's type falls due every N
 * days, running hours or metres after it was last done (the activity log of decision 1742; running hours and
 * metres from the DP log). An activity is DONE while its next service is not near, DUE in the last tenth of
 * its interval (at least one day, hour or metre) and OVERDUE once the interval has passed. One never done is
 * due now: OVERDUE by days from the machine's first day is unknown, so it counts as DUE until recorded.
 */

export const SCHEDULE_STATUSES = ['DONE', 'DUE', 'OVERDUE'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export type FrequencyKind = 'DAYS' | 'RUNNING_HOURS' | 'METRES';

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day`, both 'yyyy-MM-dd' (days may be negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both 'yyyy-MM-dd' (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The part of an interval, at its end, in which an activity is shown as due. */
const dueWindow = (frequency: number): number => Math.max(1, Math.ceil(frequency / 10));

/** One activity of a machine: how often, when last done, and the running hours or metres since then. */
export interface ScheduleInput {
  frequencyKind: FrequencyKind;
  frequency: number;
  /** The day it was last done ('yyyy-MM-dd'), or null when never. */
  lastDoneOn: string | null;
  /** Running hours or metres the DP log gives since it was last done; null where the log has none. */
  usedSince: number | null;
}

/** Where an activity stands: its status, the day it falls due (days only) and what is left before it does. */
export interface ScheduleEntry {
  status: ScheduleStatus;
  /** The day the next service falls due; null for hours and metres, which no calendar day gives. */
  dueOn: string | null;
  /** Days, hours or metres left before it is due (negative once overdue); null when never done. */
  remaining: number | null;
}

const statusOf = (remaining: number, frequency: number): ScheduleStatus =>
  remaining < 0 ? 'OVERDUE' : remaining <= dueWindow(frequency) ? 'DUE' : 'DONE';

/** Where one activity of a machine stands on `today` ('yyyy-MM-dd'). */
export function scheduleEntry(input: ScheduleInput, today: string): ScheduleEntry {
  const { frequencyKind, frequency, lastDoneOn } = input;
  if (lastDoneOn === null)
    return { status: 'DUE', dueOn: frequencyKind === 'DAYS' ? today : null, remaining: null };
  if (frequencyKind === 'DAYS') {
    const dueOn = addDays(lastDoneOn, frequency);
    const remaining = daysBetween(today, dueOn);
    return { status: statusOf(remaining, frequency), dueOn, remaining };
  }
  const remaining = frequency - (input.usedSince ?? 0);
  return { status: statusOf(remaining, frequency), dueOn: null, remaining };
}
