import { RESPONSE_CODES, calendarDay } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireRight } from '../auth/access.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database, Executor } from '../db/client.ts';
import { salesOrder } from '../db/schema.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { batchFromPlanLine } from '../planning/batches.ts';
import { activeBoms } from '../planning/needs.ts';
import { orderNeeds, planNeeds, raiseMaterialRequest } from '../planning/plans.ts';
import { parseId } from '../resources/parse.ts';
import { idParams } from './list-query.ts';
import { requiredId } from './stock-query.ts';

const raiseBody = z.object({
  id: requiredId('Plan'),
  departmentId: requiredId('Department'),
  requiredBy: calendarDay('Required By').nullish(),
});

const lineQuery = z.object({ lineId: z.string({ error: 'Plan line is required' }) });

const BOM_ACL = 'chemical/bom';

/** The caller's sales order, or 404 in words. */
async function requireOrder(ex: Executor, caller: Caller, id: number): Promise<void> {
  const [found] = await ex
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(eq(salesOrder.orgId, caller.orgId), eq(salesOrder.id, id)));
  if (!found) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'Sales order not found.');
}

/**
 * Issue 19's planning calls beside the engine's (decision 1160): the bills of material and their needs
 * against stock (`chemical/
 * bom/getAllBOMS`, `getBOMByItemType/{itemId}`, `getBOMListBySalesOrder/{id}`), a plan's needs
 * (`chemical/planning/getMaterialNeeds/{id}`) and its shortfall raised as a draft material request in one
 * step (`chemical/planning/raiseMaterialRequest`). Read with the planner's access or the record's own.
 */
export function registerPlanningRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const plans = documents.documents.get('planning');
  const orders = documents.documents.get('salesOrder');
  const requests = documents.documents.get('materialRequest');
  if (!plans || !orders || !requests)
    throw new Error('DOCUMENTS lacks planning, salesOrder or materialRequest');
  const planRead = { kind: 'read', aclNames: plans.aclNames } as const;
  const bomRead = { kind: 'read', aclNames: [BOM_ACL, ...plans.aclNames] } as const;

  router.route('GET', `${BOM_ACL}/getAllBOMS`, bomRead, async (_request, session) =>
    okList(await activeBoms(database.db, session.caller)),
  );
  router.route('GET', `${BOM_ACL}/getBOMByItemType/:id`, bomRead, async (request, session) => {
    const itemId = parseId(parseWith(idParams, request.params).id, 'Item');
    return okList(await activeBoms(database.db, session.caller, [itemId]));
  });
  router.route('GET', `${BOM_ACL}/getBOMListBySalesOrder/:id`, bomRead, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id, 'Sales order');
    await requireOrder(database.db, session.caller, id);
    return ok(await orderNeeds(database.db, session.caller, id));
  });

  router.route('GET', `${plans.apiPath}/getMaterialNeeds/:id`, planRead, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id, 'Plan');
    return ok(await planNeeds(database.db, documents, session.caller, id));
  });
  // Make Batch from Plan (decision 1352): the new batch a line makes, answered, not saved.
  router.route('GET', `${plans.apiPath}/getBatchFromPlan/:id`, planRead, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id, 'Plan');
    const lineId = parseId(parseWith(lineQuery, request.query ?? {}).lineId, 'Plan line');
    return ok(await batchFromPlanLine(database.db, documents, session.caller, { id, lineId }));
  });
  router.route(
    'POST',
    `${plans.apiPath}/raiseMaterialRequest`,
    { kind: 'write', aclNames: plans.aclNames },
    async (request, session) => {
      await requireRight(database.db, session, requests, 'create');
      const body = parseWith(raiseBody, request.body ?? {});
      const raised = await database.transaction((tx) =>
        raiseMaterialRequest(tx, documents, session.caller, {
          id: body.id,
          departmentId: body.departmentId,
          requiredBy: body.requiredBy ?? undefined,
        }),
      );
      return ok(raised, 'Saved');
    },
  );
}
