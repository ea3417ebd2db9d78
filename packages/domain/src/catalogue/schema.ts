import { z } from 'zod';
import { fieldDetailFor, fieldRules, type FieldRules, type ModuleFieldConfig } from '../config/config.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { formatDate, parseDate } from '../format/date.ts';
import { decimalPlaces, tooManyDecimalsMessage } from '../format/decimals.ts';
import { PHRASES, say, type Phrase } from '../errors/phrases.ts';
import {
  fieldDecimals,
  type ChildTableDef,
  type CrossFieldRule,
  type EntitySchema,
  type FieldDef,
  type ModuleSpec,
} from './fields.ts';
import { FORMATS } from './formats.ts';

/** One problem with a record, in the user's words, with the code the server replies with. */
export interface ValidationIssue {
  /** The field's key, or a dotted path into a child table ('addresses.0.city'); '' for the record. */
  field: string;
  code: number;
  message: string;
}

/** The first year a business record's date may name: an earlier one is a typo (and year 0 does not exist). */
const FIRST_YEAR = 1900;

const MAX_LENGTH: Partial<Record<FieldDef['type'], number>> = {
  text: 200,
  email: 150,
  password: 200,
  textarea: 2000,
  file: 500,
};

/**
 * The rules of a catalogue field under the module field config (spec §5): with a config entry, required
 * only when both required and visible, and the configured label; without one, the catalogue's own
 * required flag and label, visible. `key` is the config key (`child.field` for child tables).
 */
export function fieldRulesFor(
  field: FieldDef,
  moduleConfig?: ModuleFieldConfig | null,
  key: string = field.key,
): FieldRules {
  if (fieldDetailFor(moduleConfig, key) === undefined) {
    return { required: field.required === true, visible: true, label: field.label };
  }
  return fieldRules(moduleConfig, key, field.label);
}

/** NUL, which PostgreSQL cannot keep in text, or half of a surrogate pair (not Unicode: it would be stored as U+FFFD). */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text can be stored as sent: no NUL character and valid Unicode (issue 14). */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The refusal of text `isStorableText` refuses, naming the field. */
export const unstorableTextMessage = (label: string): string => say(PHRASES.unstorable, { label });

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const blankTo = (value: unknown): unknown => (value === undefined ? undefined : null);

const toNumber = (value: unknown): unknown => {
  if (isBlank(value)) return blankTo(value);
  return typeof value === 'string' ? Number(value.replace(/[,\s₹]/g, '')) : value;
};

/** Brings what a form or a client sends to the field's own type before it is checked. */
function preprocessorFor(field: FieldDef): (value: unknown) => unknown {
  switch (field.type) {
    case 'number':
    case 'amount':
      return toNumber;
    case 'lookup':
      return (value) =>
        toNumber(
          typeof value === 'object' && value !== null && 'id' in value
            ? (value as { id: unknown }).id
            : value,
        );
    case 'select': {
      const numeric = (field.options ?? []).every((option) => typeof option.value === 'number');
      return (value) => {
        if (isBlank(value)) return blankTo(value);
        if (numeric) return toNumber(value);
        return typeof value === 'number' ? String(value) : value;
      };
    }
    case 'checkbox':
      return (value) => {
        if (value === undefined) return undefined;
        if (value === null || value === '' || value === 0 || value === '0' || value === 'false') return false;
        if (value === 1 || value === '1' || value === 'true') return true;
        return value;
      };
    case 'date':
      return (value) => {
        if (value instanceof Date) return formatDate(value, 'yyyy-MM-dd') || value;
        if (isBlank(value)) return blankTo(value);
        if (typeof value !== 'string') return value;
        const shown = parseDate(value);
        return shown ? formatDate(shown, 'yyyy-MM-dd') : value.trim();
      };
    case 'password':
      return (value) => (value === '' || value === null ? null : value);
    default:
      // A number is not text: it is refused, not stored as its digits (issue 14).
      return (value) => {
        if (typeof value !== 'string') return value;
        const trimmed = value.trim();
        if (trimmed === '') return null;
        return field.uppercase ? trimmed.toUpperCase() : trimmed;
      };
  }
}

/** The message for a value of the wrong type: 'is required' when it is missing. */
const typeError =
  (field: FieldDef, problem: Phrase) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null
      ? (field.requiredMessage ?? say(PHRASES.required, { label: field.label }))
      : say(problem, { label: field.label });

