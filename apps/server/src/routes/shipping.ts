import { PARCEL_SERIES, PHRASES, RESPONSE_CODES, findRoute, say } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { item } from '../db/schema.ts';
import type { DocumentService } from '../documents/service.ts';
import { takeNumber } from '../documents/transitions.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { PARCEL_PARAM } from '../labels/labels.ts';
import { parseId } from '../resources/parse.ts';
import { today } from '../core/today.ts';
import { salesOrderStock } from '../stock/reads/order-stock.ts';
import { withOrderLines } from '../dispatch/parcel-lines.ts';
import { parcelPage } from '../dispatch/parcel-page.ts';
import { PARCEL_SORTS, parcelsInStock } from '../stock/reads/parcels.ts';
import { stockList } from '../stock/reads/view.ts';
import { idParams, whole } from './list-query.ts';
import { parseStockQuery } from './stock-query.ts';

const parcelQuery = z.object({
  code: z
    .string({ error: 'Scan or type a parcel number' })
    .trim()
    .min(1, { error: 'Scan or type a parcel number' })
    .max(2000, { error: 'That is not a parcel number or its label' }),
  salesOrderId: whole('Sales order', 1, Number.MAX_SAFE_INTEGER).optional(),
});
const packedQuery = z.object({
  salesOrderId: whole('Sales order', 1, Number.MAX_SAFE_INTEGER).optional(),
  search: z.string().trim().max(100, { error: 'Search for at most 100 characters' }).optional(),
  sort: z
    .enum(Object.keys(PARCEL_SORTS).flatMap((key) => [key, `-${key}`]) as [string, ...string[]], {
      error: `Sort parcels by ${Object.keys(PARCEL_SORTS).join(', ')}`,
    })
    .optional(),
  page: whole('Page', 1, 1_000_000).optional(),
  size: whole('Page size', 1, 500).optional(),
});

/**
 * What a scanner or the user typed, as a parcel number (decision 1142): the number itself, or a parcel
 * label's QR text (the stock card's address with `parcelNumber`, decision 1141).
 */
export function parcelOfCode(code: string): string {
  const query = code.includes('?') ? code.slice(code.indexOf('?') + 1) : '';
  const named = query === '' ? null : new URLSearchParams(query).get(PARCEL_PARAM);
  return (named ?? code).trim().toUpperCase();
}

/** The three production batch screens' names: prod's batches read the same two calls (decision 1143). */
const BATCH_ACL = [
  '/module/production-batch',
  '/module/lot-wise-production-batch',
  '/module/new-production-batch',
].flatMap((route) => findRoute(route)?.aclNames ?? []);

/**
 * Issue 19's packaging and dispatch calls beside the engine's (decisions 1140–1143): a new parcel number,
 * a sales order's stock and an item's stock over the organisation (under the packaging's and the
 * production batch's paths), and a dispatch's parcels by scan or for choosing.
 */
export function registerShippingRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const packaging = documents.documents.get('packaging');
  const dispatch = documents.documents.get('dispatch');
  const salesOrders = documents.documents.get('salesOrder');
  if (!packaging || !dispatch || !salesOrders) throw new Error('DOCUMENTS has no packaging or dispatch');
  const db = database.db;

  router.route(
    'GET',
    `${packaging.apiPath}/getUniqueParcelNumber`,
    { kind: 'write', aclNames: packaging.aclNames },
    async (_request, session) =>
      ok({
        parcelNumber: await database.transaction((tx) =>
          takeNumber(tx, session.caller, PARCEL_SERIES, today()),
        ),
      }),
  );

  const places = [
    { path: packaging.apiPath, aclNames: packaging.aclNames },
    { path: 'chemical/productionbatch', aclNames: BATCH_ACL },
  ];
  for (const { path, aclNames } of places) {
    const read = { kind: 'read', aclNames } as const;
    router.route('GET', `${path}/getSalesOrderStockLedger/:id`, read, async (request, session) => {
      const id = parseId(parseWith(idParams, request.params).id, 'Sales order');
      const order = await documents.get(salesOrders, session.caller, id);
      const lines = Array.isArray(order.lines) ? (order.lines as Record<string, unknown>[]) : [];
      return okList(await salesOrderStock(db, session.caller, id, lines));
    });
    router.route('GET', `${path}/getOrganizationStock/:id`, read, async (request, session) => {
      const itemId = parseId(parseWith(idParams, request.params).id, 'Item');
      const [known] = await db
        .select({ id: item.id })
        .from(item)
        .where(and(eq(item.orgId, session.caller.orgId), eq(item.id, itemId)));
      if (!known) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'There is no such item.');
      const asked = parseStockQuery(request.query);
      const list = await stockList(db, session.caller, { ...asked.filter, itemId }, asked.page);
      return { ...okList(list.rows, list.total), totalValue: list.totalValue };
    });
  }

  const readDispatch = { kind: 'read', aclNames: dispatch.aclNames } as const;
  router.route('GET', `${dispatch.apiPath}/getParcel`, readDispatch, async (request, session) => {
    const asked = parseWith(parcelQuery, request.query ?? {});
    const parcelNumber = parcelOfCode(asked.code);
    const { rows } = await parcelsInStock(db, session.caller, { parcelNumber, page: 1, size: 500 });
    if (rows.length === 0)
      throw new AppError(RESPONSE_CODES.NOT_FOUND, say(PHRASES.parcelNotInStock, { parcel: parcelNumber }));
    if (asked.salesOrderId === undefined) return okList(rows);
    const order = await documents.get(salesOrders, session.caller, asked.salesOrderId);
    const lines = Array.isArray(order.lines) ? (order.lines as Record<string, unknown>[]) : [];
    return okList(withOrderLines(rows, lines));
  });
  // A parcel's page of the floor (decision 2360): in stock, loading on a draft, or dispatched.
  router.route('GET', `${dispatch.apiPath}/getParcelPage`, readDispatch, async (request, session) => {
    const parcelNumber = parcelOfCode(parseWith(parcelQuery, request.query ?? {}).code);
    const page = await parcelPage(db, session.caller, parcelNumber);
    if (!page)
      throw new AppError(RESPONSE_CODES.NOT_FOUND, say(PHRASES.parcelNeverPacked, { parcel: parcelNumber }));
    return ok(page);
  });
  router.route('GET', `${dispatch.apiPath}/getPackedParcels`, readDispatch, async (request, session) => {
    const asked = parseWith(packedQuery, request.query ?? {});
    const { rows, total } = await parcelsInStock(db, session.caller, {
      ...(asked.salesOrderId === undefined ? {} : { salesOrderId: asked.salesOrderId }),
      ...(asked.search ? { search: asked.search } : {}),
      ...(asked.sort ? { sort: asked.sort } : {}),
      page: asked.page ?? 1,
      size: asked.size ?? 50,
    });
    return okList(rows, total);
  });
}
