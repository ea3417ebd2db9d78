import { INDIAN_STATES, RETIRED_STATE_CODES } from '../catalogue/formats.ts';

/** Where GST is due (decision 0802): the supplier's state and the place of supply, as GST state codes. */

/** A GST state code of `INDIAN_STATES` ('27'). */
export const isStateCode = (code: unknown): code is string =>
  INDIAN_STATES.some((state) => state.code === code);

/**
 * The state of a GSTIN: its first two digits, a retired code read as its state of today (25 → 26,
 * 28 → 37); undefined without a GSTIN or for a code of no state (the Centre's 99).
 */
export function stateOfGstin(gstin: string | null | undefined): string | undefined {
  const code = (gstin ?? '').trim().slice(0, 2);
  const state = RETIRED_STATE_CODES[code] ?? code;
  return isStateCode(state) ? state : undefined;
}

/** What the rules read of an address row (the party master's addresses). */
export interface AddressLike {
  addressType?: string | null;
  state?: string | null;
  isDefault?: boolean | null;
}

/**
 * How a party is registered under GST (issue 41): a regular or composition taxpayer, an unregistered person,
 * a unit or developer in a special economic zone, a buyer abroad, or a buyer whose supplies are deemed exports
 * (an export-oriented unit, an advance authorisation). The e-invoice's supply type and GSTR-1's invoice type
 * follow from it, and a supply to an SEZ is taxed as one across states.
 */
export const GST_REGISTRATION_TYPES = [
  'REGULAR',
  'COMPOSITION',
  'UNREGISTERED',
  'SEZ',
  'OVERSEAS',
  'DEEMED_EXPORT',
] as const;
export type GstRegistrationType = (typeof GST_REGISTRATION_TYPES)[number];

/** What the rules read of a party. */
export interface PartyLike {
  gstin?: string | null;
  addresses?: readonly AddressLike[] | null;
  /** Its registration as chosen on the master; none read from its GSTIN and state (`registrationOf`). */
  gstRegistrationType?: string | null;
}

/** What the rules read of a branch or the organisation: its GSTIN and its own address's state. */
export interface PremisesLike {
  gstin?: string | null;
  state?: string | null;
}

const stateOf = (address: AddressLike | undefined): string | undefined =>
  isStateCode(address?.state) ? address.state : undefined;

/** The rows of one address type, the one marked default first (decision 0515's billing address). */
function addressesOfType<A extends AddressLike>(
  party: { addresses?: readonly A[] | null },
  type: string,
): A[] {
  const rows = (party.addresses ?? []).filter((row) => row.addressType === type);
  return [...rows.filter((row) => row.isDefault === true), ...rows.filter((row) => row.isDefault !== true)];
}

/** A party's billing address (decision 0515): the billing row marked default, else the first one. */
export const billingAddressOf = <A extends AddressLike>(party: {
  addresses?: readonly A[] | null;
}): A | undefined => addressesOfType(party, 'BILLING')[0];

/** A party's shipping address: the shipping row marked default, else the first one. */
export const shippingAddressOf = <A extends AddressLike>(party: {
  addresses?: readonly A[] | null;
}): A | undefined => addressesOfType(party, 'SHIPPING')[0];

/** A party's state: its GSTIN's, else (a party without GSTIN) its billing address's. */
export const partyState = (party: PartyLike): string | undefined =>
  stateOfGstin(party.gstin) ?? stateOf(billingAddressOf(party));

/** A branch's or the organisation's state: its own address's, else its GSTIN's. */
const premisesState = (premises: PremisesLike | null | undefined): string | undefined =>
  isStateCode(premises?.state) ? premises.state : stateOfGstin(premises?.gstin);

/** The states a document's taxes are worked out from. */
export interface Places {
  supplierState: string | undefined;
  placeOfSupply: string | undefined;
  /**
   * IGST whatever the states: a supply to a special economic zone is a supply across states (IGST Act,
   * section 7(5)(b)), so an SEZ unit in the supplier's own state pays IGST (the e-invoice's `IgstOnIntra`).
   */
  igstOnIntra?: boolean;
}

/** A supply to this registration pays IGST whatever the states: an SEZ's (IGST Act, section 7(5)(b)). */
export const igstWithinState = (registration: GstRegistrationType | undefined): boolean =>
  registration === 'SEZ';

/** A party's registration: the one chosen on its master, else registered with a GSTIN, else unregistered. */
export function registrationOf(party: PartyLike): GstRegistrationType {
  const chosen = GST_REGISTRATION_TYPES.find((type) => type === party.gstRegistrationType);
  if (chosen) return chosen;
  return (party.gstin ?? '').trim() === '' ? 'UNREGISTERED' : 'REGULAR';
}

/**
 * Issue 16: "On a purchase order the supplier is the party (its GSTIN's state) and the place of supply
 * is our receiving branch's state".
 */
export const purchaseOrderPlaces = (
  supplier: PartyLike,
  branch: PremisesLike | null | undefined,
): Places => ({
  supplierState: partyState(supplier),
  placeOfSupply: premisesState(branch),
});

/**
 * Issue 16: "on a sales order the supplier is our dispatching branch (its GSTIN, else the organisation's)".
 * Without either GSTIN, the branch's address, else the organisation's.
 */
export const salesSupplierState = (
  branch: PremisesLike | null | undefined,
  organisation: PremisesLike | null | undefined,
): string | undefined =>
  stateOfGstin(branch?.gstin) ??
  stateOfGstin(organisation?.gstin) ??
  premisesState(branch) ??
  premisesState(organisation);

/**
 * Issue 16: the sales order's place of supply is "the state of the ship-to address chosen on the order
 * (default: the customer's first shipping address, else its billing address, else its GSTIN's state)".
 */
export const salesPlaceOfSupply = (customer: PartyLike, shipTo?: AddressLike | null): string | undefined =>
  stateOf(shipTo ?? undefined) ??
  stateOf((customer.addresses ?? []).find((row) => row.addressType === 'SHIPPING')) ??
  stateOf(addressesOfType(customer, 'BILLING')[0]) ??
  stateOfGstin(customer.gstin);

export const salesOrderPlaces = (
  customer: PartyLike,
  branch: PremisesLike | null | undefined,
  organisation: PremisesLike | null | undefined,
  shipTo?: AddressLike | null,
): Places => ({
  supplierState: salesSupplierState(branch, organisation),
  placeOfSupply: salesPlaceOfSupply(customer, shipTo),
  ...(igstWithinState(registrationOf(customer)) ? { igstOnIntra: true } : {}),
});

/**
 * A prospect's (decision 1620: a funnel entry not yet a party, decision 1840): the supplier is the branch as
 * on a sales order, and the place of supply the prospect's own state, else the branch's.
 */
export const prospectPlaces = (
  state: unknown,
  branch: PremisesLike | null | undefined,
  organisation: PremisesLike | null | undefined,
): Places => ({
  supplierState: salesSupplierState(branch, organisation),
  placeOfSupply: isStateCode(state) ? state : premisesState(branch),
});

/**
 * GST of one state: CGST and SGST; across states (or to an SEZ, `igstOnIntra`): IGST. Unknown states are
 * taken as across states.
 */
export const isInterState = ({ supplierState, placeOfSupply, igstOnIntra }: Places): boolean =>
  igstOnIntra === true ||
  supplierState === undefined ||
  placeOfSupply === undefined ||
  supplierState !== placeOfSupply;
