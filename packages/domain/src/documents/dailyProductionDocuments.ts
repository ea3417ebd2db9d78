import type { CrossFieldRule, FieldDef } from '../catalogue/fields.ts';
import { isTrue } from '../catalogue/modules/helpers.ts';
import { PHRASES, say } from '../errors/phrases.ts';
import type { DocumentDef } from './documentDef.ts';
import type { DailyProductionDocumentKey } from './documentKeys.ts';
import { field, lookup } from './documentFields.ts';
import { operatorField } from './productionLines.ts';
import { isNumber, remarks } from './stockLines.ts';
import { DOCUMENT_LABELS as L } from './submit.ts';
import { DOCUMENT_STATUS as S } from './statuses.ts';
import { linePerformanceOf } from './efficiency.ts';
import { loomRollGsmOf } from './weaving.ts';

/**
 * The shifts a plant runs, with their length (a machine's running and stopped hours fit in it) and the hour
 * they start, which orders the shifts of a day (the latest entry of a machine says whether it is down).
 */
export const SHIFTS = [
  { value: 'A', label: 'Shift A (8 h)', hours: 8, starts: 6 },
  { value: 'B', label: 'Shift B (8 h)', hours: 8, starts: 14 },
  { value: 'C', label: 'Shift C (8 h)', hours: 8, starts: 22 },
  { value: 'DAY', label: 'Day (12 h)', hours: 12, starts: 8 },
  { value: 'NIGHT', label: 'Night (12 h)', hours: 12, starts: 20 },
] as const;

/**
 * The shift running at an hour of the day (0–23) among the shifts `hours` long (decision 2343): an 8-hour
 * plant's A, B or C, a 12-hour plant's Day or Night.
 */
export const shiftAt = (hour: number, hours: 8 | 12): string =>
  SHIFTS.find((shift) => shift.hours === hours && (hour - shift.starts + 24) % 24 < shift.hours)?.value ?? '';

/** Why a machine stopped; a Breakdown may leave it down after the shift (decision 1122). */
export const STOPPAGE_REASONS = [
  { value: 'BREAKDOWN', label: 'Breakdown' },
  { value: 'POWER_CUT', label: 'Power Cut' },
  { value: 'TAPE_BREAK', label: 'Tape or Yarn Break' },
  { value: 'NO_MATERIAL', label: 'No Material' },
  { value: 'NO_OPERATOR', label: 'No Operator' },
  { value: 'CHANGEOVER', label: 'Changeover' },
  { value: 'MAINTENANCE', label: 'Planned Maintenance' },
  { value: 'NO_ORDER', label: 'No Order' },
  { value: 'OTHER', label: 'Other' },
] as const;
export const BREAKDOWN = 'BREAKDOWN';

/** A shift's label ('Day (12 h)'); an unknown one as itself. */
export const labelOfShift = (shift: string): string =>
  SHIFTS.find((entry) => entry.value === shift)?.label ?? shift;

/** Why a machine's shift is refused on a second entry (decision 1121). */
export const enteredTwice = (machine: string, shift: string, date: string, number: string): string =>
  say(PHRASES.shiftEnteredTwice, { machine, shift, date, number });

const hoursField = (key: string, label: string): FieldDef =>
  field(key, label, 'number', { min: 0, max: 24, decimals: 2 });
const outputField = (key: string, label: string): FieldDef =>
  field(key, label, 'number', { min: 0, decimals: 3 });

/** The switch under which a loom's line makes its roll (decision 1220): its roll's fields show with it. */
const WEAVING_AUTOMATION = 'WEAVING_PROCESS_AUTOMATION';

// A machine carries what its roll's GSM (decision 1310) and the line's performance are worked out with.
const machineField = lookup('machineId', 'Machine', 'machine', {
  required: true,
  lookup: {
    module: 'machine',
    displayKey: 'name',
    carries: ['isLoom', 'machineKind', 'loomWidth', 'ratedOutputPerHour', 'ratedOutputUnit'],
  },
});
// The day's wastage comes in as this material; left empty, as each line's batch's own (decision 1355).
const wastageItemField = lookup('wastageItemId', 'Wastage Material', 'item', {
  hint: "Empty: the wastage comes in as its batch's wastage material.",
});
const shiftField = field('shift', 'Shift', 'select', {
  required: true,
  options: SHIFTS.map(({ value, label }) => ({ value, label })),
});

