import { describe, expect, it } from 'vitest';
import { creditHoldReasons, type CreditPosition } from './credit.ts';

const position = (over: Partial<CreditPosition>): CreditPosition => ({
  creditLimit: 5_00_000,
  creditDays: 30,
  outstanding: 0,
  orderValue: 1_00_000,
  openInvoices: [],
  today: '2026-11-24',
  ...over,
});

describe('issue 20: an order "over the limit … needs approval …, with the reason"', () => {
  it.each([
    [{ outstanding: 4_00_000 }, []],
    [
      { outstanding: 4_00_000.01 },
      ['Over the credit limit: ₹4,00,000.01 owed and ₹1,00,000.00 ordered exceed the limit of ₹5,00,000.00.'],
    ],
    [{ creditLimit: null, outstanding: 9_00_00_000 }, []],
    [{ creditLimit: 0, outstanding: 9_00_00_000 }, []],
    [
      { creditLimit: 50_000, orderValue: 60_000 },
      ['Over the credit limit: ₹0.00 owed and ₹60,000.00 ordered exceed the limit of ₹50,000.00.'],
    ],
  ])('%j: %j', (over, reasons) => {
    expect(creditHoldReasons(position({ ...over, openInvoices: [] }))).toEqual(reasons);
  });
});

describe('issue 20: "with an invoice overdue past its credit days, the order needs approval"', () => {
  const invoice = (number: string, date: string, balance: number) => ({ number, date, balance });
  it.each([
    ['due today is not overdue', 30, [invoice('INV/26-27/00001', '2026-10-25', 1000)], []],
    [
      'a day past its 30 days',
      30,
      [invoice('INV/26-27/00001', '2026-10-24', 1000)],
      [
        'Invoices overdue past 30 credit days: 1, ₹1,000.00 unpaid; the oldest, INV/26-27/00001, was due on 23-11-2026.',
      ],
    ],
    ['paid in full', 30, [invoice('INV/26-27/00001', '2026-01-01', 0)], []],
    ['no credit days set', null, [invoice('INV/26-27/00001', '2020-01-01', 1000)], []],
    [
      'cash terms: due on its own day',
      0,
      [invoice('INV/26-27/00009', '2026-11-23', 250.5)],
      [
        'Invoices overdue past 0 credit days: 1, ₹250.50 unpaid; the oldest, INV/26-27/00009, was due on 23-11-2026.',
      ],
    ],
    [
      'several, the oldest named',
      15,
      [
        invoice('INV/26-27/00007', '2026-10-01', 2000),
        invoice('INV/26-27/00003', '2026-09-01', 1_00_000),
        invoice('INV/26-27/00011', '2026-11-20', 500),
      ],
      [
        'Invoices overdue past 15 credit days: 2, ₹1,02,000.00 unpaid; the oldest, INV/26-27/00003, was due on 16-09-2026.',
      ],
    ],
    [
      'across a month end and a year end',
      45,
      [invoice('INV/25-26/00100', '2026-01-31', 10)],
      [
        'Invoices overdue past 45 credit days: 1, ₹10.00 unpaid; the oldest, INV/25-26/00100, was due on 17-03-2026.',
      ],
    ],
  ] as const)('%s', (_case, creditDays, openInvoices, reasons) => {
    expect(creditHoldReasons(position({ creditDays, openInvoices, outstanding: 0 }))).toEqual(reasons);
  });

  it('gives both reasons when both hold', () => {
    const reasons = creditHoldReasons(
      position({ outstanding: 4_50_000, openInvoices: [invoice('INV/26-27/00001', '2026-09-01', 4_50_000)] }),
    );
    expect(reasons).toHaveLength(2);
  });

  it('refuses an invoice date that is no date', () => {
    expect(() => creditHoldReasons(position({ openInvoices: [invoice('X', '31-12-2026', 1)] }))).toThrow(
      RangeError,
    );
  });
});
