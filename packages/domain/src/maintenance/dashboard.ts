import { downtimeMinutes, type Stop } from './breakdowns.ts';
import { addDays, daysBetween } from '../format/date.ts';
import type { MaintenanceScheduleRow } from './schedule.ts';

/*
 * Issue 22: "Dashboard for the maintenance head: overdue maintenance, machines down now, downtime this week"
 * (decision 1792), read in one call as of the user's day.
 */

/** A machine as the dashboard names it. */
export interface DashboardMachine {
  id: number;
  name: string;
  code: string | null;
}

/** A machine down now: since when ('yyyy-MM-ddTHH:mm', the factory's clock) and why. */
export interface MachineDownNow {
  machine: DashboardMachine;
  since: string;
  /** The recorded stop's reason; null for a breakdown the DP log left down (decision 1122). */
  reason: string | null;
  planned: boolean;
  /** The recorded stop (its restart is entered there); null when the DP log left the machine down. */
  breakdownId: number | null;
  /** The shift whose line left the machine down (DP log); null for a recorded stop. */
  shift: string | null;
}

/** A machine's downtime in the week. */
export interface MachineDowntime {
  machine: DashboardMachine;
  minutes: number;
}

/** How many rows of a part the dashboard shows; the count says how many there are in all. */
export const DASHBOARD_ROWS = 5;
/** How many machines the downtime chart and its table show, the most down first. */
export const DOWNTIME_MACHINES = 10;

export interface MaintenanceDashboard {
  today: string;
  /** Overdue activities (decision 1780): how many, and the first in the schedule's order. */
  overdue: { total: number; rows: MaintenanceScheduleRow[] };
  /** Machines down now, the longest down first. */
  down: { total: number; rows: MachineDownNow[] };
  /** The week's downtime: Monday to Sunday of today, counted up to now. */
  downtime: { from: string; to: string; minutes: number; machineCount: number; machines: MachineDowntime[] };
}

/** The week of `today` ('yyyy-MM-dd'): its Monday and its Sunday. */
export function weekOf(today: string): { from: string; to: string } {
  // 2024-01-01 was a Monday.
  const weekday = (((daysBetween('2024-01-01', today) % 7) + 7) % 7) as number;
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 6) };
}

/**
 * Where the dashboard's "now" is for a user's day: the server's wall clock, or the end of `today` when the
 * user's day is behind it (a week asked after it ended counts to its end).
 */
export const nowOf = (today: string, serverNow: string): string => {
  const endOfToday = `${addDays(today, 1)}T00:00:00Z`;
  return Date.parse(serverNow) < Date.parse(endOfToday) ? serverNow : endOfToday;
};

/** A machine's stop with the machine named. */
export type MachineStop = Stop & { machine: DashboardMachine };

/** A maintenance record's downtime (or several records' of a machine), and whether it names the stop it repaired. */
export type MaintenanceDowntime = MachineDowntime & { repairsStop: boolean };

/**
 * The downtime of each machine in [from, to) with its stops by `downtimeMinutes` (a stop still open up to
 * `now`), plus the downtime minutes of the maintenance records in the period (`records`) that name no stop:
 * one that names the stop it repaired is that stop's downtime, already counted by its times, so one stop is
 * never counted twice. The most down first, then by name; machines with none are left out; the total is the
 * machines'.
 */
export function downtimeByMachine(
  stops: readonly MachineStop[],
  from: string,
  to: string,
  now: string,
  records: readonly MaintenanceDowntime[] = [],
): { minutes: number; machines: MachineDowntime[] } {
  const byMachine = new Map<number, { machine: DashboardMachine; stops: Stop[]; recorded: number }>();
  const entryOf = (machine: DashboardMachine) => {
    const entry = byMachine.get(machine.id) ?? { machine, stops: [], recorded: 0 };
    byMachine.set(machine.id, entry);
    return entry;
  };
  for (const stop of stops) entryOf(stop.machine).stops.push(stop);
  for (const record of records) {
    if (!record.repairsStop) entryOf(record.machine).recorded += record.minutes;
  }
  const machines = [...byMachine.values()]
    .map((entry) => ({
      machine: entry.machine,
      minutes: downtimeMinutes(entry.stops, from, to, now) + entry.recorded,
    }))
    .filter((entry) => entry.minutes > 0)
    .sort(
      (a, b) =>
        b.minutes - a.minutes ||
        a.machine.name.localeCompare(b.machine.name, 'en', { sensitivity: 'base' }) ||
        a.machine.id - b.machine.id,
    );
  return { minutes: machines.reduce((total, entry) => total + entry.minutes, 0), machines };
}

/**
 * The machines down now: a recorded stop begun and not restarted; else a breakdown the DP log left down,
 * unless a recorded stop of the machine restarted since that shift began (`restarts`: each machine's latest
 * restart, 'yyyy-MM-ddTHH:mm'), which says it runs again. One row a machine, the longest down first.
 */
export function machinesDownNow(
  recorded: readonly MachineDownNow[],
  fromDpLog: readonly MachineDownNow[],
  restarts: ReadonlyMap<number, string> = new Map(),
): MachineDownNow[] {
  const stopped = new Set(recorded.map((row) => row.machine.id));
  const stillDown = fromDpLog.filter(
    (row) => !stopped.has(row.machine.id) && (restarts.get(row.machine.id) ?? '') < row.since,
  );
  return [...recorded, ...stillDown].sort(
    // The moments are all 'yyyy-MM-ddTHH:mm': their text's order is their time's.
    (a, b) => a.since.localeCompare(b.since) || a.machine.id - b.machine.id,
  );
}

/** Minutes as whole hours and the minutes left over (for "3 h 20 min"). */
export const hoursAndMinutes = (minutes: number): { hours: number; minutes: number } => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});
