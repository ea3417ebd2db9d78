import type { ModuleSpec } from '../fields.ts';
import { active, address, code, description, lookup, master, name, num, required } from './helpers.ts';

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
  searchKeys: ['name', 'code'],
});

export const LOCATION: ModuleSpec = master({
  key: 'location',
  label: 'Location',
  apiPath: 'erp/location',
  aclName: 'erp/location',
  fields: [name(), code(), lookup('branchId', 'Branch', 'branch'), ...address(), active()],
  listColumns: ['name', 'code', 'branchId', 'city', 'active'],
  searchKeys: ['name', 'code', 'city'],
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
  searchKeys: ['name', 'code'],
  uniqueKeys: ['name', 'locationId'],
});
