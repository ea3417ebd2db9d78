import { isAnyOf } from '@reduxjs/toolkit';
import {
  EMPTY,
  catchError,
  defer,
  filter,
  groupBy,
  map,
  mergeMap,
  of,
  switchMap,
  timer,
  type Observable,
} from 'rxjs';
import { LOOKUP_PAGE_SIZE, lookupQuery, type EntityRecord } from '@erp/domain';
import { ApiError, NO_REPLY_MESSAGE, errorMessageOf } from '../../client/envelope.ts';
import { lookupApiPath } from '../../entity/entity.ts';
import { LOOKUP_DEBOUNCE_MS } from '../lookups/lookupSearchSlice.ts';
import { outboxOwner } from '../outbox/owner.ts';
import type { AppEpic } from '../types.ts';
import {
  floorListFailed,
  floorListKey,
  floorListLoaded,
  floorListMoreRequested,
  floorListRequested,
  narrowedRows,
  untiedOf,
} from './floorListsSlice.ts';

/**
 * A list as synced (no text typed) is read up to this many pages at once, for the phone to keep: a
 * longer one keeps its first pages, and More reads on while online (decision 2363).
 */
export const FLOOR_LIST_PAGES = 5;

/**
 * A tied list read with none of its ties (all the racks, which the floor's home keeps so that each area's are
 * narrowed from it offline) is read in pages of FLOOR_WHOLE_SIZE, up to FLOOR_WHOLE_PAGES: a godown's 2,000
 * racks, where a list's 100 would leave the rest unchosen offline.
 */
export const FLOOR_WHOLE_SIZE = 500;
export const FLOOR_WHOLE_PAGES = 4;

const keyOf = (action: ReturnType<typeof floorListRequested> | ReturnType<typeof floorListMoreRequested>) =>
  floorListRequested.match(action) ? floorListKey(action.payload) : action.payload.key;

/**
 * A floor list from the server, kept on the phone with its time under the signed-in user and its key (name and
 * filter: each stock area's racks apart); text typed is searched on the server, More reads the next page. With
 * no server answering, the kept copy with the time it is from ("as of 27-11-2026 09:42"), which the picker
 * searches itself. A newer ask of the same list supersedes an older one.
 */
export const floorListEpic: AppEpic = (action$, state$, { api, device }) =>
  action$.pipe(
    filter(isAnyOf(floorListRequested, floorListMoreRequested)),
    // A More the store refused (all shown, a copy from the phone, a first page on its way) asks nothing and
    // cancels nothing; one after another More asks that same page again.
    filter((action) => {
      const shown = state$.value.floorLists.lists[keyOf(action)];
      return shown?.status === 'loading' && (floorListRequested.match(action) || shown.page > 0);
    }),
    groupBy(keyOf),
    mergeMap((asks) =>
      asks.pipe(
        switchMap((action) => {
          const key = keyOf(action);
          const shown = state$.value.floorLists.lists[key];
          if (!shown) return EMPTY;
          const { ask } = shown;
          const query = ask.query ?? '';
          const synced = query.trim() === '';
          const added = floorListMoreRequested.match(action);
          const first = added ? shown.page + 1 : 1;
          // A list never read with this choice (an area's racks) is the one kept without it, narrowed here.
          const untied = untiedOf(ask);
          const whole = (ask.tied?.length ?? 0) > 0 && untied === undefined;
          const size = whole ? FLOOR_WHOLE_SIZE : LOOKUP_PAGE_SIZE;
          const last = added || !synced ? first : whole ? FLOOR_WHOLE_PAGES : FLOOR_LIST_PAGES;
          const owner = outboxOwner(state$.value.session) ?? '';
          const read = (page: number, before: EntityRecord[]): Observable<[EntityRecord[], number, number]> =>
            api.entity
              .getAllByPartner(
                lookupApiPath(ask.module),
                { ...lookupQuery({ filter: ask.filter }, query, page), size },
                ask.list,
              )
              .pipe(
                mergeMap(({ rows, totalCount }) => {
                  const all = [...before, ...rows];
                  return page < last && rows.length > 0 && all.length < totalCount
                    ? read(page + 1, all)
                    : of<[EntityRecord[], number, number]>([all, totalCount, page]);
                }),
              );
          const kept = defer(() => device.storage.keptList(owner, key)).pipe(
            mergeMap((own) =>
              own || !untied
                ? of(own)
                : defer(() => device.storage.keptList(owner, floorListKey(untied))).pipe(
                    map((copy) => {
                      if (!copy) return copy;
                      const rows = narrowedRows(ask, copy.rows);
                      return { ...copy, rows, total: rows.length };
                    }),
                  ),
            ),
            map((copy) =>
              copy
                ? floorListLoaded({ key, rows: copy.rows, total: copy.total, page: 0, asOf: copy.at })
                : floorListFailed({ key, reason: NO_REPLY_MESSAGE }),
            ),
          );
          // Typed text waits for the typing to pause; opening the list and More go at once.
          const wait = synced || added ? of(0) : timer(LOOKUP_DEBOUNCE_MS);
          return wait.pipe(
            switchMap(() => read(first, [])),
            mergeMap(([rows, total, page]) => {
              const loaded = floorListLoaded({
                key,
                rows,
                total,
                page,
                asOf: null,
                ...(added ? { added } : {}),
              });
              // A search's matches are not the list: only the list as synced (and its More) is kept.
              if (!synced) return of(loaded);
              const all = added ? [...shown.rows, ...rows] : rows;
              return defer(() =>
                device.storage.keepList(owner, key, { rows: all, total, at: new Date().toISOString() }),
              ).pipe(
                // A list the phone could not keep is still shown: only the offline copy is older.
                catchError(() => of(undefined)),
                map(() => loaded),
              );
            }),
            catchError((error: unknown) =>
              error instanceof ApiError && error.status === 0
                ? kept
                : of(floorListFailed({ key, reason: errorMessageOf(error) })),
            ),
          );
        }),
      ),
    ),
  );
