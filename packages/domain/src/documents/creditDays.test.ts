import { describe, expect, it } from 'vitest';
import { writtenDueDate } from '../invoicing/ledger.ts';
import { declaredTerms, headerOrigin, lineOrigins } from './chain.ts';
import type { DocumentDef } from './documentDef.ts';
import { DOCUMENTS } from './documents.ts';

// Issue 56: "An invoice's due date ignores its payment terms: '30 days' on the sales order reaches the invoice
// (it prints) but the due date is the invoice date". "Payment terms as days: a document's terms carry a number
// of days (from the party, editable on the order, carried to the invoice) that the due date follows; free text
// stays as printed words" (decision 2212).

const defs = Object.values(DOCUMENTS);
const declares = (def: DocumentDef, key: string) => def.fields.some((field) => field.key === key);
const withDays = defs.filter((def) => declares(def, 'creditDays'));

/** The document a header's terms come from: the one its header names, else its first line's origin's. */
const termsFrom = (def: DocumentDef): DocumentDef | undefined => {
  const origin = headerOrigin(def)?.document ?? lineOrigins(def)[0]?.document;
  return origin ? DOCUMENTS[origin] : undefined;
};

/** Where a document's credit days come from up its chain: the first document that declares them. */
const daysFrom = (def: DocumentDef): string | undefined => {
  const from = termsFrom(def);
  if (!from) return undefined;
  return declaredTerms(from, ['creditDays']).length > 0 ? from.key : daysFrom(from);
};

describe('issue 56: the terms carry their days, from the party down the chain', () => {
  it('the orders, the invoice and the supplier’s bill carry credit days', () => {
    expect(withDays.map((def) => def.key).sort()).toEqual([
      'purchaseBill',
      'purchaseOrder',
      'salesInvoice',
      'salesOrder',
    ]);
  });

  it.each(withDays.map((def) => [def.key, def] as const))(
    '%s: its party fills its credit days when chosen, a whole number of days up to a year',
    (_key, def) => {
      const party = def.fields.find((field) => field.key === 'partyId');
      expect(party?.lookup).toMatchObject({ carries: ['creditDays'], fills: ['creditDays'] });
      expect(def.fields.find((field) => field.key === 'creditDays')).toMatchObject({
        type: 'number',
        integer: true,
        min: 0,
        max: 365,
      });
    },
  );

  it.each([
    ['salesInvoice', 'salesOrder'],
    ['purchaseBill', 'purchaseOrder'],
  ] as const)('%s takes its days from its %s, through what it is made from', (key, order) => {
    expect(daysFrom(DOCUMENTS[key])).toBe(order);
  });

  it.each(defs.filter((def) => def.billing?.creditDaysField).map((def) => [def.key, def] as const))(
    '%s: due by its credit days, its due day written by the server',
    (_key, def) => {
      expect(def.billing?.creditDaysField).toBe('creditDays');
      expect(def.fields.find((field) => field.key === def.billing?.dueField)).toMatchObject({
        type: 'date',
        readOnly: true,
      });
    },
  );

  it('the free text of the terms stays where it was, printed as written', () => {
    expect(defs.filter((def) => declares(def, 'paymentTerms')).map((def) => def.key)).toEqual([
      'purchaseOrder',
      'salesOrder',
      'salesInvoice',
    ]);
  });
});

describe('decision 2212: the due day follows the credit days', () => {
  const invoice = { creditDaysField: 'creditDays', dueField: 'dueDate' };
  const bill = { ...invoice, partyDateField: 'supplierBillDate' };
  it.each([
    ['30 days after the invoice', invoice, { date: '2026-11-27', creditDays: 30 }, '2026-12-27'],
    ['its own day at 0 days', invoice, { date: '2026-11-27', creditDays: 0 }, '2026-11-27'],
    ['none without days: the party’s then', invoice, { date: '2026-11-27', creditDays: null }, null],
    ['none without a date', invoice, { date: null, creditDays: 30 }, null],
    ['none for a date that is none', invoice, { date: '2026-02-30', creditDays: 30 }, null],
    [
      "a supplier's bill from its own date",
      bill,
      { date: '2026-11-27', supplierBillDate: '2026-11-20', creditDays: 45 },
      '2027-01-04',
    ],
    [
      "a supplier's bill without its date from ours",
      bill,
      { date: '2026-11-27', supplierBillDate: '', creditDays: 45 },
      '2027-01-11',
    ],
    ['none for a document without days', { dueField: 'dueDate' }, { date: '2026-11-27' }, null],
  ])('%s', (_case, billing, header, due) => {
    expect(writtenDueDate(billing, header)).toBe(due);
  });
});
