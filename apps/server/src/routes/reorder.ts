import { SORT_PATTERN, reorderDraftsMessage } from '@erp/domain';
import { z } from 'zod';
import { requireRight } from '../auth/access.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { makeReorderDrafts } from '../stock/reorder-drafts.ts';
import { REORDER_SORTS, reorderList } from '../stock/reorder.ts';
import { requiredId } from './stock-query.ts';
import { STOCK_ACL } from './stock.ts';
import { whole } from './list-query.ts';

const sorts = REORDER_SORTS.join(', ');
const listBody = z.object({
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 500),
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(200, { error: 'Search must be at most 200 characters' })
    .nullish(),
  sort: z
    .string({ error: 'Sort must be a field name' })
    .regex(SORT_PATTERN, { error: 'Sort must be a field name, with - in front for descending' })
    .refine((sort) => (REORDER_SORTS as readonly string[]).includes(sort.replace(/^-/, '')), {
      error: `The reorder list sorts by one of ${sorts}`,
    })
    .nullish(),
});

const line = z.object({
  itemId: requiredId('Item'),
  supplierId: requiredId('Supplier'),
  quantity: z.number({ error: 'Quantity must be a number' }),
  rate: z.number({ error: 'Rate must be a number' }).min(0, { error: 'Rate must not be negative' }).nullish(),
});
const draftsBody = z.object({
  lines: z
    .array(line, { error: 'Give the lines to order' })
    .min(1, { error: 'Choose at least one item to order' }),
  branchId: requiredId('Branch').nullish(),
});

/**
 * The reorder list and its one step (issue 17, decision 0970): `chemical/itemStock/reorderList` pages the
 * items under their reorder level (read with Inventory Stock's access or the purchase order's), and
 * `chemical/itemStock/reorder/purchaseOrders` makes one draft purchase order per supplier (the purchase
 * order's right to create).
 */
export function registerReorderRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const orders = documents.documents.get('purchaseOrder');
  if (!orders) throw new Error('no purchase order document');
  const read = { kind: 'read', aclNames: [...STOCK_ACL, ...orders.aclNames] } as const;
  router.route('POST', 'chemical/itemStock/reorderList', read, async (request, session) => {
    const body = parseWith(listBody, request.body ?? {});
    const { rows, total } = await reorderList(database.db, session.caller, {
      page: body.page ?? 1,
      size: body.size ?? 10,
      q: body.q ?? undefined,
      sort: body.sort ?? undefined,
    });
    return okList(rows, total);
  });

  const write = { kind: 'write', aclNames: orders.aclNames } as const;
  router.route('POST', 'chemical/itemStock/reorder/purchaseOrders', write, async (request, session) => {
    await requireRight(database.db, session, orders, 'create');
    const body = parseWith(draftsBody, request.body ?? {});
    const lines = body.lines.map((given) => ({ ...given, rate: given.rate ?? undefined }));
    const drafts = await database.transaction((tx) =>
      makeReorderDrafts(tx, documents, orders, session.caller, {
        lines,
        branchId: body.branchId ?? undefined,
      }),
    );
    return ok(drafts, reorderDraftsMessage(drafts.map((draft) => draft.supplierName)));
  });
}
