import type { FieldOption, ModuleSpec } from '../fields.ts';
import { MACHINE_KINDS } from './machines.ts';
import {
  active,
  choices,
  description,
  lookup,
  master,
  name,
  num,
  required,
  select,
  textarea,
} from './helpers.ts';

/*
 * Issue 22's machine asset group (decisions 1740–1742): the machine types, the maintenance activities each
 * type needs, and the log of the activities done on each machine.
 */

/** What an activity's frequency counts (decision 1741): days, running hours, or metres the machine made. */
export const FREQUENCY_KINDS: readonly FieldOption[] = choices([
  ['DAYS', 'Days'],
  ['RUNNING_HOURS', 'Running Hours'],
  ['METRES', 'Metres Produced'],
]);

/** The most an activity's frequency may be: a million metres between two services. */
const MOST_FREQUENCY = 1_000_000;

/** M/c Types and Activity (spec §2 `machineAssetsActivity`, §7 `machineType`): a machine type and its kind. */
export const MACHINE_TYPE: ModuleSpec = master({
  key: 'machineType',
  label: 'Machine Type',
  apiPath: 'chemical/machineType',
  aclName: 'machineAssetsActivity',
  fields: [name('Machine Type'), required(select('kind', 'Kind', MACHINE_KINDS)), description(), active()],
  listColumns: ['name', 'kind', 'description', 'active'],
  related: ['machineActivity'],
});

/** A maintenance activity of a machine type (spec §7 `machineActivity`): how often, and its checklist. */
export const MACHINE_ACTIVITY: ModuleSpec = master({
  key: 'machineActivity',
  label: 'Machine Activity',
  apiPath: 'chemical/machineActivity',
  aclName: 'machineAssetsActivity',
  fields: [
    name('Activity'),
    required(lookup('machineTypeId', 'Machine Type', 'machineType')),
    required(select('frequencyKind', 'Frequency In', FREQUENCY_KINDS)),
    required(num('frequency', 'Every', { integer: true, min: 1, max: MOST_FREQUENCY })),
    textarea('checklist', 'Checklist (one check a line)', { maxLength: 2000 }),
    active(),
  ],
  listColumns: ['name', 'machineTypeId', 'frequencyKind', 'frequency', 'active'],
  listFilters: ['machineTypeId'],
  uniqueKeys: [],
});

/**
 * An activity done on a future day is refused (issue 22 "a maintenance recorded for a future date"): `today`
 * is the caller's calendar day, both as 'yyyy-MM-dd', which compare as the days do.
 */
export const doneOnProblem = (doneOn: unknown, today: string): string | null =>
  typeof doneOn === 'string' && doneOn > today
    ? `Done On cannot be after today (${today}): record an activity once it is done`
    : null;

/** The activity done must be one of the machine's type: the type of each as their records give it. */
export const activityOfTypeProblem = (activityTypeId: unknown, machineTypeId: unknown): string | null =>
  Number(activityTypeId) !== Number(machineTypeId)
    ? "The activity is not one of the machine's type: choose an activity of its type"
    : null;

/**
 * The machine activities (`/module/machine-activities`, decision 1742): what was done on a machine, when, by
 * whom, what was found and how each check came out. The schedule reads it (decision 1783); a maintenance
 * recorded against the schedule writes its row on submit, read-only here (decision 1785).
 */
export const MACHINE_ACTIVITY_LOG: ModuleSpec = master({
  key: 'machineActivityLog',
  label: 'Machine Activities',
  // One record is an activity done; a Machine Activity is the master of what may be done (decision 2240).
  recordLabel: 'Activity Done',
  apiPath: 'chemical/machineActivityLog',
  aclName: 'machine-activities',
  largeList: true,
  fields: [
    required(
      lookup('machineId', 'Machine', 'machine', {
        lookup: { module: 'machine', displayKey: 'name', carries: ['machineTypeId'] },
      }),
    ),
    // The activities offered are those of the chosen machine's type (the server refuses any other).
    required(
      lookup('machineActivityId', 'Activity', 'machineActivity', {
        lookup: {
          module: 'machineActivity',
          displayKey: 'name',
          filterFrom: { machineTypeId: 'machine.machineTypeId' },
        },
      }),
    ),
    required({ key: 'doneOn', label: 'Done On', type: 'date', startsToday: true }),
    lookup('doneById', 'Done By', 'staff', { lookup: { module: 'staff', displayKey: 'username' } }),
    textarea('findings', 'Findings', { maxLength: 1000 }),
    textarea('checklistResults', 'Checklist Results', { maxLength: 2000 }),
    // The maintenance recorded against the schedule that wrote it, if one did (decision 1785).
    {
      key: 'maintenanceId',
      label: 'Maintenance',
      type: 'number',
      integer: true,
      min: 1,
      hidden: true,
      readOnly: true,
    },
    { key: 'maintenanceNumber', label: 'Maintenance No.', type: 'text', maxLength: 40, readOnly: true },
  ],
  listColumns: ['doneOn', 'machineId', 'machineActivityId', 'doneById', 'findings', 'maintenanceNumber'],
  searchKeys: ['findings'],
  sortKey: 'doneOn',
  newestFirst: true,
  uniqueKeys: [],
  listDate: 'doneOn',
  listFilters: ['machineId', 'machineActivityId'],
  writtenBy: { label: 'Maintenance', idField: 'maintenanceId', numberField: 'maintenanceNumber' },
});
