import { RESPONSE_CODES, leadAddresses } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { conflict } from '../documents/refusals.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Row } from '../stores/types.ts';

/** The party type a converted entry's party is given (decision 1662): the demo's and the spec's "Customer". */
export const CUSTOMER_PARTY_TYPE = 'Customer';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The id of the caller's party type named Customer (any case); without one the conversion says so. */
async function customerType(ex: Executor, partyType: Resource, caller: Caller): Promise<number> {
  const { rows } = await partyType.store.list(ex, caller, { q: CUSTOMER_PARTY_TYPE });
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

/**
 * The party a funnel entry becomes: a customer with its company, contact, phone, e-mail and its billing
 * address from its address, city and state (decision 2241); refused in words when it knows only part of that.
 */
function partyOf(entry: Row, partyTypeId: number): Record<string, unknown> {
  const where = leadAddresses(entry);
  if ('refused' in where) throw conflict(where.refused);
  return {
    companyName: entry['companyName'],
    partyTypeId,
    isCustomer: true,
    isSupplier: false,
    contactPerson: text(entry['contactPerson']),
    phone: text(entry['phone']),
    email: text(entry['email']),
    active: true,
    addresses: where.addresses,
  };
}

/**
 * A funnel entry, read and locked in `tx`, made a customer there: the party master's own save (its checks,
 * duplicates and audit), then the entry naming it. Answers the entry as written. The entry's Convert to
 * Customer and a lead's quotation accepted (decision 2242) both make their customer by it.
 */
export async function makeCustomer(
  tx: Executor,
  service: ResourceService,
  caller: Caller,
  entry: Row,
): Promise<Row> {
  const partyTypeId = await customerType(tx, service.resource('partyType'), caller);
  const made = await service.createIn(tx, service.resource('party'), caller, partyOf(entry, partyTypeId));
  return service.updateIn(tx, service.resource('funnel'), caller, {
    id: entry.id,
    version: entry.version,
    partyId: made.id,
  });
}

/** A funnel entry of the caller's organisation, read and locked in `tx`; not found is a 404. */
export async function lockedEntry(
  tx: Executor,
  service: ResourceService,
  caller: Caller,
  id: number,
): Promise<Row> {
  const funnel = service.resource('funnel');
  const entry = await funnel.store.get(tx, caller, id, { lock: true });
  if (!entry) throw new AppError(funnel.notFoundCode);
  return entry;
}

/**
 * "Convert to Customer" (decision 1662): a funnel entry without a party becomes a party in one transaction
 * and names it; an entry that already has one is refused (409), as is a stale version when one is sent.
 */
export function convertToCustomer(
  database: Database,
  service: ResourceService,
  caller: Caller,
  id: number,
  version: number | undefined,
): Promise<Row> {
  return database.transaction(async (tx) => {
    const entry = await lockedEntry(tx, service, caller, id);
    if (entry['partyId'] !== null && entry['partyId'] !== undefined)
      throw conflict('This funnel entry is already a customer: it is linked to its party.');
    if (version !== undefined && version !== entry.version) throw new AppError(RESPONSE_CODES.STALE_VERSION);
    return makeCustomer(tx, service, caller, entry);
  });
}
