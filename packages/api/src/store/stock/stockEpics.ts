import { isAnyOf } from '@reduxjs/toolkit';
import { catchError, defer, filter, map, of, switchMap, timer, type Observable } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { catalogueModule } from '../../entity/entity.ts';
import type { StockFilter, StockPage } from '../../stock/stock.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic, EpicDependencies } from '../types.ts';
import {
  STOCK_SEARCH_DEBOUNCE_MS,
  stockCardFailed,
  stockCardLoaded,
  stockCardRequested,
  stockFiltersChanged,
  stockPageChanged,
  stockViewFailed,
  stockViewLoaded,
  stockViewOpened,
  stockViewRequested,
  type StockViewParams,
} from './stockSlice.ts';

/** What the view asks of the stock (its call's body less the page, its export's filter): nothing left empty. */
export function stockFilterOf(
  params: StockViewParams,
): Pick<StockFilter, 'branch' | 'location' | 'stockAreaId' | 'q'> {
  const body: Pick<StockFilter, 'branch' | 'location' | 'stockAreaId' | 'q'> = {};
  if (params.branch) body.branch = params.branch.id;
  if (params.location) body.location = params.location.id;
  if (params.stockArea) body.stockAreaId = params.stockArea.id;
  if (params.q.trim() !== '') body.q = params.q.trim();
  return body;
}

/** The view's page: ungrouped from getStock/v2, grouped from getStockListWithGroupBy/v2. */
const stockPage = (api: EpicDependencies['api'], params: StockViewParams): Observable<StockPage> => {
  const body = { ...stockFilterOf(params), page: params.page, size: params.size };
  return params.groupBy === null
    ? api.stock.getStock(body)
    : api.stock.getStockListWithGroupBy({ ...body, groupBy: params.groupBy });
};

/**
 * Spec §4 "When exactly one stock area exists it is preselected": on opening, with none chosen yet, one
 * page of two stock areas says whether there is only one; then the stock is asked for.
 */
export const openStockViewEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(stockViewOpened.match),
    switchMap(() => {
      if (state$.value.stock.view.params.stockArea !== null) return of(stockViewRequested());
      return defer(() =>
        api.entity.getAllByPartner(catalogueModule('stockArea').apiPath, { page: 1, size: 2 }),
      ).pipe(
        map(({ rows: [only], totalCount }) =>
          totalCount === 1 && only?.id !== undefined
            ? stockFiltersChanged({ stockArea: { id: only.id, name: String(only.name ?? only.id) } })
            : stockViewRequested(),
        ),
        // The stock shows without the preselection rather than not at all.
        catchError(() => of(stockViewRequested())),
      );
    }),
  );

/**
 * Loads the view's page as its params stand; typed search waits `STOCK_SEARCH_DEBOUNCE_MS` after the last
 * key, every other change goes at once, and a newer change cancels the older load.
 */
export const loadStockViewEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(stockViewRequested, stockFiltersChanged, stockPageChanged)),
    switchMap((action) => {
      const typed = stockFiltersChanged.match(action) && action.payload.q !== undefined;
      return (typed ? timer(STOCK_SEARCH_DEBOUNCE_MS) : of(0)).pipe(
        switchMap(() => {
          const { params, requestId } = state$.value.stock.view;
          return stockPage(api, params).pipe(
            map(({ rows, totalCount, totalValue }) =>
              stockViewLoaded({ requestId, rows, totalCount, totalValue }),
            ),
            catchError((error: unknown) => {
              const message = errorMessageOf(error);
              return of(stockViewFailed({ requestId, message }), toast.error(message));
            }),
          );
        }),
      );
    }),
  );

/** Spec §4: a page left past the end by a recount is fetched again where it stepped back to. */
export const reloadStockViewEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(stockViewLoaded.match),
    filter(() => state$.value.stock.view.reloadNeeded),
    map(() => stockViewRequested()),
  );

/** Loads the stock card's page asked; a newer ask cancels the older. */
export const loadStockCardEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(stockCardRequested.match),
    switchMap(({ payload: query }) => {
      const { requestId } = state$.value.stock.card;
      return defer(() => api.stock.getStockCard(query)).pipe(
        map((page) => stockCardLoaded({ requestId, ...page })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(stockCardFailed({ requestId, message }), toast.error(message));
        }),
      );
    }),
  );
