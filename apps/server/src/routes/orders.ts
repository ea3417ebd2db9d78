import { DOCUMENT_STATUS as S, type DocumentKey } from '@erp/domain';
import { z } from 'zod';
import { mayRead } from '../auth/access.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { lastPrices } from '../documents/last-rates.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';
import { LEDGER_PROGRESS, orderLedger, pendingOn } from '../orders/reads.ts';
import { pendingLinesOf, type OrderProgress } from '../planning/orders.ts';
import { documentQuery } from './documents.ts';
import { idParams, listQuerySchema } from './list-query.ts';

/** The orders' lists of quantity still to do (spec §7): the progress quantity a line falls short of. */
const PENDING_LISTS: Partial<Record<DocumentKey, readonly { path: string; progress: OrderProgress }[]>> = {
  salesOrder: [
    { path: 'getByProduction', progress: 'producedQuantity' },
    { path: 'getByDispatch', progress: 'dispatchedQuantity' },
  ],
};

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a record's id` });

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const ledgerPage = { page: 1, size: 20 };

/**
 * The orders' own calls (issue 16, decision 0850): the last price of an item from a party
 * (`chemical/salesOrder/getItemLastPriceByCustomerAndItem`, the purchase order's `…BySupplierAndItem`),
 * the sales orders still to produce or dispatch, and a party's order ledger (`party/orderLedger/{id}`).
 */
export function registerOrderRoutes(router: ApiRouter, database: Database, service: DocumentService): void {
  const orders = [...service.documents.values()].filter(
    (resource) => LEDGER_PROGRESS[resource.def.key] !== undefined,
  );
  for (const resource of orders) registerLastPrice(router, database, resource);
  for (const resource of orders) {
    const read = { kind: 'read', aclNames: resource.aclNames } as const;
    const statuses = [S.OPEN, S.IN_PROGRESS] as const;
    for (const list of PENDING_LISTS[resource.def.key] ?? []) {
      router.route('GET', `${resource.apiPath}/${list.path}`, read, async (request, session) => {
        const query = documentQuery(request.query, statuses);
        const conditions = [...(query.conditions ?? []), pendingOn(resource, list.progress)];
        const { rows, total, estimated } = await service.list(resource, session.caller, {
          ...query,
          conditions,
        });
        // Each order with its lines still short and what is left of each (decision 1160).
        const ids = rows.map((row) => Number(row.id));
        const lines = await pendingLinesOf(database.db, session.caller, ids, list.progress);
        const withLines = rows.map((row) => ({ ...row, pendingLines: lines.get(Number(row.id)) ?? [] }));
        return okList(withLines, total, estimated);
      });
    }
  }
  const aclNames = orders.flatMap((resource) => resource.aclNames);
  router.route('GET', 'party/orderLedger/:id', { kind: 'read', aclNames }, async (request, session) => {
    const partyId = parseId(parseWith(idParams, request.params).id);
    const { page, size } = parseWith(listQuerySchema, request.query);
    const readable = orders.filter((resource) => mayRead(session.hasAcl, session.acl, resource.aclNames));
    const { rows, total } = await orderLedger(database.db, readable, session.caller, partyId, {
      page: page ?? ledgerPage.page,
      size: size ?? ledgerPage.size,
    });
    return okList(rows, total);
  });
}

/** The bodies of the last-price calls, by the party the order is with. */
const LAST_PRICE_BODIES = {
  customer: z
    .object({ customerId: id('Customer'), itemId: id('Item') })
    .transform(({ customerId, itemId }) => ({ partyId: customerId, itemId })),
  supplier: z
    .object({ supplierId: id('Supplier'), itemId: id('Item') })
    .transform(({ supplierId, itemId }) => ({ partyId: supplierId, itemId })),
};

/** POST `{apiPath}/getItemLastPriceBy{Customer|Supplier}AndItem` `{ customerId | supplierId, itemId }`. */
function registerLastPrice(router: ApiRouter, database: Database, resource: DocumentResource): void {
  const role = resource.def.partyRole;
  if (!role) return;
  const path = `${resource.apiPath}/getItemLastPriceBy${capitalised(role)}AndItem`;
  router.route('POST', path, { kind: 'read', aclNames: resource.aclNames }, async (request, session) => {
    const { partyId, itemId } = parseWith(LAST_PRICE_BODIES[role], request.body ?? {});
    const prices = await lastPrices(database.db, resource, session.caller, partyId, [itemId]);
    return ok(prices.get(itemId) ?? null);
  });
}
