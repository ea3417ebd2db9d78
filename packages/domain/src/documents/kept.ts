import {
  billingAddressOf,
  partyState,
  registrationOf,
  salesSupplierState,
  shippingAddressOf,
  type AddressLike,
  type GstRegistrationType,
} from './places.ts';
import { columnPath, type FieldDef } from '../catalogue/fields.ts';
import { valueAt } from '../search/search.ts';
import { DOCUMENT_STATUS } from './statuses.ts';

/*
 * What an issued document keeps of its masters (decision 1820): at submit, the party, our side (the seller
 * of a sale, the buyer of a purchase), the states its GST was worked out from and each line's item, HSN and
 * unit, as they were then. A reprint, the returns and the portals' files read these; a draft reads the
 * masters as they are.
 */

/** An address as a document keeps it. */
export interface KeptAddress {
  line1: string;
  line2: string;
  city: string;
  pincode: string;
  state: string | null;
}

/** The party as it was: its name, GSTIN, registration, state and its billing and shipping addresses. */
export interface KeptParty {
  name: string;
  gstin: string | null;
  registration: GstRegistrationType;
  state: string | null;
  phone: string;
  email: string;
  billing: KeptAddress | null;
  shipping: KeptAddress | null;
}

/** A branch's bank its billing documents print for payment (decision 1405). */
export interface KeptBank {
  bankName: string;
  bankAccountNumber: string;
  ifsc: string;
  bankBranch: string;
}

/** Our side as it was: the registered name, GSTIN, state, address (its lines), contacts and bank. */
export interface KeptSeller {
  name: string;
  gstin: string | null;
  state: string | null;
  address: string[];
  city: string;
  pincode: string;
  phone: string;
  email: string;
  bank: KeptBank;
}

/** A line's item as it was: its name, HSN/SAC, unit and the unit's UQC and decimals. */
export interface KeptLine {
  item: string;
  hsnCode: string;
  unit: string;
  uqc: string;
  decimals: number | null;
}

/** The transporter as Part B of an e-way bill names it: its name and its GSTIN or enrolment ID. */
export interface KeptTransporter {
  name: string;
  id: string;
}

/** Everything a submitted document keeps; its lines' by line id. */
export interface KeptFacts {
  party: KeptParty | null;
  seller: KeptSeller;
  places: { supplierState: string | null; placeOfSupply: string | null; igstOnIntra?: true };
  lines: Record<string, KeptLine>;
  /** What each header field naming a record printed, by field key: the record's display (a transport's name). */
  shown: Record<string, string>;
  transporter: KeptTransporter | null;
  /** The partner its print names (PRINT_PARTNER_NAME, else the party PO_PRINT_PARTNER_ID names); null when none. */
  partner: string | null;
}

/** The organisation's or a branch's row as the masters hold it. */
export interface PremisesRecord {
  name?: string | null;
  legalName?: string | null;
  gstin?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  phone?: string | null;
  email?: string | null;
  bankName?: string | null;
  bankAccountNumber?: string | null;
  ifsc?: string | null;
  bankBranch?: string | null;
}

/** A party's address row as the party master holds it. */
export type PartyAddress = AddressLike & {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  pincode?: string | null;
};

/** The party's row as the party master holds it. */
export interface PartyRecord {
  companyName: string;
  gstin: string | null;
  gstRegistrationType?: string | null;
  phone?: string | null;
  email?: string | null;
  addresses: readonly PartyAddress[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: unknown): string | null => text(value) || null;

const keptAddress = (address: PartyAddress | undefined): KeptAddress | null =>
  address
    ? {
        line1: text(address.line1),
        line2: text(address.line2),
        city: text(address.city),
        pincode: text(address.pincode),
        state: orNull(address.state),
      }
    : null;

/** The party as a document keeps it: the billing address printed, the shipping one for the goods. */
export const keptParty = (party: PartyRecord): KeptParty => ({
  name: text(party.companyName),
  gstin: orNull(party.gstin),
  registration: registrationOf(party),
  state: partyState(party) ?? null,
  phone: text(party.phone),
  email: text(party.email),
  billing: keptAddress(billingAddressOf(party)),
  shipping: keptAddress(shippingAddressOf(party)),
});

/**
 * Our side of a document of a branch (issue 38): the branch's registered name, else the organisation's legal
 * name, else its name; the branch's GSTIN, else the organisation's; the branch's address where it has one,
 * else the organisation's; the state GST is reckoned from; the branch's bank. Without a branch, the
 * organisation's. Every print, file and return of the branch says the same.
 */
export function keptSeller(organisation: PremisesRecord, branch: PremisesRecord | undefined): KeptSeller {
  const premises = branch && text(branch.address) !== '' ? branch : organisation;
  return {
    name: text(branch?.legalName) || text(organisation.legalName) || text(organisation.name),
    gstin: orNull(branch?.gstin) ?? orNull(organisation.gstin),
    state: salesSupplierState(branch, organisation) ?? null,
    address: text(premises.address)
      .split(/\r?\n/)
      .map(text)
      .filter((line) => line !== ''),
    city: text(premises.city),
    pincode: text(premises.pincode),
    phone: text(premises.phone),
    email: text(premises.email),
    bank: {
      bankName: text(branch?.bankName),
      bankAccountNumber: text(branch?.bankAccountNumber),
      ifsc: text(branch?.ifsc),
      bankBranch: text(branch?.bankBranch),
    },
  };
}

/** A line's item as a document keeps it: the line's own HSN where it has one, else the item's. */
export const keptLine = (
  line: { hsnCode?: unknown },
  item: { name?: string | null; hsnCode?: string | null } | undefined,
  unit: { name?: string | null; uqc?: string | null; decimals?: number | null } | undefined,
): KeptLine => ({
  item: text(item?.name),
  hsnCode: text(line.hsnCode) || text(item?.hsnCode),
  unit: text(unit?.name),
  uqc: text(unit?.uqc),
  decimals: typeof unit?.decimals === 'number' ? unit.decimals : null,
});

/**
 * What the header fields naming a record show (a department's, machine's or transport's name, an order's
 * number), from a record read with its lookups; a field naming none is left out.
 */
export function keptShown(
  def: { fields: readonly FieldDef[] },
  row: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    def.fields.flatMap((field) => {
      if (!field.lookup) return [];
      const value = valueAt(row, columnPath(def, field.key));
      const shown = typeof value === 'number' ? String(value) : text(value);
      return shown === '' ? [] : [[field.key, shown]];
    }),
  );
}

/** The transporter as its master holds it; none when the document names none. */
export const keptTransporter = (
  transport: { name?: string | null; transporterId?: string | null } | null | undefined,
): KeptTransporter | null =>
  transport ? { name: text(transport.name), id: text(transport.transporterId) } : null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a stored document kept, once it was submitted; a draft (or one never kept) has none. */
export function keptFactsOf(row: Readonly<Record<string, unknown>>): KeptFacts | undefined {
  const { kept } = row;
  if (row.status === DOCUMENT_STATUS.DRAFT || !isObject(kept)) return undefined;
  return isObject(kept.seller) && isObject(kept.places) && isObject(kept.lines)
    ? (kept as unknown as KeptFacts)
    : undefined;
}
