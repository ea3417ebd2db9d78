import { catchError, defer, filter, forkJoin, map, mergeMap, of, switchMap, timer } from 'rxjs';
import { MAINTENANCE_SCHEDULE, type MaintenanceScheduleRow } from '@erp/domain';
import { catalogueModule } from '../../entity/entity.ts';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import type { StockCardQuery, StockFilter } from '../../stock/stock.ts';
import { STOCK_SEARCH_DEBOUNCE_MS } from '../stock/stockSlice.ts';
import { outboxEntrySent } from '../outbox/outboxSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  FLOOR_BREAKDOWNS_SIZE,
  FLOOR_LOT_PLACES,
  FLOOR_MAINTENANCE_SIZE,
  FLOOR_MOVEMENTS_SIZE,
  floorLotFailed,
  floorLotLoaded,
  floorMachineFailed,
  floorMachineLoaded,
  floorMachineRequested,
  floorMaintenanceFailed,
  floorMaintenanceLoaded,
  floorLotRequested,
  floorMovementsFailed,
  floorMovementsLoaded,
  floorMovementsMore,
  floorPlaceStockFailed,
  floorPlaceStockLoaded,
  floorParcelFailed,
  floorParcelLoaded,
  floorParcelRequested,
  floorPlaceStockRequested,
  floorPlaceNameFailed,
  floorPlaceNamed,
  floorPlaceRequested,
  floorRollsFailed,
  floorRollsLoaded,
  floorRollsMore,
  FLOOR_ROLLS_SIZE,
  type FloorLotAsk,
  type FloorPlaceAsk,
} from './floorPagesSlice.ts';

/** A failure as the page tells it: a 404 (no such record for this organisation) is "not found". */
const failure = (requestId: number, error: unknown) => ({
  requestId,
  message: errorMessageOf(error),
  missing: error instanceof ApiError && error.status === 404,
});

/** The lot's stock: the item's under its lot and roll numbers, or the area's for stock of neither. */
export function lotStockFilter(ask: FloorLotAsk): StockFilter {
  const body: StockFilter = { itemId: ask.itemId, page: 1, size: FLOOR_LOT_PLACES };
  if (ask.lotNumber) body.lotNumber = ask.lotNumber;
  if (ask.rollNumber) body.rollNumber = ask.rollNumber;
  if (!ask.lotNumber && !ask.rollNumber && ask.stockAreaId !== undefined) body.stockAreaId = ask.stockAreaId;
  return body;
}

/** The lot's movements, newest first: the stock card of the item in the lot (or the area for neither). */
export function lotCardQuery(ask: FloorLotAsk, page: number): StockCardQuery {
  const query: StockCardQuery = { itemId: ask.itemId, newestFirst: true, page, size: FLOOR_MOVEMENTS_SIZE };
  if (ask.lotNumber) query.lotNumber = ask.lotNumber;
  else if (!ask.rollNumber && ask.stockAreaId !== undefined) query.stockAreaId = ask.stockAreaId;
  return query;
}

/**
 * A lot's page (issue 58): where it lies now and its newest movements, read together; an item of another
 * organisation, or one not there, is the page's not found, as is a lot with neither stock nor a movement.
 */
export const loadFloorLotEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(floorLotRequested.match),
    switchMap(({ payload: ask }) => {
      const { requestId } = state$.value.floorPages.lot;
      return forkJoin([
        defer(() => api.stock.getStock(lotStockFilter(ask))),
        defer(() => api.stock.getStockCard(lotCardQuery(ask, 1))),
      ]).pipe(
        map(([stock, card]) =>
          stock.rows.length === 0 && card.rows.length === 0
            ? floorLotFailed({ requestId, message: 'No such lot', missing: true })
            : floorLotLoaded({
                requestId,
                item: card.item,
                uom: card.uom,
                places: stock.rows,
                movements: card.rows,
                movementsTotal: card.totalCount,
              }),
        ),
        catchError((error: unknown) => of(floorLotFailed(failure(requestId, error)))),
      );
    }),
  );

/** The lot's next movements ("More"), added after those shown. */
export const loadFloorMovementsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(floorMovementsMore.match),
    switchMap(() => {
      const { ask, requestId, movementsPage } = state$.value.floorPages.lot;
      if (!ask) return of();
      const page = movementsPage + 1;
      return defer(() => api.stock.getStockCard(lotCardQuery(ask, page))).pipe(
        map((card) =>
          floorMovementsLoaded({ requestId, page, movements: card.rows, total: card.totalCount }),
        ),
        catchError((error: unknown) => of(floorMovementsFailed(failure(requestId, error)))),
      );
    }),
  );

/** The stock call's body of a place's page. */
export function placeStockFilter(ask: FloorPlaceAsk): StockFilter {
  const body: StockFilter = { page: ask.page, size: ask.size };
  if (ask.place === 'rack') body.rackId = ask.id;
  else body.stockAreaId = ask.id;
  if (ask.q.trim() !== '') body.q = ask.q.trim();
  return body;
}

/**
 * A place's name and code for its page (decision 2374): its pickers' list read of the one id, which the
 * server gives to whoever may read the master or choose from it; no row is a place not of this organisation.
 */
export const loadFloorPlaceNameEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(floorPlaceRequested.match),
    switchMap(({ payload: asked }) =>
      defer(() =>
        api.entity.getAllByPartner(catalogueModule(asked.place).apiPath, {
          page: 1,
          size: 1,
          filter: { id: String(asked.id) },
        }),
      ).pipe(
        map(({ rows }) => {
          const [row] = rows;
          const named = row ? { name: String(row.name ?? ''), code: String(row.code ?? '') } : null;
          return floorPlaceNamed({ ...asked, named });
        }),
        catchError((error: unknown) => {
          const { message, missing } = failure(0, error);
          return of(floorPlaceNameFailed({ ...asked, message, missing }));
        }),
      ),
    ),
  );

