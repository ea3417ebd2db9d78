import { filter, ignoreElements, map, scan, switchMap, tap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { isSessionOver } from '../session/sessionSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  printPreviewClosed,
  printPreviewFailed,
  printPreviewLoaded,
  printPreviewRequested,
} from './printPreviewSlice.ts';

/** Prints the template asked for; a newer request cancels the older one. */
export const printPreviewEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(printPreviewRequested.match),
    switchMap(({ payload }) =>
      trackDownload(
        downloadKeys.printPreview(),
        (onProgress) =>
          api.printTemplates
            .preview(payload.template, onProgress)
            .pipe(map((pdf) => printPreviewLoaded({ url: URL.createObjectURL(pdf) }))),
        (error) => [printPreviewFailed({ message: errorMessageOf(error) })],
      ),
    ),
  );

/** Revokes a preview's object URL once a newer one replaces it, the preview fails or closes, or the session ends. */
export const revokePrintPreviewEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(
      (action) =>
        printPreviewLoaded.match(action) ||
        printPreviewFailed.match(action) ||
        printPreviewClosed.match(action) ||
        isSessionOver(action),
    ),
    scan<unknown, { shown: string | null; revoke: string | null }>(
      ({ shown }, action) => ({
        shown: printPreviewLoaded.match(action) ? action.payload.url : null,
        revoke: shown,
      }),
      { shown: null, revoke: null },
    ),
    tap(({ revoke }) => {
      if (revoke) URL.revokeObjectURL(revoke);
    }),
    ignoreElements(),
  );
