import { describe, expect, it } from 'vitest';
import { BILL_DOCUMENTS } from '../documents/billDocuments.ts';
import { MAX_REPORT_DAYS, type ReportDef, type ReportFilterDef } from './reportDef.ts';
import { PRODUCTION_DOCUMENTS } from '../documents/productionDocuments.ts';
import { LOOM_EFFICIENCY, MACHINE_YIELD, PRODUCTION_YIELD } from './productionReports.ts';
import { PURCHASE_REGISTER, SALES_REGISTER } from './registerReports.ts';
import {
  GST_RETURNS_ACL,
  REPORTS,
  reportFilterKeys,
  reportRangeProblem,
  reportSortKeys,
  reportTotalKeys,
} from './reports.ts';

// Issue 22: "purchase register and sales register with GST per rate (GSTR-1 friendly columns: GSTIN, invoice
// number, place of supply, taxable value, tax per head)" (decision 1760).

const keys = (report: ReportDef) => report.columns.map((column) => column.key);

describe('the purchase and sales registers as declarations (decision 1760)', () => {
  it.each([
    [SALES_REGISTER, 'salesRegister', 'Billing', 'Sales Register'],
    [PURCHASE_REGISTER, 'purchaseRegister', 'Purchase', 'Purchase Register'],
  ])('%#: %s in %s, its files named %s', (report, id, area, title) => {
    expect(REPORTS[id]).toBe(report);
    expect([report.area, report.title, report.path]).toEqual([area, title, `chemical/report/${id}`]);
    expect(report.exports.map((file) => file.fileName)).toEqual([`${title}.xlsx`, `${title}.pdf`]);
    expect(reportFilterKeys(report)).toEqual(['from', 'to', 'branchId', 'q']);
    expect(reportTotalKeys(report)).toEqual(['taxableValue', 'igst', 'cgst', 'sgst', 'total']);
    expect(reportSortKeys(report)).toEqual(expect.arrayContaining(['number', 'date', 'party', 'gstRate']));
  });

  it('carries GSTR-1’s columns: GSTIN, number, date, party, place of supply, taxable value, rate, each head, total', () => {
    expect(keys(SALES_REGISTER)).toEqual([
      'gstin',
      'number',
      'date',
      'kindLabel',
      'party',
      'placeOfSupply',
      'taxableValue',
      'gstRate',
      'igst',
      'cgst',
      'sgst',
      'total',
    ]);
    expect(keys(PURCHASE_REGISTER).slice(0, 3)).toEqual(['gstin', 'partyNumber', 'number']);
  });

  it('runs the sales register with the returns’ access and the purchase register with the bill’s', () => {
    expect(SALES_REGISTER.aclNames).toEqual(expect.arrayContaining([...GST_RETURNS_ACL]));
    expect(PURCHASE_REGISTER.aclNames).toContain(BILL_DOCUMENTS.purchaseBill.aclName);
    expect(BILL_DOCUMENTS.purchaseBill.billing?.partyNumberField).toBe('supplierBillNumber');
  });

  it('reads at most a year and a day', () => {
    const range = SALES_REGISTER.filters[0] as Extract<ReportFilterDef, { kind: 'dateRange' }>;
    expect(range.maxDays).toBe(MAX_REPORT_DAYS);
    expect(reportRangeProblem(range, '2026-04-01', '2027-04-01')).toBeUndefined();
    expect(reportRangeProblem(range, '2026-04-01', '2027-04-02')).toBe(
      'Date may span at most 366 days; this range spans 367',
    );
  });
});

describe('loom efficiency per shift as a declaration (decision 1761)', () => {
  it('filters by date (a year and a day at most) and loom, sorts the looms, totals the figures', () => {
    expect(REPORTS.loomEfficiency).toBe(LOOM_EFFICIENCY);
    expect(LOOM_EFFICIENCY.area).toBe('Production');
    expect(reportFilterKeys(LOOM_EFFICIENCY)).toEqual(['from', 'to', 'machineId']);
    expect((LOOM_EFFICIENCY.filters[0] as { maxDays?: number }).maxDays).toBe(MAX_REPORT_DAYS);
    expect(LOOM_EFFICIENCY.filters[1]).toMatchObject({
      lookup: { module: 'machine', filter: { isLoom: true } },
    });
    expect(reportSortKeys(LOOM_EFFICIENCY)).toEqual(['machine.code', 'machine.name']);
    expect(reportTotalKeys(LOOM_EFFICIENCY)).toEqual([
      'metres',
      'kg',
      'runningHours',
      'stoppedHours',
      'availability',
      'performance',
      'efficiency',
    ]);
  });

  it('runs with the Report menu, the DP log or either daily production entry', () => {
    expect(LOOM_EFFICIENCY.aclNames).toEqual(
      expect.arrayContaining([
        'loom-vise-daily-production',
        'daily-production',
        'dailyProductionMachineWise',
      ]),
    );
  });
});

describe('production yield per batch and per machine as declarations (decision 1762)', () => {
  it.each([
    [PRODUCTION_YIELD, ['number', 'date']],
    [MACHINE_YIELD, ['machine.code', 'machine.name']],
  ])('%#: filters by date and machine, totals the weights and the yield', (report, sorts) => {
    expect(REPORTS[report.id]).toBe(report);
    expect(report.area).toBe('Production');
    expect(reportFilterKeys(report)).toEqual(['from', 'to', 'machineId']);
    expect(reportSortKeys(report)).toEqual(sorts);
    expect(reportTotalKeys(report)).toEqual(
      expect.arrayContaining(['inputKg', 'outputKg', 'wastageKg', 'yieldPercent', 'wastagePercent']),
    );
  });

  it('weighs a production line by its Weight (kg), declared on the production posting', () => {
    expect(PRODUCTION_DOCUMENTS.productionBatch.posting?.produces?.weightField).toBe('weightKg');
    expect(PRODUCTION_DOCUMENTS.weavingProcess.posting?.produces?.weightField).toBe('weightKg');
  });
});
