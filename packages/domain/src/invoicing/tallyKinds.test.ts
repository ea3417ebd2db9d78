import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../documents/documents.ts';
import type { BillingKind } from '../documents/documentParts.ts';
import { computeTaxes } from '../documents/gst.ts';
import { LEDGER_SIDE } from './ledger.ts';
import {
  TALLY_KEEPS,
  tallyImbalance,
  tallyLedgers,
  tallyMoneyMode,
  tallyMoneyVoucher,
  tallyOpeningBalance,
  tallyOpeningLedger,
  tallyVoucher,
  type TallyGoodsKind,
  type TallyMoneyKind,
  type TallyVoucher,
} from './tally.ts';
import { tallyLedgerXml, tallyVoucherXml } from './tallyXml.ts';

// Issue 56: "Every billing document in Tally (invoices, notes, purchase bills, receipts, payments, opening
// balances where Tally keeps them), checked by a table test over the billing kinds" (decision 2210).

const PARTY = 'Navkar Packaging';
const taxes = computeTaxes({
  supplierState: '24',
  placeOfSupply: '24',
  lines: [{ quantity: 400, rate: 24.75, gstRate: 12 }],
});

/** The kinds the domain declares on its billing documents: a new one must be kept in Tally to pass. */
const DECLARED: BillingKind[] = [
  ...new Set(Object.values(DOCUMENTS).flatMap((def) => (def.billing ? [def.billing.kind] : []))),
];

/** What the party's ledger in Tally moves by, debit +: its entries in the voucher. */
const partyMoves = (voucher: TallyVoucher): number =>
  voucher.entries
    .filter((entry) => entry.ledger === PARTY)
    .reduce((sum, entry) => sum + (entry.debit ? entry.amount : -entry.amount), 0);

const goods = (kind: TallyGoodsKind) =>
  tallyVoucher({ kind, number: 'N/1', date: '2026-11-27', party: PARTY, bill: { name: 'N/1' }, taxes });

const money = (kind: TallyMoneyKind, amount = 11_603) =>
  tallyMoneyVoucher({
    kind,
    number: 'RCT/26-27/00004',
    date: '2026-11-27',
    party: PARTY,
    mode: 'bank',
    amount,
    settles: [{ name: 'INV/26-27/00080', amount: 8288 }],
  });

/** How much the party's ledger in Tally moves by a document of `kind` worth `amount`, debit +. */
function movedInTally(kind: BillingKind, amount: number): number {
  const keeps = TALLY_KEEPS[kind];
  if (keeps === 'opening')
    return tallyOpeningBalance([
      { kind, name: 'INV/25-26/00412', date: '2026-02-10', creditDays: 30, amount },
    ]).balance;
  const voucher = keeps === 'money' ? money(kind as TallyMoneyKind, amount) : goods(kind as TallyGoodsKind);
  expect(tallyImbalance(voucher), kind).toBe(0);
  return partyMoves(voucher);
}

describe('issue 56: every billing kind the domain declares is in Tally, as the party ledger keeps it', () => {
  it('finds the kinds on the declarations: invoices, notes, bills, receipts, payments and openings', () => {
    expect(DECLARED).toEqual(expect.arrayContaining(Object.keys(LEDGER_SIDE)));
  });

  it.each(DECLARED)('a %s moves the party in Tally by what it moves the party ledger', (kind) => {
    const amount = TALLY_KEEPS[kind] === 'goods' ? taxes.grandTotal : 11_603;
    const side = LEDGER_SIDE[kind] === 'debit' ? 1 : -1;
    expect(movedInTally(kind, amount)).toBe(side * amount);
  });
});

