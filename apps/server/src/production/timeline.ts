import { addDays, type TimelineRow, type TimelineStopRow } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { dailyProductionModel } from './machines.ts';
import { scheduledJobs } from './schedule.ts';
import { readStops, stopOfRow } from './stops.ts';

/** A stop's moment ('yyyy-MM-ddTHH:mm:00Z', `stopOf`) as the timeline writes it, 'yyyy-MM-ddTHH:mm'. */
const minuteOf = (moment: string): string => moment.slice(0, 16);

/**
 * The recorded stops (decision 1782) of `machineIds` that overlap [from, to) ('yyyy-MM-ddTHH:mm'), each with
 * its machine, by machine and start: one not restarted overlaps from its start on.
 */
async function stopsIn(
  ex: Executor,
  orgId: number,
  machineIds: readonly number[],
  from: string,
  to: string,
): Promise<(TimelineStopRow & { machineId: number })[]> {
  if (machineIds.length === 0) return [];
  const rows = await readStops(
    ex,
    orgId,
    sql`b.machine_id IN (${sql.join(
      machineIds.map((id) => sql`${id}`),
      sql`, `,
    )}) AND b.stopped_on <= ${to.slice(0, 10)}::date
        AND (b.restarted_on IS NULL OR b.restarted_at IS NULL OR b.restarted_on >= ${from.slice(0, 10)}::date)`,
  );
  return rows.flatMap((row) => {
    const stop = stopOfRow(row);
    const start = minuteOf(stop.stoppedAt);
    const end = stop.restartedAt === null ? null : minuteOf(stop.restartedAt);
    return start < to && (end === null || end > from)
      ? [
          {
            id: Number(row.id),
            machineId: Number(row.machine_id),
            reason: row.reason ?? '',
            planned: row.planned === true,
            start,
            end,
          },
        ]
      : [];
  });
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
  const to = `${addDays(query.toDate, 1)}T00:00`;
  const jobs = await scheduledJobs(ex, caller.orgId, {
    machineIds: machines.map((row) => row.id),
    since: query.fromDate,
    until: query.toDate,
  });
  const stops = await stopsIn(
    ex,
    caller.orgId,
    machines.map((row) => row.id),
    from,
    to,
  );
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
