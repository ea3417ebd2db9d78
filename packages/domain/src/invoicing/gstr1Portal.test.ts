import { describe, expect, it } from 'vitest';
import type { Gstr1Document, Gstr1Line } from './gstr1.ts';
import {
  EXCEL_INVOICE_TYPE,
  gstr1Period,
  portalB2bInvoice,
  portalB2clInvoice,
  portalB2cs,
  portalDate,
  portalDocIssue,
  portalExpInvoice,
  HSN_DESCRIPTION_LIMIT,
  portalHsn,
  portalInvoiceType,
  portalNil,
  portalItems,
  portalPlace,
  portalRegisteredNote,
  portalUnregisteredNote,
} from './gstr1Portal.ts';

const line = (over: Partial<Gstr1Line> = {}): Gstr1Line => ({
  hsn: '6305',
  uqc: 'BAG',
  quantity: 100,
  gstRate: 12,
  taxableValue: 0.1,
  igst: 0,
  cgst: 0.01,
  sgst: 0.01,
  cess: 0,
  ...over,
});
const invoice: Gstr1Document = {
  kind: 'invoice',
  number: 'INV/26-27/00007',
  date: '2026-04-09',
  recipientGstin: '27AAACR5055K1Z7',
  supplierState: '24',
  placeOfSupply: '27',
  value: 1180,
  lines: [
    line(),
    line({ taxableValue: 0.2, cgst: 0.02, sgst: 0.02 }),
    line({ gstRate: 5, taxableValue: 999.7 }),
  ],
};
const items = [
  { num: 1, itm_det: { rt: 5, txval: 999.7, iamt: 0, camt: 0.01, samt: 0.01, csamt: 0 } },
  { num: 2, itm_det: { rt: 12, txval: 0.3, iamt: 0, camt: 0.03, samt: 0.03, csamt: 0 } },
];

