import { describe, expect, it } from 'vitest';
import { type Gstr1Document } from './gstr1.ts';
import { b2csNetted, b2csOrigin, b2csParts, b2csReturn, type B2csaRow, type B2csRow } from './gstr1B2cs.ts';
import { portalB2csa, portalOriginalMonth } from './gstr1Portal.ts';
import { addToB2csLedger, addToGstr1Summary, emptyGstr1Summary } from './gstr1Summary.ts';

// Issue 41: "A B2CS row can go negative after netting (`txval: -100` was reproduced): never write a negative
// row; where a month's notes exceed its sales for a place and rate, report them as the offline tool allows
// (as an amendment of the period of the original sales) and record the choice." (decision 2030)

const GUJARAT = '24';
const MAHARASHTRA = '27';
const APRIL = '2026-04';
const MAY = '2026-05';
const JUNE = '2026-06';

/** Taxes of a taxable value at a rate: CGST and SGST in Gujarat (ours), IGST elsewhere. */
const heads = (place: string, rate: number, taxableValue: number) => {
  const tax = (taxableValue * rate) / 100;
  return place === GUJARAT
    ? { taxableValue, igst: 0, cgst: tax / 2, sgst: tax / 2, cess: 0 }
    : { taxableValue, igst: tax, cgst: 0, sgst: 0, cess: 0 };
};

let numbers = 0;
/** A small B2C invoice, or a credit note of an invoice of `invoiceDate`, of one line. */
const sale = (
  date: string,
  place: string,
  rate: number,
  taxableValue: number,
  note?: { invoiceDate: string },
): Gstr1Document => ({
  kind: note ? 'credit' : 'invoice',
  number: `${note ? 'CN' : 'INV'}/${(numbers += 1)}`,
  date,
  recipientGstin: null,
  supplierState: GUJARAT,
  placeOfSupply: place,
  value: taxableValue * (1 + rate / 100),
  ...(note ? { invoiceValue: 10_000, invoiceDate: note.invoiceDate } : {}),
  lines: [{ hsn: '630533', uqc: 'NOS', quantity: 1, gstRate: rate, ...heads(place, rate, taxableValue) }],
});
const invoice = (date: string, place: string, rate: number, taxableValue: number) =>
  sale(date, place, rate, taxableValue);
const credit = (date: string, invoiceDate: string, place: string, rate: number, taxableValue: number) =>
  sale(date, place, rate, taxableValue, { invoiceDate });

const row = (place: string, rate: number, taxableValue: number): B2csRow => ({
  placeOfSupply: place,
  gstRate: rate,
  ...heads(place, rate, taxableValue),
});
const amended = (month: string, place: string, rate: number, taxableValue: number): B2csaRow => ({
  month,
  ...row(place, rate, taxableValue),
});

/** The parts of each month of `documents`, as the server reads them page by page. */
const ledgerOf = (documents: readonly Gstr1Document[]) => addToB2csLedger(new Map(), documents);

describe('decision 2030: which sales a B2CS credit note takes back', () => {
  it.each([
    ['an invoice', invoice('2026-05-10', GUJARAT, 18, 100), undefined],
    [
      'a note of an invoice of its own month',
      credit('2026-05-10', '2026-05-02', GUJARAT, 18, 100),
      undefined,
    ],
    ['a note of an earlier month’s invoice', credit('2026-05-10', '2026-04-30', GUJARAT, 18, 100), APRIL],
    ['a note of an earlier year’s invoice', credit('2027-01-10', '2026-12-31', GUJARAT, 18, 100), '2026-12'],
    [
      'a debit note, which adds',
      { ...credit('2026-05-10', '2026-04-30', GUJARAT, 18, 1), kind: 'debit' },
      undefined,
    ],
    [
      'a note whose invoice is not known',
      { ...invoice('2026-05-10', GUJARAT, 18, 1), kind: 'credit' },
      undefined,
    ],
    [
      'a note without its date',
      { ...credit('2026-05-10', '2026-04-30', GUJARAT, 18, 1), date: undefined },
      undefined,
    ],
  ] as const)('%s', (_case, document: Gstr1Document, origin) => {
    expect(b2csOrigin(document)).toBe(origin);
  });
});

