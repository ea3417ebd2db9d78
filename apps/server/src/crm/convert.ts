import { RESPONSE_CODES } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import { conflict } from '../documents/refusals.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Row } from '../stores/types.ts';

/** The party type a converted entry's party is given (decision 1662): the demo's and the spec's "Customer". */
export const CUSTOMER_PARTY_TYPE = 'Customer';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The id of the caller's party type named Customer (any case); without one the conversion says so. */
async function customerType(database: Database, partyType: Resource, caller: Caller): Promise<number> {
  const { rows } = await partyType.store.list(database.db, caller, { q: CUSTOMER_PARTY_TYPE });
  const named = rows.find(
    (row) =>
      String(row['name'] ?? '')
        .trim()
        .toLowerCase() === CUSTOMER_PARTY_TYPE.toLowerCase(),
  );
  if (!named)
    throw conflict(
      `There is no party type named "${CUSTOMER_PARTY_TYPE}": add it under Party Type, then convert the entry.`,
    );
  return named.id;
}

/** The party a funnel entry becomes: a customer with its company, contact, phone, e-mail, city and state. */
function partyOf(entry: Row, partyTypeId: number): Record<string, unknown> {
  const city = text(entry['city']);
  const state = text(entry['state']);
  return {
    companyName: entry['companyName'],
    partyTypeId,
    isCustomer: true,
    isSupplier: false,
    contactPerson: text(entry['contactPerson']),
    phone: text(entry['phone']),
    email: text(entry['email']),
    active: true,
    // A party's address needs its first line: the entry knows only the city, which stands for it.
    addresses:
      city && state
        ? [{ addressType: 'BILLING', line1: city, city, state, country: 'India', isDefault: true }]
        : [],
  };
}

/**
 * "Convert to Customer" (decision 1662): a funnel entry without a party becomes a party in one transaction
 * (the party master's own save: its checks, duplicates and audit) and names it; an entry that already has
 * one is refused (409), as is a stale version when one is sent.
 */
export async function convertToCustomer(
  database: Database,
  service: ResourceService,
  caller: Caller,
  id: number,
  version: number | undefined,
): Promise<Row> {
  const funnel = service.resource('funnel');
  const party = service.resource('party');
  const partyTypeId = await customerType(database, service.resource('partyType'), caller);
  return database.transaction(async (tx) => {
    const entry = await funnel.store.get(tx, caller, id, { lock: true });
    if (!entry) throw new AppError(funnel.notFoundCode);
    if (entry['partyId'] !== null && entry['partyId'] !== undefined)
      throw conflict('This funnel entry is already a customer: it is linked to its party.');
    if (version !== undefined && version !== entry.version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    const made = await service.createIn(tx, party, caller, partyOf(entry, partyTypeId));
    return service.updateIn(tx, funnel, caller, { id, version: entry.version, partyId: made.id });
  });
}
