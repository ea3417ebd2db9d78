import { PHRASES, say } from '@erp/domain';
import { catchError, concatMap, defer, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  labReportFailed,
  labReportLoaded,
  labReportRequested,
  labReportUploadFinished,
  labReportUploadRequested,
} from './labReportSlice.ts';

/** Reads a lab test's result (`chemical/labTest/result/{id}`); a newer ask cancels the older read. */
export const loadLabReportEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(labReportRequested.match),
    switchMap(({ payload: { labTestId } }) =>
      defer(() => api.planning.labTestResult(labTestId)).pipe(
        map(labReportLoaded),
        catchError((error: unknown) => of(labReportFailed({ labTestId, message: errorMessageOf(error) }))),
      ),
    ),
  );

/** Uploads the laboratory's report, one file after another, then reads the result with its files again. */
export const uploadLabReportEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(labReportUploadRequested.match),
    concatMap(({ payload: { labTestId, file } }) =>
      defer(() => api.planning.uploadLabReport(labTestId, file)).pipe(
        mergeMap(() => [
          labReportUploadFinished(),
          toast.success(say(PHRASES.saved, { label: 'Report' })),
          labReportRequested({ labTestId }),
        ]),
        catchError((error: unknown) => of(labReportUploadFinished(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );
