/*
 * Issue 22's maintenance schedule (decision 1780): each activity of a machine's type falls due every N
 * days, running hours or metres after it was last done (the activity log of decision 1742; running hours and
 * metres from the DP log). An activity is DONE while its next service is not near, DUE in the last tenth of
 * its interval (at least one day, hour or metre) and OVERDUE once the interval has passed. One never done is
 * due now: OVERDUE by days from the machine's first day is unknown, so it counts as DUE until recorded.
 */
import { addDays, daysBetween } from '../format/date.ts';

export const SCHEDULE_STATUSES = ['DONE', 'DUE', 'OVERDUE'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export type FrequencyKind = 'DAYS' | 'RUNNING_HOURS' | 'METRES';

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

/** How the schedule names a status to a user. */
export const SCHEDULE_STATUS_LABELS: Readonly<Record<ScheduleStatus, string>> = {
  OVERDUE: 'Overdue',
  DUE: 'Due',
  DONE: 'Done',
};

/** One activity of one machine as the maintenance schedule lists it (decisions 1780, 1783). */
export interface MaintenanceScheduleRow {
  machine: { id: number; name: string; code: string | null };
  machineType: { id: number; name: string };
  activity: { id: number; name: string; frequencyKind: FrequencyKind; frequency: number };
  /** The latest day the log has it done on this machine, or null when never. */
  lastDoneOn: string | null;
  /**
   * What the machine used since it was last done, in the frequency's unit: the days passed, or the running
   * hours or metres of the DP log's lines dated after that day; null when never done.
   */
  usedSince: number | null;
  status: ScheduleStatus;
  dueOn: string | null;
  remaining: number | null;
}

/** What the server reads of one machine and one activity of its type. */
export interface ScheduledPair {
  machine: MaintenanceScheduleRow['machine'];
  machineType: MaintenanceScheduleRow['machineType'];
  activity: MaintenanceScheduleRow['activity'];
  lastDoneOn: string | null;
  /** The DP log's running hours or metres after `lastDoneOn` (any number; null or 0 when none ran). */
  runSince: number | null;
}

/** The schedule's row of a machine's activity on `today`: where it stands, and what was used since. */
export function scheduleRow(pair: ScheduledPair, today: string): MaintenanceScheduleRow {
  const { machine, activity, lastDoneOn } = pair;
  const days = activity.frequencyKind === 'DAYS';
  const run = lastDoneOn === null ? null : Math.round((pair.runSince ?? 0) * 100) / 100;
  const usedSince = lastDoneOn === null ? null : days ? daysBetween(lastDoneOn, today) : run;
  const entry = scheduleEntry(
    { frequencyKind: activity.frequencyKind, frequency: activity.frequency, lastDoneOn, usedSince: run },
    today,
  );
  return {
    machine,
    machineType: pair.machineType,
    activity,
    lastDoneOn,
    usedSince,
    ...entry,
    remaining: entry.remaining === null ? null : Math.round(entry.remaining * 100) / 100,
  };
}

const STATUS_RANK: Readonly<Record<ScheduleStatus, number>> = { OVERDUE: 0, DUE: 1, DONE: 2 };

/**
 * How far into its interval an activity is (1 when due now, above 1 once overdue): days, hours and metres
 * compared as shares of their own frequency; an activity never done counts as due now.
 */
const spent = (row: MaintenanceScheduleRow): number =>
  row.remaining === null ? 1 : 1 - row.remaining / row.activity.frequency;

const byText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });
/** Never done sorts before any day: it has waited longest. */
const lastDone = (row: MaintenanceScheduleRow): string => row.lastDoneOn ?? '';
/** A day before none: hours and metres have no calendar day. */
const dueDay = (row: MaintenanceScheduleRow): string => row.dueOn ?? '9999-12-31';

/**
 * The schedule's own order (decision 1783): overdue first, then due, then done; within each the furthest
 * into its interval first, then by machine and activity name.
 */
export const scheduleOrder = (a: MaintenanceScheduleRow, b: MaintenanceScheduleRow): number =>
  STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
  spent(b) - spent(a) ||
  byText(a.machine.name, b.machine.name) ||
  byText(a.activity.name, b.activity.name);

/** The schedule's columns a user may sort by, and how each compares two rows (then the schedule's order). */
export const SCHEDULE_SORTS: Readonly<
  Record<string, (a: MaintenanceScheduleRow, b: MaintenanceScheduleRow) => number>
> = {
  'machine.code': (a, b) => byText(a.machine.code ?? '', b.machine.code ?? ''),
  'machine.name': (a, b) => byText(a.machine.name, b.machine.name),
  'machineType.name': (a, b) => byText(a.machineType.name, b.machineType.name),
  'activity.name': (a, b) => byText(a.activity.name, b.activity.name),
  lastDoneOn: (a, b) => byText(lastDone(a), lastDone(b)),
  dueOn: (a, b) => byText(dueDay(a), dueDay(b)),
  status: (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status],
};

/** The rows in the order asked (a key of `SCHEDULE_SORTS`, descending or not), ties in the schedule's order. */
export function sortSchedule(
  rows: readonly MaintenanceScheduleRow[],
  sort?: { key: string; descending: boolean },
): MaintenanceScheduleRow[] {
  const compare = sort ? SCHEDULE_SORTS[sort.key] : undefined;
  if (!compare || !sort) return [...rows].sort(scheduleOrder);
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a, b) || scheduleOrder(a, b));
}