describe('decision 2210: a receipt and a payment are vouchers of money, by bill', () => {
  it('a receipt credits the customer by the bills it settles and the rest on account, and debits the bank', () => {
    expect(money('receipt')).toEqual({
      type: 'Receipt',
      number: 'RCT/26-27/00004',
      date: '2026-11-27',
      party: PARTY,
      entries: [
        {
          ledger: PARTY,
          group: 'Sundry Debtors',
          debit: false,
          amount: 11_603,
          bills: [
            { type: 'Agst Ref', name: 'INV/26-27/00080', amount: 8288 },
            { type: 'On Account', amount: 3315 },
          ],
        },
        { ledger: 'Bank', group: 'Bank Accounts', debit: true, amount: 11_603 },
      ],
    });
  });

  it('a payment in cash debits the supplier and credits Cash, settling all of it', () => {
    const paid = tallyMoneyVoucher({
      kind: 'payment',
      number: 'PMT/26-27/00001',
      date: '2026-11-27',
      party: 'Shree Ganesh Polymers',
      mode: tallyMoneyMode('cash'),
      amount: 500,
      settles: [{ name: 'BIL/26-27/00002', amount: 500 }],
    });
    expect(paid.type).toBe('Payment');
    expect(paid.entries).toEqual([
      {
        ledger: 'Shree Ganesh Polymers',
        group: 'Sundry Creditors',
        debit: true,
        amount: 500,
        bills: [{ type: 'Agst Ref', name: 'BIL/26-27/00002', amount: 500 }],
      },
      { ledger: 'Cash', group: 'Cash-in-Hand', debit: false, amount: 500 },
    ]);
    expect(tallyLedgers(paid).map((ledger) => ledger.group)).toEqual(['Sundry Creditors', 'Cash-in-Hand']);
  });

  it.each([
    ['cash', 'cash'],
    ['cheque', 'bank'],
    ['neft', 'bank'],
    ['upi', 'bank'],
  ])('money paid by %s is kept in Tally through the %s', (mode, kept) => {
    expect(tallyMoneyMode(mode)).toBe(kept);
  });

  it('writes the bills of an entry on its side: a credit positive, with its credit period', () => {
    const xml = tallyVoucherXml(money('receipt'));
    expect(xml).toContain(
      '<ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>11603.00</AMOUNT>' +
        '<BILLALLOCATIONS.LIST><NAME>INV/26-27/00080</NAME><BILLTYPE>Agst Ref</BILLTYPE><AMOUNT>8288.00</AMOUNT>' +
        '</BILLALLOCATIONS.LIST><BILLALLOCATIONS.LIST><BILLTYPE>On Account</BILLTYPE><AMOUNT>3315.00</AMOUNT>' +
        '</BILLALLOCATIONS.LIST></ALLLEDGERENTRIES.LIST>',
    );
    const sold = tallyVoucher({
      kind: 'invoice',
      number: 'INV/26-27/00081',
      date: '2026-11-27',
      party: PARTY,
      bill: { name: 'INV/26-27/00081', creditDays: 30 },
      taxes,
    });
    expect(tallyVoucherXml(sold)).toContain(
      '<BILLALLOCATIONS.LIST><NAME>INV/26-27/00081</NAME><BILLTYPE>New Ref</BILLTYPE>' +
        '<BILLCREDITPERIOD>30 Days</BILLCREDITPERIOD><AMOUNT>-11088.00</AMOUNT></BILLALLOCATIONS.LIST>',
    );
  });

  it("a note is a part of its invoice's bill", () => {
    const note = tallyVoucher({
      kind: 'creditNote',
      number: 'CN/26-27/00003',
      date: '2026-11-27',
      party: PARTY,
      bill: { name: 'INV/26-27/00081', against: true, creditDays: 30 },
      taxes,
    });
    expect(note.entries[0]?.bills).toEqual([
      { type: 'Agst Ref', name: 'INV/26-27/00081', amount: taxes.grandTotal },
    ]);
  });

  it('a receipt that settles nothing is all on account; one that settles all has nothing on account', () => {
    const advance = tallyMoneyVoucher({ ...moneyOf('receipt'), settles: [] });
    expect(advance.entries[0]?.bills).toEqual([{ type: 'On Account', amount: 11_603 }]);
    const settled = tallyMoneyVoucher({
      ...moneyOf('receipt'),
      settles: [
        { name: 'A', amount: 11_603 },
        { name: 'B', amount: 0 },
      ],
    });
    expect(settled.entries[0]?.bills).toEqual([{ type: 'Agst Ref', name: 'A', amount: 11_603 }]);
  });
});

