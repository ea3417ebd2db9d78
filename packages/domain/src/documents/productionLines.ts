import type { ChildTableDef, CrossFieldRule, FieldDef, LookupDef } from '../catalogue/fields.ts';
import type { DocumentDef } from './documentDef.ts';
import { field, lookup, quantity } from './documentFields.ts';
import { LINE_ROLES, lineRoleOf, type DocumentPosting } from './postings.ts';
import { isTrue } from '../catalogue/modules/helpers.ts';
import { OUTPUTS_LATER, batchLinesProblem } from './production.ts';
import { POSTING_STATUSES } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';

/* What every production document of issue 19 is made of (decision 1100): its lines and its posting. */

const ROLE_LABELS: Readonly<Record<(typeof LINE_ROLES)[number], string>> = {
  INPUT: 'Input',
  OUTPUT: 'Output',
  WASTAGE: 'Wastage',
  COST: 'Cost Head',
};

const isCost = (line: Record<string, unknown>): boolean => lineRoleOf(line.lineRole) === 'COST';
export const isRoll = (line: Record<string, unknown>): boolean => lineRoleOf(line.lineRole) === 'OUTPUT';
export const isPositive = (value: unknown): boolean => typeof value === 'number' && value > 0;
export const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * The fields every production line has, the stage's own (`extra`) after the quantity; `item` adds to the
 * line's item field (what it carries, the system config it starts from).
 */
export const productionLines = (
  extra: readonly FieldDef[],
  rules: readonly CrossFieldRule[] = [],
  item: Partial<FieldDef> = {},
): ChildTableDef => ({
  key: 'lines',
  label: L.lines,
  minRows: 2,
  fields: [
    field('lineRole', 'Role', 'select', {
      required: true,
      options: LINE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      defaultValue: 'INPUT',
    }),
    lookup('itemId', 'Item', 'item', item),
    lookup('costHeadId', 'Cost Head', 'costHead'),
    lookup('stockAreaId', 'Stock Area', 'stockArea'),
    // An input's lot is one in stock; what comes into stock may be a new lot, typed (decision 2086).
    field('lotNumber', 'Lot / Batch Number', 'text', {
      maxLength: 40,
      lotOf: { item: 'itemId', area: 'stockAreaId', typed: { lineRole: ['OUTPUT', 'WASTAGE'] } },
    }),
    field('rollNumber', 'Roll Number', 'text', { maxLength: 40 }),
    quantity('quantity', L.quantity, { required: true, positive: true }),
    // The unit carries its GST unit code too: a line in a unit of weight weighs its quantity in the entry's
    // process loss (decision 1802), taken from the lookups read with the lines (decision 1797).
    lookup('uomId', 'UOM', 'uom', {
      lookup: { module: 'uom', displayKey: 'name', carries: ['decimals', 'uqc'] },
    }),
    ...extra,
    // What an output enters stock at, written by the posting (decision 1101), never typed.
    field('rate', 'Rate', 'amount', { min: 0, hidden: true }),
    field('salesOrderLineId', 'Sales Order Line', 'number', {
      integer: true,
      min: 1,
      hidden: true,
      references: { module: 'salesOrder', line: true, within: 'salesOrderId' },
    }),
  ],
  listColumns: ['lineRole', 'itemId', 'costHeadId', 'stockAreaId', 'lotNumber', 'quantity', 'uomId'],
  rules: [
    {
      field: 'itemId',
      message: 'Choose the item of this line.',
      valid: (line) => isCost(line) || given(line.itemId),
    },
    {
      field: 'stockAreaId',
      message: 'Choose the stock area it leaves or comes into.',
      valid: (line) => isCost(line) || given(line.stockAreaId),
    },
    {
      field: 'costHeadId',
      message: 'Choose the cost head charged.',
      valid: (line) => !isCost(line) || given(line.costHeadId),
    },
    ...rules,
  ],
});

/** A batch running over days (its header field checked, decision 1221). */
export const RUNS_OVER_DAYS = 'runsOverDays';
const overDays = (record: Record<string, unknown>): boolean => isTrue(record[RUNS_OVER_DAYS]);

