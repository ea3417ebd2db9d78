import type { FieldDetail } from '../../config/config.ts';
import { RESPONSE_CODES } from '../../errors/codes.ts';
import type { ModuleDef, ModuleSpec } from '../fields.ts';
import { APPROVAL_CONFIGURATION, MATERIAL_REQUEST_CONFIG } from './approvals.ts';
import { CRM_MASTERS } from './crm.ts';
import { CUSTOM_FIELD, LABEL_CONFIG, MODULE_CUSTOM_FIELD, MODULE_FIELD_CONFIG } from './customisation.ts';
import { FREIGHT, PACKING, TRANSPORT } from './dispatch.ts';
import { DOCUMENTS } from '../../documents/documents.ts';
import { fillModuleOptions } from './helpers.ts';
import { LOCATION, RACK, STOCK_AREA } from './inventory.ts';
import { ITEM, PART_CODE, PRODUCT_CODE, PRODUCT_TYPE, SEGMENT, SUPPORTING_MATERIAL, UOM } from './items.ts';
import { MACHINE_ACTIVITY, MACHINE_ACTIVITY_LOG, MACHINE_TYPE } from './machineAssets.ts';
import { MACHINE_BREAKDOWN } from './machineBreakdowns.ts';
import { MACHINE } from './machines.ts';
import { BRANCH, DEPARTMENT, ORGANIZATION, ZONE } from './organisation.ts';
import { CATEGORY_TYPE, PARTY, PARTY_TYPE } from './parties.ts';
import { BOM, COST_HEAD, MOULD, MOULD_NAME, MOULD_TYPE, PROCESS, PROCESS_TYPE } from './production.ts';
import { QUALITY_PARAMETERS } from './quality.ts';
import { MESSAGE_TEMPLATE, PRINT_TEMPLATE, SYS_CONFIG } from './settings.ts';
import { ACL, EMAIL_USER_CONFIG, ROLE, STAFF } from './users.ts';

export { CUSTOM_FIELD_TYPES } from './customisation.ts';
export { STATE_OPTIONS } from './helpers.ts';
export { GST_RATES, IMAGE_TYPES, UQC_OPTIONS } from './items.ts';
export { MACHINE_KINDS } from './machines.ts';
export { FREQUENCY_KINDS, activityOfTypeProblem, doneOnProblem } from './machineAssets.ts';
export { ORGANISATION_DETAILS, ORGANISATION_DETAILS_NEEDED, hasOrganisationDetails } from './organisation.ts';

/*
 * The module catalogue, assembled from one file per area. The order below is the catalogue's order
 * (the masters of spec §1, then the settings entities): screens, menus and tests read it as given.
 */

// The masters of spec §1.
const MASTERS: readonly ModuleSpec[] = [
  PARTY,
  PARTY_TYPE,
  CATEGORY_TYPE,
  ITEM,
  PRODUCT_TYPE,
  PRODUCT_CODE,
  PART_CODE,
  BOM,
  MOULD,
  MOULD_NAME,
  MOULD_TYPE,
  SUPPORTING_MATERIAL,
  COST_HEAD,
  UOM,
  SEGMENT,
  PROCESS,
  PROCESS_TYPE,
  STOCK_AREA,
  DEPARTMENT,
  ZONE,
  MACHINE_TYPE,
  MACHINE,
  MACHINE_ACTIVITY,
  MACHINE_ACTIVITY_LOG,
  MACHINE_BREAKDOWN,
  PACKING,
  TRANSPORT,
  FREIGHT,
  LOCATION,
  RACK,
  BRANCH,
  CUSTOM_FIELD,
  MODULE_CUSTOM_FIELD,
  ...QUALITY_PARAMETERS,
  ...CRM_MASTERS,
  MESSAGE_TEMPLATE,
  PRINT_TEMPLATE,
  APPROVAL_CONFIGURATION,
  MATERIAL_REQUEST_CONFIG,
];

// The settings entities.
const SETTINGS: readonly ModuleSpec[] = [
  STAFF,
  ROLE,
  SYS_CONFIG,
  LABEL_CONFIG,
  MODULE_FIELD_CONFIG,
  ACL,
  ORGANIZATION,
  EMAIL_USER_CONFIG,
];

const SPECS: readonly ModuleSpec[] = [...MASTERS, ...SETTINGS];
fillModuleOptions(SPECS, Object.values(DOCUMENTS));

/** Gives a module spec its defaults (its schema is built on first use: `moduleSchema`). */
export function defineModule(spec: ModuleSpec): ModuleDef {
  return {
    duplicateCode: RESPONSE_CODES.DUPLICATE,
    notFoundCode: RESPONSE_CODES.NOT_FOUND,
    ...spec,
  };
}

/**
 * The module catalogue: every master of spec §1, then the settings entities. One entry per entity;
 * the server's tables, the generic list and form screens, the menu and the guard read it.
 */
export const MODULES: readonly ModuleDef[] = SPECS.map(defineModule);

/** The access names of the modules whose records have an owner (decision 1601: the funnel). */
export const OWNED_ACL_NAMES: readonly string[] = [
  ...new Set(MODULES.filter((module) => module.ownerField).map((module) => module.aclName)),
];

/**
 * A module's field config as first seeded: every field with its catalogue label and required flag,
 * visible; then its display lines, hidden.
 */
export function defaultFieldDetails(
  module: ModuleSpec,
): (FieldDetail & { fieldLabel: string; isRequired: boolean; isVisible: boolean })[] {
  return [
    ...module.fields.map((field) => ({
      fieldKeyName: field.key,
      fieldLabel: field.label,
      isRequired: field.required === true,
      isVisible: true,
    })),
    ...(module.displayFields ?? []).map((line) => ({
      fieldKeyName: line.key,
      fieldLabel: line.label,
      isRequired: false,
      isVisible: false,
    })),
  ];
}

/** The catalogue module with this key, or undefined. */
export function moduleByKey(key: string): ModuleDef | undefined {
  return MODULES.find((module) => module.key === key);
}

/**
 * The masters a user keeps from this module's screen: those its fields and child tables look up, then
 * its `related` ones, each once, in that order (itself and settings left out).
 */
export function relatedMasters(module: ModuleSpec): ModuleDef[] {
  const keys = [
    ...module.fields.flatMap((field) => (field.lookup ? [field.lookup.module] : [])),
    ...(module.children ?? []).flatMap((child) =>
      child.fields.flatMap((field) => (field.lookup ? [field.lookup.module] : [])),
    ),
    ...(module.related ?? []),
  ];
  return [...new Set(keys)]
    .filter((key) => key !== module.key)
    .flatMap((key) => MODULES.filter((candidate) => candidate.key === key && candidate.kind === 'master'));
}

/**
 * The master lists filtered by a record of `key` (decision 1810): each master with a list filter (decision
 * 1602) that looks up `key`, and that filter's field (the activity log by its funnel entry).
 */
export function listsFilteredBy(key: string): { module: ModuleDef; field: string }[] {
  return MODULES.flatMap((module) =>
    module.fields
      .filter((field) => field.lookup?.module === key && module.listFilters?.includes(field.key))
      .map((field) => ({ module, field: field.key })),
  );
}

/** The catalogue module served under this API path (a leading /api/v1/ is ignored), or undefined. */
export function moduleByApiPath(apiPath: string): ModuleDef | undefined {
  const path = apiPath.replace(/^\/?api\/v1\//, '').replace(/\/+$/, '');
  return MODULES.find((module) => module.apiPath === path);
}
