import { INDIAN_STATES } from '../catalogue/formats.ts';
import type { DocumentTaxes } from '../documents/gst.ts';
import { fromPaise, toPaise } from '../documents/gst.ts';
import type { GstRegistrationType } from '../documents/places.ts';
import { OTHER_COUNTRY } from './gstr1.ts';

/** The documents Tally receives, and the voucher type each becomes there. */
const VOUCHER_TYPE = {
  invoice: 'Sales',
  credit: 'Credit Note',
  debit: 'Debit Note',
  bill: 'Purchase',
} as const;

export type TallyDocumentKind = keyof typeof VOUCHER_TYPE;

/** Tally's own groups the ledgers of a voucher are made under. */
export type TallyGroup =
  | 'Sundry Debtors'
  | 'Sundry Creditors'
  | 'Sales Accounts'
  | 'Purchase Accounts'
  | 'Duties & Taxes'
  | 'Indirect Expenses';

/** A GST ledger's duty head and rate (Tally's "Type of duty/tax" GST). */
export interface TallyDuty {
  head: 'Central Tax' | 'State Tax' | 'Integrated Tax';
  rate: number;
}

/** One line of a voucher: a ledger debited or credited, and the group (and duty) its ledger is made under. */
export interface TallyEntry {
  ledger: string;
  group: TallyGroup;
  duty?: TallyDuty;
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
  const entries: TallyEntry[] = [
    {
      ledger: document.party,
      group: purchase ? 'Sundry Creditors' : 'Sundry Debtors',
      debit: !goodsDebit,
      amount: taxes.grandTotal,
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

/** A party's ledger as the documents kept the party: its GSTIN, registration, state code and billing address. */
export interface TallyParty {
  gstin: string | null;
  registration: GstRegistrationType;
  state: string | null;
  address: readonly string[];
  pincode: string;
}

/** A ledger a voucher names, made under its group; a party's with its GST details. */
export interface TallyLedger {
  name: string;
  group: TallyGroup;
  duty?: TallyDuty;
  party?: TallyParty;
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

const STATE_NAMES = new Map(INDIAN_STATES.map((state) => [state.code, state.name]));

/** Tally's registration types: an SEZ and a deemed export's buyer are regular taxpayers there. */
const TALLY_REGISTRATION: Readonly<Record<GstRegistrationType, string>> = {
  REGULAR: 'Regular',
  COMPOSITION: 'Composition',
  UNREGISTERED: 'Unregistered',
  SEZ: 'Regular',
  OVERSEAS: 'Unregistered',
  DEEMED_EXPORT: 'Regular',
};

/** A party's GST details: its address lines, its state and country (India unless abroad), its GSTIN. */
function partyXml(party: TallyParty): string {
  const address = party.address.filter((line) => line.trim() !== '');
  const state =
    party.state === null || party.state === OTHER_COUNTRY ? undefined : STATE_NAMES.get(party.state);
  const gstin = party.gstin?.trim() ?? '';
  return (
    '<ISBILLWISEON>Yes</ISBILLWISEON>' +
    (address.length > 0
      ? `<ADDRESS.LIST TYPE="String">${address.map((line) => `<ADDRESS>${escaped(line)}</ADDRESS>`).join('')}</ADDRESS.LIST>`
      : '') +
    (state ? `<LEDSTATENAME>${escaped(state)}</LEDSTATENAME><COUNTRYNAME>India</COUNTRYNAME>` : '') +
    (party.pincode.trim() !== '' ? `<PINCODE>${escaped(party.pincode.trim())}</PINCODE>` : '') +
    `<GSTREGISTRATIONTYPE>${TALLY_REGISTRATION[party.registration]}</GSTREGISTRATIONTYPE>` +
    (gstin === '' ? '' : `<PARTYGSTIN>${escaped(gstin)}</PARTYGSTIN>`)
  );
}

/**
 * One ledger as Tally's import makes it (decision 2000): a `LEDGER` with its name and its group
 * (`PARENT`); a GST ledger its duty head and rate; a party its bill-by-bill balances, address, state,
 * PIN code, registration type and GSTIN. No `ACTION`, as Tally's own export writes a dependent master: what
 * Tally does with a ledger it has already is the import's choice (Ignore Duplicates keeps it as it is).
 */
export function tallyLedgerXml(ledger: TallyLedger): string {
  const name = escaped(ledger.name);
  const duty = ledger.duty
    ? `<TAXTYPE>GST</TAXTYPE><GSTDUTYHEAD>${ledger.duty.head}</GSTDUTYHEAD>` +
      `<RATEOFTAXCALCULATION>${ledger.duty.rate}</RATEOFTAXCALCULATION>`
    : '';
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${name}">` +
    `<NAME.LIST TYPE="String"><NAME>${name}</NAME></NAME.LIST><PARENT>${escaped(ledger.group)}</PARENT>` +
    duty +
    (ledger.party ? partyXml(ledger.party) : '') +
    '</LEDGER></TALLYMESSAGE>'
  );
}

/**
 * What a Tally import file holds before and after its ledgers and vouchers: the envelope of an "Import Data"
 * request of vouchers, its ledgers before them as Tally's own export writes a voucher's dependent masters.
 */
export const TALLY_ENVELOPE = {
  head:
    '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>' +
    '<BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC><REQUESTDATA>',
  tail: '</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n',
} as const;
