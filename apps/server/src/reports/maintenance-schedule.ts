import {
  SCHEDULE_STATUSES,
  sortSchedule,
  type MaintenanceScheduleRow,
  type ScheduleStatus,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { maintenanceSchedule } from '../maintenance/schedule.ts';
import { today } from '../core/today.ts';
import type { ReportQuery, ReportRead } from './report-read.ts';

/*
 * Maintenance Activity as a report (decisions 1783, 1784): the schedule's rows are worked out per call (the
 * plant's machines × activities, hundreds), then sorted and paged here, so that only a page is answered.
 */

const isStatus = (value: unknown): value is ScheduleStatus =>
  SCHEDULE_STATUSES.some((status) => status === value);

/** The rows of one question: its count and its page are asked together and share the one reading. */
const readings = new WeakMap<ReportQuery, Promise<MaintenanceScheduleRow[]>>();

function scheduleOf(ex: Executor, caller: Caller, query: ReportQuery): Promise<MaintenanceScheduleRow[]> {
  const known = readings.get(query);
  if (known) return known;
  const { machineId, machineTypeId, status } = query.filter;
  const rows = maintenanceSchedule(ex, caller.orgId, {
    today: today(),
    ...(typeof machineId === 'number' ? { machineId } : {}),
    ...(typeof machineTypeId === 'number' ? { machineTypeId } : {}),
    ...(isStatus(status) ? { status } : {}),
  });
  readings.set(query, rows);
  return rows;
}

export const maintenanceScheduleRead: ReportRead = {
  count: async (ex, caller, query) => (await scheduleOf(ex, caller, query)).length,
  page: async (ex, caller, query) => {
    const rows = sortSchedule(await scheduleOf(ex, caller, query), query.sort);
    return rows.slice((query.page - 1) * query.size, query.page * query.size);
  },
};
