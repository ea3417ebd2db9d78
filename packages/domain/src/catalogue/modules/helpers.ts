import type { DocumentDef } from '../../documents/documentDef.ts';
import { MAX_QUANTITY_DECIMALS } from '../../format/decimals.ts';
import { ANY_DOCUMENT } from '../../messages/placeholders.ts';
import type { CrossFieldRule, FieldDef, FieldOption, ModuleSpec } from '../fields.ts';
import { gstinStateMismatch, INDIAN_STATES } from '../formats.ts';
import { MASTER_IMPORTS, MASTER_ROUTES, type MasterKey } from '../masterRoutes.ts';

/*
 * The builders every area of the catalogue shares: choices, fields, cross-field rules and module specs.
 */

export const choices = (pairs: readonly (readonly [string | number, string])[]): FieldOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** Indian states and union territories, valued by GST state code. */
export const STATE_OPTIONS: readonly FieldOption[] = INDIAN_STATES.map((state) => ({
  value: state.code,
  label: state.name,
}));

// ---------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------

export type Extra = Partial<Omit<FieldDef, 'key' | 'label' | 'type'>>;

export const text = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'text',
  maxLength: 100,
  ...extra,
});
export const required = (field: FieldDef): FieldDef => ({ ...field, required: true });
export const textarea = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'textarea',
  ...extra,
});
export const num = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'number',
  ...extra,
});
/**
 * A quantity of what the record's `uomField` lookup names (issue 14): entered, checked and shown with
 * that unit of measure's decimals.
 */
export const quantity = (key: string, label: string, extra: Extra = {}): FieldDef =>
  num(key, label, { decimals: MAX_QUANTITY_DECIMALS, uomField: 'uomId', ...extra });
/** A percentage, to two decimals. */
export const percent = (key: string, label: string): FieldDef =>
  num(key, label, { min: 0, max: 100, decimals: 2 });
/** An amount: never negative (or, with `positive`, greater than zero). */
export const amount = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'amount',
  ...(extra.positive ? {} : { min: 0 }),
  ...extra,
});
export const checkbox = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'checkbox',
  ...extra,
});
export const select = (
  key: string,
  label: string,
  options: readonly FieldOption[],
  extra: Extra = {},
): FieldDef => ({
  key,
  label,
  type: 'select',
  options,
  ...extra,
});
/** What a looked-up record brings along besides its name: a unit its decimals, for its quantities (issue 14). */
const CARRIED: Readonly<Record<string, readonly string[]>> = { uom: ['decimals'] };
export const lookup = (key: string, label: string, module: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'lookup',
  lookup: { module, displayKey: 'name', ...(CARRIED[module] ? { carries: CARRIED[module] } : {}) },
  ...extra,
});

export const name = (label = 'Name', maxLength = 100): FieldDef =>
  required(text('name', label, { maxLength }));
export const code = (label = 'Code', extra: Extra = {}): FieldDef =>
  text('code', label, { maxLength: 30, format: 'code', uppercase: true, ...extra });
export const description = (): FieldDef => textarea('description', 'Description', { maxLength: 500 });
export const active = (): FieldDef => checkbox('active', 'Active', { defaultValue: true });
export const email = (key = 'email', label = 'E-Mail'): FieldDef => ({ key, label, type: 'email' });
export const phone = (key = 'phone', label = 'Phone'): FieldDef =>
  text(key, label, { maxLength: 20, format: 'phone' });
export const gstin = (): FieldDef =>
  text('gstin', 'GSTIN', { maxLength: 15, format: 'gstin', uppercase: true });
export const pan = (): FieldDef => text('pan', 'PAN', { maxLength: 10, format: 'pan', uppercase: true });
export const state = (extra: Extra = {}): FieldDef => select('state', 'State', STATE_OPTIONS, extra);
export const pincode = (): FieldDef => text('pincode', 'PIN Code', { maxLength: 6, format: 'pincode' });
export const address = (): FieldDef[] => [
  textarea('address', 'Address', { maxLength: 500 }),
  text('city', 'City'),
  state(),
  pincode(),
];

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

export const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
export const numberOf = (value: unknown): number => (present(value) ? Number(value) : Number.NaN);
export const isTrue = (value: unknown): boolean =>
  value === true || value === 'true' || value === 1 || value === '1';

export const upperText = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toUpperCase();

/** When both are given, the PAN must be the one inside the GSTIN (its characters 3 to 12). */
export const panMatchesGstin: CrossFieldRule = {
  field: 'pan',
  message: 'PAN must match characters 3 to 12 of the GSTIN',
  valid: (record) => {
    const gst = upperText(record['gstin']);
    const panText = upperText(record['pan']);
    return gst.length !== 15 || panText === '' || gst.slice(2, 12) === panText;
  },
};