function numberSchema(field: FieldDef): z.ZodNumber {
  const label = field.label;
  let schema = z.number({ error: typeError(field, PHRASES.notNumber) });
  if (field.integer) schema = schema.int({ error: say(PHRASES.wholeNumber, { label }) });
  if (field.positive) schema = schema.gt(0, { error: say(PHRASES.positive, { label }) });
  if (field.min !== undefined)
    schema = schema.min(field.min, { error: say(PHRASES.atLeast, { label, min: field.min }) });
  if (field.max !== undefined)
    schema = schema.max(field.max, { error: say(PHRASES.atMost, { label, max: field.max }) });
  const decimals = fieldDecimals(field);
  // A whole number's check is `int` above; more decimals than allowed are refused, never rounded to fit.
  if (decimals !== undefined && !field.integer)
    schema = schema.refine((value) => decimalPlaces(value) <= decimals, {
      error: tooManyDecimalsMessage(label, decimals),
    });
  return schema;
}

function baseSchema(field: FieldDef): z.ZodType {
  const label = field.label;
  switch (field.type) {
    case 'number':
    case 'amount':
      return numberSchema(field);
    case 'lookup':
      return z
        .number({ error: typeError(field, PHRASES.fromTheList) })
        .int({ error: say(PHRASES.fromTheList, { label }) })
        .positive({ error: say(PHRASES.fromTheList, { label }) });
    case 'checkbox':
      return z.boolean({ error: typeError(field, PHRASES.yesOrNo) });
    case 'date':
      return z
        .string({ error: typeError(field, PHRASES.notDate) })
        .refine((text) => (parseDate(text, 'yyyy-MM-dd')?.getFullYear() ?? 0) >= FIRST_YEAR, {
          error: say(PHRASES.validDate, { label }),
        });
    case 'select': {
      const values: readonly unknown[] = (field.options ?? []).map((option) => option.value);
      const choice = { error: say(PHRASES.listedChoice, { label }) };
      return values.every((value) => typeof value === 'number')
        ? z
            .number({ error: typeError(field, PHRASES.listedChoice) })
            .refine((v) => values.includes(v), choice)
        : z
            .string({ error: typeError(field, PHRASES.listedChoice) })
            .refine((v) => values.includes(v), choice);
    }
    default: {
      const max = field.maxLength ?? (MAX_LENGTH[field.type] as number);
      const format = field.format ?? (field.type === 'email' ? 'email' : undefined);
      const text = z
        .string({ error: typeError(field, PHRASES.notText) })
        .refine(isStorableText, { error: unstorableTextMessage(label) })
        .max(max, { error: say(PHRASES.atMostCharacters, { label, max }) });
      return format ? text.refine(FORMATS[format].test, { error: FORMATS[format].message(label) }) : text;
    }
  }
}

/** The zod schema of one field; an optional field also takes null (cleared) and may be left out. */
export function fieldSchema(field: FieldDef, required: boolean = field.required === true): z.ZodType {
  const base = baseSchema(field);
  return z.preprocess(preprocessorFor(field), required ? base : base.nullish());
}

const idSchema = z.preprocess(
  toNumber,
  z
    .number({ error: 'Record id must be a number' })
    .int({ error: 'Record id must be a whole number' })
    .positive({ error: 'Record id must be greater than zero' })
    .nullish(),
);

const versionSchema = z.preprocess(
  toNumber,
  z
    .number({ error: 'Version must be a number' })
    .int({ error: 'Version must be a whole number' })
    .min(0, { error: 'Version must be at least 0' })
    .optional(),
);

const isRecord = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);

function withRules(
  object: EntitySchema,
  rules: readonly CrossFieldRule[],
  visible: (fieldKey: string) => boolean,
): EntitySchema {
  const active = rules.filter((rule) => visible(rule.field));
  if (active.length === 0) return object;
  return object.superRefine(
    (record, ctx) => {
      for (const rule of active) {
        if (rule.valid(record)) continue;
        ctx.addIssue({
          code: 'custom',
          path: [rule.field],
          message: typeof rule.message === 'string' ? rule.message : rule.message(record),
          params: { errorCode: rule.code ?? RESPONSE_CODES.VALIDATION_FAILED },
        });
      }
    },
    // Cross-field rules run even when a single field already failed, so that all problems show at once.
    { when: isRecord },
  );
}

function fieldShape(
  fields: readonly FieldDef[],
  moduleConfig: ModuleFieldConfig | null | undefined,
  prefix: string,
): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.key] = fieldSchema(field, fieldRulesFor(field, moduleConfig, prefix + field.key).required);
  }
  return shape;
}

