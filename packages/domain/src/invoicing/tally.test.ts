import { describe, expect, it } from 'vitest';
import { computeTaxes, type TaxInput } from '../documents/gst.ts';
import {
  tallyImbalance,
  tallyLedgers,
  tallyVoucher,
  type TallyGoodsKind,
  type TallyDuty,
  type TallyLedger,
} from './tally.ts';
import { TALLY_ENVELOPE, tallyLedgerXml, tallyVoucherXml } from './tallyXml.ts';

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
const duty = (head: TallyDuty['head'], rate: number) => ({
  group: 'Duties & Taxes' as const,
  duty: { head, rate },
});
const voucher = (kind: TallyGoodsKind, input: TaxInput = sale()) =>
  tallyVoucher({
    kind,
    number: 'INV/26-27/00001',
    date: '2026-11-24',
    party: 'Bharat Cement Ltd',
    bill: { name: 'INV/26-27/00001' },
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
        {
          ledger: 'Bharat Cement Ltd',
          group: 'Sundry Debtors',
          debit: true,
          amount: 97_678,
          bills: [{ type: 'New Ref', name: 'INV/26-27/00001', amount: 97_678 }],
        },
        { ledger: 'Sales @ 5%', group: 'Sales Accounts', debit: false, amount: 73_500 },
        { ledger: 'Output CGST @ 2.5%', ...duty('Central Tax', 2.5), debit: false, amount: 1837.5 },
        { ledger: 'Output SGST @ 2.5%', ...duty('State Tax', 2.5), debit: false, amount: 1837.5 },
        { ledger: 'Sales @ 18%', group: 'Sales Accounts', debit: false, amount: 17_375.48 },
        { ledger: 'Output CGST @ 9%', ...duty('Central Tax', 9), debit: false, amount: 1563.79 },
        { ledger: 'Output SGST @ 9%', ...duty('State Tax', 9), debit: false, amount: 1563.79 },
        { ledger: 'Round Off', group: 'Indirect Expenses', debit: true, amount: 0.06 },
      ],
    });
  });

  it.each([
    ['invoice', 'Sales', true],
    ['debitNote', 'Debit Note', true],
    ['creditNote', 'Credit Note', false],
    ['purchaseBill', 'Purchase', false],
  ] as const)('a %s is a %s voucher; the party is debited: %s', (kind, type, partyDebited) => {
    const made = voucher(kind);
    expect(made.type).toBe(type);
    expect(made.entries[0]).toMatchObject({ ledger: 'Bharat Cement Ltd', debit: partyDebited });
    expect(tallyImbalance(made)).toBe(0);
  });

  it('a purchase across states debits purchase and input IGST', () => {
    const made = voucher('purchaseBill', sale({ placeOfSupply: '27', freight: 1000 }));
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
      expect(tallyImbalance(voucher('purchaseBill', input))).toBe(0);
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
        { ledger: 'Sales @ 5%', group: 'Sales Accounts', debit: true, amount: 100.1 },
        { ledger: 'Shah & Sons <Surat>', group: 'Sundry Debtors', debit: false, amount: 100.1 },
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
      kind: 'purchaseBill',
      number: 'PB/26-27/00007',
      date: '2026-11-24',
      party: 'Shree Ganesh Polymers',
      reference: { number: 'SGP/NOV/41', date: '2026-11-23' },
      bill: { name: 'PB/26-27/00007' },
      taxes: { summary: [], roundOff: 0, grandTotal: 0 },
    });
    expect(tallyVoucherXml(made)).toContain(
      '<VOUCHERNUMBER>PB/26-27/00007</VOUCHERNUMBER><REFERENCE>SGP/NOV/41</REFERENCE>' +
        '<REFERENCEDATE>20261123</REFERENCEDATE><PARTYLEDGERNAME>',
    );
    expect(tallyVoucherXml(voucher('invoice'))).not.toContain('<REFERENCE>');
  });
});

// Issue 41: "The vouchers name about 20 ledgers … that the file never creates, so Tally refuses the vouchers
// until someone makes them by hand. The file … creates the ledgers it uses, each under its group (Sundry
// Debtors, Sundry Creditors, Duties & Taxes, Sales and Purchase Accounts), parties with their GSTIN, state
// and address."
describe('decision 2000: the ledgers a voucher names, each under its group', () => {
  it.each([
    {
      kind: 'invoice' as const,
      input: sale(),
      ledgers: [
        ['Bharat Cement Ltd', 'Sundry Debtors', undefined],
        ['Sales @ 5%', 'Sales Accounts', undefined],
        ['Output CGST @ 2.5%', 'Duties & Taxes', { head: 'Central Tax', rate: 2.5 }],
        ['Output SGST @ 2.5%', 'Duties & Taxes', { head: 'State Tax', rate: 2.5 }],
        ['Sales @ 18%', 'Sales Accounts', undefined],
        ['Output CGST @ 9%', 'Duties & Taxes', { head: 'Central Tax', rate: 9 }],
        ['Output SGST @ 9%', 'Duties & Taxes', { head: 'State Tax', rate: 9 }],
        ['Round Off', 'Indirect Expenses', undefined],
      ],
    },
    {
      kind: 'purchaseBill' as const,
      input: sale({ placeOfSupply: '27', lines: [{ quantity: 10, rate: 100, gstRate: 18 }] }),
      ledgers: [
        ['Bharat Cement Ltd', 'Sundry Creditors', undefined],
        ['Purchase @ 18%', 'Purchase Accounts', undefined],
        ['Input IGST @ 18%', 'Duties & Taxes', { head: 'Integrated Tax', rate: 18 }],
      ],
    },
    {
      kind: 'creditNote' as const,
      input: sale({ lines: [{ quantity: 1, rate: 100, gstRate: 0 }] }),
      ledgers: [
        ['Bharat Cement Ltd', 'Sundry Debtors', undefined],
        ['Sales @ 0%', 'Sales Accounts', undefined],
      ],
    },
  ])('a $kind names its party, goods, tax and round-off ledgers once each', ({ kind, input, ledgers }) => {
    expect(tallyLedgers(voucher(kind, input))).toEqual(
      ledgers.map(([name, group, duty]) => ({ name, group, ...(duty ? { duty } : {}) })),
    );
  });

  it('names a ledger twice entered once', () => {
    const made = voucher('invoice', sale({ lines: [{ quantity: 1, rate: 100, gstRate: 5 }] }));
    const twice = { ...made, entries: [...made.entries, ...made.entries] };
    expect(tallyLedgers(twice).map((ledger) => ledger.name)).toEqual(made.entries.map((e) => e.ledger));
  });
});

