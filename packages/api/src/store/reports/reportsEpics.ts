import { catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { RESPONSE_CODES, findReport } from '@erp/domain';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  reportFailed,
  reportLoaded,
  reportModulesFailed,
  reportModulesLoaded,
  reportModulesRequested,
  reportRequested,
} from './reportsSlice.ts';

/** The report screen's areas: those the user may run (`getReportModules`). */
export const loadReportModulesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(reportModulesRequested.match),
    switchMap(() =>
      defer(() => api.reports.getReportModules()).pipe(
        map((areas) => reportModulesLoaded(areas)),
        catchError((error: unknown) => of(reportModulesFailed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );

/**
 * Loads the page of the report as asked (decision 1210): its filters, page, size and sort posted to its
 * declared rows call; a newer question cancels the older load.
 */
export const loadReportEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(reportRequested.match),
    switchMap(({ payload: { reportId, params } }) => {
      const { requestId } = state$.value.reports;
      const report = findReport(reportId);
      if (!report) return of(reportFailed({ requestId, message: `There is no report ${reportId}` }));
      const body = {
        ...params.filter,
        page: params.page,
        size: params.size,
        ...(params.sort === null ? {} : { sort: params.sort }),
      };
      return defer(() => api.reports.getReport(report, body)).pipe(
        map(({ rows, totalCount, totals, ownDocumentsOnly }) =>
          reportLoaded({ requestId, rows, totalCount, totals, ownDocumentsOnly }),
        ),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          // Too long to read here: the screen says so beside its offer to prepare it (decision 2040).
          if (error instanceof ApiError && error.code === RESPONSE_CODES.READ_TOO_LONG)
            return of(reportFailed({ requestId, message, tooLong: true }));
          return of(reportFailed({ requestId, message }), toast.error(message));
        }),
      );
    }),
  );
