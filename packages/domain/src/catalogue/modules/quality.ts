import type { SysConfigKey } from '../../constants.ts';
import type { CrossFieldRule, FieldDef, ModuleSpec } from '../fields.ts';
import type { MasterKey } from '../masterRoutes.ts';
import {
  type Extra,
  active,
  description,
  lookup,
  master,
  name,
  num,
  numberOf,
  required,
  select,
  text,
} from './helpers.ts';

/*
 * Quality parameters: the custom ones and the fixed test parameters of stock, one table (decision 1330).
 * Purity, pH, moisture, solubility and stock parameters 4 to 9 are views of the quality parameters of their
 * kind, so that a lab test reads each of them as a parameter with its limits.
 */

/** minValue must not exceed maxValue when both are given. */
const minNotAboveMax: CrossFieldRule = {
  field: 'maxValue',
  message: 'Maximum Value must not be less than Minimum Value',
  valid: (record) => !(numberOf(record['minValue']) > numberOf(record['maxValue'])),
};

/** The range a kind's limits lie in (pH 0 to 14). */
interface LimitRange {
  min: number;
  max: number;
}

/** A fixed test-parameter master: its screen, its limits' range and the system config key naming it (spec §3). */
export interface LabParameterKind {
  key: MasterKey;
  label: string;
  apiPath: string;
  aclName: string;
  range?: LimitRange;
  /** Spec §3: DEFAULT_COST_PARAM_1 (purity), DEFAULT_STOCK_PARAM_1..3 (pH, moisture, solubility). */
  configName?: SysConfigKey;
}

/** The kind of a quality parameter the Quality Parameters screen declares itself. */
export const CUSTOM_PARAMETER = 'custom';

export const LAB_PARAMETER_KINDS: readonly LabParameterKind[] = [
  {
    key: 'purity',
    label: 'Purity',
    apiPath: 'chemical/purity',
    aclName: 'purity',
    range: { min: 0, max: 100 },
    configName: 'DEFAULT_COST_PARAM_1',
  },
  {
    key: 'ph',
    label: 'pH',
    apiPath: 'chemical/ph',
    aclName: 'chemical/ph',
    range: { min: 0, max: 14 },
    configName: 'DEFAULT_STOCK_PARAM_1',
  },
  {
    key: 'moisture',
    label: 'Moisture',
    apiPath: 'chemical/moisture',
    aclName: 'moisture',
    range: { min: 0, max: 100 },
    configName: 'DEFAULT_STOCK_PARAM_2',
  },
  {
    key: 'solubility',
    label: 'Solubility',
    apiPath: 'chemical/solubility',
    aclName: 'solubility',
    configName: 'DEFAULT_STOCK_PARAM_3',
  },
  // Kinds 4 to 9 mean what an organisation makes them (decision 2053): named so, and renamed in Label
  // Configuration under their key (stockParam4 …), which their screens follow.
  ...([4, 5, 6, 7, 8, 9] as const).map((n) => ({
    key: `stockParam${n}` as const,
    label: `Custom Kind ${n}`,
    apiPath: `chemical/stockParam${n}`,
    aclName: `chemical/stockParam${n}`,
  })),
];

/**
 * On the Quality Parameters screen a parameter of a fixed kind keeps to that kind's range, as on the kind's
 * own screen (decision 1330): a purity saved there lies within 0 to 100, as one saved under Purity does.
 */
const limitsWithinKind = (
  kind: Pick<LabParameterKind, 'key' | 'label'>,
  range: LimitRange,
): CrossFieldRule[] =>
  (
    [
      ['minValue', 'Minimum Value'],
      ['maxValue', 'Maximum Value'],
    ] as const
  ).map(([key, label]) => ({
    field: key,
    message: `${label} of a ${kind.label} parameter must be from ${range.min} to ${range.max}`,
    valid: (record) => {
      const value = record[key];
      return (
        record['kind'] !== kind.key || typeof value !== 'number' || (value >= range.min && value <= range.max)
      );
    },
  }));

const KIND_OPTIONS = [
  { value: CUSTOM_PARAMETER, label: 'Quality Parameter' },
  ...LAB_PARAMETER_KINDS.map((kind) => ({ value: kind.key, label: kind.label, renamedAs: kind.key })),
];

/** The fields every quality parameter has, the kind's field first; `range` bounds the limits. */
const parameterFields = (kindField: FieldDef, range: Extra = {}): FieldDef[] => [
  kindField,
  name(),
  text('unit', 'Unit', { maxLength: 20 }),
  num('minValue', 'Minimum Value', range),
  num('maxValue', 'Maximum Value', range),
  text('testMethod', 'Test Method'),
  // An item's parameters are those of its product type and those of none (decision 0930).
  lookup('productTypeId', 'Product Type', 'productType'),
  description(),
  active(),
];

/** A fixed test-parameter master: the quality parameters of its kind, under its own route and rights. */
const fixedParameter = (kind: LabParameterKind): ModuleSpec =>
  master({
    key: kind.key,
    label: kind.label,
    apiPath: kind.apiPath,
    aclName: kind.aclName,
    fields: parameterFields(
      {
        ...required(select('kind', 'Kind', [{ value: kind.key, label: kind.label, renamedAs: kind.key }])),
        defaultValue: kind.key,
      },
      kind.range,
    ),
    listColumns: ['name', 'minValue', 'maxValue', 'unit', 'productTypeId', 'active'],
    rules: [minNotAboveMax],
    uniqueKeys: ['kind', 'name'],
    viewOf: { module: 'customParam', where: { kind: kind.key } },
  });

export const QUALITY_PARAMETERS: readonly ModuleSpec[] = [
  master({
    key: 'customParam',
    label: 'Quality Parameter',
    apiPath: 'customParam',
    aclName: 'customParam',
    fields: parameterFields({
      ...required(select('kind', 'Kind', KIND_OPTIONS)),
      defaultValue: CUSTOM_PARAMETER,
    }),
    listColumns: ['name', 'kind', 'unit', 'minValue', 'maxValue', 'active'],
    rules: [
      minNotAboveMax,
      ...LAB_PARAMETER_KINDS.flatMap((kind) => (kind.range ? limitsWithinKind(kind, kind.range) : [])),
    ],
    uniqueKeys: ['kind', 'name'],
    related: LAB_PARAMETER_KINDS.map((kind) => kind.key),
  }),
  ...LAB_PARAMETER_KINDS.map(fixedParameter),
];
