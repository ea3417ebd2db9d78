import { DOCUMENT_STATUS as S, SHIFTS } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  dailyProduction,
  dailyProductionLines,
  dailyProductionMachineWise,
  dailyProductionMachineWiseLines,
} from '../db/schema.ts';

/** Which runs to read: an organisation, and optionally a date range, one machine and one operator. */
export interface RunFilter {
  orgId: number;
  from?: string | undefined;
  to?: string | undefined;
  machineId?: number | undefined;
  operatorId?: number | undefined;
}

/** The hour a shift starts (decision 1122), which orders the shifts of a day. */
export const shiftStarts = (shift: SQL): SQL =>
  sql`CASE ${shift} ${sql.join(
    SHIFTS.map((entry) => sql`WHEN ${entry.value} THEN ${entry.starts}`),
    sql` `,
  )} ELSE 0 END`;

const within = (filter: RunFilter, date: SQL, machine: SQL): SQL => {
  const parts = [
    filter.from === undefined ? undefined : sql`${date} >= ${filter.from}`,
    filter.to === undefined ? undefined : sql`${date} <= ${filter.to}`,
    filter.machineId === undefined ? undefined : sql`${machine} = ${filter.machineId}`,
    filter.operatorId === undefined ? undefined : sql`l.operator_id = ${filter.operatorId}`,
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? sql`` : sql` AND ${sql.join(parts, sql` AND `)}`;
};

/**
 * Every line of a submitted daily production entry (decision 1121), shift-wise or machine-wise, as one row
 * source `(date, shift, machine_id, metres, kg, pieces, running_hours, stopped_hours, stoppage_reason,
 * still_down, entered_at, entry, number, operator_id, item_id)` (`entry`: the document's key and id): what the DP log, the
 * machines' down state and the check against entering a shift twice read. Each half is filtered before the
 * union so that the date and machine indexes serve it.
 */
export const machineRuns = (filter: RunFilter): SQL => sql`
  SELECT h.date, h.shift, l.machine_id, l.metres, l.kg, l.pieces, l.running_hours, l.stopped_hours,
         l.stoppage_reason, l.still_down, h.updated_at AS entered_at,
         'dailyProduction:' || h.id AS entry, h.number, l.operator_id, l.item_id
    FROM ${dailyProductionLines} l
    JOIN ${dailyProduction} h ON h.org_id = l.org_id AND h.id = l.daily_production_id
   WHERE l.org_id = ${filter.orgId} AND h.status = ${S.OPEN}${within(filter, sql`h.date`, sql`l.machine_id`)}
  UNION ALL
  SELECT h.date, l.shift, h.machine_id, l.metres, l.kg, l.pieces, l.running_hours, l.stopped_hours,
         l.stoppage_reason, l.still_down, h.updated_at, 'dailyProductionMachineWise:' || h.id, h.number,
         l.operator_id, l.item_id
    FROM ${dailyProductionMachineWiseLines} l
    JOIN ${dailyProductionMachineWise} h ON h.org_id = l.org_id AND h.id = l.daily_production_machine_wise_id
   WHERE l.org_id = ${filter.orgId} AND h.status = ${S.OPEN}${within(filter, sql`h.date`, sql`h.machine_id`)}`;
