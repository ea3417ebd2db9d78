import { describe, expect, it } from 'vitest';
import {
  B2CL_THRESHOLD,
  returnGstin,
  documentsIssued,
  exportType,
  gstr1Section,
  hsnSummary,
  nilSummary,
  OTHER_COUNTRY,
  type Gstr1Document,
  type Gstr1Line,
} from './gstr1.ts';
import { b2csSummary } from './gstr1B2cs.ts';

const GUJARAT = '24';
const MAHARASHTRA = '27';

const line = (over: Partial<Gstr1Line> = {}): Gstr1Line => ({
  hsn: '6305',
  uqc: 'NOS',
  quantity: 1000,
  gstRate: 5,
  taxableValue: 10_000,
  igst: 0,
  cgst: 250,
  sgst: 250,
  cess: 0,
  ...over,
});

const document = (over: Partial<Gstr1Document> = {}): Gstr1Document => ({
  kind: 'invoice',
  number: 'INV/26-27/00001',
  recipientGstin: null,
  supplierState: GUJARAT,
  placeOfSupply: GUJARAT,
  value: 10_500,
  lines: [line()],
  ...over,
});

describe('GSTR-1: which table a document goes to', () => {
  it('puts a large B2C invoice above ₹1,00,000 (notification 12/2024)', () => {
    expect(B2CL_THRESHOLD).toBe(1_00_000);
  });

  it.each([
    ['an invoice to a registered person', { recipientGstin: '27AAACR5055K1Z7' }, 'b2b'],
    ['a credit note to a registered person', { kind: 'credit', recipientGstin: '27AAACR5055K1Z7' }, 'cdnr'],
    ['a debit note to a registered person', { kind: 'debit', recipientGstin: '24AAACR5055K1Z1' }, 'cdnr'],
    ['a GSTIN of spaces is no registration', { recipientGstin: '   ' }, 'b2cs'],
    ['an intra-state B2C invoice of any value', { value: 50_00_000 }, 'b2cs'],
    ['an inter-state B2C invoice of ₹1,00,000', { placeOfSupply: MAHARASHTRA, value: 1_00_000 }, 'b2cs'],
    [
      'an inter-state B2C invoice above ₹1,00,000',
      { placeOfSupply: MAHARASHTRA, value: 1_00_000.01 },
      'b2cl',
    ],
    [
      'a note against a large inter-state B2C invoice',
      { kind: 'credit', placeOfSupply: MAHARASHTRA, value: 5_000, invoiceValue: 2_00_000 },
      'cdnur',
    ],
    [
      'a note against a small B2C invoice is netted in B2CS',
      { kind: 'credit', placeOfSupply: MAHARASHTRA, value: 5_000, invoiceValue: 60_000 },
      'b2cs',
    ],
    // Issue 41: "B2CL: ₹1,00,000 is right from 1 Aug 2024 (Notification 12/2024-CT, rule 59(4)); before that
    // month the limit was ₹2,50,000, and a July 2024 invoice of ₹1.5 lakh belongs in B2CS."
    [
      'a July 2024 inter-state B2C invoice of ₹1.5 lakh (the ₹2,50,000 limit)',
      { placeOfSupply: MAHARASHTRA, value: 1_50_000, date: '2024-07-31' },
      'b2cs',
    ],
    [
      'a July 2024 inter-state B2C invoice above ₹2,50,000',
      { placeOfSupply: MAHARASHTRA, value: 2_50_000.01, date: '2024-07-31' },
      'b2cl',
    ],
    [
      'an August 2024 inter-state B2C invoice of ₹1.5 lakh',
      { placeOfSupply: MAHARASHTRA, value: 1_50_000, date: '2024-08-01' },
      'b2cl',
    ],
    [
      'a September 2024 note against that July invoice goes where the invoice went',
      {
        kind: 'credit',
        placeOfSupply: MAHARASHTRA,
        value: 5_000,
        date: '2024-09-10',
        invoiceValue: 1_50_000,
        invoiceDate: '2024-07-31',
      },
      'b2cs',
    ],
    [
      'a note against an August 2024 invoice of ₹1.5 lakh',
      {
        kind: 'credit',
        placeOfSupply: MAHARASHTRA,
        value: 5_000,
        date: '2024-09-10',
        invoiceValue: 1_50_000,
        invoiceDate: '2024-08-20',
      },
      'cdnur',
    ],
    [
      'a note without its invoice value is judged by its own',
      { kind: 'debit', placeOfSupply: MAHARASHTRA, value: 1_50_000 },
      'cdnur',
    ],
    [
      'an unknown place of supply is taken as inter-state',
      { placeOfSupply: undefined, value: 2_00_000 },
      'b2cl',
    ],
    ['an invoice to place 96 "Other Country" is an export (6A)', { placeOfSupply: '96' }, 'exp'],
    [
      'an export whatever the recipient names as GSTIN',
      { placeOfSupply: '96', recipientGstin: '27AAACR5055K1Z7' },
      'exp',
    ],
    ['a note on an export goes to CDNUR', { kind: 'credit', placeOfSupply: '96', value: 10 }, 'cdnur'],
    ['an invoice of nil-rated lines only is table 8', { lines: [line({ gstRate: 0 })] }, 'nil'],
    [
      'a registered note of nil-rated lines only is table 8',
      { kind: 'credit', recipientGstin: '27AAACR5055K1Z7', lines: [line({ gstRate: 0 })] },
      'nil',
    ],
    // Issue 56 (decision 2213): a supply to an SEZ under bond is zero-rated, never nil-rated.
    [
      'an SEZ invoice at 0% (under bond or LUT) is B2B',
      { recipientGstin: '24AAACZ4321M1ZK', recipientType: 'SEZ', lines: [line({ gstRate: 0 })] },
      'b2b',
    ],
    [
      'an invoice with a taxed line stays in its table',
      { recipientGstin: '27AAACR5055K1Z7', lines: [line({ gstRate: 0 }), line()] },
      'b2b',
    ],
    [
      'an export at 0% (under LUT) is an export',
      { placeOfSupply: '96', lines: [line({ gstRate: 0 })] },
      'exp',
    ],
  ] as const)('%s: %s', (_case, over, section) => {
    expect(gstr1Section(document(over))).toBe(section);
  });
});

