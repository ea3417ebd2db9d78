import { PERIOD_BACKWARDS, periodInOrder, SHIFTS, SORT_PATTERN, calendarDay } from '@erp/domain';
import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { DP_LOG_SORTS, dpLog } from '../production/dp-log.ts';
import { lastRun } from '../production/last-run.ts';
import { dailyProductionModel } from '../production/machines.ts';
import { whole } from './list-query.ts';
import { bodyId, requiredId } from './stock-query.ts';

/** The DP log's menu permission (spec §2 `/module/loom-vise-daily-production`). */
const DP_LOG_ACL = 'loom-vise-daily-production';
/** The DP log's call under the daily production's API path (decision 1123). */
export const DP_LOG_PATH = 'getLoomWiseLog';
/** A machine's last run, which a new daily line starts from (decision 1320). */
export const LAST_RUN_PATH = 'getLastRun';
/** The longest range the DP log reads at once. */
const MAX_DAYS = 366;

const sorts = DP_LOG_SORTS.join(', ');
const days = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const logBody = z
  .object({
    fromDate: calendarDay('From date'),
    toDate: calendarDay('To date'),
    machineId: bodyId('Machine'),
    operatorId: bodyId('Operator'),
    page: whole('Page', 1, 1_000_000),
    size: whole('Page size', 1, 500),
    sort: z
      .string({ error: 'Sort must be a field name' })
      .regex(SORT_PATTERN, { error: 'Sort must be a field name, with - in front for descending' })
      .refine((sort) => (DP_LOG_SORTS as readonly string[]).includes(sort.replace(/^-/, '')), {
        error: `The DP log sorts by one of ${sorts}`,
      })
      .nullish(),
  })
  .refine((body) => periodInOrder(body.fromDate, body.toDate), { path: ['toDate'], error: PERIOD_BACKWARDS })
  .refine((body) => days(body.fromDate, body.toDate) < MAX_DAYS, {
    path: ['toDate'],
    error: `The DP log reads at most ${MAX_DAYS} days at once: choose a shorter range.`,
  });

const shiftNames = SHIFTS.map((shift) => shift.value).join(', ');
const lastRunBody = z.object({
  machineId: requiredId('Machine'),
  shift: z
    .string({ error: 'Shift must be text' })
    .refine((shift) => SHIFTS.some((entry) => entry.value === shift), {
      error: `Shift must be one of ${shiftNames}`,
    })
    .nullish(),
});

/**
 * Issue 19's daily production calls beside the engine's (decisions 1121–1123), read with the access of
 * either entry or the DP log: `chemical/dailyProduction/getDailyProductionModel` (spec §7's select list:
 * the machines with their rated output and whether a breakdown left them down) and `getLoomWiseLog`, the
 * DP log paged and sorted on the server with its totals in `data`; `getLastRun`, the machine's last run a
 * new line starts from (decision 1320), one row or null.
 */
export function registerDailyProductionRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const shiftWise = documents.documents.get('dailyProduction');
  const machineWise = documents.documents.get('dailyProductionMachineWise');
  if (!shiftWise || !machineWise) throw new Error('DOCUMENTS has no daily production');
  const aclNames = [...shiftWise.aclNames, ...machineWise.aclNames, DP_LOG_ACL];
  const read = { kind: 'read', aclNames } as const;
  router.route('GET', `${shiftWise.apiPath}/getDailyProductionModel`, read, async (_request, session) =>
    okList(await dailyProductionModel(database.db, session.caller)),
  );
  router.route('POST', `${shiftWise.apiPath}/${DP_LOG_PATH}`, read, async (request, session) => {
    const body = parseWith(logBody, request.body ?? {});
    const { rows, total, totals } = await dpLog(database.db, {
      orgId: session.caller.orgId,
      from: body.fromDate,
      to: body.toDate,
      machineId: body.machineId ?? undefined,
      operatorId: body.operatorId ?? undefined,
      page: body.page ?? 1,
      size: body.size ?? 20,
      sort: body.sort ?? undefined,
    });
    return { ...okList(rows, total), data: totals };
  });
  router.route('POST', `${shiftWise.apiPath}/${LAST_RUN_PATH}`, read, async (request, session) => {
    const body = parseWith(lastRunBody, request.body ?? {});
    return ok(await lastRun(database.db, session.caller, body.machineId, body.shift ?? undefined));
  });
}
