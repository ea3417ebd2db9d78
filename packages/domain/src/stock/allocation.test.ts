import { describe, expect, it } from 'vitest';
import { allocateLots, type LotStock } from './allocation.ts';

const lot = (lotNumber: string, quantity: number, expiresOn: string | null = null): LotStock => ({
  lotNumber,
  rollNumber: '',
  rackId: null,
  packingTypeId: null,
  expiresOn,
  quantity,
});
const TODAY = '2026-11-23';

describe('allocateLots (issue 17: "allocation picks first-expiry-first-out")', () => {
  it.each([
    ['one lot enough', 4, [lot('A', 10)], [['A', 4]], 0],
    ['the first lot enough: the next is not touched', 5, [lot('A', 10), lot('B', 10)], [['A', 5]], 0],
    [
      'oldest first among lots that do not expire',
      12,
      [lot('A', 10), lot('B', 10)],
      [
        ['A', 10],
        ['B', 2],
      ],
      0,
    ],
    [
      'the lot that expires first goes first, whatever its age',
      12,
      [lot('OLD', 10), lot('SOON', 5, '2026-12-01'), lot('LATER', 5, '2027-03-01')],
      [
        ['SOON', 5],
        ['LATER', 5],
        ['OLD', 2],
      ],
      0,
    ],
    ['an expired lot is not taken', 3, [lot('GONE', 10, '2026-11-22'), lot('B', 2)], [['B', 2]], 1],
    [
      'two lots expiring the same day: the older first',
      3,
      [lot('NEW', 2, '2027-01-01'), lot('OLD', 2, '2027-01-01')],
      [
        ['NEW', 2],
        ['OLD', 1],
      ],
      0,
    ],
    ['a lot expiring today is still taken', 1, [lot('TODAY', 1, TODAY)], [['TODAY', 1]], 0],
    [
      'empty lots are skipped; what is missing is told',
      5,
      [lot('A', 0), lot('B', 1.25)],
      [['B', 1.25]],
      3.75,
    ],
  ] as const)('%s', (_, wanted, lots, taken, short) => {
    const result = allocateLots(wanted, lots, TODAY);
    expect(result.allocations.map((a) => [a.lot.lotNumber, a.quantity])).toEqual(taken);
    expect(result.short).toBe(short);
  });
});

describe('allocateLots for goods going back to the supplier (decision 0884: a failed lab test lets the store return it)', () => {
  const held = (lotNumber: string, quantity: number, expiresOn: string | null = null): LotStock => ({
    ...lot(lotNumber, quantity, expiresOn),
    held: true,
  });
  it.each([
    ['a held lot goes back', 4, [held('FAILED', 10)], [['FAILED', 4]], 0],
    [
      'what is available goes before what is held',
      12,
      [held('FAILED', 10), lot('GOOD', 5)],
      [
        ['GOOD', 5],
        ['FAILED', 7],
      ],
      0,
    ],
    ['an expired lot goes back too', 3, [lot('GONE', 10, '2026-11-22')], [['GONE', 3]], 0],
  ] as const)('%s', (_, wanted, lots, taken, short) => {
    const result = allocateLots(wanted, lots, null);
    expect(result.allocations.map((a) => [a.lot.lotNumber, a.quantity])).toEqual(taken);
    expect(result.short).toBe(short);
  });
});
