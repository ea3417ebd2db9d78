import type { DocumentTaxes } from '../documents/gst.ts';
import { fromPaise, toPaise } from '../documents/gst.ts';
import type { BillingKind } from '../documents/documentParts.ts';
import type { GstRegistrationType } from '../documents/places.ts';
import { LEDGER_SIDE } from './ledger.ts';

/** The documents of goods Tally receives, and the voucher type each becomes there. */
const GOODS_VOUCHER = {
  invoice: 'Sales',
  creditNote: 'Credit Note',
  debitNote: 'Debit Note',
  purchaseBill: 'Purchase',
} as const;

/** Money received or paid, and the voucher type each becomes there. */
const MONEY_VOUCHER = { receipt: 'Receipt', payment: 'Payment' } as const;

export type TallyGoodsKind = keyof typeof GOODS_VOUCHER;
export type TallyMoneyKind = keyof typeof MONEY_VOUCHER;
export type TallyVoucherType =
  (typeof GOODS_VOUCHER)[TallyGoodsKind] | (typeof MONEY_VOUCHER)[TallyMoneyKind];

/**
 * Issue 56: "every billing document in Tally". How Tally keeps each billing kind (decision 2210): a voucher of
 * goods (its taxes' ledgers), a voucher of money (cash or bank), or an opening balance, which Tally keeps in
 * the party's ledger master and not as a voucher. Total over the kinds: a new kind is said here or not built.
 */
export const TALLY_KEEPS: Readonly<Record<BillingKind, 'goods' | 'money' | 'opening'>> = {
  invoice: 'goods',
  creditNote: 'goods',
  debitNote: 'goods',
  purchaseBill: 'goods',
  receipt: 'money',
  payment: 'money',
  openingReceivable: 'opening',
  openingPayable: 'opening',
};

/** Tally's own groups the ledgers of a voucher are made under. */
export type TallyGroup =
  | 'Sundry Debtors'
  | 'Sundry Creditors'
  | 'Sales Accounts'
  | 'Purchase Accounts'
  | 'Duties & Taxes'
  | 'Indirect Expenses'
  | 'Cash-in-Hand'
  | 'Bank Accounts';

/** A GST ledger's duty head and rate (Tally's "Type of duty/tax" GST). */
export interface TallyDuty {
  head: 'Central Tax' | 'State Tax' | 'Integrated Tax';
  rate: number;
}

/**
 * A part of a party's entry by bill (Tally's bill-wise details): a new bill (`New Ref`, with its credit
 * period in days where the document has one), a part of an earlier bill (`Agst Ref`), or on account.
 */
export interface TallyBill {
  type: 'New Ref' | 'Agst Ref' | 'On Account';
  /** The bill's number as the party's account shows it; none on account. */
  name?: string;
  /** Rupees, above zero, on the side of the entry it is part of. */
  amount: number;
  creditDays?: number;
}

/** One line of a voucher: a ledger debited or credited, and the group (and duty) its ledger is made under. */
export interface TallyEntry {
  ledger: string;
  group: TallyGroup;
  duty?: TallyDuty;
  debit: boolean;
  /** Rupees, above zero. */
  amount: number;
  /** The party's entry by bill. */
  bills?: readonly TallyBill[];
}

export interface TallyVoucher {
  type: TallyVoucherType;
  number: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  party: string;
  /** The party's own number and date of the document (a supplier's bill): Tally's reference. */
  reference?: TallyReference;
  /** The party's line first; debits equal credits to the paisa. */
  entries: TallyEntry[];
}

/** A party's own number of a document and its date ('yyyy-MM-dd'). */
export interface TallyReference {
  number: string;
  date: string;
}

/** What a voucher of goods is made from: a document's number, date, party and issue 16's taxes. */
export interface TallyDocument {
  kind: TallyGoodsKind;
  number: string;
  date: string;
  /** The party's ledger name in Tally (its company name). */
  party: string;
  /** A purchase bill's supplier bill number and date (issue 41: Tally's "Supplier Invoice No." and date). */
  reference?: TallyReference;
  /**
   * The bill it is on the party's account (decision 2210): its own number (an invoice, a bill) with its
   * credit days where known, or the invoice a note amends (`against`).
   */
  bill: { name: string; against?: boolean; creditDays?: number | null };
  /** Its tax summary per rate (charges in their rate's row), round-off and grand total. */
  taxes: Pick<DocumentTaxes, 'summary' | 'roundOff' | 'grandTotal'>;
}

