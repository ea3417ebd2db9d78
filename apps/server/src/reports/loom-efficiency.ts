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
import { machineRuns, shiftStarts } from '../production/runs.ts';

/**
 * Issue 22's loom efficiency per shift (decision 1761): per loom and shift of the submitted daily production
 * entries of the range (both kinds, the DP log's source), the output and hours summed, counted and paged in
 * SQL; the availability, performance and efficiency of each row and of the whole range by `efficiencyOf`
 * (decision 1120), so the report and the DP log cannot differ.
 */
export interface LoomEfficiencyQuery {
  from?: string | undefined;
  to?: string | undefined;
  machineId?: number | undefined;
  page: number;
  size: number;
  sort?: ReportSort | undefined;
}

interface Summed {
  metres: number;
  kg: number;
  pieces: number;
  running: number;
  stopped: number;
  rated: number | null;
  unit: string | null;
}

const SORTS: Readonly<Record<string, SQL>> = {
  'machine.code': sql`g.code`,
  'machine.name': sql`lower(g.name)`,
};

/** The runs of the looms of the query summed per loom and shift, or per loom. */
function grouped(caller: Caller, query: LoomEfficiencyQuery, perShift: boolean): SQL {
  const loom = sql`m.id, m.code, m.name, m.rated_output_per_hour, m.rated_output_unit${perShift ? sql`, r.shift` : sql``}`;
  return sql`SELECT ${loom}, m.rated_output_per_hour::float8 AS rated, m.rated_output_unit AS unit,
             coalesce(sum(r.metres), 0)::float8 AS metres, coalesce(sum(r.kg), 0)::float8 AS kg,
             coalesce(sum(r.pieces), 0)::float8 AS pieces, coalesce(sum(r.running_hours), 0)::float8 AS running,
             coalesce(sum(r.stopped_hours), 0)::float8 AS stopped
        FROM (${machineRuns({ orgId: caller.orgId, from: query.from, to: query.to, machineId: query.machineId })}) r
        JOIN machine m ON m.org_id = ${caller.orgId} AND m.id = r.machine_id AND m.is_loom
       GROUP BY ${loom}`;
}

const outputOf = (row: Summed): DpLogOutput => ({
  metres: round(row.metres, 3),
  kg: round(row.kg, 3),
  pieces: round(row.pieces, 3),
  runningHours: round(row.running, 2),
  stoppedHours: round(row.stopped, 2),
});

const runFrom = (row: Summed, output: DpLogOutput): MachineRun =>
  runOf(output, isOutputUnit(row.unit) ? row.unit : null, row.rated);

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
    const rows = await queryRows<
      Summed & { id: number; code: string | null; name: string | null; shift: string }
    >(
      ex,
      sql`SELECT g.* FROM (${grouped(caller, query, true)}) g
           ORDER BY ${first ? sql`${first} ${way},` : sql``} lower(g.name), g.id, ${shiftStarts(sql`g.shift`)}
           LIMIT ${query.size} OFFSET ${(query.page - 1) * query.size}`,
    );
    return rows.map((row) => {
      const output = outputOf(row);
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
    const looms = await queryRows<Summed>(ex, grouped(caller, query, false));
    const outputs = looms.map(outputOf);
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
