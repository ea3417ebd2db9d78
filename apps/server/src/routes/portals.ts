import { RESPONSE_CODES } from '@erp/domain';
import { z } from 'zod';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import {
  ewayBillAnswer,
  irnAnswer,
  irnResponseFile,
  writeAnswer,
  type IrnAnswer,
} from '../invoicing/answers.ts';
import { eInvoiceOf, ewayBillFileOf, multiVehicleFileOf } from '../invoicing/portal-files.ts';
import { E_INVOICE_PROVIDERS, fileNameOf } from '../invoicing/provider.ts';
import { saveVehicles, vehiclesOf } from '../invoicing/vehicles.ts';
import { parseId } from '../resources/parse.ts';
import { configValues } from '../stores/sys-config.ts';
import { idParams } from './list-query.ts';

/**
 * Issue 20: the e-invoice is for an organisation above ₹5 crore of turnover, which says so (decisions 1420,
 * 1806): the law's test is a PAN's aggregate turnover of any year since 2017-18, which the switch declares.
 */
const E_INVOICE_GATE = {
  key: 'E_INVOICE',
  message:
    'E-invoicing is off for this organisation (system config E_INVOICE): it applies once the aggregate turnover of a financial year since 2017-18 passed ₹5 crore.',
};
const PROVIDER_KEY = 'E_INVOICE_PROVIDER';

/** One file of at most this many documents (the portal's bulk upload takes a day's dispatches). */
const MOST_PER_FILE = 100;

