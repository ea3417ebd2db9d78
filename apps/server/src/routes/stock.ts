import { RESPONSE_CODES, findRoute, isFeatureOn, type Envelope } from '@erp/domain';
import { printLanguageOf, sayIn, type Say } from '../print/words.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import { organisationName } from '../export/organisation.ts';
import type { DocumentService } from '../documents/service.ts';
import { EXPORT_FORMATS, exportList } from '../export/export.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { holdExpiredLots } from '../stock/expiry.ts';
import { identityId } from '../stock/ledger.ts';
import { stockOfOrderLines } from '../stock/reads/available.ts';
import { stockCard } from '../stock/reads/card.ts';
import { INVENTORY_STOCK_TITLE, inventoryStockColumns } from '../stock/reads/columns.ts';
import { hasMaster } from '../stock/reads/materials.ts';
import { processAndStockAreas } from '../stock/reads/process.ts';
import { searchFound } from '../stock/reads/filter.ts';
import { stockList, stockRows, type StockList, type StockRow } from '../stock/reads/view.ts';
import { configValues } from '../stores/sys-config.ts';
import {
  parseItemTupleBody,
  parseProcessName,
  parseSalesOrderBody,
  parseStockBody,
  parseStockCardBody,
  parseStockQuery,
  type StockRequest,
} from './stock-query.ts';

/** Spec §2: Inventory Stock is guarded by chemical/itemStock/stock; the opening stock's chemical/itemStock reads it too. */
export const STOCK_ACL = [...(findRoute('/module/inward-stock')?.aclNames ?? []), 'chemical/itemStock'];
const read = { kind: 'read', aclNames: STOCK_ACL } as const;
const SECONDARY_STOCK_SUPPORT = 'SECONDARY_STOCK_SUPPORT';
/** Holding expired lots now (decision 0980): the stock area's write right, or Inventory Stock's. */
const holdExpired = {
  kind: 'write',
  aclNames: [...(findRoute('/module/stock-area')?.aclNames ?? []), ...STOCK_ACL],
} as const;

/** A page of the stock view with `totalValue`, the value of every row the filter keeps (decision 0910). */
export type StockEnvelope = Envelope<StockRow> & { totalValue: number };

const answer = ({ rows, total, totalValue }: StockList): StockEnvelope => ({
  ...okList(rows, total),
  totalValue,
});

