import { createAction } from '@reduxjs/toolkit';
import { filter, ignoreElements, mergeMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';

/** A stored file the user clicked (a lab test's report): saved under its own name (decision 1910). */
export const storedFileRequested = createAction<{ id: number; name: string }>('storedFiles/requested');

export const storedFileEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(storedFileRequested.match),
    mergeMap(({ payload: { id, name } }) =>
      trackDownload(
        downloadKeys.storedFile(id),
        (onProgress) => api.entity.saveStoredFile(id, name, onProgress).pipe(ignoreElements()),
        (error) => [toast.error(errorMessageOf(error))],
      ),
    ),
  );
