import { describe, expect, it } from 'vitest';
import {
  belowReorder,
  reorderDraftsMessage,
  reorderQuantityProblem,
  reorderShortfall,
  roundUpTo,
  suggestedReorder,
} from './reorder.ts';

describe('the reorder list', () => {
  it.each([
    { level: 5000, available: 1200, onOrder: 800, shortfall: 3000 },
    { level: 5000, available: 0, onOrder: 0, shortfall: 5000 },
    { level: 5000, available: 5000, onOrder: 0, shortfall: 0 },
    { level: 5000, available: 3000, onOrder: 2500, shortfall: 0 },
    { level: 10.5, available: 2.25, onOrder: 0, shortfall: 8.25 },
  ])('is short of level $level with $available available and $onOrder on order by $shortfall', (row) => {
    expect(
      reorderShortfall({ reorderLevel: row.level, available: row.available, onOrder: row.onOrder }),
    ).toBe(row.shortfall);
  });

  it.each([
    { quantity: 12.3001, decimals: 3, up: 12.301 },
    { quantity: 12.2, decimals: 0, up: 13 },
    { quantity: 12, decimals: 0, up: 12 },
    { quantity: 12.3 - 0.1, decimals: 1, up: 12.2 },
    { quantity: 0.1 + 0.2, decimals: 2, up: 0.3 },
    { quantity: 7.251, decimals: 2, up: 7.26 },
    { quantity: 0, decimals: 3, up: 0 },
  ])('rounds $quantity up to $up with $decimals decimals', ({ quantity, decimals, up }) => {
    expect(roundUpTo(quantity, decimals)).toBe(up);
  });

  it.each([
    { decimals: 0, suggested: 8 },
    { decimals: 2, suggested: 7.34 },
    { decimals: null, suggested: 7.334 },
  ])('suggests the shortfall in the unit of $decimals decimals: $suggested', ({ decimals, suggested }) => {
    const stock = { reorderLevel: 10, available: 2.6663, onOrder: 0 };
    expect(suggestedReorder(stock, { decimals })).toBe(suggested);
  });

  it('suggests nothing for an item at its level, and rounds in the most decimals without a unit', () => {
    expect(suggestedReorder({ reorderLevel: 10, available: 10, onOrder: 1 }, { decimals: 0 })).toBe(0);
    expect(suggestedReorder({ reorderLevel: 1, available: 0.0001, onOrder: 0 }, null)).toBe(1);
  });

  it.each([
    { quantity: 10, decimals: 0, problem: null },
    { quantity: 10.125, decimals: 3, problem: null },
    { quantity: 0, decimals: 3, problem: 'Quantity must be greater than zero' },
    { quantity: -2, decimals: 3, problem: 'Quantity must be greater than zero' },
    { quantity: Number.NaN, decimals: 3, problem: 'Quantity must be greater than zero' },
    { quantity: 10.5, decimals: 0, problem: 'Quantity must be a whole number' },
    { quantity: 10.25, decimals: 1, problem: 'Quantity may have at most 1 decimal place' },
    { quantity: 10.125, decimals: 2, problem: 'Quantity may have at most 2 decimal places' },
  ])('says of $quantity in a unit of $decimals decimals: $problem', ({ quantity, decimals, problem }) => {
    expect(reorderQuantityProblem(quantity, { decimals })).toBe(problem);
  });

  it.each([
    { names: ['Shree Ganesh Polymers'], message: '1 draft purchase order made: Shree Ganesh Polymers' },
    { names: ['Supplier A', 'Supplier B'], message: '2 draft purchase orders made: Supplier A, Supplier B' },
  ])('says what it made: $message', ({ names, message }) => {
    expect(reorderDraftsMessage(names)).toBe(message);
  });
});

describe('below the reorder level (Inventory Stock)', () => {
  it.each([
    ['available under the level', 40, 50, true],
    ['available at the level is not under it', 50, 50, false],
    ['available over the level', 60, 50, false],
    ['nothing available under a level', 0, 10, true],
    ['no level: never under it', 0, null, false],
    ['a level of zero: nothing is under it', 0, 0, false],
  ] as const)('%s', (_name, available, level, expected) => {
    expect(belowReorder(available, level)).toBe(expected);
  });
});
