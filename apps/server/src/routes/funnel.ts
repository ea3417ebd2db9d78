import { MODULES } from '@erp/domain';
import { z } from 'zod';
import { checkAccessTo } from '../auth/access.ts';
import { aWhole, parseWith } from '../core/parse.ts';
import { convertToCustomer } from '../crm/convert.ts';
import { readBoard, type BoardSource } from '../crm/board.ts';
import { historyPage, historySources } from '../crm/history.ts';
import { moveCard } from '../crm/moves.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId, parseRecord } from '../resources/parse.ts';
import type { ResourceService } from '../resources/service.ts';
import { moduleListQuery } from './entities.ts';
import { idParams, whole } from './list-query.ts';

/** Cards a board column shows at first and per "Show more" (decision 1660). */
export const BOARD_CARDS = 20;

const boardQuery = z.object({ size: whole('Cards per column', 1, 100) });
const historyQuery = z.object({ page: whole('Page', 1, 1_000_000), size: whole('Page size', 1, 100) });
const convertBody = z.object({
  version: aWhole('Version', 0, Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * Issue 21's funnel calls (decisions 1660–1663), for every master that declares a board or a history:
 * `GET {path}/board` (each column's count, sum and first cards), `GET {path}/board/{columnId}?page=` (a
 * column's next cards), `PUT {path}/moveStage/{id}`, `GET {path}/history/{id}?page=`; and the funnel's
 * `POST crm/funnel/convertToCustomer/{id}`.
 */
export function registerFunnelRoutes(
  router: ApiRouter,
  database: Database,
  service: ResourceService,
  documents: DocumentService,
): void {
  for (const module of MODULES) {
    const records = service.resources.get(module.key);
    if (!records) continue;
    const path = records.apiPath;
    const read = { kind: 'read', aclNames: records.aclNames } as const;
    const write = { kind: 'write', aclNames: records.aclNames } as const;
    const board = module.board;
    if (board) {
      const target = records.lookups.find((lookup) => lookup.field === board.column)?.target ?? '';
      const source: BoardSource = { board, records, columns: service.resource(target) };
      router.route('GET', `${path}/board`, read, async (request, session) => {
        const { size } = parseWith(boardQuery, request.query);
        const query = moduleListQuery(records, request.query);
        const columns = await readBoard(database.db, session.caller, source, query, size ?? BOARD_CARDS);
        const cards = await service.present(
          records,
          columns.flatMap((column) => column.cards),
          session.caller,
        );
        const byId = new Map(cards.map((card) => [card.id, card]));
        return ok({
          size: size ?? BOARD_CARDS,
          columns: columns.map((column) => ({
            ...column,
            cards: column.cards.map((card) => byId.get(card.id) ?? card),
          })),
        });
      });
      router.route('GET', `${path}/board/:id`, read, async (request, session) => {
        const columnId = parseId(parseWith(idParams, request.params).id, 'Column id');
        const query = moduleListQuery(records, request.query);
        const { rows, total, estimated } = await service.list(records, session.caller, {
          ...query,
          page: query.page ?? 1,
          size: query.size ?? BOARD_CARDS,
          sort: board.cardOrder,
          filter: { ...query.filter, [board.column]: String(columnId) },
        });
        return okList(rows, total, estimated);
      });
      router.route('PUT', `${path}/moveStage/:id`, write, async (request, session) => {
        const id = parseId(parseWith(idParams, request.params).id);
        return ok(await moveCard(database, service, source, session.caller, id, request.body));
      });
    }
    const history = module.history;
    if (history) {
      const sources = historySources(
        module.key,
        [...service.resources.values(), ...documents.documents.values()],
        history.partyDocuments.flatMap((key) => documents.documents.get(key) ?? []),
        history.partyField,
      );
      router.route('GET', `${path}/history/:id`, read, async (request, session) => {
        const id = parseId(parseWith(idParams, request.params).id);
        const { page, size } = parseWith(historyQuery, request.query);
        const record = await service.get(records, session.caller, id);
        const party = record[history.partyField];
        const pageSize = size ?? 20;
        const { rows, total } = await historyPage(
          database.db,
          session.caller,
          sources,
          { id, partyId: typeof party === 'number' ? party : null },
          { offset: ((page ?? 1) - 1) * pageSize, size: pageSize },
        );
        return okList(rows, total);
      });
    }
  }
  const funnel = service.resource('funnel');
  const party = service.resource('party');
  router.route(
    'POST',
    `${funnel.apiPath}/convertToCustomer/:id`,
    { kind: 'write', aclNames: funnel.aclNames },
    async (request, session) => {
      await checkAccessTo(database.db, session, 'write', party.aclNames);
      const id = parseId(parseWith(idParams, request.params).id);
      const { version } = parseWith(convertBody, request.body === undefined ? {} : parseRecord(request.body));
      return ok(await convertToCustomer(database, service, session.caller, id, version));
    },
  );
}
