import {
  EMPTY,
  catchError,
  defer,
  filter,
  groupBy,
  ignoreElements,
  map,
  mergeMap,
  of,
  switchMap,
  takeUntil,
  timer,
} from 'rxjs';
import { JOB_POLL_MS, findReport, isJobOver, type JobView } from '@erp/domain';
import { errorMessageOf } from '../../client/envelope.ts';
import { downloadKeys } from '../downloads/downloadsSlice.ts';
import { trackDownload } from '../downloads/trackDownload.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  JOBS_SHOWN,
  jobCancelRequested,
  jobFileRequested,
  jobUpdated,
  jobsFailed,
  jobsLoaded,
  jobsRequested,
  reportPrepareRequested,
} from './jobsSlice.ts';

/** The newest of the user's jobs of a subject (a report's prepared files). */
export const loadJobsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(jobsRequested.match),
    switchMap(({ payload: { subject } }) =>
      defer(() => api.jobs.listJobs(subject, JOBS_SHOWN)).pipe(
        map(({ rows, totalCount }) => jobsLoaded({ subject, jobs: rows, total: totalCount })),
        catchError((error: unknown) => of(jobsFailed({ subject }), toast.error(errorMessageOf(error)))),
      ),
    ),
  );

/** A report's file prepared in the background (decision 2040): the job answered at once, queued. */
export const prepareReportEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(reportPrepareRequested.match),
    mergeMap(({ payload: { reportId, filter: asked, format } }) => {
      const report = findReport(reportId);
      if (!report) return of(toast.error(`There is no report ${reportId}`));
      return defer(() => api.reports.prepareReport(report, asked, format)).pipe(
        map((job) => jobUpdated(job)),
        catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
      );
    }),
  );

/**
 * Asks after every job under way the user has seen, each JOB_POLL_MS after its last news, until it has
 * ended; a newer word of a job replaces the wait; the session's end stops every wait. A failed ask stops
 * asking after that job (the screen's list asks again when it opens).
 */
export const watchJobsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter((action) => jobUpdated.match(action) || jobsLoaded.match(action)),
    mergeMap((action): JobView[] => (jobUpdated.match(action) ? [action.payload] : action.payload.jobs)),
    groupBy((job) => job.id),
    mergeMap((news) =>
      news.pipe(
        switchMap((job) =>
          isJobOver(job)
            ? EMPTY
            : timer(JOB_POLL_MS).pipe(
                switchMap(() => api.jobs.getJob(job.id)),
                map((latest) => jobUpdated(latest)),
                catchError(() => EMPTY),
                takeUntil(action$.pipe(filter(isSessionOver))),
              ),
        ),
      ),
    ),
  );

/**
 * A job cancelled by its owner (decision 2262): its news at once (cancelled, or being cancelled, which the
 * watch then asks after until it has ended); a refusal (it ended meanwhile) is a toast.
 */
export const cancelJobEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(jobCancelRequested.match),
    mergeMap(({ payload: { id } }) =>
      defer(() => api.jobs.cancelJob(id)).pipe(
        map((job) => jobUpdated(job)),
        catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
      ),
    ),
  );

/** A done job's file, saved under its own name, busy on its button (decision 1910). */
export const jobFileEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(jobFileRequested.match),
    mergeMap(({ payload: { id, fileName } }) =>
      trackDownload(
        downloadKeys.jobFile(id),
        (onProgress) => api.jobs.saveJobFile(id, fileName, onProgress).pipe(ignoreElements()),
        (error) => [toast.error(errorMessageOf(error))],
      ),
    ),
  );
