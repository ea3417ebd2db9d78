import {
  RESPONSE_CODES,
  lookupObjectKey,
  parseEntity,
  withoutWriter,
  writtenByProblem,
  type ChildTableDef,
  type FieldDef,
  type ModuleDef,
} from '@erp/domain';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { TableStore } from '../stores/table-store.ts';
import type { ColumnDef, StoreDef } from '../stores/types.ts';
import { hooksOf } from './hooks/index.ts';
import { checkOwner, ownerOf, withOwner } from './owner.ts';
import type { LookupField, Reference, Resource } from './resource.ts';
import { checkCustomFields, writeRulesFor, type RulesCache } from './rules.ts';
import { columnName } from '../db/schema/describe.ts';
import { GENERIC_MODULES, TABLES } from './tables.ts';
import { unitIssues, type UnitsCache } from './units.ts';
import { checkEntered } from './entered.ts';

/** What writes may keep in memory while the database notices changes (decisions 0207, 0750). */
export interface ResourceCaches {
  rules?: RulesCache | undefined;
  units?: UnitsCache | undefined;
}

/** A module's store: its table as derived from its catalogue entry (decision 0200). */
function storeDefFor(module: ModuleDef): StoreDef {
  const table = TABLES.get(module.key);
  if (!table) throw new Error(`the module ${module.key} has no table`);
  const columns: ColumnDef[] = [
    ...table.columns.map(({ field, column, type }) => ({ field, column, type })),
    ...(hooksOf(module.key).neverReturned ?? []).map((column) => ({ ...column, hidden: true })),
  ];
  return {
    table: table.table,
    orgColumn: table.orgColumn,
    columns,
    dataColumn: true,
    customFields: table.customFields,
    searchFields: module.searchKeys,
    searchChoices: module.fields.flatMap((field) =>
      module.searchKeys.includes(field.key) && field.options
        ? [{ field: field.key, options: field.options }]
        : [],
    ),
    sortField: module.sortKey,
    ...(module.newestFirst ? { sortDescending: true } : {}),
    uniqueCodes: table.uniqueIndex ? { [table.uniqueIndex]: module.duplicateCode } : {},
    secretFields: module.fields.filter((field) => field.type === 'password').map((field) => field.key),
    ...ownerOf(module),
    ...(module.viewOf
      ? {
          where: Object.entries(module.viewOf.where).map(([field, value]) => ({
            column: columnName(module.key, field),
            value,
          })),
          filled: (module.viewOf.filled ?? []).map((field) => columnName(module.key, field)),
        }
      : {}),
  };
}

/** The lookups of a record's fields and of its child tables' fields (a document's lines). */
export function lookupFieldsOf(
  fields: readonly FieldDef[],
  children: readonly ChildTableDef[] = [],
): LookupField[] {
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
    ...fields.flatMap((field) => toLookup(field)),
    ...children.flatMap((child) => child.fields.flatMap((field) => toLookup(field, child.key))),
  ];
}

const lookupsOf = (module: ModuleDef): LookupField[] => lookupFieldsOf(module.fields, module.children);

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

/** A catalogue module as a resource: checked by its catalogue entry, then by its own hooks. */
function resourceFor(
  module: ModuleDef,
  referencedBy: readonly Reference[],
  caches: ResourceCaches,
  resources: ReadonlyMap<string, Resource>,
): Resource {
  const store = new TableStore(storeDefFor(module));
  const customFields = store.def.customFields;
  const hooks = hooksOf(module.key);
  return {
    key: module.key,
    apiPath: module.apiPath,
    label: module.label,
    aclNames: [module.aclName],
    store,
    notFoundCode: module.notFoundCode,
    lookups: lookupsOf(module),
    referencedBy,
    hooks,
    writtenBy: (stored) => writtenByProblem(module, stored),
    async validate(given, tx, caller, current) {
      // A record a document wrote changes only with it; the document a record names is never the body's.
      const written = current ? writtenByProblem(module, current) : null;
      if (written) throw new AppError(RESPONSE_CODES.IN_USE, written);
      const record = withoutWriter(module, given, current);
      const rules = await writeRulesFor(tx, caller, module.key, caches.rules);
      const body = current ? record : withOwner(module, withDefaults(module, record), caller);
      const parsed = parseEntity(module, body, rules.config);
      if (!parsed.ok) throw new ValidationFailure(parsed.issues);
      checkOwner(module, parsed.value, caller);
      const units = await unitIssues(module, parsed.value, tx, caller, caches.units);
      if (units.length > 0) throw new ValidationFailure(units);
      const value = await checkEntered(module, { ...parsed.value }, tx, caller, resources);
      if (customFields)
        value.customFields = checkCustomFields(module, rules.customFields, parsed.value.customFields);
      return hooks.validate ? hooks.validate(value, { tx, caller, resources }) : value;
    },
  };
}

/** Which fields of other modules point at each module (a record still pointed at cannot be deleted). */
function referencesOf(modules: readonly ModuleDef[]): Map<string, Reference[]> {
  const references = new Map<string, Reference[]>();
  for (const module of modules) {
    if (hooksOf(module.key).goWithLookedUp) continue;
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
  return references;
}

/**
 * Every catalogue module the generic calls serve as a resource, each knowing which fields of other
 * modules point at it; writes take their rules and units from the caches when there are some.
 */
export function buildResources(caches: ResourceCaches = {}): Map<string, Resource> {
  const references = referencesOf(GENERIC_MODULES);
  const resources = new Map<string, Resource>();
  for (const module of GENERIC_MODULES) {
    resources.set(module.key, resourceFor(module, references.get(module.key) ?? [], caches, resources));
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