/** An output without an input, or inputs making nothing, refused on the lines; a batch over days has no outputs. */
export const batchRule: CrossFieldRule = {
  field: 'lines',
  message: (record) =>
    overDays(record) ? OUTPUTS_LATER : 'A batch consumes inputs and makes outputs: add both.',
  valid: (record) => batchLinesProblem(record.lines, overDays(record)) === null,
};

export const PRODUCTION_ROLES = {
  roleField: 'lineRole',
  consumed: 'PRODUCTION_INPUT',
  weightField: 'weightKg',
  lossField: 'processLossKg',
} as const;

/** A line figure worked out as the line is typed and written by the server, never entered (decision 1230). */
export const workedOut = (key: string, label: string, derived: FieldDef['derived']): FieldDef =>
  field(key, label, 'number', { min: 0, decimals: 2, readOnly: true, derived });

/** The weight its inputs lost in the process (decisions 1300, 1802), written by the server, never entered. */
export const processLoss = field('processLossKg', 'Process Loss (kg)', 'number', {
  decimals: 3,
  readOnly: true,
});

/** Completed, the inputs leave stock and the outputs and wastage come in (decision 1100). */
export const PRODUCTION: DocumentPosting = {
  movement: 'PRODUCTION_OUTPUT',
  direction: 'in',
  quantityField: 'quantity',
  // The outputs' rates are the valuation's (decision 1101), never the line's.
  rated: false,
  produces: PRODUCTION_ROLES,
  claimsOrder: 'salesOrderId',
  claimsPlan: 'planningId',
};

export const weight = quantity('weightKg', 'Weight (kg)', { min: 0, uomField: undefined });
export const salesOrder = lookup('salesOrderId', 'Sales Order', 'salesOrder', {
  lookup: { module: 'salesOrder', displayKey: 'number', list: 'getByProduction' },
});
export const date = field('date', L.date, 'date', { required: true });
/** The open plan the batch makes for, if any (decision 1342): its production counts as the plan's. */
export const plan = lookup('planningId', 'Plan', 'planning', {
  lookup: { module: 'planning', displayKey: 'number', list: 'getOpenPlanList' },
});

type BatchDef = Omit<
  DocumentDef,
  'valuation' | 'itemDefaults' | 'statuses' | 'posting' | 'progressFields' | 'lists'
>;
export const batch = (
  def: BatchDef,
  posting: DocumentPosting = PRODUCTION,
  statuses: DocumentDef['statuses'] = POSTING_STATUSES,
): DocumentDef => ({
  valuation: 'none',
  itemDefaults: {},
  progressFields: [],
  statuses,
  lists: [],
  posting,
  rules: [batchRule],
  ...def,
  fields: [...def.fields, plan],
});

/**
 * The machine the entry was made on, offered and accepted only among the machines matching `filter` (a
 * loom for weaving, decision 1232; a list of machine types where a stage runs on several, decision 1340).
 */
export const machineField = (label: string, filter: LookupDef['filter']): FieldDef =>
  lookup('machineId', label, 'machine', { lookup: { module: 'machine', displayKey: 'name', filter } });

/**
 * Who ran the machine: a staff member ticked Machine Operator, shown by name (decision 2075). The daily
 * entries' lines and the weaving entry share it, so the DP log and a woven roll name the same person.
 */
export const operatorField = lookup('operatorId', 'Operator', 'staff', {
  lookup: { module: 'staff', displayKey: 'name', filter: { operator: true } },
});

export const shift = field('shift', 'Shift', 'select', {
  required: true,
  options: [
    { value: 'A', label: 'Shift A' },
    { value: 'B', label: 'Shift B' },
    { value: 'C', label: 'Shift C' },
    // The 12-hour shifts of the daily production entries (decision 1121), which weave under automation.
    { value: 'DAY', label: 'Day (12 h)' },
    { value: 'NIGHT', label: 'Night (12 h)' },
  ],
});
