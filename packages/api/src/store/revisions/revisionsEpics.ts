import { EMPTY, catchError, defer, filter, map, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import type { AppEpic } from '../types.ts';
import {
  revisionLoaded,
  revisionOpened,
  revisionsFailed,
  revisionsLoaded,
  revisionsRequested,
} from './revisionsSlice.ts';

/** The list of earlier revisions: a newer request (another document, a new amendment) cancels the older. */
export const loadRevisionsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(revisionsRequested.match),
    switchMap(({ payload }) =>
      defer(() => api.documents.revisions(payload.document, payload.id)).pipe(
        map(revisionsLoaded),
        catchError((error: unknown) => of(revisionsFailed({ message: errorMessageOf(error) }))),
      ),
    ),
  );

/** One revision as it was, read when opened. */
export const openRevisionEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(revisionOpened.match),
    switchMap(({ payload }) => {
      const { subject } = state$.value.revisions;
      if (!subject) return EMPTY;
      return defer(() => api.documents.revision(subject.document, subject.id, payload.revision)).pipe(
        map(revisionLoaded),
        catchError((error: unknown) => of(revisionsFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );
