import { moduleByKey, calendarDay } from '@erp/domain';
import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { maintenanceDashboard } from '../maintenance/dashboard.ts';
import { today } from '../core/today.ts';

/** The maintenance head's dashboard in one call (decision 1792). */
export const MAINTENANCE_DASHBOARD_PATH = 'chemical/machineAssets/dashboard';

/** `today`: the user's calendar day (the server's when left out). */
const dayQuery = z.object({
  today: z.preprocess((value) => (value === '' ? undefined : value), calendarDay('Today').optional()),
});

/**
 * Issue 22's dashboard for the maintenance head: `GET chemical/machineAssets/dashboard?today=`, overdue
 * maintenance, the machines down now and this week's downtime, under Maintenance Activity's access
 * (`machineAssets`, the breakdowns' too).
 */
export function registerMaintenanceDashboardRoutes(router: ApiRouter, database: Database): void {
  const aclName = moduleByKey('machineBreakdown')?.aclName;
  if (!aclName) throw new Error('no machine breakdown module');
  router.route(
    'GET',
    MAINTENANCE_DASHBOARD_PATH,
    { kind: 'read', aclNames: [aclName] },
    async (request, session) => {
      const given = parseWith(dayQuery, request.query ?? {});
      return ok(await maintenanceDashboard(database.db, session.caller.orgId, given.today ?? today()));
    },
  );
}
