import {
  DASHBOARD_ROWS,
  DOWNTIME_MACHINES,
  DOCUMENT_STATUS,
  SHIFTS,
  addDays,
  downtimeByMachine,
  machinesDownNow,
  nowOf,
  weekOf,
  type DashboardMachine,
  type MaintenanceDowntime,
  type MachineDownNow,
  type MaintenanceDashboard,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { machine, machineBreakdown, machineMaintenance } from '../db/schema.ts';
import { machinesDown } from '../production/machines.ts';
import { readStops, stopOfRow, wallClockNow } from '../production/stops.ts';
import { maintenanceSchedule } from './schedule.ts';

/*
 * Issue 22's dashboard for the maintenance head (decision 1792): overdue maintenance (the schedule of
 * decision 1780), the machines down now and the week's downtime by machine (the stops of decision 1782 by
 * `downtimeMinutes`, and the maintenance records that name no stop), in one call as of the user's day. A
 * handful of statements, none per machine.
 */

const machineOf = (row: {
  machine_id: number | string;
  name: string | null;
  code: string | null;
}): DashboardMachine => ({
  id: Number(row.machine_id),
  name: row.name ?? '',
  code: row.code,
});

/** The machines down at `now`: recorded stops begun and not restarted, and the DP log's Still Down. */
async function downNow(ex: Executor, orgId: number, now: string): Promise<MachineDownNow[]> {
  const [day, time] = [now.slice(0, 10), now.slice(11, 16)];
  const open = await readStops(
    ex,
    orgId,
    sql`b.restarted_on IS NULL AND (b.stopped_on < ${day}::date OR (b.stopped_on = ${day}::date AND b.stopped_at <= ${time}))`,
    true,
  );
  const recorded = open.map((row): MachineDownNow => ({
    machine: machineOf(row),
    since: `${row.stopped_on}T${row.stopped_at}`,
    reason: row.reason,
    planned: row.planned === true,
    breakdownId: Number(row.id),
    shift: null,
  }));
  const down = await machinesDown(ex, orgId);
  if (down.size === 0) return recorded;
  const named = await queryRows<{
    machine_id: number | string;
    name: string | null;
    code: string | null;
    restarted: string | null;
  }>(
    ex,
    sql`SELECT m.id AS machine_id, m.name, m.code,
               (SELECT max(b.restarted_on::text || 'T' || b.restarted_at) FROM ${machineBreakdown} b
                 WHERE b.org_id = m.org_id AND b.machine_id = m.id AND b.restarted_at IS NOT NULL) AS restarted
          FROM ${machine} m
         WHERE m.org_id = ${orgId} AND m.id IN (${sql.join(
           [...down.keys()].map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  const starts = (shift: string) => SHIFTS.find((entry) => entry.value === shift)?.starts ?? 0;
  const fromDpLog = named.flatMap((row): MachineDownNow[] => {
    const since = down.get(Number(row.machine_id));
    return since
      ? [
          {
            machine: machineOf(row),
            since: `${since.date}T${String(starts(since.shift)).padStart(2, '0')}:00`,
            reason: null,
            planned: false,
            breakdownId: null,
            shift: since.shift,
          },
        ]
      : [];
  });
  const restarts = new Map(
    named.flatMap((row) => (row.restarted ? [[Number(row.machine_id), row.restarted] as const] : [])),
  );
  return machinesDownNow(recorded, fromDpLog, restarts);
}

/**
 * The downtime minutes of the completed maintenance records dated from `from` to `to`, summed per machine and
 * by whether they name the stop they repaired (which `downtimeByMachine` leaves to the stop's times).
 */
async function recordedDowntime(
  ex: Executor,
  orgId: number,
  from: string,
  to: string,
): Promise<MaintenanceDowntime[]> {
  const rows = await queryRows<{
    machine_id: number | string;
    name: string | null;
    code: string | null;
    repairs_stop: boolean;
    minutes: number | string;
  }>(
    ex,
    sql`SELECT r.machine_id, m.name, m.code, r.machine_breakdown_id IS NOT NULL AS repairs_stop,
               sum(r.downtime_minutes) AS minutes
          FROM ${machineMaintenance} r
          JOIN ${machine} m ON m.org_id = r.org_id AND m.id = r.machine_id
         WHERE r.org_id = ${orgId} AND r.status = ${DOCUMENT_STATUS.COMPLETED} AND r.downtime_minutes > 0
               AND r.date BETWEEN ${from}::date AND ${to}::date
         GROUP BY r.machine_id, m.name, m.code, repairs_stop`,
  );
  return rows.map((row) => ({
    machine: machineOf(row),
    minutes: Number(row.minutes),
    repairsStop: row.repairs_stop === true,
  }));
}

/** The dashboard as of the user's `today` ('yyyy-MM-dd'); `serverNow` is the factory's wall clock. */
export async function maintenanceDashboard(
  ex: Executor,
  orgId: number,
  today: string,
  serverNow: string = wallClockNow(),
): Promise<MaintenanceDashboard> {
  const now = nowOf(today, serverNow);
  const week = weekOf(today);
  const overdue = await maintenanceSchedule(ex, orgId, { today, status: 'OVERDUE' });
  const down = await downNow(ex, orgId, now);
  const weekStops = await readStops(
    ex,
    orgId,
    sql`b.stopped_on <= ${week.to}::date AND (b.restarted_on IS NULL OR b.restarted_on >= ${week.from}::date)`,
  );
  const weekEnd = `${addDays(week.to, 1)}T00:00:00Z`;
  const downtime = downtimeByMachine(
    weekStops.map((row) => ({ machine: machineOf(row), ...stopOfRow(row) })),
    `${week.from}T00:00:00Z`,
    Date.parse(now) < Date.parse(weekEnd) ? now : weekEnd,
    now,
    await recordedDowntime(ex, orgId, week.from, today),
  );
  return {
    today,
    overdue: { total: overdue.length, rows: overdue.slice(0, DASHBOARD_ROWS) },
    down: { total: down.length, rows: down.slice(0, DASHBOARD_ROWS) },
    downtime: {
      ...week,
      minutes: downtime.minutes,
      machineCount: downtime.machines.length,
      machines: downtime.machines.slice(0, DOWNTIME_MACHINES),
    },
  };
}
