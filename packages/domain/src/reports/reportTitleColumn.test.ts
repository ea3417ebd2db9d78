import { describe, expect, it } from 'vitest';
import { REPORTS } from './reports.ts';

/**
 * Issue 42: on a phone "a report shows three cut columns ('INV/26-27/0…')"; a row is a card titled by the
 * column that names it (decision 2081), the first unless the report says another.
 */
describe('a report row’s title column', () => {
  it.each([
    ['salesRegister', 'number'],
    ['purchaseRegister', 'number'],
    ['transactionReport', 'number'],
    ['pendingSalesOrders', 'orderNumber'],
    ['productionYield', 'number'],
    ['stockAgeing', 'item.name'],
  ])('%s: each card is titled by %s', (id, key) => {
    const report = REPORTS[id];
    expect(report?.titleColumn ?? report?.columns[0]?.key).toBe(key);
  });

  it.each(Object.values(REPORTS).filter((report) => report.titleColumn !== undefined))(
    '$id names one of its own columns',
    (report) => {
      expect(report.columns.map((column) => column.key)).toContain(report.titleColumn);
    },
  );
});
