import type { DocumentTaxes } from '../documents/gst.ts';
import { fromPaise, toPaise } from '../documents/gst.ts';

/** The documents Tally receives, and the voucher type each becomes there. */
const VOUCHER_TYPE = {
  invoice: 'Sales',
  credit: 'Credit Note',
  debit: 'Debit Note',
  bill: 'Purchase',
} as const;

export type TallyDocumentKind = keyof typeof VOUCHER_TYPE;

/** One line of a voucher: a ledger debited or credited. */
export interface TallyEntry {
  ledger: string;
  debit: boolean;
  /** Rupees, above zero. */
  amount: number;
}

export interface TallyVoucher {
  type: (typeof VOUCHER_TYPE)[TallyDocumentKind];
  number: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  party: string;
  /** The party's line first; debits equal credits to the paisa. */
  entries: TallyEntry[];
}

/** What a voucher is made from: a document's number, date, party and issue 16's taxes. */
export interface TallyDocument {
  kind: TallyDocumentKind;
  number: string;
  date: string;
  /** The party's ledger name in Tally (its company name). */
  party: string;
  taxes: DocumentTaxes;
}

const rate = (percent: number): string => `${percent}%`;

/**
 * Issue 20: "Export to Tally …: vouchers for invoices, notes and bills" (decision 1366). A sale (or debit
 * note) debits the customer with the grand total and credits `Sales @ r%` per rate, `Output CGST/SGST/IGST
 * @ r%` and the round-off; a credit note the other way round; a purchase bill credits the supplier and
 * debits `Purchase @ r%` and `Input …` ledgers. Entries of zero are left out.
 */
export function tallyVoucher(document: TallyDocument): TallyVoucher {
  const { taxes } = document;
  const purchase = document.kind === 'bill';
  // Which way the goods' and taxes' lines go: credited on a sale or debit note, debited otherwise.
  const goodsDebit = purchase || document.kind === 'credit';
  const side = purchase ? 'Input' : 'Output';
  const entries: TallyEntry[] = [{ ledger: document.party, debit: !goodsDebit, amount: taxes.grandTotal }];
  const add = (ledger: string, amount: number, debit = goodsDebit) => {
    if (amount !== 0) entries.push({ ledger, debit: amount > 0 ? debit : !debit, amount: Math.abs(amount) });
  };
  for (const row of taxes.summary) {
    add(`${purchase ? 'Purchase' : 'Sales'} @ ${rate(row.gstRate)}`, row.taxableValue);
    add(`${side} CGST @ ${rate(row.gstRate / 2)}`, row.cgst);
    add(`${side} SGST @ ${rate(row.gstRate / 2)}`, row.sgst);
    add(`${side} IGST @ ${rate(row.gstRate)}`, row.igst);
  }
  add('Round Off', taxes.roundOff);
  return {
    type: VOUCHER_TYPE[document.kind],
    number: document.number,
    date: document.date,
    party: document.party,
    entries,
  };
}

/** Debits less credits of a voucher, in rupees: 0 for a voucher Tally accepts. */
export const tallyImbalance = (voucher: TallyVoucher): number =>
  fromPaise(voucher.entries.reduce((sum, e) => sum + (e.debit ? 1 : -1) * toPaise(e.amount), 0));
