import { describe, expect, it } from 'vitest';
import { bookDateProblem, DEFAULT_BOOKS_START } from './bookDates.ts';
import { DOCUMENTS } from './documents.ts';

const invoice = DOCUMENTS.salesInvoice;
const order = DOCUMENTS.salesOrder;
const today = '2026-11-25';
const open = { today };

describe('"a document\'s date must lie within the books" (issue 38, decision 1827)', () => {
  it.each([
    [
      '"an invoice dated 9999-12-31" is in the future',
      invoice,
      '9999-12-31',
      open,
      'The date 31-12-9999 is after today (25-11-2026): a sales invoice is never dated in the future.',
    ],
    [
      'an order dated 9999-12-31 is beyond the current financial year',
      order,
      '9999-12-31',
      open,
      'The date 31-12-9999 is after the current financial year, which ends on 31-03-2027.',
    ],
    [
      '"one dated 1900-01-01" is before the books begin',
      invoice,
      '1900-01-01',
      open,
      'The date 01-01-1900 is before the books begin on 01-04-2017.',
    ],
    [
      'before a books start set here',
      order,
      '2024-03-31',
      { today, booksStart: '2024-04-01' },
      'The date 31-03-2024 is before the books begin on 01-04-2024.',
    ],
    [
      '"on or before BOOKS_LOCKED_UPTO"',
      order,
      '2026-03-31',
      { today, booksLockedUpto: '2026-03-31' },
      'The date 31-03-2026 is in locked books. The books are locked up to 31-03-2026: choose a later date.',
    ],
    [
      'an invoice dated tomorrow',
      invoice,
      '2026-11-26',
      open,
      'The date 26-11-2026 is after today (25-11-2026): a sales invoice is never dated in the future.',
    ],
    [
      'an order on the first day of the next financial year',
      order,
      '2027-04-01',
      open,
      'The date 01-04-2027 is after the current financial year, which ends on 31-03-2027.',
    ],
  ])('%s: refused naming the date', (_, def, date, rules, message) => {
    expect(bookDateProblem(def, date, rules)).toBe(message);
  });

  it.each([
    ['an invoice dated today', invoice, today, open],
    ['"orders may carry a later date within the current financial year"', order, '2027-03-31', open],
    ["the books' first day itself", invoice, DEFAULT_BOOKS_START, open],
    ['the day after the lock', invoice, '2026-04-01', { today, booksLockedUpto: '2026-03-31' }],
    ['an empty date (the required rule says it)', invoice, '', open],
    ['no date at all (the field says it)', invoice, '2026-02-30', open],
    ['a lock not judged (a draft saved)', invoice, '2026-03-01', { today, booksLockedUpto: null }],
  ])('%s: allowed', (_, def, date, rules) => {
    expect(bookDateProblem(def, date, rules)).toBeNull();
  });

  it('"not in the future for invoices, notes, bills and receipts": every billing document declares it but an opening, dated the go-live eve', () => {
    for (const def of Object.values(DOCUMENTS))
      expect(def.notFutureDated === true, def.key).toBe(def.billing !== undefined && def.opening !== true);
  });
});
