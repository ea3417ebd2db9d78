import {
  MODULES,
  RESPONSE_CODES,
  customFieldToFieldDef,
  fieldSchema,
  lookupObjectKey,
  moduleApi,
  parseEntity,
  sysConfigType,
  quantitiesOf,
  quantityIssues,
  type FieldDef,
  type ModuleDef,
  type ModuleFieldConfig,
  type UnitOfMeasure,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { endSessionsOf } from '../auth/sessions.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Loaded, OrgCache } from '../db/org-cache.ts';
import { ValidationFailure } from '../http/validation.ts';
import {
  TableStore,
  tablesWrittenIn,
  type Caller,
  type ColumnDef,
  type StoreDef,
} from '../stores/table-store.ts';
import type { LookupField, Reference, Resource } from './resource.ts';
import { SPECIAL_MODULES, TABLES } from './tables.ts';

/** The tables write rules are read from (writeRulesFor). */
const RULE_TABLES: readonly string[] = ['form_config', 'custom_field', 'module_custom_field'];

/** A module's store: its table as derived from its catalogue entry (decision 0200). */
function storeDefFor(module: ModuleDef): StoreDef {
  const table = TABLES.get(module.key);
  if (!table) throw new Error(`the module ${module.key} has no table`);
  const columns: ColumnDef[] = table.columns.map(({ field, column, type }) => ({ field, column, type }));
  if (module.key === 'staff')
    columns.push({ field: 'passwordHash', column: 'password_hash', type: 'text', hidden: true });
  return {
    table: table.table,
    orgColumn: table.orgColumn,
    columns,
    dataColumn: true,
    customFields: table.customFields,
    searchFields: module.searchKeys,
    sortField: module.sortKey,
    uniqueCodes: table.uniqueIndex ? { [table.uniqueIndex]: module.duplicateCode } : {},
  };
}

function lookupsOf(module: ModuleDef): LookupField[] {
  const toLookup = (field: FieldDef, child?: string): LookupField[] =>
    field.lookup
      ? [
          {
            field: field.key,
            label: field.label,
            target: field.lookup.module,
            displayKey: field.lookup.displayKey,
            objectKey: lookupObjectKey(field),
            ...(child ? { child } : {}),
            ...(field.lookup.filter ? { filter: field.lookup.filter } : {}),
            ...(field.lookup.carries ? { carries: field.lookup.carries } : {}),
          },
        ]
      : [];
  return [
    ...module.fields.flatMap((field) => toLookup(field)),
    ...(module.children ?? []).flatMap((child) =>
      child.fields.flatMap((field) => toLookup(field, child.key)),
    ),
  ];
}

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
             FROM form_config f WHERE f.org_id = ${caller.orgId} AND f.module_name = ${moduleKey}) AS config,
          (SELECT json_agg(json_build_object(
                    'name', cf.name, 'fieldKey', cf.field_key, 'fieldType', cf.field_type, 'options', cf.options,
                    'required', coalesce(cf.required, false) OR coalesce(m.required, false))
                  ORDER BY m.sequence NULLS LAST, m.id)
             FROM module_custom_field m
             JOIN custom_field cf ON cf.org_id = m.org_id AND cf.id = m.custom_field_id
            WHERE m.org_id = ${caller.orgId} AND m.module_name = ${moduleKey}
              AND coalesce(m.active, true) AND coalesce(cf.active, true)) AS custom`,
  );
  return {
    value: { config: row?.config ?? null, customFields: row?.custom ?? [] },
    keep: row?.unwritten ?? false,
  };
}

/** Checks a record's custom field values against their definitions (spec: custom field, module custom field). */
function checkCustomFields(
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

/** On create, fields left out start with the catalogue's default (a new record is active). */
function withDefaults(module: ModuleDef, record: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...record };
  for (const field of module.fields) {
    if (field.defaultValue !== undefined && (filled[field.key] === undefined || filled[field.key] === null)) {
      filled[field.key] = field.defaultValue;
    }
  }
  return filled;
}

/**
 * Issue 14: the record's quantities with more decimals than their unit of measure takes (NOS 0, KGS 3),
 * refused rather than rounded; the units are the caller's, read in one query.
 */
async function unitIssues(
  module: ModuleDef,
  record: Record<string, unknown>,
  tx: Executor,
  caller: Caller,
): Promise<ValidationIssue[]> {
  const ids = [...new Set(quantitiesOf(module, record).map((quantity) => quantity.uomId))];
  if (ids.length === 0) return [];
  const units = await queryRows<UnitOfMeasure & { id: number }>(
    tx,
    sql`SELECT id, name, decimals FROM uom WHERE org_id = ${caller.orgId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return quantityIssues(module, record, new Map(units.map((unit) => [Number(unit.id), unit])));
}

/**
 * Decision 0516: a system config value that is an id names a record of the caller's organisation that its
 * key's master offers (another organisation's id is simply not found).
 */
