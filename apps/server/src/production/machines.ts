import {
  RESPONSE_CODES,
  enteredTwice,
  isOutputUnit,
  machineUnavailableProblem,
  labelOfShift,
  type Downtime,
  type ModelMachine,
  type TimeSpan,
} from '@erp/domain';
import { and, asc, eq, gte, inArray, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { machine, machineBreakdown } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { Row } from '../stores/types.ts';
import { machineRuns, shiftStarts } from './runs.ts';

/**
 * The machines a breakdown left down (decision 1122): a machine is down when the latest shift entered for
 * it (by date, then the shift's start, then the latest entry) has a line marked Still Down; a later shift
 * entered for it, running or not, ends it. Read from the entries, so a cancelled or amended one counts no more.
 */
export async function machinesDown(
  ex: Executor,
  orgId: number,
  machineId?: number,
): Promise<Map<number, Downtime>> {
  const rows = await queryRows<{ machine_id: number | string; date: string; shift: string; down: boolean }>(
    ex,
    sql`SELECT DISTINCT ON (r.machine_id) r.machine_id, r.date::text AS date, r.shift,
               coalesce(r.still_down, false) AS down
          FROM (${machineRuns({ orgId, machineId })}) r
         ORDER BY r.machine_id, r.date DESC, ${shiftStarts(sql`r.shift`)} DESC,
                  coalesce(r.still_down, false) DESC, r.entered_at DESC`,
  );
  return new Map(
    rows
      .filter((row) => row.down)
      .map((row) => [Number(row.machine_id), { date: row.date, shift: row.shift }] as const),
  );
}

/**
 * The daily production model (spec §7's select list, decision 1121): the active machines by name, with
 * the rated output the efficiency compares with and whether a breakdown left each down.
 */
export async function dailyProductionModel(ex: Executor, caller: Caller): Promise<ModelMachine[]> {
  const [machines, down] = await Promise.all([
    ex
      .select({
        id: machine.id,
        name: machine.name,
        code: machine.code,
        machineKind: machine.machineKind,
        isLoom: machine.isLoom,
        ratedOutputPerHour: machine.ratedOutputPerHour,
        ratedOutputUnit: machine.ratedOutputUnit,
      })
      .from(machine)
      .where(and(eq(machine.orgId, caller.orgId), or(isNull(machine.active), ne(machine.active, false))))
      .orderBy(asc(sql`lower(${machine.name})`), asc(machine.id)),
    machinesDown(ex, caller.orgId),
  ]);
  return machines.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    code: row.code ?? '',
    machineKind: row.machineKind ?? '',
    isLoom: row.isLoom === true,
    ratedOutputPerHour: row.ratedOutputPerHour === null ? null : Number(row.ratedOutputPerHour),
    ratedOutputUnit: isOutputUnit(row.ratedOutputUnit) ? row.ratedOutputUnit : null,
    down: down.get(row.id) ?? null,
  }));
}

/**
 * A daily line's machine and shift: the line's own where it names them (shift-wise entry: a line per
 * machine; machine-wise: a line per shift), else its header's.
 */
export function machineRunOf(row: Row, line: LineRow): { machineId: number; shift: string } {
  return { machineId: Number(line.machineId ?? row.machineId), shift: String(line.shift ?? row.shift ?? '') };
}

/**
 * A daily production entry's submit (decision 1121): each machine's shift of the day is entered once, on
 * one entry (its lines may split it by stoppage); one already on another open entry is refused on the line,
 * naming that entry. The machines are locked first (by id), so two entries of one shift wait their turn.
 */
export async function checkEnteredOnce(
  tx: Executor,
  caller: Caller,
  resource: DocumentResource,
  row: Row,
  lines: readonly LineRow[],
): Promise<void> {
  const { machineRuns: runs } = resource.def;
  if (runs === undefined) return;
  const date = String(row.date ?? '');
  const pairs = lines.map((line) => machineRunOf(row, line));
  const ids = [...new Set(pairs.map((pair) => pair.machineId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: machine.id, name: machine.name })
    .from(machine)
    .where(and(eq(machine.orgId, caller.orgId), inArray(machine.id, ids)))
    .orderBy(asc(machine.id))
    .for('update');
  const entered = await queryRows<{ machine_id: number | string; shift: string; number: string | null }>(
    tx,
    sql`SELECT DISTINCT r.machine_id, r.shift, r.number FROM (${machineRuns({ orgId: caller.orgId, from: date, to: date })}) r
         WHERE r.entry <> ${`${resource.def.key}:${String(row.id)}`}`,
  );
  for (const [index, pair] of pairs.entries()) {
    const other = entered.find(
      (run) => Number(run.machine_id) === pair.machineId && run.shift === pair.shift,
    );
    if (!other) continue;
    const name = locked.find((entry) => entry.id === pair.machineId)?.name ?? '';
    throw new ValidationFailure([
      {
        field: `lines.${index}.${runs.lineField}`,
        code: RESPONSE_CODES.VALIDATION_FAILED,
        message: enteredTwice(name, labelOfShift(pair.shift), date, other.number ?? ''),
      },
    ]);
  }
}

/** Why the organisation's machine cannot be scheduled: a stop of it with no restart, in words; else null. */
export async function openStopProblem(
  tx: Executor,
  orgId: number,
  machineId: number,
  machineName: string,
): Promise<string | null> {
  const [open] = await tx
    .select({ stoppedOn: machineBreakdown.stoppedOn })
    .from(machineBreakdown)
    .where(
      and(
        eq(machineBreakdown.orgId, orgId),
        eq(machineBreakdown.machineId, machineId),
        isNull(machineBreakdown.restartedOn),
      ),
    )
    .orderBy(asc(machineBreakdown.stoppedOn))
    .limit(1);
  return open ? machineUnavailableProblem(machineName, String(open.stoppedOn)) : null;
}

/**
 * The stops of the organisation's machine with their restart (planned maintenance booked ahead, or a
 * breakdown over) that end on `since` or later: a job over one is refused (decision 1791).
 */
export async function restartedStops(
  tx: Executor,
  orgId: number,
  machineId: number,
  since: string,
): Promise<(TimeSpan & { planned: boolean })[]> {
  const rows = await tx
    .select({
      stoppedOn: machineBreakdown.stoppedOn,
      stoppedAt: machineBreakdown.stoppedAt,
      restartedOn: machineBreakdown.restartedOn,
      restartedAt: machineBreakdown.restartedAt,
      planned: machineBreakdown.planned,
    })
    .from(machineBreakdown)
    .where(
      and(
        eq(machineBreakdown.orgId, orgId),
        eq(machineBreakdown.machineId, machineId),
        isNotNull(machineBreakdown.restartedAt),
        gte(machineBreakdown.restartedOn, since),
      ),
    )
    .orderBy(asc(machineBreakdown.stoppedOn), asc(machineBreakdown.stoppedAt));
  return rows.map((row) => ({
    start: `${String(row.stoppedOn)}T${String(row.stoppedAt)}`,
    end: `${String(row.restartedOn)}T${String(row.restartedAt)}`,
    planned: row.planned === true,
  }));
}
