import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import { RESPONSE_CODES } from '../errors/codes.ts';
import {
  ageingBucket,
  allocationProblems,
  daysPastDue,
  dueDate,
  ledgerLines,
  onAccountOf,
  partyAccount,
  receivablesAndPayables,
  unpaidOf,
  LEDGER_ORDER,
  LEDGER_SIDE,
  SETTLES,
} from './ledger.ts';

describe('issue 20: "a party ledger: invoices, notes, and (entered) receipts and payments, with the balance"', () => {
  it.each([
    ['nothing: the opening stays', 1000, [], []],
    [
      'an invoice, a receipt, a credit note and a debit note',
      500,
      [
        { kind: 'invoice', amount: 11_800 },
        { kind: 'receipt', amount: 5000 },
        { kind: 'creditNote', amount: 1180.5 },
        { kind: 'debitNote', amount: 100 },
      ],
      [
        { debit: 11_800, credit: 0, balance: 12_300 },
        { debit: 0, credit: 5000, balance: 7300 },
        { debit: 0, credit: 1180.5, balance: 6119.5 },
        { debit: 100, credit: 0, balance: 6219.5 },
      ],
    ],
    [
      "a supplier's bill and our payment",
      0,
      [
        { kind: 'purchaseBill', amount: 2360 },
        { kind: 'payment', amount: 2000 },
      ],
      [
        { debit: 0, credit: 2360, balance: -2360 },
        { debit: 2000, credit: 0, balance: -360 },
      ],
    ],
  ] as const)('%s', (_name, opening, documents, lines) => {
    expect(ledgerLines(opening, documents)).toEqual(lines);
  });

  it('every billing document declared is on a side, and a receipt or payment settles the kinds of its party', () => {
    for (const def of Object.values(DOCUMENTS))
      if (def.billing) expect(LEDGER_SIDE[def.billing.kind]).toBeDefined();
    expect(SETTLES.receipt).toEqual(['invoice', 'openingReceivable']);
    expect(SETTLES.payment).toEqual(['purchaseBill', 'openingPayable']);
    expect(DOCUMENTS.receipt.billing).toEqual({ kind: 'receipt', amountField: 'amount' });
    expect(DOCUMENTS.payment.partyRole).toBe('supplier');
  });

  it('decision 1500: on one day what is billed comes first, then what amends it, then what settles it', () => {
    for (const [settler, settled] of Object.entries(SETTLES))
      for (const kind of settled ?? [])
        expect(LEDGER_ORDER[settler as keyof typeof LEDGER_ORDER]).toBeGreaterThan(LEDGER_ORDER[kind]);
    for (const def of Object.values(DOCUMENTS)) {
      const amended = def.amends ? DOCUMENTS[def.amends.document].billing : undefined;
      if (def.billing && amended)
        expect(LEDGER_ORDER[def.billing.kind]).toBeGreaterThan(LEDGER_ORDER[amended.kind]);
    }
  });
});

