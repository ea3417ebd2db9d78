import { SYS_CONFIG_KEYS, sysConfigFormValue, sysConfigType, type SysConfigKey } from '@erp/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { transactionCache } from '../core/transaction.ts';
import type { Executor } from '../db/client.ts';
import type { OrgCache } from '../db/org-cache.ts';
import { sysConfig } from '../db/schema.ts';

/** The organisation's whole config as one transaction read it (a submit asks several keys at its steps). */
const readInTransaction = transactionCache<number, Map<string, string>>(['sys_config']);

/** The channel on which the database notices every change of system config (migration 0079). */
export const CONFIG_CHANNEL = 'erp_config';

/** An organisation's whole config, by key. */
export type ConfigCache = OrgCache<'config', ReadonlyMap<string, string>>;

/**
 * The organisations' configs kept in memory per database, while it notices their changes (decision 2381):
 * a save of an item read its organisation's turnover every time, one statement of its two.
 */
const keptConfigs = new WeakMap<Executor, ConfigCache>();

/** Keeps the configs read through `db` outside transactions in `cache` (none: read every time). */
export function keepConfigsOf(db: Executor, cache: ConfigCache | undefined): void {
  if (cache) keptConfigs.set(db, cache);
}

const only = (values: ReadonlyMap<string, string>, keys: readonly string[]): Map<string, string> =>
  new Map(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key) ?? '']] : [])));

/**
 * The caller's organisation's whole config as one JSON object, a column another read of the transaction
 * carries (a transition's lock of its document, decision 1797); `keepConfig` keeps what it read.
 */
export const configColumn = (caller: Caller): SQL =>
  sql`(SELECT coalesce(json_object_agg(c.key_name, coalesce(c.value, '')), '{}'::json)
       FROM sys_config c WHERE c.org_id = ${caller.orgId}) AS "__config"`;

/**
 * Keeps the config `configColumn` read for the rest of the transaction, as a first `configValues` would:
 * nothing outside a transaction, or once it has written the config.
 */
export function keepConfig(ex: Executor, caller: Caller, read: unknown): void {
  const cache = readInTransaction(ex);
  if (!cache || typeof read !== 'object' || read === null) return;
  cache.set(caller.orgId, new Map(Object.entries(read).map(([key, value]) => [key, String(value)])));
}

/** The keys the System Configuration list offers (spec §3 and those added since). */
const LISTED: ReadonlySet<string> = new Set(SYS_CONFIG_KEYS);

/**
 * The keys of `keys` the System Configuration list does not offer: none may be read (issue 38: a refusal
 * named DIRECT_INVOICE, which an administrator could set only by adding it by hand).
 */
export const unlistedConfigKeys = (keys: readonly string[]): string[] =>
  keys.filter((key) => !LISTED.has(key));

/** The caller's organisation's config by key: the keys given, or the whole. */
async function readConfig(
  ex: Executor,
  caller: Caller,
  keys?: readonly string[],
): Promise<Map<string, string>> {
  const rows = await ex
    .select({ key: sysConfig.keyName, value: sysConfig.value })
    .from(sysConfig)
    .where(
      keys
        ? and(eq(sysConfig.orgId, caller.orgId), inArray(sysConfig.keyName, [...keys]))
        : eq(sysConfig.orgId, caller.orgId),
    );
  return new Map(rows.map((row) => [row.key, row.value ?? '']));
}

/**
 * System config values of the caller's organisation by key (a key it has not set is absent). Only listed
 * keys are read: a declaration naming another fails at once, in every test that reaches it.
 */
export async function configValues(
  ex: Executor,
  caller: Caller,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const unlisted = unlistedConfigKeys(keys);
  if (unlisted.length > 0)
    throw new Error(
      `System config ${unlisted.join(', ')} is read, but the System Configuration list does not offer it.`,
    );
  const cache = readInTransaction(ex);
  const known = cache?.get(caller.orgId);
  if (known) return only(known, keys);
  const kept = cache ? undefined : keptConfigs.get(ex);
  if (kept) {
    const whole = await kept.get(caller.orgId, 'config', async () => ({
      value: await readConfig(ex, caller),
      keep: true,
    }));
    return only(whole, keys);
  }
  // In a transaction its organisation's whole config, kept for its later steps; else only the keys asked.
  const values = await readConfig(ex, caller, cache ? undefined : keys);
  if (!cache) return values;
  cache.set(caller.orgId, values);
  return only(values, keys);
}

/** A number of the caller's organisation's system config (a percent): absent or not a number reads 0. */
export async function configNumber(ex: Executor, caller: Caller, key: string): Promise<number> {
  const value = Number((await configValues(ex, caller, [key])).get(key) ?? 0);
  return Number.isFinite(value) ? value : 0;
}

const AATO_KEY: SysConfigKey = 'AATO_CRORE';

/** AATO_CRORE (issue 41): the aggregate annual turnover the organisation keeps, in ₹ crore; null when none. */
export async function aatoCrore(ex: Executor, caller: Caller): Promise<number | null> {
  const kept = (await configValues(ex, caller, [AATO_KEY])).get(AATO_KEY);
  const value = sysConfigFormValue(sysConfigType(AATO_KEY), kept);
  return typeof value === 'number' ? value : null;
}
