import {
  MODULES,
  RESPONSE_CODES,
  customFieldToFieldDef,
  fieldSchema,
  lookupObjectKey,
  moduleApi,
  issuesFrom,
  parseEntity,
  schemaFor,
  type EntityRecord,
  type EntitySchema,
  type FieldDef,
  type ParseResult,
  type ModuleDef,
  type ModuleFieldConfig,
  type ValidationIssue,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { Loaded, OrgCache } from '../db/org-cache.ts';
import { ValidationFailure } from '../http/validation.ts';
import {
  TableStore,
  tablesWrittenIn,
  type Caller,
  type ColumnDef,
  type ColumnType,
  type Row,
  type StoreDef,
} from '../stores/table-store.ts';
import type { LookupField, Reference, Resource } from './resource.ts';

type FieldColumn = readonly [field: string, type: ColumnType, column?: string];

interface TypedTable {
  table: string;
  columns: readonly FieldColumn[];
  customFields: boolean;
  /** unique index or constraint → the key of the response code (the module's duplicate code when absent) */
  uniqueIndexes: readonly string[];
  orgColumn?: 'org_id' | 'id';
}

/**
 * The modules with a table of their own (decision 0200): the ones with constraints (item code, UOM name,
 * party name, user names), the ones the server reads itself (staff, roles, access data, configuration)
 * and the organisation. Every other catalogue module lives in the generic entity table.
 */
const TYPED_TABLES: Readonly<Record<string, TypedTable>> = {
  uom: {
    table: 'uom',
    columns: [
      ['name', 'text'],
      ['uqc', 'text'],
      ['description', 'text'],
    ],
    customFields: true,
    uniqueIndexes: ['uom_name_key'],
  },
  item: {
    table: 'item',
    columns: [
      ['code', 'text'],
      ['name', 'text'],
      ['categoryId', 'bigint'],
      ['productTypeId', 'bigint'],
      ['uomId', 'bigint'],
      ['hsnCode', 'text'],
      ['purchaseGstRate', 'numeric'],
      ['saleGstRate', 'numeric'],
      ['purchasePrice', 'numeric'],
      ['salePrice', 'numeric'],
      ['reorderLevel', 'numeric'],
      ['denier', 'numeric'],
      ['gsm', 'numeric'],
      ['width', 'numeric'],
      ['colour', 'text'],
      ['description', 'text'],
      ['active', 'boolean'],
    ],
    customFields: true,
    uniqueIndexes: ['item_code_key'],
  },
  party: {
    table: 'party',
    columns: [
      ['companyName', 'text'],
      ['partyTypeId', 'bigint'],
      ['categoryTypeId', 'bigint'],
      ['isCustomer', 'boolean'],
      ['isSupplier', 'boolean'],
      ['gstin', 'text'],
      ['pan', 'text'],
      ['contactPerson', 'text'],
      ['phone', 'text'],
      ['email', 'text'],
      ['creditDays', 'integer'],
      ['creditLimit', 'numeric'],
      ['vendorCode', 'text'],
      ['zoneId', 'bigint'],
      ['active', 'boolean'],
      ['addresses', 'jsonb'],
      ['contacts', 'jsonb'],
      ['bankAccounts', 'jsonb'],
    ],
    customFields: true,
    uniqueIndexes: ['party_company_name_key'],
  },
  staff: {
    table: 'staff',
    columns: [
      ['firstname', 'text'],
      ['lastname', 'text'],
      ['username', 'text'],
      ['email', 'text'],
      ['phone', 'text'],
      ['roleId', 'bigint'],
      ['departmentId', 'bigint'],
      ['active', 'boolean'],
    ],
    customFields: false,
    uniqueIndexes: ['staff_username_key'],
  },
  role: {
    table: 'role',
    columns: [
      ['name', 'text'],
      ['description', 'text'],
      ['active', 'boolean'],
    ],
    customFields: false,
    uniqueIndexes: ['role_name_key'],
  },
  acl: {
    table: 'acl',
    columns: [
      ['roleId', 'bigint'],
      ['moduleAPI', 'text', 'module_api'],
      ['displayName', 'text'],
      ['view', 'integer'],
      ['mode', 'integer'],
    ],
    customFields: false,
    uniqueIndexes: ['acl_role_module_key'],
  },
  sysConfig: {
    table: 'sys_config',
    columns: [
      ['keyName', 'text'],
      ['value', 'text'],
      ['description', 'text'],
    ],
    customFields: false,
    uniqueIndexes: ['sys_config_key'],
  },
  labelConfig: {
    table: 'label_config',
    columns: [
      ['keyName', 'text'],
      ['labelName', 'text'],
    ],
    customFields: false,
    uniqueIndexes: ['label_config_key'],
  },
  moduleFieldConfig: {
    table: 'form_config',
    columns: [
      ['moduleName', 'text'],
      ['fieldDetails', 'jsonb'],
    ],
    customFields: false,
    uniqueIndexes: ['form_config_module_key'],
  },
  organization: {
    table: 'organisation',
    orgColumn: 'id',
    columns: [
      ['name', 'text'],
      ['legalName', 'text'],
      ['gstin', 'text'],
      ['pan', 'text'],
      ['address', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['pincode', 'text'],
      ['phone', 'text'],
      ['email', 'text'],
      ['website', 'text'],
      ['logo', 'text'],
    ],
    customFields: false,
    uniqueIndexes: [],
  },
};

/** Catalogue modules the server serves with calls of their own instead of the generic ones. */
const SPECIAL_MODULES: ReadonlySet<string> = new Set(['emailUserConfig']);

const snake = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The unique key of a record on the entity table: the unique fields, trimmed and lower case; none when one is blank. */
export function uniqueKeyOf(fields: readonly string[], record: Record<string, unknown>): string | null {
  const parts = fields.map((field) =>
    String(record[field] ?? '')
      .trim()
      .toLowerCase(),
  );
  return parts.length === 0 || parts.some((part) => part === '') ? null : parts.join('\u001f');
}

/** The tables write rules are read from (writeRulesOf): custom fields live in the entity table. */
const RULE_TABLES: readonly string[] = ['form_config', 'entity'];

function storeDefFor(module: ModuleDef): StoreDef {
  const typed = TYPED_TABLES[module.key];
  if (typed) {
    const columns: ColumnDef[] = typed.columns.map(([field, type, column]) => ({
      field,
      type,
      column: column ?? snake(field),
    }));
    if (module.key === 'staff')
      columns.push({ field: 'passwordHash', column: 'password_hash', type: 'text', hidden: true });
    return {
      table: typed.table,
      orgColumn: typed.orgColumn ?? 'org_id',
      columns,
      dataColumn: true,
      customFields: typed.customFields,
      searchFields: module.searchKeys,
      sortField: module.sortKey,
      uniqueCodes: Object.fromEntries(typed.uniqueIndexes.map((index) => [index, module.duplicateCode])),
    };
  }
  const columns: ColumnDef[] = [{ field: module.sortKey, column: 'name', type: 'text' }];
  const hasCode = module.fields.some((field) => field.key === 'code');
  if (hasCode && module.sortKey !== 'code') columns.push({ field: 'code', column: 'code', type: 'text' });
  const numeric = new Set(['number', 'amount', 'lookup']);
  return {
    table: 'entity',
    module: module.key,
    columns,
    dataColumn: true,
    customFields: true,
    searchFields: module.searchKeys,
    sortField: module.sortKey,
    dataSorts: Object.fromEntries(
      module.fields
        .filter((field) => !columns.some((column) => column.field === field.key))
        .map((field) => [field.key, numeric.has(field.type) ? 'number' : 'text'] as const),
    ),
    derived: (record) => ({ unique_key: uniqueKeyOf(module.uniqueKeys ?? [], record) }),
    uniqueCodes: { entity_unique_key: module.duplicateCode },
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
 * configs and custom fields on RULES_CHANNEL (migration 0004).
 */
export type RulesCache = OrgCache<string, WriteRules>;

/** The channel the database announces changes to module field configs and custom fields on. */
export const RULES_CHANNEL = 'erp_rules';

/** What a write of the module is checked against, read in one query. */
export async function writeRulesOf(tx: Executor, caller: Caller, moduleKey: string): Promise<WriteRules> {
  return (await readWriteRules(tx, caller, moduleKey)).value;
}

/**
 * The write rules, and whether they may be cached: not when `tx` has written rows already (it may have
 * changed them and still roll back, which sends no change notice).
 */
async function readWriteRules(tx: Executor, caller: Caller, moduleKey: string): Promise<Loaded<WriteRules>> {
  // customField keeps its name in entity.name, moduleCustomField its moduleName (their sort keys).
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
                    'name', cf.name, 'fieldKey', cf.data ->> 'fieldKey', 'fieldType', cf.data ->> 'fieldType',
                    'options', cf.data ->> 'options',
                    'required', coalesce((cf.data ->> 'required')::boolean, false) OR coalesce((m.data ->> 'required')::boolean, false))
                  ORDER BY (m.data ->> 'sequence')::int NULLS LAST, m.id)
             FROM entity m
             JOIN entity cf ON cf.org_id = m.org_id AND cf.module = 'customField' AND cf.id = (m.data ->> 'customFieldId')::bigint
            WHERE m.org_id = ${caller.orgId} AND m.module = 'moduleCustomField' AND m.name = ${moduleKey}
              AND coalesce((m.data ->> 'active')::boolean, true) AND coalesce((cf.data ->> 'active')::boolean, true)) AS custom`,
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

/** Schemas built under a module field config, by module and config: building one costs more than a save. */
const configuredSchemas = new Map<string, EntitySchema>();
const SCHEMA_CACHE_SIZE = 500;
/** The same, by the config read (a cached config is the same object until its rows change). */
const schemaOfConfig = new WeakMap<ModuleFieldConfig, EntitySchema>();

/** The domain's parseEntity, with the schema of a module field config built once and reused. */
function parseUnderConfig(
  module: ModuleDef,
  body: Record<string, unknown>,
  config: ModuleFieldConfig | null,
): ParseResult {
  if (!config) return parseEntity(module, body);
  let schema = schemaOfConfig.get(config);
  if (!schema) {
    const key = `${module.key}\u0000${JSON.stringify(config.fieldDetails)}`;
    schema = configuredSchemas.get(key);
    if (!schema) {
      if (configuredSchemas.size >= SCHEMA_CACHE_SIZE) configuredSchemas.clear();
      schema = schemaFor(module, config);
      configuredSchemas.set(key, schema);
    }
    schemaOfConfig.set(config, schema);
  }
  const result = schema.safeParse(body);
  return result.success
    ? { ok: true, value: result.data as EntityRecord }
    : { ok: false, issues: issuesFrom(module, result.error.issues) };
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

const MIN_PASSWORD_LENGTH = 8;

/** Rules the catalogue leaves to the server, per module. */
function extraIssues(
  module: ModuleDef,
  record: Record<string, unknown>,
  current: Row | undefined,
): ValidationIssue[] {
  const failed = (field: string, message: string): ValidationIssue[] => [
    { field, code: RESPONSE_CODES.VALIDATION_FAILED, message },
  ];
  if (module.key === 'staff') {
    const password = record.password;
    if (current === undefined && (typeof password !== 'string' || password === '')) {
      return failed('password', 'Password is required');
    }
    if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
      return failed('password', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
  }
  if (
    module.key === 'acl' &&
    record.mode !== undefined &&
    record.mode !== null &&
    record.mode !== 0 &&
    record.mode !== 1
  ) {
    return failed('mode', 'Mode must be 0 (view only) or 1 (view and change)');
  }
  return [];
}

function resourceFor(
  module: ModuleDef,
  referencedBy: readonly Reference[],
  rulesCache: RulesCache | undefined,
): Resource {
  const store = new TableStore(storeDefFor(module));
  const customFields = storeDefFor(module).customFields;
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
      // A transaction that has written rule tables reads the rules itself: they may be its own changes.
      const wrote = tablesWrittenIn(tx);
      const rules =
        rulesCache && !RULE_TABLES.some((table) => wrote.has(table))
          ? await rulesCache.get(caller.orgId, module.key, () => readWriteRules(tx, caller, module.key))
          : await writeRulesOf(tx, caller, module.key);
      const body = current ? record : withDefaults(module, record);
      const parsed = parseUnderConfig(module, body, rules.config);
      if (!parsed.ok) throw new ValidationFailure(parsed.issues);
      const extra = extraIssues(module, parsed.value, current);
      if (extra.length > 0) throw new ValidationFailure(extra);
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
          };
        }),
    );
  }
  return resources;
}
