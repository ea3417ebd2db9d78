import { DAILY_PRODUCTION_DOCUMENTS as DAILY } from '../documents/dailyProductionDocuments.ts';
import {
  REPORT_ACL,
  aclOf,
  date,
  excelAndPdf,
  periodFilter,
  text,
  type ReportColumn,
  type ReportDef,
} from './reportDef.ts';

/**
 * Issue 22's production reports: loom efficiency per shift, from the daily production entries the DP log
 * reads, with the one definition of efficiency (decisions 1120, 1761); yield and wastage per batch and per
 * machine, from the production documents' lines by their role (decisions 1100, 1300, 1762).
 */

const LOOM = { module: 'machine', displayKey: 'name', filter: { isLoom: true } } as const;
const MACHINE = { module: 'machine', displayKey: 'name' } as const;

/** A figure of a report: a number with its total (for a percentage: the one worked out over every row). */
const figure = (key: string, header: string): ReportColumn => ({ key, header, type: 'number', total: true });

/** Who reads the production figures: the Report menu, the DP log, either daily production entry. */
const PRODUCTION_ACL = [
  ...REPORT_ACL,
  ...aclOf('/module/loom-vise-daily-production'),
  DAILY.dailyProduction.aclName,
  DAILY.dailyProductionMachineWise.aclName,
];

/** The days a production report reads: at most a year and a day, this month at opening. */
const PRODUCTION_DATES = periodFilter('Date', { opensOn: 'month' });

export const LOOM_EFFICIENCY: ReportDef = {
  id: 'loomEfficiency',
  title: 'Loom Efficiency',
  area: 'Production',
  aclNames: PRODUCTION_ACL,
  path: 'chemical/report/loomEfficiency',
  filters: [PRODUCTION_DATES, { kind: 'lookup', key: 'machineId', label: 'Loom', lookup: LOOM }],
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
  // Each loom's shifts in the day's order.
  order: ['machine.name'],
  keyColumns: ['efficiency'],
  exports: excelAndPdf('loomEfficiency', 'Loom Efficiency'),
};

/**
 * A batch's weights (kg: a line's weight where given, else its quantity), the process loss written on it
 * (decisions 1300, 1802), and its yield and wastage.
 */
const YIELD_COLUMNS: readonly ReportColumn[] = [
  figure('inputKg', 'Input (kg)'),
  figure('outputKg', 'Output (kg)'),
  figure('wastageKg', 'Wastage (kg)'),
  figure('processLossKg', 'Process Loss (kg)'),
  figure('yieldPercent', 'Yield %'),
  figure('wastagePercent', 'Wastage %'),
];

export const PRODUCTION_YIELD: ReportDef = {
  id: 'productionYield',
  title: 'Production Yield',
  area: 'Production',
  aclNames: [...REPORT_ACL, ...aclOf('/module/production-batch')],
  path: 'chemical/report/productionYield',
  ofDocuments: true,
  filters: [PRODUCTION_DATES, { kind: 'lookup', key: 'machineId', label: 'Machine', lookup: MACHINE }],
  columns: [
    text('number', 'Number', { sortable: true }),
    date('date', 'Date', { sortable: true }),
    text('kindLabel', 'Type', { words: true }),
    text('machine.name', 'Machine'),
    ...YIELD_COLUMNS,
  ],
  order: ['date', 'number'],
  keyColumns: ['yieldPercent'],
  exports: excelAndPdf('productionYield', 'Production Yield'),
};

export const MACHINE_YIELD: ReportDef = {
  id: 'machineYield',
  title: 'Machine Yield',
  area: 'Production',
  aclNames: [...REPORT_ACL, ...aclOf('/module/production-batch')],
  path: 'chemical/report/machineYield',
  ofDocuments: true,
  filters: [PRODUCTION_DATES, { kind: 'lookup', key: 'machineId', label: 'Machine', lookup: MACHINE }],
  columns: [
    text('machine.code', 'Machine Code', { sortable: true }),
    text('machine.name', 'Machine', { sortable: true }),
    { key: 'batches', header: 'Batches', type: 'number', total: true },
    ...YIELD_COLUMNS,
  ],
  order: ['machine.name'],
  keyColumns: ['yieldPercent'],
  exports: excelAndPdf('machineYield', 'Machine Yield'),
};

export const PRODUCTION_REPORTS: readonly ReportDef[] = [LOOM_EFFICIENCY, PRODUCTION_YIELD, MACHINE_YIELD];
