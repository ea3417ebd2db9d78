import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import type { ReportDef } from './reportDef.ts';
import { REPORTS, reportAt, reportFilterLine, reportMissingFilters, reportSortKeys } from './reports.ts';
import { AUDITED_MODULES, DOCUMENT_TYPES } from './transactionReports.ts';

// Issue 22: "Transaction report (`/module/transaction-report`): every document of a period across modules,
// filterable, with totals. Activity log (`chemical/activityLog/getActivityLogReportModel`): who did what
// when, read from the audit trail, filterable by user, module and date."

const of = (id: string) => REPORTS[id] as ReportDef;

describe('the transaction report and the activity log (decision 1770)', () => {
  it.each([
    ['transactionReport', 'chemical/report/transactionReport', 'Transaction Report'],
    ['activityLog', 'chemical/activityLog/getActivityLogReportModel', 'Activity Log'],
  ])('%s: rows at %s, files named %s', (id, path, title) => {
    const report = of(id);
    expect([report.path, report.title]).toEqual([path, title]);
    expect(report.exports.map((file) => file.fileName)).toEqual([`${title}.xlsx`, `${title}.pdf`]);
  });

  it('opens the transaction report at the menu address, with the menu access', () => {
    expect(reportAt('/module/transaction-report')?.id).toBe('transactionReport');
    expect(reportAt('/module/nowhere')).toBeUndefined();
    expect(of('transactionReport').aclNames).toEqual(['chemical/report', 'transactionReport']);
  });

  it('offers every declared document as a type, and the masters besides as a module', () => {
    expect(DOCUMENT_TYPES).toHaveLength(Object.keys(DOCUMENTS).length);
    expect(DOCUMENT_TYPES).toContainEqual({ value: 'salesOrder', label: 'Sales Order' });
    expect(AUDITED_MODULES).toContainEqual({ value: 'item', label: 'Item' });
    expect(AUDITED_MODULES.length).toBeGreaterThan(DOCUMENT_TYPES.length);
  });

  it.each([
    [{}, ['Date']],
    [{ from: '2026-04-01' }, ['Date']],
    [{ from: '2026-04-01', to: '2026-04-30' }, []],
  ])('needs the whole date range: %o misses %o', (values, missing) => {
    expect(reportMissingFilters(of('transactionReport'), values)).toEqual(missing);
  });

  it('sorts by type, number, date, party and amount; totals the amount', () => {
    const report = of('transactionReport');
    expect(reportSortKeys(report)).toEqual(['documentLabel', 'number', 'date', 'party', 'amount']);
    expect(report.columns.filter((column) => column.total).map((column) => column.key)).toEqual(['amount']);
  });

  it('names the type and status picked in an export filter line', () => {
    const values = { from: '2026-04-01', to: '2026-04-30', documentType: 'salesOrder', status: '10' };
    expect(reportFilterLine(of('transactionReport'), values)).toBe(
      'From 2026-04-01 · To 2026-04-30 · Document Type: Sales Order · Status: Open',
    );
    expect(reportFilterLine(of('transactionReport'), { documentType: 'nothing' })).toBe('');
  });
});
