import { describe, expect, it } from 'vitest';
import { DAILY_PRODUCTION_DOCUMENTS } from './dailyProductionDocuments.ts';
import { PRODUCTION_DOCUMENTS } from './productionDocuments.ts';
import { RUN_KEYS, prefillBlank, prefillFromRun, runKeyOf } from './lastRun.ts';

const { dailyProduction: shiftWise, dailyProductionMachineWise: machineWise } = DAILY_PRODUCTION_DOCUMENTS;

/** Loom 3's last run: Shift B by Ramesh Yadav on fabric 7 (decision 1320). */
const LAST = {
  machineId: 3,
  date: '2026-11-23',
  number: 'DP/2026-27/00004',
  shift: 'B',
  operatorId: 12,
  operator: { id: 12, name: 'Ramesh Yadav' },
  itemId: 7,
  item: { id: 7, name: 'Fabric 90 GSM' },
};

describe("issue 19: a new daily line prefills from its machine's last entry (decision 1320)", () => {
  it('the operator is a staff lookup right after the machine on the shift-wise lines, after the shift on the machine-wise', () => {
    expect(shiftWise.lines.fields.slice(0, 3).map((field) => field.key)).toEqual([
      'machineId',
      'operatorId',
      'itemId',
    ]);
    expect(machineWise.lines.fields.slice(0, 3).map((field) => field.key)).toEqual([
      'shift',
      'operatorId',
      'itemId',
    ]);
    const operator = shiftWise.lines.fields[1];
    expect(operator).toMatchObject({
      label: 'Operator',
      type: 'lookup',
      lookup: { module: 'staff', displayKey: 'name', filter: { operator: true } },
    });
    expect(operator?.required).toBeUndefined();
    // Issue 42: "Operators are staff (the Staff master), in both": weaving names its operator alike.
    expect(PRODUCTION_DOCUMENTS.weavingProcess.fields.find((field) => field.key === 'operatorId')).toBe(
      operator,
    );
    expect(shiftWise.machineRuns?.prefill).toEqual(['operatorId', 'itemId']);
    expect(machineWise.machineRuns?.prefill).toEqual(['shift', 'operatorId', 'itemId']);
    expect(RUN_KEYS).toEqual(['machineId', 'shift']);
  });

  it.each([
    [
      'the line names both',
      { machineId: 3, shift: 'A' },
      { machineId: 9, shift: 'B' },
      { machineId: 3, shift: 'A' },
    ],
    [
      'shift-wise: the machine on the line, the shift on the header',
      { machineId: 3 },
      { shift: 'DAY' },
      { machineId: 3, shift: 'DAY' },
    ],
    [
      'machine-wise: the shift on the line, the machine on the header',
      { shift: 'C' },
      { machineId: 4 },
      { machineId: 4, shift: 'C' },
    ],
    ['neither yet', { machineId: null, shift: '' }, {}, { machineId: null, shift: null }],
    ['not an id', { machineId: '3' }, { machineId: 2.5 }, { machineId: null, shift: null }],
  ])('its machine and shift: %s', (_case, line, header, key) => {
    expect(runKeyOf(line, header)).toEqual(key);
  });

  it('fills only what is blank, a lookup with its record; what the user entered stays', () => {
    const fields = machineWise.lines.fields;
    const prefill = machineWise.machineRuns?.prefill ?? [];
    expect(prefillFromRun(fields, prefill, {}, LAST)).toEqual({
      shift: 'B',
      operatorId: 12,
      operator: { id: 12, name: 'Ramesh Yadav' },
      itemId: 7,
      item: { id: 7, name: 'Fabric 90 GSM' },
    });
    expect(
      prefillFromRun(
        fields,
        prefill,
        { shift: 'A', operatorId: 5, operator: { id: 5, name: 'Sita Devi' }, itemId: null, metres: 10 },
        LAST,
      ),
    ).toEqual({
      shift: 'A',
      operatorId: 5,
      operator: { id: 5, name: 'Sita Devi' },
      itemId: 7,
      item: { id: 7, name: 'Fabric 90 GSM' },
      metres: 10,
    });
    // A run without an operator leaves the line's blank; nothing beyond the declared fields is copied.
    expect(
      prefillFromRun(fields, ['operatorId'], { shift: 'A' }, { ...LAST, operatorId: null, operator: null }),
    ).toEqual({
      shift: 'A',
    });
  });

  it('a line is blank for the prefill while none of its prefill fields has a value', () => {
    expect(prefillBlank(['operatorId', 'itemId'], { machineId: 3, metres: 5 })).toBe(true);
    expect(prefillBlank(['operatorId', 'itemId'], { operatorId: '', itemId: null })).toBe(true);
    expect(prefillBlank(['operatorId', 'itemId'], { itemId: 7 })).toBe(false);
  });
});
