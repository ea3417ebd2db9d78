import type { Efficiency, OutputUnit } from './efficiency.ts';
import type { JobSpan } from './scheduleDocuments.ts';

/* Issue 19's floor rows as the server answers them and the client reads them (decisions 1121–1124). */

/** Where a machine was left down: the date and shift of the breakdown entry that left it so. */
export interface Downtime {
  date: string;
  shift: string;
}

/** A row of `chemical/dailyProduction/getDailyProductionModel`: a machine to enter production for. */
export interface ModelMachine {
  id: number;
  name: string;
  code: string;
  machineKind: string;
  isLoom: boolean;
  ratedOutputPerHour: number | null;
  ratedOutputUnit: OutputUnit | null;
  /** Where a breakdown left it down, or null when it runs. */
  down: Downtime | null;
}

/** What a machine's shift made and its hours, as the DP log sums them. */
export interface DpLogOutput {
  metres: number;
  kg: number;
  pieces: number;
  runningHours: number;
  stoppedHours: number;
}

/** A machine's shift in the log: what it made, its hours and stoppages, and its efficiency (empty with its reason). */
export interface DpLogRow extends DpLogOutput, Efficiency {
  date: string;
  shift: string;
  machine: { id: number; name: string; code: string };
  /** The machine's rated unit, which its performance compares. */
  outputUnit: OutputUnit | null;
  /** The stoppage reasons' codes (`STOPPAGE_REASONS`): the screen shows each in the user's language. */
  stoppageReasons: string[];
  /** The machine's recorded stops that cover part of the shift (decision 1790's addendum), as recorded. */
  recordedStops: { reason: string; planned: boolean }[];
  /** Who ran the machine in the shift, by name (decisions 1320, 2075): the lines' operators, once each. */
  operators: { id: number; name: string }[];
}

/** The whole filtered log's sums and efficiency (the same definition over all its runs). */
export type DpLogTotals = DpLogOutput & Efficiency;

/** A job of an open schedule placed on its machine's timeline: 'yyyy-MM-ddTHH:mm' from start to end. */
export interface TimelineJobRow {
  scheduleId: number;
  number: string;
  lineId: number;
  itemId: number | null;
  quantity: number;
  salesOrderId: number | null;
  span: JobSpan;
}

/** A recorded stop of a machine on its timeline (decision 1782): 'yyyy-MM-ddTHH:mm', no end while not restarted. */
export interface TimelineStopRow {
  id: number;
  reason: string;
  planned: boolean;
  start: string;
  end: string | null;
}

/**
 * A machine's row of the timeline: the machine, where a breakdown left it down, its jobs in the range by
 * start, and its recorded stops that overlap the range by start.
 */
export interface TimelineRow {
  machine: Omit<ModelMachine, 'down'>;
  down: Downtime | null;
  jobs: TimelineJobRow[];
  stops: TimelineStopRow[];
}
