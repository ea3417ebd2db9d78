import {
  scheduleRow,
  sortSchedule,
  type FrequencyKind,
  type MaintenanceScheduleRow,
  type ScheduleStatus,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { machine, machineActivity, machineActivityLog, machineType } from '../db/schema.ts';
import { machineRuns } from '../production/runs.ts';

export type { MaintenanceScheduleRow } from '@erp/domain';

interface PairRow {
  machine_id: number;
  machine_name: string | null;
  machine_code: string | null;
  type_id: number;
  type_name: string | null;
  activity_id: number;
  activity_name: string | null;
  frequency_kind: FrequencyKind;
  frequency: number;
  last_done_on: string | null;
  run_since: number | null;
}

/**
 * Issue 22's maintenance schedule (decisions 1780, 1783): each active machine of the organisation with each
 * active activity of its type, when the log last has it done on that machine, and the running hours or
 * metres of the DP log's lines dated after that day; where each stands on `today` is the domain's
 * `scheduleEntry`. One query; the rows (the plant's machines × activities, hundreds) are worked out per call
 * and come back in the schedule's order, overdue first.
 */
export async function maintenanceSchedule(
  ex: Executor,
  orgId: number,
  query: { today: string; machineId?: number; machineTypeId?: number; status?: ScheduleStatus },
): Promise<MaintenanceScheduleRow[]> {
  const only = [
    query.machineId === undefined ? sql`` : sql` AND m.id = ${query.machineId}`,
    query.machineTypeId === undefined ? sql`` : sql` AND m.machine_type_id = ${query.machineTypeId}`,
  ];
  const rows = await queryRows<PairRow>(
    ex,
    sql`WITH pairs AS (
          SELECT m.id AS machine_id, m.name AS machine_name, m.code AS machine_code,
                 t.id AS type_id, t.name AS type_name,
                 a.id AS activity_id, a.name AS activity_name, a.frequency_kind, a.frequency,
                 (SELECT max(l.done_on) FROM ${machineActivityLog} l
                   WHERE l.org_id = m.org_id AND l.machine_id = m.id AND l.machine_activity_id = a.id)::text
                   AS last_done_on
            FROM ${machine} m
            JOIN ${machineType} t ON t.id = m.machine_type_id
            JOIN ${machineActivity} a ON a.org_id = m.org_id AND a.machine_type_id = m.machine_type_id
           WHERE m.org_id = ${orgId} AND m.active IS NOT FALSE AND a.active IS NOT FALSE${sql.join(only, sql``)}
        ),
        days AS (
          SELECT r.machine_id, r.date, sum(r.running_hours)::float8 AS hours, sum(r.metres)::float8 AS metres
            FROM (${machineRuns({ orgId, machineId: query.machineId })}) r
           WHERE r.machine_id IN (SELECT machine_id FROM pairs)
           GROUP BY r.machine_id, r.date
        )
        SELECT p.*,
               (SELECT sum(CASE WHEN p.frequency_kind = 'METRES' THEN d.metres ELSE d.hours END)
                  FROM days d WHERE d.machine_id = p.machine_id AND d.date > p.last_done_on::date) AS run_since
          FROM pairs p`,
  );
  const schedule = rows.map((row) =>
    scheduleRow(
      {
        machine: { id: Number(row.machine_id), name: row.machine_name ?? '', code: row.machine_code },
        machineType: { id: Number(row.type_id), name: row.type_name ?? '' },
        activity: {
          id: Number(row.activity_id),
          name: row.activity_name ?? '',
          frequencyKind: row.frequency_kind,
          frequency: Number(row.frequency),
        },
        lastDoneOn: row.last_done_on,
        runSince: row.run_since === null ? null : Number(row.run_since),
      },
      query.today,
    ),
  );
  const asked = query.status;
  return sortSchedule(asked === undefined ? schedule : schedule.filter((row) => row.status === asked));
}
