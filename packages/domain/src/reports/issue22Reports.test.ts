import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS, type ReportDef, type ReportFilterDef } from './reportDef.ts';
import {
  REPORTS,
  reportFilterKeys,
  reportMissingFilters,
  reportRangeProblem,
  reportSortKeys,
  reportTotalKeys,
} from './reports.ts';
import { STOCK_AGEING_BUCKETS } from './stockReports.ts';

// Issue 22 (Reports): "inward against purchase order (`chemical/report/getInwardAgainstPO/export/excel` and
// `/pdf`: ordered, received, pending per PO line) … stock ledger (stock card) per item and place with
// opening, in, out and closing; stock ageing by lot; … pending purchase and sales orders"; "A report filter
// with the end before the start or a range over the allowed span (a clear message, not a timeout)".

const of = (id: string) => REPORTS[id] as ReportDef;

describe('the reports of issue 22 as declarations (decisions 1700, 1701)', () => {
  it.each([
    ['getInwardAgainstPO', 'Purchase', 'chemical/report/getInwardAgainstPO', 'Inward Against PO'],
    ['pendingPurchaseOrders', 'Purchase', 'chemical/report/pendingPurchaseOrders', 'Pending Purchase Orders'],
    ['pendingSalesOrders', 'Sales', 'chemical/report/pendingSalesOrders', 'Pending Sales Orders'],
    ['stockLedger', 'Stock', 'chemical/report/stockLedger', 'Stock Ledger'],
    ['stockAgeing', 'Stock', 'chemical/report/stockAgeing', 'Stock Ageing'],
  ])('%s: in %s, rows at %s, files named %s', (id, area, path, title) => {
    const report = of(id);
    expect([report.area, report.path, report.title]).toEqual([area, path, title]);
    expect(report.exports.map((file) => [file.path, file.fileName])).toEqual([
      [`${path}/export/excel`, `${title}.xlsx`],
      [`${path}/export/pdf`, `${title}.pdf`],
    ]);
  });

  it('keeps the spec §7 paths of inward against PO', () => {
    expect(of('getInwardAgainstPO').exports.map((file) => file.path)).toEqual([
      'chemical/report/getInwardAgainstPO/export/excel',
      'chemical/report/getInwardAgainstPO/export/pdf',
    ]);
  });

  it.each([
    [
      'getInwardAgainstPO',
      ['from', 'to', 'partyId', 'itemId', 'open', 'q'],
      ['ordered', 'received', 'pending'],
    ],
    ['pendingPurchaseOrders', ['from', 'to', 'partyId', 'itemId', 'q'], ['ordered', 'received', 'pending']],
    ['pendingSalesOrders', ['from', 'to', 'partyId', 'itemId', 'q'], ['ordered', 'dispatched', 'pending']],
    ['stockLedger', ['itemId', 'stockAreaId', 'from', 'to'], ['in', 'out']],
    ['stockAgeing', ['itemId', 'stockAreaId'], []],
  ])('%s filters by %j and totals %j', (id, keys, totals) => {
    expect(reportFilterKeys(of(id))).toEqual(keys);
    expect(reportTotalKeys(of(id))).toEqual(totals);
  });

  it('reads the stock ledger in the order stock moved: nothing sorts it', () => {
    expect(reportSortKeys(of('stockLedger'))).toEqual([]);
  });

  it('buckets stock ageing by 0–30, 31–60, 61–90 and over 90 days, each a column before the lot on hand', () => {
    expect(STOCK_AGEING_BUCKETS.map((bucket) => [bucket.from, bucket.to])).toEqual([
      [0, 30],
      [31, 60],
      [61, 90],
      [91, undefined],
    ]);
    expect(
      of('stockAgeing')
        .columns.map((column) => column.key)
        .slice(-5),
    ).toEqual(['days0to30', 'days31to60', 'days61to90', 'over90', 'onHand']);
  });
});

describe('reportMissingFilters: a report that needs a filter runs only with it', () => {
  it.each([
    [{}, ['Item']],
    [{ itemId: '' }, ['Item']],
    [{ itemId: 4, stockAreaId: 2 }, []],
  ])('the stock ledger given %o misses %j', (values, missing) => {
    expect(reportMissingFilters(of('stockLedger'), values)).toEqual(missing);
  });

  it('asks nothing of a report whose filters are all optional', () => {
    expect(reportMissingFilters(of('stockAgeing'), {})).toEqual([]);
  });
});

describe('reportRangeProblem: an end before its start, a range over the span, in words', () => {
  const range: Extract<ReportFilterDef, { kind: 'dateRange' }> = {
    kind: 'dateRange',
    label: 'Date',
    keys: ['from', 'to'],
    maxDays: MAX_REPORT_DAYS,
  };
  it.each([
    ['2026-04-01', '2026-03-31', 'From must be on or before To'],
    ['2026-01-01', '2026-12-31', undefined],
    ['2025-01-01', '2025-12-31', undefined],
    ['2024-01-01', '2024-12-31', undefined],
    ['2025-04-01', '2026-04-01', undefined],
    ['2025-04-01', '2026-04-02', 'Date may span at most 366 days; this range spans 367'],
    ['2026-04-01', undefined, undefined],
    [undefined, '2026-04-01', undefined],
  ])('from %s to %s: %s', (from, to, problem) => {
    expect(reportRangeProblem(range, from, to)).toBe(problem);
  });

  it('lets a range without a most span run any length', () => {
    const { maxDays: _, ...open } = range;
    expect(reportRangeProblem(open, '2020-01-01', '2026-01-01')).toBeUndefined();
  });
});
