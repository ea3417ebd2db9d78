import { ORGANISATION_DETAILS_NEEDED, hasOrganisationDetails } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { conflict } from './refusals.ts';

/**
 * Every document prints its organisation as the seller (issue 56, decision 2243): none is saved before the
 * organisation has its name, GSTIN, state and address, refused (409) in words saying where they are filled. A
 * submit is refused so as it reads what the document keeps of its seller (`readFacts`), with no statement more.
 */
export async function checkOrganisationDetails(tx: Executor, caller: Caller): Promise<void> {
  const [organisation] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT name, gstin, state, address FROM organisation WHERE id = ${caller.orgId}`,
  );
  refuseWithoutDetails(organisation ?? null);
}

/** The refusal of a document whose organisation, as read, lacks any of its details. */
export function refuseWithoutDetails(organisation: Parameters<typeof hasOrganisationDetails>[0]): void {
  if (!hasOrganisationDetails(organisation)) throw conflict(ORGANISATION_DETAILS_NEEDED);
}
