import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { FLOOR_ACTION_FIELDS } from '../floor/bodies.ts';
import { untiedChoices } from './tiedChoices.ts';

// Decision 2375: a choice tied to another (a lookup's filterFrom) is cleared when that other changes.

const move = FLOOR_ACTION_FIELDS.move;
const transfer = DOCUMENTS.departmentTransfer.lines.fields;
const machineWork = DOCUMENTS.machineMaintenance.fields;

describe('untiedChoices: a choice tied to a value that changed is cleared', () => {
  it.each([
    [
      "the floor's Move: another area clears the rack of the area before",
      move,
      { toStockAreaId: 36, toRackId: 4 },
      { toStockAreaId: 37, toRackId: 4 },
      { toStockAreaId: 37, toRackId: null },
    ],
    [
      "the floor's Move: the rack chosen in the same change stays",
      move,
      { toStockAreaId: 36, toRackId: 4 },
      { toStockAreaId: 37, toRackId: 9 },
      { toStockAreaId: 37, toRackId: 9 },
    ],
    [
      "the floor's Move: the same area keeps its rack",
      move,
      { toStockAreaId: 36, toRackId: 4, quantity: 1 },
      { toStockAreaId: 36, toRackId: 4, quantity: 2 },
      { toStockAreaId: 36, toRackId: 4, quantity: 2 },
    ],
    [
      "the floor's Move: the area cleared clears its rack",
      move,
      { toStockAreaId: 36, toRackId: 4 },
      { toStockAreaId: null, toRackId: 4 },
      { toStockAreaId: null, toRackId: null },
    ],
    [
      "a transfer's line: another From Stock Area clears its From Rack and the rack it carried",
      transfer,
      { fromStockAreaId: 36, rackId: 4, rack: { id: 4, name: 'A-1' }, toStockAreaId: 38 },
      { fromStockAreaId: 39, rackId: 4, rack: { id: 4, name: 'A-1' }, toStockAreaId: 38 },
      { fromStockAreaId: 39, rackId: null, toStockAreaId: 38 },
    ],
    [
      "a rack chosen before its area was set stays (as a gate entry fills an inward's order, then its supplier)",
      DOCUMENTS.departmentTransfer.lines.fields,
      { fromStockAreaId: null, rackId: 4 },
      { fromStockAreaId: 36, rackId: 4 },
      { fromStockAreaId: 36, rackId: 4 },
    ],
  ])('%s', (_case, fields, before, after, expected) => {
    expect(untiedChoices(fields, before, after)).toEqual(expected);
  });

  it('follows a path into what a chosen lookup carries: another machine clears an activity of the type before', () => {
    const tied = machineWork.find((field) => field.lookup?.filterFrom?.machineTypeId !== undefined);
    expect(tied).toBeDefined();
    const key = tied?.key ?? '';
    const before: Record<string, unknown> = { machineId: 1, machine: { id: 1, machineTypeId: 5 }, [key]: 8 };
    const after: Record<string, unknown> = { ...before, machineId: 2, machine: { id: 2, machineTypeId: 6 } };
    expect(untiedChoices(machineWork, before, after)[key]).toBeNull();
  });

  it('gives back the same values when nothing tied changed', () => {
    const values = { toStockAreaId: 36, quantity: 2 };
    expect(untiedChoices(move, { toStockAreaId: 36 }, values)).toBe(values);
  });
});
