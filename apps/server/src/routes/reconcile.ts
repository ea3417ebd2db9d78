import { PERIOD_BACKWARDS, RESPONSE_CODES, periodInOrder, calendarDay } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ValidationFailure } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { department } from '../db/schema.ts';
import type { DocumentService } from '../documents/service.ts';
import { nextNumber } from '../documents/transitions.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { searchReconcileItems } from '../reconcile/figures.ts';
import { today } from '../core/today.ts';
import { whole } from './list-query.ts';
import { requiredId } from './stock-query.ts';

/** `searchItem`'s body (decision 1020): `{ departmentId, fromDate, toDate, search?, page?, size? }`. */
const searchBody = z
  .object({
    departmentId: requiredId('Department'),
    fromDate: calendarDay('Period from'),
    toDate: calendarDay('Period to'),
    search: z.string({ error: 'Search must be text' }).trim().max(200).nullish(),
    page: whole('Page', 1, 1_000_000),
    size: whole('Page size', 1, 500),
  })
  .refine((body) => periodInOrder(body.fromDate, body.toDate), {
    path: ['toDate'],
    error: PERIOD_BACKWARDS,
  });

const DEFAULT_SIZE = 20;

/**
 * Issue 18's material reconciliation calls beside the engine's (spec §7 `chemical/reconcile/…`), read
 * with the document's access (decision 1020): `searchItem`, the items a department moved in a period with
 * their figures, paged on the server; `getSlipNo/false`, the next slip number, not taken.
 */
export function registerReconcileRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const sheets = documents.documents.get('materialReconciliation');
  if (!sheets) throw new Error('DOCUMENTS has no materialReconciliation');
  const read = { kind: 'read', aclNames: sheets.aclNames } as const;
  router.route('POST', `${sheets.apiPath}/searchItem`, read, async (request, session) => {
    const body = parseWith(searchBody, request.body ?? {});
    const { caller } = session;
    const [known] = await database.db
      .select({ id: department.id })
      .from(department)
      .where(and(eq(department.orgId, caller.orgId), eq(department.id, body.departmentId)));
    if (!known)
      throw new ValidationFailure([
        {
          field: 'departmentId',
          code: RESPONSE_CODES.VALIDATION_FAILED,
          message: 'Choose a department of your organisation.',
        },
      ]);
    const page = await searchReconcileItems(database.db, caller, {
      departmentId: body.departmentId,
      from: body.fromDate,
      to: body.toDate,
      search: body.search ?? '',
      page: body.page ?? 1,
      size: body.size ?? DEFAULT_SIZE,
    });
    return okList(page.rows, page.totalCount);
  });
  router.route('GET', `${sheets.apiPath}/getSlipNo/false`, read, async (_request, session) =>
    ok({ number: await nextNumber(database.db, session.caller, sheets.def.series, today()) }),
  );
}