describe('issue 41, decision 2030: a B2CS row is never negative; notes beyond a month’s sales amend the month of theirs (B2CSA)', () => {
  it.each<{
    rule: string;
    documents: Gstr1Document[];
    month: string;
    b2cs: B2csRow[];
    b2csa: B2csaRow[];
  }>([
    {
      rule: 'the -100 case: a note of April’s sale in a May without sales there amends April, May writes no row',
      documents: [
        invoice('2026-04-20', GUJARAT, 18, 100),
        credit('2026-05-04', '2026-04-20', GUJARAT, 18, 100),
      ],
      month: MAY,
      b2cs: [],
      b2csa: [amended(APRIL, GUJARAT, 18, 0)],
    },
    {
      rule: 'a note of last month’s invoice that the month’s sales cover is netted where it is',
      documents: [
        invoice('2026-04-20', GUJARAT, 18, 100),
        invoice('2026-05-02', GUJARAT, 18, 1000),
        credit('2026-05-04', '2026-04-20', GUJARAT, 18, 100),
      ],
      month: MAY,
      b2cs: [row(GUJARAT, 18, 900)],
      b2csa: [],
    },
    {
      rule: 'notes of the month’s own invoices that do not exceed its sales are netted',
      documents: [
        invoice('2026-05-02', GUJARAT, 18, 1000),
        credit('2026-05-09', '2026-05-02', GUJARAT, 18, 300),
      ],
      month: MAY,
      b2cs: [row(GUJARAT, 18, 700)],
      b2csa: [],
    },
    {
      rule: 'a note of April beyond May’s sales: May keeps its sales, April is revised to its sales less the note',
      documents: [
        invoice('2026-04-20', GUJARAT, 18, 1000),
        invoice('2026-05-02', GUJARAT, 18, 50),
        credit('2026-05-04', '2026-04-20', GUJARAT, 18, 300),
      ],
      month: MAY,
      b2cs: [row(GUJARAT, 18, 50)],
      b2csa: [amended(APRIL, GUJARAT, 18, 700)],
    },
    {
      rule: 'two places: only the place whose row would go below zero is amended',
      documents: [
        invoice('2026-04-20', GUJARAT, 18, 1000),
        invoice('2026-04-21', MAHARASHTRA, 18, 500),
        invoice('2026-05-02', GUJARAT, 18, 1000),
        credit('2026-05-04', '2026-04-20', GUJARAT, 18, 200),
        credit('2026-05-05', '2026-04-21', MAHARASHTRA, 18, 300),
      ],
      month: MAY,
      b2cs: [row(GUJARAT, 18, 800)],
      b2csa: [amended(APRIL, MAHARASHTRA, 18, 200)],
    },
    {
      rule: 'two rates: the amended place is written with every rate April had there, the unchanged one as it was',
      documents: [
        invoice('2026-04-20', GUJARAT, 5, 1000),
        invoice('2026-04-20', GUJARAT, 18, 1000),
        invoice('2026-05-02', GUJARAT, 5, 100),
        credit('2026-05-04', '2026-04-20', GUJARAT, 18, 400),
      ],
      month: MAY,
      b2cs: [row(GUJARAT, 5, 100)],
      b2csa: [amended(APRIL, GUJARAT, 5, 1000), amended(APRIL, GUJARAT, 18, 600)],
    },
    {
      rule: 'a second amendment of April counts the first: June revises what May left',
      documents: [
        invoice('2026-04-20', GUJARAT, 18, 1000),
        credit('2026-05-04', '2026-04-20', GUJARAT, 18, 300),
        credit('2026-06-04', '2026-04-20', GUJARAT, 18, 200),
      ],
      month: JUNE,
      b2cs: [],
      b2csa: [amended(APRIL, GUJARAT, 18, 500)],
    },
    {
      rule: 'notes of two earlier months each amend their own',
      documents: [
        invoice('2026-04-20', MAHARASHTRA, 12, 1000),
        invoice('2026-05-20', MAHARASHTRA, 12, 2000),
        credit('2026-06-04', '2026-04-20', MAHARASHTRA, 12, 100),
        credit('2026-06-05', '2026-05-20', MAHARASHTRA, 12, 150),
      ],
      month: JUNE,
      b2cs: [],
      b2csa: [amended(APRIL, MAHARASHTRA, 12, 900), amended(MAY, MAHARASHTRA, 12, 1850)],
    },
  ])('$rule', ({ documents, month, b2cs, b2csa }) => {
    const result = b2csReturn(month, ledgerOf(documents));
    expect(result).toEqual({ b2cs, b2csa, short: [] });
    for (const written of [...result.b2cs, ...result.b2csa])
      for (const head of ['taxableValue', 'igst', 'cgst', 'sgst', 'cess'] as const)
        expect(written[head]).toBeGreaterThanOrEqual(0);
  });

  it('names a row that stays below zero however netted, of the month or of the month it would amend', () => {
    // A note of May's own invoice at a place its invoice was not (no sales there), and a note of April's
    // invoice typed at a place April sold nothing at: neither can be written without a negative row.
    const result = b2csReturn(
      MAY,
      ledgerOf([
        invoice('2026-04-20', GUJARAT, 18, 1000),
        invoice('2026-05-02', GUJARAT, 18, 1000),
        credit('2026-05-04', '2026-05-02', MAHARASHTRA, 18, 100),
        credit('2026-05-05', '2026-04-20', MAHARASHTRA, 5, 40),
      ]),
    );
    expect(result.b2cs).toEqual([row(GUJARAT, 18, 1000), row(MAHARASHTRA, 18, -100)]);
    expect(result.b2csa).toEqual([]);
    expect(result.short).toEqual([amended(MAY, MAHARASHTRA, 18, -100), amended(APRIL, MAHARASHTRA, 5, -40)]);
  });

  it('counts a month not read as one without sales: its amendment would be below zero', () => {
    const note = credit('2026-05-04', '2026-04-20', GUJARAT, 18, 100);
    expect(b2csReturn(MAY, ledgerOf([note]))).toEqual({
      b2cs: [],
      b2csa: [],
      short: [amended(APRIL, GUJARAT, 18, -100)],
    });
  });

  it('is nothing for a month without B2C sales, and amends nothing when it moves no note', () => {
    expect(b2csReturn(MAY, new Map())).toEqual({ b2cs: [], b2csa: [], short: [] });
    expect(b2csNetted(b2csParts([invoice('2026-05-02', GUJARAT, 18, 10)]))).toEqual({
      rows: [row(GUJARAT, 18, 10)],
      moved: [],
      short: [],
    });
  });
});

