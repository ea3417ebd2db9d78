/** What a header takes from its origin's header: the party and the terms it was agreed on. */
export const CHAIN_TERMS = [
  'partyId',
  'branchId',
  'placeOfSupply',
  'paymentTerms',
  'creditDays',
  'shipTo',
] as const;

export type ChainTerm = (typeof CHAIN_TERMS)[number];