const amount = (value: unknown): number => (isNumber(value) ? value : 0);
const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The output, hours and stoppage of a machine in a shift: a line of either entry. */
const RUN_FIELDS: readonly FieldDef[] = [
  operatorField,
  // A fabric carries its GSM and width for the roll's GSM check on the form (decision 1310).
  lookup('itemId', 'Item', 'item', {
    lookup: { module: 'item', displayKey: 'name', carries: ['gsm', 'width'] },
  }),
  outputField('metres', 'Output (metres)'),
  outputField('kg', 'Output (kg)'),
  // A loom's roll under weaving automation: its mesh, and its GSM worked out as typed (decisions 1310, 1311).
  field('mesh', 'Mesh', 'text', { maxLength: 20, feature: WEAVING_AUTOMATION }),
  field('gsm', 'GSM', 'number', {
    min: 0,
    decimals: 2,
    readOnly: true,
    feature: WEAVING_AUTOMATION,
    derived: loomRollGsmOf('machine'),
  }),
  outputField('pieces', 'Output (pieces)'),
  hoursField('runningHours', 'Running Hours'),
  hoursField('stoppedHours', 'Stopped Hours'),
  // Beyond the machine's rated output for its running hours: warned, and past twice it refused (issue 42).
  field('performance', 'Performance %', 'number', {
    readOnly: true,
    decimals: 2,
    derived: linePerformanceOf('machine'),
  }),
  field('stoppageReason', 'Stoppage Reason', 'select', {
    options: STOPPAGE_REASONS.map(({ value, label }) => ({ value, label })),
  }),
  // The breakdown goes on past the shift: the machine is down until a later entry has it running.
  field('stillDown', 'Still Down After the Shift', 'checkbox'),
  field('remarks', 'Remarks', 'text', { maxLength: 200 }),
  // A day's output of a batch running over days, brought into this stock area (decision 1221).
  lookup('productionBatchId', 'Production Batch', 'productionBatch', {
    lookup: { module: 'productionBatch', displayKey: 'number' },
  }),
  lookup('stockAreaId', 'Into Stock Area', 'stockArea'),
  // The day's wastage of the batch, brought in as the batch's wastage material at its scrap rate (decision 1300).
  outputField('wastageKg', 'Wastage (kg)'),
  // The batch's sales order line the day's output filled (written by the submit, so a cancel takes it back).
  field('salesOrderLineId', 'Sales Order Line', 'number', {
    integer: true,
    min: 1,
    hidden: true,
    references: { module: 'salesOrder', line: true },
  }),
];

const RUN_RULES: readonly CrossFieldRule[] = [
  {
    field: 'stoppageReason',
    message: 'Say why it stopped: choose a stoppage reason.',
    valid: ({ stoppedHours, stoppageReason }) =>
      amount(stoppedHours) === 0 || (typeof stoppageReason === 'string' && stoppageReason !== ''),
  },
  {
    field: 'runningHours',
    message: 'It made output, so it ran: enter its running hours.',
    valid: ({ metres, kg, pieces, runningHours }) =>
      amount(metres) + amount(kg) + amount(pieces) === 0 || amount(runningHours) > 0,
  },
  {
    field: 'stockAreaId',
    message: "Choose the stock area the batch's output comes into.",
    valid: ({ productionBatchId, stockAreaId }) => !given(productionBatchId) || given(stockAreaId),
  },
  {
    field: 'kg',
    message: "Give the item and the kg made: the batch's output is weighed against its inputs.",
    valid: ({ productionBatchId, itemId, kg }) =>
      !given(productionBatchId) || (given(itemId) && amount(kg) > 0),
  },
  // Only a batch's day moves stock (decision 2220): its area and wastage are asked of nothing else.
  {
    field: 'stockAreaId',
    message:
      "Into Stock Area is where a batch's output comes in: choose its Production Batch, or leave the area empty.",
    valid: ({ productionBatchId, stockAreaId }) => given(productionBatchId) || !given(stockAreaId),
  },
  {
    field: 'wastageKg',
    message:
      'Wastage comes into stock against a batch running over days: choose its Production Batch, or leave the wastage empty.',
    valid: ({ productionBatchId, wastageKg }) => given(productionBatchId) || amount(wastageKg) === 0,
  },
  {
    field: 'stillDown',
    message: 'Only a breakdown leaves a machine down: choose Breakdown as the stoppage reason.',
    valid: ({ stillDown, stoppageReason }) => !isTrue(stillDown) || stoppageReason === BREAKDOWN,
  },
];

type Row = Readonly<Record<string, unknown>>;

/**
 * Bad input "stoppages longer than the shift": the running and stopped hours of one machine in one shift,
 * over every line that names them, must fit in the shift. The first line that goes past it, or null.
 */
export function shiftOverrun(
  lines: readonly Row[],
  shiftOf: (line: Row) => unknown,
  machineOf: (line: Row) => unknown,
): { row: number; hours: number; shift: string } | null {
  const used = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const shift = SHIFTS.find((candidate) => candidate.value === shiftOf(line));
    if (!shift) continue;
    const key = `${String(machineOf(line))}/${shift.value}`;
    const hours = (used.get(key) ?? 0) + amount(line.runningHours) + amount(line.stoppedHours);
    used.set(key, hours);
    if (hours > shift.hours) return { row: index + 1, hours: Number(hours.toFixed(2)), shift: shift.label };
  }
  return null;
}

const linesOf = (record: Row): readonly Row[] =>
  Array.isArray(record.lines)
    ? (record.lines as unknown[]).filter((line): line is Row => line !== null && typeof line === 'object')
    : [];

