import { moduleByKey, calendarDay } from '@erp/domain';
import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import { myFollowUps, salesDashboard } from '../crm/dashboard.ts';
import type { Database } from '../db/client.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import type { ResourceService } from '../resources/service.ts';
import { today } from '../core/today.ts';
import { whole } from './list-query.ts';

/** `today` (the user's calendar day; the server's when left out), and the follow-ups' page. */
const dayQuery = z.object({
  today: z.preprocess((value) => (value === '' ? undefined : value), calendarDay('Today').optional()),
  page: whole('Page', 1, 1_000_000),
  size: whole('Page size', 1, 100),
});

/**
 * Issue 21 (decisions 1680, 1681): `crm/activityLog/myFollowUps` pages the caller's follow-ups overdue, due
 * today and coming in the week ahead (issue 42, decision 2073); `crm/dashboard/summary` is the sales dashboard
 * in one call, with how many follow-ups stand in each group. Both under the funnel's right to view.
 */
export function registerCrmRoutes(router: ApiRouter, database: Database, service: ResourceService): void {
  const aclName = moduleByKey('crmActivityLog')?.aclName;
  if (!aclName) throw new Error('no activity log module');
  const read = { kind: 'read', aclNames: [aclName] } as const;
  const parse = (query: unknown) => {
    const given = parseWith(dayQuery, query ?? {});
    return { day: given.today ?? today(), page: { page: given.page ?? 1, size: given.size ?? 10 } };
  };

  router.route('GET', 'crm/activityLog/myFollowUps', read, async (request, session) => {
    const { day, page } = parse(request.query);
    const { rows, total } = await myFollowUps(database.db, session.caller, day, page);
    return okList(rows, total);
  });

  const funnel = service.resource('funnel').store;
  router.route('GET', 'crm/dashboard/summary', read, async (request, session) => {
    const { day, page } = parse(request.query);
    return ok(await salesDashboard(database.db, session.caller, funnel, day, page));
  });
}
