import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';

// What the Tally export's tests read (issue 20: "a test parses the file and checks the sums"): the vouchers
// of an "Import Data" envelope, and the check that Tally would take each one (decision 1366).

/** A party's entry by bill (decision 2210). */
export interface TallyBillPart {
  NAME?: string;
  BILLTYPE: 'New Ref' | 'Agst Ref' | 'On Account';
  BILLCREDITPERIOD?: string;
  AMOUNT: number;
}

export interface TallyEntry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: 'Yes' | 'No';
  AMOUNT: number;
  'BILLALLOCATIONS.LIST'?: TallyBillPart[];
}

export interface TallyVoucher {
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER: string;
  PARTYLEDGERNAME: string;
  /** A purchase's supplier bill number and its date (yyyyMMdd, read as a number). */
  REFERENCE?: string;
  REFERENCEDATE?: number;
  'ALLLEDGERENTRIES.LIST': TallyEntry[];
}

/** A ledger the file makes (decision 2000): its name, group and, a GST ledger, its duty; a party its details. */
export interface TallyLedger {
  '@_NAME': string;
  PARENT: string;
  GSTDUTYHEAD?: string;
  RATEOFTAXCALCULATION?: number;
  PARTYGSTIN?: string;
  LEDSTATENAME?: string;
  GSTREGISTRATIONTYPE?: string;
  GSTNATUREOFSUPPLY?: string;
  'ADDRESS.LIST'?: { ADDRESS: string[] };
  /** Its opening balance, a debit negative, and its bills open on the books' first day (decision 2210). */
  OPENINGBALANCE?: number;
  'BILLALLOCATIONS.LIST'?: {
    NAME: string;
    BILLDATE: number;
    BILLCREDITPERIOD?: string;
    OPENINGBALANCE: number;
  }[];
}

type TallyMessage = { VOUCHER: TallyVoucher } | { LEDGER: TallyLedger };

export const paise = (rupees: unknown): number => Math.round(Number(rupees ?? 0) * 100);

/** The messages of a Tally import file (its ledgers and vouchers), in the file's order. */
export function tallyMessages(xml: string): TallyMessage[] {
  const parsed = new XMLParser({
    isArray: (name) =>
      ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST', 'ADDRESS', 'BILLALLOCATIONS.LIST'].includes(name),
    ignoreAttributes: false,
    parseTagValue: true,
  }).parse(xml) as {
    ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: TallyMessage[] } } } };
  };
  return parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
}

/** The vouchers of a Tally import file, in the file's order. */
export const tallyVouchers = (xml: string): TallyVoucher[] =>
  tallyMessages(xml).flatMap((message) => ('VOUCHER' in message ? [message.VOUCHER] : []));

/** A voucher Tally takes: its debits equal its credits to the paisa, a debit written as a negative amount. */
export function expectBalanced(voucher: TallyVoucher): void {
  const entries = voucher['ALLLEDGERENTRIES.LIST'];
  expect(
    entries.reduce((sum, entry) => sum + paise(entry.AMOUNT), 0),
    voucher.VOUCHERNUMBER,
  ).toBe(0);
  for (const entry of entries) expect(entry.AMOUNT < 0).toBe(entry.ISDEEMEDPOSITIVE === 'Yes');
}

/** The ledgers of a Tally import file, in the file's order. */
export const tallyLedgerMasters = (xml: string): TallyLedger[] =>
  tallyMessages(xml).flatMap((message) => ('LEDGER' in message ? [message.LEDGER] : []));

/**
 * Issue 56's read-back: what Tally holds after importing the files one after another into a company that had
 * none of their ledgers, by ledger, in paise, debit +. A ledger is made by the first file that writes it
 * (Tally's Ignore Duplicates keeps it, and its opening balance); every voucher adds its entries.
 */
export function tallyHolds(...files: readonly string[]): Map<string, number> {
  const balances = new Map<string, number>();
  const add = (ledger: string, amount: number) => balances.set(ledger, (balances.get(ledger) ?? 0) + amount);
  for (const xml of files) {
    for (const ledger of tallyLedgerMasters(xml))
      if (!balances.has(ledger['@_NAME'])) balances.set(ledger['@_NAME'], -paise(ledger.OPENINGBALANCE));
    for (const voucher of tallyVouchers(xml))
      for (const entry of voucher['ALLLEDGERENTRIES.LIST']) add(entry.LEDGERNAME, -paise(entry.AMOUNT));
  }
  return balances;
}
