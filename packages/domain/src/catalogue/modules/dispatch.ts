import type { ModuleSpec } from '../fields.ts';
import {
  active,
  amount,
  choices,
  description,
  email,
  lookup,
  master,
  name,
  num,
  phone,
  required,
  select,
  text,
  textarea,
} from './helpers.ts';

/* Packing and dispatch: packing types, transporters and freight rates. */

export const PACKING: ModuleSpec = master({
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
});

export const TRANSPORT: ModuleSpec = master({
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
});

export const FREIGHT: ModuleSpec = master({
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
});
