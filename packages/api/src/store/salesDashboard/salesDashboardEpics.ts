import { catchError, defer, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { ACTIVITY_LOG_PATH } from '../../crm/crm.ts';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  FOLLOW_UPS_PAGE_SIZE,
  followUpDoneRequested,
  followUpDoneSettled,
  salesDashboardFailed,
  salesDashboardLoaded,
  salesDashboardRequested,
} from './salesDashboardSlice.ts';

/** Loads the sales dashboard as of the user's day; a newer request cancels the older load. */
export const loadSalesDashboardEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(salesDashboardRequested.match),
    switchMap(() => {
      const { today, page, requestId } = state$.value.salesDashboard;
      return defer(() => api.crm.getSalesDashboard({ today, page, size: FOLLOW_UPS_PAGE_SIZE })).pipe(
        map((summary) => salesDashboardLoaded({ requestId, summary })),
        catchError((error: unknown) =>
          of(salesDashboardFailed({ requestId, message: errorMessageOf(error) })),
        ),
      );
    }),
  );

/** Marks a follow-up done, then reads the dashboard again (the follow-up leaves it); a refusal says why. */
export const markFollowUpDoneEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(followUpDoneRequested.match),
    mergeMap(({ payload: { id, version } }) =>
      defer(() => api.entity.update(ACTIVITY_LOG_PATH, { id, version, followUpDone: true })).pipe(
        mergeMap(() => {
          const { today, page } = state$.value.salesDashboard;
          return of(followUpDoneSettled({ id }), salesDashboardRequested({ today, page }));
        }),
        catchError((error: unknown) => of(followUpDoneSettled({ id }), toast.error(errorMessageOf(error)))),
      ),
    ),
  );