const documentIds = z
  .object({
    ids: z
      .array(z.number({ error: 'Each id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER), {
        error: 'ids must be a list of invoice ids',
      })
      .min(1, { error: 'Choose at least one invoice' })
      .max(MOST_PER_FILE, { error: `Choose at most ${MOST_PER_FILE} invoices for one file` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'An invoice is chosen once' }),
  })
  .strict();

const vehicleLoads = z
  .array(
    z
      .object({
        vehicleNumber: z.string({ error: 'Vehicle number is required' }).trim().max(20),
        quantity: z.number({ error: 'Quantity must be a number' }).finite(),
      })
      .strict(),
    { error: 'Send the vehicles as a list of { vehicleNumber, quantity }' },
  )
  .max(20, { error: 'At most 20 vehicles' });

const IRN_FIELDS = (answer: IrnAnswer) => ({
  irn: answer.irn,
  ackNumber: answer.ackNumber,
  ackDate: answer.ackDate,
  signedQrCode: answer.signedQrCode,
});

/** A JSON file, sent as an attachment: the client tells it from a refusal's envelope by that (decision 1420). */
const JSON_FILE = 'application/json';

/**
 * Issue 20's files for the GST portals and their answers, for every document declaring `portals` (decisions
 * 1420–1422), under its API path: `eInvoice/{id}` (the JSON), `saveIrn/{id}`, `importIrn/{id}` (the portal's
 * response file), `generateIrn/{id}` (through the provider of E_INVOICE_PROVIDER), `ewayBill` {ids} (the bulk
 * upload file), `saveEwayBill/{id}`, `vehicles/{id}` (a consignment split across vehicles) and
 * `multiVehicle/{id}` (the e-way bill system's requests of that split, decision 1805).
 */
export function registerPortalRoutes(
  router: ApiRouter,
  database: Database,
  service: DocumentService,
  filesDir: string,
): void {
  for (const resource of service.documents.values()) {
    if (resource.def.portals?.eInvoice) registerEInvoice(router, database, service, resource, filesDir);
    if (resource.def.portals?.ewayBill) registerEwayBill(router, database, service, resource);
  }
}

const idOf = (params: unknown, resource: DocumentResource) =>
  parseId(parseWith(idParams, params).id, resource.def.label);

function registerEInvoice(
  router: ApiRouter,
  database: Database,
  service: DocumentService,
  resource: DocumentResource,
  filesDir: string,
): void {
  const path = resource.apiPath;
  const read = { kind: 'read', aclNames: resource.aclNames, feature: E_INVOICE_GATE } as const;
  const write = { kind: 'write', aclNames: resource.aclNames, feature: E_INVOICE_GATE } as const;
  const save = (caller: Parameters<typeof writeAnswer>[3], id: number, answer: IrnAnswer) =>
    database.transaction((tx) => writeAnswer(tx, service, resource, caller, id, IRN_FIELDS(answer)));

  router.file('GET', `${path}/eInvoice/:id`, read, async (request, session) => {
    const id = idOf(request.params, resource);
    const { number, json } = await eInvoiceOf(database.db, service, resource, session.caller, id);
    return {
      contentType: JSON_FILE,
      fileName: `${fileNameOf(number)}.json`,
      body: Buffer.from(JSON.stringify(json, null, 2)),
    };
  });
  router.route('POST', `${path}/saveIrn/:id`, write, async (request, session) => {
    const id = idOf(request.params, resource);
    return ok(await save(session.caller, id, parseWith(irnAnswer, request.body)));
  });
  router.route('POST', `${path}/importIrn/:id`, write, async (request, session) => {
    const id = idOf(request.params, resource);
    return ok(await save(session.caller, id, parseWith(irnResponseFile, request.body)));
  });
  router.route('POST', `${path}/generateIrn/:id`, write, async (request, session) => {
    const id = idOf(request.params, resource);
    const { caller } = session;
    const { number, json } = await eInvoiceOf(database.db, service, resource, caller, id);
    const chosen = (await configValues(database.db, caller, [PROVIDER_KEY])).get(PROVIDER_KEY)?.trim();
    const provider = E_INVOICE_PROVIDERS[chosen || 'FILE'];
    if (!provider)
      throw new AppError(
        RESPONSE_CODES.IN_USE,
        `No e-invoice provider is called ${chosen} (system config ${PROVIDER_KEY}).`,
      );
    const answer = await provider(filesDir).generate(number, json);
    if (answer === null)
      return ok({ sent: true, answered: false, document: await service.get(resource, caller, id) });
    const document = await save(caller, id, parseWith(irnResponseFile, answer));
    return ok({ sent: true, answered: true, document });
  });
}

function registerEwayBill(
  router: ApiRouter,
  database: Database,
  service: DocumentService,
  resource: DocumentResource,
): void {
  const path = resource.apiPath;
  const read = { kind: 'read', aclNames: resource.aclNames } as const;
  const write = { kind: 'write', aclNames: resource.aclNames } as const;
  router.file('POST', `${path}/ewayBill`, read, async (request, session) => {
    const { ids } = parseWith(documentIds, request.body);
    const file = await ewayBillFileOf(database.db, service, resource, session.caller, ids);
    const [first] = file.billLists;
    const name = ids.length === 1 && first ? fileNameOf(first.docNo) : `${ids.length}-invoices`;
    return {
      contentType: JSON_FILE,
      fileName: `EWB-${name}.json`,
      body: Buffer.from(JSON.stringify(file, null, 2)),
    };
  });
  router.route('POST', `${path}/saveEwayBill/:id`, write, async (request, session) => {
    const id = idOf(request.params, resource);
    const { ewayBillNumber, validUntil } = parseWith(ewayBillAnswer, request.body);
    const values = { ewayBillNumber, ewayBillValidUntil: validUntil };
    return ok(
      await database.transaction((tx) => writeAnswer(tx, service, resource, session.caller, id, values)),
    );
  });
  router.route('GET', `${path}/vehicles/:id`, read, async (request, session) => {
    const id = idOf(request.params, resource);
    await service.get(resource, session.caller, id);
    return okList(await vehiclesOf(database.db, resource, session.caller, id));
  });
  router.file('GET', `${path}/multiVehicle/:id`, read, async (request, session) => {
    const id = idOf(request.params, resource);
    const { number, file } = await multiVehicleFileOf(database.db, service, resource, session.caller, id);
    return {
      contentType: JSON_FILE,
      fileName: `EWB-MV-${fileNameOf(number)}.json`,
      body: Buffer.from(JSON.stringify(file, null, 2)),
    };
  });
  router.route('POST', `${path}/vehicles/:id`, write, async (request, session) => {
    const id = idOf(request.params, resource);
    const loads = parseWith(vehicleLoads, request.body);
    return okList(
      await database.transaction((tx) => saveVehicles(tx, service, resource, session.caller, id, loads)),
    );
  });
}
