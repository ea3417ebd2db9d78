import { INDIAN_STATES } from '../catalogue/formats.ts';
import { fromPaise, toPaise } from '../documents/gst.ts';
import type { GstRegistrationType } from '../documents/places.ts';
import { OTHER_COUNTRY } from './gstr1.ts';
import type { TallyBill, TallyLedger, TallyOpeningBalance, TallyParty, TallyVoucher } from './tally.ts';

/* The Tally file's XML (decisions 1366, 2000, 2210): its vouchers and ledgers as Tally's import reads them. */

const escaped = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Rupees to the paisa, as Tally reads an amount. */
const tallyAmount = (rupees: number): string => fromPaise(toPaise(rupees)).toFixed(2);

/** Tally writes a debit as a negative amount, a credit as a positive one. */
const signed = (amount: number, debit: boolean): string => tallyAmount(debit ? -amount : amount);

const day = (iso: string): string => iso.replaceAll('-', '');

/** A bill's credit period as Tally writes it ('30 Days'). */
const creditPeriod = (days: number | undefined): string =>
  days === undefined ? '' : `<BILLCREDITPERIOD>${days} Days</BILLCREDITPERIOD>`;

/** A party's entry by bill (Tally's `BILLALLOCATIONS.LIST`): its name, type, credit period and amount. */
const billXml = (bill: TallyBill, debit: boolean): string =>
  '<BILLALLOCATIONS.LIST>' +
  (bill.name === undefined ? '' : `<NAME>${escaped(bill.name)}</NAME>`) +
  `<BILLTYPE>${bill.type}</BILLTYPE>${creditPeriod(bill.creditDays)}` +
  `<AMOUNT>${signed(bill.amount, debit)}</AMOUNT></BILLALLOCATIONS.LIST>`;

/**
 * One voucher as Tally's import reads it (decision 1366): a `TALLYMESSAGE` holding the `VOUCHER` with its
 * type, date (yyyyMMdd), number, the party's own number and date as its `REFERENCE` and `REFERENCEDATE` (a
 * supplier's bill), and party, and an `ALLLEDGERENTRIES.LIST` per entry, a debit as `ISDEEMEDPOSITIVE` Yes
 * with a negative amount, a credit as No with a positive one; the party's entry with its bills (decision 2210).
 */
export function tallyVoucherXml(voucher: TallyVoucher): string {
  const type = escaped(voucher.type);
  const entries = voucher.entries
    .map(
      (entry) =>
        `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${escaped(entry.ledger)}</LEDGERNAME>` +
        `<ISDEEMEDPOSITIVE>${entry.debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>` +
        `<AMOUNT>${signed(entry.amount, entry.debit)}</AMOUNT>` +
        (entry.bills ?? []).map((bill) => billXml(bill, entry.debit)).join('') +
        '</ALLLEDGERENTRIES.LIST>',
    )
    .join('');
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${type}" ACTION="Create">` +
    `<DATE>${day(voucher.date)}</DATE><VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>` +
    `<VOUCHERNUMBER>${escaped(voucher.number)}</VOUCHERNUMBER>` +
    (voucher.reference
      ? `<REFERENCE>${escaped(voucher.reference.number)}</REFERENCE>` +
        `<REFERENCEDATE>${day(voucher.reference.date)}</REFERENCEDATE>`
      : '') +
    `<PARTYLEDGERNAME>${escaped(voucher.party)}</PARTYLEDGERNAME>${entries}</VOUCHER></TALLYMESSAGE>`
  );
}

const STATE_NAMES = new Map(INDIAN_STATES.map((state) => [state.code, state.name]));

/**
 * A party's GST registration as Tally's ledger keeps it (decision 2211): its registration type, and for an
 * SEZ or a deemed export's buyer its party type (`GSTNATUREOFSUPPLY`, Tally's "Party Type": SEZ, Deemed
 * Export), both registered as Regular there; a buyer abroad is Unregistered.
 */
export const TALLY_REGISTRATION: Readonly<
  Record<GstRegistrationType, { type: string; partyType?: 'SEZ' | 'Deemed Export' }>
