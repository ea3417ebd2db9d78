import { RESPONSE_CODES, inheritFrom, type DocumentDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { DocumentResource } from './resource.ts';

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The header with the fields it takes from the document it names (`DocumentDef.inherits`, decision 1826: a
 * dispatch's branch is its sales order's): blank, taken; another, a 400 on the field in words. A source
 * that is not the caller's is left to the lookup check.
 */
export async function withInherited(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  documents: ReadonlyMap<string, DocumentResource>,
  header: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { inherits } = def;
  if (!inherits) return header;
  const module = def.fields.find((field) => field.key === inherits.from)?.lookup?.module ?? '';
  const sourceId = header[inherits.from];
  const store = documents.get(module)?.store;
  const source = store && isId(sourceId) ? await store.get(tx, caller, sourceId) : undefined;
  const taken = inheritFrom(def, header, source);
  if (!taken.ok)
    throw new ValidationFailure([
      { field: taken.field, code: RESPONSE_CODES.VALIDATION_FAILED, message: taken.message },
    ]);
  return taken.header;
}
