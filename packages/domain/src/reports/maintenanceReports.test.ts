import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { MAINTENANCE_SCHEDULE } from './maintenanceReports.ts';
import { rowDraft } from './reportDef.ts';
import { reportAt, reportFilterLine, reportSortOf } from './reports.ts';

// Issue 22 "Maintenance Activity (`/module/machine-asset-management`, `machineAssets`): the schedule per machine
// generated from its type's activities; due, overdue and done; recording a maintenance" (decisions 1783, 1784).

const row = {
  machine: { id: 12, name: 'Loom 4', code: 'L-4' },
  machineType: { id: 3, name: 'Loom' },
  activity: { id: 40, name: 'Oil change', frequencyKind: 'DAYS', frequency: 30 },
  lastDoneOn: '2026-09-01',
  usedSince: 85,
  status: 'OVERDUE',
  dueOn: '2026-10-01',
  remaining: -55,
};

describe('Maintenance Activity is a report of the engine at its menu address', () => {
  it('opens at /module/machine-asset-management, run with Maintenance Activity’s access', () => {
    expect(reportAt('/module/machine-asset-management')).toBe(MAINTENANCE_SCHEDULE);
    expect(MAINTENANCE_SCHEDULE.aclNames).toEqual(expect.arrayContaining(['machineAssets', 'MachineAssets']));
  });

  it('filters by machine, machine type and status, named in words on its files', () => {
    expect(reportFilterLine(MAINTENANCE_SCHEDULE, { machineId: 12, status: 'OVERDUE' })).toBe(
      'Status: Overdue',
    );
  });

  it.each([
    ['status', true],
    ['-dueOn', true],
    ['machine.name', true],
    ['remaining', false],
    ['usedSince', false],
  ])('sorts by %s: %s', (sort, offered) => {
    expect(reportSortOf(MAINTENANCE_SCHEDULE, sort) !== undefined).toBe(offered);
  });
});

describe('Record Maintenance from a row (decision 1784)', () => {
  const [action] = MAINTENANCE_SCHEDULE.rowActions ?? [];

  it('opens a new maintenance', () => {
    expect(action?.document).toBe(DOCUMENTS.machineMaintenance.key);
  });

  it("prefills the row's machine, with its type for the activity picker, and its activity, by their names", () => {
    expect(rowDraft(action ?? { draft: {} }, row)).toEqual({
      machineId: 12,
      machine: { id: 12, name: 'Loom 4', machineTypeId: 3 },
      machineActivityId: 40,
      machineActivity: { id: 40, name: 'Oil change' },
    });
  });

  it('leaves out what the row has no value for', () => {
    expect(rowDraft({ draft: { a: 'x', 'b.c': 'y.z', d: 'w' } }, { x: 0, y: { z: null }, w: '' })).toEqual({
      a: 0,
      d: '',
    });
  });
});
