import type { DocumentDef } from './documentDef.ts';
import type { ScheduleDocumentKey } from './documentKeys.ts';
import { field, lookup, quantity, uomLookup } from './documentFields.ts';
import { isNumber, remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';

/** The system config key that switches scheduling on (YES). */
export const SCHEDULING_CONFIG = 'SCHEDULING_SUPPORT';

/** A job's place on its machine's timeline: 'yyyy-MM-ddTHH:mm' (the plant's time) from start to end. */
export interface JobSpan {
  start: string;
  end: string;
  hours: number;
}

export const SCHEDULE_PROBLEMS = {
  off: 'Scheduling is switched off: set SCHEDULING_SUPPORT to YES in the system configuration.',
  noHours: "The machine has no rated output per hour: enter the job's hours.",
} as const;

const pad = (value: number): string => String(value).padStart(2, '0');
const stamp = (time: number): string => {
  const at = new Date(time);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
};

/**
 * Where a job sits: from its start date and hour for its hours, or, without them, for quantity ÷ the
 * machine's rated output per hour (in the machine's rated unit), to the minute. Null when neither gives
 * hours or the start is not a day.
 */
export function jobSpan(
  line: Readonly<Record<string, unknown>>,
  ratedPerHour: number | null,
): JobSpan | null {
  const given = isNumber(line.hours) && line.hours > 0 ? line.hours : null;
  const rated =
    ratedPerHour !== null && ratedPerHour > 0 && isNumber(line.quantity) && line.quantity > 0
      ? line.quantity / ratedPerHour
      : null;
  const hours = given ?? rated;
  const day = typeof line.startDate === 'string' ? Date.parse(`${line.startDate}T00:00:00Z`) : Number.NaN;
  if (hours === null || Number.isNaN(day) || !isNumber(line.startHour)) return null;
  const start = day + Math.round(line.startHour * 60) * 60_000;
  const end = start + Math.round(hours * 60) * 60_000;
  return { start: stamp(start), end: stamp(end), hours: Number(hours.toFixed(2)) };
}

/** A stretch of a machine's time, 'yyyy-MM-ddTHH:mm' (the plant's time) from start to end. */
export type TimeSpan = Pick<JobSpan, 'start' | 'end'>;

/** Two spans clash when each starts before the other ends (a job may start as another ends). */
export const clashes = (a: TimeSpan, b: TimeSpan): boolean => a.start < b.end && b.start < a.end;

const shown = (time: string): string => time.replace('T', ' ');

/** How a clash is told, on the later job's line. */
export const clashMessage = (other: { number: string; machine: string; span: JobSpan }): string =>
  `It clashes with ${other.number} on ${other.machine}, from ${shown(other.span.start)} to ${shown(other.span.end)}.`;

/**
 * How a job over a recorded stop of its machine is told, on its line (decision 1791): planned maintenance
 * booked ahead, or a breakdown, from its stop to its restart.
 */
export const stopClashMessage = (machine: string, stop: TimeSpan & { planned: boolean }): string =>
  `${machine} is ${stop.planned ? 'under planned maintenance' : 'stopped by a breakdown'} from ${shown(stop.start)} to ${shown(stop.end)}: schedule the job before or after it.`;

/** How a machine left down by a breakdown is told (decision 1122). */
export const downMessage = (machine: string, since: { date: string; shift: string }): string =>
  `${machine} is down since a breakdown on ${since.date} (shift ${since.shift}): enter the shift it runs again before scheduling it.`;

/**
 * Issue 19's scheduling on machines with SCHEDULING_SUPPORT (decision 1124): jobs on one machine for an
 * item and quantity (a sales order optional), each from a start for the hours the machine's rated output
 * needs (or the hours given); a clash with another job of the machine, or a machine a breakdown left down,
 * is refused on submit.
 */
export const SCHEDULE_DOCUMENTS: Readonly<Record<ScheduleDocumentKey, DocumentDef>> = {
  machineSchedule: {
    key: 'machineSchedule',
    moduleId: 32,
    label: 'Machine Schedule',
    apiPath: 'chemical/scheduling',
    aclName: 'chemical/planning_scheduling',
    route: '/module/Planning-Scheduling',
    listRoute: '/module/Planning-Scheduling',
    series: 'MS',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      lookup('machineId', 'Machine', 'machine', { required: true }),
      field('date', L.date, 'date', { required: true }),
      remarks,
    ],
    lines: {
      key: 'lines',
      label: 'Jobs',
      minRows: 1,
      fields: [
        lookup('itemId', 'Item', 'item', { required: true }),
        quantity('quantity', L.quantity, { required: true, positive: true }),
        uomLookup(),
        lookup('salesOrderId', 'Sales Order', 'salesOrder', {
          lookup: { module: 'salesOrder', displayKey: 'number', list: 'getOpenAndInProgressSalesOrderList' },
        }),
        field('startDate', 'Start Date', 'date', { required: true }),
        field('startHour', 'Start Hour', 'number', { required: true, min: 0, max: 23.99, decimals: 2 }),
        // Empty: quantity ÷ the machine's rated output per hour.
        field('hours', 'Hours', 'number', { min: 0, max: 744, decimals: 2 }),
        field('remarks', 'Remarks', 'text', { maxLength: 200 }),
      ],
      listColumns: ['itemId', 'quantity', 'uomId', 'salesOrderId', 'startDate', 'startHour', 'hours'],
    },
    progressFields: [],
    // Open: on the machine's timeline; Closed when done (its time stays on the timeline), or Cancelled.
    statuses: [S.DRAFT, S.OPEN, S.CLOSED, S.CANCELLED],
    lists: [],
    listColumns: ['number', 'date', 'machineId', 'status'],
    searchKeys: ['number'],
    onSubmit:
      "Puts the jobs on the machine's timeline; a clash with another job, or a machine left down by a breakdown, is refused.",
    schedule: { machineField: 'machineId', configKey: SCHEDULING_CONFIG },
    feature: SCHEDULING_CONFIG,
  },
};
