import { PHRASES, RESPONSE_CODES, say, type ModuleDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { columnName } from '../db/schema/describe.ts';
import type { StoreDef } from '../stores/types.ts';

/*
 * Decision 1601: a module with an owner (the funnel's sales person). A new record is the caller's unless it
 * names another owner; a caller that sees only the records it owns may give them no other owner.
 */

/** The store's owner column and the module's access name, for the caller's scope. */
export const ownerOf = (module: ModuleDef): Pick<StoreDef, 'owner'> =>
  module.ownerField
    ? { owner: { column: columnName(module.key, module.ownerField), aclName: module.aclName } }
    : {};

/** A new record without an owner is owned by its caller. */
export function withOwner(
  module: ModuleDef,
  record: Record<string, unknown>,
  caller: Caller,
): Record<string, unknown> {
  const field = module.ownerField;
  if (!field || (record[field] !== undefined && record[field] !== null && record[field] !== ''))
    return record;
  return { ...record, [field]: caller.staffId };
}

/** Refuses, on the owner field, a record owned by another user from a caller that sees only its own. */
export function checkOwner(module: ModuleDef, record: Record<string, unknown>, caller: Caller): void {
  const field = module.ownerField;
  if (!field || !caller.ownedOnly?.includes(module.aclName) || record[field] === caller.staffId) return;
  const label = module.fields.find((candidate) => candidate.key === field)?.label ?? field;
  throw new ValidationFailure([
    {
      field,
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: say(PHRASES.ownRecordsOnly, { label }),
    },
  ]);
}
