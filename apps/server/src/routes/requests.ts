import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { requestedAgainstOrder } from '../requests/requested.ts';
import { requiredId } from './stock-query.ts';

const orderItemBody = z.object({
  salesOrderId: requiredId('Sales order'),
  itemId: requiredId('Item'),
});

/**
 * Issue 18's material request calls beside the engine's (spec §7 `chemical/requestApproval/…`), read with
 * the request's access: `getSOQuantityAndRequestedQuantity` (decision 1000).
 */
export function registerRequestRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const requests = documents.documents.get('materialRequest');
  if (!requests) throw new Error('DOCUMENTS has no materialRequest');
  const read = { kind: 'read', aclNames: requests.aclNames } as const;
  router.route(
    'POST',
    `${requests.apiPath}/getSOQuantityAndRequestedQuantity`,
    read,
    async (request, session) => {
      const { salesOrderId, itemId } = parseWith(orderItemBody, request.body);
      return ok(await requestedAgainstOrder(database.db, session.caller, salesOrderId, itemId));
    },
  );
}
