import { z } from 'zod';
import { anId, parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { bomBatchDetails, uniqueBatchNumber } from '../production/details.ts';
import { granuleLots, mouldBatchDetails, mouldsByName } from '../production/moulds.ts';
import { requiredId } from './stock-query.ts';

const bomBody = z.object({
  bomId: requiredId('Bill of Material'),
  batchSize: z
    .number({ error: 'Batch Size must be a number' })
    .positive({ error: 'Batch Size must be more than 0' })
    .max(1e9, { error: 'Batch Size is too large' }),
});
const idParams = (label: string) => z.object({ id: anId(label) });
const itemParams = idParams('Item');
const mouldBody = z.object({
  mouldId: requiredId('Mould'),
  lotNumber: z
    .string({ error: 'Lot Number must be text' })
    .trim()
    .min(1, { error: 'Give the granule lot' })
    .max(40, { error: 'Lot Number must be at most 40 characters' }),
  shots: z
    .number({ error: 'Shots must be a number' })
    .int({ error: 'Shots must be a whole number' })
    .positive({ error: 'Shots must be more than 0' })
    .max(100_000_000, { error: 'Shots is too large' }),
});

/**
 * Issue 19's production batch calls beside the engine's (decision 1102), read with the batch's access:
 * `getInputOutputDetailsByBOM` (a BOM scaled to a batch size, with the stock of each item) and
 * `getUniqueBatchNumber/{itemId}` (the next batch number of an output item); for the lot-wise batch,
 * `getLotNumbersByMouldId/{mouldId}`, `getInputOutputDetailsByLotNumberAndMould` and, with the mould
 * master's access, `chemical/mould/getMouldByMouldName/{mouldNameId}` (decision 1105).
 */
export function registerProductionRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const batches = documents.documents.get('productionBatch');
  if (!batches) throw new Error('DOCUMENTS has no productionBatch');
  const read = { kind: 'read', aclNames: batches.aclNames } as const;
  router.route('POST', `${batches.apiPath}/getInputOutputDetailsByBOM`, read, async (request, session) =>
    ok(await bomBatchDetails(database.db, session.caller, parseWith(bomBody, request.body ?? {}))),
  );
  router.route('GET', `${batches.apiPath}/getUniqueBatchNumber/:id`, read, async (request, session) => {
    const { id } = parseWith(itemParams, request.params);
    return ok({ batchNumber: await uniqueBatchNumber(database.db, session.caller, id, new Date()) });
  });
  router.route('GET', `${batches.apiPath}/getLotNumbersByMouldId/:id`, read, async (request, session) => {
    const { id } = parseWith(idParams('Mould'), request.params);
    const lots = await granuleLots(database.db, session.caller, id);
    return okList(lots, lots.length);
  });
  router.route(
    'POST',
    `${batches.apiPath}/getInputOutputDetailsByLotNumberAndMould`,
    read,
    async (request, session) =>
      ok(await mouldBatchDetails(database.db, session.caller, parseWith(mouldBody, request.body ?? {}))),
  );
  const moulds = { kind: 'read', aclNames: ['chemical/mould'] } as const;
  router.route('GET', 'chemical/mould/getMouldByMouldName/:id', moulds, async (request, session) => {
    const { id } = parseWith(idParams('Mould Name'), request.params);
    const rows = await mouldsByName(database.db, session.caller, id);
    return okList(rows, rows.length);
  });
}