/** How money moved (a receipt's or payment's mode): in cash, or through the bank (cheque, NEFT, UPI). */
export type TallyMoneyMode = 'cash' | 'bank';

/** What a voucher of money is made from: a receipt or payment, its mode, and what its lines settle. */
export interface TallyMoney {
  kind: TallyMoneyKind;
  number: string;
  date: string;
  party: string;
  mode: TallyMoneyMode;
  /** Rupees, above zero. */
  amount: number;
  /** The bills its lines settle (their numbers as the account shows them) and how much of each. */
  settles: readonly { name: string; amount: number }[];
}

const rate = (percent: number): string => `${percent}%`;
const PARTY_GROUP = { customer: 'Sundry Debtors', supplier: 'Sundry Creditors' } as const;

/** The party's group: a customer's account is billed (an invoice debits it), a supplier's credited. */
const partyGroup = (kind: BillingKind): TallyGroup =>
  kind === 'purchaseBill' || kind === 'payment' || kind === 'openingPayable'
    ? PARTY_GROUP.supplier
    : PARTY_GROUP.customer;

const creditPeriod = (days: number | null | undefined) =>
  days === null || days === undefined ? {} : { creditDays: days };

/** The party's bill of a document of goods: a new bill of its own, or a part of the invoice a note amends. */
const goodsBill = ({ bill, taxes }: TallyDocument): TallyBill =>
  bill.against
    ? { type: 'Agst Ref', name: bill.name, amount: taxes.grandTotal }
    : { type: 'New Ref', name: bill.name, amount: taxes.grandTotal, ...creditPeriod(bill.creditDays) };

/**
 * Issue 20: "Export to Tally …: vouchers for invoices, notes and bills" (decision 1366). The party's line is
 * on the side its ledger is (`LEDGER_SIDE`: a sale or debit note debits the customer, a credit note or a
 * purchase bill credits the party) with the grand total, by its bill (decision 2210); against it `Sales @ r%`
 * or `Purchase @ r%` per rate, `Output`/`Input CGST/SGST/IGST @ r%` and the round-off. Entries of zero are
 * left out.
 */
export function tallyVoucher(document: TallyDocument): TallyVoucher {
  const { taxes } = document;
  const purchase = document.kind === 'purchaseBill';
  // The goods' and taxes' lines go the other way from the party's.
  const goodsDebit = LEDGER_SIDE[document.kind] === 'credit';
  const side = purchase ? 'Input' : 'Output';
  const entries: TallyEntry[] = [
    {
      ledger: document.party,
      group: partyGroup(document.kind),
      debit: !goodsDebit,
      amount: taxes.grandTotal,
      bills: [goodsBill(document)],
    },
  ];
  const add = (ledger: Pick<TallyEntry, 'ledger' | 'group' | 'duty'>, amount: number) => {
    if (amount !== 0)
      entries.push({ ...ledger, debit: amount > 0 ? goodsDebit : !goodsDebit, amount: Math.abs(amount) });
  };
  const tax = (name: string, head: TallyDuty['head'], percent: number, amount: number) =>
    add(
      {
        ledger: `${side} ${name} @ ${rate(percent)}`,
        group: 'Duties & Taxes',
        duty: { head, rate: percent },
      },
      amount,
    );
  for (const row of taxes.summary) {
    add(
      purchase
        ? { ledger: `Purchase @ ${rate(row.gstRate)}`, group: 'Purchase Accounts' }
        : { ledger: `Sales @ ${rate(row.gstRate)}`, group: 'Sales Accounts' },
      row.taxableValue,
    );
    tax('CGST', 'Central Tax', row.gstRate / 2, row.cgst);
    tax('SGST', 'State Tax', row.gstRate / 2, row.sgst);
    tax('IGST', 'Integrated Tax', row.gstRate, row.igst);
  }
  add({ ledger: 'Round Off', group: 'Indirect Expenses' }, taxes.roundOff);
  return {
    type: GOODS_VOUCHER[document.kind],
    number: document.number,
    date: document.date,
    party: document.party,
    ...(document.reference ? { reference: document.reference } : {}),
    entries,
  };
}

/**
 * Where money is kept in Tally (decision 2210): cash in its own `Cash` ledger (every Tally company has one,
 * under Cash-in-Hand), a cheque, NEFT or UPI through `Bank`, under Bank Accounts.
 */
