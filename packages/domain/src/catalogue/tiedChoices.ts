import { valueAt } from '../search/search.ts';
import { lookupObjectKey, type FieldDef } from './fields.ts';
import { isBlank } from './blank.ts';

/**
 * A form's values after a change, without the choices tied to a value that changed (decision 2375): a lookup
 * whose `filterFrom` takes a value from the record (a rack its stock area, a machine's activity its type) loses
 * its choice, and the chosen record it carries, once that value, set before, differs. The rack chosen for the
 * area before is none of the new area's racks, and the save would be refused. A choice made in the same change
 * stays; so does one made before its tie was set (a gate entry fills the inward's order, then its supplier);
 * a form with nothing tied changed is given back as it is.
 */
export function untiedChoices<V extends Readonly<Record<string, unknown>>>(
  fields: readonly FieldDef[],
  before: Readonly<Record<string, unknown>>,
  after: V,
): V {
  const stale = fields.filter((field) => {
    const tied = Object.values(field.lookup?.filterFrom ?? {});
    const chosen = after[field.key];
    return (
      tied.length > 0 &&
      !isBlank(chosen) &&
      chosen === before[field.key] &&
      tied.some((path) => !isBlank(valueAt(before, path)) && valueAt(before, path) !== valueAt(after, path))
    );
  });
  if (stale.length === 0) return after;
  const dropped = new Set(stale.map((field) => lookupObjectKey(field)));
  const kept = Object.entries(after).filter(([key]) => !dropped.has(key));
  return { ...Object.fromEntries(kept), ...Object.fromEntries(stale.map((field) => [field.key, null])) } as V;
}
