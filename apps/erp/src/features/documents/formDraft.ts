import type { DocumentDef, EntityRecord } from '@erp/domain';

export { handedDraft } from '../../entity/handedDraft.ts';
import type { RootState } from '@erp/api';

// What a document form's draft starts from and what its pickers chose.

type Searches = RootState['lookupSearch']['modules'];

/** The record a lookup field's chosen value names, among its picker's rows (none for a field typed). */
export const pickedOf = (
  fields: DocumentDef['fields'],
  searches: Searches,
  field: string,
  value: unknown,
): EntityRecord | undefined => {
  const module = fields.find((candidate) => candidate.key === field)?.lookup?.module;
  return module === undefined ? undefined : searches[module]?.rows.find((row) => row.id === value);
};
