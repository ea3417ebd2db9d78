import type { ModuleSpec } from '../fields.ts';
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
  settings,
  simple,
  text,
} from './helpers.ts';

/* The organisation and how it is divided: departments, zones, branches. */

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
  fields: [name(), code(), gstin(), ...address(), phone(), email(), active()],
  listColumns: ['name', 'code', 'gstin', 'city', 'active'],
  searchKeys: ['name', 'code', 'gstin', 'city'],
  rules: [gstinMatchesOwnState("the branch's address")],
});

export const ORGANIZATION: ModuleSpec = settings({
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
});
