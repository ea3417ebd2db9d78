import { catchError, defer, filter, groupBy, map, mergeMap, of, switchMap } from 'rxjs';
import { lookupQuery } from '@erp/domain';
import { ApiError, NO_REPLY_MESSAGE, errorMessageOf } from '../../client/envelope.ts';
import { lookupApiPath } from '../../entity/entity.ts';
import { outboxOwner } from '../outbox/owner.ts';
import type { AppEpic } from '../types.ts';
import { floorListFailed, floorListLoaded, floorListRequested } from './floorListsSlice.ts';

/**
 * A floor list from the server, kept on the phone with its time under the signed-in user; with no server
 * answering, the kept one with the time it is from ("as of 27-11-2026 09:42"). A newer ask of the same list
 * supersedes an older one.
 */
export const floorListEpic: AppEpic = (action$, state$, { api, device }) =>
  action$.pipe(
    filter(floorListRequested.match),
    groupBy(({ payload }) => payload.name),
    mergeMap((asks) =>
      asks.pipe(
        switchMap(({ payload: { name, module, filter: only, list, query = '' } }) => {
          const owner = outboxOwner(state$.value.session) ?? '';
          const kept = defer(() => device.storage.keptList(owner, name)).pipe(
            map((copy) =>
              copy
                ? floorListLoaded({ name, rows: copy.rows, total: copy.total, asOf: copy.at })
                : floorListFailed({ name, reason: NO_REPLY_MESSAGE }),
            ),
          );
          return api.entity
            .getAllByPartner(lookupApiPath(module), lookupQuery({ filter: only }, query), list)
            .pipe(
              mergeMap(({ rows, totalCount }) =>
                defer(() =>
                  device.storage.keepList(owner, name, {
                    rows,
                    total: totalCount,
                    at: new Date().toISOString(),
                  }),
                ).pipe(
                  // A list the phone could not keep is still shown: only the offline copy is older.
                  catchError(() => of(undefined)),
                  map(() => floorListLoaded({ name, rows, total: totalCount, asOf: null })),
                ),
              ),
              catchError((error: unknown) =>
                error instanceof ApiError && error.status === 0
                  ? kept
                  : of(floorListFailed({ name, reason: errorMessageOf(error) })),
              ),
            );
        }),
      ),
    ),
  );
