import type { ModuleFieldConfig } from '../config/config.ts';
import type { EntityRecord, FieldDef, FieldType, ModuleDef } from './fields.ts';
import { moduleByKey } from './modules/index.ts';
import { issuesFrom, moduleSchema, type ValidationIssue } from './schema.ts';

export type ParseResult = { ok: true; value: EntityRecord } | { ok: false; issues: ValidationIssue[] };

function resolve(module: ModuleDef | string): ModuleDef {
  const found = typeof module === 'string' ? moduleByKey(module) : module;
  if (!found) throw new RangeError(`Unknown catalogue module '${String(module)}'`);
  return found;
}

/**
 * Parses a save or update body with the module's schema (under the module field config when given):
 * the cleaned record, or every problem in the user's words with its response code. Both the server
 * and the browser call this, so both show the same message.
 */
export function parseEntity(
  module: ModuleDef | string,
  body: unknown,
  moduleConfig?: ModuleFieldConfig | null,
): ParseResult {
  const def = resolve(module);
  const result = moduleSchema(def, moduleConfig).safeParse(body);
  return result.success
    ? { ok: true, value: result.data as EntityRecord }
    : { ok: false, issues: issuesFrom(def, result.error.issues) };
}

/** Every problem with a record of the module; an empty list when it may be saved. */
export function validateEntity(
  module: ModuleDef | string,
  body: unknown,
  moduleConfig?: ModuleFieldConfig | null,
): ValidationIssue[] {
  const result = parseEntity(module, body, moduleConfig);
  return result.ok ? [] : result.issues;
}

/**
 * The item rules of spec §8: item code required (4404011), category (4404013), unit of measure (4404014),
 * purchase GST rate (4404015), sale GST rate (4404018) required; purchase price (4404016), sale price
 * (4404017) and reorder level (4404019) above zero where given (decision 2221). Uniqueness of the code
 * (4404012) is the server's to check.
 */
export function validateItem(item: unknown, moduleConfig?: ModuleFieldConfig | null): ValidationIssue[] {
  return validateEntity('item', item, moduleConfig);
}

/** A custom field definition as the customField master stores it. */
export interface CustomFieldRow {
  name: string;
  fieldKey: string;
  fieldType: string;
  options?: string | null;
  required?: boolean | null;
}

const CUSTOM_TYPES: readonly FieldType[] = [
  'text',
  'number',
  'amount',
  'date',
  'checkbox',
  'select',
  'textarea',
  'email',
];

/**
 * A custom field definition as a catalogue field, so that forms render it and `fieldSchema` checks it
 * (choices are the comma-separated options; an unknown type is text).
 */
export function customFieldToFieldDef(row: CustomFieldRow): FieldDef {
  const type = (CUSTOM_TYPES as readonly string[]).includes(row.fieldType)
    ? (row.fieldType as FieldType)
    : 'text';
  const field: FieldDef = { key: row.fieldKey, label: row.name, type, required: row.required === true };
  if (type !== 'select') return field;
  const options = (row.options ?? '')
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '')
    .map((option) => ({ value: option, label: option }));
  return { ...field, options };
}