describe("decision 2000: a ledger as Tally's import makes it", () => {
  it.each<{ case: string; ledger: TallyLedger; xml: string }>([
    {
      case: 'a goods ledger under its group',
      ledger: { name: 'Sales @ 18%', group: 'Sales Accounts' },
      xml:
        '<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Sales @ 18%"><NAME.LIST TYPE="String">' +
        '<NAME>Sales @ 18%</NAME></NAME.LIST><PARENT>Sales Accounts</PARENT></LEDGER></TALLYMESSAGE>',
    },
    {
      case: 'a GST ledger with its duty head and rate',
      ledger: {
        name: 'Output CGST @ 2.5%',
        group: 'Duties & Taxes',
        duty: { head: 'Central Tax', rate: 2.5 },
      },
      xml:
        '<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Output CGST @ 2.5%"><NAME.LIST TYPE="String">' +
        '<NAME>Output CGST @ 2.5%</NAME></NAME.LIST><PARENT>Duties &amp; Taxes</PARENT><TAXTYPE>GST</TAXTYPE>' +
        '<GSTDUTYHEAD>Central Tax</GSTDUTYHEAD><RATEOFTAXCALCULATION>2.5</RATEOFTAXCALCULATION></LEDGER></TALLYMESSAGE>',
    },
    {
      case: 'a registered customer with its address, state, PIN code and GSTIN',
      ledger: {
        name: 'Shah & Sons',
        group: 'Sundry Debtors',
        party: {
          gstin: '24AAACS1234K1Z5',
          registration: 'REGULAR',
          state: '24',
          address: ['12 Ring Road', '', 'Surat'],
          pincode: '395002',
        },
      },
      xml:
        '<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Shah &amp; Sons"><NAME.LIST TYPE="String">' +
        '<NAME>Shah &amp; Sons</NAME></NAME.LIST><PARENT>Sundry Debtors</PARENT><ISBILLWISEON>Yes</ISBILLWISEON>' +
        '<ADDRESS.LIST TYPE="String"><ADDRESS>12 Ring Road</ADDRESS><ADDRESS>Surat</ADDRESS></ADDRESS.LIST>' +
        '<LEDSTATENAME>Gujarat</LEDSTATENAME><COUNTRYNAME>India</COUNTRYNAME><PINCODE>395002</PINCODE>' +
        '<GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><PARTYGSTIN>24AAACS1234K1Z5</PARTYGSTIN>' +
        '</LEDGER></TALLYMESSAGE>',
    },
    {
      case: 'a composition dealer without address or GSTIN kept',
      ledger: {
        name: 'Local Tempo',
        group: 'Sundry Creditors',
        party: { gstin: null, registration: 'COMPOSITION', state: null, address: [], pincode: '' },
      },
      xml:
        '<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Local Tempo"><NAME.LIST TYPE="String">' +
        '<NAME>Local Tempo</NAME></NAME.LIST><PARENT>Sundry Creditors</PARENT><ISBILLWISEON>Yes</ISBILLWISEON>' +
        '<GSTREGISTRATIONTYPE>Composition</GSTREGISTRATIONTYPE></LEDGER></TALLYMESSAGE>',
    },
    {
      case: 'a buyer abroad: no Indian state',
      ledger: {
        name: 'Gulf Traders LLC',
        group: 'Sundry Debtors',
        party: {
          gstin: '',
          registration: 'OVERSEAS',
          state: '96',
          address: ['PO Box 12, Dubai'],
          pincode: '',
        },
      },
      xml:
        '<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Gulf Traders LLC"><NAME.LIST TYPE="String">' +
        '<NAME>Gulf Traders LLC</NAME></NAME.LIST><PARENT>Sundry Debtors</PARENT><ISBILLWISEON>Yes</ISBILLWISEON>' +
        '<ADDRESS.LIST TYPE="String"><ADDRESS>PO Box 12, Dubai</ADDRESS></ADDRESS.LIST>' +
        '<GSTREGISTRATIONTYPE>Unregistered</GSTREGISTRATIONTYPE></LEDGER></TALLYMESSAGE>',
    },
  ])('$case', ({ ledger, xml }) => {
    expect(tallyLedgerXml(ledger)).toBe(xml);
  });
});
