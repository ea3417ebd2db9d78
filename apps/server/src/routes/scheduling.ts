import { PERIOD_BACKWARDS, periodInOrder, switchedOff, calendarDay } from '@erp/domain';
import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import type { DocumentService } from '../documents/service.ts';
import { okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { machineTimeline } from '../production/timeline.ts';
import { bodyId } from './stock-query.ts';

/** The timeline's call under the schedule's API path (decision 1124). */
export const TIMELINE_PATH = 'getMachineTimeline';
/** The widest timeline asked at once. */
const MAX_DAYS = 62;

const days = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const timelineBody = z
  .object({
    fromDate: calendarDay('From date'),
    toDate: calendarDay('To date'),
    machineId: bodyId('Machine'),
  })
  .refine((body) => periodInOrder(body.fromDate, body.toDate), { path: ['toDate'], error: PERIOD_BACKWARDS })
  .refine((body) => days(body.fromDate, body.toDate) < MAX_DAYS, {
    path: ['toDate'],
    error: `The timeline shows at most ${MAX_DAYS} days at once: choose a shorter range.`,
  });

/**
 * Issue 19's scheduling call beside the engine's (decision 1124): `chemical/scheduling/getMachineTimeline`,
 * the machines with their open jobs over a range of days and whether a breakdown left each down, read with
 * the schedule's access (`chemical/planning_scheduling`) or `chemical/scheduling`.
 */
export function registerSchedulingRoutes(
  router: ApiRouter,
  database: Database,
  documents: DocumentService,
): void {
  const schedules = documents.documents.get('machineSchedule');
  if (!schedules) throw new Error('DOCUMENTS has no machineSchedule');
  const { feature } = schedules.def;
  const read = {
    kind: 'read',
    aclNames: [...schedules.aclNames, 'chemical/scheduling'],
    ...(feature ? { feature: { key: feature, message: switchedOff(schedules.def, feature) } } : {}),
  } as const;
  router.route('POST', `${schedules.apiPath}/${TIMELINE_PATH}`, read, async (request, session) => {
    const body = parseWith(timelineBody, request.body ?? {});
    return okList(
      await machineTimeline(database.db, session.caller, {
        fromDate: body.fromDate,
        toDate: body.toDate,
        machineId: body.machineId ?? undefined,
      }),
    );
  });
}
