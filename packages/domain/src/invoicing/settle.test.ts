import { describe, expect, it } from 'vitest';
import { settleChosen, settlingLines } from './settle.ts';

const open = (id: number, unpaid: number) => ({ key: 'salesInvoice', id, number: `INV/${id}`, unpaid });
const line = (id: number, amount: number) => ({
  billingKey: 'salesInvoice',
  billingId: id,
  billingNumber: `INV/${id}`,
  amount,
});

// Issue 20 (decision 1471): "fills one line per ticked document with its unpaid amount, capped so the lines
// never exceed the header amount (the last line takes what is left)".
describe('settlingLines', () => {
  it.each([
    [
      'each document its unpaid, within the amount',
      5000,
      0,
      [open(1, 1180), open(2, 2360)],
      [line(1, 1180), line(2, 2360)],
    ],
    [
      'the last line takes what is left',
      3000,
      0,
      [open(1, 1180), open(2, 2360)],
      [line(1, 1180), line(2, 1820)],
    ],
    [
      'a document with nothing left for it gets no line',
      1180,
      0,
      [open(1, 1180), open(2, 2360)],
      [line(1, 1180)],
    ],
    ['lines already allocated count against the amount', 3000, 2500, [open(1, 1180)], [line(1, 500)]],
    ['nothing left: no line', 1000, 1000, [open(1, 1180)], []],
    ['paise kept', 100.1, 0, [open(1, 33.37), open(2, 100)], [line(1, 33.37), line(2, 66.73)]],
  ] as const)('%s', (_name, amount, allocated, documents, lines) => {
    expect(settlingLines(amount, allocated, documents)).toEqual(lines);
  });
});

// Issue 38: "Settle Chosen with no amount … never silently nothing".
describe('settleChosen (decision 1837)', () => {
  it.each([
    ['no amount: each its unpaid, the amount their sum', null, 0, [open(1, 1180), open(2, 2360)], 3540],
    ['nothing above zero counts as no amount', 0, 0, [open(1, 1180)], 1180],
    ['no amount, lines kept: they count in the sum', null, 500, [open(1, 1180)], 1680],
  ] as const)('%s', (_name, amount, allocated, documents, filled) => {
    expect(settleChosen(amount, allocated, documents)).toEqual({
      lines: documents.map((document) => line(document.id, document.unpaid)),
      amount: filled,
      refusal: null,
    });
  });

  it('an amount spent says which documents it left unsettled', () => {
    expect(settleChosen(1180, 0, [open(1, 1180), open(2, 2360), open(3, 10)])).toEqual({
      lines: [line(1, 1180)],
      amount: 1180,
      refusal:
        'The amount of ₹1,180.00 is allocated in full: INV/2, INV/3 not settled. Raise the amount to settle them.',
    });
  });
});
