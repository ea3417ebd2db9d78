import { RESPONSE_CODES } from '@erp/domain';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { lastVendorCode, vendorCodeConflict } from '../stock/vendor-codes.ts';
import type { DocumentService } from '../documents/service.ts';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';

const id = (label: string) =>
  z
    .number({ error: `${label} must be an id` })
    .int({ error: `${label} must be an id` })
    .positive({
      error: `${label} must be an id`,
    });
const codeOf = z.object({ partyId: id('Supplier'), itemId: id('Item') });
const codeCheck = codeOf.extend({
  vendorCode: z
    .string({ error: 'Vendor code must be text' })
    .trim()
    .min(1, { error: 'Give the vendor code' })
    .max(40),
});

/**
 * Vendor codes of the inward (issue 17, decision 0931): `POST chemical/inward/getVendorCodeForInward`
 * `{ partyId, itemId }` the supplier's code for the item (null when none yet), and
 * `POST chemical/inward/checkVendorCode` `{ partyId, itemId, vendorCode }`: `true`, or refused (400, in
 * words) when the code names another item or another supplier's.
 */
export function registerVendorCodeRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const inward = documents.documents.get('inward');
  if (!inward) throw new Error('no inward document');
  const read = { kind: 'read', aclNames: inward.aclNames } as const;
  router.route('POST', 'chemical/inward/getVendorCodeForInward', read, async (request, session) =>
    ok(await lastVendorCode(database.db, session.caller, inward, parseWith(codeOf, request.body ?? {}))),
  );
  router.route('POST', 'chemical/inward/checkVendorCode', read, async (request, session) => {
    const check = parseWith(codeCheck, request.body ?? {});
    const problem = await vendorCodeConflict(database.db, session.caller, inward, check);
    if (problem) throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, problem);
    return ok(true);
  });
}
