import { isAnyOf } from '@reduxjs/toolkit';
import { reorderDraftsMessage } from '@erp/domain';
import { catchError, defer, filter, map, mergeMap, of, switchMap, timer } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import { STOCK_SEARCH_DEBOUNCE_MS } from './stockSlice.ts';
import {
  chosenLines,
  reorderDraftsFailed,
  reorderDraftsMade,
  reorderDraftsRequested,
  reorderListFailed,
  reorderListLoaded,
  reorderListOpened,
  reorderListRequested,
  reorderPageChanged,
  reorderSearchChanged,
} from './reorderSlice.ts';

/**
 * Loads the reorder list's page as its params stand (decision 0970); typed search waits as the stock
 * view's does, every other change goes at once, and a newer change cancels the older load.
 */
export const loadReorderListEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(
      isAnyOf(
        reorderListOpened,
        reorderListRequested,
        reorderSearchChanged,
        reorderPageChanged,
        reorderDraftsMade,
      ),
    ),
    switchMap((action) =>
      (reorderSearchChanged.match(action) ? timer(STOCK_SEARCH_DEBOUNCE_MS) : of(0)).pipe(
        switchMap(() => {
          const { params, requestId } = state$.value.reorder;
          const q = params.q.trim();
          return defer(() =>
            api.stock.getReorderList({ page: params.page, size: params.size, ...(q === '' ? {} : { q }) }),
          ).pipe(
            map(({ rows, totalCount }) => reorderListLoaded({ requestId, rows, totalCount })),
            catchError((error: unknown) => {
              const message = errorMessageOf(error);
              return of(reorderListFailed({ requestId, message }), toast.error(message));
            }),
          );
        }),
      ),
    ),
  );

/** Spec §4: a page left past the end by a recount is fetched again where it stepped back to. */
export const reloadReorderListEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(reorderListLoaded.match),
    filter(() => state$.value.reorder.reloadNeeded),
    map(() => reorderListRequested()),
  );

/** Makes the drafts of the chosen items in one call, and says which ("2 draft purchase orders made: …"). */
export const makeReorderDraftsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(reorderDraftsRequested.match),
    mergeMap(() =>
      defer(() => api.stock.makeReorderDrafts(chosenLines(state$.value.reorder.choices))).pipe(
        mergeMap((drafts) => [
          reorderDraftsMade(drafts),
          toast.success(reorderDraftsMessage(drafts.map((draft) => draft.supplierName))),
        ]),
        catchError((error: unknown) => of(reorderDraftsFailed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );
