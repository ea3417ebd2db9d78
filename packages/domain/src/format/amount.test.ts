import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity } from './amount.ts';
import { readDecimal } from './written.ts';

describe('formatAmount', () => {
  it.each([
    [1234567.5, '12,34,567.50'],
    [-1234.5, '-1,234.50'],
    [0, '0.00'],
    [100000, '1,00,000.00'],
    [0.005, '0.01'],
    [-0.001, '0.00'],
    [9999999999.99, '9,99,99,99,999.99'],
  ])(
    'spec §9 "when the environment currency flag is 1, Indian digit grouping with two decimals (negatives get a minus sign)": %d gives %s',
    (value, shown) => {
      expect(formatAmount(value)).toBe(shown);
      expect(formatAmount(value, { currencyFlag: 1, decimals: 4 })).toBe(shown);
    },
  );

  it.each([
    [1234567.5, 2, '1,234,567.5'],
    [0.5, 2, '0.5'],
    [12, 2, '12'],
    [1.23456, 3, '1.235'],
    [1.5, 0, '2'],
    [-1234.5, 2, '-1,234.5'],
    [1.23456, -3, '1'],
    [1.23456, 99, '1.23456'],
  ])(
    'spec §9 "otherwise standard format with minimum 1 integer digit and 0 up to the configured decimal places": %d with %d decimals gives %s',
    (value, decimals, shown) => {
      expect(formatAmount(value, { currencyFlag: 0, decimals })).toBe(shown);
    },
  );

  it('spec §9 "default 2" decimal places when the flag is not 1', () => {
    expect(formatAmount(1.23456, { currencyFlag: 0 })).toBe('1.23');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'a value that is not a finite number (%d) shows nothing rather than garbage',
    (value) => {
      expect(formatAmount(value)).toBe('');
      expect(formatAmount(value, { currencyFlag: 0 })).toBe('');
    },
  );

  it('property: formatting round-trips: parsing the shown amount gives the value to the paisa', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const back = readDecimal(formatAmount(value));
        expect(back).not.toBeNull();
        expect(Math.abs((back as number) - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 1e-15);
      }),
    );
  });

  it('property: whole paise round-trip exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        expect(readDecimal(formatAmount(paise / 100))).toBe(paise / 100);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it.each([
    [3, '3.0'],
    [1234.56789, '1,234.5679'],
    [0.5, '0.5'],
    [-2.25, '-2.25'],
    [1234567, '12,34,567.0'],
  ])('spec §9 "Another display shows 1 to 4 decimals": %d gives %s', (value, shown) => {
    expect(formatQuantity(value)).toBe(shown);
  });

  it.each([
    [12, 0, '12'],
    [1250.5, 3, '1,250.500'],
    [100000.5, 2, '1,00,000.50'],
    [2.5, 0, '3'],
    [-0.0001, 3, '0.000'],
    [1.5, -1, '2'],
    [1.5, 2.7, '1.50'],
  ])(
    'issue 14 "quantities are shown with their UOM\'s decimals, not always one": %d with %d decimals gives %s',
    (value, decimals, shown) => {
      expect(formatQuantity(value, decimals)).toBe(shown);
    },
  );

  it('a value that is not a finite number shows nothing', () => {
    expect(formatQuantity(Number.NaN)).toBe('');
    expect(formatQuantity(Number.NaN, 3)).toBe('');
  });

  it('property: issue 14 "the Indian-formatted display parses back exactly", to the unit\'s decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 3 }),
        (units, decimals) => {
          const value = units / 10 ** decimals;
          expect(readDecimal(formatQuantity(value, decimals))).toBe(value);
        },
      ),
    );
  });

  it('property: a quantity round-trips to four decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (tenThousandths) => {
        const value = tenThousandths / 10000;
        expect(readDecimal(formatQuantity(value))).toBeCloseTo(value, 4);
      }),
    );
  });
});
