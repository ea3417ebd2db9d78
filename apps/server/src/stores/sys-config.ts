import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { transactionCache } from '../core/transaction.ts';
import type { Executor } from '../db/client.ts';
import { sysConfig } from '../db/schema.ts';

/** The organisation's whole config as one transaction read it (a submit asks several keys at its steps). */
const readInTransaction = transactionCache<number, Map<string, string>>(['sys_config']);

const only = (values: ReadonlyMap<string, string>, keys: readonly string[]): Map<string, string> =>
  new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key) ?? '']] : [])));

/** System config values of the caller's organisation by key (a key it has not set is absent). */
export async function configValues(
  ex: Executor,
  caller: Caller,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const cache = readInTransaction(ex);
  const known = cache?.get(caller.orgId);
  if (known) return only(known, keys);
  const rows = await ex
    .select({ key: sysConfig.keyName, value: sysConfig.value })
    .from(sysConfig)
    .where(
      cache
        ? eq(sysConfig.orgId, caller.orgId)
        : and(eq(sysConfig.orgId, caller.orgId), inArray(sysConfig.keyName, [...keys])),
    );
  const values = new Map(rows.map((row) => [row.key, row.value ?? '']));
  if (!cache) return values;
  cache.set(caller.orgId, values);
  return only(values, keys);
}

/** A number of the caller's organisation's system config (a percent): absent or not a number reads 0. */
export async function configNumber(ex: Executor, caller: Caller, key: string): Promise<number> {
  const value = Number((await configValues(ex, caller, [key])).get(key) ?? 0);
  return Number.isFinite(value) ? value : 0;
}
