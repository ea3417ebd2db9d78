import { z } from 'zod';
import { linesFromInvoice } from '../billing/notes.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';

const invoiceParams = z.object({ invoiceId: z.string() });

/**
 * The fill call of every note against an invoice (decision 1410), with the note's read access:
 * `{note}/linesFromInvoice/{invoiceId}` answers the invoice's header and its lines with what is left to credit.
 */
export function registerNoteRoutes(router: ApiRouter, database: Database, service: DocumentService): void {
  const notes = [...service.documents.values()].filter((resource) => resource.def.amends !== undefined);
  for (const resource of notes) {
    const read = { kind: 'read', aclNames: resource.aclNames } as const;
    router.route('GET', `${resource.apiPath}/linesFromInvoice/:invoiceId`, read, async (request, session) => {
      const invoiceId = parseId(parseWith(invoiceParams, request.params).invoiceId, 'Invoice');
      return ok(await linesFromInvoice(database.db, service, resource, session.caller, invoiceId));
    });
  }
}
