import { PHRASES, say } from '@erp/domain';
import { catchError, defer, exhaustMap, filter, mergeMap, of } from 'rxjs';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  openingStockFailed,
  openingStockPosted,
  openingStockRefused,
  openingStockUploadRequested,
  sheetIssuesOf,
} from './openingStockSlice.ts';

/** The success toast of a posted sheet. */
export const openingStockPostedMessage = (rows: number, documentNo: string): string =>
  say(rows === 1 ? PHRASES.openingPostedRowNumbered : PHRASES.openingPostedRowsNumbered, {
    rows,
    number: documentNo,
  });

/**
 * Uploads the sheet (a second upload while one is on its way is ignored): posted, refused with the row
 * report, or failed; each with its toast.
 */
export const uploadOpeningStockEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(openingStockUploadRequested.match),
    exhaustMap(({ payload: { file } }) =>
      defer(() => api.stock.uploadOpeningStock(file)).pipe(
        mergeMap((result) => [
          openingStockPosted({ result }),
          toast.success(openingStockPostedMessage(result.rows.length, result.documentNo)),
        ]),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          const issues = error instanceof ApiError ? sheetIssuesOf(error.issues) : [];
          return of(
            issues.length > 0 ? openingStockRefused({ message, issues }) : openingStockFailed({ message }),
            toast.error(message),
          );
        }),
      ),
    ),
  );
