import {
  DOCUMENT_STATUS as S,
  RESPONSE_CODES,
  SCHEDULE_PROBLEMS,
  clashMessage,
  clashes,
  downMessage,
  jobSpan,
  stopClashMessage,
  type JobSpan,
  type TimelineJobRow,
} from '@erp/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { machine, machineSchedule, machineScheduleLines } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { configValues } from '../stores/sys-config.ts';
import type { Row } from '../stores/types.ts';
import { machinesDown, openStopProblem, restartedStops } from './machines.ts';

/** A job of an open schedule: its document, line and place on the machine's timeline, and the machine. */
export type ScheduledJob = TimelineJobRow & { machineId: number };

const numberOf = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * The jobs of the open schedules of some machines (decision 1124), placed by `jobSpan` with each machine's
 * rated output: what a submit checks against and the timeline shows. `since`: only jobs starting on or after
 * that day less 31 days (a job lasts at most 744 hours). A job that cannot be placed is left out.
 */
export async function scheduledJobs(
  ex: Executor,
  orgId: number,
  filter: { machineIds?: readonly number[]; since?: string; until?: string; except?: number },
): Promise<ScheduledJob[]> {
  const rows = await ex
    .select({
      scheduleId: machineSchedule.id,
      number: machineSchedule.number,
      machineId: machineSchedule.machineId,
      rated: machine.ratedOutputPerHour,
      lineId: machineScheduleLines.id,
      itemId: machineScheduleLines.itemId,
      quantity: machineScheduleLines.quantity,
      salesOrderId: machineScheduleLines.salesOrderId,
      startDate: machineScheduleLines.startDate,
      startHour: machineScheduleLines.startHour,
      hours: machineScheduleLines.hours,
    })
    .from(machineScheduleLines)
    .innerJoin(
      machineSchedule,
      and(
        eq(machineSchedule.orgId, machineScheduleLines.orgId),
        eq(machineSchedule.id, machineScheduleLines.machineScheduleId),
      ),
    )
    .innerJoin(
      machine,
      and(eq(machine.orgId, machineSchedule.orgId), eq(machine.id, machineSchedule.machineId)),
    )
    .where(
      and(
        eq(machineScheduleLines.orgId, orgId),
        eq(machineSchedule.status, S.OPEN),
        filter.machineIds ? inArray(machineSchedule.machineId, [...filter.machineIds]) : undefined,
        filter.except === undefined ? undefined : ne(machineSchedule.id, filter.except),
        filter.since === undefined
          ? undefined
          : sql`${machineScheduleLines.startDate} >= ${filter.since}::date - 31`,
        filter.until === undefined
          ? undefined
          : sql`${machineScheduleLines.startDate} <= ${filter.until}::date`,
      ),
    )
    .orderBy(machineScheduleLines.startDate, machineScheduleLines.startHour, machineScheduleLines.id);
  return rows.flatMap((row) => {
    const span = jobSpan(
      {
        startDate: row.startDate,
        startHour: numberOf(row.startHour),
        hours: numberOf(row.hours),
        quantity: numberOf(row.quantity),
      },
      numberOf(row.rated),
    );
    return span === null || row.machineId === null
      ? []
      : [
          {
            scheduleId: row.scheduleId,
            number: row.number ?? '',
            lineId: row.lineId,
            machineId: row.machineId,
            itemId: row.itemId,
            quantity: Number(row.quantity ?? 0),
            salesOrderId: row.salesOrderId,
            span,
          },
        ];
  });
}

/**
 * A schedule's submit (decision 1124): SCHEDULING_SUPPORT must be YES; the machine is locked so that two
 * schedules of it are checked one after the other; a machine a breakdown left down is refused; each job is
 * placed from its hours or the machine's rated output, and one over a recorded stop of the machine (planned
 * maintenance booked ahead, decision 1791) or that clashes with an earlier job of the schedule or an open
 * job of another is refused on its line, naming the stop's times or the other job.
 */
export async function checkSchedule(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  lines: readonly LineRow[],
): Promise<void> {
  const schedule = resource.def.schedule;
  if (!schedule) return;
  const switched = (await configValues(tx, caller, [schedule.configKey])).get(schedule.configKey) ?? '';
  if (switched.toUpperCase() !== 'YES') throw new AppError(RESPONSE_CODES.IN_USE, SCHEDULE_PROBLEMS.off);
  const machineId = Number(row[schedule.machineField]);
  const [locked] = await tx
    .select({ name: machine.name, rated: machine.ratedOutputPerHour })
    .from(machine)
    .where(and(eq(machine.orgId, caller.orgId), eq(machine.id, machineId)))
    .for('update');
  const name = locked?.name ?? '';
  const down = (await machinesDown(tx, caller.orgId, machineId)).get(machineId);
  const problem = (field: string, message: string) =>
    new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);
  if (down) throw problem(schedule.machineField, downMessage(name, down));
  const stopped = await openStopProblem(tx, caller.orgId, machineId, name);
  if (stopped) throw problem(schedule.machineField, stopped);
  const firstDay = lines
    .map((line) => line.startDate)
    .filter((day): day is string => typeof day === 'string')
    .sort()[0];
  const stops = firstDay === undefined ? [] : await restartedStops(tx, caller.orgId, machineId, firstDay);
  const others = await scheduledJobs(tx, caller.orgId, { machineIds: [machineId], except: Number(row.id) });
  const placed: { number: string; span: JobSpan }[] = others.map((job) => ({
    number: job.number,
    span: job.span,
  }));
  for (const [index, line] of lines.entries()) {
    const span = jobSpan(line, numberOf(locked?.rated));
    if (span === null) throw problem(`lines.${index}.hours`, SCHEDULE_PROBLEMS.noHours);
    const stop = stops.find((candidate) => clashes(candidate, span));
    if (stop) throw problem(`lines.${index}.startDate`, stopClashMessage(name, stop));
    const other = placed.find((job) => clashes(job.span, span));
    if (other) throw problem(`lines.${index}.startDate`, clashMessage({ ...other, machine: name }));
    placed.push({ number: `line ${index + 1} of this schedule`, span });
  }
}
