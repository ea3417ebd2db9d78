// The catalogue's public face (spec §1, §2, §3, §7, §8), re-exported whole by the package index.
export {
  MENU,
  MENU_ICONS,
  menuLeaves,
  searchMenu,
  type MenuEntry,
  type MenuIcon,
  type SearchedEntry,
} from './menu.ts';
export { findableMenu } from './findable.ts';
export {
  ROUTES,
  findRoute,
  orgProfileRoute,
  routeSwitchedOn,
  switchedOnMenu,
  SWITCHED_OFF,
  switchedOffMessage,
  type RouteDef,
} from './routes.ts';
export {
  FIELD_TYPES,
  columnPath,
  fieldDecimals,
  lookupObjectKey,
  recordName,
  type FieldType,
  type FieldDef,
  type FieldOption,
  type LookupDef,
  type OpenDocumentPick,
  type FieldReference,
  type LotOf,
  type EnteredWhen,
  type LookupFilterValue,
  type CrossFieldRule,
  type DerivedValue,
  type LineNotice,
  type FieldNotice,
  type ChildTableDef,
  type ModuleListCall,
  type ModuleSpec,
  type ModuleDef,
  type BoardDef,
  type EntityRecord,
  type EntitySchema,
  type WrittenBy,
} from './fields.ts';
export { lotFilterOf, lotTyped, type LotFilter } from './lots.ts';
export { withoutWriter, writtenByProblem } from './writtenBy.ts';
export { listDefaults } from './listDefaults.ts';
export {
  FORMATS,
  INDIAN_STATES,
  PASSWORD_POLICY,
  gstinStateMismatch,
  isValidGstin,
  isValidPan,
  isValidEmail,
  gstinCheckCharacter,
  type FieldFormat,
  type FormatRule,
} from './formats.ts';
export {
  NUMBER_DIGITS,
  INTEGER_MAX,
  fitsColumn,
  fitsInteger,
  numberCeiling,
  numberLimit,
  numericPrecision,
  unkeptFigure,
} from './bounds.ts';
export {
  schemaFor,
  moduleSchema,
  fieldSchema,
  fieldRulesFor,
  issuesFrom,
  isStorableText,
  unstorableTextMessage,
  type ValidationIssue,
} from './schema.ts';
export { numberRefusal, toId, toNumber } from './fieldSchema.ts';
export { MASTER_IMPORTS, MASTER_ROUTES, type MasterImport, type MasterKey } from './masterRoutes.ts';
export {
  MAX_IMPORT_PROBLEMS,
  MAX_IMPORT_ROWS,
  documentImports,
  importChildColumns,
  importChildRows,
  importColumns,
  importHeader,
  importHeading,
  importKeyProblems,
  importProblemText,
  importRow,
  referenceProblem,
  type ImportColumn,
  type ImportIndexes,
  type ImportProblem,
  type ImportReference,
  type ImportReport,
  type ImportedRow,
} from './masterImport.ts';
export { cellText, listColumnsOf, type ListColumn, type ListColumnType } from './listColumns.ts';
export {
  KEPT_COLUMNS,
  keyColumnsOf,
  LINE_TOTAL,
  lineKeyColumns,
  type KeyColumns,
  type KeyedList,
} from './keyColumns.ts';
export {
  defaultFieldDetails,
  MODULES,
  moduleByKey,
  moduleByApiPath,
  relatedMasters,
  listsFilteredBy,
  defineModule,
  OWNED_ACL_NAMES,
  GST_RATES,
  STATE_OPTIONS,
  UQC_OPTIONS,
  MACHINE_KINDS,
  FREQUENCY_KINDS,
  activityOfTypeProblem,
  doneOnProblem,
  CUSTOM_FIELD_TYPES,
  IMAGE_TYPES,
  ORGANISATION_DETAILS,
  ORGANISATION_DETAILS_NEEDED,
  hasOrganisationDetails,
} from './modules/index.ts';
export { fieldForCode, fieldErrorsFor, type RefusedSave } from './fieldErrors.ts';
export { SEEDED_NAMES, isSeededName, seededNameSaid } from './seededNames.ts';
export {
  quantitiesOf,
  quantityIssues,
  UNITS_MODULE,
  type QuantityInUnit,
  type UnitOfMeasure,
} from './quantities.ts';
export { enteredLookups, enteredWhenIssues, isEntered, isRequiredNow, notEntered } from './enteredWhen.ts';
export { isBlank } from './blank.ts';
export { untiedChoices } from './tiedChoices.ts';
export {
  parseEntity,
  validateEntity,
  validateItem,
  customFieldToFieldDef,
  type ParseResult,
  type CustomFieldRow,
} from './validate.ts';
export { ACL_NAMES, aclDisplayName, carriesCustomFields, groupAclNames } from './catalogue.ts';
