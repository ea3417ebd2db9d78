import { describe, expect, it } from 'vitest';
import { documentsIssued, hsnSummary, nilSummary, type Gstr1Document, type Gstr1Line } from './gstr1.ts';
import { b2csSummary } from './gstr1B2cs.ts';
import { addToGstr1Summary, emptyGstr1Summary, linesWithCharges, mergedIssued } from './gstr1Summary.ts';

const GUJARAT = '24';
const MAHARASHTRA = '27';
const B2B = '27AAACR5055K1Z7';

const line = (over: Partial<Gstr1Line> = {}): Gstr1Line => ({
  hsn: '6305',
  uqc: 'NOS',
  quantity: 1000.001,
  gstRate: 5,
  taxableValue: 10_000.01,
  igst: 0,
  cgst: 250.03,
  sgst: 250.03,
  cess: 0,
  ...over,
});
const document = (over: Partial<Gstr1Document> = {}): Gstr1Document => ({
  kind: 'invoice',
  number: 'INV/26-27/00001',
  recipientGstin: null,
  supplierState: GUJARAT,
  placeOfSupply: GUJARAT,
  value: 10_500.07,
  lines: [line()],
  ...over,
});

// A month of mixed documents: B2B, B2CL, B2CS within and across states, notes of each kind.
const month: Gstr1Document[] = [
  document({
    number: 'INV/26-27/00003',
    recipientGstin: B2B,
    lines: [line(), line({ gstRate: 18, hsn: '3902' })],
  }),
  document({ number: 'INV/26-27/00001', placeOfSupply: MAHARASHTRA, value: 2_00_000.11 }),
  document({ number: 'INV/26-27/00002' }),
  document({
    number: 'INV/26-27/00004',
    placeOfSupply: MAHARASHTRA,
    lines: [line({ igst: 500.07, cgst: 0, sgst: 0 })],
  }),
  document({
    kind: 'credit',
    number: 'CN/26-27/00001',
    recipientGstin: B2B,
    value: 0.33,
    lines: [line({ taxableValue: 0.11 })],
  }),
  document({ kind: 'credit', number: 'CN/26-27/00002', value: 99.99, lines: [line({ taxableValue: 0.07 })] }),
  document({
    kind: 'debit',
    number: 'DN/26-27/00001',
    placeOfSupply: MAHARASHTRA,
    invoiceValue: 3_00_000,
    value: 7,
  }),
];
const issued = month.map((d) => ({ kind: d.kind, number: d.number, cancelled: d.number.endsWith('2') }));

