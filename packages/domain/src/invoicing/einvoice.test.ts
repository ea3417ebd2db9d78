import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { eInvoiceJson, portalPhone, type EInvoiceInput } from './einvoice.ts';
import { BUYER, SELLER } from './fixtures.ts';
import schema from './einvoice.schema.json' with { type: 'json' };
import { OFFICIAL_E_INVOICE_SCHEMA } from './official/officialSchema.ts';

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const validateOfficial = new Ajv({ allErrors: true, strict: false }).compile(OFFICIAL_E_INVOICE_SCHEMA);

const seller = SELLER;
const buyer = BUYER;

const invoice = (over: Partial<EInvoiceInput> = {}): EInvoiceInput => ({
  kind: 'invoice',
  number: 'INV/26-27/00001',
  date: '2026-11-24',
  seller,
  buyer,
  lines: [
    {
      description: 'PP Woven Sack 50 kg',
      hsn: '63053200',
      quantity: 10_000,
      unit: 'NOS',
      rate: 7.35,
      gstRate: 5,
    },
    {
      description: 'HDPE Tape',
      hsn: '54062000',
      quantity: 125.5,
      unit: 'KGS',
      rate: 142,
      discountPercent: 2.5,
      gstRate: 12,
    },
  ],
  ...over,
});

