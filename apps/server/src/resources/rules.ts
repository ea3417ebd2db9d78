import {
  RESPONSE_CODES,
  customFieldToFieldDef,
  fieldSchema,
  type ModuleDef,
  type ModuleFieldConfig,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { ValidationFailure } from '../core/errors.ts';
import { callerScope } from '../core/scope.ts';
import { tablesWrittenIn } from '../core/transaction.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Loaded, OrgCache } from '../db/org-cache.ts';

/** The tables write rules are read from (writeRulesFor). */
const RULE_TABLES: readonly string[] = ['form_config', 'custom_field', 'module_custom_field'];

export interface CustomFieldDefinition {
  name: string;
  fieldKey: string;
  fieldType: string;
  options: string | null;
  required: boolean;
}

export interface WriteRules {
  /** The org's module field config of the module (spec §3), which makes fields required or hidden. */
  config: ModuleFieldConfig | null;
  /** The active custom fields assigned to the module (module custom field → custom field), in sequence order. */
  customFields: CustomFieldDefinition[];
}

/**
 * Write rules per organisation and module, kept while the database notices every change to module field
 * configs and custom fields on RULES_CHANNEL (migrations 0004, 0005).
 */
export type RulesCache = OrgCache<string, WriteRules>;

/** The channel the database announces changes to module field configs and custom fields on. */
export const RULES_CHANNEL = 'erp_rules';

/**
 * What a write of the module is checked against: from the rules cache when there is one, else read in one
 * query. A transaction that has written rule tables reads them itself: they may be its own changes.
 */
export async function writeRulesFor(
  tx: Executor,
  caller: Caller,
  moduleKey: string,
  rulesCache: RulesCache | undefined,
): Promise<WriteRules> {
  const wrote = tablesWrittenIn(tx);
  if (rulesCache && !RULE_TABLES.some((table) => wrote.has(table)))
    return rulesCache.get(caller.orgId, moduleKey, () => readWriteRules(tx, caller, moduleKey));
  return (await readWriteRules(tx, caller, moduleKey)).value;
}

/**
 * The write rules, and whether they may be cached: not when `tx` has written rows already (it may have
 * changed them and still roll back, which sends no change notice).
 */
async function readWriteRules(tx: Executor, caller: Caller, moduleKey: string): Promise<Loaded<WriteRules>> {
  const [row] = await queryRows<{
    config: ModuleFieldConfig | null;
    custom: CustomFieldDefinition[] | null;
    unwritten: boolean;
  }>(
    tx,
    sql`SELECT pg_current_xact_id_if_assigned() IS NULL AS unwritten,
          (SELECT json_build_object('moduleName', f.module_name, 'fieldDetails', f.field_details)
             FROM form_config f WHERE ${callerScope('f', caller)} AND f.module_name = ${moduleKey}) AS config,
          (SELECT json_agg(json_build_object(
                    'name', cf.name, 'fieldKey', cf.field_key, 'fieldType', cf.field_type, 'options', cf.options,
                    'required', coalesce(cf.required, false) OR coalesce(m.required, false))
                  ORDER BY m.sequence NULLS LAST, m.id)
             FROM module_custom_field m
             JOIN custom_field cf ON cf.org_id = m.org_id AND cf.id = m.custom_field_id
            WHERE ${callerScope('m', caller)} AND m.module_name = ${moduleKey}
              AND coalesce(m.active, true) AND coalesce(cf.active, true)) AS custom`,
  );
  return {
    value: { config: row?.config ?? null, customFields: row?.custom ?? [] },
    keep: row?.unwritten ?? false,
  };
}

/** Checks a record's custom field values against their definitions (spec: custom field, module custom field). */
export function checkCustomFields(
  module: ModuleDef,
  definitions: readonly CustomFieldDefinition[],
  values: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const given = values ?? {};
  const issues: ValidationIssue[] = [];
  const checked: Record<string, unknown> = {};
  for (const definition of definitions) {
    const field = customFieldToFieldDef(definition);
    const result = fieldSchema(field).safeParse(given[field.key]);
    if (result.success) {
      if (result.data !== undefined && result.data !== null) checked[field.key] = result.data;
    } else {
      for (const issue of result.error.issues) {
        issues.push({
          field: `customFields.${field.key}`,
          code: RESPONSE_CODES.VALIDATION_FAILED,
          message: issue.message,
        });
      }
    }
  }
  const known = new Set(definitions.map((definition) => definition.fieldKey));
  for (const key of Object.keys(given).filter((key) => !known.has(key))) {
    issues.push({
      field: `customFields.${key}`,
      code: RESPONSE_CODES.VALIDATION_FAILED,
      message: `${key} is not a custom field of ${module.label}`,
    });
  }
  if (issues.length > 0) throw new ValidationFailure(issues);
  return checked;
}
