import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTaxes, fromPaise, scaled, toPaise, type TaxInput, type TaxLineInput } from './gst.ts';

const MAHARASHTRA = '27';
const GUJARAT = '24';
const sameState = { supplierState: MAHARASHTRA, placeOfSupply: MAHARASHTRA };
const otherState = { supplierState: GUJARAT, placeOfSupply: MAHARASHTRA };
const line = (quantity: number, rate: number, gstRate: number, discountPercent?: number): TaxLineInput => ({
  quantity,
  rate,
  gstRate,
  discountPercent,
});

describe('paise', () => {
  it('converts rupees to whole paise exactly, half away from zero', () => {
    expect(toPaise(1234.57)).toBe(123457);
    expect(toPaise(0.125)).toBe(13);
    expect(toPaise(-0.125)).toBe(-13);
    expect(toPaise(Number.NaN)).toBe(0);
    expect(fromPaise(123457)).toBe(1234.57);
  });

  // What the amount's decimal text rounds to, half away from zero: the rule `scaled` keeps, read slowly.
  const byText = (value: number, decimals: number) => {
    const units = Math.round(Math.abs(Number(value.toFixed(decimals))) * 10 ** decimals);
    return value < 0 ? -units : units;
  };
  it('takes a whole unit as its text would round it, whatever the value', () => {
    const cents = fc.integer({ min: -1e13, max: 1e13 }).map((units) => units / 1000);
    const near = fc
      .tuple(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom(0, 1e-9, -1e-9, 4e-7, 0.005, -0.005, 0.0005),
      )
      .map(([units, off]) => units / 100 + off);
    for (const decimals of [2, 3])
      fc.assert(
        fc.property(fc.oneof(fc.double({ min: -1e13, max: 1e13, noNaN: true }), cents, near), (value) => {
          expect(scaled(value, decimals)).toBe(byText(value, decimals));
        }),
        { numRuns: 20000 },
      );
    expect(scaled(1.005, 2)).toBe(byText(1.005, 2));
    expect(scaled(-2.675, 2)).toBe(-267);
  });
});

describe('computeTaxes: one line', () => {
  const cases: readonly [string, TaxInput, Record<string, number>][] = [
    [
      "supplier's state equal to the place of supply: CGST and SGST, half the rate each",
      { ...sameState, lines: [line(10, 100, 18)] },
      { taxableValue: 1000, cgst: 90, sgst: 90, igst: 0, total: 1180 },
    ],
    [
      'otherwise IGST at the full rate',
      { ...otherState, lines: [line(10, 100, 18)] },
      { taxableValue: 1000, cgst: 0, sgst: 0, igst: 180, total: 1180 },
    ],
    [
      'a supply to an SEZ is IGST within the same state too (IGST Act, section 7(5)(b); issue 41)',
      { ...sameState, igstOnIntra: true, lines: [line(10, 100, 18)] },
      { taxableValue: 1000, cgst: 0, sgst: 0, igst: 180, total: 1180 },
    ],
    [
      'an unknown state is taken as another state',
      { supplierState: undefined, placeOfSupply: MAHARASHTRA, lines: [line(10, 100, 18)] },
      { igst: 180 },
    ],
    [
      'Line taxable value = quantity × rate less discount %',
      { ...otherState, lines: [line(3, 333.33, 18, 10)] },
      { taxableValue: 899.99, igst: 162, total: 1061.99 },
    ],
    [
      'a quantity with decimals, rounded half-up to paise (2.5 × 41.37 = 103.425)',
      { ...otherState, lines: [line(2.5, 41.37, 0)] },
      { taxableValue: 103.43, igst: 0 },
    ],
    [
      'Tax amounts per line rounded half-up to paise (2.5% of 1.00 is 0.025)',
      { ...sameState, lines: [line(1, 1, 5)] },
      { cgst: 0.03, sgst: 0.03, total: 1.06 },
    ],
    [
      'a rate below one per cent halves exactly',
      { ...sameState, lines: [line(1, 1000, 0.25)] },
      { cgst: 1.25 },
    ],
    [
      'a line not filled in yet counts as zero',
      { ...sameState, lines: [line(Number.NaN, 10, 18)] },
      { total: 0 },
    ],
  ];
  it.each(cases)('%s', (_rule, input, expected) => {
    expect(computeTaxes(input).lines[0]).toMatchObject(expected);
  });
});