const moneyOf = (kind: TallyMoneyKind) => ({
  kind,
  number: 'RCT/1',
  date: '2026-11-27',
  party: PARTY,
  mode: 'bank' as const,
  amount: 11_603,
  settles: [],
});

describe("decision 2210: an opening balance is its party's ledger master's, bill by bill", () => {
  it('sums a customer that is also a supplier, each opening on its side', () => {
    const opening = tallyOpeningBalance([
      {
        kind: 'openingReceivable',
        name: 'INV/25-26/00412',
        date: '2026-02-10',
        creditDays: 30,
        amount: 1000,
      },
      { kind: 'openingPayable', name: 'SGP/301', date: '2026-03-01', creditDays: 0, amount: 250.5 },
    ]);
    expect(opening).toEqual({
      balance: 749.5,
      bills: [
        { name: 'INV/25-26/00412', date: '2026-02-10', creditDays: 30, balance: 1000 },
        { name: 'SGP/301', date: '2026-03-01', creditDays: 0, balance: -250.5 },
      ],
    });
  });

  it('writes it on the ledger as Tally signs a debit, negative, with each bill', () => {
    const ledger = {
      ...tallyOpeningLedger('Old Customer & Co', 'openingReceivable'),
      opening: tallyOpeningBalance([
        {
          kind: 'openingReceivable',
          name: 'INV/25-26/00412',
          date: '2026-02-10',
          creditDays: 30,
          amount: 1000,
        },
      ]),
    };
    expect(tallyLedgerXml(ledger)).toBe(
      '<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="Old Customer &amp; Co"><NAME.LIST TYPE="String">' +
        '<NAME>Old Customer &amp; Co</NAME></NAME.LIST><PARENT>Sundry Debtors</PARENT>' +
        '<ISBILLWISEON>Yes</ISBILLWISEON><OPENINGBALANCE>-1000.00</OPENINGBALANCE>' +
        '<BILLALLOCATIONS.LIST><NAME>INV/25-26/00412</NAME><BILLDATE>20260210</BILLDATE>' +
        '<BILLCREDITPERIOD>30 Days</BILLCREDITPERIOD><OPENINGBALANCE>-1000.00</OPENINGBALANCE>' +
        '</BILLALLOCATIONS.LIST></LEDGER></TALLYMESSAGE>',
    );
    expect(tallyOpeningLedger('Old Supplier', 'openingPayable').group).toBe('Sundry Creditors');
  });
});

// Issue 56: "an SEZ party has no type of its own and its Tally ledger is 'Regular'".
describe("decision 2211: an SEZ's and a deemed export's ledger carry Tally's party type", () => {
  const party = (registration: 'SEZ' | 'DEEMED_EXPORT' | 'OVERSEAS') =>
    tallyLedgerXml({
      name: 'Kandla Unit',
      group: 'Sundry Debtors',
      party: { gstin: '24AAACK1234K1Z5', registration, state: '24', address: [], pincode: '' },
    });

  it.each([
    ['SEZ', '<GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><GSTNATUREOFSUPPLY>SEZ</GSTNATUREOFSUPPLY>'],
    [
      'DEEMED_EXPORT',
      '<GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><GSTNATUREOFSUPPLY>Deemed Export</GSTNATUREOFSUPPLY>',
    ],
    ['OVERSEAS', '<GSTREGISTRATIONTYPE>Unregistered</GSTREGISTRATIONTYPE><PARTYGSTIN>'],
  ] as const)('a party registered as %s', (registration, xml) => {
    expect(party(registration)).toContain(xml);
  });
});