/** The filter in words heading the PDF: what narrows the list besides the places, in the asker's words. */
function filterText({ filter }: StockRequest, say: Say): string {
  return [
    filter.q ? say('Search: {q}', { q: filter.q }) : '',
    filter.lotNumber ? `${say('Lot')}: ${filter.lotNumber}` : '',
    filter.held === undefined ? '' : say(filter.held ? 'Held stock' : 'Available stock'),
    filter.belowReorder ? say('Below reorder level') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The stock calls of spec §7 (issue 17, decisions 0910–0912), read with Inventory Stock's access: the stock
 * view and its grouped and filtered forms, the available stock of a sales order's items, packing stock,
 * the stock card, the Inventory Stock export, a process's stock areas and the item tuple's id.
 */
export function registerStockRoutes(router: ApiRouter, database: Database, documents: DocumentService): void {
  const db = database.db;
  const list = (caller: Caller, { filter, page, groupBy }: StockRequest) =>
    stockList(db, caller, filter, page, groupBy);

  for (const path of ['chemical/itemStock/getStock/v2', 'chemical/itemStock/getStockList/v2']) {
    router.route('POST', path, read, async (request, session) =>
      answer(await list(session.caller, parseStockBody(request.body))),
    );
  }
  router.route('POST', 'chemical/itemStock/getStockListWithGroupBy/v2', read, async (request, session) =>
    answer(await list(session.caller, parseStockBody(request.body, { groupBy: 'asked' }))),
  );
  router.route('POST', 'chemical/itemStock/v2/getFilteredProductStockView', read, async (request, session) =>
    answer(await list(session.caller, parseStockBody(request.body, { groupBy: 'item' }))),
  );
  router.route('GET', 'chemical/itemStock/v2', read, async (request, session) =>
    answer(await list(session.caller, parseStockQuery(request.query))),
  );
  router.route('POST', 'chemical/packingItemStock/getStock', read, async (request, session) =>
    answer(await list(session.caller, parseStockBody(request.body, { kind: 'packing' }))),
  );

  const salesOrders = documents.documents.get('salesOrder');
  router.route('POST', 'chemical/itemStock/getStockForSalesOrder/v2', read, async (request, session) => {
    const salesOrderId = parseSalesOrderBody(request.body);
    if (!salesOrders) throw new AppError(RESPONSE_CODES.NOT_FOUND);
    const order = await documents.get(salesOrders, session.caller, salesOrderId, db);
    const lines = Array.isArray(order.lines) ? (order.lines as Record<string, unknown>[]) : [];
    return okList(await stockOfOrderLines(db, session.caller, lines));
  });

  router.route('POST', 'chemical/itemStock/stockCard', read, async (request, session) => {
    const query = parseStockCardBody(request.body);
    const { header, rows, total } = await stockCard(db, session.caller, query);
    return { ...okList(rows, total), data: header };
  });

  for (const format of EXPORT_FORMATS) {
    router.file('POST', `chemical/itemStock/export/${format}`, read, async (request, session) => {
      const { caller } = session;
      const parsed = parseStockBody(request.body);
      // The search is looked up once: the export's pages read with what it found.
      const asked = { ...parsed, filter: await searchFound(db, caller, parsed.filter) };
      const config = Object.fromEntries(await configValues(db, caller, [SECONDARY_STOCK_SUPPORT]));
      const language = printLanguageOf(request.headers['accept-language']);
      return exportList(
        {
          title: INVENTORY_STOCK_TITLE,
          language,
          columns: inventoryStockColumns(isFeatureOn(config, SECONDARY_STOCK_SUPPORT)),
          filter: filterText(asked, sayIn(language)),
          organisation: await organisationName(db, caller),
          // The export's pages replace the body's: the service reads the whole filtered list, counted once.
          read: async (page, size, counted) => {
            const paged = { ...asked.page, page, size };
            if (!counted) return list(caller, { ...asked, page: paged });
            const { filter, groupBy } = asked;
            return { ...counted, rows: await stockRows(db, caller, filter, paged, groupBy, counted.total) };
          },
        },
        format,
      );
    });
  }

  router.route('POST', 'chemical/itemStock/holdExpired', holdExpired, async (_request, session) =>
    ok({ count: await database.transaction((tx) => holdExpiredLots(tx, session.caller)) }),
  );

  router.route(
    'GET',
    'chemical/process/getProcessAndStockAreas/:processName',
    { kind: 'read', aclNames: ['chemical/process', ...STOCK_ACL] },
    async (request, session) =>
      ok(await processAndStockAreas(db, session.caller, parseProcessName(request.params))),
  );

  router.route('POST', 'chemical/itemTuple/getItemTupleId', read, async (request, session) => {
    const body = parseItemTupleBody(request.body);
    const { caller } = session;
    if (!(await hasMaster(db, caller, 'item', body.itemId)))
      throw new AppError(RESPONSE_CODES.NOT_FOUND, 'There is no such item.');
    if (body.packingTypeId && !(await hasMaster(db, caller, 'packing', body.packingTypeId)))
      throw new AppError(RESPONSE_CODES.NOT_FOUND, 'There is no such packing type.');
    // The identity is made on first use: a write, in its own transaction.
    const id = await database.transaction((tx) =>
      identityId(tx, caller, {
        material: { itemId: body.itemId },
        lotNumber: body.lotNumber,
        rollNumber: body.rollNumber,
        packingTypeId: body.packingTypeId,
      }),
    );
    return ok({ id });
  });
}
