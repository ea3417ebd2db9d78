import { ACL_MODES, ACL_VIEW } from '../acl/acl.ts';
import type { FieldDetail } from '../config/config.ts';
import { sysConfigValueProblem } from '../config/sysConfigTypes.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import { MAX_QUANTITY_DECIMALS } from '../format/decimals.ts';
import type {
  ChildTableDef,
  CrossFieldRule,
  FieldDef,
  FieldOption,
  ModuleDef,
  ModuleSpec,
} from './fields.ts';
import { gstinStateMismatch, INDIAN_STATES, PASSWORD_POLICY } from './formats.ts';
import { MASTER_ROUTES, type MasterKey } from './masterRoutes.ts';

// ---------------------------------------------------------------------------------------------------
// Reference choices
// ---------------------------------------------------------------------------------------------------

const choices = (pairs: readonly (readonly [string | number, string])[]): FieldOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** GST rates (%) in force or still found on older items. */
export const GST_RATES: readonly FieldOption[] = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40].map((rate) => ({
  value: rate,
  label: `${rate}%`,
}));

/** Indian states and union territories, valued by GST state code. */
export const STATE_OPTIONS: readonly FieldOption[] = INDIAN_STATES.map((state) => ({
  value: state.code,
  label: state.name,
}));

/** GST unit quantity codes (UQC) for units of measure. */
export const UQC_OPTIONS: readonly FieldOption[] = choices([
  ['BAG', 'BAG - Bags'],
  ['BDL', 'BDL - Bundles'],
  ['BOX', 'BOX - Box'],
  ['BTL', 'BTL - Bottles'],
  ['CAN', 'CAN - Cans'],
  ['CTN', 'CTN - Cartons'],
  ['DRM', 'DRM - Drums'],
  ['GMS', 'GMS - Grammes'],
  ['KGS', 'KGS - Kilograms'],
  ['KLR', 'KLR - Kilolitre'],
  ['LTR', 'LTR - Litres'],
  ['MTR', 'MTR - Metres'],
  ['MTS', 'MTS - Metric Ton'],
  ['NOS', 'NOS - Numbers'],
  ['PCS', 'PCS - Pieces'],
  ['ROL', 'ROL - Rolls'],
  ['SET', 'SET - Sets'],
  ['SQM', 'SQM - Square Metres'],
  ['UNT', 'UNT - Units'],
  ['OTH', 'OTH - Others'],
]);

/** The pictures a record may carry (the server's upload allow-list has the same image types). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Kinds of machine in a woven-sack, chemicals and plastics plant. */
export const MACHINE_TYPES: readonly FieldOption[] = choices([
  ['TAPE_EXTRUSION', 'Tape Extrusion Line'],
  ['CIRCULAR_LOOM', 'Circular Loom'],
  ['LAMINATION', 'Lamination'],
  ['PRINTING', 'Printing'],
  ['SLITTING', 'Slitting'],
  ['BAG_CONVERSION', 'Bag Cutting and Stitching'],
  ['INJECTION_MOULDING', 'Injection Moulding'],
  ['BLOW_MOULDING', 'Blow Moulding'],
  ['REACTOR', 'Reactor'],
  ['MIXER', 'Mixer / Blender'],
  ['BALING', 'Baling Press'],
  ['UTILITY', 'Utility (boiler, compressor, chiller)'],
  ['OTHER', 'Other'],
]);

/** The value types a custom field can have (a subset of the form's field types). */
export const CUSTOM_FIELD_TYPES: readonly FieldOption[] = choices([
  ['text', 'Text'],
  ['number', 'Number'],
  ['amount', 'Amount'],
  ['date', 'Date'],
  ['checkbox', 'Yes / No'],
  ['select', 'Choice'],
  ['textarea', 'Long Text'],
  ['email', 'E-Mail'],
]);

// ---------------------------------------------------------------------------------------------------
// Field helpers
// ---------------------------------------------------------------------------------------------------

type Extra = Partial<Omit<FieldDef, 'key' | 'label' | 'type'>>;

const text = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'text',
  maxLength: 100,
  ...extra,
});
const required = (field: FieldDef): FieldDef => ({ ...field, required: true });
const textarea = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'textarea',
  ...extra,
});
const num = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'number',
  ...extra,
});
/**
 * A quantity of what the record's `uomField` lookup names (issue 14): entered, checked and shown with
 * that unit of measure's decimals.
 */
const quantity = (key: string, label: string, extra: Extra = {}): FieldDef =>
  num(key, label, { decimals: MAX_QUANTITY_DECIMALS, uomField: 'uomId', ...extra });
