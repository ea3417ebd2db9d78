import type { TimelineRow } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { dailyProductionModel } from './machines.ts';
import { scheduledJobs } from './schedule.ts';

const nextDay = (day: string): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

/**
 * The machines' timeline over a range of days (decision 1124): each active machine (or the one asked for)
 * with where a breakdown left it down and the jobs of open schedules that overlap the range.
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
  return machines.map(({ down, ...machine }) => ({
    machine,
    down,
    jobs: jobs
      .filter((job) => job.machineId === machine.id && job.span.start < to && from < job.span.end)
      .map(({ machineId: _machine, ...job }) => job),
  }));
}
