import { describe, expect, it } from 'vitest';
import { cellText } from '../catalogue/listColumns.ts';
import type { ReportColumn, ReportDef, ReportFilterDef } from './reportDef.ts';
import { REPORTS, reportFilterLine } from './reports.ts';

// Issue 56, a factory day walked as a new user: "The Sales Register's search box does nothing ('Navkar' or
// '00080' still lists all 105 rows); its rows are in no clear order; … Place of Supply shows '24' without the
// state." Held for every report declared, so that a new one cannot leave them out (decision 2231).

const reports = Object.values(REPORTS).map((report) => [report.title, report] as const);
const columnKeys = (report: ReportDef) => report.columns.map((column) => column.key);
const searchOf = (report: ReportDef) =>
  report.filters.find(
    (filter): filter is Extract<ReportFilterDef, { kind: 'search' }> => filter.kind === 'search',
  );

/** A document's number column and its party's (by what its head says), where a report shows both. */
const numberColumn = (report: ReportDef) =>
  report.columns.find((column) => /^(number|orderNumber)$/.test(column.key))?.key;
const partyColumn = (report: ReportDef) =>
  report.columns.find((column) => ['Customer', 'Supplier', 'Party'].includes(column.header))?.key;
const dateColumn = (report: ReportDef) =>
  report.columns.find((column) => column.type === 'date' && /^(date|orderDate)$/.test(column.key))?.key;

describe('issue 56: every report keeps a declared order of its own columns', () => {
  it.each(reports)('%s', (_title, report) => {
    expect(report.order.length).toBeGreaterThan(0);
    for (const key of report.order) expect(columnKeys(report)).toContain(key.replace(/^-/, ''));
  });

  const ofDocuments = reports.filter(([, report]) => numberColumn(report) && dateColumn(report));
  it('finds the reports of documents: the registers, the order lines, the transactions, the yield', () => {
    expect(ofDocuments.length).toBeGreaterThanOrEqual(9);
  });

  it.each(ofDocuments)('%s reads by date, then number', (_title, report) => {
    const [first, second] = report.order.map((key) => key.replace(/^-/, ''));
    expect([first, second]).toEqual([dateColumn(report), numberColumn(report)]);
  });
});

describe("issue 56: a report of documents with a party searches on the server over the number and the party's name", () => {
  const withParty = reports.filter(([, report]) => numberColumn(report) && partyColumn(report));

  it('finds them: the three registers, the four order-line reports, the transaction report', () => {
    expect(withParty.map(([, report]) => report.id).sort()).toEqual(
      [
        'dispatchAgainstSO',
        'getInwardAgainstPO',
        'invoiceRegister',
        'pendingPurchaseOrders',
        'pendingSalesOrders',
        'purchaseRegister',
        'salesRegister',
        'transactionReport',
      ].sort(),
    );
  });

  it.each(withParty)('%s has its search box over its number and party', (_title, report) => {
    expect(searchOf(report)).toMatchObject({ key: 'q', over: [numberColumn(report), partyColumn(report)] });
  });

  it.each(reports.filter(([, report]) => searchOf(report)))(
    '%s searches its own columns',
    (_title, report) => {
      for (const key of searchOf(report)?.over ?? []) expect(columnKeys(report)).toContain(key);
    },
  );

  it("says what was searched on a file's filter line, as typed", () => {
    const register = REPORTS.salesRegister as ReportDef;
    expect(reportFilterLine(register, { q: 'Navkar', from: '2026-11-01' })).toBe(
      'From 2026-11-01 · Search: Navkar',
    );
  });
});

describe("issue 56: a place of supply shows its state's code and name, never the code alone", () => {
  const places = Object.values(REPORTS).flatMap((report) =>
    report.columns
      .filter((column) => /placeOfSupply|place of supply/i.test(`${column.key} ${column.header}`))
      .map((column): [string, ReportColumn] => [`${report.title}: ${column.header}`, column]),
  );

  it('finds the registers’ places of supply', () => {
    expect(places.length).toBeGreaterThanOrEqual(3);
  });

  it.each(places)('%s', (_column, column) => {
    expect(cellText(column, { [column.key]: '24' })).toBe('24 Gujarat');
    expect(cellText(column, { [column.key]: '96' })).toBe('96 Other Country');
  });
});
