import type { GstRegistrationType } from '../documents/places.ts';
import { OTHER_COUNTRY } from './gstr1.ts';

/**
 * Rule 46 of the CGST Rules 2017 (tax invoice), its proviso on exports as substituted by notification
 * 17/2017-Central Tax of 27 July 2017 (the CGST (Fourth Amendment) Rules 2017, paragraph 2(iv)): "Provided
 * also that in the case of the export of goods or services, the invoice shall carry an endorsement “SUPPLY
 * MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX”
 * or “SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR
 * LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX”, as the case may be". The words as the rule writes
 * them (decision 2213; the sources and their dates there and in decision 1970's table).
 */
export const RULE_46_ENDORSEMENTS = {
  withTax:
    'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX',
  withoutTax:
    'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
} as const;

/** What an invoice's endorsement is read from: its own facts as it kept them. */
export interface EndorsedInvoice {
  /** Its place of supply's state code; 96 abroad. */
  placeOfSupply: string | null | undefined;
  /** How its buyer was registered when it was issued. */
  registration: GstRegistrationType | null | undefined;
  /** Its IGST, in rupees: above zero on payment of integrated tax, none under bond or LUT. */
  igst: number;
}

/**
 * Issue 56: "Rule 46's endorsements on export and SEZ invoices (with or without payment of IGST, from the
 * invoice's own facts)" (decision 2213). An export (its place of supply abroad) or a supply to an SEZ unit or
 * developer is endorsed on payment of integrated tax where it charged IGST, under bond or letter of
 * undertaking where it charged none (as GSTR-1's WPAY/WOPAY and the e-invoice's SupTyp read it); any other
 * invoice carries none.
 */
export function rule46Endorsement(invoice: EndorsedInvoice): string | undefined {
  if (invoice.placeOfSupply !== OTHER_COUNTRY && invoice.registration !== 'SEZ') return undefined;
  return invoice.igst > 0 ? RULE_46_ENDORSEMENTS.withTax : RULE_46_ENDORSEMENTS.withoutTax;
}