describe('decision 1430: GSTR-1 of a month summed a page at a time equals one pass over it', () => {
  it.each([1, 2, 3, 7])('pages of %i documents', (size) => {
    let summary = emptyGstr1Summary();
    for (let start = 0; start < month.length; start += size)
      summary = addToGstr1Summary(
        summary,
        month.slice(start, start + size),
        issued.slice(start, start + size),
      );
    expect(summary.b2cs).toEqual(b2csSummary(month));
    expect(summary.hsnB2b).toEqual(hsnSummary(month, 'b2b'));
    expect(summary.hsnB2c).toEqual(hsnSummary(month, 'b2c'));
    expect(summary.documentsIssued.invoice).toEqual(
      documentsIssued(issued.filter((d) => d.kind === 'invoice')),
    );
    expect(summary.documentsIssued.credit).toEqual(
      documentsIssued(issued.filter((d) => d.kind === 'credit')),
    );
    const count = Object.fromEntries(summary.sections.map((row) => [row.section, row.documents]));
    expect(count).toEqual({ b2b: 1, b2cl: 1, b2cs: 3, exp: 0, cdnr: 1, cdnur: 1, nil: 0 });
  });

  it.each([1, 2, 4])('with exports and nil-rated lines, pages of %i documents (decision 1491)', (size) => {
    const nil = line({ gstRate: 0, cgst: 0, sgst: 0, taxableValue: 100 });
    const more = [
      document({ number: 'EXP/1', placeOfSupply: '96', lines: [line({ cgst: 0, sgst: 0, igst: 500 })] }),
      document({ number: 'INV/26-27/00010', recipientGstin: B2B, lines: [line(), nil] }),
      document({ number: 'INV/26-27/00011', lines: [nil] }),
      document({ kind: 'credit', number: 'CN/26-27/00009', lines: [{ ...nil, taxableValue: 0.01 }] }),
    ];
    let summary = emptyGstr1Summary();
    for (let start = 0; start < more.length; start += size)
      summary = addToGstr1Summary(summary, more.slice(start, start + size), []);
    expect(summary.nil).toEqual(nilSummary(more));
    const count = Object.fromEntries(summary.sections.map((row) => [row.section, row.documents]));
    expect(count).toMatchObject({ b2b: 1, exp: 1, nil: 2 });
    const taxable = Object.fromEntries(summary.sections.map((row) => [row.section, row.taxableValue]));
    // The B2B invoice's nil-rated line is in table 8, not in B2B; the credit note less.
    expect(taxable).toMatchObject({ b2b: 10_000.01, exp: 10_000.01, nil: 199.99 });
    expect(summary.total.taxableValue).toBe(20_200.01);
  });

  it('totals every table, a credit note less, to the paisa', () => {
    const { total, sections } = addToGstr1Summary(emptyGstr1Summary(), month, []);
    // Six lines of 10,000.01 (the B2B invoice has two), the debit note's among them, less the credit
    // notes' 0.11 and 0.07; the values of four invoices and the debit note less the credit notes'.
    expect(total.taxableValue).toBe(59_999.88);
    expect(total.value).toBe(2_31_407);
    const b2cs = sections.find((row) => row.section === 'b2cs');
    expect(b2cs?.taxableValue).toBe(10_000.01 * 2 - 0.07);
  });
});

describe("table 13 over pages: a series' first and last number over both, its counts added", () => {
  it.each([
    [
      'an earlier number on a later page',
      [{ series: 'INV/', from: 'INV/00005', to: 'INV/00009', total: 5, cancelled: 1 }],
      [{ series: 'INV/', from: 'INV/00002', to: 'INV/00003', total: 2, cancelled: 0 }],
      [{ series: 'INV/', from: 'INV/00002', to: 'INV/00009', total: 7, cancelled: 1 }],
    ],
    [
      'a new series',
      [{ series: 'A/', from: 'A/1', to: 'A/1', total: 1, cancelled: 0 }],
      [{ series: 'B/', from: 'B/1', to: 'B/2', total: 2, cancelled: 1 }],
      [
        { series: 'A/', from: 'A/1', to: 'A/1', total: 1, cancelled: 0 },
        { series: 'B/', from: 'B/1', to: 'B/2', total: 2, cancelled: 1 },
      ],
    ],
  ])('%s', (_case, earlier, page, merged) => {
    expect(mergedIssued(earlier, page)).toEqual(merged);
  });
});

describe('decision 1430: header charges go in the line they were taxed with', () => {
  it('adds what the header holds beyond its lines to the line of the highest taxable value', () => {
    const lines = [
      line({ taxableValue: 100, cgst: 2.5, sgst: 2.5 }),
      line({ taxableValue: 300, gstRate: 18, cgst: 27, sgst: 27 }),
    ];
    const header = { taxableValue: 733.33, cgst: 57, sgst: 57, igst: 0, cess: 0 };
    expect(linesWithCharges(lines, header)).toEqual([
      lines[0],
      { ...lines[1], taxableValue: 633.33, cgst: 54.5, sgst: 54.5 },
    ]);
  });

  it('takes the first of equals, and leaves a document without lines alone', () => {
    const lines = [line({ taxableValue: 100 }), line({ taxableValue: 100, hsn: '3902' })];
    const header = { taxableValue: 201, cgst: 500.06, sgst: 500.06, igst: 0, cess: 0 };
    expect(linesWithCharges(lines, header)[0]?.taxableValue).toBe(101);
    expect(linesWithCharges([], header)).toEqual([]);
  });
});