describe("decision 1431: GSTR-1 in the portal's offline-tool JSON field names", () => {
  it.each([
    ['the return period MMYYYY', gstr1Period('2026-04'), '042026'],
    ['a date dd-mm-yyyy', portalDate('2026-04-09'), '09-04-2026'],
    ['no date', portalDate(undefined), ''],
    ['a place of supply in the Excel', portalPlace('24'), '24-Gujarat'],
    ['an unknown place as given', portalPlace('99'), '99'],
    ['no place', portalPlace(undefined), ''],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('sums the lines per rate in paise, numbered by rate', () => {
    expect(portalItems(invoice)).toEqual(items);
  });

  it('writes B2B and B2CL invoices and both kinds of note', () => {
    expect(portalB2bInvoice(invoice)).toEqual({
      inum: 'INV/26-27/00007',
      idt: '09-04-2026',
      val: 1180,
      pos: '27',
      rchrg: 'N',
      inv_typ: 'R',
      itms: items,
    });
    expect(portalB2clInvoice(invoice)).toEqual({
      inum: 'INV/26-27/00007',
      idt: '09-04-2026',
      val: 1180,
      itms: items,
    });
    const credit = { ...invoice, kind: 'credit' as const, placeOfSupply: undefined };
    expect(portalRegisteredNote(credit)).toMatchObject({ ntty: 'C', nt_num: 'INV/26-27/00007', pos: '' });
    expect(portalUnregisteredNote({ ...invoice, kind: 'debit' })).toMatchObject({
      typ: 'B2CL',
      ntty: 'D',
      pos: '27',
    });
    expect(portalUnregisteredNote(credit).pos).toBe('');
    expect(portalB2bInvoice(credit).pos).toBe('');
  });

  // Issue 41: SEZ supplies and deemed exports (the GSTR-1 B2B invoice types of the offline tool: R, SEWP,
  // SEWOP, DE; India Compliance `gstr_1_json_map.py`, read 2026-11-26).
  // Issue 56 (decision 2213): the offline tool's Excel names each type in its master sheet's words.
  it.each([
    ['a regular recipient', 'REGULAR', 0, 'R', 'Regular B2B'],
    ['none known', undefined, 0, 'R', 'Regular B2B'],
    ['an SEZ, IGST paid', 'SEZ', 5, 'SEWP', 'SEZ supplies with payment'],
    ['an SEZ under LUT', 'SEZ', 0, 'SEWOP', 'SEZ supplies without payment'],
    ['a deemed export', 'DEEMED_EXPORT', 0, 'DE', 'Deemed Exp'],
  ] as const)(
    'writes an invoice and a note to %s as type %s, in the Excel %s',
    (_case, recipientType, igst, type, words) => {
      const to = {
        ...invoice,
        ...(recipientType ? { recipientType } : {}),
        lines: [line({ igst, cgst: 0, sgst: 0 })],
      };
      expect(portalB2bInvoice(to).inv_typ).toBe(type);
      expect(portalRegisteredNote({ ...to, kind: 'credit' }).inv_typ).toBe(type);
      expect(EXCEL_INVOICE_TYPE[portalInvoiceType(to)]).toBe(words);
    },
  );

  it('writes B2CS as intra-state only where the place is the supplier’s state', () => {
    const row = {
      placeOfSupply: '24',
      gstRate: 5,
      taxableValue: 10,
      igst: 0,
      cgst: 0.25,
      sgst: 0.25,
      cess: 0,
    };
    expect(portalB2cs(row, '24')).toEqual({
      sply_ty: 'INTRA',
      rt: 5,
      typ: 'OE',
      pos: '24',
      txval: 10,
      iamt: 0,
      camt: 0.25,
      samt: 0.25,
      csamt: 0,
    });
    expect(portalB2cs(row, '27').sply_ty).toBe('INTER');
  });

  // Issue 41: "HSN summary quantities have 3 decimals; the portal takes 2. A service's HSN row keeps the
  // item's unit; services are `NA`."
  it.each([
    ['goods: the quantity to two decimals', '6305', 'BAG', 10.125, 'BAG', 10.13],
    ['goods: a quantity of whole units', '39201012', 'KGS', 2500, 'KGS', 2500],
    ['goods: a half paisa of quantity rounds away from zero', '39201012', 'KGS', 1.005, 'KGS', 1.01],
    ['a service (SAC 99…): unit NA', '996511', 'KGS', 1, 'NA', 1],
    ['a service of four digits', '9965', 'OTH', 0, 'NA', 0],
  ])('an HSN row of %s', (_case, hsn, uqc, quantity, written, qty) => {
    const [row] = portalHsn([
      {
        hsn,
        description: '',
        uqc,
        gstRate: 18,
        quantity,
        taxableValue: 1,
        igst: 0,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
    expect(row).toMatchObject({ hsn_sc: hsn, uqc: written, qty });
  });

  // Issue 41: "HSN descriptions are empty: write what the offline tool writes."
  it.each([
    ['the goods as named', 'PP Woven Sack 50 kg', 'PP Woven Sack 50 kg'],
    [
      'cut at 30 characters, no space left at the end',
      'Laminated PP Woven Fabric Roll 90 cm wide',
      'Laminated PP Woven Fabric Roll',
    ],
    ['cut, then trimmed', 'Polypropylene Granules Homo   Raffia', 'Polypropylene Granules Homo'],
    ['spaces around dropped', '  HDPE Tape  ', 'HDPE Tape'],
    ['none known: empty', '', ''],
  ])('an HSN row described by %s', (_case, description, desc) => {
    const [row] = portalHsn([
      {
        hsn: '6305',
        description,
        uqc: 'NOS',
        gstRate: 5,
        quantity: 1,
        taxableValue: 1,
        igst: 0,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ]);
    expect(row?.desc).toBe(desc);
    expect(desc.length).toBeLessThanOrEqual(HSN_DESCRIPTION_LIMIT);
  });

  it('numbers the HSN rows and the documents issued, net of the cancelled', () => {
    const hsn = {
      hsn: '6305',
      description: 'PP Woven Sack',
      uqc: 'BAG',
      gstRate: 12,
      quantity: 10.5,
      taxableValue: 1,
      igst: 0.12,
      cgst: 0,
      sgst: 0,
      cess: 0,
    };
    expect(portalHsn([hsn])).toEqual([
      {
        num: 1,
        hsn_sc: '6305',
        desc: 'PP Woven Sack',
        uqc: 'BAG',
        qty: 10.5,
        rt: 12,
        txval: 1,
        iamt: 0.12,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ]);
    const series = { series: 'CN/', from: 'CN/1', to: 'CN/4', total: 4, cancelled: 1 };
    expect(portalDocIssue({ invoice: [], credit: [series], debit: [] })).toEqual({
      doc_det: [
        {
          doc_num: 5,
          doc_typ: 'Credit Note',
          docs: [{ num: 1, from: 'CN/1', to: 'CN/4', totnum: 4, cancel: 1, net_issue: 3 }],
        },
      ],
    });
  });
});

describe('decision 1491: exports (6A), their notes and nil-rated supplies (8) in the portal JSON', () => {
  const exported: Gstr1Document = {
    ...invoice,
    recipientGstin: null,
    placeOfSupply: '96',
    lines: [line({ gstRate: 18, taxableValue: 1000, igst: 180, cgst: 0, sgst: 0 })],
  };
  // Issue 41: "Exports carry `sbpcode`, `sbnum`, `sbdt` as empty strings; leave them out when unknown."
  it('writes an export invoice with its items flat, IGST only, the shipping bill left to the portal', () => {
    expect(portalExpInvoice(exported)).toEqual({
      inum: 'INV/26-27/00007',
      idt: '09-04-2026',
      val: 1180,
      itms: [{ rt: 18, txval: 1000, iamt: 180, csamt: 0 }],
    });
  });

  it.each([
    ['with tax paid', exported, 'EXPWP'],
    ['without', { ...exported, lines: [line({ gstRate: 0, cgst: 0, sgst: 0 })] }, 'EXPWOP'],
    ['of a large B2C invoice', { ...exported, placeOfSupply: '27' }, 'B2CL'],
  ])('types a note to an unregistered person %s', (_case, document, typ) => {
    expect(portalUnregisteredNote({ ...document, kind: 'credit' }).typ).toBe(typ);
  });

  it('leaves a document’s nil-rated lines out of its table’s items', () => {
    const mixed = {
      ...invoice,
      lines: [...invoice.lines, line({ gstRate: 0, taxableValue: 5, cgst: 0, sgst: 0 })],
    };
    expect(portalB2bInvoice(mixed).itms).toEqual(items);
  });

  it('writes table 8 per supply type, exempt and non-GST 0', () => {
    const row = { supplyType: 'INTRB2C' as const, taxableValue: 50, igst: 0, cgst: 0, sgst: 0, cess: 0 };
    expect(portalNil([row])).toEqual({
      inv: [{ sply_ty: 'INTRB2C', expt_amt: 0, nil_amt: 50, ngsup_amt: 0 }],
    });
  });
});
