import { z } from 'zod';
import { fieldDetailFor, fieldRules, type FieldRules, type ModuleFieldConfig } from '../config/config.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import type { ChildTableDef, CrossFieldRule, EntitySchema, FieldDef, ModuleSpec } from './fields.ts';
import { fieldSchema, toId, toWhole } from './fieldSchema.ts';

// One field's schema is built in fieldSchema.ts; this file builds a module's record from them and
// exports both, so the catalogue's schemas have one entry point.
export { fieldSchema, isStorableText, unstorableTextMessage } from './fieldSchema.ts';

/** One problem with a record, in the user's words, with the code the server replies with. */
export interface ValidationIssue {
  /** The field's key, or a dotted path into a child table ('addresses.0.city'); '' for the record. */
  field: string;
  code: number;
  message: string;
}

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

const idSchema = z.preprocess(
  toId,
  z
    .number({ error: say(PHRASES.digitsOnly, { label: 'Record id' }) })
    .int({ error: 'Record id must be a whole number' })
    .positive({ error: 'Record id must be greater than zero' })
    .nullish(),
);

const versionSchema = z.preprocess(
  toWhole,
  z
    .number({ error: say(PHRASES.digitsOnly, { label: 'Version' }) })
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
