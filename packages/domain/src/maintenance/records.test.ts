import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { documentModule } from '../documents/documentRules.ts';
import { parseEntity } from '../catalogue/validate.ts';
import {
  MAINTENANCE_NAMES_WORK,
  breakdownOfMachineProblem,
  maintenanceLogEntry,
  maintenanceWorkProblem,
} from './records.ts';

// Issue 22: "recording a maintenance (who, when, findings, spares used, issued from stock through the ledger,
// downtime minutes)" (decisions 1784–1786).

describe('a maintenance names what it did: the activity done, or the breakdown it repaired', () => {
  it.each([
    ['the scheduled activity', { machineActivityId: 4 }, null],
    ['a repair of a breakdown', { machineBreakdownId: 9 }, null],
    ['both', { machineActivityId: 4, machineBreakdownId: 9 }, null],
    ['neither', { machineActivityId: null, machineBreakdownId: '' }, MAINTENANCE_NAMES_WORK],
  ])('%s', (_case, record, problem) => {
    expect(maintenanceWorkProblem(record)).toBe(problem);
  });

  it('the form and the server refuse neither on Activity, in words', () => {
    const parsed = parseEntity(documentModule(DOCUMENTS.machineMaintenance), {
      machineId: 3,
      date: '2026-11-20',
      lines: [],
    });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.issues).toEqual([
      expect.objectContaining({ field: 'machineActivityId', message: MAINTENANCE_NAMES_WORK }),
    ]);
  });

  it.each([
    ['whole minutes', 45, true],
    ['none', 0, true],
    ['a part of a minute', 12.5, false],
    ['below none', -5, false],
  ])('downtime minutes: %s', (_case, downtimeMinutes, ok) => {
    const parsed = parseEntity(documentModule(DOCUMENTS.machineMaintenance), {
      machineId: 3,
      machineActivityId: 4,
      date: '2026-11-20',
      downtimeMinutes,
      lines: [],
    });
    expect(parsed.ok).toBe(ok);
  });
});

describe('the breakdown repaired is one of the machine maintained', () => {
  it.each([
    [7, 7, null],
    ['7', 7, null],
    [8, 7, 'The breakdown is not one of this machine’s: choose a breakdown of the machine maintained'],
  ])('a stop of machine %s, maintained machine %s', (stopped, maintained, problem) => {
    expect(breakdownOfMachineProblem(stopped, maintained)).toBe(problem);
  });
});

describe("the machine activity log's record a submitted maintenance writes (decision 1785)", () => {
  const submitted = {
    id: 31,
    number: 'MNT/26-27/00004',
    machineId: 3,
    machineActivityId: 4,
    date: '2026-11-20',
    doneById: 2,
    findings: 'Worn belt',
    checklistResults: 'Belt changed: yes',
    downtimeMinutes: 40,
  };

  it('carries the machine, activity, day, who, findings and checks, naming the maintenance', () => {
    expect(maintenanceLogEntry(submitted)).toEqual({
      machineId: 3,
      machineActivityId: 4,
      doneOn: '2026-11-20',
      doneById: 2,
      findings: 'Worn belt',
      checklistResults: 'Belt changed: yes',
      maintenanceId: 31,
      maintenanceNumber: 'MNT/26-27/00004',
    });
  });

  it('leaves out who and what was found when not given', () => {
    expect(
      maintenanceLogEntry({ ...submitted, doneById: null, findings: '  ', checklistResults: null }),
    ).toMatchObject({ doneById: null, findings: null, checklistResults: null });
  });

  it('names the maintenance by its id when its number is not known', () => {
    expect(maintenanceLogEntry({ ...submitted, number: undefined })).toMatchObject({
      maintenanceId: 31,
      maintenanceNumber: '',
    });
  });

  it('writes none for a repair of a breakdown alone: it is no activity of the schedule', () => {
    expect(maintenanceLogEntry({ ...submitted, machineActivityId: null, machineBreakdownId: 9 })).toBeNull();
  });
});
