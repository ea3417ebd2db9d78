import { isAnyOf } from '@reduxjs/toolkit';
import { EMPTY, catchError, concatMap, defer, exhaustMap, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  boardFailed,
  boardLoaded,
  boardMoreFailed,
  boardMoreLoaded,
  boardMoreRequested,
  boardRequested,
  cardMoveFailed,
  cardMoved,
  cardMoveRequested,
  convertFailed,
  converted,
  convertRequested,
  historyFailed,
  historyLoaded,
  historyRequested,
  lostReasonGiven,
} from './funnelBoardSlice.ts';

/** Reads the board: a newer question cancels the older one (decision 1660). */
export const loadBoardEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(boardRequested.match),
    switchMap(() => {
      const { apiPath, query, size, requestId } = state$.value.funnelBoard;
      return defer(() => api.funnelBoard.getBoard(apiPath, query, size)).pipe(
        map((board) => boardLoaded({ requestId, board })),
        catchError((error: unknown) => of(boardFailed({ requestId }), toast.error(errorMessageOf(error)))),
      );
    }),
  );

/** "Show more": the column's next page of cards in the board's order. */
export const boardMoreEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(boardMoreRequested.match),
    mergeMap(({ payload: { columnId } }) => {
      const { apiPath, query, size, columns } = state$.value.funnelBoard;
      const shown = columns.find((column) => column.id === columnId)?.cards.length ?? 0;
      return defer(() =>
        api.funnelBoard.getColumnPage(apiPath, columnId, query, Math.floor(shown / size) + 1, size),
      ).pipe(
        map((page) => boardMoreLoaded({ columnId, rows: page.rows })),
        catchError((error: unknown) => of(boardMoreFailed({ columnId }), toast.error(errorMessageOf(error)))),
      );
    }),
  );

/**
 * Sends a move (decision 1661) once it no longer waits for a reason: the card with its version, into a lost
 * stage with the reason. A refusal says why; a stale card (409) reads the board again.
 */
export const moveCardEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(cardMoveRequested, lostReasonGiven)),
    concatMap((action) => {
      const { apiPath, movingId, columns, pendingLost, query, sumField } = state$.value.funnelBoard;
      if (movingId === null) return EMPTY;
      const card = columns.flatMap((column) => column.cards).find((one) => one.id === movingId);
      const columnId =
        pendingLost?.columnId ?? (cardMoveRequested.match(action) ? action.payload.columnId : 0);
      if (!card) return EMPTY;
      const lost = lostReasonGiven.match(action)
        ? { lostReason: action.payload.reason, lostRemarks: action.payload.remarks }
        : {};
      return defer(() =>
        api.funnelBoard.moveCard(apiPath, card.id, { stageId: columnId, version: card.version, ...lost }),
      ).pipe(
        map((record) => cardMoved({ record, columnId })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          const stale = error instanceof ApiError && error.status === 409;
          return of(
            cardMoveFailed({ message }),
            toast.error(message),
            ...(stale ? [boardRequested({ apiPath, query, sumField })] : []),
          );
        }),
      );
    }),
  );

/** An entry's history, newest first, page by page (decision 1663). */
export const historyEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(historyRequested.match),
    switchMap(({ payload: { apiPath, id, page } }) =>
      defer(() => api.funnelBoard.getHistory(apiPath, id, page, 10)).pipe(
        map(({ rows, totalCount }) => historyLoaded({ id, rows, total: totalCount })),
        catchError((error: unknown) => of(historyFailed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );

/** "Convert to Customer" (decision 1662): once at a time; a refusal (already a customer) says why. */
export const convertEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(convertRequested.match),
    exhaustMap(({ payload: { apiPath, id, version } }) =>
      defer(() => api.funnelBoard.convertToCustomer(apiPath, id, version)).pipe(
        switchMap((record) => of(converted({ record }), toast.success('Converted to a customer'))),
        catchError((error: unknown) => of(convertFailed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );
