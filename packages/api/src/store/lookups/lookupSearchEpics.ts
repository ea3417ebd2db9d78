import { isAnyOf } from '@reduxjs/toolkit';
import { EMPTY, catchError, filter, map, mergeMap, of, switchMap, timer } from 'rxjs';
import { lookupQuery } from '@erp/domain';
import { errorMessageOf } from '../../client/envelope.ts';
import { lookupApiPath } from '../../entity/entity.ts';
import { latestPerModule } from '../entities/entitiesEpics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  LOOKUP_DEBOUNCE_MS,
  lookupChosenLoaded,
  lookupChosenRequested,
  lookupMoreRequested,
  lookupSearchFailed,
  lookupSearchLoaded,
  lookupSearchRequested,
} from './lookupSearchSlice.ts';

/**
 * A picker's pages of matches (decision 0612): typed text waits LOOKUP_DEBOUNCE_MS after the last key
 * (the list opening and "More" go at once); a newer search of the same picker cancels the older one.
 */
export const lookupSearchEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(lookupSearchRequested, lookupMoreRequested)),
    latestPerModule((action) => {
      const { module } = action.payload;
      const more = lookupMoreRequested.match(action);
      const entry = state$.value.lookupSearch.modules[module];
      // A "More" the store refused (every match shown, or nothing loaded yet) asks nothing.
      if (!entry || entry.status !== 'loading' || (more && entry.page === 0)) return EMPTY;
      const { requestId, query } = entry;
      const page = more ? entry.page + 1 : 1;
      const wait = !more && query.trim() !== '' ? timer(LOOKUP_DEBOUNCE_MS) : of(0);
      return wait.pipe(
        switchMap(() =>
          api.entity.getAllByPartner(
            lookupApiPath(module),
            lookupQuery({ filter: entry.filter }, query, page),
            entry.list,
          ),
        ),
        map(({ rows, totalCount }) =>
          lookupSearchLoaded({ module, requestId, page, rows, total: totalCount }),
        ),
        catchError((error: unknown) =>
          of(lookupSearchFailed({ module, requestId }), toast.error(errorMessageOf(error))),
        ),
      );
    }),
  );

/**
 * A chosen record's name (decision 1341): the record a picker holds without having found it is read by id
 * (`{apiPath}/{id}`, as the form reads a record); one it cannot read keeps the picker without a name.
 */
export const lookupChosenEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(lookupChosenRequested.match),
    mergeMap(({ payload: { module, id } }) =>
      api.entity.getById(lookupApiPath(module), id).pipe(
        map((record) => lookupChosenLoaded({ module, id, record })),
        catchError(() => EMPTY),
      ),
    ),
  );
