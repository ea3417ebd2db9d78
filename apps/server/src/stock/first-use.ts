import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import type { Resource } from '../resources/resource.ts';
import type { DocumentService } from '../documents/service.ts';

/**
 * A place a document needs, made on its first use (the route's transit place, decision 1002; a job
 * worker's place, decision 1030): found, or made under an advisory lock on `key`, so two first documents
 * at once make one (the second waits, then finds the first's).
 */
export async function madeOnFirstUse(
  tx: Executor,
  caller: Caller,
  key: string,
  place: { find: () => Promise<number | undefined>; make: () => Promise<number> },
): Promise<number> {
  const existing = await place.find();
  if (existing !== undefined) return existing;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${caller.orgId}:${key}`}))`);
  return (await place.find()) ?? place.make();
}

/** The store of a master the engine writes to (a stock area, a location), audited like the user's saves. */
export function masterStore(service: DocumentService, key: string): Resource['store'] {
  const master = service.masters.get(key);
  if (!master) throw new Error(`no ${key} master`);
  return master.store;
}
