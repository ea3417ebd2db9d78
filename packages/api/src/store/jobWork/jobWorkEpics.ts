import { isAnyOf } from '@reduxjs/toolkit';
import { catchError, defer, filter, map, of, switchMap, timer } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { STOCK_SEARCH_DEBOUNCE_MS } from '../stock/stockSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  jobWorkOutstandingFailed,
  jobWorkOutstandingLoaded,
  jobWorkOutstandingOpened,
  jobWorkOutstandingPaged,
  jobWorkOutstandingRequested,
  jobWorkOutstandingSearched,
  jobWorkOutstandingSorted,
} from './jobWorkSlice.ts';

/**
 * Loads the page of job work still out as its params stand (decision 1032); typed search waits as the
 * stock view's does, every other change goes at once, and a newer change cancels the older load.
 */
export const loadJobWorkOutstandingEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(
      isAnyOf(
        jobWorkOutstandingOpened,
        jobWorkOutstandingRequested,
        jobWorkOutstandingSearched,
        jobWorkOutstandingSorted,
        jobWorkOutstandingPaged,
      ),
    ),
    switchMap((action) =>
      (jobWorkOutstandingSearched.match(action) ? timer(STOCK_SEARCH_DEBOUNCE_MS) : of(0)).pipe(
        switchMap(() => {
          const { params, requestId } = state$.value.jobWork;
          const q = params.q.trim();
          const query = {
            page: params.page,
            size: params.size,
            ...(q === '' ? {} : { q }),
            ...(params.sort === '' ? {} : { sort: params.sort }),
          };
          return defer(() => api.jobWork.getOutstanding(query)).pipe(
            map(({ rows, totalCount }) => jobWorkOutstandingLoaded({ requestId, rows, totalCount })),
            catchError((error: unknown) => {
              const message = errorMessageOf(error);
              return of(jobWorkOutstandingFailed({ requestId, message }), toast.error(message));
            }),
          );
        }),
      ),
    ),
  );

/** Spec §4: a page left past the end by a recount is fetched again where it stepped back to. */
export const reloadJobWorkOutstandingEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(jobWorkOutstandingLoaded.match),
    filter(() => state$.value.jobWork.reloadNeeded),
    map(() => jobWorkOutstandingRequested()),
  );
