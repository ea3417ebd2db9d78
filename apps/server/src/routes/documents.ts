import {
  ACTION_RIGHTS,
  RESPONSE_CODES,
  isDocumentStatus,
  orderFillOf,
  switchedOff,
  type DocumentDef,
  type DocumentStatus,
  calendarDay,
} from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireRight } from '../auth/access.ts';
import type { Database } from '../db/client.ts';
import type { Access } from '../http/access.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import { idParams, listQuerySchema, lookupFilterOf, whole } from './list-query.ts';
import { printQuery } from './print-parameters.ts';
import { printLanguageOf } from '../print/words.ts';
import { amend, getRevision, listRevisions } from '../documents/amend.ts';
import { deleteLine } from '../documents/line-delete.ts';
import type { DocumentPrinter } from '../documents/print.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { createsDraft, type DocumentService } from '../documents/service.ts';
import { linesFromOrder } from '../billing/bill-match.ts';
import { originRecord, partyOf, prospectOf } from '../documents/origin.ts';
import { placesOf } from '../documents/taxes.ts';
import { transition, userTransitions } from '../documents/transitions.ts';
import { auditTrail } from '../resources/audit-trail.ts';
import { parseId, parseRecord } from '../resources/parse.ts';
import type { ListQuery } from '../stores/types.ts';

const day = (label: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), calendarDay(label).optional());

/** getAllByPartner of a document: page, size, q (number or party), sort, status, a date range from/to. */
const listQuery = listQuerySchema.extend({
  status: whole('Status', 0, 999).refine((value) => value === undefined || isDocumentStatus(value), {
    error: 'Status must be a document status',
  }),
  from: day('From date'),
  to: day('To date'),
  // A picker's documents of the party chosen on the form (decision 1426).
  partyId: whole('Party', 1, Number.MAX_SAFE_INTEGER),
});

/** The header fields the places of a draft follow (`{module}/places`); an id that is no id names nothing. */
const placesBody = z.object({
  partyId: z.number({ error: 'Party must be an id' }).int().positive().nullish(),
  branchId: z.number({ error: 'Branch must be an id' }).int().positive().nullish(),
  placeOfSupply: z.string({ error: 'Place of supply must be a state code' }).max(2).nullish(),
});

/** The places asked with the record the document starts from too (a quotation's funnel entry, decision 1840). */
const placesBodyOf = (def: DocumentDef) =>
  def.origin
    ? placesBody.extend({
        [def.origin.field]: z
          .number({ error: 'Choose the record it starts from' })
          .int()
          .positive()
          .nullish(),
      })
    : placesBody;

/** The order a bill is filled from (`{ purchaseOrderId }`). */
const orderBody = (field: string) =>
  z
    .object({ [field]: z.number({ error: 'Choose the purchase order' }).int().positive() })
    .transform((body) => ({ orderId: Number(body[field]) }));

/** An earlier revision in the path (`revision/12/1`). */
const revisionParams = z.object({ id: z.string(), revision: whole('Revision', 0, 999) });

/** A document number at the end of the path (`getRequestByRequestNumber/MR/2026-27/00001`). */
const numberParams = z.object({
  '*': z
    .string({ error: 'Give the document number' })
    .trim()
    .min(1, { error: 'Give the document number' })
    .max(40),
});

/** A list call's status in its path (`getPOByStatus/10`). */
const statusParams = z.object({ status: whole('Status', 0, 999) });

/**
 * The list query with its status and date conditions (the only statuses a list call shows, when it has them),
 * and a picker's `filter.` parameters (a note's invoices of its customer and branch, decision 1426).
 */
