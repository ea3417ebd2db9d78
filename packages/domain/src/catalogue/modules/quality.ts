import type { CrossFieldRule, ModuleSpec } from '../fields.ts';
import type { MasterKey } from '../masterRoutes.ts';
import { type Extra, active, description, lookup, master, name, num, numberOf, text } from './helpers.ts';

/* Quality parameters: the custom ones and the fixed test parameters of stock. */

/** minValue must not exceed maxValue when both are given. */
const minNotAboveMax: CrossFieldRule = {
  field: 'maxValue',
  message: 'Maximum Value must not be less than Minimum Value',
  valid: (record) => !(numberOf(record['minValue']) > numberOf(record['maxValue'])),
};

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

export const QUALITY_PARAMETERS: readonly ModuleSpec[] = [
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
];
