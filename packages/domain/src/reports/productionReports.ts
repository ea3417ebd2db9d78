import { DAILY_PRODUCTION_DOCUMENTS as DAILY } from '../documents/dailyProductionDocuments.ts';
import {
  MAX_REPORT_DAYS,
  REPORT_ACL,
  aclOf,
  excelAndPdf,
  text,
  type ReportColumn,
  type ReportDef,
} from './reportDef.ts';

/**
 * Issue 22's production reports (decision 1761): loom efficiency per shift, from the daily production
 * entries the DP log reads, with the one definition of efficiency (decision 1120).
 */

const LOOM = { module: 'machine', displayKey: 'name', filter: { isLoom: true } } as const;

/** A figure of a report: a number with its total (for a percentage: the one worked out over every row). */
const figure = (key: string, header: string): ReportColumn => ({ key, header, type: 'number', total: true });

/** Who reads the production figures: the Report menu, the DP log, either daily production entry. */
const PRODUCTION_ACL = [
  ...REPORT_ACL,
  ...aclOf('/module/loom-vise-daily-production'),
  DAILY.dailyProduction.aclName,
  DAILY.dailyProductionMachineWise.aclName,
];

export const LOOM_EFFICIENCY: ReportDef = {
  id: 'loomEfficiency',
  title: 'Loom Efficiency',
  area: 'Production',
  aclNames: PRODUCTION_ACL,
  path: 'chemical/report/loomEfficiency',
  filters: [
    { kind: 'dateRange', label: 'Date', keys: ['from', 'to'], maxDays: MAX_REPORT_DAYS },
    { kind: 'lookup', key: 'machineId', label: 'Loom', lookup: LOOM },
  ],
  // The percentages are the domain's, worked out after the rows are read: the looms and shifts sort.
  columns: [
    text('machine.code', 'Loom Code', { sortable: true }),
    text('machine.name', 'Loom', { sortable: true }),
    text('shiftLabel', 'Shift'),
    figure('metres', 'Metres'),
    figure('kg', 'Kg'),
    figure('runningHours', 'Running Hours'),
    figure('stoppedHours', 'Stopped Hours'),
    figure('availability', 'Availability %'),
    figure('performance', 'Performance %'),
    figure('efficiency', 'Efficiency %'),
  ],
  exports: excelAndPdf('loomEfficiency', 'Loom Efficiency'),
};

export const PRODUCTION_REPORTS: readonly ReportDef[] = [LOOM_EFFICIENCY];