async function sysConfigChoiceIssues(
  resources: ReadonlyMap<string, Resource>,
  record: Record<string, unknown>,
  tx: Executor,
  caller: Caller,
): Promise<ValidationIssue[]> {
  const keyName = String(record.keyName);
  const type = sysConfigType(keyName);
  const value = typeof record.value === 'string' ? record.value : '';
  const target = type.kind === 'lookup' ? resources.get(type.lookup.module) : undefined;
  if (type.kind !== 'lookup' || value === '' || !target) return [];
  const found = await queryRows<{ id: number }>(
    tx,
    sql`SELECT m.id FROM (${target.store.matchingQuery(caller, [Number(value)], type.lookup.filter)}) m`,
  );
  if (found.length > 0) return [];
  const message = `${keyName}: the ${target.label} with the id ${value} was not found: choose one from the list`;
  return [{ field: 'value', code: RESPONSE_CODES.VALIDATION_FAILED, message }];
}

function resourceFor(
  module: ModuleDef,
  referencedBy: readonly Reference[],
  rulesCache: RulesCache | undefined,
): Resource {
  const store = new TableStore(storeDefFor(module));
  const customFields = store.def.customFields;
  const resource: Resource = {
    key: module.key,
    apiPath: module.apiPath,
    label: module.label,
    aclNames: [module.aclName],
    store,
    notFoundCode: module.notFoundCode,
    lookups: lookupsOf(module),
    referencedBy,
    async validate(record, tx, caller, current) {
      const rules = await writeRulesFor(tx, caller, module.key, rulesCache);
      const body = current ? record : withDefaults(module, record);
      const parsed = parseEntity(module, body, rules.config);
      if (!parsed.ok) throw new ValidationFailure(parsed.issues);
      const units = await unitIssues(module, parsed.value, tx, caller);
      if (units.length > 0) throw new ValidationFailure(units);
      const value: Record<string, unknown> = { ...parsed.value };
      if (customFields)
        value.customFields = checkCustomFields(module, rules.customFields, parsed.value.customFields);
      if (module.key === 'acl' && typeof value.moduleAPI === 'string')
        value.moduleAPI = moduleApi(value.moduleAPI);
      return value;
    },
  };
  if (module.key === 'staff') {
    resource.prepare = async (record) => {
      const { password, ...rest } = record;
      return typeof password === 'string' && password !== ''
        ? { ...rest, passwordHash: await hashPassword(password) }
        : rest;
    };
    // Decision 0214: a new password or a disabled user ends the user's sessions at once, but the one a
    // user changed their own password in. Deleting the user deletes them all (migration 0006).
    resource.updated = async (tx, caller, current, written) => {
      const disabled = written.active === false && current.active !== false;
      if (!disabled && written.passwordHash === undefined) return;
      await endSessionsOf(
        tx,
        current.id,
        !disabled && caller.staffId === current.id ? caller.tokenId : undefined,
      );
    };
    // Spec §3: the logged-in user "has a role with roleid".
    resource.present = (rows) =>
      rows.map((row) => {
        const role = row.role as { id: number; name: string } | null;
        return { ...row, role: role ? { ...role, roleid: role.id, roleName: role.name } : null };
      });
  }
  if (['sysConfig', 'labelConfig', 'moduleFieldConfig', 'organization'].includes(module.key))
    resource.openRead = true;
  // The organisation is the tenant itself: its profile is read and updated, never created or deleted here.
  if (module.key === 'organization') resource.singleton = true;
  return resource;
}

/**
 * Every catalogue module as a resource, each knowing which fields of other modules point at it; writes
 * take their rules from `rulesCache` when there is one.
 */
export function buildResources(rulesCache?: RulesCache): Map<string, Resource> {
  const references = new Map<string, Reference[]>();
  for (const module of MODULES) {
    // A role's access data goes with the role (ON DELETE CASCADE): it does not keep the role in use.
    if (module.key === 'acl') continue;
    for (const lookup of lookupsOf(module)) {
      const list = references.get(lookup.target) ?? [];
      list.push({
        resource: module.key,
        label: module.label,
        field: lookup.field,
        ...(lookup.child ? { child: lookup.child } : {}),
      });
      references.set(lookup.target, list);
    }
  }
  const resources = new Map(
    MODULES.filter((module) => !SPECIAL_MODULES.has(module.key)).map((module) => [
      module.key,
      resourceFor(module, references.get(module.key) ?? [], rulesCache),
    ]),
  );
  const sysConfig = resources.get('sysConfig');
  if (sysConfig) {
    const validate = sysConfig.validate;
    sysConfig.validate = async (record, tx, caller, current) => {
      const value = await validate(record, tx, caller, current);
      const issues = await sysConfigChoiceIssues(resources, value, tx, caller);
      if (issues.length > 0) throw new ValidationFailure(issues);
      return value;
    };
  }
  // A record's own lookups are read with it, in the same query (child rows' lookups are read afterwards).
  for (const resource of resources.values()) {
    resource.store.joinLookups(
      resource.lookups
        .filter((lookup) => lookup.child === undefined)
        .map((lookup) => {
          const target = resources.get(lookup.target);
          if (!target)
            throw new Error(`${resource.key}.${lookup.field} looks up the unknown module ${lookup.target}`);
          return {
            field: lookup.field,
            objectKey: lookup.objectKey,
            target: target.store,
            displayKey: lookup.displayKey,
            carries: lookup.carries ?? [],
          };
        }),
    );
  }
  return resources;
}
