import { SORT_PATTERN } from '@erp/domain';
import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { OUTSTANDING_SORTS, jobWorkOutstanding } from '../job-work/outstanding.ts';
import { whole } from './list-query.ts';
import { bodyId } from './stock-query.ts';

const sorts = OUTSTANDING_SORTS.join(', ');
const outstandingBody = z.object({
  partyId: bodyId('Job worker'),
  itemId: bodyId('Item'),
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(200, { error: 'Search must be at most 200 characters' })
    .nullish(),
  all: z.boolean({ error: 'All must be true or false' }).nullish(),
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 500),
  sort: z
    .string({ error: 'Sort must be a field name' })
    .regex(SORT_PATTERN, { error: 'Sort must be a field name, with - in front for descending' })
    .refine((sort) => (OUTSTANDING_SORTS as readonly string[]).includes(sort.replace(/^-/, '')), {
      error: `The list of job work still out sorts by one of ${sorts}`,
    })
    .nullish(),
});

/** The path of the list of what is still out with job workers, under the challan's API path (decision 1032). */
export const OUTSTANDING_PATH = 'getOutstandingList';

/**
 * Issue 18's job work call beside the engine's (decision 1032): `chemical/transfer-and-dispatch/
 * getOutstandingList` pages what is still out with each job worker, read with the challan's access.
 */
export function registerJobWorkRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const challans = documents.documents.get('jobWorkChallan');
  if (!challans) throw new Error('DOCUMENTS has no jobWorkChallan');
  const read = { kind: 'read', aclNames: challans.aclNames } as const;
  router.route('POST', `${challans.apiPath}/${OUTSTANDING_PATH}`, read, async (request, session) => {
    const body = parseWith(outstandingBody, request.body ?? {});
    const { rows, total } = await jobWorkOutstanding(database.db, session.caller, {
      page: body.page ?? 1,
      size: body.size ?? 10,
      partyId: body.partyId ?? undefined,
      itemId: body.itemId ?? undefined,
      q: body.q ?? undefined,
      sort: body.sort ?? undefined,
      all: body.all ?? undefined,
    });
    return okList(rows, total);
  });
}
