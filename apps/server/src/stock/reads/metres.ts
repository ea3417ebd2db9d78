import { isFeatureOn, isMetreUnit, type SysConfigKey } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller.ts';
import type { Executor } from '../../db/client.ts';
import { uom } from '../../db/schema.ts';
import { configValues } from '../../stores/sys-config.ts';

const PRIMARY_UOM_MTR: SysConfigKey = 'PRIMARY_UOM_MTR';

/** A unit as the stock reads answer it. */
export interface StockUnit {
  id: number;
  name: string;
  decimals: number | null;
}

/**
 * The units of metres of the caller's organisation when its `PRIMARY_UOM_MTR` is YES, else none (decision
 * 0981): an item whose secondary unit is one of them shows metres as its main quantity in the stock reads.
 */
export async function metresFirstUnits(ex: Executor, caller: Caller): Promise<number[]> {
  const config = await configValues(ex, caller, [PRIMARY_UOM_MTR]);
  if (!isFeatureOn(Object.fromEntries(config), PRIMARY_UOM_MTR)) return [];
  const units = await ex
    .select({ id: uom.id, name: uom.name, uqc: uom.uqc })
    .from(uom)
    .where(eq(uom.orgId, caller.orgId));
  return units.filter(isMetreUnit).map((unit) => unit.id);
}

/** A unit read by a left join: none when its id is null. */
export const unitOf = (id: number | null, name: string | null, decimals: number | null): StockUnit | null =>
  id === null ? null : { id: Number(id), name: name ?? '', decimals };

/** The rate of the shown unit: the value over the quantity shown (metres first: per metre), 4 decimals. */
export const rateOfShown = (value: number, quantity: number): number =>
  quantity > 0 ? Math.round((value / quantity) * 10_000) / 10_000 : 0;
