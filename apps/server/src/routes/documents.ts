import { RESPONSE_CODES, isDocumentStatus, type DocumentStatus } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Access } from '../http/access.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { ValidationFailure } from '../core/errors.ts';
import { parseWith } from '../core/parse.ts';
import { idParams, listQuerySchema, whole } from './list-query.ts';
import type { DocumentPrinter } from '../documents/print.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { USER_TRANSITIONS, transition } from '../documents/transitions.ts';
import { auditTrail } from '../resources/audit-trail.ts';
import { parseId } from '../resources/parse.ts';
import type { ListQuery } from '../stores/types.ts';

const day = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: `${label} must be a date` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (yyyy-MM-dd)` })
      .optional(),
  );

/** getAllByPartner of a document: page, size, q (number or party), sort, status, a date range from/to. */
const listQuery = listQuerySchema.extend({
  status: whole('Status', 0, 999).refine((value) => value === undefined || isDocumentStatus(value), {
    error: 'Status must be a document status',
  }),
  from: day('From date'),
  to: day('To date'),
});

/** A list call's status in its path (`getPOByStatus/10`). */
const statusParams = z.object({ status: whole('Status', 0, 999) });

/** The list query with its status and date conditions (the only statuses a list call shows, when it has them). */
function documentQuery(query: unknown, statuses?: readonly DocumentStatus[]): ListQuery {
  const { status, from, to, ...list } = parseWith(listQuery, query);
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
  const cleaned = Object.fromEntries(Object.entries(list).filter(([, value]) => value !== undefined));
  return { ...cleaned, conditions };
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
  const read: Access = { kind: 'read', aclNames: resource.aclNames };
  const write: Access = { kind: 'write', aclNames: resource.aclNames };

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
  router.route('GET', `audit/${resource.key}/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    const { page, size } = parseWith(listQuery, request.query);
    const { rows, total } = await auditTrail(database.db, resource, session.caller, id, { page, size });
    return okList(rows, total);
  });
  router.file('GET', `${path}/print/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    const { fileName, pdf } = await printer.print(resource, session.caller, id);
    return { contentType: 'application/pdf', fileName, body: pdf };
  });
  router.route('GET', `${path}/:id`, read, async (request, session) =>
    ok(await service.get(resource, session.caller, parseId(parseWith(idParams, request.params).id))),
  );
  router.route('POST', `${path}/save`, write, async (request, session) =>
    ok(await service.save(resource, session.caller, request.body), 'Saved'),
  );
  router.route('POST', `${path}/update`, write, async (request, session) =>
    ok(await service.update(resource, session.caller, request.body), 'Updated'),
  );
  router.route('POST', `${path}/delete`, write, async (request, session) =>
    ok(await service.remove(resource, session.caller, request.body), 'Deleted'),
  );
  for (const action of USER_TRANSITIONS) {
    router.route('POST', `${path}/${action}`, write, async (request, session) =>
      ok(await transition(service, resource, session.caller, action, request.body), 'Saved'),
    );
  }
}
