import { catchError, defer, filter, map, of } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { catalogueModule } from '../../entity/entity.ts';
import { latestPerModule } from '../entities/entitiesEpics.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  LOOKUP_SEARCH_SIZE,
  lookupSearchFailed,
  lookupSearchLoaded,
  lookupSearchRequested,
} from './lookupSearchSlice.ts';

/** Searches a large list for a lookup: the first page of matches; a newer search cancels the older one. */
export const lookupSearchEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(lookupSearchRequested.match),
    latestPerModule(({ payload: { module, query } }) => {
      const requestId = state$.value.lookupSearch.modules[module]?.requestId ?? 0;
      const search = { page: 1, size: LOOKUP_SEARCH_SIZE, ...(query.trim() ? { q: query } : {}) };
      return defer(() => api.entity.getAllByPartner(catalogueModule(module).apiPath, search)).pipe(
        map(({ rows }) => lookupSearchLoaded({ module, requestId, rows })),
        catchError((error: unknown) =>
          of(lookupSearchFailed({ module, requestId }), toast.error(errorMessageOf(error))),
        ),
      );
    }),
  );
