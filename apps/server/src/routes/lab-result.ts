import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';
import { LAB_DOCUMENT, labResultsOf, recordLabResult } from '../stock/lab-result.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const labResultBody = z.object({
  id,
  lineId: id,
  readings: z
    .array(z.object({ parameterId: id, value: z.number().finite() }).strict())
    .max(200)
    .refine((readings) => new Set(readings.map((r) => r.parameterId)).size === readings.length, {
      message: 'A parameter is read once.',
    }),
  remarks: z.string().max(1000).nullish(),
});

const inwardParams = z.object({ inwardId: z.string() });

/**
 * The inward's lab result (issue 17 "Quality hold", decisions 0950–0952), with the inward's access:
 * `POST chemical/inward/labResult` records a pass or a fail of a held line (a pass releases its stock),
 * `GET chemical/inward/labResult/{inwardId}` the results of its lines and which are still held.
 */
export function registerLabResultRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const inward = documents.documents.get(LAB_DOCUMENT);
  if (!inward) return;
  const path = `${inward.apiPath}/labResult`;
  router.route('POST', path, { kind: 'write', aclNames: inward.aclNames }, async (request, session) => {
    const input = parseWith(labResultBody, request.body);
    const recorded = await database.transaction((tx) =>
      recordLabResult(tx, documents, session.caller, input),
    );
    return ok(recorded);
  });
  router.route(
    'GET',
    `${path}/:inwardId`,
    { kind: 'read', aclNames: inward.aclNames },
    async (request, session) => {
      const inwardId = parseId(parseWith(inwardParams, request.params).inwardId, 'Inward');
      return ok(await labResultsOf(database.db, documents, session.caller, inwardId));
    },
  );
}
