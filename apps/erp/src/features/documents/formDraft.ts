import type { DocumentDef, EntityRecord } from '@erp/domain';
import type { RootState } from '@erp/api';

// What a document form's draft starts from and what its pickers chose.

type Searches = RootState['lookupSearch']['modules'];

/** The draft another form handed this new one as it opened it (a plan's Make Batch, decision 1352). */
export const handedDraft = (state: unknown): EntityRecord | undefined => {
  const draft = state && typeof state === 'object' ? (state as { draft?: unknown }).draft : undefined;
  return draft && typeof draft === 'object' ? (draft as EntityRecord) : undefined;
};

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
