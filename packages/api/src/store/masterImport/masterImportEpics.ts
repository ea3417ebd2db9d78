import {
  EMPTY,
  type Observable,
  catchError,
  concat,
  defer,
  filter,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  takeUntil,
  timer,
} from 'rxjs';
import type { Action } from 'redux';
import { JOB_POLL_MS, documentByKey, isJobOver } from '@erp/domain';
import { errorMessageOf } from '../../client/envelope.ts';
import type { ImportJob } from '../../imports/masterImport.ts';
import { documentListRequested } from '../documents/documentsSlice.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { entityListRequested } from '../entities/entitiesSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';
import type { AppEpic, EpicDependencies } from '../types.ts';
import {
  masterImportCancelRequested,
  masterImportCleared,
  masterImportFailed,
  masterImportJobUpdated,
  masterImportSent,
  masterImportTemplateRequested,
} from './masterImportSlice.ts';

/**
 * The job's news, and once it has ended the list again when records were made or updated: the master's, or
 * the document's a sheet makes (an opening balance's, decision 2152).
 */
function newsOf(module: string, job: ImportJob): Action[] {
  const news = masterImportJobUpdated({ module, job });
  if (job.state !== 'done' || !job.report?.imported) return [news];
  const document = documentByKey(module);
  return [
    news,
    document ? documentListRequested({ document: document.key }) : entityListRequested({ module }),
  ];
}

/** Asks after the job every JOB_POLL_MS until it has ended. */
function watched(api: EpicDependencies['api'], module: string, id: number): Observable<Action> {
  return timer(JOB_POLL_MS).pipe(
    switchMap(() => api.imports.importStatus(id)),
    switchMap((job) => concat(of(...newsOf(module, job)), isJobOver(job) ? EMPTY : watched(api, module, id))),
  );
}

/**
 * A sheet sent to be checked or imported (decision 2100): the queued job, then its news every second until
 * it has ended; a refused sheet says why. Closing the dialog or the session's end stops the asking.
 */
export const sendMasterImportEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(masterImportSent.match),
    mergeMap(({ payload: { module, apiPath, file, check, update, categoryId } }) =>
      defer(() => api.imports.sendImport(apiPath, file, { check, update, categoryId })).pipe(
        switchMap((job) =>
          concat(
            of(masterImportJobUpdated({ module, job: { ...job, report: null } })),
            watched(api, module, job.id),
          ),
        ),
        catchError((error: unknown) => of(masterImportFailed({ module, message: errorMessageOf(error) }))),
        takeUntil(
          action$.pipe(
            filter(
              (action) =>
                isSessionOver(action) ||
                (masterImportCleared.match(action) && action.payload.module === module) ||
                (masterImportSent.match(action) && action.payload.module === module),
            ),
          ),
        ),
      ),
    ),
  );

/**
 * The import under way cancelled (decision 2262): its news at once (cancelled, or being cancelled while its
 * piece ends, which the sending epic's asking then follows to its end); a refusal is a toast.
 */
export const cancelMasterImportEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(masterImportCancelRequested.match),
    mergeMap(({ payload: { module, id } }) =>
      defer(() => api.jobs.cancelJob(id)).pipe(
        map((job) => masterImportJobUpdated({ module, job: { ...job, report: null } })),
        catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
      ),
    ),
  );

/** A master's template, saved under its label, busy on its button. */
export const masterImportTemplateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(masterImportTemplateRequested.match),
    mergeMap(({ payload: { module, apiPath, label } }) =>
      trackDownload(
        downloadKeys.importTemplate(module),
        (onProgress) =>
          api.imports
            .saveImportTemplate(apiPath, `${label} import template.xlsx`, onProgress)
            .pipe(ignoreElements()),
        (error) => [toast.error(errorMessageOf(error))],
      ),
    ),
  );
