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

/** What a voucher is made from: a document's number, date, party and issue 16's taxes. */
export interface TallyDocument {
  kind: TallyDocumentKind;
  number: string;
  date: string;
  /** The party's ledger name in Tally (its company name). */
  party: string;
  /** A purchase bill's supplier bill number and date (issue 41: Tally's "Supplier Invoice No." and date). */
  reference?: TallyReference;
  /** Its tax summary per rate (charges in their rate's row), round-off and grand total. */
  taxes: Pick<DocumentTaxes, 'summary' | 'roundOff' | 'grandTotal'>;
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
    ...(document.reference ? { reference: document.reference } : {}),
    entries,
  };
}

/** Debits less credits of a voucher, in rupees: 0 for a voucher Tally accepts. */
export const tallyImbalance = (voucher: TallyVoucher): number =>
  fromPaise(voucher.entries.reduce((sum, e) => sum + (e.debit ? 1 : -1) * toPaise(e.amount), 0));

const escaped = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Rupees to the paisa, as Tally reads an amount. */
const tallyAmount = (rupees: number): string => fromPaise(toPaise(rupees)).toFixed(2);

/**
 * One voucher as Tally's import reads it (decision 1366): a `TALLYMESSAGE` holding the `VOUCHER` with its
 * type, date (yyyyMMdd), number, the party's own number and date as its `REFERENCE` and `REFERENCEDATE` (a
 * supplier's bill), and party, and an `ALLLEDGERENTRIES.LIST` per entry, a debit as
 * `ISDEEMEDPOSITIVE` Yes with a negative amount, a credit as No with a positive one.
 */
export function tallyVoucherXml(voucher: TallyVoucher): string {
  const type = escaped(voucher.type);
  const entries = voucher.entries
    .map(
      (entry) =>
        `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${escaped(entry.ledger)}</LEDGERNAME>` +
        `<ISDEEMEDPOSITIVE>${entry.debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>` +
        `<AMOUNT>${tallyAmount(entry.debit ? -entry.amount : entry.amount)}</AMOUNT></ALLLEDGERENTRIES.LIST>`,
    )
    .join('');
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${type}" ACTION="Create">` +
    `<DATE>${voucher.date.replaceAll('-', '')}</DATE><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>` +
    `<VOUCHERNUMBER>${escaped(voucher.number)}</VOUCHERNUMBER>` +
    (voucher.reference
      ? `<REFERENCE>${escaped(voucher.reference.number)}</REFERENCE>` +
        `<REFERENCEDATE>${voucher.reference.date.replaceAll('-', '')}</REFERENCEDATE>`
      : '') +
    `<PARTYLEDGERNAME>${escaped(voucher.party)}</PARTYLEDGERNAME>${entries}</VOUCHER></TALLYMESSAGE>`
  );
}

/** What a Tally import file holds before and after its vouchers: the envelope of an "Import Data" request. */
export const TALLY_ENVELOPE = {
  head:
    '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>' +
    '<BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC><REQUESTDATA>',
  tail: '</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n',
} as const;
