import type { ModuleSpec } from './fields.ts';
import { readId } from '../format/written.ts';

/**
 * What a new record takes from the list it is added from (issue 42, decision 2072): each of the list's own
 * filters (`filter.<field>` in its address, decision 1602) that chooses one record of a field the form
 * enters, as that record's id. An entry's Activity Log (`filter.funnelId=109`) adds an activity of that
 * entry. The date range, the search and a value that names no record give nothing.
 */
export function listDefaults(
  module: Pick<ModuleSpec, 'fields' | 'listFilters'>,
  filters: Readonly<Record<string, string>>,
): Record<string, number> {
  return Object.fromEntries(
    (module.listFilters ?? []).flatMap((key) => {
      const field = module.fields.find((candidate) => candidate.key === key);
      // An id in the address is digits only (decision 2272): `filter.partyId=2e0` names no party.
      const id = readId(filters[`filter.${key}`] ?? '');
      return field && !field.hidden && !field.readOnly && id !== null && Number.isSafeInteger(id)
        ? [[key, id]]
        : [];
    }),
  );
}