/** A percentage, to two decimals. */
const percent = (key: string, label: string): FieldDef => num(key, label, { min: 0, max: 100, decimals: 2 });
/** An amount: never negative (or, with `positive`, greater than zero). */
const amount = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'amount',
  ...(extra.positive ? {} : { min: 0 }),
  ...extra,
});
const checkbox = (key: string, label: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'checkbox',
  ...extra,
});
const select = (
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
const lookup = (key: string, label: string, module: string, extra: Extra = {}): FieldDef => ({
  key,
  label,
  type: 'lookup',
  lookup: { module, displayKey: 'name', ...(CARRIED[module] ? { carries: CARRIED[module] } : {}) },
  ...extra,
});

const name = (label = 'Name', maxLength = 100): FieldDef => required(text('name', label, { maxLength }));
const code = (label = 'Code', extra: Extra = {}): FieldDef =>
  text('code', label, { maxLength: 30, format: 'code', uppercase: true, ...extra });
const description = (): FieldDef => textarea('description', 'Description', { maxLength: 500 });
const active = (): FieldDef => checkbox('active', 'Active', { defaultValue: true });
const email = (key = 'email', label = 'E-Mail'): FieldDef => ({ key, label, type: 'email' });
const phone = (key = 'phone', label = 'Phone'): FieldDef =>
  text(key, label, { maxLength: 20, format: 'phone' });
const gstin = (): FieldDef => text('gstin', 'GSTIN', { maxLength: 15, format: 'gstin', uppercase: true });
const pan = (): FieldDef => text('pan', 'PAN', { maxLength: 10, format: 'pan', uppercase: true });
const state = (extra: Extra = {}): FieldDef => select('state', 'State', STATE_OPTIONS, extra);
const pincode = (): FieldDef => text('pincode', 'PIN Code', { maxLength: 6, format: 'pincode' });
const address = (): FieldDef[] => [
  textarea('address', 'Address', { maxLength: 500 }),
  text('city', 'City'),
  state(),
  pincode(),
];

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';
const numberOf = (value: unknown): number => (present(value) ? Number(value) : Number.NaN);
const isTrue = (value: unknown): boolean =>
  value === true || value === 'true' || value === 1 || value === '1';

/** minValue must not exceed maxValue when both are given. */
const minNotAboveMax: CrossFieldRule = {
  field: 'maxValue',
  message: 'Maximum Value must not be less than Minimum Value',
  valid: (record) => !(numberOf(record['minValue']) > numberOf(record['maxValue'])),
};

const upperText = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toUpperCase();

/** When both are given, the PAN must be the one inside the GSTIN (its characters 3 to 12). */
const panMatchesGstin: CrossFieldRule = {
  field: 'pan',
  message: 'PAN must match characters 3 to 12 of the GSTIN',
  valid: (record) => {
    const gst = upperText(record['gstin']);
    const panText = upperText(record['pan']);
    return gst.length !== 15 || panText === '' || gst.slice(2, 12) === panText;
  },
};

type RecordValues = Readonly<Record<string, unknown>>;

/** A rule whose check words its own message: `problem` gives it, or null when the record obeys. */
const problemRule = (field: string, problem: (record: RecordValues) => string | null): CrossFieldRule => ({
  field,
  message: (record) => String(problem(record)),
  valid: (record) => problem(record) === null,
});

/** A GSTIN rule: its state code (first two digits) must be the state of the address `stateOf` finds. */
const gstinMatchesState = (where: string, stateOf: (record: RecordValues) => unknown): CrossFieldRule =>
  problemRule('gstin', (record) =>
    gstinStateMismatch(upperText(record['gstin']), String(stateOf(record) ?? ''), where),
  );

/**
 * A party's billing address (decision 0515): the billing row marked default, else the first billing row;
 * undefined when it has none.
 */
function billingAddress(record: RecordValues): Record<string, unknown> | undefined {
  const addresses: unknown[] = Array.isArray(record['addresses']) ? record['addresses'] : [];
  const billing = addresses
    .map((row) => (typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {}))
    .filter((row) => row['addressType'] === 'BILLING');
  return billing.find((row) => isTrue(row['isDefault'])) ?? billing[0];
}

/** The GSTIN's state is the state of the party's billing address. */
const gstinMatchesBillingState = gstinMatchesState(
  'the billing address',
  (record) => billingAddress(record)?.['state'],
);

/** The GSTIN's state is the state of the record's own address (a branch, the organisation). */
const gstinMatchesOwnState = (where: string): CrossFieldRule =>
  gstinMatchesState(where, (record) => record['state']);

/**
 * A new staff user is saved with a password (decision 0517: refused without one, rather than forced to
 * choose one at first login); an update without one keeps the stored password.
 */
const passwordForNewUser: CrossFieldRule = {
  field: 'password',
  message: 'Password is required',
  valid: (record) => present(record['id']) || present(record['password']),
};

/** The password policy's second half: a password is not the username (in any letter case). */
const passwordNotUsername: CrossFieldRule = {
  field: 'password',
  message: 'Password must not be the username',
  valid: (record) =>
    !present(record['password']) || upperText(record['password']) !== upperText(record['username']),
};

/** A system config value has its key's type (decision 0516): the message names the key. */
const sysConfigValueOfItsType = problemRule('value', (record) =>
  sysConfigValueProblem(
    String(record['keyName'] ?? ''),
    typeof record['value'] === 'string' ? record['value'] : null,
  ),
);

const requiredWhen = (
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
// Module helpers
// ---------------------------------------------------------------------------------------------------

type Master = Omit<ModuleSpec, 'key' | 'kind' | 'route' | 'listColumns' | 'searchKeys' | 'sortKey'> &
  Partial<Pick<ModuleSpec, 'listColumns' | 'searchKeys' | 'sortKey'>> & { key: MasterKey };

/** A master: its route from `MASTER_ROUTES`, a name list by default. */
const master = (spec: Master): ModuleSpec => ({
  kind: 'master',
  route: MASTER_ROUTES[spec.key],
  listColumns: ['name', 'description', 'active'],
  searchKeys: ['name'],
  sortKey: 'name',
  uniqueKeys: ['name'],
  ...spec,
});

/** A small named list: name (unique), description, active. */
const simple = (
  key: MasterKey,
  label: string,
  apiPath: string,
  aclName: string,
  extra: Partial<Master> = {},
): ModuleSpec =>
  master({ key, label, apiPath, aclName, fields: [name(), description(), active()], ...extra });

/** A test-parameter master (purity, pH, moisture, solubility, stock parameters 4 to 9). */
const parameter = (
  key: MasterKey,
  label: string,
  apiPath: string,
  aclName: string,
  range: Extra = {},
): ModuleSpec =>
  master({
    key,
    label,
    apiPath,
    aclName,
    fields: [
      name(),
      num('minValue', 'Minimum Value', range),
      num('maxValue', 'Maximum Value', range),
      text('unit', 'Unit', { maxLength: 20 }),
      description(),
      active(),
    ],
    listColumns: ['name', 'minValue', 'maxValue', 'unit', 'active'],
    rules: [minNotAboveMax],
  });

/** The select options naming catalogue modules; filled once every module is known (below). */
const MODULE_OPTIONS: FieldOption[] = [];
const moduleName = (label = 'Module'): FieldDef => required(select('moduleName', label, MODULE_OPTIONS));

// ---------------------------------------------------------------------------------------------------
// Child tables
// ---------------------------------------------------------------------------------------------------

const PARTY_ADDRESSES: ChildTableDef = {
  key: 'addresses',
  label: 'Addresses',
  fields: [
    required(
      select(
        'addressType',
        'Address Type',
        choices([
          ['BILLING', 'Billing'],
          ['SHIPPING', 'Shipping'],
          ['FACTORY', 'Factory'],
          ['OFFICE', 'Office'],
        ]),
        { defaultValue: 'BILLING' },
      ),
    ),
    required(
      text('line1', 'Address Line 1', { maxLength: 200, errorCode: RESPONSE_CODES.ADDRESS_INCOMPLETE }),
    ),
    text('line2', 'Address Line 2', { maxLength: 200 }),
    required(text('city', 'City', { errorCode: RESPONSE_CODES.CITY_NOT_FOUND })),
    required(state({ errorCode: RESPONSE_CODES.STATE_NOT_FOUND })),
    pincode(),
    required(
      text('country', 'Country', { defaultValue: 'India', errorCode: RESPONSE_CODES.COUNTRY_NOT_FOUND }),
    ),
    checkbox('isDefault', 'Default Address'),
  ],
  listColumns: ['addressType', 'line1', 'city', 'state', 'pincode'],
};

const PARTY_CONTACTS: ChildTableDef = {
  key: 'contacts',
  label: 'Contacts',
  fields: [
    required(text('name', 'Name')),
    required(
      select(
        'contactCategory',
        'Contact Category',
        choices([
          ['OWNER', 'Owner / Director'],
          ['PURCHASE', 'Purchase'],
          ['SALES', 'Sales'],
          ['ACCOUNTS', 'Accounts'],
          ['DISPATCH', 'Dispatch / Logistics'],
          ['QUALITY', 'Quality'],
        ]),
        { errorCode: RESPONSE_CODES.CONTACT_CATEGORY_NOT_FOUND },
      ),
    ),
    text('designation', 'Designation'),
    phone(),
    email(),
    checkbox('isPrimary', 'Primary Contact'),
  ],
  listColumns: ['name', 'contactCategory', 'phone', 'email'],
};

const PARTY_BANK_ACCOUNTS: ChildTableDef = {
  key: 'bankAccounts',
  label: 'Bank Accounts',
  fields: [
    required(text('bankName', 'Bank Name')),
    required(text('accountNumber', 'Account Number', { maxLength: 18, format: 'code' })),
    required(text('ifsc', 'IFSC', { maxLength: 11, format: 'ifsc', uppercase: true })),
    text('branchName', 'Branch'),
  ],
  listColumns: ['bankName', 'accountNumber', 'ifsc'],
};

const BOM_LINES: ChildTableDef = {
  key: 'lines',
  label: 'BOM Lines',
  minRows: 1,
  fields: [
    required(lookup('inputItemId', 'Input Item', 'item')),
    required(quantity('quantity', 'Quantity', { positive: true })),
    required(lookup('uomId', 'Unit of Measure', 'uom')),
    lookup('outputItemId', 'Output Item', 'item'),
    percent('yieldPercent', 'Yield %'),
    percent('wastagePercent', 'Wastage %'),
  ],
  listColumns: ['inputItemId', 'quantity', 'uomId', 'outputItemId', 'yieldPercent', 'wastagePercent'],
  rules: [
    {
      field: 'wastagePercent',
      message: 'Yield % and Wastage % together must not exceed 100',
      valid: (row) => !(numberOf(row['yieldPercent']) + numberOf(row['wastagePercent']) > 100),
    },
  ],
};

const FIELD_DETAILS: ChildTableDef = {
  key: 'fieldDetails',
  label: 'Fields',
  minRows: 1,
  fields: [
    required(text('fieldKeyName', 'Field Key', { format: 'key' })),
    text('fieldLabel', 'Field Label'),
    checkbox('isRequired', 'Required'),
    checkbox('isVisible', 'Visible', { defaultValue: true }),
  ],
  listColumns: ['fieldKeyName', 'fieldLabel', 'isRequired', 'isVisible'],
};

// ---------------------------------------------------------------------------------------------------
// The masters of spec §1
// ---------------------------------------------------------------------------------------------------

const MASTERS: readonly ModuleSpec[] = [
  master({
    key: 'party',
    label: 'Business Partner',
    apiPath: 'party',
    aclName: 'party',
    largeList: true,
    fields: [
      required(text('companyName', 'Company Name', { maxLength: 150 })),
      required(lookup('partyTypeId', 'Party Type', 'partyType')),
      lookup('categoryTypeId', 'Category Type', 'categoryType', {
        lookup: { module: 'categoryType', displayKey: 'name', filter: { appliesTo: 'PARTY' } },
      }),
      checkbox('isCustomer', 'Customer'),
      checkbox('isSupplier', 'Supplier'),
      gstin(),
      pan(),
      text('contactPerson', 'Contact Person'),
      phone(),
      email(),
      num('creditDays', 'Credit Days', { integer: true, min: 0, max: 365 }),
      amount('creditLimit', 'Credit Limit'),
      text('vendorCode', 'Vendor Code', { maxLength: 30 }),
      lookup('zoneId', 'Zone', 'zone'),
      active(),
    ],
    children: [PARTY_ADDRESSES, PARTY_CONTACTS, PARTY_BANK_ACCOUNTS],
    listColumns: ['companyName', 'partyTypeId', 'gstin', 'phone', 'email', 'active'],
    searchKeys: ['companyName', 'gstin', 'contactPerson', 'phone'],
    sortKey: 'companyName',
    uniqueKeys: ['companyName'],
    rules: [panMatchesGstin, gstinMatchesBillingState],
  }),
  simple('partyType', 'Party Type', 'partyType', 'partyType'),
  master({
    key: 'categoryType',
    label: 'Category Type',
    apiPath: 'partyTypeCategory',
    aclName: 'categoryType',
    fields: [
      name(),
      required(
        select(
          'appliesTo',
          'Applies To',
          choices([
            ['ITEM', 'Items'],
            ['PARTY', 'Business Partners'],
          ]),
          { defaultValue: 'ITEM' },
        ),
      ),
      description(),
      active(),
    ],
    listColumns: ['name', 'appliesTo', 'active'],
    uniqueKeys: ['name', 'appliesTo'],
    duplicateCode: RESPONSE_CODES.ITEM_CATEGORY_EXISTS,
    notFoundCode: RESPONSE_CODES.ITEM_CATEGORY_NOT_FOUND,
  }),
  master({
    key: 'item',
    label: 'Item',
    apiPath: 'chemical/item',
    aclName: 'chemical/item',
    largeList: true,
    fields: [
      required(code('Item Code', { errorCode: RESPONSE_CODES.ITEM_CODE_NOT_FOUND })),
      name('Item Name', 150),
      required(
        lookup('categoryId', 'Category', 'categoryType', {
          lookup: { module: 'categoryType', displayKey: 'name', filter: { appliesTo: 'ITEM' } },
          errorCode: RESPONSE_CODES.ITEM_CATEGORY_REQUIRED,
        }),
      ),
      lookup('productTypeId', 'Product Type', 'productType'),
      required(lookup('uomId', 'Unit of Measure', 'uom', { errorCode: RESPONSE_CODES.ITEM_UOM_REQUIRED })),
      text('hsnCode', 'HSN Code', { maxLength: 8, format: 'hsn' }),
      required(
        select('purchaseGstRate', 'Purchase GST Rate', GST_RATES, {
          errorCode: RESPONSE_CODES.ITEM_PURCHASE_GST_RATE_REQUIRED,
        }),
      ),
      required(
        select('saleGstRate', 'Sale GST Rate', GST_RATES, {
          errorCode: RESPONSE_CODES.ITEM_SALE_GST_RATE_REQUIRED,
        }),
      ),
      required(
        amount('purchasePrice', 'Purchase Price', {
          positive: true,
          errorCode: RESPONSE_CODES.ITEM_PURCHASE_PRICE_NOT_POSITIVE,
        }),
      ),
      required(
        amount('salePrice', 'Sale Price', {
          positive: true,
          errorCode: RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE,
        }),
      ),
      required(
        quantity('reorderLevel', 'Reorder Level', {
          positive: true,
          errorCode: RESPONSE_CODES.ITEM_REORDER_LEVEL_NOT_POSITIVE,
        }),
      ),
      num('denier', 'Denier', { min: 0, max: 20000, decimals: 2 }),
      num('gsm', 'GSM', { min: 0, max: 2000, decimals: 2 }),
      num('width', 'Width (inch)', { min: 0, max: 500, decimals: 2 }),
      text('colour', 'Colour', { maxLength: 50 }),
      description(),
      { key: 'image', label: 'Picture', type: 'file', accept: IMAGE_TYPES },
      active(),
    ],
    listColumns: ['code', 'name', 'categoryId', 'uomId', 'hsnCode', 'salePrice', 'active'],
    searchKeys: ['code', 'name', 'hsnCode'],
    uniqueKeys: ['code'],
    related: ['productCode'],
    duplicateCode: RESPONSE_CODES.ITEM_CODE_EXISTS,
    notFoundCode: RESPONSE_CODES.ITEM_CODE_NOT_FOUND,
  }),
  simple('productType', 'Product Type', 'chemical/productType', 'productType'),
  master({
    key: 'productCode',
    label: 'Product Code Series',
    apiPath: 'chemical/productCodeConfig',
    aclName: 'productCodeModule',
    fields: [
      name(),
      required(text('prefix', 'Prefix', { maxLength: 10, format: 'code', uppercase: true })),
      lookup('productTypeId', 'Product Type', 'productType'),
      required(num('startNumber', 'Start Number', { integer: true, min: 1, defaultValue: 1 })),
      required(num('digits', 'Digits', { integer: true, min: 1, max: 10, defaultValue: 4 })),
      select(
        'separator',
        'Separator',
        choices([
          ['-', 'Hyphen (-)'],
          ['/', 'Slash (/)'],
        ]),
      ),
      active(),
    ],
    listColumns: ['name', 'prefix', 'productTypeId', 'startNumber', 'active'],
    searchKeys: ['name', 'prefix'],
    uniqueKeys: ['prefix'],
  }),
  master({
    key: 'partCode',
    label: 'Part Code',
    apiPath: 'chemical/partCodeConfig',
    aclName: 'chemical/partCodeConfig',
    fields: [required(code('Part Code')), name(), lookup('itemId', 'Item', 'item'), description(), active()],
    listColumns: ['code', 'name', 'itemId', 'active'],
    searchKeys: ['code', 'name'],
    uniqueKeys: ['code'],
  }),
  master({
    key: 'bom',
    label: 'Bill of Material',
    apiPath: 'chemical/bom',
    aclName: 'chemical/bom',
    fields: [
      name('BOM Name', 150),
      code('BOM Code'),
      required(lookup('outputItemId', 'Output Item', 'item')),
      required(quantity('outputQuantity', 'Output Quantity', { positive: true })),
      required(lookup('uomId', 'Unit of Measure', 'uom')),
      lookup('processId', 'Process', 'process'),
      checkbox('isDefault', 'Default BOM for the item'),
      textarea('remarks', 'Remarks', { maxLength: 500 }),
      active(),
    ],
    children: [BOM_LINES],
    listColumns: ['name', 'outputItemId', 'outputQuantity', 'uomId', 'active'],
    searchKeys: ['name', 'code'],
    rules: [
      {
        field: 'lines',
        message: 'The output item cannot also be an input of its own bill of material',
        valid: (record) => {
          const lines = record['lines'];
          const output = numberOf(record['outputItemId']);
          return (
            !Array.isArray(lines) ||
            !lines.some(
              (line: unknown) =>
                numberOf((line as Record<string, unknown> | null)?.['inputItemId']) === output,
            )
          );
        },
      },
    ],
  }),
  master({
    key: 'mould',
    label: 'Mould',
    apiPath: 'chemical/mould',
    aclName: 'chemical/mould',
    fields: [
      name('Mould Number'),
      required(lookup('mouldNameId', 'Mould Name', 'mouldName')),
      required(lookup('mouldTypeId', 'Mould Type', 'mouldType')),
      lookup('itemId', 'Item Produced', 'item'),
      required(num('cavities', 'Cavities', { integer: true, min: 1, defaultValue: 1 })),
      num('cycleTimeSeconds', 'Cycle Time (s)', { min: 0 }),
      num('shotWeightGrams', 'Shot Weight (g)', { min: 0 }),
      text('manufacturer', 'Manufacturer'),
      active(),
    ],
    listColumns: ['name', 'mouldNameId', 'mouldTypeId', 'itemId', 'cavities', 'active'],
  }),
  simple('mouldName', 'Mould Name', 'chemical/mouldName', 'mouldName'),
  simple('mouldType', 'Mould Type', 'chemical/mouldType', 'mouldType'),
  master({
    key: 'supportingMaterial',
    label: 'Supporting Material',
    apiPath: 'chemical/supportingMaterial',
    aclName: 'chemical/supportingMaterial',
    fields: [
      name(),
      code(),
      required(lookup('uomId', 'Unit of Measure', 'uom')),
      amount('rate', 'Rate'),
      quantity('reorderLevel', 'Reorder Level', { min: 0 }),
      description(),
      active(),
    ],
    listColumns: ['name', 'code', 'uomId', 'rate', 'active'],
    searchKeys: ['name', 'code'],
  }),
  master({
    key: 'costHead',
    label: 'Cost Head',
    apiPath: 'chemical/costHead',
    aclName: 'chemical/costHead',
    fields: [
      name(),
      required(
        select(
          'costType',
          'Cost Type',
          choices([
            ['DIRECT', 'Direct'],
            ['INDIRECT', 'Indirect'],
            ['OVERHEAD', 'Overhead'],
          ]),
          { defaultValue: 'DIRECT' },
        ),
      ),
      description(),
      active(),
    ],
    listColumns: ['name', 'costType', 'active'],
  }),
  master({
    key: 'uom',
    label: 'Unit of Measure',
    apiPath: 'uom',
    aclName: 'uom',
    fields: [
      name('Name', 50),
      select('uqc', 'GST Unit Code (UQC)', UQC_OPTIONS),
      // Issue 14: the decimals its quantities take (NOS 0, KGS 3); decision 0607 on the default.
      num('decimals', 'Decimals', {
        integer: true,
        min: 0,
        max: MAX_QUANTITY_DECIMALS,
        defaultValue: MAX_QUANTITY_DECIMALS,
      }),
      description(),
    ],
    listColumns: ['name', 'uqc', 'decimals', 'description'],
    duplicateCode: RESPONSE_CODES.UOM_EXISTS,
    notFoundCode: RESPONSE_CODES.UOM_NOT_FOUND,
  }),
  simple('segment', 'Segment', 'segment', 'segment'),
  master({
    key: 'process',
    label: 'Process',
    apiPath: 'chemical/process',
    aclName: 'chemical/process',
    fields: [
      name(),
      lookup('processTypeId', 'Process Type', 'processType'),
      lookup('departmentId', 'Department', 'department'),
      num('sequence', 'Sequence', { integer: true, min: 1 }),
      description(),
      active(),
    ],
    listColumns: ['name', 'processTypeId', 'departmentId', 'sequence', 'active'],
  }),
  simple('processType', 'Process Type', 'processType', 'processType'),
  master({
    key: 'stockArea',
    label: 'Stock Area',
    apiPath: 'chemical/stockArea',
    aclName: 'chemical/stockArea',
    fields: [
      name(),
      code(),
      lookup('departmentId', 'Department', 'department'),
      lookup('locationId', 'Location', 'location'),
      description(),
      active(),
    ],
    listColumns: ['name', 'code', 'departmentId', 'locationId', 'active'],
    searchKeys: ['name', 'code'],
  }),
  master({
    key: 'department',
    label: 'Department',
    apiPath: 'chemical/department',
    aclName: 'chemical/department',
    fields: [name(), code(), description(), active()],
    listColumns: ['name', 'code', 'active'],
    searchKeys: ['name', 'code'],
  }),
  simple('zone', 'Zone', 'zone', 'zone'),
  master({
    key: 'machine',
    label: 'Machine',
    apiPath: 'chemical/machine',
    aclName: 'chemical/machine',
    fields: [
      name('Machine Name'),
      required(code('Machine Code')),
      required(select('machineType', 'Machine Type', MACHINE_TYPES)),
      required(lookup('departmentId', 'Department', 'department')),
      num('capacity', 'Capacity', { positive: true }),
      lookup('capacityUomId', 'Capacity Unit', 'uom'),
      checkbox('isLoom', 'Is Loom'),
      num('shuttleCount', 'Shuttle Count', { integer: true, min: 2, max: 12 }),
      num('loomWidth', 'Loom Width (inch)', { positive: true, max: 200 }),
      text('manufacturer', 'Manufacturer'),
      { key: 'installationDate', label: 'Installation Date', type: 'date' },
      active(),
    ],
    listColumns: ['code', 'name', 'machineType', 'departmentId', 'capacity', 'active'],
    searchKeys: ['name', 'code'],
    uniqueKeys: ['code'],
    rules: [
      requiredWhen('shuttleCount', 'Shuttle Count', (m) => isTrue(m['isLoom']), 'for a loom'),
      requiredWhen('loomWidth', 'Loom Width (inch)', (m) => isTrue(m['isLoom']), 'for a loom'),
      requiredWhen(
        'capacityUomId',
        'Capacity Unit',
        (m) => present(m['capacity']),
        'when a capacity is given',
      ),
    ],
  }),
  master({
    key: 'packing',
    label: 'Packing',
    apiPath: 'chemical/packing',
    aclName: 'chemical/packing',
    fields: [
      required(text('packingType', 'Packing Type')),
      num('capacity', 'Capacity', { positive: true }),
      lookup('capacityUomId', 'Capacity Unit', 'uom'),
      num('tareWeight', 'Tare Weight (kg)', { min: 0 }),
      description(),
      active(),
    ],
    listColumns: ['packingType', 'capacity', 'capacityUomId', 'tareWeight', 'active'],
    searchKeys: ['packingType'],
    sortKey: 'packingType',
    uniqueKeys: ['packingType'],
  }),
  master({
    key: 'transport',
    label: 'Transport',
    apiPath: 'chemical/transport',
    aclName: 'chemical/transport',
    fields: [
      name('Transporter Name', 150),
      text('transporterId', 'Transporter ID (GSTIN)', { maxLength: 15, format: 'gstin', uppercase: true }),
      text('contactPerson', 'Contact Person'),
      phone(),
      email(),
      textarea('address', 'Address', { maxLength: 500 }),
      active(),
    ],
    listColumns: ['name', 'transporterId', 'phone', 'active'],
    searchKeys: ['name', 'transporterId', 'phone'],
  }),
  master({
    key: 'freight',
    label: 'Freight',
    apiPath: 'chemical/freight',
    aclName: 'chemical/freight',
    fields: [
      name(),
      lookup('transportId', 'Transporter', 'transport'),
      required(
        select(
          'basis',
          'Rate Basis',
          choices([
            ['PER_KG', 'Per kg'],
            ['PER_BAG', 'Per bag'],
            ['PER_TONNE', 'Per tonne'],
            ['PER_TRIP', 'Per trip'],
          ]),
        ),
      ),
      required(amount('rate', 'Rate')),
      text('fromCity', 'From City'),
      text('toCity', 'To City'),
      textarea('remarks', 'Remarks', { maxLength: 500 }),
      active(),
    ],
    listColumns: ['name', 'transportId', 'basis', 'rate', 'active'],
  }),
  master({
    key: 'location',
    label: 'Location',
    apiPath: 'erp/location',
    aclName: 'erp/location',
    fields: [name(), code(), lookup('branchId', 'Branch', 'branch'), ...address(), active()],
    listColumns: ['name', 'code', 'branchId', 'city', 'active'],
    searchKeys: ['name', 'code', 'city'],
  }),
  master({
    key: 'rack',
    label: 'Rack',
    apiPath: 'erp/rack',
    aclName: 'erp/rack',
    fields: [
      name(),
      code(),
      required(lookup('locationId', 'Location', 'location')),
      lookup('stockAreaId', 'Stock Area', 'stockArea'),
      num('capacity', 'Capacity', { min: 0 }),
      description(),
      active(),
    ],
    listColumns: ['name', 'code', 'locationId', 'stockAreaId', 'active'],
    searchKeys: ['name', 'code'],
    uniqueKeys: ['name', 'locationId'],
  }),
  master({
    key: 'branch',
    label: 'Branch',
    apiPath: 'erp/branch',
    aclName: 'erp/branch',
    fields: [name(), code(), gstin(), ...address(), phone(), email(), active()],
    listColumns: ['name', 'code', 'gstin', 'city', 'active'],
    searchKeys: ['name', 'code', 'gstin', 'city'],
    rules: [gstinMatchesOwnState("the branch's address")],
  }),
  master({
    key: 'customField',
    label: 'Custom Field',
    apiPath: 'customField',
    aclName: 'customField',
    fields: [
      name('Label'),
      required(text('fieldKey', 'Field Key', { maxLength: 50, format: 'key' })),
      required(select('fieldType', 'Field Type', CUSTOM_FIELD_TYPES, { defaultValue: 'text' })),
      textarea('options', 'Choices (comma separated)', { maxLength: 1000 }),
      checkbox('required', 'Required'),
      active(),
    ],
    listColumns: ['name', 'fieldKey', 'fieldType', 'required', 'active'],
    searchKeys: ['name', 'fieldKey'],
    uniqueKeys: ['fieldKey'],
    rules: [
      requiredWhen(
        'options',
        'Choices (comma separated)',
        (f) => f['fieldType'] === 'select',
        'for a choice field',
      ),
    ],
  }),
  master({
    key: 'moduleCustomField',
    label: 'Module Custom Field',
    apiPath: 'moduleCustomField',
    aclName: 'moduleCustomField',
    fields: [
      moduleName(),
      required(lookup('customFieldId', 'Custom Field', 'customField')),
      num('sequence', 'Sequence', { integer: true, min: 1 }),
      checkbox('required', 'Required'),
      active(),
    ],
    listColumns: ['moduleName', 'customFieldId', 'sequence', 'required', 'active'],
    searchKeys: ['moduleName'],
    sortKey: 'moduleName',
    uniqueKeys: ['moduleName', 'customFieldId'],
  }),
  master({
    key: 'customParam',
    label: 'Quality Parameter',
    apiPath: 'customParam',
    aclName: 'customParam',
    fields: [
      name(),
      text('unit', 'Unit', { maxLength: 20 }),
      num('minValue', 'Minimum Value'),
      num('maxValue', 'Maximum Value'),
      text('testMethod', 'Test Method'),
      lookup('productTypeId', 'Product Type', 'productType'),
      active(),
    ],
    listColumns: ['name', 'unit', 'minValue', 'maxValue', 'active'],
    rules: [minNotAboveMax],
    related: ['purity', 'ph', 'moisture', 'solubility', ...[4, 5, 6, 7, 8, 9].map((n) => `stockParam${n}`)],
  }),
  parameter('purity', 'Purity', 'chemical/purity', 'purity', { min: 0, max: 100 }),
  parameter('ph', 'pH', 'chemical/ph', 'chemical/ph', { min: 0, max: 14 }),
  parameter('moisture', 'Moisture', 'chemical/moisture', 'moisture', {
    min: 0,
    max: 100,
  }),
  parameter('solubility', 'Solubility', 'chemical/solubility', 'solubility'),
  ...([4, 5, 6, 7, 8, 9] as const).map((n) =>
    parameter(
      `stockParam${n}` as const,
      `Stock Parameter ${n}`,
      `chemical/stockParam${n}`,
      `chemical/stockParam${n}`,
    ),
  ),
  master({
    key: 'funnelStage',
    label: 'Funnel Stage',
    apiPath: 'crm/funnelStage',
    aclName: 'crm/funnelStage',
    fields: [
      name(),
      required(num('sequence', 'Sequence', { integer: true, min: 1 })),
      percent('probability', 'Win Probability (%)'),
      description(),
      active(),
    ],
    listColumns: ['name', 'sequence', 'probability', 'active'],
    related: ['funnelSource', 'funnelType'],
  }),
  simple('funnelSource', 'Funnel Source', 'crm/funnelReference', 'funnelSource'),
  simple('funnelType', 'Funnel Type', 'crm/funnelType', 'funnelType'),
  master({
    key: 'crmActivity',
    label: 'CRM Activity',
    apiPath: 'crm/activity',
    aclName: 'crm/activity',
    fields: [
      name(),
      required(
        select(
          'activityType',
          'Activity Type',
          choices([
            ['CALL', 'Call'],
            ['MEETING', 'Meeting'],
            ['EMAIL', 'E-Mail'],
            ['VISIT', 'Visit'],
            ['DEMO', 'Demo / Sample'],
            ['FOLLOW_UP', 'Follow-up'],
          ]),
        ),
      ),
      description(),
      active(),
    ],
    listColumns: ['name', 'activityType', 'active'],
  }),
  master({
    key: 'messageTemplate',
    label: 'Message Template',
    apiPath: 'chemical/smsTemplate',
    aclName: 'chemical/smsTemplate',
    fields: [
      name(),
      required(
        select(
          'channel',
          'Channel',
          choices([
            ['SMS', 'SMS'],
            ['EMAIL', 'E-Mail'],
            ['WHATSAPP', 'WhatsApp'],
          ]),
          { defaultValue: 'SMS' },
        ),
      ),
      text('subject', 'Subject', { maxLength: 200 }),
      required(textarea('body', 'Message', { maxLength: 2000 })),
      active(),
    ],
    listColumns: ['name', 'channel', 'subject', 'active'],
    searchKeys: ['name', 'subject'],
    rules: [requiredWhen('subject', 'Subject', (t) => t['channel'] === 'EMAIL', 'for an e-mail')],
  }),
  master({
    key: 'printTemplate',
    label: 'Print Template',
    apiPath: 'templateConfig',
    aclName: 'templateConfig',
    fields: [
      name(),
      moduleName('Document'),
      required(
        select(
          'paperSize',
          'Paper Size',
          choices([
            ['A4', 'A4'],
            ['A5', 'A5'],
            ['LETTER', 'Letter'],
          ]),
          { defaultValue: 'A4' },
        ),
      ),
      required(
        select(
          'orientation',
          'Orientation',
          choices([
            ['PORTRAIT', 'Portrait'],
            ['LANDSCAPE', 'Landscape'],
          ]),
          { defaultValue: 'PORTRAIT' },
        ),
      ),
      { key: 'headerImage', label: 'Header Image', type: 'file' },
      required(textarea('content', 'Template', { maxLength: 100000 })),
      active(),
    ],
    listColumns: ['name', 'moduleName', 'paperSize', 'active'],
    searchKeys: ['name', 'moduleName'],
  }),
];

// ---------------------------------------------------------------------------------------------------
// Settings entities
// ---------------------------------------------------------------------------------------------------

const settings = (spec: Omit<ModuleSpec, 'kind'>): ModuleSpec => ({ kind: 'settings', ...spec });

const SETTINGS: readonly ModuleSpec[] = [
  settings({
    key: 'staff',
    label: 'Staff',
    apiPath: 'staff',
    aclName: 'staff',
    route: '/module/user',
    fields: [
      required(text('firstname', 'First Name', { maxLength: 50 })),
      text('lastname', 'Last Name', { maxLength: 50 }),
      required(text('username', 'Username', { maxLength: 50, format: 'code' })),
      email(),
      phone(),
      {
        key: 'password',
        label: 'Password',
        type: 'password',
        maxLength: 200,
        format: 'password',
        hint: PASSWORD_POLICY.hint,
      },
      required(lookup('roleId', 'Role', 'role')),
      lookup('departmentId', 'Department', 'department'),
      active(),
    ],
    listColumns: ['firstname', 'lastname', 'username', 'roleId', 'active'],
    searchKeys: ['firstname', 'lastname', 'username', 'email'],
    sortKey: 'firstname',
    uniqueKeys: ['username'],
    rules: [passwordForNewUser, passwordNotUsername],
  }),
  settings({
    key: 'role',
    label: 'Role',
    apiPath: 'role',
    aclName: 'role',
    route: '/module/role',
    fields: [name(), description(), active()],
    listColumns: ['name', 'description', 'active'],
    searchKeys: ['name'],
    sortKey: 'name',
    uniqueKeys: ['name'],
  }),
  settings({
    key: 'sysConfig',
    label: 'System Configuration',
    apiPath: 'sysConfig',
    aclName: 'sysConfig',
    route: '/module/sysConfig',
    fields: [
      required(text('keyName', 'Key')),
      text('value', 'Value', { maxLength: 1000 }),
      textarea('description', 'Description', { maxLength: 500 }),
    ],
    listColumns: ['keyName', 'value', 'description'],
    searchKeys: ['keyName', 'value'],
    sortKey: 'keyName',
    uniqueKeys: ['keyName'],
    rules: [sysConfigValueOfItsType],
  }),
  settings({
    key: 'labelConfig',
    label: 'Label Configuration',
    apiPath: 'labelConfig',
    aclName: 'labelConfig',
    route: '/module/labelConfig',
    fields: [required(text('keyName', 'Key')), required(text('labelName', 'Label', { maxLength: 200 }))],
    listColumns: ['keyName', 'labelName'],
    searchKeys: ['keyName', 'labelName'],
    sortKey: 'keyName',
    uniqueKeys: ['keyName'],
  }),
  settings({
    key: 'moduleFieldConfig',
    label: 'Module Param Config',
    apiPath: 'chemical/formConfig',
    aclName: 'chemical/formConfig',
    route: '/module/moduleFieldConfig',
    fields: [moduleName()],
    children: [FIELD_DETAILS],
    listColumns: ['moduleName'],
    searchKeys: ['moduleName'],
    sortKey: 'moduleName',
    uniqueKeys: ['moduleName'],
  }),
  settings({
    key: 'acl',
    label: 'ACL Config',
    apiPath: 'acl',
    aclName: 'acl',
    route: '/module/aclConfig',
    fields: [
      required(lookup('roleId', 'Role', 'role')),
      required(text('moduleAPI', 'Module')),
      text('displayName', 'Display Name'),
      required(
        select(
          'view',
          'View',
          choices([
            [ACL_VIEW.ALLOWED, 'Allowed'],
            [ACL_VIEW.DENIED, 'Not allowed'],
          ]),
          { defaultValue: ACL_VIEW.ALLOWED },
        ),
      ),
      select(
        'mode',
        'Mode',
        choices([
          [ACL_MODES.READ, 'View only'],
          [ACL_MODES.WRITE, 'View and edit'],
        ]),
        { defaultValue: ACL_MODES.READ },
      ),
    ],
    listColumns: ['roleId', 'moduleAPI', 'displayName', 'view', 'mode'],
    searchKeys: ['moduleAPI', 'displayName'],
    sortKey: 'moduleAPI',
    uniqueKeys: ['roleId', 'moduleAPI'],
  }),
  settings({
    key: 'organization',
    label: 'Organisation',
    apiPath: 'organization',
    aclName: 'organization',
    route: '/module/org-profile',
    fields: [
      name('Organisation Name', 150),
      text('legalName', 'Legal Name', { maxLength: 200 }),
      gstin(),
      pan(),
      ...address(),
      phone(),
      email(),
      text('website', 'Website', { maxLength: 200, format: 'url' }),
      { key: 'logo', label: 'Logo', type: 'file' },
    ],
    listColumns: ['name', 'gstin', 'city'],
    searchKeys: ['name'],
    sortKey: 'name',
    rules: [panMatchesGstin, gstinMatchesOwnState("the organisation's address")],
  }),
  settings({
    key: 'emailUserConfig',
    label: 'User Profile',
    apiPath: 'chemical/emailUserConfig',
    aclName: 'emailUserConfig',
    route: '/module/user-profile',
    fields: [
      required({
        ...email('email', 'E-Mail'),
        placeholder: 'Enter E-Mail Address',
        requiredMessage: 'This field is required',
      }),
      required({
        key: 'password',
        label: 'Password',
        type: 'password',
        placeholder: 'Enter Password',
        requiredMessage: 'This field is required',
      }),
    ],
    // Spec §3: "User profile field config: user, email, password, partner".
    displayFields: [
      { key: 'user', label: 'User' },
      { key: 'partner', label: 'Partner' },
    ],
    listColumns: ['email'],
    searchKeys: ['email'],
    sortKey: 'email',
  }),
];

const SPECS: readonly ModuleSpec[] = [...MASTERS, ...SETTINGS];
MODULE_OPTIONS.push(...SPECS.map((spec) => ({ value: spec.key, label: spec.label })));

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

/** The catalogue module served under this API path (a leading /api/v1/ is ignored), or undefined. */
export function moduleByApiPath(apiPath: string): ModuleDef | undefined {
  const path = apiPath.replace(/^\/?api\/v1\//, '').replace(/\/+$/, '');
  return MODULES.find((module) => module.apiPath === path);
}
