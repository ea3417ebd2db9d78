import type { DocumentArea } from '../documents/registry.ts';
import { lockedEntry, makeCustomer } from './convert.ts';

/** The master whose records are leads: a quotation's origin (decision 1620). */
const FUNNEL = 'funnel';

/**
 * What the CRM does with documents (decision 2130): a lead's quotation accepted makes the lead its customer,
 * as the lead's Convert to Customer does, in the accept's transaction; a lead that became one meanwhile (the
 * entry locked, then read) gives the customer it became, so no lead is made a customer twice (decision 2242).
 */
export const crmArea: DocumentArea = {
  name: 'crm',
  partyFromOrigin: async (tx, service, caller, origin) => {
    if (origin.module !== FUNNEL) return undefined;
    const entry = await lockedEntry(tx, service.records, caller, origin.id);
    const party = entry['partyId'];
    if (typeof party === 'number') return party;
    const converted = await makeCustomer(tx, service.records, caller, entry);
    return Number(converted['partyId']);
  },
};
