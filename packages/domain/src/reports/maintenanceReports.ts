import { FREQUENCY_KINDS } from '../catalogue/modules/machineAssets.ts';
import { MAINTENANCE_DOCUMENTS } from '../documents/maintenanceDocuments.ts';
import { SCHEDULE_STATUSES, SCHEDULE_STATUS_LABELS } from '../maintenance/schedule.ts';
import {
  REPORT_ACL,
  aclOf,
  date,
  excelAndPdf,
  text,
  type ReportChoice,
  type ReportDef,
} from './reportDef.ts';

/**
 * Issue 22's Maintenance Activity (`/module/machine-asset-management`, decisions 1783–1784): the schedule per
 * machine as a report of the engine: each active machine's activities with when each was last done, what the
 * machine used since, and whether it is overdue, due or done; overdue first. From a row, Record Maintenance
 * opens a new maintenance of that machine and activity.
 */

const STATUSES: readonly ReportChoice[] = SCHEDULE_STATUSES.map((status) => ({
  value: status,
  label: SCHEDULE_STATUS_LABELS[status],
}));

const number = (key: string, header: string) => ({ key, header, type: 'number' as const });

export const MAINTENANCE_SCHEDULE: ReportDef = {
  id: 'maintenanceSchedule',
  title: 'Maintenance Activity',
  area: 'Machine Asset',
  aclNames: [...REPORT_ACL, ...aclOf('/module/machine-asset-management')],
  path: 'chemical/report/maintenanceSchedule',
  address: '/module/machine-asset-management',
  filters: [
    { kind: 'lookup', key: 'machineId', label: 'Machine', lookup: { module: 'machine', displayKey: 'name' } },
    {
      kind: 'lookup',
      key: 'machineTypeId',
      label: 'Machine Type',
      lookup: { module: 'machineType', displayKey: 'name' },
    },
    { kind: 'choice', key: 'status', label: 'Status', options: STATUSES },
  ],
  // Worked out per call from the log and the DP log (decision 1783): every column but the figures sorts. The
  // first three name a row (its machine, activity and status), as the screen's row actions do.
  columns: [
    text('machine.name', 'Machine', { sortable: true }),
    text('activity.name', 'Activity', { sortable: true }),
    text('status', 'Status', { sortable: true, options: STATUSES }),
    text('machine.code', 'Machine Code', { sortable: true }),
    text('machineType.name', 'Machine Type', { sortable: true }),
    number('activity.frequency', 'Every'),
    text('activity.frequencyKind', 'Frequency In', { options: FREQUENCY_KINDS }),
    date('lastDoneOn', 'Last Done On', { sortable: true }),
    number('usedSince', 'Used Since'),
    date('dueOn', 'Due On', { sortable: true }),
    number('remaining', 'Remaining'),
  ],
  // Overdue, then due, then done; within each the furthest into its interval first (decision 1783).
  order: ['status'],
  keyColumns: ['status', 'dueOn'],
  exports: excelAndPdf('maintenanceSchedule', 'Maintenance Activity'),
  rowActions: [
    {
      label: 'Record Maintenance',
      icon: 'machine',
      document: MAINTENANCE_DOCUMENTS.machineMaintenance.key,
      // The machine with its type, so that the form's activity picker offers the type's (decision 1784).
      draft: {
        machineId: 'machine.id',
        'machine.id': 'machine.id',
        'machine.name': 'machine.name',
        'machine.machineTypeId': 'machineType.id',
        machineActivityId: 'activity.id',
        'machineActivity.id': 'activity.id',
        'machineActivity.name': 'activity.name',
      },
    },
  ],
};
