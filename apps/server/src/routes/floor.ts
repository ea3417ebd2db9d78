// The floor's actions over HTTP (issue 58 item 5, decision 2340): `POST floor/{action}`, one route per action.
import {
  FLOOR_ACTIONS,
  FLOOR_ACTION_KEYS,
  floorActionPath,
  floorActionSchemas,
  floorWriteOf,
  type FloorActionBody,
  type FloorActionKey,
  type FloorAnswer,
} from '@erp/domain';
import { z } from 'zod';
import { requireRight } from '../auth/access.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { machineRolls } from '../floor/machine-rolls.ts';
import { rollEntry } from '../floor/roll-entry.ts';
import { breakdownEnd, breakdownStart, load, pack } from '../floor/ship-actions.ts';
import { count, hold, issue, move, release } from '../floor/stock-actions.ts';
import type { FloorCall } from '../floor/writes.ts';
import { parseId } from '../resources/parse.ts';
import { documentAccess } from './documents.ts';
import { idParams, whole } from './list-query.ts';

const rollsQuery = z.object({ page: whole('Page', 1, 1_000_000), size: whole('Page size', 1, 50) });

type Handler<K extends FloorActionKey> = (call: FloorCall, body: FloorActionBody<K>) => Promise<FloorAnswer>;

/** Each action's work. */
const HANDLERS: { readonly [K in FloorActionKey]: Handler<K> } = {
  move,
  issue,
  count,
  hold,
  release,
  pack,
  load,
  rollEntry,
  breakdownStart,
  breakdownEnd,
};

/**
 * One route per floor action: the role must write one of the action's desk modules (the router's 403 in
 * words), the body is read by the action's schema (400 in words), the write it asks for needs the desk's
 * rights (403 in words), and the work runs in one transaction that takes the call's Idempotency-Key
 * (decision 2290), so a retried action is done once.
 */
export function registerFloorRoutes(router: ApiRouter, database: Database, service: DocumentService): void {
  for (const key of FLOOR_ACTION_KEYS) {
    const handler = HANDLERS[key] as Handler<typeof key>;
    const aclNames = [...new Set(FLOOR_ACTIONS[key].writes.map((write) => write.aclName))];
    router.route('POST', floorActionPath(key), { kind: 'write', aclNames }, async (request, session) => {
      const body = parseWith(floorActionSchemas[key], request.body) as FloorActionBody<typeof key>;
      // The desk's rights of the write the body asks for (decision 0830), before anything is read.
      const write = floorWriteOf(key, body);
      const resource = service.documents.get(write.module);
      for (const right of resource ? write.rights : [])
        await requireRight(database.db, session, resource as DocumentResource, right);
      const answer = await database.transaction((tx) =>
        handler({ tx, service, caller: session.caller }, body),
      );
      return ok(answer, answer.message);
    });
  }
  // A machine's page's last rolls (decision 2361): its weaving entries, read with the weaving entry's rights.
  const woven = service.documents.get('weavingProcess');
  if (!woven) throw new Error('DOCUMENTS has no weaving entry');
  router.route(
    'GET',
    `${woven.apiPath}/getMachineRolls/:id`,
    documentAccess(woven).read,
    async (request, session) => {
      const id = parseId(parseWith(idParams, request.params).id, 'Machine');
      const asked = parseWith(rollsQuery, request.query ?? {});
      const { rows, total } = await machineRolls(database.db, session.caller, woven, id, {
        page: asked.page ?? 1,
        size: asked.size ?? 5,
      });
      return okList(rows, total);
    },
  );
}
