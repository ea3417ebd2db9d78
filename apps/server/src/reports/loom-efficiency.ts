import {
  efficiencyOf,
  isOutputUnit,
  labelOfShift,
  type DpLogOutput,
  type MachineRun,
  type ReportSort,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { round, runOf } from '../production/dp-log.ts';
import { machineRuns, shiftStarts, type RunFilter } from '../production/runs.ts';
import { readPeriodStops, shiftHoursOf, stopsByMachine, type ShiftHoursOf } from '../production/stops.ts';

/**
 * Issue 22's loom efficiency per shift (decision 1761): per loom and shift of the submitted daily production
 * entries of the range (both kinds, the DP log's source), the output and hours summed, counted and paged in
 * SQL, each day's shift taking in the loom's recorded stops as the DP log's does (decision 1790); the
 * availability, performance and efficiency of each row and of the whole range by `efficiencyOf` (decision
 * 1120), so the report and the DP log cannot differ.
 */
export interface LoomEfficiencyQuery {
  from?: string | undefined;
  to?: string | undefined;
  machineId?: number | undefined;
  page: number;
  size: number;
  sort?: ReportSort | undefined;
}

/** A loom's shift of one day as the database sends it: [date, shift, running hours, stopped hours]. */
type DayShift = [string, string, number, number];

interface Grouped {
  id: number | string;
  metres: number;
  kg: number;
  pieces: number;
  rated: number | null;
  unit: string | null;
  /** Each day's shift of the group, whose hours take in the loom's recorded stops (decision 1790). */
  shifts: DayShift[];
}

const SORTS: Readonly<Record<string, SQL>> = {
  'machine.code': sql`g.code`,
  'machine.name': sql`lower(g.name)`,
};

/**
 * The runs of the looms of the query summed per loom and shift, or per loom, each day's shift kept apart
 * with its hours (a stop counts in a day's shift, decision 1790).
 */
function grouped(caller: Caller, query: LoomEfficiencyQuery, perShift: boolean): SQL {
  const loom = sql`m.id, m.code, m.name, m.rated_output_per_hour, m.rated_output_unit${perShift ? sql`, d.shift` : sql``}`;
  return sql`SELECT ${loom}, m.rated_output_per_hour::float8 AS rated, m.rated_output_unit AS unit,
             sum(d.metres)::float8 AS metres, sum(d.kg)::float8 AS kg, sum(d.pieces)::float8 AS pieces,
             json_agg(json_build_array(d.date::text, d.shift, d.running, d.stopped)) AS shifts
        FROM (SELECT r.date, r.shift, r.machine_id, coalesce(sum(r.metres), 0) AS metres,
                     coalesce(sum(r.kg), 0) AS kg, coalesce(sum(r.pieces), 0) AS pieces,
                     coalesce(sum(r.running_hours), 0)::float8 AS running,
                     coalesce(sum(r.stopped_hours), 0)::float8 AS stopped
                FROM (${machineRuns(filterOf(caller, query))}) r
               GROUP BY r.date, r.shift, r.machine_id) d
        JOIN machine m ON m.org_id = ${caller.orgId} AND m.id = d.machine_id AND m.is_loom
       GROUP BY ${loom}`;
}

const filterOf = (caller: Caller, query: LoomEfficiencyQuery): RunFilter => ({
  orgId: caller.orgId,
  from: query.from,
  to: query.to,
  machineId: query.machineId,
});

/** A group's output, and its hours as the days' shifts with the loom's stops add up. */
function outputOf(row: Grouped, hoursOf: ShiftHoursOf): DpLogOutput {
  let running = 0;
  let stopped = 0;
  for (const [date, shift, runningHours, stoppedHours] of row.shifts) {
    const hours = hoursOf(Number(row.id), date, shift, { runningHours, stoppedHours });
    running += hours.runningHours;
    stopped += hours.stoppedHours;
  }
  return {
    metres: round(row.metres, 3),
    kg: round(row.kg, 3),
    pieces: round(row.pieces, 3),
    runningHours: round(running, 2),
    stoppedHours: round(stopped, 2),
  };
}

const runFrom = (row: Grouped, output: DpLogOutput): MachineRun =>
  runOf(output, isOutputUnit(row.unit) ? row.unit : null, row.rated);

/** The recorded stops of the query's period, read once, as the rule that takes them in. */
const stopsOf = async (ex: Executor, caller: Caller, query: LoomEfficiencyQuery): Promise<ShiftHoursOf> =>
  shiftHoursOf(stopsByMachine(await readPeriodStops(ex, filterOf(caller, query))));

export const loomEfficiency = {
  count: async (ex: Executor, caller: Caller, query: LoomEfficiencyQuery): Promise<number> => {
    const [row] = await queryRows<{ total: number }>(
      ex,
      sql`SELECT count(*)::int AS total FROM (${grouped(caller, query, true)}) g`,
    );
    return row?.total ?? 0;
  },
  page: async (ex: Executor, caller: Caller, query: LoomEfficiencyQuery): Promise<readonly object[]> => {
    const first = query.sort && SORTS[query.sort.key];
    const way = query.sort?.descending ? sql`DESC` : sql`ASC`;
    const hoursOf = await stopsOf(ex, caller, query);
    const rows = await queryRows<Grouped & { code: string | null; name: string | null; shift: string }>(
      ex,
      sql`SELECT g.* FROM (${grouped(caller, query, true)}) g
           ORDER BY ${first ? sql`${first} ${way},` : sql``} lower(g.name), g.id, ${shiftStarts(sql`g.shift`)}
           LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
    );
    return rows.map((row) => {
      const output = outputOf(row, hoursOf);
      const figures = efficiencyOf([runFrom(row, output)]);
      return {
        machine: { id: Number(row.id), code: row.code ?? '', name: row.name ?? '' },
        shift: row.shift,
        shiftLabel: labelOfShift(row.shift),
        ...output,
        ...figures,
      };
    });
  },
  /** The sums of the range and its efficiency over every run (each loom's runs summed: the same figure). */
  totals: async (
    ex: Executor,
    caller: Caller,
    query: LoomEfficiencyQuery,
  ): Promise<Record<string, number>> => {
    const hoursOf = await stopsOf(ex, caller, query);
    const looms = await queryRows<Grouped>(ex, grouped(caller, query, false));
    const outputs = looms.map((row) => outputOf(row, hoursOf));
    const sum = (key: keyof DpLogOutput, places: number) =>
      round(
        outputs.reduce((total, output) => total + output[key], 0),
        places,
      );
    const { availability, performance, efficiency } = efficiencyOf(
      looms.map((row, index) => runFrom(row, outputs[index] as DpLogOutput)),
    );
    return {
      metres: sum('metres', 3),
      kg: sum('kg', 3),
      runningHours: sum('runningHours', 2),
      stoppedHours: sum('stoppedHours', 2),
      ...(availability === null ? {} : { availability }),
      ...(performance === null ? {} : { performance }),
      ...(efficiency === null ? {} : { efficiency }),
    };
  },
};
