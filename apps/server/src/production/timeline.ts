import type { TimelineRow, TimelineStopRow } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { machineBreakdown } from '../db/schema.ts';
import { dailyProductionModel } from './machines.ts';
import { scheduledJobs } from './schedule.ts';

const nextDay = (day: string): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

/**
 * The recorded stops (decision 1782) of the organisation's machines that overlap [from, to)
 * ('yyyy-MM-ddTHH:mm'), each with its machine, by start: one not restarted overlaps from its start on.
 */
async function stopsIn(
  ex: Executor,
  orgId: number,
  from: string,
  to: string,
): Promise<(TimelineStopRow & { machineId: number })[]> {
  const rows = await queryRows<{
    id: number | string;
    machine_id: number | string;
    reason: string | null;
    planned: boolean | null;
    start: string;
    end: string | null;
  }>(
    ex,
    sql`SELECT id, machine_id, reason, planned, start, "end"
          FROM (SELECT b.id, b.machine_id, b.reason, b.planned, b.stopped_on::text || 'T' || b.stopped_at AS start,
                       CASE WHEN b.restarted_on IS NOT NULL AND b.restarted_at IS NOT NULL
                            THEN b.restarted_on::text || 'T' || b.restarted_at END AS "end"
                  FROM ${machineBreakdown} b
                 WHERE b.org_id = ${orgId} AND b.machine_id IS NOT NULL AND b.stopped_on IS NOT NULL
                       AND b.stopped_at IS NOT NULL AND b.stopped_on <= ${to.slice(0, 10)}::date) s
         WHERE start < ${to} AND ("end" IS NULL OR "end" > ${from})
         ORDER BY start, id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    machineId: Number(row.machine_id),
    reason: row.reason ?? '',
    planned: row.planned === true,
    start: row.start,
    end: row.end,
  }));
}

/**
 * The machines' timeline over a range of days (decision 1124): each active machine (or the one asked for)
 * with where a breakdown left it down, the jobs of open schedules and the recorded stops that overlap the
 * range.
 */
export async function machineTimeline(
  ex: Executor,
  caller: Caller,
  query: { fromDate: string; toDate: string; machineId?: number | undefined },
): Promise<TimelineRow[]> {
  const machines = (await dailyProductionModel(ex, caller)).filter(
    (row) => query.machineId === undefined || row.id === query.machineId,
  );
  const from = `${query.fromDate}T00:00`;
  const to = `${nextDay(query.toDate)}T00:00`;
  const jobs = await scheduledJobs(ex, caller.orgId, {
    machineIds: machines.map((row) => row.id),
    since: query.fromDate,
    until: query.toDate,
  });
  const stops = await stopsIn(ex, caller.orgId, from, to);
  return machines.map(({ down, ...machine }) => ({
    machine,
    down,
    jobs: jobs
      .filter((job) => job.machineId === machine.id && job.span.start < to && from < job.span.end)
      .map(({ machineId: _machine, ...job }) => job),
    stops: stops
      .filter((stop) => stop.machineId === machine.id)
      .map(({ machineId: _machine, ...stop }) => stop),
  }));
}
