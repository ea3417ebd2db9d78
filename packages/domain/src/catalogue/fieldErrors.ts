import { RESPONSE_CODES } from '../errors/codes.ts';
import type { ModuleDef } from './fields.ts';
import { moduleByKey } from './modules/index.ts';

/** A refused save as the server answered it: its response code, message and, for a bad body, each problem. */
export interface RefusedSave {
  code: number;
  message: string;
  /** The problems of a bad body (`field` is a key or a path such as 'lines.0.quantity'). */
  issues?: readonly { field: string; message: string }[];
}

/**
 * The field of the module a response code is about: the field whose own code it is (4404013 → the item's
 * category), the first unique key for the module's "already exists" code (4404012 → the item code,
 * 4404032 → the UOM name), or the lookup whose target's "not found" code it is (4404031 → the item's
 * unit of measure). Undefined when the code concerns the record as a whole.
 */
export function fieldForCode(module: ModuleDef, code: number): string | undefined {
  const own = module.fields.find((field) => field.errorCode === code);
  if (own) return own.key;
  if (code === module.duplicateCode) return module.uniqueKeys?.[0];
  if (code === RESPONSE_CODES.NOT_FOUND) return undefined;
  return module.fields.find(
    (field) => field.lookup !== undefined && moduleByKey(field.lookup.module)?.notFoundCode === code,
  )?.key;
}

/**
 * Where each problem of a refused save shows on the form: by field key (or child path), the first
 * message per field. Problems the reply lists keep their field; a code that belongs to a field
 * (`fieldForCode`) shows on it; anything else shows on no field (the toast says it).
 */
export function fieldErrorsFor(module: ModuleDef, refused: RefusedSave): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of refused.issues ?? []) {
    if (issue.field !== '' && !(issue.field in errors)) errors[issue.field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return errors;
  const field = fieldForCode(module, refused.code);
  return field ? { [field]: refused.message } : {};
}
