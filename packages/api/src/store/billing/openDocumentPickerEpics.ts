import { catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import type { AppEpic } from '../types.ts';
import {
  openDocumentsFailed,
  openDocumentsLoaded,
  openDocumentsRequested,
} from './openDocumentPickerSlice.ts';

/** Reads the picker's page of the party's open documents; a newer search or page cancels the older read. */
export const loadOpenDocumentsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(openDocumentsRequested.match),
    switchMap(({ payload: { query } }) =>
      defer(() => api.partyLedger.getOpenDocuments(query)).pipe(
        map(({ rows, totalCount }) => openDocumentsLoaded({ query, rows, total: totalCount })),
        catchError((error: unknown) => of(openDocumentsFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );
