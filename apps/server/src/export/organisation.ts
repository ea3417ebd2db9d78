import { eq } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import type { Executor } from '../db/client.ts';
import { organisation } from '../db/schema.ts';

/** The caller's organisation's name, as an export's heading names it. */
export async function organisationName(ex: Executor, caller: Caller): Promise<string> {
  const [org] = await ex
    .select({ name: organisation.name })
    .from(organisation)
    .where(eq(organisation.id, caller.orgId));
  return org?.name ?? '';
}
