import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import type { Session } from '../auth/access.ts';
import type { Access } from '../http/access.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseWith } from '../core/parse.ts';
import { documentLabels, documentOfLine, qrOf, type DocumentLabels, type Label } from '../labels/labels.ts';
import { placeLabels } from '../labels/places.ts';
import type { ResourceService } from '../resources/service.ts';
import { GENERIC_MODULES } from '../resources/tables.ts';
import { labelCodes, renderLabels } from '../work/renders.ts';
import { parseId } from '../resources/parse.ts';
import { printLanguageOf } from '../print/words.ts';
import { idParams } from './list-query.ts';

const itemLineParams = z.object({ itemId: z.string(), detailId: z.string() });

/** The sheet's file name: `Labels GRN_2026-27_00001.pdf` (a file name holds no slash). */
const labelsFileName = (documentNumber: string, extension = 'pdf'): string =>
  `Labels ${documentNumber.replace(/[\\/]/g, '_')}.${extension}`;

/**
 * Issue 17's QR labels (spec §7, decision 0941) for every document that brings stock in (an inward) or
 * packs it into parcels (a packaging, decision 1141),
 * each call registered under the document's key with the document's read access:
 * `chemical/label/{type}/{id}` the PDF sheet, `chemical/label/{type}/{id}/zpl` the same labels in ZPL
 * (decision 1721), `chemical/qrCode/{type}/{id}` the QR codes as data,
 * `chemical/qrCode/getQrByItem/{type}/{itemId}/{detailId}` the one label of a line of that item.
 */
export function registerLabelRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
  masters: ResourceService,
  publicAddress?: string,
): void {
  const site = siteAddress(publicAddress);
  const receiving = [...documents.documents.values()].filter(
    (resource) => resource.def.posting?.direction === 'in' || resource.def.posting?.packs !== undefined,
  );
  for (const resource of receiving) register(router, database, resource, site);
  // Issue 58 (decision 2311): the masters whose records the floor scans, through the same calls.
  for (const module of GENERIC_MODULES) {
    const kind = module.scanLabel;
    if (!kind) continue;
    const resource = masters.resource(module.key);
    registerSheet(router, module.key, { kind: 'read', aclNames: resource.aclNames }, (request, session, id) =>
      placeLabels(database.db, session.caller, resource, kind, id, site(request)),
    );
  }
}

/**
 * The site's address a label's QR holds (decision 2080): the one configured (PUBLIC_ADDRESS), else the one
 * the user printing it reached the server at.
 */
export const siteAddress =
  (publicAddress: string | undefined) =>
  (request: Pick<FastifyRequest, 'protocol' | 'host'>): string =>
    publicAddress ?? `${request.protocol}://${request.host}/`;

/** What a sheet's labels are read by: the request, its session and the record's id. */
type LabelsOf = (request: FastifyRequest, session: Session, id: number) => Promise<DocumentLabels>;

/** `chemical/label/{type}/{id}` (PDF), its `/zpl`, and `chemical/qrCode/{type}/{id}` of `labelsOf`. */
function registerSheet(router: ApiRouter, type: string, read: Access, labelsOf: LabelsOf): void {
  const idOf = (request: FastifyRequest) => parseId(parseWith(idParams, request.params).id);
  router.file('GET', `chemical/label/${type}/:id`, read, async (request, session) => {
    const labels = await labelsOf(request, session, idOf(request));
    const language = printLanguageOf(request.headers['accept-language']);
    return {
      contentType: 'application/pdf',
      fileName: labelsFileName(labels.documentNumber),
      body: await renderLabels({ ...labels, language }, 'pdf'),
    };
  });
  // The same labels for a 4-inch thermal printer (decision 1721).
  router.file('GET', `chemical/label/${type}/:id/zpl`, read, async (request, session) => {
    const labels = await labelsOf(request, session, idOf(request));
    return {
      contentType: 'application/zpl; charset=utf-8',
      fileName: labelsFileName(labels.documentNumber, 'zpl'),
      body: await renderLabels(labels, 'zpl'),
    };
  });
  router.route('GET', `chemical/qrCode/${type}/:id`, read, async (request, session) => {
    const { labels } = await labelsOf(request, session, idOf(request));
    return okList(await labelCodes(labels));
  });
}

function register(
  router: ApiRouter,
  database: Database,
  resource: DocumentResource,
  siteOf: (request: FastifyRequest) => string,
): void {
  const type = resource.def.key;
  const read: Access = { kind: 'read', aclNames: resource.aclNames };
  registerSheet(router, type, read, (request, session, id) =>
    documentLabels(database.db, session.caller, resource, id, siteOf(request)),
  );
  router.route(
    'GET',
    `chemical/qrCode/getQrByItem/${type}/:itemId/:detailId`,
    read,
    async (request, session) => {
      const params = parseWith(itemLineParams, request.params);
      const filter = { itemId: parseId(params.itemId, 'Item'), lineId: parseId(params.detailId, 'Line') };
      const id = await documentOfLine(database.db, session.caller, resource, filter.lineId);
      const { labels } = await documentLabels(
        database.db,
        session.caller,
        resource,
        id,
        siteOf(request),
        filter,
      );
      // Never empty: a line without its label is refused above.
      return ok(await qrOf(labels[0] as Label));
    },
  );
}
