import { problemRule } from '../catalogue/modules/helpers.ts';
import { maintenanceWorkProblem } from '../maintenance/records.ts';
import type { DocumentDef } from './documentDef.ts';
import type { MaintenanceDocumentKey } from './documentKeys.ts';
import { field, lookup } from './documentFields.ts';
import { POSTING_STATUSES, STOCK_ISSUE_LINES } from './stockLines.ts';

/** The most downtime one maintenance may record: a month of minutes. */
const MOST_DOWNTIME_MINUTES = 44_640;

/**
 * Issue 22's maintenance recorded against the schedule (decisions 1784–1786): on a machine, the scheduled
 * activity done or the breakdown it repaired, who did it on which day (never after today), findings, checks,
 * downtime minutes, and the spares used. Its submit issues the spares from stock as a stock issue does and
 * writes the activity into the machine activity log; its cancel reverses both.
 */
export const MAINTENANCE_DOCUMENTS: Readonly<Record<MaintenanceDocumentKey, DocumentDef>> = {
  machineMaintenance: {
    key: 'machineMaintenance',
    moduleId: 67,
    label: 'Maintenance',
    apiPath: 'chemical/machineAssets/maintenance',
    aclName: 'machineAssets',
    route: '/module/machine-maintenance',
    listRoute: '/module/machine-maintenance',
    series: 'MNT',
    valuation: 'none',
    itemDefaults: {},
    fields: [
      lookup('machineId', 'Machine', 'machine', {
        required: true,
        lookup: { module: 'machine', displayKey: 'name', carries: ['machineTypeId'] },
      }),
      // The activities offered are those of the chosen machine's type (the submit refuses any other).
      lookup('machineActivityId', 'Activity', 'machineActivity', {
        lookup: {
          module: 'machineActivity',
          displayKey: 'name',
          filterFrom: { machineTypeId: 'machine.machineTypeId' },
        },
      }),
      // A repair after a breakdown names the stop it repaired, one of the machine's (decision 1784).
      lookup('machineBreakdownId', 'Breakdown Repaired', 'machineBreakdown', {
        lookup: { module: 'machineBreakdown', displayKey: 'reason', filterFrom: { machineId: 'machineId' } },
      }),
      field('date', 'Done On', 'date', { required: true }),
      lookup('doneById', 'Done By', 'staff', { lookup: { module: 'staff', displayKey: 'username' } }),
      field('findings', 'Findings', 'textarea', { maxLength: 1000 }),
      field('checklistResults', 'Checklist Results', 'textarea', { maxLength: 2000 }),
      field('downtimeMinutes', 'Downtime (minutes)', 'number', {
        integer: true,
        min: 0,
        max: MOST_DOWNTIME_MINUTES,
      }),
    ],
    // The spares used: optional, and issued from stock on submit as a stock issue's lines are.
    lines: { ...STOCK_ISSUE_LINES, label: 'Spares Used', minRows: 0 },
    progressFields: [],
    statuses: POSTING_STATUSES,
    lists: [],
    listColumns: ['number', 'date', 'machineId', 'machineActivityId', 'downtimeMinutes', 'status'],
    searchKeys: ['number'],
    onSubmit:
      'Issues the spares used from their stock areas (available stock only) and writes the activity done into the machine activities.',
    posting: { movement: 'ISSUE', direction: 'out', quantityField: 'quantity', rated: false },
    submitEffect: 'maintenanceLog',
    rules: [problemRule('machineActivityId', maintenanceWorkProblem)],
  },
};
