import { describe, expect, it } from 'vitest';
import { DOCUMENT_SYSTEM_FIELDS } from '../documents/documentFields.ts';
import { DOCUMENTS } from '../documents/documents.ts';
import { REPORTS } from '../reports/reports.ts';
import { KEPT_COLUMNS, keyColumnsOf, LINE_TOTAL, lineKeyColumns } from './keyColumns.ts';
import { listColumnsOf } from './listColumns.ts';
import { MODULES } from './modules/index.ts';

/**
 * Issue 56: "each list declares the columns that must stay in view (title, status, value, total) and pins its
 * title column when it scrolls; line grids keep the item and the line's total in view".
 */

const columns = (...keys: string[]) => keys.map((key) => ({ key }));

const documentList = (document: (typeof DOCUMENTS)[keyof typeof DOCUMENTS]) =>
  listColumnsOf({
    fields: [...DOCUMENT_SYSTEM_FIELDS, ...document.fields],
    listColumns: document.listColumns,
  });

describe('a list’s key columns', () => {
  it.each([
    ['the first column names a row', { columns: columns('name', 'code') }, { start: ['name'], end: [] }],
    [
      'a status and a total stay at the end, in the columns’ order',
      { columns: columns('number', 'grandTotal', 'date', 'status') },
      { start: ['number'], end: ['grandTotal', 'status'] },
    ],
    [
      'a declared title and its declared key columns',
      { columns: columns('gstin', 'number', 'total', 'cgst'), titleColumn: 'number', keyColumns: ['cgst'] },
      { start: ['number'], end: ['cgst'] },
    ],
    [
      'the title is never kept at the end as well',
      { columns: columns('amount', 'date'), keyColumns: ['amount'] },
      { start: ['amount'], end: [] },
    ],
    ['a list of no columns keeps none', { columns: [] }, { start: [], end: [] }],
  ])('%s', (_, list, expected) => {
    expect(keyColumnsOf(list)).toEqual(expected);
  });

  it.each([
    ['salesRegister', ['number'], ['taxableValue', 'igst', 'cgst', 'sgst', 'total']],
    ['purchaseRegister', ['number'], ['taxableValue', 'igst', 'cgst', 'sgst', 'total']],
    ['pendingSalesOrders', ['orderNumber'], ['pending', 'statusLabel']],
    ['stockAgeing', ['item.name'], ['onHand']],
    ['transactionReport', ['number'], ['statusLabel', 'amount']],
  ])('%s keeps %j at the start and %j at the end', (id, start, end) => {
    expect(keyColumnsOf(REPORTS[id] ?? { columns: [] })).toEqual({ start, end });
  });

  it.each(Object.values(REPORTS))('$id names key columns of its own, never its title', (report) => {
    const keys = report.columns.map((column) => column.key);
    expect(keys).toEqual(expect.arrayContaining([...report.keyColumns]));
    expect(report.keyColumns).not.toContain(report.titleColumn ?? keys[0]);
  });

  it.each(Object.values(REPORTS).filter((report) => report.columns.some((column) => column.total)))(
    '$id, which totals figures, keeps a figure in view',
    (report) => {
      const figures = report.columns
        .filter((column) => ['amount', 'quantity', 'number'].includes(column.type))
        .map((column) => column.key);
      expect(keyColumnsOf(report).end.some((key) => figures.includes(key))).toBe(true);
    },
  );

  it.each(Object.values(DOCUMENTS))(
    '$label’s list: its number at the start, its status at the end',
    (document) => {
      const list = documentList(document);
      const { start, end } = keyColumnsOf({ columns: list });
      expect(start).toEqual(['number']);
      expect(end).toContain('status');
      // Its money, where its list shows any (a grand total, a receipt's amount).
      const money = list.filter((column) => column.type === 'amount').map((column) => column.key);
      expect(end).toEqual(expect.arrayContaining(money.filter((key) => KEPT_COLUMNS.includes(key))));
      expect(money.every((key) => end.includes(key))).toBe(true);
    },
  );

  it.each(MODULES)('the $label list is titled by its first column', (module) => {
    const list = listColumnsOf(module);
    expect(keyColumnsOf({ columns: list }).start).toEqual(list.slice(0, 1).map((column) => column.key));
  });
});

describe('a document’s lines’ key columns', () => {
  it.each([
    ['purchaseOrder', ['itemId'], [LINE_TOTAL]],
    ['quotation', ['itemId'], [LINE_TOTAL]],
    ['inward', ['itemId'], ['stockAreaId']],
    ['packaging', ['parcelNumber', 'itemId'], ['netWeight']],
    ['dispatch', ['parcelNumber', 'itemId'], []],
    ['dailyProduction', ['machineId', 'itemId'], []],
  ] as const)('%s keeps %j at the start and %j at the end', (key, start, end) => {
    const document = DOCUMENTS[key];
    expect(lineKeyColumns(document.lines, document.valuation === 'gst')).toEqual({ start, end });
  });

  it.each(Object.values(DOCUMENTS).filter((document) => document.lines.fields.length > 0))(
    '$label’s lines keep their item and their total in view, each a field they show',
    (document) => {
      const taxed = document.valuation === 'gst';
      const { start, end } = lineKeyColumns(document.lines, taxed);
      const shown = document.lines.fields.filter((field) => !field.hidden).map((field) => field.key);
      expect(start.length).toBeGreaterThan(0);
      if (shown.includes('itemId')) expect(start).toContain('itemId');
      if (taxed) expect(end.at(-1)).toBe(LINE_TOTAL);
      expect(shown).toEqual(expect.arrayContaining([...start, ...end.filter((key) => key !== LINE_TOTAL)]));
    },
  );

  it('lines with nothing to enter keep nothing', () => {
    expect(lineKeyColumns({ fields: [] }, false)).toEqual({ start: [], end: [] });
  });
});
