import { headerOrigin, lineOrigins } from '@erp/domain';
import type { Database } from '../db/client.ts';
import { originTermsOf } from '../documents/chain.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseRecord } from '../resources/parse.ts';
import { documentAccess } from './documents.ts';

/**
 * `POST {apiPath}/originTerms` of every document made from another (decision 2020): the terms its draft
 * takes from its origin as its save fills them, for the form to show once the origin is chosen (a bill's
 * branch and place of supply from its purchase order).
 */
export function registerOriginTermsRoute(
  router: ApiRouter,
  database: Database,
  service: DocumentService,
  resource: DocumentResource,
): void {
  if (!headerOrigin(resource.def) && lineOrigins(resource.def).length === 0) return;
  const { read } = documentAccess(resource);
  router.route('POST', `${resource.apiPath}/originTerms`, read, async (request, session) => {
    const draft = parseRecord(request.body);
    return ok(await originTermsOf(database.db, service.documents, session.caller, resource.def, draft));
  });
}
