import { describe, expect, it } from 'vitest';
import { NOTE_DOCUMENTS } from './noteDocuments.ts';
import { leftOf, noteLineFrom, noteProblems, type InvoiceLeft, type InvoiceLineLeft } from './notes.ts';
import { documentPostings, postsFor } from './postings.ts';

/* Issue 20: "Credit note (against invoice, with reason: sales return brings goods back …) and debit note";
   bad input: "a credit note larger than its invoice". */

const credit = NOTE_DOCUMENTS.creditNote.amends!;
const debit = NOTE_DOCUMENTS.debitNote.amends!;

const bags: InvoiceLineLeft = {
  id: 11,
  itemId: 5,
  quantity: 10,
  taxableValue: 5000,
  creditedQuantity: 0,
  creditedValue: 0,
  itemName: 'Woven Bag',
  uomName: 'BALE',
  uomDecimals: 0,
};
const invoice = (line: Partial<InvoiceLineLeft> = {}, creditedTotal = 0): InvoiceLeft => ({
  number: 'INV/26-27/00001',
  grandTotal: 5900,
  creditedTotal,
  lines: [{ ...bags, ...line }],
});
const line = (quantity: number, taxableValue: number, extra: Record<string, unknown> = {}) => ({
  salesInvoiceLineId: 11,
  itemId: 5,
  quantity,
  taxableValue,
  stockAreaId: 3,
  ...extra,
});

describe('noteProblems (a credit note can never exceed its invoice)', () => {
  it.each([
    ['a return of one bale of ten', [line(1, 500)], 590, invoice(), []],
    [
      'a return of all that is left',
      [line(4, 2000)],
      2360,
      invoice({ creditedQuantity: 6, creditedValue: 3000 }, 3540),
      [],
    ],
    [
      'more returned than is left (two lines on one invoice line add up)',
      [line(3, 1500), line(2, 1000)],
      2950,
      invoice({ creditedQuantity: 6, creditedValue: 3000 }, 3540),
      [
        [
          'lines.1.quantity',
          'Only 4 BALE of Woven Bag is left to return on invoice INV/26-27/00001 (10 BALE invoiced, 6 BALE credited before); 5 BALE returned.',
        ],
        [
          'lines.1.rate',
          'Only ₹2,000.00 of Woven Bag is left to credit on invoice INV/26-27/00001 (₹5,000.00 invoiced, ₹3,000.00 credited before); this note credits ₹2,500.00.',
        ],
      ],
    ],
    [
      'a return without the stock area the goods come into',
      [line(1, 500, { stockAreaId: null })],
      590,
      invoice(),
      [['lines.0.stockAreaId', 'Line 1 brings goods back: choose the stock area they come into.']],
    ],
    [
      'a line of no line of the invoice',
      [line(1, 500, { salesInvoiceLineId: 99 })],
      590,
      invoice(),
      [['lines.0.itemId', 'Line 1 is not a line of invoice INV/26-27/00001: fill the lines From Invoice.']],
    ],
    [
      "a line that changed the invoice line's item",
      [line(1, 500, { itemId: 6 })],
      590,
      invoice(),
      [['lines.0.itemId', "Line 1 must keep the invoice line's item."]],
    ],
    [
      'the whole note beyond the grand total less earlier notes',
      [line(1, 500)],
      600,
      invoice({}, 5400),
      [
        [
          'grandTotal',
          'A credit note cannot exceed its invoice: ₹500.00 of invoice INV/26-27/00001 is left to credit (₹5,900.00 less ₹5,400.00 of earlier credit notes); this note is ₹600.00.',
        ],
      ],
    ],
  ])('sales return: %s', (_, lines, grandTotal, against, expected) => {
    const problems = noteProblems(credit, { lines, grandTotal, returnsGoods: true }, against);
    expect(problems.map((problem) => [problem.field, problem.message])).toEqual(expected);
  });

  it('a price correction returns nothing: its quantity is not limited, its value is', () => {
    const corrected = invoice({ creditedQuantity: 10, creditedValue: 4000 });
    const note = (value: number) => ({
      lines: [line(10, value, { stockAreaId: null })],
      grandTotal: 0,
      returnsGoods: false,
    });
    expect(noteProblems(credit, note(1000), corrected)).toEqual([]);
    expect(noteProblems(credit, note(1000.01), corrected).map((problem) => problem.field)).toEqual([
      'lines.0.rate',
    ]);
  });

  it('a unit-less line shows bare quantities with three decimals', () => {
    const problems = noteProblems(
      credit,
      { lines: [line(11, 500)], grandTotal: 590, returnsGoods: true },
      invoice({ uomName: null, uomDecimals: null, itemName: null }),
    );
    expect(problems[0]?.message).toBe(
      'Only 10.000 of this item is left to return on invoice INV/26-27/00001 (10.000 invoiced, 0.000 credited before); 11.000 returned.',
    );
  });

  it('a debit note raises what is owed: only its lines are checked', () => {
    const note = { lines: [line(20, 99999)], grandTotal: 117998.82, returnsGoods: false };
    expect(noteProblems(debit, note, invoice())).toEqual([]);
    const stray = { ...note, lines: [line(1, 1, { salesInvoiceLineId: null })] };
    expect(noteProblems(debit, stray, invoice()).map((problem) => problem.field)).toEqual(['lines.0.itemId']);
  });
});

describe('what a fill gives a note of an invoice line', () => {
  it.each([
    [
      'credit: what is left',
      credit,
      { creditedQuantity: 6, creditedValue: 3000 },
      { quantity: 4, creditable: 2000 },
    ],
    ['credit: nothing left', credit, { creditedQuantity: 10, creditedValue: 5000 }, null],
    ['credit: never below zero', credit, { creditedQuantity: 12, creditedValue: 5000.5 }, null],
    [
      'debit: the line as invoiced',
      debit,
      { creditedQuantity: 10, creditedValue: 5000 },
      { quantity: 10, creditable: 5000 },
    ],
  ])('%s', (_, amends, progress, expected) => {
    expect(noteLineFrom(amends, { ...bags, ...progress })).toEqual(expected);
  });

  it('leftOf rounds to the unit and the paisa', () => {
    expect(
      leftOf({ ...bags, quantity: 0.3, creditedQuantity: 0.1, taxableValue: 0.3, creditedValue: 0.1 }),
    ).toEqual({
      quantity: 0.2,
      value: 0.2,
    });
  });
});

describe('a credit note posts only a sales return, held until inspected', () => {
  const posting = NOTE_DOCUMENTS.creditNote.posting!;
  it.each([
    ['SALES_RETURN', true],
    ['PRICE_CORRECTION', false],
    ['OTHER', false],
  ])('reason %s posts: %s', (reason, posts) => {
    expect(postsFor(posting, { reason })).toBe(posts);
  });

  it('brings the returned bale in held, whatever LAB_TEST_INWARD says', () => {
    const [moved] = documentPostings(posting, [line(1, 500, { lotNumber: 'L1' })], { labTestInward: false });
    expect(moved).toMatchObject({
      movement: 'SALES_RETURN',
      quantity: 1,
      stockAreaId: 3,
      lotNumber: 'L1',
      held: true,
    });
  });

  it('a document without a condition always posts', () => {
    expect(
      postsFor({ movement: 'ISSUE', direction: 'out', quantityField: 'quantity', rated: false }, {}),
    ).toBe(true);
  });
});
