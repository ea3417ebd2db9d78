import { RESPONSE_CODES } from '../../errors/codes.ts';
import type { ChildTableDef, ModuleSpec } from '../fields.ts';
import {
  active,
  amount,
  checkbox,
  choices,
  description,
  email,
  gstin,
  gstinMatchesState,
  isTrue,
  lookup,
  master,
  name,
  num,
  pan,
  panMatchesGstin,
  phone,
  pincode,
  problemRule,
  type RecordValues,
  required,
  select,
  simple,
  state,
  text,
} from './helpers.ts';

/* Business partners (customers and suppliers), their types and the categories of items and partners. */

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

/** How a party is registered under GST, as the master offers it (the domain's `GST_REGISTRATION_TYPES`, issue 41). */
const REGISTRATIONS: readonly (readonly [string, string])[] = [
  ['REGULAR', 'Regular'],
  ['COMPOSITION', 'Composition'],
  ['UNREGISTERED', 'Unregistered'],
  ['SEZ', 'SEZ Unit or Developer'],
  ['OVERSEAS', 'Overseas'],
  ['DEEMED_EXPORT', 'Deemed Export (EOU, Advance Authorisation)'],
];

/** Registered under GST, so with a GSTIN; an unregistered person or a buyer abroad has none. */
const REGISTERED: ReadonlySet<unknown> = new Set(['REGULAR', 'COMPOSITION', 'SEZ', 'DEEMED_EXPORT']);

/** A registration chosen agrees with the GSTIN: a registered party has one, the others none. */
function registrationProblem(record: RecordValues): string | null {
  const chosen = REGISTRATIONS.find(([type]) => type === record['gstRegistrationType']);
  if (!chosen) return null;
  const [type, label] = chosen;
  const hasGstin = typeof record['gstin'] === 'string' && record['gstin'].trim() !== '';
  if (REGISTERED.has(type)) return hasGstin ? null : `GSTIN is required for a party registered as ${label}.`;
  return hasGstin
    ? `A party registered as ${label} has no GSTIN: clear the GSTIN or choose how it is registered.`
    : null;
}

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

export const PARTY: ModuleSpec = master({
  key: 'party',
  label: 'Business Partner',
  apiPath: 'party',
  aclName: 'party',
  largeList: true,
  // Spec §7's select lists of customers and suppliers (the documents' party pickers, issue 16).
  lists: [
    { path: 'getCustomers', where: { isCustomer: true } },
    { path: 'getCustomersList', where: { isCustomer: true } },
    { path: 'getSuppliers', where: { isSupplier: true } },
    { path: 'getSuppliersList', where: { isSupplier: true } },
  ],
  fields: [
    required(text('companyName', 'Company Name', { maxLength: 150 })),
    required(lookup('partyTypeId', 'Party Type', 'partyType')),
    lookup('categoryTypeId', 'Category Type', 'categoryType', {
      lookup: { module: 'categoryType', displayKey: 'name', filter: { appliesTo: 'PARTY' } },
    }),
    checkbox('isCustomer', 'Customer'),
    checkbox('isSupplier', 'Supplier'),
    gstin(),
    select('gstRegistrationType', 'GST Registration Type', choices(REGISTRATIONS)),
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
  rules: [panMatchesGstin, gstinMatchesBillingState, problemRule('gstin', registrationProblem)],
});

export const PARTY_TYPE: ModuleSpec = simple('partyType', 'Party Type', 'partyType', 'partyType');

export const CATEGORY_TYPE: ModuleSpec = master({
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
});
