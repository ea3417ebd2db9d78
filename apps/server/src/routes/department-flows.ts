import { z } from 'zod';
import { anId, parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { dispatchReady } from '../dispatch/dispatch-flow.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';

const orderParams = z.object({ salesOrderId: anId('Sales order') });

/**
 * The inter-department transfer's call beside the engine's (decision 1042), read with its access:
 * `erp/cbl-to-cbl/getDispatchReady/{salesOrderId}`, what of a sales order has reached the dispatch area.
 */
export function registerDepartmentFlowRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const transfers = documents.documents.get('departmentTransfer');
  if (!transfers) throw new Error('DOCUMENTS has no departmentTransfer');
  const read = { kind: 'read', aclNames: transfers.aclNames } as const;
  router.route(
    'GET',
    `${transfers.apiPath}/getDispatchReady/:salesOrderId`,
    read,
    async (request, session) => {
      const { salesOrderId } = parseWith(orderParams, request.params);
      return ok(await dispatchReady(database.db, session.caller, salesOrderId));
    },
  );
}
