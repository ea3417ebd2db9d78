import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';

describe('formatAmount (spec §9: Indian digit grouping with two decimals when the currency flag is 1)', () => {
  it.each([
    [1234567.5, '12,34,567.50'],
    [-1234.5, '-1,234.50'],
    [0, '0.00'],
  ])('%d gives %s', (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it('flag 0: standard grouping, 0 up to the configured decimals', () => {
    expect(formatAmount(1234567.5, { currencyFlag: 0 })).toBe('1,234,567.5');
  });
});
