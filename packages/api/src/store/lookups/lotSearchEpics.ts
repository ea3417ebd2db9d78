import { EMPTY, catchError, filter, map, of, switchMap, timer } from 'rxjs';
import { LOOKUP_PAGE_SIZE } from '@erp/domain';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import { LOOKUP_DEBOUNCE_MS } from './lookupSearchSlice.ts';
import { lotMoreRequested, lotSearchFailed, lotSearchLoaded, lotSearchRequested } from './lotSearchSlice.ts';

/**
 * A lot picker's pages (decision 2086): the stock view grouped by item and lot, of the item (and area) the
 * line names, its search `lotQ` matching the lot number alone; typed text waits as a lookup's does (decision 0612), and
 * a newer search cancels the older one.
 */
export const lotSearchEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => lotSearchRequested.match(action) || lotMoreRequested.match(action)),
    switchMap((action) => {
      const more = lotMoreRequested.match(action);
      const { filter: lots, query, status, requestId, page: read } = state$.value.lotSearch;
      // A "More" the store refused (every lot shown, or nothing loaded yet) asks nothing.
      if (!lots || status !== 'loading' || (more && read === 0)) return EMPTY;
      const page = more ? read + 1 : 1;
      const wait = !more && query.trim() !== '' ? timer(LOOKUP_DEBOUNCE_MS) : of(0);
      const q = query.trim();
      return wait.pipe(
        switchMap(() =>
          api.stock.getStockListWithGroupBy({
            ...lots,
            ...(q === '' ? {} : { lotQ: q }),
            groupBy: 'itemAndLot',
            page,
            size: LOOKUP_PAGE_SIZE,
          }),
        ),
        map(({ rows, totalCount }) => lotSearchLoaded({ requestId, page, rows, total: totalCount })),
        catchError((error: unknown) =>
          of(lotSearchFailed({ requestId }), toast.error(errorMessageOf(error))),
        ),
      );
    }),
  );
