import {
  formatDate,
  shiftHoursRule,
  stopOf,
  type ShiftHours,
  type ShiftHoursRule,
  type Stop,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.ts';
import { machine, machineBreakdown } from '../db/schema.ts';
import type { RunFilter } from './runs.ts';

/*
 * Issue 22's breakdowns in the DP log's availability (decision 1790): the stops recorded for the machines
 * (the `machineBreakdown` master, decision 1782) are read once for a period, and each machine's shift of it
 * takes them in by the domain's one rule (`shiftHoursRule`).
 */

/**
 * A recorded stop as the database sends it: [machine id, stopped on, stopped at, restarted on, restarted at,
 * reason, planned].
 */
export type StopTuple = [
  number | string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  boolean | null,
];

/** Now on the factory's wall clock, as the stops' moments are written (`stopOf`). */
export const wallClockNow = (at: Date = new Date()): string =>
  `${formatDate(at, 'yyyy-MM-dd')}T${formatDate(at, 'HH:mm')}:00Z`;

/**
 * The stops that may fall in the shifts of the filter's days, as one JSON array of `StopTuple` (null when
 * none): a shift starts on its day and ends by 08:00 of the next, so a stop begun by the day after the range
 * and not restarted before it counts.
 */
export const periodStops = (filter: RunFilter): SQL => {
  const parts = [
    filter.to === undefined ? undefined : sql`b.stopped_on <= ${filter.to}::date + 1`,
    filter.from === undefined
      ? undefined
      : sql`(b.restarted_on IS NULL OR b.restarted_on >= ${filter.from}::date)`,
    filter.machineId === undefined ? undefined : sql`b.machine_id = ${filter.machineId}`,
  ].filter((part) => part !== undefined);
  return sql`SELECT json_agg(json_build_array(b.machine_id, b.stopped_on::text, b.stopped_at,
                                              b.restarted_on::text, b.restarted_at, b.reason, b.planned))
               FROM ${machineBreakdown} b
              WHERE b.org_id = ${filter.orgId} AND b.machine_id IS NOT NULL AND b.stopped_on IS NOT NULL
                    AND b.stopped_at IS NOT NULL${parts.length === 0 ? sql`` : sql` AND ${sql.join(parts, sql` AND `)}`}`;
};

/** The stops of a period read on their own (a read that cannot carry them in its own statement). */
export async function readPeriodStops(ex: Executor, filter: RunFilter): Promise<StopTuple[] | null> {
  const [row] = await queryRows<{ stops: StopTuple[] | null }>(
    ex,
    sql`SELECT (${periodStops(filter)}) AS stops`,
  );
  return row?.stops ?? null;
}

/** A recorded stop as `readStops` answers it, with its machine's name and code. */
export interface StopRow {
  id: number | string;
  machine_id: number | string;
  name: string | null;
  code: string | null;
  stopped_on: string;
  stopped_at: string;
  restarted_on: string | null;
  restarted_at: string | null;
  reason: string | null;
  planned: boolean | null;
}

/**
 * The recorded stops of the organisation's machines picked by `where` (on `b`, the breakdown), each with its
 * machine's name and code, by machine and start; `distinct`: the first of each machine only.
 */
export const readStops = (ex: Executor, orgId: number, where: SQL, distinct = false) =>
  queryRows<StopRow>(
    ex,
    sql`SELECT ${distinct ? sql`DISTINCT ON (b.machine_id)` : sql``} b.id, b.machine_id, m.name, m.code,
               b.stopped_on::text AS stopped_on, b.stopped_at, b.restarted_on::text AS restarted_on,
               b.restarted_at, b.reason, b.planned
          FROM ${machineBreakdown} b
          JOIN ${machine} m ON m.org_id = b.org_id AND m.id = b.machine_id
         WHERE b.org_id = ${orgId} AND b.stopped_on IS NOT NULL AND b.stopped_at IS NOT NULL AND ${where}
         ORDER BY b.machine_id, b.stopped_on, b.stopped_at, b.id`,
  );

/** A stop row as `stopOf` reads a breakdown. */
export const stopOfRow = (row: StopRow): Stop =>
  stopOf({
    stoppedOn: row.stopped_on,
    stoppedAt: row.stopped_at,
    restartedOn: row.restarted_on,
    restartedAt: row.restarted_at,
  });

/** A machine's recorded stop with what it says of itself. */
export type NamedStop = Stop & { reason: string; planned: boolean };

/** The stops read, each machine's apart, with their reasons. */
export function stopsByMachine(tuples: readonly StopTuple[] | null): Map<number, NamedStop[]> {
  const byMachine = new Map<number, NamedStop[]>();
  for (const [machineId, stoppedOn, stoppedAt, restartedOn, restartedAt, reason, planned] of tuples ?? []) {
    const stops = byMachine.get(Number(machineId)) ?? [];
    stops.push({
      ...stopOf({ stoppedOn, stoppedAt, restartedOn, restartedAt }),
      reason: reason ?? '',
      planned: planned === true,
    });
    byMachine.set(Number(machineId), stops);
  }
  return byMachine;
}

/** A machine's shift of a day as entered, with its recorded stops taken in. */
export type ShiftHoursOf = (
  machineId: number,
  date: string,
  shift: string,
  entered: ShiftHours,
) => ShiftHours;

/** The rule of decision 1790 over each machine's stops (`stopsByMachine`), as of `now`. */
export function shiftHoursOf(
  byMachine: ReadonlyMap<number, readonly Stop[]>,
  now: string = wallClockNow(),
): ShiftHoursOf {
  const rules = new Map<number, ShiftHoursRule>(
    [...byMachine].map(([machineId, stops]) => [machineId, shiftHoursRule(stops, now)]),
  );
  return (machineId, date, shift, entered) => rules.get(machineId)?.(entered, date, shift) ?? entered;
}