describe('issue 20: the ageing "in buckets 0–30, 31–60, 61–90, over 90 days past due (due = date + creditDays)"', () => {
  it.each([
    ['2026-11-24', 30, '2026-11-24', -30, 'notDue'],
    ['2026-10-25', 30, '2026-11-24', 0, 'days0to30'],
    ['2026-09-25', 30, '2026-11-24', 30, 'days0to30'],
    ['2026-09-24', 30, '2026-11-24', 31, 'days31to60'],
    ['2026-08-25', 30, '2026-11-24', 61, 'days61to90'],
    ['2026-07-27', 30, '2026-11-24', 90, 'days61to90'],
    ['2026-07-26', 30, '2026-11-24', 91, 'over90'],
    ['2026-11-23', null, '2026-11-24', 1, 'days0to30'],
    ['2026-03-01', 0, '2026-03-31', 30, 'days0to30'],
  ] as const)('%s with %s credit days, on %s: %i days past due, %s', (date, days, today, past, bucket) => {
    expect(daysPastDue(date, days, today)).toBe(past);
    expect(ageingBucket(past)).toBe(bucket);
  });

  it.each([
    ['2026-10-25', 30, '2026-11-24'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2026-11-23', null, '2026-11-23'],
    ['2028-02-28', 1, '2028-02-29'],
  ] as const)('%s with %s credit days is due on %s', (date, days, due) => {
    expect(dueDate(date, days)).toBe(due);
    expect(daysPastDue(date, days, due)).toBe(0);
  });

  it('adds what is unpaid per bucket', () => {
    const entries = [
      { kind: 'invoice', date: '2026-11-20', left: 100 },
      { kind: 'invoice', date: '2026-10-01', left: 200.25 },
      { kind: 'invoice', date: '2026-10-30', left: 300 },
      { kind: 'invoice', date: '2026-06-01', left: 1000 },
    ] as const;
    expect(partyAccount(entries, 15, '2026-11-24')).toEqual({
      notDue: 100,
      days0to30: 300,
      days31to60: 200.25,
      days61to90: 0,
      over90: 1000,
      onAccount: 0,
      total: 1600.25,
    });
  });

  // Issue 38: "a receipt with an amount but no allocations is an advance on account: … ageing shows it as
  // unallocated credit against the party (not hiding what invoices still owe)".
  it.each([
    ['an invoice unpaid', 'invoice', 9863, 9863],
    ['a receipt not allocated: on account', 'receipt', -9863, 0],
    ['an invoice over-credited: the rest on account', 'invoice', -200, 0],
    ["a supplier's bill unpaid", 'purchaseBill', -2360, 2360],
    ['a payment not allocated: on account', 'payment', 500, 0],
    ['a bill overpaid: on account', 'purchaseBill', 10, 0],
    ['a note: never an open item', 'debitNote', 100, 0],
    ['nothing left', 'invoice', 0.004, 0],
  ] as const)('%s: unpaid %s', (_name, kind, left, unpaid) => {
    expect(unpaidOf({ kind, left })).toBe(unpaid);
    expect(onAccountOf({ kind, left })).toBe(unpaid > 0 ? 0 : Math.round(left * 100) / 100);
  });

  it('a receipt on account is credit beside what the invoices still owe; the total is the balance', () => {
    const entries = [
      { kind: 'invoice', date: '2026-11-20', left: 9863 },
      { kind: 'receipt', date: '2026-11-21', left: -9863 },
      { kind: 'purchaseBill', date: '2026-11-01', left: -2360 },
      { kind: 'payment', date: '2026-11-02', left: 100.5 },
    ] as const;
    expect(partyAccount(entries, null, '2026-11-24')).toEqual({
      notDue: 0,
      days0to30: 7503,
      days31to60: 0,
      days61to90: 0,
      over90: 0,
      onAccount: -9762.5,
      total: -2259.5,
    });
  });

  it.each([
    ['none', [], 0, 0],
    ['owing us, and owed', [{ balance: 1180.5 }, { balance: -500 }, { balance: 100 }], 1280.5, 500],
    ['settled parties count nowhere', [{ balance: 0.004 }, { balance: -0.004 }], 0, 0],
  ])(
    "decision 1836: the dashboard's receivable and payable of %s",
    (_name, balances, receivable, payable) => {
      expect(receivablesAndPayables(balances)).toEqual({ receivable, payable });
    },
  );

  it('refuses a day that is not one', () => {
    expect(() => daysPastDue('24-11-2026', 0, '2026-11-24')).toThrow(RangeError);
  });
});

describe('decision 1450: "amount ≤ what is unpaid; the lines\' sum ≤ the amount; the rest on account"', () => {
  const open = (key: string, unpaid: number) => ({ key, number: `INV/26-27/0000${key}`, unpaid });
  it.each([
    ['the rest on account', 1000, [{ amount: 400, open: open('1', 500) }], []],
    ['all of it', 500, [{ amount: 500, open: open('1', 500) }], []],
    ['no lines at all', 500, [], []],
    [
      'more than is unpaid',
      1000,
      [{ amount: 600, open: open('1', 500) }],
      [{ field: 'lines.0.amount', message: '₹600.00 is more than the ₹500.00 unpaid of INV/26-27/00001.' }],
    ],
    [
      'more than the amount',
      500,
      [
        { amount: 300, open: open('1', 500) },
        { amount: 300, open: open('2', 500) },
      ],
      [{ field: 'amount', message: 'The lines allocate ₹600.00, more than the amount of ₹500.00.' }],
    ],
    [
      'a document that is not open',
      500,
      [{ amount: 100, open: null }],
      [{ field: 'lines.0.billingId', message: 'Line 1 names no open invoice of this party.' }],
    ],
    [
      'the number the line shows, as named',
      500,
      [{ amount: 100, shown: 'INV/26-27/00001', open: open('1', 500) }],
      [],
    ],
    [
      'a number shown that is not the document named',
      500,
      [{ amount: 100, shown: 'INV/26-27/00009', open: open('1', 500) }],
      [
        {
          field: 'lines.0.billingId',
          message: 'Line 1 shows INV/26-27/00009, but the document it names is INV/26-27/00001.',
        },
      ],
    ],
    [
      'one invoice twice',
      500,
      [
        { amount: 100, open: open('1', 500) },
        { amount: 100, open: open('1', 500) },
      ],
      [{ field: 'lines.1.amount', message: 'INV/26-27/00001 is allocated on two lines.' }],
    ],
  ] as const)('%s', (_name, amount, lines, problems) => {
    expect(allocationProblems(amount, lines, 'invoice')).toEqual(
      problems.map((problem) => ({ ...problem, code: RESPONSE_CODES.VALIDATION_FAILED })),
    );
  });
});
