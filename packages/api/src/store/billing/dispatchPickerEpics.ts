import { catchError, concatMap, defer, exhaustMap, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { documentDispatchesFilled } from '../documents/documentsSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  dispatchesBillAnswered,
  dispatchesBillRequested,
  dispatchPickerFailed,
  dispatchPickerLoaded,
  dispatchPickerRequested,
} from './dispatchPickerSlice.ts';

/** Reads the picker's page of dispatch lines left to bill; a newer search or page cancels the older read. */
export const loadDispatchPickerEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(dispatchPickerRequested.match),
    switchMap(({ payload: { document, query } }) =>
      defer(() => api.documents.dispatchLinesToBill(document, query)).pipe(
        map(({ rows, totalCount }) => dispatchPickerLoaded({ query, rows, total: totalCount })),
        catchError((error: unknown) => of(dispatchPickerFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );

/**
 * Bill Chosen (decision 1460): the chosen dispatches are read as the invoice they make
 * (`linesFromDispatches`) and fill the draft (`documentDispatchesFilled`); a refusal (a dispatch billed in
 * full meanwhile) is the toast in the server's words. A second press while the first is asked is ignored.
 */
export const fillFromDispatchesEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(dispatchesBillRequested.match),
    exhaustMap(({ payload: { document } }) => {
      const { chosen } = state$.value.dispatchPicker;
      if (chosen.length === 0) return of(dispatchesBillAnswered({ billed: false }));
      return defer(() => api.documents.linesFromDispatches(document, chosen)).pipe(
        concatMap((fill) => [
          documentDispatchesFilled({ document, fill }),
          dispatchesBillAnswered({ billed: true }),
        ]),
        catchError((error: unknown) =>
          of(toast.error(errorMessageOf(error)), dispatchesBillAnswered({ billed: false })),
        ),
      );
    }),
  );
