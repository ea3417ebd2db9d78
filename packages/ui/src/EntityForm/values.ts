import {
  enteredWhenIssues,
  fieldRulesFor,
  fieldSchema,
  lookupObjectKey,
  quantityDecimals,
  quantityIssues,
  validateEntity,
  type FieldDef,
  type LookupDef,
  type ModuleDef,
  type ModuleFieldConfig,
  type ModuleSpec,
  type UnitOfMeasure,
} from '@erp/domain';

/** A record being edited: field keys to values; child tables are arrays of such records. */
export type EntityValues = Record<string, unknown>;

/**
 * A lookup's server search, by the looked-up module: the text typed, and the lookup of the field asking with the
 * line it is on, so that a line's picker takes its filter from its own line's values (decision 2366).
 */
export type LookupSearch = (query: string, from?: { lookup: LookupDef; line?: EntityValues }) => void;

/** The search of a field's picker: its module's, told which lookup asks and, on a line, that line. */
export function lookupSearchOf(
  searches: Readonly<Record<string, LookupSearch>> | undefined,
  field: FieldDef,
  line?: EntityValues,
): ((query: string) => void) | undefined {
  const lookup = field.lookup;
  const search = lookup ? searches?.[lookup.module] : undefined;
  if (!lookup || !search) return undefined;
  return (query) => search(query, line ? { lookup, line } : { lookup });
}

/** Errors by field key, or by `child.index.field` for a cell of a child table. */
export type EntityErrors = Readonly<Record<string, string>>;

/** The value a new record (or a new child row) starts with for one field; `today` as `yyyy-MM-dd`. */
export function initialValue(field: FieldDef, today?: string): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.startsToday && today !== undefined) return today;
  switch (field.type) {
    case 'checkbox':
      return false;
    case 'number':
    case 'amount':
    case 'lookup':
      return null;
    case 'file':
      return [];
    default:
      return '';
  }
}

/** The starting values of a new record of the module: every field's default, and no child rows. */
export function emptyValues(module: Pick<ModuleSpec, 'fields' | 'children'>, today?: string): EntityValues {
  const values: EntityValues = {};
  for (const field of module.fields) values[field.key] = initialValue(field, today);
  for (const child of module.children ?? []) values[child.key] = [];
  return values;
}

export function emptyRow(fields: readonly FieldDef[]): EntityValues {
  return Object.fromEntries(fields.map((field) => [field.key, initialValue(field)]));
}

/**
 * Every problem with the record by the domain's rules (the module's schema under the field config, the
 * same check the server makes), one message per field: the first.
 */
export function entityErrors(
  module: ModuleDef,
  values: EntityValues,
  moduleConfig?: ModuleFieldConfig | null,
): EntityErrors {
  const errors: Record<string, string> = {};
  // File inputs hold File objects here; the schema checks the stored file name, which the upload sets.
  const body = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value) && value[0] instanceof File ? value[0].name : value,
    ]),
  );
  for (const field of module.fields) {
    if (
      field.type === 'file' &&
      Array.isArray(body[field.key]) &&
      (body[field.key] as unknown[]).length === 0
    ) {
      body[field.key] = null;
    }
  }
  for (const issue of [
    ...validateEntity(module, body, moduleConfig),
    ...enteredWhenIssues(module, values),
    ...quantityIssues(module, body, carriedUnits(module, values)),
  ]) {
    const key = issue.field || '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The unit of measure a quantity's `uomField` names, as the record read carries it with its decimals
 * (`uom: { id, name, decimals }`), while the field still names that unit; undefined otherwise.
 */
function carriedUnit(values: EntityValues, uomField: string): (UnitOfMeasure & { id: number }) | undefined {
  const unit = values[lookupObjectKey({ key: uomField })];
  if (typeof unit !== 'object' || unit === null || !('decimals' in unit)) return undefined;
  const { id } = unit as { id?: unknown };
  return typeof id === 'number' && id === values[uomField]
    ? (unit as UnitOfMeasure & { id: number })
    : undefined;
}

/** The units of the record's own quantities that the record read carries, by id (for `quantityIssues`). */
function carriedUnits(module: ModuleDef, values: EntityValues): Map<number, UnitOfMeasure> {
  const units = new Map<number, UnitOfMeasure>();
  for (const field of module.fields) {
    const unit = field.uomField === undefined ? undefined : carriedUnit(values, field.uomField);
    if (unit) units.set(unit.id, unit);
  }
  return units;
}

/**
 * Issue 14: the decimals a quantity is entered and shown with, its unit's, when the record (or row) read
 * carries its unit; undefined otherwise (the field's own most applies).
 */
export function unitDecimalsOf(values: EntityValues, field: FieldDef): number | undefined {
  const unit = field.uomField === undefined ? undefined : carriedUnit(values, field.uomField);
  return unit ? quantityDecimals(unit) : undefined;
}

/** The rules of a field under the config (required, visible, label), keyed as the config keys it. */
export const rulesOf = (field: FieldDef, moduleConfig: ModuleFieldConfig | null | undefined, prefix = '') =>
  fieldRulesFor(field, moduleConfig, prefix + field.key);

/**
 * The label of a lookup's chosen record as the record read carries it (`uomId` → `uom: { id, name }`),
 * while the field still holds that record; undefined otherwise.
 */
export function lookupLabelOf(values: EntityValues, field: FieldDef): string | undefined {
  const looked = values[lookupObjectKey(field)];
  if (!field.lookup || typeof looked !== 'object' || looked === null) return undefined;
  const { id, [field.lookup.displayKey]: label } = looked as Record<string, unknown>;
  return id !== undefined && id === values[field.key] && label !== undefined && label !== null
    ? String(label)
    : undefined;
}

/** The custom field values of a record being edited (kept under `customFields`). */
export function customValuesOf(values: EntityValues): EntityValues {
  const custom = values['customFields'];
  return typeof custom === 'object' && custom !== null && !Array.isArray(custom)
    ? (custom as EntityValues)
    : {};
}

/**
 * The problems of a record's custom field values by the domain's rule for each field (the server's own
 * check), keyed `customFields.<key>` as the server reports them.
 */
export function customFieldErrors(fields: readonly FieldDef[], values: EntityValues): EntityErrors {
  const custom = customValuesOf(values);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const result = fieldSchema(field).safeParse(custom[field.key]);
    if (!result.success) errors[`customFields.${field.key}`] = result.error.issues[0]?.message ?? field.label;
  }
  return errors;
}
