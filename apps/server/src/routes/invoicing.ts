import { RESPONSE_CODES } from '@erp/domain';
import { z } from 'zod';
import { ValidationFailure } from '../core/errors.ts';
import { anId, parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { dispatchLinesToBill, invoiceFromDispatches } from '../billing/billing-reads.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { whole } from './list-query.ts';

const MAX_ID = Number.MAX_SAFE_INTEGER;

const toBillQuery = z.object({
  partyId: whole('Customer', 1, MAX_ID),
  search: z.string().trim().max(100, { error: 'Search for at most 100 characters' }).optional(),
  page: whole('Page', 1, 1_000_000).optional(),
  size: whole('Page size', 1, 500).optional(),
});

const fillBody = z.object({
  dispatchIds: z
    .array(
      anId('A dispatch', 'A dispatch is named by its number id').pipe(
        z.number().max(MAX_ID, { error: 'A dispatch is named by its number id' }),
      ),
      {
        error: 'Choose the dispatches to bill',
      },
    )
    .min(1, { error: 'Choose the dispatches to bill' })
    .max(50, { error: 'Bill at most 50 dispatches on one invoice' }),
});

/**
 * The sales invoice's calls beside the engine's (decision 1404): the customer's dispatch lines left to bill,
 * paged for the picker, and the invoice's lines filled from the chosen dispatches.
 */
export function registerInvoicingRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const invoice = documents.documents.get('salesInvoice');
  if (!invoice) throw new Error('DOCUMENTS has no salesInvoice');
  const db = database.db;
  router.route(
    'GET',
    `${invoice.apiPath}/getDispatchLinesToBill`,
    { kind: 'read', aclNames: invoice.aclNames },
    async (request, session) => {
      const asked = parseWith(toBillQuery, request.query ?? {});
      if (asked.partyId === undefined)
        throw new ValidationFailure([
          { field: 'partyId', code: RESPONSE_CODES.VALIDATION_FAILED, message: 'Choose the customer first.' },
        ]);
      const { rows, total } = await dispatchLinesToBill(db, session.caller, {
        partyId: asked.partyId,
        ...(asked.search ? { search: asked.search } : {}),
        page: asked.page ?? 1,
        size: asked.size ?? 50,
      });
      return okList(rows, total);
    },
  );
  router.route(
    'POST',
    `${invoice.apiPath}/linesFromDispatches`,
    { kind: 'write', aclNames: invoice.aclNames },
    async (request, session) => {
      const { dispatchIds } = parseWith(fillBody, request.body ?? {});
      return ok(await invoiceFromDispatches(db, session.caller, [...new Set(dispatchIds)]));
    },
  );
}