export const TALLY_MONEY_LEDGER: Readonly<Record<TallyMoneyMode, Pick<TallyEntry, 'ledger' | 'group'>>> = {
  cash: { ledger: 'Cash', group: 'Cash-in-Hand' },
  bank: { ledger: 'Bank', group: 'Bank Accounts' },
};

/** A receipt's or payment's mode as Tally keeps its money: cash, else the bank. */
export const tallyMoneyMode = (mode: string): TallyMoneyMode => (mode === 'cash' ? 'cash' : 'bank');

/**
 * Issue 56: "Tally leaves out receipts (and payments)" (decision 2210). A receipt is a `Receipt` voucher that
 * credits the customer and debits cash or the bank, a payment a `Payment` voucher the other way round; the
 * party's line by bill: each bill its lines settle (`Agst Ref`), the rest on account, as our account keeps it.
 */
export function tallyMoneyVoucher(money: TallyMoney): TallyVoucher {
  const partyDebit = LEDGER_SIDE[money.kind] === 'debit';
  const settled = money.settles.filter((part) => part.amount > 0);
  const onAccount = fromPaise(
    toPaise(money.amount) - settled.reduce((sum, part) => sum + toPaise(part.amount), 0),
  );
  const bills: TallyBill[] = [
    ...settled.map((part): TallyBill => ({ type: 'Agst Ref', name: part.name, amount: part.amount })),
    ...(onAccount > 0 ? [{ type: 'On Account' as const, amount: onAccount }] : []),
  ];
  return {
    type: MONEY_VOUCHER[money.kind],
    number: money.number,
    date: money.date,
    party: money.party,
    entries: [
      {
        ledger: money.party,
        group: partyGroup(money.kind),
        debit: partyDebit,
        amount: money.amount,
        bills,
      },
      { ...TALLY_MONEY_LEDGER[money.mode], debit: !partyDebit, amount: money.amount },
    ],
  };
}

/** Debits less credits of a voucher, in rupees: 0 for a voucher Tally accepts. */
export const tallyImbalance = (voucher: TallyVoucher): number =>
  fromPaise(voucher.entries.reduce((sum, e) => sum + (e.debit ? 1 : -1) * toPaise(e.amount), 0));

/** A party's ledger as the documents kept the party: its GSTIN, registration, state code and billing address. */
export interface TallyParty {
  gstin: string | null;
  registration: GstRegistrationType;
  state: string | null;
  address: readonly string[];
  pincode: string;
}

/** An opening balance (decision 2120) as its party's ledger master keeps it in Tally. */
export interface TallyOpening {
  kind: BillingKind;
  /** The original invoice's or bill's number and date ('yyyy-MM-dd'), and its credit days to its due day. */
  name: string;
  date: string;
  creditDays: number;
  /** What was unpaid of it at go-live, rupees above zero. */
  amount: number;
}

/** A party's opening balance in Tally: signed as the ledger (debit +), and its bills. */
export interface TallyOpeningBalance {
  balance: number;
  bills: readonly (Omit<TallyOpening, 'kind' | 'amount'> & { balance: number })[];
}

/**
 * Decision 2210: an opening balance is no voucher in Tally; the party's ledger master holds it, as on the
 * books' first day, bill by bill. Each opening signed as the ledger keeps its kind (`LEDGER_SIDE`: a
 * receivable debit, a payable credit); the balance their sum.
 */
export function tallyOpeningBalance(openings: readonly TallyOpening[]): TallyOpeningBalance {
  const bills = openings.map(({ kind, amount, ...bill }) => ({
    ...bill,
    balance: LEDGER_SIDE[kind] === 'debit' ? amount : -amount,
  }));
  return {
    balance: fromPaise(bills.reduce((sum, bill) => sum + toPaise(bill.balance), 0)),
    bills,
  };
}

/** A ledger a voucher names, made under its group; a party's with its GST details and opening balance. */
export interface TallyLedger {
  name: string;
  group: TallyGroup;
  duty?: TallyDuty;
  party?: TallyParty;
  opening?: TallyOpeningBalance;
}

/** The ledgers a voucher names, once each, as its entries make them. */
export const tallyLedgers = (voucher: TallyVoucher): TallyLedger[] => [
  ...new Map(
    voucher.entries.map(({ ledger, group, duty }) => [
      ledger,
      { name: ledger, group, ...(duty ? { duty } : {}) },
    ]),
  ).values(),
];

/** The ledger of a party that has only an opening balance in the file: under its kind's group. */
export const tallyOpeningLedger = (name: string, kind: BillingKind): TallyLedger => ({
  name,
  group: partyGroup(kind),
});