const visibility =
  (fields: readonly FieldDef[], moduleConfig: ModuleFieldConfig | null | undefined, prefix: string) =>
  (fieldKey: string): boolean => {
    const field = fields.find((candidate) => candidate.key === fieldKey);
    return field === undefined || fieldRulesFor(field, moduleConfig, prefix + field.key).visible;
  };

function childSchema(child: ChildTableDef, moduleConfig: ModuleFieldConfig | null | undefined): z.ZodType {
  const prefix = `${child.key}.`;
  const row = z.object(
    { id: idSchema, ...fieldShape(child.fields, moduleConfig, prefix) },
    { error: say(PHRASES.rowNotRecord, { label: child.label }) },
  );
  const rows = z.array(withRules(row, child.rules ?? [], visibility(child.fields, moduleConfig, prefix)), {
    error: say(PHRASES.notRows, { label: child.label }),
  });
  const minRows = child.minRows ?? 0;
  if (minRows === 0) return rows.nullish();
  return z.preprocess(
    (value) => value ?? [],
    rows.min(minRows, {
      error: say(minRows === 1 ? PHRASES.oneRowAtLeast : PHRASES.rowsAtLeast, {
        label: child.label,
        min: minRows,
      }),
    }),
  );
}

/**
 * The save/update schema of a module, derived from its fields: required text trimmed and non-empty,
 * numbers coerced from text, lookups as positive ids, `id` optional, `version` an optional whole number
 * for optimistic concurrency, `customFields` an optional record, child tables as arrays of rows, and
 * the module's cross-field rules. Unknown keys are dropped. With a module field config, a field's
 * required flag follows `fieldRulesFor`.
 */
export function schemaFor(module: ModuleSpec, moduleConfig?: ModuleFieldConfig | null): EntitySchema {
  const shape: Record<string, z.ZodType> = {
    id: idSchema,
    version: versionSchema,
    customFields: z
      .record(z.string(), z.unknown(), { error: 'Custom fields must be a set of named values' })
      .nullish(),
    ...fieldShape(module.fields, moduleConfig, ''),
  };
  for (const child of module.children ?? []) shape[child.key] = childSchema(child, moduleConfig);
  const object = z.object(shape, { error: say(PHRASES.notRecord, { label: module.label }) });
  return withRules(object, module.rules ?? [], visibility(module.fields, moduleConfig, ''));
}

/** Built schemas per module: '' for none, else the field config's entries as JSON. */
const builtSchemas = new WeakMap<ModuleSpec, Map<string, EntitySchema>>();
/** Field configs a module keeps schemas for; past it they are built again (an admin edits a few). */
const CONFIGS_KEPT = 50;

/**
 * The save/update schema of a module (under its module field config, when given), built on first use
 * and kept: building one costs more than parsing with it (about 2 ms against a save's 1), and the
 * catalogue (the router's, the login screen's) needs none. A config with the same entries gives the
 * same schema, whether it is the same object or was read again.
 */
export function moduleSchema(module: ModuleSpec, moduleConfig?: ModuleFieldConfig | null): EntitySchema {
  let byConfig = builtSchemas.get(module);
  if (!byConfig) {
    byConfig = new Map();
    builtSchemas.set(module, byConfig);
  }
  const key = moduleConfig ? JSON.stringify(moduleConfig.fieldDetails) : '';
  let schema = byConfig.get(key);
  if (!schema) {
    if (byConfig.size >= CONFIGS_KEPT) byConfig.clear();
    schema = schemaFor(module, moduleConfig);
    byConfig.set(key, schema);
  }
  return schema;
}

/** The catalogue field a zod issue path points at (a module field, or a child table's field). */
function fieldAt(module: ModuleSpec, path: readonly PropertyKey[]): FieldDef | undefined {
  const [first, , third] = path;
  const child = module.children?.find((candidate) => candidate.key === first);
  const fields = child ? child.fields : module.fields;
  const key = child ? third : first;
  return fields.find((field) => field.key === key);
}

/**
 * Turns zod issues into validation issues carrying the spec §8 code of the field (or VALIDATION_FAILED),
 * one per field: the first problem found is the one to fix.
 */
export function issuesFrom(module: ModuleSpec, issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  const result: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const ruleCode =
      issue.code === 'custom' ? (issue.params?.['errorCode'] as number | undefined) : undefined;
    result.push({
      field,
      code: ruleCode ?? fieldAt(module, issue.path)?.errorCode ?? RESPONSE_CODES.VALIDATION_FAILED,
      message: issue.message,
    });
  }
  return result;
}
