import { describe, expect, it } from 'vitest';
import { tooManyLinesMessage } from '../errors/limits.ts';
import {
  INTEGER_MAX,
  fitsColumn,
  fitsInteger,
  numberCeiling,
  numberLimit,
  numericPrecision,
  unkeptFigure,
} from './bounds.ts';
import type { FieldDef } from './fields.ts';
import { fieldSchema } from './fieldSchema.ts';

const f = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'x',
  label: 'Quantity',
  type,
  ...extra,
});

// Issue 39: "A number's bounds come from its column (numeric(14,3) allows less than 10^11), declared once
// in the catalogue" (decision 1855).
describe("a number field's column and its bounds, declared once", () => {
  it.each([
    ['a quantity', f('number', { decimals: 3 }), [14, 3], '99999999999.999', 1e11],
    ['an amount', f('amount'), [14, 2], '999999999999.99', 1e12],
    ['a percentage up to 100', f('number', { decimals: 2, min: 0, max: 100 }), [5, 2], '999.99', 1e3],
    ['a reading of four decimals', f('number', { decimals: 4 }), [14, 4], '9999999999.9999', 1e10],
    ['a number kept with any decimals', f('number'), undefined, '99999999999999', 1e14],
    [
      'a whole number within integer',
      f('number', { integer: true, min: 0, max: 999 }),
      undefined,
      '2147483647',
      2 ** 31,
    ],
    ['a whole number without bounds', f('number', { integer: true }), undefined, '9007199254740991', 2 ** 53],
  ])('%s', (_what, field, precision, limit, ceiling) => {
    expect(numericPrecision(field)).toEqual(precision);
    expect(numberLimit(field)).toBe(limit);
    expect(numberCeiling(field)).toBe(ceiling);
  });

  it('a whole number fits integer only when both its bounds do', () => {
    expect(fitsInteger({ min: 0, max: INTEGER_MAX })).toBe(true);
    expect(fitsInteger({ min: 0 })).toBe(false);
    expect(fitsInteger({ min: -(INTEGER_MAX + 1), max: 0 })).toBe(false);
  });

  it.each([
    [99_999_999_999.999, true],
    [-99_999_999_999.999, true],
    [1e11, false],
    [-1e11, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('a quantity of %d fits numeric(14, 3): %s', (value, fits) => {
    expect(fitsColumn(f('number', { decimals: 3 }), value)).toBe(fits);
  });

  it.each([
    [1e308, 'Quantity must be at most 99999999999.999'],
    [-1e308, 'Quantity must be at least -99999999999.999'],
    [1e21, 'Quantity must be at most 99999999999.999'],
    [Number('9007199254740993'), 'Quantity must be at most 99999999999.999'],
  ])('the schema refuses %d past the column, naming the field', (value, message) => {
    const result = fieldSchema(f('number', { decimals: 3 })).safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('a field with its own bounds keeps its own message', () => {
    const percent = f('number', { label: 'Discount %', decimals: 2, min: 0, max: 100 });
    expect(fieldSchema(percent).safeParse(1e308).error?.issues[0]?.message).toBe(
      'Discount % must be at most 100',
    );
    expect(fieldSchema(f('number', { positive: true })).safeParse(-1e308).error?.issues[0]?.message).toBe(
      'Quantity must be greater than zero',
    );
  });

  it('a figure worked out past its column is found; text and figures within are not', () => {
    const fields = [f('text', { key: 'name' }), f('amount', { key: 'total', label: 'Total' })];
    expect(unkeptFigure(fields, { name: 'x'.repeat(20), total: 1e12 })?.key).toBe('total');
    expect(unkeptFigure(fields, { name: 'x', total: 999_999_999_999.99 })).toBeUndefined();
    expect(unkeptFigure(fields, { total: null })).toBeUndefined();
  });
});

describe('a number is written in decimal or refused (issue 39: "0x10" was stored as 16; issue 57: "1e3" as 1000)', () => {
  it("a form's number field refuses 0x10 and 1e3 in words, and reads Indian grouping", () => {
    const refusal = (text: string) => fieldSchema(f('number')).safeParse(text).error?.issues[0]?.message;
    const plainly =
      'Quantity must be a number written plainly, as 1250 or 1,250.50: no exponent, + sign, spaces or leading zeros';
    expect(refusal('0x10')).toBe(plainly);
    expect(refusal('1e3')).toBe(plainly);
    expect(refusal(' 5')).toBe(plainly);
    expect(fieldSchema(f('number')).safeParse(true).error?.issues[0]?.message).toBe(
      'Quantity must be a number',
    );
    expect(fieldSchema(f('amount')).safeParse('₹ 1,00,000.50').data).toBe(100000.5);
  });
});

describe('a document has at most 2,000 lines (decision 1856)', () => {
  it('says how many were sent and what to do', () => {
    expect(tooManyLinesMessage('Items', 5000)).toBe(
      'Items: a document has at most 2,000 rows; 5,000 were sent. Split it into more documents.',
    );
  });
});