/**
 * The stock in a stock area or on a rack, searched and paged on the server; typed search waits
 * `STOCK_SEARCH_DEBOUNCE_MS` as Inventory Stock's does, and a newer ask cancels the older.
 */
export const loadFloorPlaceEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(floorPlaceStockRequested.match),
    switchMap(({ payload: ask }) => {
      const { requestId } = state$.value.floorPages.place;
      return timer(ask.q.trim() === '' ? 0 : STOCK_SEARCH_DEBOUNCE_MS).pipe(
        switchMap(() => api.stock.getStock(placeStockFilter(ask))),
        map(({ rows, totalCount }) => floorPlaceStockLoaded({ requestId, rows, total: totalCount })),
        catchError((error: unknown) => of(floorPlaceStockFailed(failure(requestId, error)))),
      );
    }),
  );

/** The machine breakdowns' list call: a machine's stops are its records naming the machine. */
export const BREAKDOWNS_MODULE = 'chemical/machineBreakdown';

/**
 * A machine's page (issue 58, decision 2314): its last breakdowns, the newest stop first, through the
 * breakdowns' own list call filtered by the machine; the machine's record is read by the entity slice.
 */
export const loadFloorMachineEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(floorMachineRequested.match),
    switchMap(({ payload: { id } }) => {
      const { requestId } = state$.value.floorPages.machine;
      const query = {
        page: 1,
        size: FLOOR_BREAKDOWNS_SIZE,
        sort: '-stoppedOn',
        filter: { machineId: String(id) },
      };
      return defer(() => api.entity.getAllByPartner(BREAKDOWNS_MODULE, query)).pipe(
        map(({ rows, totalCount }) => floorMachineLoaded({ requestId, breakdowns: rows, total: totalCount })),
        catchError((error: unknown) => of(floorMachineFailed(failure(requestId, error)))),
      );
    }),
  );

/**
 * A machine's maintenance (decision 2314): the schedule the maintenance dashboard reads (its report,
 * Maintenance Activity), for this machine, in its order: overdue first, then due, then done.
 */
export const loadFloorMaintenanceEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(floorMachineRequested.match),
    switchMap(({ payload: { id } }) => {
      const { requestId } = state$.value.floorPages.machine;
      const body = { machineId: id, page: 1, size: FLOOR_MAINTENANCE_SIZE };
      return defer(() => api.reports.getReport(MAINTENANCE_SCHEDULE, body)).pipe(
        map(({ rows }) =>
          floorMaintenanceLoaded({ requestId, maintenance: rows as unknown as MaintenanceScheduleRow[] }),
        ),
        catchError((error: unknown) => of(floorMaintenanceFailed(failure(requestId, error)))),
      );
    }),
  );

/**
 * A machine's woven rolls (decision 2361), newest first: the first page with the machine's page, the next on
 * "More", added after those shown. A role that may not read weaving entries sees the refusal in words.
 */
export const loadFloorRollsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => floorMachineRequested.match(action) || floorRollsMore.match(action)),
    switchMap((action) => {
      const { id, requestId, rollsPage } = state$.value.floorPages.machine;
      if (id === null) return of();
      const page = floorRollsMore.match(action) ? rollsPage + 1 : 1;
      return defer(() => api.maintenance.machineRolls(id, page, FLOOR_ROLLS_SIZE)).pipe(
        map(({ rows, totalCount }) => floorRollsLoaded({ requestId, page, rolls: rows, total: totalCount })),
        catchError((error: unknown) => of(floorRollsFailed(failure(requestId, error)))),
      );
    }),
  );

/**
 * A parcel's page (decisions 2314, 2360): its contents, in stock or as its dispatch took them, and its
 * dispatch; a parcel never packed is the page's not found (the read's 404, in its words).
 */
export const loadFloorParcelEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(floorParcelRequested.match),
    switchMap(({ payload: { parcelNumber } }) => {
      const { requestId } = state$.value.floorPages.parcel;
      return defer(() => api.shipping.parcelPage(parcelNumber)).pipe(
        map((page) => floorParcelLoaded({ requestId, page })),
        catchError((error: unknown) => of(floorParcelFailed(failure(requestId, error)))),
      );
    }),
  );

/**
 * A floor entry the server did (a move, an issue, a count, a load, a roll or a breakdown) changes the lot,
 * the place, the parcel or the machine shown: each is read again, so that the page never shows where the lot
 * lay before, Load for a parcel loaded, nor a machine without its new roll or stop (issue 58).
 */
export const rereadFloorPagesEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(outboxEntrySent.match),
    mergeMap(() => {
      const { lot, place, parcel, machine } = state$.value.floorPages;
      const { parcelNumber } = parcel;
      return [
        ...(lot.ask && lot.status === 'loaded' ? [floorLotRequested(lot.ask)] : []),
        ...(place.ask && place.status === 'loaded' ? [floorPlaceStockRequested(place.ask)] : []),
        ...(parcelNumber && parcel.status === 'loaded' ? [floorParcelRequested({ parcelNumber })] : []),
        ...(machine.id !== null && machine.status === 'loaded'
          ? [floorMachineRequested({ id: machine.id })]
          : []),
      ];
    }),
  );
