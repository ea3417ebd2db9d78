import { describe, expect, it } from 'vitest';
import {
  MAX_OPENING_STOCK_ROWS,
  OPENING_STOCK_COLUMNS,
  isBlankRow,
  openingStockColumns,
  openingStockTemplate,
  parseOpeningStockRow,
  sheetIssueText,
  type ColumnIndexes,
} from './openingStock.ts';

const INDEXES: ColumnIndexes = { itemCode: 0, stockArea: 1, quantity: 2, rate: 3 };
const WITH_PLACE: ColumnIndexes = { ...INDEXES, lotNumber: 4, rollNumber: 5, rack: 6 };
const NO_PLACE = { lotNumber: '', rollNumber: '', rack: '' };

describe('openingStockColumns: the header row names item, stock area, quantity, rate (issue 8)', () => {
  it('finds the template’s own headings', () => {
    expect(openingStockColumns(['Item Code', 'Stock Area', 'Quantity', 'Rate'])).toEqual({
      ok: true,
      indexes: INDEXES,
    });
  });

  it('finds the optional lot, roll and rack columns by their names and synonyms', () => {
    expect(
      openingStockColumns(['Item Code', 'Stock Area', 'Qty', 'Rate', 'Batch', 'Roll No', 'RACK']),
    ).toEqual({
      ok: true,
      indexes: { ...INDEXES, lotNumber: 4, rack: 6 },
    });
    expect(openingStockColumns(OPENING_STOCK_COLUMNS.map((column) => column.label))).toEqual({
      ok: true,
      indexes: WITH_PLACE,
    });
  });

  it('ignores case, spaces and punctuation, takes synonyms and any order', () => {
    expect(openingStockColumns(['Sr', 'RATE', 'qty.', 'stock-area', ' ITEM '])).toEqual({
      ok: true,
      indexes: { itemCode: 4, stockArea: 3, quantity: 2, rate: 1 },
    });
  });

  it('says which columns are missing', () => {
    const result = openingStockColumns(['Item Code', null, 'Quantity']);
    expect(result).toEqual({
      ok: false,
      message:
        'The first row must name the columns Item Code, Stock Area, Quantity, Rate; missing: Stock Area, Rate',
    });
  });
});

describe('parseOpeningStockRow: every row is checked before anything is posted', () => {
  it('a good row: the code in upper case, numbers from text with grouping', () => {
    expect(
      parseOpeningStockRow([' rm-pp-001 ', 'Raw Material Store', '2,500.5', '₹ 98.50'], INDEXES, 2),
    ).toEqual({
      ok: true,
      value: {
        itemCode: 'RM-PP-001',
        stockArea: 'Raw Material Store',
        quantity: 2500.5,
        rate: 98.5,
        ...NO_PLACE,
      },
    });
  });

  it('a row with a lot, a roll and a rack; their cells trimmed, empty ones as none', () => {
    expect(parseOpeningStockRow(['A', 'B', 1, 1, ' L-1 ', 7, 'R1'], WITH_PLACE, 2)).toEqual({
      ok: true,
      value: {
        itemCode: 'A',
        stockArea: 'B',
        quantity: 1,
        rate: 1,
        lotNumber: 'L-1',
        rollNumber: '7',
        rack: 'R1',
      },
    });
    expect(parseOpeningStockRow(['A', 'B', 1, 1, null, undefined, ''], WITH_PLACE, 2)).toEqual({
      ok: true,
      value: { itemCode: 'A', stockArea: 'B', quantity: 1, rate: 1, ...NO_PLACE },
    });
  });

  it('numbers as a spreadsheet gives them, float noise of a formula rounded away; a zero rate is allowed', () => {
    expect(parseOpeningStockRow(['A', 'B', 2500.3000000000002, 0], INDEXES, 3)).toEqual({
      ok: true,
      value: { itemCode: 'A', stockArea: 'B', quantity: 2500.3, rate: 0, ...NO_PLACE },
    });
  });

  it('every problem of the row, each on its column', () => {
    expect(parseOpeningStockRow(['', null, '0', '-1'], INDEXES, 7)).toEqual({
      ok: false,
      issues: [
        { row: 7, column: 'itemCode', message: 'Item Code is required' },
        { row: 7, column: 'stockArea', message: 'Stock Area is required' },
        { row: 7, column: 'quantity', message: 'Quantity must be greater than zero' },
        { row: 7, column: 'rate', message: 'Rate must not be negative' },
      ],
    });
  });

  it.each([
    [undefined, 'Quantity is required'],
    [
      'ten',
      'Quantity must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
    ],
    [
      ' 5',
      'Quantity must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros',
    ],
    [Number.NaN, 'Quantity must be a number'],
    [-5, 'Quantity must be greater than zero'],
    ['1.2345', 'Quantity may have at most 3 decimal places'],
  ])('quantity %s: %s', (quantity, message) => {
    expect(parseOpeningStockRow(['A', 'B', quantity, 1], INDEXES, 2)).toEqual({
      ok: false,
      issues: [{ row: 2, column: 'quantity', message }],
    });
  });

  it('a rate with more than two decimals', () => {
    expect(parseOpeningStockRow(['A', 'B', 1, 1.005], INDEXES, 2)).toEqual({
      ok: false,
      issues: [{ row: 2, column: 'rate', message: 'Rate may have at most 2 decimal places' }],
    });
  });
});

describe('sheet helpers', () => {
  it('a row of empty cells is blank', () => {
    expect(isBlankRow(['', null, undefined, '  '])).toBe(true);
    expect(isBlankRow(['', 0])).toBe(false);
  });

  it('a problem reads with its row and column', () => {
    expect(sheetIssueText({ row: 4, column: 'quantity', message: 'Quantity is required' })).toBe(
      'Row 4, Quantity: Quantity is required',
    );
    expect(sheetIssueText({ row: 9, column: '', message: 'This item has an opening stock already' })).toBe(
      'Row 9: This item has an opening stock already',
    );
  });

  it('the template has the header row and an example that passes the checks', () => {
    const [header, example] = openingStockTemplate()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header).toEqual(OPENING_STOCK_COLUMNS.map((column) => column.label));
    expect(parseOpeningStockRow(example ?? [], WITH_PLACE, 2)).toMatchObject({
      ok: true,
      value: { lotNumber: 'L-0425', rollNumber: '', rack: '' },
    });
    expect(MAX_OPENING_STOCK_ROWS).toBe(2_000);
  });
});