describe('GSTR-1 table 7: B2CS by place of supply and rate, notes netted off', () => {
  it('sums per place and rate in paise, subtracts a credit note, and leaves out B2B and B2CL', () => {
    const rows = b2csSummary([
      document({
        lines: [
          line({ taxableValue: 0.1, cgst: 0.1, sgst: 0.1 }),
          line({ gstRate: 12, taxableValue: 100, cgst: 6, sgst: 6 }),
        ],
      }),
      document({ lines: [line({ taxableValue: 0.2, cgst: 0.2, sgst: 0.2 })] }),
      document({ kind: 'credit', lines: [line({ taxableValue: 0.05, cgst: 0.01, sgst: 0.01 })] }),
      document({
        placeOfSupply: MAHARASHTRA,
        lines: [line({ taxableValue: 1000, cgst: 0, sgst: 0, igst: 50 })],
      }),
      document({ recipientGstin: '24AAACR5055K1Z1' }),
      document({ placeOfSupply: MAHARASHTRA, value: 3_00_000 }),
    ]);
    expect(rows).toEqual([
      { placeOfSupply: GUJARAT, gstRate: 5, taxableValue: 0.25, igst: 0, cgst: 0.29, sgst: 0.29, cess: 0 },
      { placeOfSupply: GUJARAT, gstRate: 12, taxableValue: 100, igst: 0, cgst: 6, sgst: 6, cess: 0 },
      { placeOfSupply: MAHARASHTRA, gstRate: 5, taxableValue: 1000, igst: 50, cgst: 0, sgst: 0, cess: 0 },
    ]);
  });

  it('keeps a small invoice of an unknown place apart, under no place', () => {
    expect(b2csSummary([document({ placeOfSupply: undefined })]).map((row) => row.placeOfSupply)).toEqual([
      '',
    ]);
  });

  it('is empty for a month without B2C sales', () => {
    expect(b2csSummary([])).toEqual([]);
  });
});

describe('GSTR-1 table 12: the HSN summary, B2B and B2C apart', () => {
  const month = [
    document({
      recipientGstin: '24AAACR5055K1Z1',
      lines: [
        line({ quantity: 1000.5 }),
        line({
          hsn: '3901',
          description: ' PP Granules ',
          uqc: 'KGS',
          gstRate: 18,
          quantity: 25.125,
          taxableValue: 2500,
          cgst: 225,
          sgst: 225,
        }),
      ],
    }),
    document({
      recipientGstin: '24AAACR5055K1Z1',
      kind: 'credit',
      lines: [line({ description: 'PP Sack', quantity: 0.5, taxableValue: 5, cgst: 0.13, sgst: 0.13 })],
    }),
    document({ lines: [line({ quantity: 200 })] }),
  ];

  it("sums the registered recipients' lines by HSN, unit and rate, quantities in thousandths; each described by the first line naming its goods", () => {
    expect(hsnSummary(month, 'b2b')).toEqual([
      {
        hsn: '3901',
        description: 'PP Granules',
        uqc: 'KGS',
        gstRate: 18,
        quantity: 25.125,
        taxableValue: 2500,
        igst: 0,
        cgst: 225,
        sgst: 225,
        cess: 0,
      },
      {
        hsn: '6305',
        description: 'PP Sack',
        uqc: 'NOS',
        gstRate: 5,
        quantity: 1000,
        taxableValue: 9995,
        igst: 0,
        cgst: 249.87,
        sgst: 249.87,
        cess: 0,
      },
    ]);
  });

  it("sums the unregistered recipients' lines apart", () => {
    expect(hsnSummary(month, 'b2c')).toEqual([
      {
        hsn: '6305',
        description: '',
        uqc: 'NOS',
        gstRate: 5,
        quantity: 200,
        taxableValue: 10_000,
        igst: 0,
        cgst: 250,
        sgst: 250,
        cess: 0,
      },
    ]);
  });
});

