import { enteredLookups, enteredWhenIssues, lookupObjectKey, notEntered, type ModuleDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { Resource } from './resource.ts';

/**
 * Decision 1645: the fields entered only while a looked-up record says so (`enteredWhen`), judged on the
 * looked-up records as stored, never as sent. A field required now but empty is 400 naming it; one not
 * entered now is saved empty.
 */
export async function checkEntered(
  module: ModuleDef,
  record: Record<string, unknown>,
  tx: Executor,
  caller: Caller,
  resources: ReadonlyMap<string, Resource>,
): Promise<Record<string, unknown>> {
  const lookups = enteredLookups(module);
  if (lookups.length === 0) return record;
  const read: Record<string, unknown> = { ...record };
  for (const key of lookups) {
    const target = module.fields.find((field) => field.key === key)?.lookup?.module;
    const store = target === undefined ? undefined : resources.get(target)?.store;
    const id = record[key];
    read[lookupObjectKey({ key })] =
      store && typeof id === 'number' ? ((await store.get(tx, caller, id)) ?? null) : null;
  }
  const issues = enteredWhenIssues(module, read);
  if (issues.length > 0) throw new ValidationFailure(issues);
  const cleared = notEntered(module, read);
  return cleared.length === 0
    ? record
    : { ...record, ...Object.fromEntries(cleared.map((key) => [key, null])) };
}
