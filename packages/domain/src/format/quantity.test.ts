import { describe, expect, it } from 'vitest';
import { formatUnitQuantity, formatUnitTotals, totalsPerUnit } from './quantity.ts';

const BAG = { name: 'BAG', decimals: 0 };
const KG = { name: 'KG', decimals: 3 };

describe('formatUnitQuantity (issue 42: "500.0 BAG" (BAG has 0 decimals); quantities show their unit\'s decimals)', () => {
  it.each([
    [500, BAG, '500 BAG'],
    [1500, BAG, '1,500 BAG'],
    [30, KG, '30.000 KG'],
    [25.5, KG, '25.500 KG'],
    [10, { name: ' NOS ', decimals: 0 }, '10 NOS'],
    [2.5, { name: 'MTR', decimals: null }, '2.500 MTR'],
    [2.5, { decimals: 1 }, '2.5'],
    [2.5, null, '2.500'],
    [7500.5, BAG, '7,500.5 BAG'],
    [0.12345, KG, '0.123 KG'],
    [Number.NaN, BAG, ''],
  ])('%d in %j reads %j', (value, unit, shown) => {
    expect(formatUnitQuantity(value, unit)).toBe(shown);
  });
});

describe('formatUnitTotals (issue 42: "a total never adds different units")', () => {
  it.each([
    [
      [
        { quantity: 510, uom: BAG },
        { quantity: 25.5, uom: KG },
      ],
      '510 BAG · 25.500 KG',
    ],
    [[{ quantity: 510, uom: BAG }], '510 BAG'],
    [[], '0'],
  ])('%j reads %j', (totals, shown) => {
    expect(formatUnitTotals(totals)).toBe(shown);
  });
});

describe('totalsPerUnit', () => {
  it('gives each key one total per unit read, a row of no unit with none', () => {
    const rows = [
      { uomName: 'BAG', decimals: 0, ordered: 510, pending: 500 },
      { uomName: null, decimals: null, ordered: 4, pending: 0 },
    ];
    expect(totalsPerUnit(rows, ['ordered', 'pending'])).toEqual({
      ordered: [
        { quantity: 510, uom: BAG },
        { quantity: 4, uom: null },
      ],
      pending: [
        { quantity: 500, uom: BAG },
        { quantity: 0, uom: null },
      ],
    });
  });
});
