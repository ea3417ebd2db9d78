import { isAnyOf } from '@reduxjs/toolkit';
import { catchError, defer, EMPTY, filter, from, mergeMap, of } from 'rxjs';
import { DOCUMENTS, RUN_KEYS, prefillBlank, runKeyOf } from '@erp/domain';
import type { AppEpic } from '../types.ts';
import { documentDraftChanged, documentLineChanged, documentLinePrefilled } from './documentsSlice.ts';

/**
 * A daily entry's machine or shift chosen (decision 1320), on a line or on the header: the machine's last
 * run is asked (in that shift first) and the line's blank prefill fields take it. A choice on the header
 * asks for the lines the user has not filled (the line the grid offers, when there is none). No run, or a
 * failure: the line stays as it is.
 */
export const prefillFromLastRunEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(isAnyOf(documentLineChanged, documentDraftChanged)),
    filter(({ payload }) => DOCUMENTS[payload.document].machineRuns !== undefined),
    filter(({ payload }) => RUN_KEYS.includes(payload.field)),
    filter((action) => !documentLineChanged.match(action) || action.payload.prefilled !== true),
    mergeMap((action) => {
      const { document } = action.payload;
      const prefill = DOCUMENTS[document].machineRuns?.prefill ?? [];
      const draft = state$.value.documents[document].form.draft ?? {};
      const lines = draft.lines ?? [];
      const indexes = documentLineChanged.match(action)
        ? [action.payload.index]
        : lines.length === 0
          ? [0]
          : lines.flatMap((line, index) => (prefillBlank(prefill, line) ? [index] : []));
      return from(indexes).pipe(
        mergeMap((index) => {
          const { machineId, shift } = runKeyOf(lines[index] ?? {}, draft);
          if (machineId === null) return EMPTY;
          return defer(() =>
            api.dpLog.getLastRun(shift === null ? { machineId } : { machineId, shift }),
          ).pipe(
            mergeMap((run) => (run ? of(documentLinePrefilled({ document, index, run })) : EMPTY)),
            catchError(() => EMPTY),
          );
        }),
      );
    }),
  );
