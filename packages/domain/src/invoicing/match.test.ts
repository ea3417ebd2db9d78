import { describe, expect, it } from 'vitest';
import { matchBillLine, type BillLine } from './match.ts';

const line = (over: Partial<BillLine>): BillLine => ({
  item: 'PP Granules',
  billedQuantity: 1000,
  billedBefore: 0,
  acceptedQuantity: 1000,
  quantityDecimals: 3,
  billRate: 100,
  orderRate: 100,
  ...over,
});

describe('issue 20: "the quantity billed ≤ the quantity accepted at inward"; "a bill above what was accepted" is bad input', () => {
  it.each([
    [{}, null],
    [{ billedQuantity: 999.999 }, null],
    [
      { billedQuantity: 1000.001 },
      'PP Granules: 1,000.001 billed, but only 1,000.000 accepted at inward is left to bill.',
    ],
    [
      { billedQuantity: 400, billedBefore: 700 },
      'PP Granules: 400.000 billed, but only 300.000 accepted at inward is left to bill.',
    ],
    [
      { billedQuantity: 1, billedBefore: 1200 },
      'PP Granules: 1.000 billed, but only 0.000 accepted at inward is left to bill.',
    ],
    [
      { billedQuantity: 5, acceptedQuantity: 4, quantityDecimals: 0 },
      'PP Granules: 5 billed, but only 4 accepted at inward is left to bill.',
    ],
  ])('%j refuses with %s', (over, refusal) => {
    expect(matchBillLine(line(over), 2).refusal).toBe(refusal);
  });
});

describe('issue 20: "the rate within BILL_RATE_TOLERANCE_PERCENT of the order\'s; a mismatch needs approval"', () => {
  const off = (bill: string, order: string, tolerance: number) =>
    `PP Granules: billed at ${bill}, the order's rate is ${order} (tolerance ${tolerance}%).`;
  it.each([
    [100, 100, 0, null],
    [102, 100, 2, null],
    [98, 100, 2, null],
    [102.01, 100, 2, off('₹102.01', '₹100.00', 2)],
    [97.99, 100, 2, off('₹97.99', '₹100.00', 2)],
    [100.01, 100, 0, off('₹100.01', '₹100.00', 0)],
    [102.5, 100, 2.5, null],
    [1_02_500, 1_00_000, 2.5, null],
    [1_02_500.01, 1_00_000, 2.5, off('₹1,02,500.01', '₹1,00,000.00', 2.5)],
  ])(
    'a bill at %s against an order at %s with %s%% tolerance: %s',
    (billRate, orderRate, tolerance, approval) => {
      expect(matchBillLine(line({ billRate, orderRate }), tolerance).approval).toBe(approval);
    },
  );
});
