import { describe, expect, it } from 'vitest';
import { computeTaxes, type TaxInput } from '../documents/gst.ts';
import {
  TALLY_ENVELOPE,
  tallyImbalance,
  tallyVoucher,
  tallyVoucherXml,
  type TallyDocumentKind,
} from './tally.ts';

const GUJARAT = '24';
const sale = (over: Partial<TaxInput> = {}): TaxInput => ({
  supplierState: GUJARAT,
  placeOfSupply: GUJARAT,
  lines: [
    { quantity: 10_000, rate: 7.35, gstRate: 5 },
    { quantity: 125.5, rate: 142, discountPercent: 2.5, gstRate: 18 },
  ],
  ...over,
});
const voucher = (kind: TallyDocumentKind, input: TaxInput = sale()) =>
  tallyVoucher({
    kind,
    number: 'INV/26-27/00001',
    date: '2026-11-24',
    party: 'Bharat Cement Ltd',
    taxes: computeTaxes(input),
  });

describe('issue 20: "vouchers for invoices, notes and bills" for Tally, debits equal to credits', () => {
  it('a sale within the state debits the customer and credits sales, CGST and SGST per rate, and the round-off', () => {
    expect(voucher('invoice')).toEqual({
      type: 'Sales',
      number: 'INV/26-27/00001',
      date: '2026-11-24',
      party: 'Bharat Cement Ltd',
      entries: [
        { ledger: 'Bharat Cement Ltd', debit: true, amount: 97_678 },
        { ledger: 'Sales @ 5%', debit: false, amount: 73_500 },
        { ledger: 'Output CGST @ 2.5%', debit: false, amount: 1837.5 },
        { ledger: 'Output SGST @ 2.5%', debit: false, amount: 1837.5 },
        { ledger: 'Sales @ 18%', debit: false, amount: 17_375.48 },
        { ledger: 'Output CGST @ 9%', debit: false, amount: 1563.79 },
        { ledger: 'Output SGST @ 9%', debit: false, amount: 1563.79 },
        { ledger: 'Round Off', debit: true, amount: 0.06 },
      ],
    });
  });

  it.each([
    ['invoice', 'Sales', true],
    ['debit', 'Debit Note', true],
    ['credit', 'Credit Note', false],
    ['bill', 'Purchase', false],
  ] as const)('a %s is a %s voucher; the party is debited: %s', (kind, type, partyDebited) => {
    const made = voucher(kind);
    expect(made.type).toBe(type);
    expect(made.entries[0]).toMatchObject({ ledger: 'Bharat Cement Ltd', debit: partyDebited });
    expect(tallyImbalance(made)).toBe(0);
  });

  it('a purchase across states debits purchase and input IGST', () => {
    const made = voucher('bill', sale({ placeOfSupply: '27', freight: 1000 }));
    expect(made.entries.map((e) => e.ledger)).toEqual([
      'Bharat Cement Ltd',
      'Purchase @ 5%',
      'Input IGST @ 5%',
      'Purchase @ 18%',
      'Input IGST @ 18%',
      'Round Off',
    ]);
    expect(made.entries.slice(1).every((e) => e.debit || e.ledger === 'Round Off')).toBe(true);
    expect(tallyImbalance(made)).toBe(0);
  });

  it('balances to the paisa over many odd amounts', () => {
    for (let n = 1; n <= 200; n += 1) {
      const input = sale({
        lines: [
          {
            quantity: n * 1.237,
            rate: 3.33 + n,
            discountPercent: n % 7,
            gstRate: [0, 5, 12, 18, 28][n % 5] ?? 0,
          },
        ],
      });
      expect(tallyImbalance(voucher('invoice', input))).toBe(0);
      expect(tallyImbalance(voucher('bill', input))).toBe(0);
    }
  });
});

describe("decision 1366: the voucher as Tally's import reads it", () => {
  it('writes a debit as ISDEEMEDPOSITIVE Yes with a negative amount, a credit as No, names escaped', () => {
    const xml = tallyVoucherXml({
      type: 'Credit Note',
      number: 'CN/26-27/00001',
      date: '2026-04-09',
      party: 'Shah & Sons <Surat>',
      entries: [
        { ledger: 'Sales @ 5%', debit: true, amount: 100.1 },
        { ledger: 'Shah & Sons <Surat>', debit: false, amount: 100.1 },
      ],
    });
    expect(xml).toBe(
      '<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="Credit Note" ACTION="Create"><DATE>20260409</DATE>' +
        '<VOUCHERTYPENAME>Credit Note</VOUCHERTYPENAME><VOUCHERNUMBER>CN/26-27/00001</VOUCHERNUMBER>' +
        '<PARTYLEDGERNAME>Shah &amp; Sons &lt;Surat&gt;</PARTYLEDGERNAME>' +
        '<ALLLEDGERENTRIES.LIST><LEDGERNAME>Sales @ 5%</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE>' +
        '<AMOUNT>-100.10</AMOUNT></ALLLEDGERENTRIES.LIST>' +
        '<ALLLEDGERENTRIES.LIST><LEDGERNAME>Shah &amp; Sons &lt;Surat&gt;</LEDGERNAME>' +
        '<ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>100.10</AMOUNT></ALLLEDGERENTRIES.LIST></VOUCHER></TALLYMESSAGE>',
    );
    expect(TALLY_ENVELOPE.head).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(tallyVoucherXml({ ...voucher('invoice'), party: `"O'Neil"` })).toContain(
      '&quot;O&apos;Neil&quot;',
    );
  });

  // Issue 41: "A purchase voucher carries the supplier's bill number and date."
  it("writes a purchase's supplier bill as its REFERENCE and REFERENCEDATE, after its number", () => {
    const made = tallyVoucher({
      kind: 'bill',
      number: 'PB/26-27/00007',
      date: '2026-11-24',
      party: 'Shree Ganesh Polymers',
      reference: { number: 'SGP/NOV/41', date: '2026-11-23' },
      taxes: { summary: [], roundOff: 0, grandTotal: 0 },
    });
    expect(tallyVoucherXml(made)).toContain(
      '<VOUCHERNUMBER>PB/26-27/00007</VOUCHERNUMBER><REFERENCE>SGP/NOV/41</REFERENCE>' +
        '<REFERENCEDATE>20261123</REFERENCEDATE><PARTYLEDGERNAME>',
    );
    expect(tallyVoucherXml(voucher('invoice'))).not.toContain('<REFERENCE>');
  });
});
