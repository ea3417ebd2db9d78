import { RESPONSE_CODES } from '../errors/codes.ts';
import { lookupObjectKey, type FieldDef, type ModuleSpec } from './fields.ts';
import type { ValidationIssue } from './schema.ts';

/* Decision 1645: a field entered only while the record a lookup chooses says so (`FieldDef.enteredWhen`), read
 * from the looked-up record the record carries (`stageId` → `stage: { id, outcome }`), as the form and the
 * server both have it. */

type Values = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Whether the field may be entered now: always without `enteredWhen`; else while the looked-up record the
 * record carries is the one its lookup names and carries the value asked for.
 */
export function isEntered(field: Pick<FieldDef, 'enteredWhen'>, record: Values): boolean {
  const when = field.enteredWhen;
  if (!when) return true;
  const chosen = record[lookupObjectKey({ key: when.lookup })];
  if (typeof chosen !== 'object' || chosen === null) return false;
  const looked = chosen as Values;
  return looked['id'] === record[when.lookup] && looked[when.carried] === when.equals;
}

/** Whether the field is required now: entered, and declared required while it is. */
export const isRequiredNow = (field: Pick<FieldDef, 'enteredWhen'>, record: Values): boolean =>
  field.enteredWhen?.requiredReason !== undefined && isEntered(field, record);

/** The fields required now but left empty, each named with its reason. */
export function enteredWhenIssues(module: Pick<ModuleSpec, 'fields'>, record: Values): ValidationIssue[] {
  return module.fields.flatMap((field) => {
    const reason = field.enteredWhen?.requiredReason;
    return reason !== undefined && isEntered(field, record) && isEmpty(record[field.key])
      ? [
          {
            field: field.key,
            code: RESPONSE_CODES.VALIDATION_FAILED,
            message: `${field.label} is required ${reason}`,
          },
        ]
      : [];
  });
}

/** The keys of the fields not entered now, which a save empties (a reason kept from a stage left behind). */
export const notEntered = (module: Pick<ModuleSpec, 'fields'>, record: Values): string[] =>
  module.fields.filter((field) => field.enteredWhen && !isEntered(field, record)).map((field) => field.key);

/** The lookup fields whose chosen records decide what is entered: the server reads them, never as sent. */
export const enteredLookups = (module: Pick<ModuleSpec, 'fields'>): string[] => [
  ...new Set(module.fields.flatMap((field) => (field.enteredWhen ? [field.enteredWhen.lookup] : []))),
];
