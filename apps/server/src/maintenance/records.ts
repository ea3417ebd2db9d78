import {
  activityOfTypeProblem,
  breakdownOfMachineProblem,
  doneOnProblem,
  maintenanceLogEntry,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { machine, machineActivity, machineActivityLog, machineBreakdown } from '../db/schema.ts';
import type { LineRow } from '../documents/lines.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { invalid } from '../documents/refusals.ts';
import type { Resource } from '../resources/resource.ts';
import { today } from '../core/today.ts';
import type { Row } from '../stores/types.ts';

/*
 * Issue 22's maintenance recorded against the schedule (decisions 1784–1786): its submit checks what it names
 * and writes the activity done into the machine activity log, in the submit's transaction, audited; its
 * cancel takes that row out again. The spares it used leave stock through the ledger as its posting says.
 */

const LOG = 'machineActivityLog';

const idOf = (value: unknown): number | null => (given(value) ? Number(value) : null);

/**
 * What a maintenance's checks read, in one query: the machine's type, the activity's type and the machine of
 * the breakdown, each of the organisation's own record (null when it names none).
 */
async function namedOf(tx: Executor, orgId: number, row: Row) {
  const [found] = await queryRows<{
    machineType: number | null;
    activityType: number | null;
    stopped: number | null;
  }>(
    tx,
    sql`SELECT (SELECT m.machine_type_id FROM ${machine} m WHERE m.org_id = ${orgId} AND m.id = ${idOf(row.machineId)}) AS "machineType",
               (SELECT a.machine_type_id FROM ${machineActivity} a
                 WHERE a.org_id = ${orgId} AND a.id = ${idOf(row.machineActivityId)}) AS "activityType",
               (SELECT b.machine_id FROM ${machineBreakdown} b
                 WHERE b.org_id = ${orgId} AND b.id = ${idOf(row.machineBreakdownId)}) AS stopped`,
  );
  return found ?? { machineType: null, activityType: null, stopped: null };
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The log's own resource: its rows are written through its store, audited. */
function logOf(service: DocumentService): Resource {
  const log = service.masters.get(LOG);
  if (!log) throw new Error(`the ${LOG} master is missing`);
  return log;
}

/**
 * A maintenance submitted: done on a day not after today, its activity one of the machine's type, the
 * breakdown it repaired one of the machine's (each refused in words on its field); then its activity written
 * into the machine activity log naming it (none for a repair of a breakdown alone).
 */
export async function recordMaintenance(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  { row }: { row: Row; lines: readonly LineRow[]; resource: DocumentResource },
): Promise<void> {
  const future = doneOnProblem(row.date, today());
  if (future) throw invalid('date', future);
  const named = await namedOf(tx, caller.orgId, row);
  if (given(row.machineActivityId)) {
    const problem = activityOfTypeProblem(named.activityType, named.machineType);
    if (problem) throw invalid('machineActivityId', problem);
  }
  if (given(row.machineBreakdownId)) {
    const problem = breakdownOfMachineProblem(named.stopped, row.machineId);
    if (problem) throw invalid('machineBreakdownId', problem);
  }
  const entry = maintenanceLogEntry(row);
  if (entry) await logOf(service).store.insert(tx, caller, { ...entry });
}

/** A submitted maintenance cancelled: the log's row it wrote is deleted with it, audited. */
export async function withdrawMaintenance(
  tx: Executor,
  service: DocumentService,
  caller: Caller,
  { row }: { row: Row },
): Promise<void> {
  const written = await tx
    .select({ id: machineActivityLog.id })
    .from(machineActivityLog)
    .where(
      and(
        eq(machineActivityLog.orgId, caller.orgId),
        eq(machineActivityLog.machineId, Number(row.machineId)),
        sql`${machineActivityLog.maintenanceId} = ${row.id}`,
      ),
    );
  const { store } = logOf(service);
  for (const { id } of written) await store.remove(tx, caller, id);
}
