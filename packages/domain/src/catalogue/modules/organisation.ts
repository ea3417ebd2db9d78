import type { CrossFieldRule, FieldDef, ModuleSpec } from '../fields.ts';
import { invoiceSeriesProblem, SERIES_SAMPLE_DATE } from '../../invoicing/series.ts';
import {
  active,
  address,
  code,
  description,
  email,
  gstin,
  gstinMatchesOwnState,
  master,
  name,
  pan,
  panMatchesGstin,
  phone,
  required,
  settings,
  simple,
  text,
} from './helpers.ts';

/* The organisation and how it is divided: departments, zones, branches. */

/** Why a branch's invoice series breaks GST rule 46 (decision 1360); null when it keeps it or is empty. */
const seriesProblemOf = (record: Readonly<Record<string, unknown>>): string | null => {
  const prefix = typeof record['invoicePrefix'] === 'string' ? record['invoicePrefix'].trim() : '';
  return prefix === '' ? null : invoiceSeriesProblem(prefix, SERIES_SAMPLE_DATE);
};

/** A branch's invoice series keeps GST rule 46 before any invoice takes a number from it (decision 1401). */
const invoiceSeriesKept: CrossFieldRule = {
  field: 'invoicePrefix',
  message: (record) => seriesProblemOf(record) ?? '',
  valid: (record) => seriesProblemOf(record) === null,
};

export const DEPARTMENT: ModuleSpec = master({
  key: 'department',
  label: 'Department',
  apiPath: 'chemical/department',
  aclName: 'chemical/department',
  fields: [name(), code(), description(), active()],
  listColumns: ['name', 'code', 'active'],
  searchKeys: ['name', 'code'],
});

export const ZONE: ModuleSpec = simple('zone', 'Zone', 'zone', 'zone');

export const BRANCH: ModuleSpec = master({
  key: 'branch',
  label: 'Branch',
  apiPath: 'erp/branch',
  aclName: 'erp/branch',
  fields: [
    name(),
    code(),
    // Printed as the seller on its documents when the branch is registered under a name of its own; empty:
    // the organisation's legal name (issue 38).
    text('legalName', 'Registered Name', { maxLength: 200 }),
    gstin(),
    ...address(),
    phone(),
    email(),
    // Its tax invoices' series (decision 1401): `INV/26-27/00001`; empty: the invoice's own series.
    text('invoicePrefix', 'Invoice Series', { maxLength: 4, format: 'code', uppercase: true }),
    // Printed on its invoices for payment (decision 1405).
    text('bankName', 'Bank Name'),
    text('bankAccountNumber', 'Bank Account Number', { maxLength: 18, format: 'code' }),
    text('ifsc', 'IFSC', { maxLength: 11, format: 'ifsc', uppercase: true }),
    text('bankBranch', 'Bank Branch'),
    active(),
  ],
  listColumns: ['name', 'code', 'gstin', 'city', 'active'],
  searchKeys: ['name', 'code', 'gstin', 'city'],
  rules: [gstinMatchesOwnState("the branch's address"), invoiceSeriesKept],
});

/**
 * The organisation's details every document prints as its seller (issue 56, decision 2243): none is made
 * before the organisation has each of them.
 */
export const ORGANISATION_DETAILS = ['name', 'gstin', 'state', 'address'] as const;

const given = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Whether the organisation (as read) has each detail a document needs: its name, GSTIN, state and address. */
export const hasOrganisationDetails = (
  organisation: Readonly<Partial<Record<(typeof ORGANISATION_DETAILS)[number], unknown>>> | null,
): boolean => organisation !== null && ORGANISATION_DETAILS.every((key) => given(organisation[key]));

/** Why a document is refused before the organisation has its details, and where they are filled. */
export const ORGANISATION_DETAILS_NEEDED =
  "Every document prints the organisation's name, GSTIN, state and address as the seller: an administrator fills them in Org Profile (the user menu at the top right) before the first document is made.";

const detail = (field: FieldDef): FieldDef =>
  (ORGANISATION_DETAILS as readonly string[]).includes(field.key) ? required(field) : field;

export const ORGANIZATION: ModuleSpec = settings({
  key: 'organization',
  label: 'Organisation',
  apiPath: 'organization',
  aclName: 'organization',
  route: '/module/org-profile',
  fields: [
    name('Organisation Name', 150),
    text('legalName', 'Legal Name', { maxLength: 200 }),
    required(gstin()),
    pan(),
    ...address().map(detail),
    phone(),
    email(),
    text('website', 'Website', { maxLength: 200, format: 'url' }),
    { key: 'logo', label: 'Logo', type: 'file' },
  ],
  listColumns: ['name', 'gstin', 'city'],
  searchKeys: ['name'],
  sortKey: 'name',
  rules: [panMatchesGstin, gstinMatchesOwnState("the organisation's address")],
});
