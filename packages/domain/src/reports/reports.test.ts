import { describe, expect, it } from 'vitest';
import {
  REPORTS,
  REPORT_ACL,
  findReport,
  reportAreas,
  reportFilterKeys,
  reportFilterLine,
  inEnglish,
  type SayWords,
  reportLookupFields,
  reportOpeningKeys,
  reportOpeningValues,
  reportSortOf,
  reportTotalKeys,
  reportTotalText,
  type ReportDef,
} from './reports.ts';

const report = (id: string, area: string): ReportDef => ({
  id,
  title: id,
  area,
  aclNames: ['chemical/report'],
  path: `chemical/report/${id}`,
  filters: [],
  columns: [],
  order: [],
  keyColumns: [],
  exports: [],
});

describe('REPORTS (issue 22: a report is a declaration)', () => {
  it.each(Object.entries(REPORTS))('%s is found by its id and runs with the Report menu', (id, def) => {
    expect(def.id).toBe(id);
    expect(findReport(id)).toBe(def);
    expect(def.aclNames).toEqual(expect.arrayContaining([...REPORT_ACL]));
    expect(def.columns.length).toBeGreaterThan(0);
  });

  it('keeps the spec §7 paths and file names', () => {
    expect(REPORTS.lotClearance?.path).toBe('chemical/report/lotClearance');
    expect(REPORTS.lotClearance?.exports).toEqual([
      { format: 'excel', path: 'chemical/report/lotClearance/exportToExcel', fileName: 'lot clearance.xlsx' },
    ]);
    expect(REPORTS.dispatchAgainstSO?.exports.map((file) => [file.path, file.fileName])).toEqual([
      ['chemical/report/dispatchAgainstSO/export/excel', 'Dispatch Against SO.xlsx'],
      ['chemical/report/dispatchAgainstSO/export/pdf', 'Dispatch Against SO.pdf'],
    ]);
    expect(REPORT_ACL).toEqual(['chemical/report']);
  });

  it('finds no report by a name it lacks, nor by an object key', () => {
    expect(findReport('nope')).toBeUndefined();
    expect(findReport('toString')).toBeUndefined();
  });
});

describe('a report declaration read', () => {
  const dispatch = REPORTS.dispatchAgainstSO as ReportDef;
  it('names the body keys of its filters, a date range two', () => {
    expect(reportFilterKeys(dispatch)).toEqual(['from', 'to', 'partyId', 'salesOrderId', 'pending', 'q']);
    expect(reportTotalKeys(dispatch)).toEqual(['ordered', 'dispatched', 'pending']);
  });

  it.each([
    [
      'a quantity per unit (issue 42: "Ordered 535.5" of 500 BAG + 25.5 KG + 10 BAG)',
      'ordered',
      {
        ordered: [
          { quantity: 510, uom: { name: 'BAG', decimals: 0 } },
          { quantity: 25.5, uom: { name: 'KG', decimals: 3 } },
        ],
      },
      '510 BAG · 25.500 KG',
    ],
    ['a quantity of no row', 'ordered', { ordered: [] }, '0'],
    ['a figure as its cells read it', 'ordered', { ordered: 12.5 }, '12.5'],
    ['nothing for a total not given', 'pending', {}, ''],
  ])('shows its totals: %s', (_case, key, totals, shown) => {
    const column = dispatch.columns.find((candidate) => candidate.key === key);
    if (!column) throw new Error(`no column ${key}`);
    expect(reportTotalText(column, totals)).toBe(shown);
  });

  it('names its pickers as lookup fields: customers only, orders by number', () => {
    expect(reportLookupFields(dispatch)).toEqual([
      {
        key: 'partyId',
        label: 'Customer',
        type: 'lookup',
        lookup: { module: 'party', displayKey: 'companyName', filter: { isCustomer: true } },
      },
      {
        key: 'salesOrderId',
        label: 'Sales Order',
        type: 'lookup',
        lookup: { module: 'salesOrder', displayKey: 'number' },
      },
    ]);
  });

  it.each([
    ['orderDate', { key: 'orderDate', descending: false }],
    ['-pending', { key: 'pending', descending: true }],
    ['uom.name', undefined],
    ['-nothing', undefined],
  ])('sorts by %s only when that column sorts', (sort, expected) => {
    expect(reportSortOf(dispatch, sort)).toEqual(expected);
  });

  it.each([
    [{}, ''],
    [
      { from: '2026-04-01', to: '2026-04-30', pending: true },
      'From 2026-04-01 · To 2026-04-30 · Pending only',
    ],
    [{ to: '2026-04-30', pending: false, partyId: 4 }, 'To 2026-04-30'],
  ])('prints the filter %o as %j', (values, line) => {
    expect(reportFilterLine(dispatch, values)).toBe(line);
  });

  it("says the line's words in the reader's language, what was typed as typed (issue 42, decision 2141)", () => {
    const hindi: Readonly<Record<string, string>> = {
      'From {date}': '{date} से',
      'To {date}': '{date} तक',
      'Pending only': 'केवल लंबित',
      'Lot No.': 'लॉट नं.',
    };
    const say: SayWords = (text, values) => inEnglish(hindi[text] ?? text, values);
    expect(reportFilterLine(dispatch, { from: '2026-04-01', to: '2026-04-30', pending: true }, say)).toBe(
      '2026-04-01 से · 2026-04-30 तक · केवल लंबित',
    );
    expect(reportFilterLine(REPORTS.lotClearance as ReportDef, { lotNumber: 'L-7' }, say)).toBe(
      'लॉट नं.: L-7',
    );
    // A place no value fills stays as written.
    expect(inEnglish('From {date} to {end}', { date: '2026-04-01' })).toBe('From 2026-04-01 to {end}');
  });

  it('prints a text filter by its label', () => {
    expect(reportFilterLine(REPORTS.lotClearance as ReportDef, { lotNumber: 'L-7', itemId: 3 })).toBe(
      'Lot No.: L-7',
    );
  });
});

