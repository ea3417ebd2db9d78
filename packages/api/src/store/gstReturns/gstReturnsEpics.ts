import { isAnyOf } from '@reduxjs/toolkit';
import { catchError, defer, filter, map, of, switchMap, type Observable } from 'rxjs';
import type { DownloadProgress } from '../../client/client.ts';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  gstFileRequested,
  gstReturnChosen,
  gstReturnFailed,
  gstReturnLoaded,
  gstReturnsOpened,
} from './gstReturnsSlice.ts';

/** Loads GSTR-1 of the month and branch chosen; a newer choice cancels the older load. */
export const loadGstReturnEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(gstReturnsOpened, gstReturnChosen)),
    switchMap(() => {
      const { month, branchId, requestId } = state$.value.gstReturns;
      return defer(() => api.gstReturns.getGstr1({ month, branchId })).pipe(
        map((summary) => gstReturnLoaded({ requestId, summary })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(gstReturnFailed({ requestId, message }), toast.error(message));
        }),
      );
    }),
  );

/** Downloads the file asked (GSTR-1's JSON or Excel, the Tally XML of the range) and says it is saved. */
export const downloadGstFileEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(gstFileRequested.match),
    switchMap(({ payload }) => {
      const { month, branchId, tallyFrom, tallyTo } = state$.value.gstReturns;
      const file = (onProgress: DownloadProgress): Observable<string> =>
        payload === 'tally'
          ? api.gstReturns.downloadTally({ from: tallyFrom, to: tallyTo, branchId }, onProgress)
          : api.gstReturns.downloadGstr1({ month, branchId }, payload, onProgress);
      return trackDownload(
        downloadKeys.gstFile(payload),
        (onProgress) => file(onProgress).pipe(map((name) => toast.success(`Saved ${name}`))),
        (error) => [toast.error(errorMessageOf(error))],
      );
    }),
  );
