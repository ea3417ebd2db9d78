import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { FLOOR_ACTION_KEYS, type FloorActionKey } from './actions.ts';
import { FLOOR_ACTION_FIELDS, MAX_SCANNED, floorActionSchemas } from './bodies.ts';

const lot = { itemId: 3, lotNumber: 'L-104', rollNumber: '', stockAreaId: 5 };

/** A body each action takes, as a phone sends it (numbers as numbers, or as text written plainly). */
const GOOD: Readonly<Record<FloorActionKey, Record<string, unknown>>> = {
  move: { ...lot, toStockAreaId: 6 },
  issue: { ...lot, departmentId: 1, quantity: '1,250.5', materialRequestId: 4, toStockAreaId: 7 },
  count: { ...lot, quantity: 0, reason: 'Found torn' },
  hold: { ...lot, reason: 'Wet bags' },
  release: { ...lot },
  pack: { toStockAreaId: 8, lots: [{ itemId: 3, rollNumber: 'R-7' }], netWeight: 20.5 },
  load: { dispatchId: '12', parcelNumbers: ['pcl/2026-27/00001'] },
  rollEntry: { machineId: 4, rollNumber: 'r-19', metres: 500, weightKg: '61.250' },
  breakdownStart: { machineId: 4, reason: 'Shuttle broke', stoppedOn: '2026-11-27', stoppedAt: '09:30' },
  breakdownEnd: { machineId: 4 },
};

/** What each action reads of the body above. */
const READ: Readonly<Partial<Record<FloorActionKey, Record<string, unknown>>>> = {
  issue: { quantity: 1250.5 },
  load: { dispatchId: 12, parcelNumbers: ['PCL/2026-27/00001'] },
  rollEntry: { rollNumber: 'R-19', weightKg: 61.25 },
};

/** A refused body of each action and the words on the field it names (issue 57's strict numbers, in words). */
const BAD: readonly [FloorActionKey, unknown, string, string][] = [
  ['move', { ...lot }, 'toStockAreaId', 'To Stock Area is required'],
  ['move', { ...lot, toStockAreaId: 6, quantity: 0 }, 'quantity', 'Quantity must be greater than zero'],
  ['move', { ...lot, itemId: '03', toStockAreaId: 6 }, 'itemId', 'Item must be chosen from the list'],
  [
    'issue',
    { ...lot, departmentId: 1, quantity: '1e3' },
    'quantity',
    'Quantity must be a number written plainly',
  ],
  ['issue', { ...lot, departmentId: 1 }, 'quantity', 'Quantity is required'],
  ['count', { ...lot, quantity: -1 }, 'quantity', 'Counted Quantity must be at least 0'],
  ['count', { ...lot, quantity: 1.0001 }, 'quantity', 'Counted Quantity may have at most 3 decimal places'],
  ['hold', { ...lot }, 'reason', 'Reason is required'],
  ['release', { lotNumber: 'L-104' }, 'itemId', 'Item is required'],
  ['pack', { toStockAreaId: 8, lots: [] }, 'lots', 'Rolls or bags: scan one at least'],
  ['pack', { toStockAreaId: 8, lots: 'R-7' }, 'lots', 'Rolls or bags must be a list of what was scanned'],
  ['pack', { toStockAreaId: 8, lots: [{ rollNumber: 'R-7' }] }, 'lots.0.itemId', 'Item is required'],
  ['pack', { toStockAreaId: 8, lots: ['R-7'] }, 'lots.0', 'A roll or bag: the data sent is not a record'],
  [
    'load',
    { dispatchId: 12, parcelNumbers: Array.from({ length: MAX_SCANNED + 1 }, (_, at) => `P${at}`) },
    'parcelNumbers',
    `Parcels: at most ${MAX_SCANNED} in one go`,
  ],
  ['load', { dispatchId: 12, parcelNumbers: [''] }, 'parcelNumbers.0', 'Parcel Number is required'],
  ['rollEntry', { machineId: 4, rollNumber: 'R1', metres: 500 }, 'weightKg', 'Weight (kg) is required'],
  ['breakdownStart', { machineId: 4, reason: 'x', stoppedAt: '9:30' }, 'stoppedAt', 'Stopped At'],
  ['breakdownEnd', { machineId: 'four' }, 'machineId', 'Machine must be chosen from the list'],
  ['move', 'L-104', '', 'Move: the data sent is not a record'],
];

describe("each floor action's body (issue 58 item 5)", () => {
  it('has a schema and its fields for every action', () => {
    expect(Object.keys(floorActionSchemas)).toEqual([...FLOOR_ACTION_KEYS]);
    for (const key of FLOOR_ACTION_KEYS) {
      const keys = FLOOR_ACTION_FIELDS[key].map((field) => field.key);
      expect(new Set(keys).size, key).toBe(keys.length);
    }
  });

  // A phone's picker shows a row's display key: a document has no name, so a sales order or a dispatch showed
  // its bare id; each lookup of a document shows its number, of a master its name.
  it.each(
    FLOOR_ACTION_KEYS.flatMap((key) =>
      FLOOR_ACTION_FIELDS[key].flatMap((field) =>
        typeof field.lookup === 'object' ? [{ key, field: field.key, ...field.lookup }] : [],
      ),
    ),
  )('$key picks $field by the words its rows have', ({ module, displayKey }) => {
    expect(displayKey).toBe(Object.hasOwn(DOCUMENTS, module) ? 'number' : 'name');
  });

  it.each([
    ['salesOrderId', 'pack', 'number'],
    ['dispatchId', 'load', 'number'],
    ['countSheetId', 'count', 'number'],
    ['materialRequestId', 'issue', 'number'],
    ['toStockAreaId', 'move', 'name'],
    ['departmentId', 'issue', 'name'],
  ] as const)('%s of %s shows its %s', (field, key, display) => {
    const def = FLOOR_ACTION_FIELDS[key].find((one) => one.key === field);
    expect(def?.lookup?.displayKey).toBe(display);
  });

  it.each(FLOOR_ACTION_KEYS)('%s takes a good body, its numbers read by the one rule', (key) => {
    const result = floorActionSchemas[key].safeParse({ ...GOOD[key], unknown: 'dropped' });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toMatchObject(READ[key] ?? {});
    expect(result.data).not.toHaveProperty('unknown');
  });

  it.each(BAD)('%s refuses %j on %s in words', (key, body, path, words) => {
    const result = floorActionSchemas[key].safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((one) => one.path.join('.') === path);
    expect(issue?.message, JSON.stringify(result.error?.issues)).toContain(words);
  });
});