describe('GSTR-1 table 13: documents issued per series', () => {
  it.each([
    [[], []],
    [
      [
        { number: 'INV/26-27/00003', cancelled: false },
        { number: 'INV/26-27/00001', cancelled: false },
        { number: 'INV/26-27/00002', cancelled: true },
        { number: 'CN/26-27/00010', cancelled: false },
      ],
      [
        { series: 'CN/26-27/', from: 'CN/26-27/00010', to: 'CN/26-27/00010', total: 1, cancelled: 0 },
        { series: 'INV/26-27/', from: 'INV/26-27/00001', to: 'INV/26-27/00003', total: 3, cancelled: 1 },
      ],
    ],
    [
      [
        { number: 'MANUAL', cancelled: true },
        { number: 'INV/26-27/00099', cancelled: false },
        { number: 'INV/26-27/00100', cancelled: false },
      ],
      [
        { series: 'INV/26-27/', from: 'INV/26-27/00099', to: 'INV/26-27/00100', total: 2, cancelled: 0 },
        { series: 'MANUAL', from: 'MANUAL', to: 'MANUAL', total: 1, cancelled: 1 },
      ],
    ],
  ])('%j gives %j', (documents, rows) => {
    expect(documentsIssued(documents)).toEqual(rows);
  });
});

describe('GSTR-1 table 6A: exports with or without payment of tax (decision 1491)', () => {
  it.each([
    ['IGST paid on a line', [line({ gstRate: 18, igst: 1800, cgst: 0, sgst: 0 })], 'WPAY'],
    ['no IGST (under bond or LUT)', [line({ gstRate: 0, cgst: 0, sgst: 0 })], 'WOPAY'],
  ] as const)('%s: %s', (_case, lines, type) => {
    expect(exportType(document({ placeOfSupply: OTHER_COUNTRY, lines }))).toBe(type);
  });
});

describe('GSTR-1 table 8: nil-rated supplies by supply type (decision 1491)', () => {
  const nil = (over: Partial<Gstr1Line> = {}) => line({ gstRate: 0, cgst: 0, sgst: 0, ...over });
  it('sums the 0% lines inter/intra-state and registered/unregistered apart, credit notes less', () => {
    const rows = nilSummary([
      document({ lines: [nil({ taxableValue: 100.01 }), line()] }),
      document({ placeOfSupply: MAHARASHTRA, lines: [nil({ taxableValue: 50 })] }),
      document({ recipientGstin: '24AAACR5055K1Z1', lines: [nil({ taxableValue: 70 })] }),
      document({
        recipientGstin: '27AAACR5055K1Z7',
        placeOfSupply: MAHARASHTRA,
        lines: [nil({ taxableValue: 9 })],
      }),
      document({ kind: 'credit', lines: [nil({ taxableValue: 0.01 })] }),
      document({ placeOfSupply: OTHER_COUNTRY, lines: [nil({ taxableValue: 500 })] }),
      document({
        recipientGstin: '24AAACZ4321M1ZK',
        recipientType: 'SEZ',
        lines: [nil({ taxableValue: 800 })],
      }),
    ]);
    expect(rows.map((row) => [row.supplyType, row.taxableValue])).toEqual([
      ['INTRAB2B', 70],
      ['INTRAB2C', 100],
      ['INTRB2B', 9],
      ['INTRB2C', 50],
    ]);
  });

  it('leaves the nil-rated lines out of B2CS', () => {
    const rows = b2csSummary([document({ lines: [nil({ taxableValue: 100 }), line()] })]);
    expect(rows.map((row) => [row.gstRate, row.taxableValue])).toEqual([[5, 10_000]]);
  });
});

// Issue 41: "Called without a branch, the file puts every branch's documents under the organisation's GSTIN.
// A return is per GSTIN: an organisation with more than one GSTIN must name it."
describe('GSTR-1: whose GSTIN a return is filed under', () => {
  const HOME = '24AAECS4321K1ZH';
  const MUMBAI = '27AAECS4321K1ZF';
  it.each([
    [
      'a named branch with its own GSTIN',
      { named: { gstin: MUMBAI }, organisation: HOME, branches: [MUMBAI] },
      MUMBAI,
      false,
    ],
    [
      "a named branch without one: the organisation's",
      { named: { gstin: null }, organisation: HOME, branches: [null] },
      HOME,
      false,
    ],
    ['no branch, one GSTIN held by all', { organisation: HOME, branches: [HOME, null] }, HOME, false],
    ['no branch, the GSTIN kept on a branch alone', { organisation: null, branches: [HOME] }, HOME, false],
    [
      'no branch, two GSTINs: a file must name its branch',
      { organisation: HOME, branches: [HOME, MUMBAI] },
      HOME,
      true,
    ],
    [
      'no branch, two branch GSTINs and none of its own',
      { organisation: '', branches: [HOME, MUMBAI] },
      '',
      true,
    ],
  ] as const)('%s', (_case, gstins, gstin, several) => {
    expect(returnGstin(gstins)).toEqual({ gstin, several });
  });
});