/** What ours and the official schema (decision 1970) refuse of a file; none for a file both take. */
const valid = (json: unknown) =>
  [validate, validateOfficial].flatMap((check) =>
    check(json) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`),
  );

describe('issue 20: "the invoice\'s JSON in the published e-invoice schema (INV-01, version 1.1)"', () => {
  it.each([
    ['an inter-state invoice', invoice()],
    [
      'an intra-state invoice with freight',
      invoice({ buyer: { ...buyer, gstin: '24AAACR5055K1Z1', stateCode: '24' }, freight: 2500 }),
    ],
    [
      'a credit note shipped elsewhere',
      invoice({
        kind: 'credit',
        number: 'CN/26-27/00004',
        shipTo: { ...buyer, location: 'Wardha', phone: '9876543210' },
      }),
    ],
    [
      'a debit note under reverse charge',
      invoice({ kind: 'debit', number: 'DN/26-27/00002', reverseCharge: true }),
    ],
  ])('%s passes the schema', (_case, input) => {
    expect(valid(eInvoiceJson(input))).toEqual([]);
  });

  it('writes the document, the parties and the place of supply as the portal reads them', () => {
    const json = eInvoiceJson(invoice({ kind: 'credit', number: 'CN/26-27/00004', placeOfSupply: '29' }));
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/26-27/00004', Dt: '24/11/2026' });
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.SellerDtls).toMatchObject({ Gstin: '24AAACR5055K1Z1', Pin: 393002, Stcd: '24' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: '27AAACR5055K1Z7', Pos: '29', Addr2: 'Near Octroi Naka' });
  });

  it("carries issue 16's taxes: IGST across states, each line and the totals to the paisa", () => {
    const json = eInvoiceJson(invoice());
    expect(json.ItemList).toEqual([
      expect.objectContaining({
        SlNo: '1',
        TotAmt: 73_500,
        Discount: 0,
        AssAmt: 73_500,
        GstRt: 5,
        IgstAmt: 3675,
        CgstAmt: 0,
        TotItemVal: 77_175,
      }),
      expect.objectContaining({
        SlNo: '2',
        TotAmt: 17_821,
        Discount: 445.52,
        AssAmt: 17_375.48,
        GstRt: 12,
        IgstAmt: 2085.06,
        TotItemVal: 19_460.54,
      }),
    ]);
    const assessable = json.ItemList.reduce((sum, line) => sum + Math.round(line.AssAmt * 100), 0) / 100;
    expect(json.ValDtls).toEqual({
      AssVal: assessable,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 5760.06,
      RndOffAmt: 0.46,
      TotInvVal: 96_636,
    });
    expect(
      Math.round((json.ValDtls.AssVal + json.ValDtls.IgstVal + json.ValDtls.RndOffAmt) * 100) / 100,
    ).toBe(json.ValDtls.TotInvVal);
  });

  // Issue 41: "The freight line is written with SAC `9965` (4 digits) … every invoice with freight would be
  // refused" since 15 Dec 2023 (six digits for a turnover of ₹5 crore or more).
  it('splits CGST and SGST within a state and bills taxable freight as a transport service line', () => {
    const json = eInvoiceJson(invoice({ buyer: { ...buyer, stateCode: '24' }, freight: 1000 }));
    expect(json.ItemList[2]).toEqual({
      SlNo: '3',
      PrdDesc: 'Freight',
      IsServc: 'Y',
      HsnCd: '996511',
      Qty: 1,
      Unit: 'OTH',
      UnitPrice: 1000,
      TotAmt: 1000,
      Discount: 0,
      AssAmt: 1000,
      GstRt: 5,
      IgstAmt: 0,
      CgstAmt: 25,
      SgstAmt: 25,
      TotItemVal: 1050,
    });
    expect(json.ValDtls.IgstVal).toBe(0);
    expect(json.ValDtls.CgstVal).toBe(json.ValDtls.SgstVal);
  });
});

// Issue 41: "a master phone is copied as typed; `079-26581234` passes our check and fails the official
// `^[0-9]{6,12}$`; `+91 98…` is refused by us instead of being written as its digits." Source: the e-invoice
// schema INV-01 version 1.1 (NIC, einvoice1.gst.gov.in), SellerDtls/BuyerDtls `Ph`.
describe('issue 41: a phone is written as the portal takes it, or left out', () => {
  it.each([
    ['a landline with its STD code and a dash', '079-26581234', '07926581234'],
    ['a mobile with +91 and spaces', '+91 98765 43210', '9876543210'],
    ['a mobile with 0091', '0091-98765-43210', '9876543210'],
    ['a mobile as ten digits', '9876543210', '9876543210'],
    ['a landline with +91 and no trunk 0', '+91 79 2658 1234', '7926581234'],
    ['a ten-digit number that starts with 91 keeps it', '9198765432', '9198765432'],
    ['an overseas number of 12 digits', '+44 20 7946 0958', '442079460958'],
    ['two numbers in one field: left out', '98765 43210 / 98765 43211', undefined],
    ['five digits: left out', '12345', undefined],
    ['no digits: left out', 'ask reception', undefined],
  ])('%s: %s → %s', (_case, typed, written) => {
    expect(portalPhone(typed)).toBe(written);
    const json = eInvoiceJson(invoice({ buyer: { ...buyer, phone: typed } }));
    expect(json.BuyerDtls).toEqual(
      written === undefined
        ? expect.not.objectContaining({ Ph: expect.anything() })
        : expect.objectContaining({ Ph: written }),
    );
    expect(valid(json)).toEqual([]);
  });
});

// Issue 41: "the official schema forbids `"` and `\` in text fields … a name holding `"` passes ours and is
// refused. … never a file the portal refuses."
// Issue 41, "stricter than official (refuses valid invoices)": "`Loc` at most 50 characters (official 100),
// buyer PIN required (official optional), cess rate at most 100, document value at most 1e11", and the
// number in upper case (the official pattern takes lower case: `official/officialSchema.test.ts` keeps that
// case, where ERPNext's copy differs). The seller's place stays at most 50.
describe('issue 41: what the portal takes, ours takes too', () => {
  it.each([
    ['a buyer without a PIN code', invoice({ buyer: { ...buyer, pincode: '' } })],
    ["a buyer's place of 100 characters", invoice({ buyer: { ...buyer, location: 'N'.repeat(100) } })],
    ['a place shipped to of 100 characters', invoice({ shipTo: { ...buyer, location: 'W'.repeat(100) } })],
    [
      'an invoice of ₹177 billion (the portal takes totals up to 99,999,999,999,999.99)',
      invoice({
        lines: [
          {
            description: 'Plant',
            hsn: '84778000',
            quantity: 1,
            unit: 'NOS',
            rate: 150_000_000_000,
            gstRate: 18,
          },
        ],
      }),
    ],
  ])('%s passes', (_case, input) => {
    expect(valid(eInvoiceJson(input))).toEqual([]);
  });

  it('a cess rate above 100% passes (the portal takes up to 999.999)', () => {
    const json = eInvoiceJson(invoice());
    const item = { ...json.ItemList[0], CesRt: 290, StateCesRt: 160 };
    expect(valid({ ...json, ItemList: [item] })).toEqual([]);
  });

  it('leaves out a PIN code that is not six digits', () => {
    expect(eInvoiceJson(invoice({ buyer: { ...buyer, pincode: '4400' } })).BuyerDtls).not.toHaveProperty(
      'Pin',
    );
  });
});

// Issue 41: "`IsServc` is always `N`, so SAC lines (99…) are sent as goods … A SAC (99…) is a service."
describe('issue 41: a line under a SAC is a service', () => {
  it.each([
    ['goods under an HSN', '63053200', 'N'],
    ['job charges under a SAC', '998821', 'Y'],
    ['loading charges under a SAC', '996719', 'Y'],
  ])('%s (%s): IsServc %s', (_case, hsn, flag) => {
    const json = eInvoiceJson(
      invoice({ lines: [{ description: 'Line', hsn, quantity: 1, unit: 'OTH', rate: 100, gstRate: 18 }] }),
    );
    expect(json.ItemList[0]?.IsServc).toBe(flag);
    expect(valid(json)).toEqual([]);
  });
});

describe('issue 41: names, addresses and descriptions without the characters the portal refuses', () => {
  it('writes a double quote as a single one and a backslash as a slash, and the file passes', () => {
    const json = eInvoiceJson(
      invoice({
        buyer: {
          ...buyer,
          legalName: 'Shree "Ganesh" Polymers',
          address1: 'Plot 7\\A, GIDC',
          location: 'Vapi "East"',
        },
        lines: [
          {
            description: 'PP Sack 50" x 30"',
            hsn: '63053200',
            quantity: 1,
            unit: 'NOS',
            rate: 7,
            gstRate: 5,
          },
        ],
      }),
    );
    expect(json.BuyerDtls).toMatchObject({
      LglNm: "Shree 'Ganesh' Polymers",
      Addr1: 'Plot 7/A, GIDC',
      Loc: "Vapi 'East'",
    });
    expect(json.ItemList[0]?.PrdDesc).toBe("PP Sack 50' x 30'");
    expect(valid(json)).toEqual([]);
  });

  it("our schema refuses what the portal's does", () => {
    const json = eInvoiceJson(invoice());
    expect(
      valid({ ...json, BuyerDtls: { ...json.BuyerDtls, LglNm: 'Shree "Ganesh"' } }).join('; '),
    ).toContain('/BuyerDtls/LglNm must match pattern');
  });
});

describe('issue 20: "e-invoice JSON that fails the schema (the screen names the field)"', () => {
  it.each([
    [
      'a number longer than 16',
      invoice({ number: 'INVOICE/26-27/00001' }),
      '/DocDtls/No must NOT have more than 16 characters',
    ],
    ['a number starting with 0', invoice({ number: '0INV/26-27/1' }), '/DocDtls/No must match pattern'],
    [
      'a buyer without a GSTIN',
      invoice({ buyer: { ...buyer, gstin: '' } }),
      '/BuyerDtls/Gstin must NOT have fewer than 3 characters',
    ],
    [
      'a PIN of five digits',
      invoice({ seller: { ...seller, pincode: '39300' } }),
      "/SellerDtls must have required property 'Pin'",
    ],
    [
      "a seller's place longer than 50",
      invoice({ seller: { ...seller, location: 'A'.repeat(51) } }),
      '/SellerDtls/Loc must NOT have more than 50 characters',
    ],
    [
      'an HSN of three digits',
      invoice({
        lines: [{ description: 'Sack', hsn: '630', quantity: 1, unit: 'NOS', rate: 1, gstRate: 5 }],
      }),
      '/ItemList/0/HsnCd must NOT have fewer than 4 characters',
    ],
    ['no lines', invoice({ lines: [] }), '/ItemList must NOT have fewer than 1 items'],
  ])('%s is named: %s', (_case, input, error) => {
    expect(valid(eInvoiceJson(input)).join('; ')).toContain(error);
  });
});

// Issue 41: "`SupTyp` is always `B2B`, so exports (with and without payment of tax) … cannot be e-invoiced (an
// overseas customer is refused: "Buyer GSTIN is missing")". An export's buyer goes as GSTIN URP, state and place
// of supply 96, PIN 999999, as the e-invoice system takes an unregistered overseas buyer.
describe('issue 41: an export is e-invoiced as one', () => {
  const overseas = { ...buyer, gstin: '', stateCode: '96', pincode: '', location: 'Dubai' };
  const exported = (gstRate: number) =>
    eInvoiceJson(
      invoice({
        buyer: overseas,
        placeOfSupply: '96',
        lines: [
          { description: 'PP Woven Sack', hsn: '63053300', quantity: 1000, unit: 'NOS', rate: 20, gstRate },
        ],
      }),
    );

  it.each([
    ['with IGST paid', 5, 'EXPWP', 1000],
    ['under bond or LUT, without payment', 0, 'EXPWOP', 0],
  ])('%s: supply type %s, IGST %s', (_case, gstRate, supplyType, igst) => {
    const json = exported(gstRate);
    expect(json.TranDtls.SupTyp).toBe(supplyType);
    expect(json.ValDtls.IgstVal).toBe(igst);
    expect(json.BuyerDtls).toMatchObject({ Gstin: 'URP', Stcd: '96', Pos: '96', Pin: 999999, Loc: 'Dubai' });
    expect(valid(json)).toEqual([]);
  });

  it('a supply within India stays B2B', () => {
    expect(eInvoiceJson(invoice()).TranDtls.SupTyp).toBe('B2B');
  });
});

// Issue 41: "SEZ supplies and deemed exports cannot be e-invoiced … the supply type follows from" the party's
// GST registration type. The schema's SupTyp enum (INV-01 1.1); IGST Act section 7(5)(b) for the IGST of an
// SEZ in the seller's own state, which the schema's `IgstOnIntra` says.
describe('issue 41: supplies to an SEZ and deemed exports', () => {
  const sameState = { ...buyer, gstin: '24AAACS1234K1Z5', stateCode: '24' };
  const line = (gstRate: number) => ({
    description: 'PP Woven Sack',
    hsn: '63053300',
    quantity: 1000,
    unit: 'NOS',
    rate: 20,
    gstRate,
  });
  it.each([
    ['an SEZ in another state, IGST paid', 'SEZ', buyer, 18, 'SEZWP', 'N', 3600, 0],
    ['an SEZ in the seller’s state: IGST all the same', 'SEZ', sameState, 18, 'SEZWP', 'Y', 3600, 0],
    ['an SEZ under LUT, without payment', 'SEZ', sameState, 0, 'SEZWOP', 'Y', 0, 0],
    [
      'a deemed export in the seller’s state: CGST and SGST',
      'DEEMED_EXPORT',
      sameState,
      18,
      'DEXP',
      'N',
      0,
      1800,
    ],
    ['a composition dealer: B2B', 'COMPOSITION', buyer, 18, 'B2B', 'N', 3600, 0],
  ] as const)('%s', (_case, registration, to, gstRate, supplyType, igstOnIntra, igst, cgst) => {
    const json = eInvoiceJson(
      invoice({ buyer: to, buyerRegistration: registration, lines: [line(gstRate)] }),
    );
    expect(json.TranDtls).toMatchObject({ SupTyp: supplyType, IgstOnIntra: igstOnIntra });
    expect(json.ValDtls).toMatchObject({ IgstVal: igst, CgstVal: cgst });
    expect(valid(json)).toEqual([]);
  });
});