describe('decision 2030: the parts of months read a page at a time', () => {
  it('sums each document into its own month, whatever the pages', () => {
    const documents = [
      invoice('2026-04-20', GUJARAT, 18, 1000),
      invoice('2026-05-02', GUJARAT, 18, 50),
      credit('2026-05-04', '2026-04-20', GUJARAT, 18, 300),
      invoice('2026-05-03', GUJARAT, 18, 25),
    ];
    let ledger = addToB2csLedger(new Map(), []);
    for (const document of documents) ledger = addToB2csLedger(ledger, [document]);
    expect(ledger).toEqual(ledgerOf(documents));
    expect(ledger.get(MAY)).toEqual([
      { ...row(GUJARAT, 18, 75) },
      { ...row(GUJARAT, 18, -300), origin: APRIL },
    ]);
  });

  it('keeps an undated document apart from every month', () => {
    const undated = { ...invoice('2026-05-02', GUJARAT, 18, 50), date: undefined };
    expect([...ledgerOf([undated]).keys()]).toEqual(['']);
  });

  it('nets the month’s table 7 in the screen’s summary, its notes of earlier sales apart', () => {
    const page = [
      invoice('2026-05-02', GUJARAT, 18, 50),
      credit('2026-05-04', '2026-04-20', GUJARAT, 18, 300),
    ];
    const summary = addToGstr1Summary(emptyGstr1Summary(), page, []);
    expect(summary.b2cs).toEqual([row(GUJARAT, 18, 50)]);
    expect(summary.b2csParts).toEqual(b2csParts(page));
    expect(summary.b2csa).toEqual([]);
    // A summary kept before these fields were (a client's, an older test's) is read as having none.
    const { b2csParts: _parts, b2csa: _amended, ...older } = emptyGstr1Summary();
    expect(addToGstr1Summary(older, page, []).b2cs).toEqual(summary.b2cs);
  });
});

describe('decision 2030: B2CSA in the offline tool’s JSON and Excel', () => {
  it('writes an amendment per original month and place, an item per rate, intra-state in our state', () => {
    const rows = [
      amended(APRIL, GUJARAT, 5, 1000),
      amended(APRIL, GUJARAT, 18, 600),
      amended(APRIL, MAHARASHTRA, 12, 900),
      amended(MAY, MAHARASHTRA, 12, 1850),
    ];
    expect(portalB2csa(rows, GUJARAT)).toEqual([
      {
        omon: '042026',
        sply_ty: 'INTRA',
        typ: 'OE',
        pos: GUJARAT,
        itms: [
          { rt: 5, txval: 1000, iamt: 0, camt: 25, samt: 25, csamt: 0 },
          { rt: 18, txval: 600, iamt: 0, camt: 54, samt: 54, csamt: 0 },
        ],
      },
      {
        omon: '042026',
        sply_ty: 'INTER',
        typ: 'OE',
        pos: MAHARASHTRA,
        itms: [{ rt: 12, txval: 900, iamt: 108, camt: 0, samt: 0, csamt: 0 }],
      },
      {
        omon: '052026',
        sply_ty: 'INTER',
        typ: 'OE',
        pos: MAHARASHTRA,
        itms: [{ rt: 12, txval: 1850, iamt: 222, camt: 0, samt: 0, csamt: 0 }],
      },
    ]);
    expect(portalB2csa([], GUJARAT)).toEqual([]);
  });

  it.each([
    [APRIL, { year: '2026-27', month: 'April' }],
    ['2027-03', { year: '2026-27', month: 'March' }],
    ['2027-01', { year: '2026-27', month: 'January' }],
  ])('names the original month %s by its financial year and name', (month, named) => {
    expect(portalOriginalMonth(month)).toEqual(named);
  });
});