const fitsTheShift = (
  shiftOf: (line: Row, record: Row) => unknown,
  machineOf: (line: Row, record: Row) => unknown,
) => {
  const overrun = (record: Row) =>
    shiftOverrun(
      linesOf(record),
      (line) => shiftOf(line, record),
      (line) => machineOf(line, record),
    );
  return {
    field: 'lines',
    message: (record: Row) => {
      const found = overrun(record);
      return `Row ${found?.row}: the machine's running and stopped hours come to ${found?.hours} h, more than ${found?.shift}.`;
    },
    valid: (record: Row) => overrun(record) === null,
  } satisfies CrossFieldRule;
};

/** The day's wastage material is read only by a line's wastage against a batch (decisions 1355, 2220). */
const wastageMaterialUsed: CrossFieldRule = {
  field: 'wastageItemId',
  message:
    "Wastage Material is what a batch's wastage comes in as: enter a line's Wastage (kg) against its Production Batch, or leave the material empty.",
  valid: (record) =>
    !given(record.wastageItemId) || linesOf(record).some((line) => amount(line.wastageKg) > 0),
};

const common = {
  valuation: 'none',
  itemDefaults: {},
  progressFields: [],
  // Open once entered (amended to correct it, cancelled with a reason); nothing later works on it.
  statuses: [S.DRAFT, S.OPEN, S.CANCELLED],
  lists: [],
  searchKeys: ['number'],
  onSubmit:
    "Records the machines' output, running hours and stoppages for the DP log. A line naming a production batch running over days brings that output and its wastage into the line's Into Stock Area; with weaving automation on, a loom's line weaves its roll. No other stock moves.",
  quantified: false,
  // A loom's output is its woven rolls while WEAVING_PROCESS_AUTOMATION is YES (decision 1220).
  weaves: {
    config: WEAVING_AUTOMATION,
    document: 'weavingProcess',
    sourceField: 'sourceEntry',
    rollFields: ['mesh'],
    operatorField: 'operatorId',
  },
  // A line naming a batch running over days brings that day's output in (decision 1221).
  entersBatch: {
    field: 'productionBatchId',
    document: 'productionBatch',
    areaField: 'stockAreaId',
    wastageField: 'wastageKg',
    wastageItemField: 'wastageItemId',
  },
} as const;

/**
 * Issue 19's daily production (decision 1121): what each machine made in a shift, its running hours and its
 * stoppages with their reasons. Entered shift-wise (one shift, a line per machine) or machine-wise (one
 * machine, a line per shift); both feed the DP log. Stock moves only for a line naming a batch running over
 * days (its output and wastage, decisions 1221, 1300) and, under weaving automation, a loom's roll (1220).
 */
export const DAILY_PRODUCTION_DOCUMENTS: Readonly<Record<DailyProductionDocumentKey, DocumentDef>> = {
  dailyProduction: {
    ...common,
    key: 'dailyProduction',
    moduleId: 30,
    label: 'Daily Production',
    apiPath: 'chemical/dailyProduction',
    aclName: 'daily-production',
    route: '/module/daily-production',
    listRoute: '/module/daily-production',
    series: 'DP',
    // A line's machine chosen: its operator and item as in that machine's last run (decision 1320).
    machineRuns: { lineField: 'machineId', prefill: ['operatorId', 'itemId'] },
    fields: [
      field('date', L.date, 'date', { required: true }),
      shiftField,
      lookup('departmentId', 'Department', 'department'),
      wastageItemField,
      remarks,
    ],
    lines: {
      key: 'lines',
      label: L.lines,
      minRows: 1,
      fields: [machineField, ...RUN_FIELDS],
      listColumns: ['machineId', 'itemId', 'metres', 'kg', 'pieces', 'runningHours', 'stoppedHours'],
      rules: RUN_RULES,
    },
    listColumns: ['number', 'date', 'shift', 'departmentId', 'status'],
    rules: [
      fitsTheShift(
        (_line, record) => record.shift,
        (line) => line.machineId,
      ),
      wastageMaterialUsed,
    ],
  },
  dailyProductionMachineWise: {
    ...common,
    key: 'dailyProductionMachineWise',
    moduleId: 31,
    label: 'Daily Production Machine-wise',
    apiPath: 'chemical/dailyProductionMachineWise',
    aclName: 'dailyProductionMachineWise',
    route: '/module/dailyProductionMachineWise',
    listRoute: '/module/dailyProductionMachineWise',
    series: 'DPM',
    // The machine chosen: the first line's shift, operator and item as in its last run (decision 1320).
    machineRuns: { lineField: 'shift', prefill: ['shift', 'operatorId', 'itemId'] },
    fields: [field('date', L.date, 'date', { required: true }), machineField, wastageItemField, remarks],
    lines: {
      key: 'lines',
      label: L.lines,
      minRows: 1,
      fields: [shiftField, ...RUN_FIELDS],
      listColumns: ['shift', 'itemId', 'metres', 'kg', 'pieces', 'runningHours', 'stoppedHours'],
      rules: RUN_RULES,
    },
    listColumns: ['number', 'date', 'machineId', 'status'],
    rules: [
      fitsTheShift(
        (line) => line.shift,
        (_line, record) => record.machineId,
      ),
      wastageMaterialUsed,
    ],
  },
};
