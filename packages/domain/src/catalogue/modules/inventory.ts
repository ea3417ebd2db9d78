import type { ModuleSpec } from '../fields.ts';
import {
  active,
  address,
  choices,
  code,
  description,
  lookup,
  master,
  name,
  num,
  present,
  required,
  select,
} from './helpers.ts';

/* Where stock is kept: stock areas, locations and their racks. */

export const STOCK_AREA: ModuleSpec = master({
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
  // Its label's QR opens its page of the floor (issue 58, decision 2311).
  scanLabel: 'stockArea',
  searchKeys: ['name', 'code'],
});

/** Whose place a location is: ours, or a job worker's (decision 1030). */
export const LOCATION_TYPES = choices([
  ['OWN', 'Own'],
  ['JOB_WORKER', 'Job Worker'],
]);

export const LOCATION: ModuleSpec = master({
  key: 'location',
  label: 'Location',
  apiPath: 'erp/location',
  aclName: 'erp/location',
  fields: [
    name(),
    code(),
    lookup('branchId', 'Branch', 'branch'),
    // Issue 18's job work (decision 1030): a job worker's place, where our stock sent to them is kept.
    select('locationType', 'Location Type', LOCATION_TYPES, { defaultValue: 'OWN' }),
    lookup('partyId', 'Job Worker', 'party', {
      lookup: { module: 'party', displayKey: 'companyName', filter: { isSupplier: true } },
    }),
    ...address(),
    active(),
  ],
  listColumns: ['name', 'code', 'branchId', 'locationType', 'partyId', 'city', 'active'],
  searchKeys: ['name', 'code', 'city'],
  rules: [
    {
      field: 'partyId',
      message: 'Choose the job worker whose place it is.',
      valid: ({ locationType, partyId }) => locationType !== 'JOB_WORKER' || present(partyId),
    },
  ],
});

export const RACK: ModuleSpec = master({
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
  // Its label's QR opens its page of the floor (issue 58, decision 2311).
  scanLabel: 'rack',
  searchKeys: ['name', 'code'],
  uniqueKeys: ['name', 'locationId'],
});
