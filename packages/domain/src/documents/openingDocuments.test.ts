import { describe, expect, it } from 'vitest';
import { parseEntity } from '../catalogue/validate.ts';
import { LEDGER_SIDE, SETTLES, entryDaysPastDue, entryDueDate, partyAccount } from '../invoicing/ledger.ts';
import { bookDateProblem, booksLock, goLiveEve } from './bookDates.ts';
import { DOCUMENTS } from './documents.ts';
import { documentModule, newDocumentDraft } from './documentRules.ts';
import { OPENING_DOCUMENTS } from './openingDocuments.ts';

const { openingReceivable, openingPayable } = OPENING_DOCUMENTS;

describe('issue 43 "Parties: their open invoices and bills at go-live (number, date, amount, due date)"', () => {
  it.each([
    [openingReceivable, 'customer', 'openingReceivable', 'receipt', 'debit', 'Invoice Number'],
    [openingPayable, 'supplier', 'openingPayable', 'payment', 'credit', "Supplier's Bill Number"],
  ] as const)(
    '%s: of a %s, on the account as its kind, settled by a %s, on the %s side',
    (def, role, kind, settler, side, numberLabel) => {
      expect(def.partyRole).toBe(role);
      expect(def.billing).toEqual({
        kind,
        amountField: 'amount',
        numberField: 'invoiceNumber',
        numberDateField: 'invoiceDate',
        dueField: 'dueDate',
      });
      expect(SETTLES[settler]).toContain(kind);
      expect(LEDGER_SIDE[kind]).toBe(side);
      expect(def.fields.map((field) => [field.key, field.required === true])).toEqual([
        ['partyId', true],
        ['date', true],
        ['invoiceNumber', true],
        ['invoiceDate', true],
        ['dueDate', true],
        ['amount', true],
        ['remarks', false],
      ]);
      expect(def.fields.find((field) => field.key === 'invoiceNumber')?.label).toBe(numberLabel);
      // "carries no GST and is in no GST return": no taxes, no series of a GSTIN, no portal.
      expect([def.valuation, def.gstSeries, def.portals, def.posting]).toEqual([
        'none',
        undefined,
        undefined,
        undefined,
      ]);
      expect([def.opening, def.uniquePerParty]).toEqual([true, 'invoiceNumber']);
    },
  );

  it('each is in its own series, of its own screen', () => {
    const others = Object.values(DOCUMENTS).filter((def) => def.opening !== true);
    for (const def of Object.values(OPENING_DOCUMENTS)) {
      expect(others.map((other) => other.series)).not.toContain(def.series);
      expect(others.map((other) => other.aclName)).not.toContain(def.aclName);
    }
  });

  const parse = (header: Record<string, unknown>) =>
    parseEntity(documentModule(openingReceivable), {
      partyId: 1,
      date: '2026-03-31',
      invoiceNumber: 'INV/25-26/00412',
      invoiceDate: '2026-02-10',
      dueDate: '2026-03-12',
      amount: 118000,
      ...header,
      lines: [],
    });

  it.each([
    ['an invoice of 10-02-2026, due 12-03-2026, ₹1,18,000 unpaid', {}, []],
    ['due on its own day', { dueDate: '2026-02-10' }, []],
    [
      'an original dated after the go-live eve',
      { invoiceDate: '2026-04-02', dueDate: '2026-04-30' },
      ['The original is dated after the day before go-live: an opening balance is of what was open then.'],
    ],
    [
      'a due date before the original',
      { dueDate: '2026-02-01' },
      ['The due date is before the date of the original.'],
    ],
    ['nothing unpaid', { amount: 0 }, ['Unpaid Amount must be greater than zero']],
  ])('%s', (_, header, messages) => {
    const result = parse(header);
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual(messages);
  });
});