describe('computeTaxes: the document', () => {
  const order: TaxInput = {
    ...otherState,
    lines: [line(1, 1000, 12), line(2, 400, 18)],
    freight: 500,
    otherCharges: 100,
  };

  it('Freight and other charges on the header are taxable at the rate of the line with the highest taxable value (composite supply) and are part of the totals', () => {
    const taxes = computeTaxes(order);
    expect(taxes.chargesGstRate).toBe(12);
    expect(taxes.freight).toEqual({ taxableValue: 500, gstRate: 12, cgst: 0, sgst: 0, igst: 60, total: 560 });
    expect(taxes.otherCharges.igst).toBe(12);
    expect(taxes).toMatchObject({
      interState: true,
      taxableTotal: 2400,
      cgstTotal: 0,
      sgstTotal: 0,
      igstTotal: 336,
      roundOff: 0,
      grandTotal: 2736,
      amountInWords: 'Rupees Two Thousand Seven Hundred Thirty Six Only',
    });
  });

  it('a tax summary per rate (as printed on Indian POs and invoices), the charges in their rate', () => {
    expect(computeTaxes({ ...order, ...sameState }).summary).toEqual([
      { gstRate: 12, taxableValue: 1600, cgst: 96, sgst: 96, igst: 0, totalTax: 192 },
      { gstRate: 18, taxableValue: 800, cgst: 72, sgst: 72, igst: 0, totalTax: 144 },
    ]);
  });

  it('of equal lines the first gives the charges their rate; without lines they bear none', () => {
    expect(
      computeTaxes({ ...otherState, lines: [line(1, 100, 5), line(1, 100, 28)], freight: 10 }).chargesGstRate,
    ).toBe(5);
    const chargesOnly = computeTaxes({ ...otherState, lines: [], freight: 10 });
    expect(chargesOnly.chargesGstRate).toBe(0);
    expect(chargesOnly.summary).toEqual([
      { gstRate: 0, taxableValue: 10, cgst: 0, sgst: 0, igst: 0, totalTax: 0 },
    ]);
    expect(computeTaxes({ ...otherState, lines: [] }).summary).toEqual([]);
  });

  const roundings: readonly [number, number, number][] = [
    [100.4, 100, -0.4],
    [100.5, 101, 0.5],
    [100.49, 100, -0.49],
    [-0.5, -1, -0.5],
  ];
  it.each(roundings)(
    'the grand total rounded to the rupee with the difference shown as roundOff: %d → %d (%d)',
    (rate, grandTotal, roundOff) => {
      expect(computeTaxes({ ...sameState, lines: [line(1, rate, 0)] })).toMatchObject({
        grandTotal,
        roundOff,
      });
    },
  );

  it('Amount in words of the grand total, empty when it cannot be written', () => {
    expect(computeTaxes({ ...sameState, lines: [line(1, 100.5, 0)] }).amountInWords).toBe(
      'Rupees One Hundred One Only',
    );
    expect(computeTaxes({ ...sameState, lines: [line(1, -10, 0)] }).amountInWords).toBe('');
    expect(computeTaxes({ ...sameState, lines: [line(1000, 1e8, 0)] }).amountInWords).toBe('');
  });
});

describe('computeTaxes: properties', () => {
  const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40];
  const arbitraryLine = fc.record({
    quantity: fc.integer({ min: 1, max: 100_000_000 }).map((milli) => milli / 1000),
    rate: fc.integer({ min: 0, max: 1_000_000_00 }).map(fromPaise),
    discountPercent: fc.option(fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100)),
    gstRate: fc.constantFrom(...GST_RATES),
  });
  const state = fc.constantFrom(MAHARASHTRA, GUJARAT, undefined);
  const charge = fc.option(fc.integer({ min: 0, max: 10_000_000 }).map(fromPaise));
  const document = fc.record({
    lines: fc.array(arbitraryLine, { maxLength: 8 }),
    supplierState: state,
    placeOfSupply: state,
    freight: charge,
    otherCharges: charge,
  });

  it("the lines' totals plus round-off equal the grand total (with the charges)", () => {
    fc.assert(
      fc.property(document, (input) => {
        const taxes = computeTaxes(input);
        const parts = [...taxes.lines, taxes.freight, taxes.otherCharges].map((part) => toPaise(part.total));
        expect(parts.reduce((a, b) => a + b, 0) + toPaise(taxes.roundOff)).toBe(toPaise(taxes.grandTotal));
        expect(toPaise(taxes.grandTotal) % 100).toBe(0);
        expect(Math.abs(toPaise(taxes.roundOff))).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('CGST always equals SGST; IGST and CGST are never both non-zero on one document', () => {
    fc.assert(
      fc.property(document, (input) => {
        const taxes = computeTaxes(input);
        expect(taxes.cgstTotal).toBe(taxes.sgstTotal);
        for (const part of taxes.lines) expect(part.cgst).toBe(part.sgst);
        expect(taxes.igstTotal !== 0 && taxes.cgstTotal !== 0).toBe(false);
      }),
    );
  });

  it('the tax summary adds up to the totals', () => {
    fc.assert(
      fc.property(document, (input) => {
        const taxes = computeTaxes(input);
        const total = (key: 'taxableValue' | 'igst' | 'cgst') =>
          taxes.summary.reduce((a, row) => a + toPaise(row[key]), 0);
        expect(total('taxableValue')).toBe(toPaise(taxes.taxableTotal));
        expect(total('igst')).toBe(toPaise(taxes.igstTotal));
        expect(total('cgst')).toBe(toPaise(taxes.cgstTotal));
      }),
    );
  });
});
