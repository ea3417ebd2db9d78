import type { EntityRecord } from '@erp/domain';

/**
 * The draft another screen handed a new form as it opened it, in the router's state: a plan's Make Batch
 * (decision 1352), a filtered list's Add New (its filters, issue 42).
 */
export const handedDraft = (state: unknown): EntityRecord | undefined => {
  const draft = state && typeof state === 'object' ? (state as { draft?: unknown }).draft : undefined;
  return draft && typeof draft === 'object' ? (draft as EntityRecord) : undefined;
};