> = {
  REGULAR: { type: 'Regular' },
  COMPOSITION: { type: 'Composition' },
  UNREGISTERED: { type: 'Unregistered' },
  SEZ: { type: 'Regular', partyType: 'SEZ' },
  OVERSEAS: { type: 'Unregistered' },
  DEEMED_EXPORT: { type: 'Regular', partyType: 'Deemed Export' },
};

/** A party's GST details: its address lines, its state and country (India unless abroad), its GSTIN. */
function partyXml(party: TallyParty): string {
  const address = party.address.filter((line) => line.trim() !== '');
  const state =
    party.state === null || party.state === OTHER_COUNTRY ? undefined : STATE_NAMES.get(party.state);
  const gstin = party.gstin?.trim() ?? '';
  const registration = TALLY_REGISTRATION[party.registration];
  return (
    (address.length > 0
      ? `<ADDRESS.LIST TYPE="String">${address.map((line) => `<ADDRESS>${escaped(line)}</ADDRESS>`).join('')}</ADDRESS.LIST>`
      : '') +
    (state ? `<LEDSTATENAME>${escaped(state)}</LEDSTATENAME><COUNTRYNAME>India</COUNTRYNAME>` : '') +
    (party.pincode.trim() !== '' ? `<PINCODE>${escaped(party.pincode.trim())}</PINCODE>` : '') +
    `<GSTREGISTRATIONTYPE>${registration.type}</GSTREGISTRATIONTYPE>` +
    (registration.partyType ? `<GSTNATUREOFSUPPLY>${registration.partyType}</GSTNATUREOFSUPPLY>` : '') +
    (gstin === '' ? '' : `<PARTYGSTIN>${escaped(gstin)}</PARTYGSTIN>`)
  );
}

/**
 * A ledger's opening balance as its master holds it (decision 2210): `OPENINGBALANCE` signed as Tally signs
 * a debit (negative), and each bill open on the books' first day with its date, credit period and balance.
 */
const openingXml = (opening: TallyOpeningBalance): string =>
  `<OPENINGBALANCE>${tallyAmount(-opening.balance)}</OPENINGBALANCE>` +
  opening.bills
    .map(
      (bill) =>
        `<BILLALLOCATIONS.LIST><NAME>${escaped(bill.name)}</NAME><BILLDATE>${day(bill.date)}</BILLDATE>` +
        `${creditPeriod(bill.creditDays)}<OPENINGBALANCE>${tallyAmount(-bill.balance)}</OPENINGBALANCE>` +
        '</BILLALLOCATIONS.LIST>',
    )
    .join('');

/**
 * One ledger as Tally's import makes it (decision 2000): a `LEDGER` with its name and its group
 * (`PARENT`); a GST ledger its duty head and rate; a party its bill-by-bill balances, address, state,
 * PIN code, registration type and GSTIN, and its opening balance (decision 2210). No `ACTION`, as Tally's own
 * export writes a dependent master: what Tally does with a ledger it has already is the import's choice
 * (Ignore Duplicates keeps it as it is).
 */
export function tallyLedgerXml(ledger: TallyLedger): string {
  const name = escaped(ledger.name);
  const duty = ledger.duty
    ? `<TAXTYPE>GST</TAXTYPE><GSTDUTYHEAD>${ledger.duty.head}</GSTDUTYHEAD>` +
      `<RATEOFTAXCALCULATION>${ledger.duty.rate}</RATEOFTAXCALCULATION>`
    : '';
  const billWise = ledger.group === 'Sundry Debtors' || ledger.group === 'Sundry Creditors';
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${name}">` +
    `<NAME.LIST TYPE="String"><NAME>${name}</NAME></NAME.LIST><PARENT>${escaped(ledger.group)}</PARENT>` +
    duty +
    (billWise ? '<ISBILLWISEON>Yes</ISBILLWISEON>' : '') +
    (ledger.party ? partyXml(ledger.party) : '') +
    (ledger.opening ? openingXml(ledger.opening) : '') +
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