describe('issue 43 "Both are dated the day before go-live (a setting), and the books are locked up to that day"', () => {
  const today = '2026-04-20';
  const goLive = '2026-04-01';

  it.each([
    ['no go-live date', '', null],
    ['go-live on 01-04-2026', goLive, '2026-03-31'],
    ['go-live on 01-03-2024, a leap year', '2024-03-01', '2024-02-29'],
  ])('%s: the eve is %s', (_, setting, eve) => {
    expect(goLiveEve(setting)).toBe(eve);
  });

  it.each([
    ['an opening', openingReceivable, { GO_LIVE_DATE: goLive }, '2026-03-31'],
    ['an opening before the go-live date is set', openingPayable, { GO_LIVE_DATE: '' }, today],
    ['an invoice', DOCUMENTS.salesInvoice, { GO_LIVE_DATE: goLive }, today],
  ])('a new draft of %s takes its date', (_, def, config, date) => {
    expect(newDocumentDraft(def, today, config).date).toBe(date);
  });

  it.each([
    ['no lock, no go-live', DOCUMENTS.salesInvoice, { booksLockedUpto: '', goLive: '' }, null],
    ['neither set at all', DOCUMENTS.salesInvoice, {}, null],
    [
      'go-live alone locks up to its eve',
      DOCUMENTS.salesInvoice,
      { booksLockedUpto: '', goLive },
      '2026-03-31',
    ],
    ['a later lock wins', DOCUMENTS.receipt, { booksLockedUpto: '2026-04-15', goLive }, '2026-04-15'],
    [
      'the eve wins over an earlier lock',
      DOCUMENTS.receipt,
      { booksLockedUpto: '2025-03-31', goLive },
      '2026-03-31',
    ],
    ['an opening: only the lock set', openingReceivable, { booksLockedUpto: '', goLive }, null],
    [
      'an opening once the eve is locked',
      openingPayable,
      { booksLockedUpto: '2026-04-30', goLive },
      '2026-04-30',
    ],
  ])('%s', (_, def, rules, lock) => {
    expect(booksLock(def, rules)).toBe(lock);
  });

  it.each([
    [
      'an invoice on the go-live eve',
      DOCUMENTS.salesInvoice,
      '2026-03-31',
      { today, goLive, booksLockedUpto: '' },
      'The date 31-03-2026 is in locked books. The books are locked up to 31-03-2026: choose a later date.',
    ],
    [
      'an invoice on go-live day',
      DOCUMENTS.salesInvoice,
      goLive,
      { today, goLive, booksLockedUpto: '' },
      null,
    ],
    [
      "an invoice's draft on the eve (the lock not judged)",
      DOCUMENTS.salesInvoice,
      '2026-03-31',
      { today, goLive },
      null,
    ],
    ['an opening on the eve', openingReceivable, '2026-03-31', { today, goLive, booksLockedUpto: '' }, null],
    [
      'an opening on the eve, before the books begin',
      openingReceivable,
      '2026-03-31',
      { today, goLive, booksStart: goLive, booksLockedUpto: '' },
      null,
    ],
    [
      'an opening on the eve with go-live ahead (entered before it)',
      openingPayable,
      '2026-04-30',
      { today, goLive: '2026-05-01', booksLockedUpto: '' },
      null,
    ],
    [
      '"an opening dated other than the eve"',
      openingReceivable,
      '2026-03-30',
      { today, goLive, booksLockedUpto: '' },
      'An opening receivable is dated 31-03-2026, the day before go-live (01-04-2026), not 30-03-2026.',
    ],
    [
      'an opening without a go-live date',
      openingPayable,
      '2026-03-31',
      { today, booksLockedUpto: '' },
      'An opening payable is dated the day before go-live: set the go-live date in System Configuration first.',
    ],
    [
      'an opening once the accountant locks the eve',
      openingPayable,
      '2026-03-31',
      { today, goLive, booksLockedUpto: '2026-03-31' },
      'The date 31-03-2026 is in locked books. The books are locked up to 31-03-2026: choose a later date.',
    ],
  ])('%s', (_, def, date, rules, problem) => {
    expect(bookDateProblem(def, date, rules)).toBe(problem);
  });
});

describe('issue 43 "the party ledger, ageing and receipts settle against them from the first day"', () => {
  const today = '2026-04-20';
  const opening = { kind: 'openingReceivable', date: '2026-03-31', due: '2026-03-12', left: 118000 } as const;

  it.each([
    ['an opening ages from its own due day, not its date and credit days', opening, 30, 39, '2026-03-12'],
    [
      'an invoice from its date and credit days',
      { kind: 'invoice', date: '2026-04-01', left: 5000 },
      30,
      -11,
      '2026-05-01',
    ],
  ] as const)('%s', (_, entry, creditDays, days, due) => {
    expect(entryDaysPastDue(entry, creditDays, today)).toBe(days);
    expect(entryDueDate(entry, creditDays)).toBe(due);
  });

  it('₹1,18,000 open at go-live, due 12-03-2026, is 31–60 days past due on 20-04-2026', () => {
    expect(partyAccount([opening], 30, today)).toEqual({
      notDue: 0,
      days0to30: 0,
      days31to60: 118000,
      days61to90: 0,
      over90: 0,
      onAccount: 0,
      total: 118000,
    });
  });
});