export function documentQuery(query: unknown, statuses?: readonly DocumentStatus[]): ListQuery {
  const { filter, rest } = lookupFilterOf(query);
  const { status, from, to, partyId, ...list } = parseWith(listQuery, rest);
  const conditions: SQL[] = [];
  if (status !== undefined) conditions.push(sql`t.status = ${status}`);
  if (statuses)
    conditions.push(
      sql`t.status IN (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (from) conditions.push(sql`t.date >= ${from}::date`);
  if (to) conditions.push(sql`t.date <= ${to}::date`);
  if (partyId !== undefined) conditions.push(sql`t.party_id = ${partyId}`);
  const cleaned = Object.fromEntries(Object.entries(list).filter(([, value]) => value !== undefined));
  return { ...cleaned, ...(filter ? { filter } : {}), conditions };
}

/** Who may read and write a document's calls; a document of a flow switched off refuses every call (decision 1233). */
export function documentAccess(resource: DocumentResource): { read: Access; write: Access } {
  const { feature } = resource.def;
  const gate = feature ? { feature: { key: feature, message: switchedOff(resource.def, feature) } } : {};
  return {
    read: { kind: 'read', aclNames: resource.aclNames, ...gate },
    write: { kind: 'write', aclNames: resource.aclNames, ...gate },
  };
}

/** The calls of issue 16 for one document, the same for every `DOCUMENTS` entry (decision 0807). */
export function registerDocumentRoutes(
  router: ApiRouter,
  database: Database,
  service: DocumentService,
  printer: DocumentPrinter,
  resource: DocumentResource,
): void {
  const path = resource.apiPath;
  const { read, write } = documentAccess(resource);

  const lists = [
    { path: 'getAllByPartner', statuses: undefined },
    ...resource.def.lists.map((list) => ({ path: list.path, statuses: list.statuses })),
  ];
  for (const list of lists) {
    router.route('GET', `${path}/${list.path}`, read, async (request, session) => {
      const query = documentQuery(request.query, list.statuses);
      const { rows, total, estimated } = await service.list(resource, session.caller, query);
      return okList(rows, total, estimated);
    });
  }
  const { statusList } = resource.def;
  if (statusList) {
    router.route('GET', `${path}/${statusList}/:status`, read, async (request, session) => {
      const { status } = parseWith(statusParams, request.params);
      if (status === undefined || !resource.def.statuses.includes(status as DocumentStatus))
        throw new ValidationFailure([
          {
            field: 'status',
            code: RESPONSE_CODES.VALIDATION_FAILED,
            message: `Status must be one of ${resource.def.statuses.join(', ')}`,
          },
        ]);
      const query = documentQuery(request.query, [status as DocumentStatus]);
      const { rows, total, estimated } = await service.list(resource, session.caller, query);
      return okList(rows, total, estimated);
    });
  }
  const { byNumber } = resource.def;
  if (byNumber) {
    // A number holds slashes (MR/2026-27/00001): the rest of the path is the number.
    router.route('GET', `${path}/${byNumber}/*`, read, async (request, session) => {
      const { '*': number } = parseWith(numberParams, request.params);
      const { rows } = await service.list(resource, session.caller, {
        page: 1,
        size: 1,
        conditions: [sql`t.number = ${number}`],
      });
      const found = rows[0];
      if (!found) throw new AppError(resource.notFoundCode);
      return ok(await service.get(resource, session.caller, Number(found.id)));
    });
  }
  router.route('GET', `audit/${resource.key}/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    // Decision 0830: a document the caller may not see (another user's, to a role without all records) has no trail.
    if (!(await resource.store.get(database.db, session.caller, id)))
      throw new AppError(resource.notFoundCode);
    const { page, size } = parseWith(listQuery, request.query);
    const { rows, total } = await auditTrail(database.db, resource, session.caller, id, { page, size });
    return okList(rows, total);
  });
  router.file('GET', `${path}/print/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    const given = parseWith(printQuery, request.query);
    // In the language of the user who prints it (decision 2090).
    const language = printLanguageOf(request.headers['accept-language']);
    const { fileName, pdf } = await printer.print(resource, session.caller, id, given, language);
    return { contentType: 'application/pdf', fileName, body: pdf };
  });
  // Our own call: where a draft's GST is due (supplier's state, place of supply) for the form's live taxes.
  router.route('POST', `${path}/places`, read, async (request, session) => {
    const asked: Record<string, unknown> = parseWith(placesBodyOf(resource.def), request.body);
    // Asked as the save places it: by the party of the record it starts from, else a prospect's state.
    const started = await originRecord(database.db, session.caller, resource.def, service.masters, asked);
    const header = { ...asked, partyId: partyOf(resource.def, started) ?? asked.partyId };
    const { places } = await placesOf(
      database.db,
      session.caller,
      resource.def,
      header,
      prospectOf(resource.def, started),
    );
    return ok({
      supplierState: places.supplierState ?? null,
      placeOfSupply: places.placeOfSupply ?? null,
      // IGST whatever the states (an SEZ party, issue 41): said only when so.
      ...(places.igstOnIntra ? { igstOnIntra: true } : {}),
    });
  });
  // A bill's fill from its order (decision 1442): what was accepted and not billed yet, at the order's price.
  const { match } = resource.def;
  if (match)
    router.route('POST', `${path}/linesFromOrder`, read, async (request, session) => {
      const { orderId } = parseWith(orderBody(match.headerField), request.body);
      return okList(await linesFromOrder(service, resource, session.caller, orderId));
    });
  // Amendment (decision 0860): the earlier revisions are read-only copies.
  router.route('POST', `${path}/amend`, write, async (request, session) => {
    await requireRight(database.db, session, resource, ACTION_RIGHTS.amend);
    return ok(await amend(service, resource, session.caller, request.body), 'Saved');
  });
  router.route('GET', `${path}/revisions/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    return okList(await listRevisions(service, resource, session.caller, id));
  });
  router.route('GET', `${path}/revision/:id/:revision`, read, async (request, session) => {
    const { id, revision } = parseWith(revisionParams, request.params);
    return ok(await getRevision(service, resource, session.caller, parseId(id), revision ?? 0));
  });
  // A draft's line removed by its id (decision 1622): spec §7 makes it a GET.
  const { deletesLine } = resource.def;
  if (deletesLine)
    router.route('GET', `${path}/${deletesLine}/:id`, write, async (request, session) => {
      const lineId = parseId(parseWith(idParams, request.params).id);
      return ok(await deleteLine(service, resource, session.caller, lineId), 'Deleted');
    });
  // The document it is made from (an inward's purchase order, a gate entry's: decision 2070), read to fill its
  // lines under its own write right: one who may enter an inward fills it from an order it may not open
  // (decision 1854).
  const from = resource.def.against?.document ?? orderFillOf(resource.def)?.document;
  const origin = from === undefined ? undefined : service.documents.get(from);
  if (origin)
    router.route('GET', `${path}/against/:id`, write, async (request, session) =>
      ok(await service.get(origin, session.caller, parseId(parseWith(idParams, request.params).id))),
    );
  // Spec §7 reads a document by id in its /v2 form too (`chemical/inward/v2/{id}`).
  for (const byId of [`${path}/:id`, `${path}/v2/:id`])
    router.route('GET', byId, read, async (request, session) =>
      ok(await service.get(resource, session.caller, parseId(parseWith(idParams, request.params).id))),
    );
  router.route('POST', `${path}/save`, write, async (request, session) => {
    // Decision 0830: creating needs the create right; saving a draft again needs writing only.
    if (createsDraft(parseRecord(request.body))) await requireRight(database.db, session, resource, 'create');
    return ok(await service.save(resource, session.caller, request.body), 'Saved');
  });
  router.route('POST', `${path}/update`, write, async (request, session) =>
    ok(await service.update(resource, session.caller, request.body), 'Updated'),
  );
  router.route('POST', `${path}/delete`, write, async (request, session) =>
    ok(await service.remove(resource, session.caller, request.body), 'Deleted'),
  );
  for (const { action, path: actionPath } of userTransitions(resource.def)) {
    router.route('POST', `${path}/${actionPath}`, write, async (request, session) => {
      await requireRight(database.db, session, resource, ACTION_RIGHTS[action]);
      return ok(await transition(service, resource, session.caller, action, request.body), 'Saved');
    });
  }
}
