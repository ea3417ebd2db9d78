import { describe, expect, it } from 'vitest';
import { formatPercent, withUnit } from './percent.ts';

describe('formatPercent (issue 19: "93.75%", the sign right after the number)', () => {
  it.each([
    [93.75, 2, '93.75%'],
    [90, 2, '90.00%'],
    [87.5, 2, '87.50%'],
    [0, 2, '0.00%'],
    [104.17, 2, '104.17%'],
    [18, undefined, '18%'],
    [0.25, undefined, '0.25%'],
    [2.5, undefined, '2.5%'],
    [Number.NaN, 2, ''],
    [Number.POSITIVE_INFINITY, undefined, ''],
  ])('%d with %s decimals shows as %j', (value, decimals, shown) => {
    expect(formatPercent(value, decimals)).toBe(shown);
  });
});

describe('withUnit (a reading with its unit: a percentage like every other percentage)', () => {
  it.each([
    [0.8, '%', '0.8%'],
    [0.5, ' % ', '0.5%'],
    [7.2, 'pH', '7.2 pH'],
    [12, ' kg ', '12 kg'],
    [3, null, '3'],
    [3, '  ', '3'],
    ['0.1 – 0.5', '%', '0.1 – 0.5%'],
  ])('%s with the unit %j reads %j', (value, unit, shown) => {
    expect(withUnit(value, unit)).toBe(shown);
  });
});
