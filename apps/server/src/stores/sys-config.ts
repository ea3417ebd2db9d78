import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { sysConfig } from '../db/schema.ts';

/** System config values of the caller's organisation by key (a key it has not set is absent). */
export async function configValues(
  ex: Executor,
  caller: Caller,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await ex
    .select({ key: sysConfig.keyName, value: sysConfig.value })
    .from(sysConfig)
    .where(and(eq(sysConfig.orgId, caller.orgId), inArray(sysConfig.keyName, [...keys])));
  return new Map(rows.map((row) => [row.key, row.value ?? '']));
}
