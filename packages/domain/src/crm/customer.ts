/**
 * A lead becoming a customer (decisions 1662, 2241): the billing address its party is given, from the lead's
 * address, city and state. A lead that knows none of them gives none; one that knows some needs all three,
 * since a party's billing address needs its first line, its city and its state (spec §8, 4404081).
 */

/** What the lead form says its Address is for. */
export const LEAD_ADDRESS_HINT = "Street and area: the customer's billing address once the lead becomes one.";

/** Why a lead that knows part of where it is does not become a customer yet, and how it gets through. */
export const LEAD_ADDRESS_NEEDED =
  "A customer's billing address needs the lead's Address, City and State: fill them in on the lead (CRM › Funnel), then make it a customer.";

/** A party's billing address, as the party master keeps it (its `addresses` rows). */
export interface BillingAddress {
  addressType: 'BILLING';
  line1: string;
  city: string;
  state: string;
  country: 'India';
  isDefault: true;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The addresses a lead's customer is given, or why it is not made yet. */
export type LeadAddresses = { addresses: BillingAddress[] } | { refused: string };

/**
 * The addresses a lead gives its customer: none when the lead knows none of its address, city and state;
 * refused (`LEAD_ADDRESS_NEEDED`) when it knows only some; else its billing address, whose first line is the
 * lead's Address (never its city, issue 56: "Rajkot / Rajkot" on the challan).
 */
export function leadAddresses(lead: Readonly<Record<string, unknown>>): LeadAddresses {
  const [line1, city, state] = [lead['address'], lead['city'], lead['state']].map(text);
  if (line1 === undefined && city === undefined && state === undefined) return { addresses: [] };
  if (line1 === undefined || city === undefined || state === undefined)
    return { refused: LEAD_ADDRESS_NEEDED };
  return { addresses: [{ addressType: 'BILLING', line1, city, state, country: 'India', isDefault: true }] };
}
