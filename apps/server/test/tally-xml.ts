import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';

// What the Tally export's tests read (issue 20: "a test parses the file and checks the sums"): the vouchers
// of an "Import Data" envelope, and the check that Tally would take each one (decision 1366).

export interface TallyEntry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: 'Yes' | 'No';
  AMOUNT: number;
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

export const paise = (rupees: unknown): number => Math.round(Number(rupees ?? 0) * 100);

/** The vouchers of a Tally import file, in the file's order. */
export function tallyVouchers(xml: string): TallyVoucher[] {
  const parsed = new XMLParser({
    isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
    parseTagValue: true,
  }).parse(xml) as {
    ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER: TallyVoucher }[] } } } };
  };
  return parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((message) => message.VOUCHER);
}

/** A voucher Tally takes: its debits equal its credits to the paisa, a debit written as a negative amount. */
export function expectBalanced(voucher: TallyVoucher): void {
  const entries = voucher['ALLLEDGERENTRIES.LIST'];
  expect(
    entries.reduce((sum, entry) => sum + paise(entry.AMOUNT), 0),
    voucher.VOUCHERNUMBER,
  ).toBe(0);
  for (const entry of entries) expect(entry.AMOUNT < 0).toBe(entry.ISDEEMEDPOSITIVE === 'Yes');
}