describe('reportAreas (spec §3: "Report lists are sorted by reportId, case-insensitive")', () => {
  it('groups the reports a caller may run by area, areas by name, reports by id ignoring case', () => {
    const reports = [
      report('stockAgeing', 'Stock'),
      report('Batch', 'Production'),
      report('lotClearance', 'Stock'),
      report('Hidden', 'Stock'),
      report('Abc', 'Stock'),
    ];
    expect(reportAreas(reports, (candidate) => candidate.id !== 'Hidden')).toEqual([
      { area: 'Production', reports: [{ id: 'Batch', title: 'Batch' }] },
      {
        area: 'Stock',
        reports: [
          { id: 'Abc', title: 'Abc' },
          { id: 'lotClearance', title: 'lotClearance' },
          { id: 'stockAgeing', title: 'stockAgeing' },
        ],
      },
    ]);
  });

  it('lists nothing for a caller who may run none', () => {
    expect(reportAreas(Object.values(REPORTS), () => false)).toEqual([]);
  });
});

describe('reportOpeningValues (decision 1960: a report of what happened opens on the month)', () => {
  const nothingNamed = () => false;
  it.each([
    ['salesRegister', { from: '2026-02-01', to: '2026-02-28' }],
    ['purchaseRegister', { from: '2026-02-01', to: '2026-02-28' }],
    ['invoiceRegister', { from: '2026-02-01', to: '2026-02-28' }],
    ['dispatchAgainstSO', { from: '2026-02-01', to: '2026-02-28' }],
    ['getInwardAgainstPO', { from: '2026-02-01', to: '2026-02-28' }],
    ['loomEfficiency', { from: '2026-02-01', to: '2026-02-28' }],
    ['transactionReport', { from: '2026-02-01', to: '2026-02-28' }],
    // What is still pending is read whatever its date; the card of an item from its first movement.
    ['pendingSalesOrders', {}],
    ['pendingPurchaseOrders', {}],
    ['stockLedger', {}],
    ['lotClearance', {}],
  ])('%s opens on 14 February 2026 with %o', (id, values) => {
    expect(reportOpeningValues(REPORTS[id] as ReportDef, '2026-02-14', nothingNamed)).toEqual(values);
  });

  it('leaves a range the address names, even one of its days or emptied, to the user', () => {
    const register = REPORTS.salesRegister as ReportDef;
    expect(reportOpeningValues(register, '2026-02-14', (key) => key === 'to')).toEqual({});
    expect(reportOpeningKeys(register)).toEqual(['from', 'to']);
    expect(reportOpeningKeys(REPORTS.pendingSalesOrders as ReportDef)).toEqual([]);
  });

  it('opens on nothing for a day that is no day', () => {
    expect(reportOpeningValues(REPORTS.salesRegister as ReportDef, '2026-02-30', nothingNamed)).toEqual({});
  });
});
