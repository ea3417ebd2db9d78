import type { ModuleSpec } from './fields.ts';

/*
 * Records a document writes (decision 1785: a maintenance's row of the machine activity log): the master's
 * own calls neither set nor clear the document it names, and leave a record naming one as it is.
 */

const named = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * The record as the master's own save may write it: the document fields kept as stored (`current`), or
 * empty on a create, whatever the body sent.
 */
export function withoutWriter(
  module: Pick<ModuleSpec, 'writtenBy'>,
  record: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const { writtenBy } = module;
  if (!writtenBy) return { ...record };
  const kept = (field: string) => (current && named(current[field]) ? current[field] : null);
  return {
    ...record,
    [writtenBy.idField]: kept(writtenBy.idField),
    [writtenBy.numberField]: kept(writtenBy.numberField),
  };
}

/** Why the master's own calls may not change or delete a stored record: a document wrote it; null otherwise. */
export function writtenByProblem(
  module: Pick<ModuleSpec, 'writtenBy'>,
  stored: Readonly<Record<string, unknown>>,
): string | null {
  const { writtenBy } = module;
  if (!writtenBy || !named(stored[writtenBy.idField])) return null;
  return `${writtenBy.label} ${String(stored[writtenBy.numberField] ?? '')} wrote this record: it changes only with that ${writtenBy.label.toLowerCase()} (cancel it there)`;
}
