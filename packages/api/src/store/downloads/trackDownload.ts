import type { Action } from 'redux';
import {
  Subject,
  asyncScheduler,
  catchError,
  concat,
  defer,
  finalize,
  from,
  merge,
  of,
  type Observable,
} from 'rxjs';
import type { DownloadProgress } from '../../client/client.ts';
import { downloadEnded, downloadProgressed, downloadStarted } from './downloadsSlice.ts';

/**
 * Runs a download with its button's state in the store (issue 40, decision 1910): started at once, its bytes
 * as the client hears them, ended whatever the outcome. `run` hands `onProgress` to the client's download
 * and maps its result to actions; `failed` says a refusal in actions (a toast, the dialog's error).
 */
export function trackDownload(
  key: string,
  run: (onProgress: DownloadProgress) => Observable<Action>,
  failed: (error: unknown) => readonly Action[],
): Observable<Action> {
  return defer(() => {
    const progress = new Subject<Action>();
    const work = defer(() =>
      run((loaded, total) =>
        progress.next(downloadProgressed(total === undefined ? { key, loaded } : { key, loaded, total })),
      ),
    ).pipe(finalize(() => progress.complete()));
    return concat(
      of(downloadStarted({ key, at: asyncScheduler.now() })),
      merge(progress, work).pipe(catchError((error: unknown) => from(failed(error)))),
      of(downloadEnded({ key })),
    );
  });
}
