import {
  quantitiesOf,
  quantityIssues,
  UNITS_MODULE,
  type ModuleDef,
  type UnitOfMeasure,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { callerScope } from '../core/scope.ts';
import { tablesWrittenIn } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { OrgCache } from '../db/org-cache.ts';
import { TABLES } from './tables.ts';

/** The table of the units of measure. */
export const UNITS_TABLE = TABLES.get(UNITS_MODULE)?.table ?? UNITS_MODULE;

/** A unit of measure as a check reads it. */
export type UnitRow = UnitOfMeasure & { id: number };

/** The units of measure by id, per organisation, while the database notices their changes (decision 0750). */
export type UnitsCache = OrgCache<number, UnitRow>;

/**
 * The caller's units among `ids`: the kept ones, the rest read in one query and kept (unless a change
 * came meanwhile, or `tx` wrote units itself and may yet be rolled back). A save of an item otherwise
 * reads its unit on every call, one statement of its four (decision 0750).
 */
async function unitsOf(
  ids: readonly number[],
  tx: Executor,
  caller: Caller,
  cache: UnitsCache | undefined,
): Promise<Map<number, UnitRow>> {
  const usable = tablesWrittenIn(tx).has(UNITS_TABLE) ? undefined : cache;
  const found = new Map<number, UnitRow>();
  for (const id of ids) {
    const kept = usable?.peek(caller.orgId, id);
    if (kept) found.set(id, kept);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  const stamp = usable?.stampOf(caller.orgId);
  const units = await queryRows<UnitRow>(
    tx,
    sql`SELECT u.id, u.name, u.decimals FROM ${sql.identifier(UNITS_TABLE)} u WHERE ${callerScope('u', caller)} AND u.id IN (${sql.join(
      missing.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  for (const unit of units) {
    const id = Number(unit.id);
    found.set(id, unit);
    if (usable && stamp !== undefined) usable.keep(caller.orgId, id, unit, stamp);
  }
  return found;
}

/**
 * Issue 14: the record's quantities with more decimals than their unit of measure takes (NOS 0, KGS 3),
 * refused rather than rounded; the units are the caller's.
 */
export async function unitIssues(
  module: ModuleDef,
  record: Record<string, unknown>,
  tx: Executor,
  caller: Caller,
  cache: UnitsCache | undefined,
): Promise<ValidationIssue[]> {
  const ids = [...new Set(quantitiesOf(module, record).map((quantity) => quantity.uomId))];
  if (ids.length === 0) return [];
  return quantityIssues(module, record, await unitsOf(ids, tx, caller, cache));
}
