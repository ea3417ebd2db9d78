import { catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import type { AppEpic } from '../types.ts';
import {
  maintenanceDashboardFailed,
  maintenanceDashboardLoaded,
  maintenanceDashboardRequested,
} from './maintenanceDashboardSlice.ts';

/** Loads the maintenance head's dashboard as of the user's day; a newer request cancels the older load. */
export const loadMaintenanceDashboardEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(maintenanceDashboardRequested.match),
    switchMap(() => {
      const { today, requestId } = state$.value.maintenanceDashboard;
      return defer(() => api.maintenance.getMaintenanceDashboard({ today })).pipe(
        map((dashboard) => maintenanceDashboardLoaded({ requestId, dashboard })),
        catchError((error: unknown) =>
          of(maintenanceDashboardFailed({ requestId, message: errorMessageOf(error) })),
        ),
      );
    }),
  );
