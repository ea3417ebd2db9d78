import { describe, expect, it } from 'vitest';
import { settlingLines } from './settle.ts';

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
