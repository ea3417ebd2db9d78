import { createAction } from '@reduxjs/toolkit';
import { PHRASES, type DocumentKey } from '@erp/domain';
import { catchError, defer, filter, ignoreElements, mergeMap, of } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import { documentSaved } from './documentsSlice.ts';

// The count sheet in Excel on its form (decision 1010): downloaded to fill in, its counts uploaded back.

/** Downloads a count sheet as Excel, saved under its number. */
export const countSheetRequested = createAction<{ document: DocumentKey; id: number; number: string | null }>(
  'documents/countSheetRequested',
);

/** Uploads a filled count sheet to the draft: the form shows the draft with its counts. */
export const countsUploadRequested = createAction<{ document: DocumentKey; id: number; file: File }>(
  'documents/countsUploadRequested',
);

export const countSheetEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(countSheetRequested.match),
    mergeMap(({ payload }) =>
      trackDownload(
        downloadKeys.countSheet(payload.document, payload.id),
        (onProgress) => api.counts.countSheet(payload.id, payload.number, onProgress).pipe(ignoreElements()),
        (error) => [toast.error(errorMessageOf(error))],
      ),
    ),
  );

export const countsUploadEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(countsUploadRequested.match),
    mergeMap(({ payload }) =>
      defer(() => api.counts.uploadCounts(payload.id, payload.file)).pipe(
        mergeMap((record) => [
          documentSaved({ document: payload.document, record }),
          toast.success(PHRASES.countsSaved),
        ]),
        catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
      ),
    ),
  );
