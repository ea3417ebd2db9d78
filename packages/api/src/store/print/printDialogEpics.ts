import {
  EMPTY,
  catchError,
  concat,
  defer,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  of,
  switchMap,
} from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import type { AppEpic } from '../types.ts';
import {
  printDialogConfirmed,
  printDialogDone,
  printDialogFailed,
  printDialogOpened,
  printParametersLoaded,
} from './printDialogSlice.ts';

/** On opening, the document's kept print choices (none or one row). */
export const loadPrintParametersEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(printDialogOpened.match),
    switchMap(({ payload: { document, id } }) =>
      defer(() => api.items.getPrintParameters(document, id)).pipe(
        map((rows) => printParametersLoaded(rows[0] ?? null)),
        catchError((error: unknown) => of(printDialogFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );

/**
 * Print: with "remember" the choices are kept first (`saveAll`), then the PDF downloads with them; the
 * dialog closes. A refusal (in words) stays in the dialog.
 */
export const printWithChoicesEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(printDialogConfirmed.match),
    exhaustMap(() => {
      const { subject, copies, extraRemarks, remember } = state$.value.printDialog;
      if (!subject || copies === null) return EMPTY;
      const { document, id, number } = subject;
      const choices = { copies, extraRemarks };
      const keep = remember
        ? defer(() =>
            api.items.savePrintParameters([{ moduleName: document, entityId: id, ...choices }]),
          ).pipe(ignoreElements())
        : EMPTY;
      return trackDownload(
        downloadKeys.print(document, id),
        (onProgress) =>
          concat(
            keep,
            defer(() => api.documents.print(document, id, number, choices, onProgress)),
          ).pipe(map(() => printDialogDone())),
        (error) => [printDialogFailed({ message: errorMessageOf(error) })],
      );
    }),
  );