export type RecordValues = Readonly<Record<string, unknown>>;

/** A rule whose check words its own message: `problem` gives it, or null when the record obeys. */
export const problemRule = (
  field: string,
  problem: (record: RecordValues) => string | null,
): CrossFieldRule => ({
  field,
  message: (record) => String(problem(record)),
  valid: (record) => problem(record) === null,
});

/** A GSTIN rule: its state code (first two digits) must be the state of the address `stateOf` finds. */
export const gstinMatchesState = (
  where: string,
  stateOf: (record: RecordValues) => unknown,
): CrossFieldRule =>
  problemRule('gstin', (record) =>
    gstinStateMismatch(upperText(record['gstin']), String(stateOf(record) ?? ''), where),
  );

/** The GSTIN's state is the state of the record's own address (a branch, the organisation). */
export const gstinMatchesOwnState = (where: string): CrossFieldRule =>
  gstinMatchesState(where, (record) => record['state']);

/** `field` is required when `when` holds; the message ends with the `reason`. */
export const requiredWhen = (
  field: string,
  label: string,
  when: (record: Readonly<Record<string, unknown>>) => boolean,
  reason: string,
): CrossFieldRule => ({
  field,
  message: `${label} is required ${reason}`,
  valid: (record) => !when(record) || present(record[field]),
});

// ---------------------------------------------------------------------------------------------------
// Modules
// ---------------------------------------------------------------------------------------------------

type Master = Omit<ModuleSpec, 'key' | 'kind' | 'route' | 'listColumns' | 'searchKeys' | 'sortKey'> &
  Partial<Pick<ModuleSpec, 'listColumns' | 'searchKeys' | 'sortKey'>> & { key: MasterKey };

/** A master: its route from `MASTER_ROUTES`, its import page from `MASTER_IMPORTS`, a name list by default. */
export const master = (spec: Master): ModuleSpec => ({
  kind: 'master',
  route: MASTER_ROUTES[spec.key],
  ...(MASTER_IMPORTS[spec.key] ? { imports: MASTER_IMPORTS[spec.key] } : {}),
  listColumns: ['name', 'description', 'active'],
  searchKeys: ['name'],
  sortKey: 'name',
  uniqueKeys: ['name'],
  ...spec,
});

/** A small named list: name (unique), description, active. */
export const simple = (
  key: MasterKey,
  label: string,
  apiPath: string,
  aclName: string,
  extra: Partial<Master> = {},
): ModuleSpec =>
  master({ key, label, apiPath, aclName, fields: [name(), description(), active()], ...extra });

/** A settings entity (not a master): it names its own route and list. */
export const settings = (spec: Omit<ModuleSpec, 'kind'>): ModuleSpec => ({ kind: 'settings', ...spec });

/** The select options naming catalogue modules; filled by `fillModuleOptions` once every module is known. */
const MODULE_OPTIONS: FieldOption[] = [];
export const moduleName = (label = 'Module'): FieldDef =>
  required(select('moduleName', label, MODULE_OPTIONS));

/** The select options naming what a print template prints: the documents, then the catalogue's modules. */
const PRINTABLE_OPTIONS: FieldOption[] = [];
export const printableName = (label = 'Document'): FieldDef =>
  required(select('moduleName', label, PRINTABLE_OPTIONS));

/** The choices of a message template's document type: any document, then each document (decision 1640). */
const MESSAGE_DOCUMENT_OPTIONS: FieldOption[] = [];
/** The documents a message template may be for, as `fillModuleOptions` was given them. */
export const MESSAGE_DOCUMENTS: DocumentDef[] = [];
/** Left blank, a template is for any document. */
export const messageDocumentType = (label = 'Document'): FieldDef =>
  select('documentType', label, MESSAGE_DOCUMENT_OPTIONS, { defaultValue: ANY_DOCUMENT });

/**
 * Gives every `moduleName` field its choices: the modules of the catalogue, in its order; a print
 * template's also the documents (issue 16: a purchase order prints from its template).
 */
export function fillModuleOptions(specs: readonly ModuleSpec[], documents: readonly DocumentDef[]): void {
  const modules = specs.map((spec) => ({ value: spec.key, label: spec.label }));
  MESSAGE_DOCUMENTS.push(...documents);
  MESSAGE_DOCUMENT_OPTIONS.push(
    { value: ANY_DOCUMENT, label: 'Any document' },
    ...documents.map((doc) => ({ value: doc.key, label: doc.label })),
  );
  MODULE_OPTIONS.push(...modules);
  PRINTABLE_OPTIONS.push(...documents.map((doc) => ({ value: doc.key, label: doc.label })), ...modules);
}
