import { isAnyOf } from '@reduxjs/toolkit';
import { catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  dpLogFailed,
  dpLogFiltered,
  dpLogLoaded,
  dpLogOpened,
  dpLogPaged,
  dpLogRequested,
  dpLogSorted,
} from './dpLogSlice.ts';

/**
 * Loads the page of the DP log as its params stand (decision 1123); a newer change cancels the older load.
 * A range the server would refuse (an end not chosen) is not asked.
 */
export const loadDpLogEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(dpLogOpened, dpLogRequested, dpLogFiltered, dpLogSorted, dpLogPaged)),
    switchMap(() => {
      const { params, requestId } = state$.value.dpLog;
      const query = {
        fromDate: params.fromDate,
        toDate: params.toDate,
        page: params.page,
        size: params.size,
        ...(params.machineId === null ? {} : { machineId: params.machineId }),
        ...(params.operatorId === null ? {} : { operatorId: params.operatorId }),
        ...(params.sort === '' ? {} : { sort: params.sort }),
      };
      return defer(() => api.dpLog.getLog(query)).pipe(
        map(({ rows, totalCount, totals }) => dpLogLoaded({ requestId, rows, totalCount, totals })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(dpLogFailed({ requestId, message }), toast.error(message));
        }),
      );
    }),
  );

/** Spec §4: a page left past the end by a recount is fetched again where it stepped back to. */
export const reloadDpLogEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(dpLogLoaded.match),
    filter(() => state$.value.dpLog.reloadNeeded),
    map(() => dpLogRequested()),
  );
