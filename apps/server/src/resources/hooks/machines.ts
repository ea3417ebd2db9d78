import { RESPONSE_CODES, activityOfTypeProblem, doneOnProblem } from '@erp/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { ValidationFailure } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { machine, machineActivity, machineType } from '../../db/schema.ts';
import { today } from '../../core/today.ts';
import type { ResourceHooks } from '../resource.ts';

/*
 * Issue 22's machine asset group (decisions 1740–1742): a machine carries its type's kind, a type's kind is
 * kept while machines are of it, and an activity done is of the machine's type and not on a future day.
 */

const refused = (field: string, message: string): ValidationFailure =>
  new ValidationFailure([{ field, code: RESPONSE_CODES.VALIDATION_FAILED, message }]);

/** The type of the organisation's machine type `id`: its kind, or undefined when it has none such. */
async function kindOf(tx: Executor, orgId: number, id: unknown): Promise<string | undefined> {
  const [row] = await tx
    .select({ kind: machineType.kind })
    .from(machineType)
    .where(and(eq(machineType.orgId, orgId), eq(machineType.id, Number(id))));
  return row?.kind ?? undefined;
}

/** A machine: its kind is its type's, copied on each save (what it was sent is never kept). */
export const machineHooks: ResourceHooks = {
  async validate(record, { tx, caller }) {
    const kind = await kindOf(tx, caller.orgId, record.machineTypeId);
    // Another organisation's type is left to the lookup's check, which names it not found.
    return kind === undefined ? record : { ...record, machineKind: kind };
  },
};

/** A machine type: its kind cannot change while machines are of it (their stages read it). */
export const machineTypeHooks: ResourceHooks = {
  async validate(record, { tx, caller }) {
    if (record.id === undefined) return record;
    const [row] = await tx
      .select({ n: count() })
      .from(machine)
      .where(
        and(
          eq(machine.orgId, caller.orgId),
          eq(machine.machineTypeId, Number(record.id)),
          sql`${machine.machineKind} IS DISTINCT FROM ${String(record.kind)}`,
        ),
      );
    const n = row?.n ?? 0;
    if (n === 0) return record;
    throw refused(
      'kind',
      `Kind cannot change while ${n} machine${n === 1 ? ' is' : 's are'} of this type: give them another type first`,
    );
  },
};

/** The machine type of the organisation's machine or activity (`table`'s row `id`), if it has one such. */
async function typeOf(
  tx: Executor,
  orgId: number,
  table: typeof machine | typeof machineActivity,
  id: unknown,
): Promise<number | null | undefined> {
  const [row] = await tx
    .select({ typeId: table.machineTypeId })
    .from(table)
    .where(and(eq(table.orgId, orgId), eq(table.id, Number(id))));
  return row?.typeId;
}

/** An activity done: not on a future day, and an activity of the machine's type. */
export const machineActivityLogHooks: ResourceHooks = {
  async validate(record, { tx, caller }) {
    const future = doneOnProblem(record.doneOn, today());
    if (future) throw refused('doneOn', future);
    const [machineTypeId, activityTypeId] = await Promise.all([
      typeOf(tx, caller.orgId, machine, record.machineId),
      typeOf(tx, caller.orgId, machineActivity, record.machineActivityId),
    ]);
    // A machine or activity not found is left to the lookups' check, which names it.
    if (machineTypeId === undefined || activityTypeId === undefined) return record;
    const problem = activityOfTypeProblem(activityTypeId, machineTypeId);
    if (problem) throw refused('machineActivityId', problem);
    return record;
  },
};
