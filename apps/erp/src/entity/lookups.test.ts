import { DOCUMENTS, moduleByKey, type LookupDef } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { filterOf, optionOf, withChosenRecords } from './lookups.ts';

// Decision 1426: a picker takes filters from the record being entered, while their fields are chosen.
const invoices: LookupDef = {
  module: 'salesInvoice',
  displayKey: 'number',
  filter: { status: 7 },
  filterFrom: { partyId: 'partyId' },
};

describe('filterOf', () => {
  it.each([
    ['a customer chosen: its invoices', { partyId: 12 }, { status: 7, partyId: 12 }],
    ['an id kept as text', { partyId: '12' }, { status: 7, partyId: '12' }],
    ['no customer yet: every invoice', { partyId: null }, { status: 7 }],
    ['a blank choice: every invoice', { partyId: '' }, { status: 7 }],
    ['no record', null, { status: 7 }],
  ])('%s', (_case, record, filter) => {
    expect(filterOf(invoices, record)).toEqual(filter);
  });

  // Issue 22: the activity done on a machine is one of its type's; the type comes with the chosen machine.
  it.each([
    [
      'a machine chosen: the activities of its type',
      { machine: { id: 4, machineTypeId: 2 } },
      { machineTypeId: 2 },
    ],
    ['no machine yet: every activity', { machine: null }, undefined],
  ])('%s', (_case, record, filter) => {
    const activities = moduleByKey('machineActivityLog')?.fields.find(
      (field) => field.key === 'machineActivityId',
    )?.lookup;
    expect(activities && filterOf(activities, record)).toEqual(filter);
  });

  // Issue 42: a lab test's reading picker offers the item's own parameters: its product type's, and those of
  // every type (no product type).
  it.each([
    [
      "an item of a type: that type's and every type's",
      { item: { id: 3, productTypeId: 7 } },
      { productTypeId: [7, ''] },
    ],
    ['no item yet: every parameter', { item: null }, undefined],
  ])('%s', (_case, record, filter) => {
    const parameters = DOCUMENTS.labTest.lines.fields.find((field) => field.key === 'parameterId')?.lookup;
    expect(parameters && filterOf(parameters, record)).toEqual(filter);
  });

  it('leaves a lookup without filterFrom as declared', () => {
    expect(filterOf({ module: 'uom', displayKey: 'name' }, { partyId: 3 })).toBeUndefined();
  });
});

// Issue 19 (decision 1358): the lab test's reading picker shows each quality parameter's kind beside its name.
describe('optionOf', () => {
  const reading = DOCUMENTS.labTest.lines.fields.find((field) => field.key === 'parameterId')?.lookup;
  it.each([
    ['a pH parameter: its kind', { id: 4, name: 'pH value', kind: 'ph' }, 'pH'],
    ['a custom one', { id: 5, name: 'Colour', kind: 'custom', code: 'C1' }, 'Quality Parameter'],
  ])('%s', (_case, row, description) => {
    expect(reading && optionOf(row, reading)).toEqual({
      value: String(row.id),
      label: row.name,
      description,
    });
  });

  it('an item without a detail declared shows its code; a record without either shows its name only', () => {
    const item = { module: 'item', displayKey: 'name' };
    expect(optionOf({ id: 1, name: 'PP Tape', code: 'RM-1' }, item)).toEqual({
      value: '1',
      label: 'PP Tape',
      description: 'RM-1',
    });
    expect(optionOf({ id: 2, name: 'KG' }, item)).toEqual({ value: '2', label: 'KG' });
  });
});

// Decision 1645: a stage picked on the funnel form carries its outcome, as a read entry does, so that a Lost
// one opens its reason at once.
describe('withChosenRecords', () => {
  const funnel = moduleByKey('funnel');
  if (!funnel) throw new Error('funnel');
  const stages = { funnelStage: [{ id: 6, name: 'Lost', outcome: 'LOST', sequence: 6 }] };
  const before = { companyName: 'Ganga', stageId: 2, stage: { id: 2, name: 'Contacted', outcome: 'OPEN' } };

  it.each([
    [
      'a stage picked: its record as read',
      { ...before, stageId: 6 },
      { id: 6, name: 'Lost', outcome: 'LOST' },
    ],
    ['a stage cleared: none', { ...before, stageId: null }, null],
    ['a stage the picker did not read: none', { ...before, stageId: 9 }, null],
    ['another field typed: kept', { ...before, companyName: 'Ganga Sacks' }, before.stage],
  ])('%s', (_case, after, stage) => {
    expect(withChosenRecords(funnel, before, after, stages)).toMatchObject({ ...after, stage });
  });

  it("clears a choice tied to the record chosen before: another machine, another type's activity (decision 2375)", () => {
    const log = moduleByKey('machineActivityLog');
    if (!log) throw new Error('machineActivityLog');
    const looms = { machine: [{ id: 2, name: 'L2', machineTypeId: 6 }] };
    const before = { machineId: 1, machine: { id: 1, name: 'L1', machineTypeId: 5 }, machineActivityId: 8 };
    const after = withChosenRecords(log, before, { ...before, machineId: 2 }, looms);
    expect(after).toMatchObject({ machineId: 2, machine: { machineTypeId: 6 }, machineActivityId: null });
    const same = withChosenRecords(log, before, { ...before, doneOn: '2026-11-28' }, looms);
    expect(same).toMatchObject({ machineActivityId: 8 });
  });
});
