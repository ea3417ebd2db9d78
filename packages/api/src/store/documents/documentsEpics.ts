import { isAnyOf } from '@reduxjs/toolkit';
import type { Action } from 'redux';
import {
  catchError,
  concat,
  defer,
  exhaustMap,
  filter,
  forkJoin,
  groupBy,
  map,
  mergeMap,
  of,
  switchMap,
  type Observable,
  type OperatorFunction,
} from 'rxjs';
import {
  DOCUMENTS,
  PHRASES,
  applyAction,
  say,
  transitionRules,
  type DocumentKey,
  type DocumentStatus,
  type FieldNotice,
} from '@erp/domain';
import { ApiError, errorMessageOf } from '../../client/envelope.ts';
import type { DocumentRecord, DocumentTransition } from '../../documents/documents.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { RootState } from '../rootReducer.ts';
import type { AppEpic, EpicDependencies } from '../types.ts';
import {
  documentActionFailed,
  documentAuditFailed,
  documentAuditLoaded,
  documentAuditRequested,
  documentCountsLoaded,
  documentCountsRequested,
  documentDeleteRequested,
  documentDeleted,
  documentListFailed,
  documentListLoaded,
  documentListRequested,
  documentRecordFailed,
  documentRecordLoaded,
  documentRecordRequested,
  documentSaveRequested,
  documentSaved,
  documentTransitionRequested,
  documentTransitioned,
  type DocumentTarget,
} from './documentsSlice.ts';

/** The toasts of a document's moves (decision 0808), composed from `PHRASES` so that they translate. */
export const documentMessages: Record<DocumentTransition, (label: string, number: string) => string> = {
  submit: (label, number) => say(PHRASES.documentSubmitted, { label, number }),
  close: (label, number) => say(PHRASES.documentClosed, { label, number }),
  cancel: (label, number) => say(PHRASES.documentCancelled, { label, number }),
  amend: (label, number) => say(PHRASES.documentAmended, { label, number }),
  issue: (label, number) => say(PHRASES.documentIssued, { label, number }),
  accept: (label, number) => say(PHRASES.documentAccepted, { label, number }),
  complete: (label, number) => say(PHRASES.documentCompleted, { label, number }),
};

/** Runs `each` per document type: one type's work never cancels or waits for another's. */
export const perDocument =
  <A extends { payload: { document: DocumentKey } }>(each: OperatorFunction<A, Action>) =>
  (source: Observable<A>): Observable<Action> =>
    source.pipe(
      groupBy((action) => action.payload.document),
      mergeMap((sameDocument$) => sameDocument$.pipe(each)),
    );

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Where a refusal's problems show: each problem the server lists on its field or line path, the first per field. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error instanceof ApiError ? error.issues : []) {
    if (issue.field !== '' && !(issue.field in errors)) errors[issue.field] = issue.message;
  }
  return errors;
}

/** Loads the list page its params say; a newer load of the same document type cancels the older one. */
export const loadDocumentListEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentListRequested.match),
    perDocument(
      switchMap(({ payload: { document } }) => {
        const { params, requestId } = state$.value.documents[document].list;
        return defer(() => api.documents.getAllByPartner(document, params)).pipe(
          map(({ rows, totalCount, estimated }) =>
            documentListLoaded({ document, requestId, rows, totalCount, estimated }),
          ),
          catchError((error: unknown) => {
            const message = errorMessageOf(error);
            return of(documentListFailed({ document, requestId, message }), toast.error(message));
          }),
        );
      }),
    ),
  );

/**
 * The status tabs' counts: the `totalCount` of a one-row page per status of the document type, under
 * the list's search and date range (the contract has no counting call); a newer ask cancels the older.
 */
export const loadDocumentCountsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentCountsRequested.match),
    perDocument(
      switchMap(({ payload: { document } }) => {
        const { params, countsRequestId: requestId } = state$.value.documents[document].list;
        const count = (status: DocumentStatus) =>
          api.documents
            .getAllByPartner(document, { ...params, page: 1, size: 1, status })
            .pipe(map(({ totalCount }) => [status, totalCount] as const));
        return defer(() => forkJoin(DOCUMENTS[document].statuses.map(count))).pipe(
          map((entries) =>
            documentCountsLoaded({ document, requestId, counts: Object.fromEntries(entries) }),
          ),
          catchError((error: unknown) => of(toast.error(errorMessageOf(error)))),
        );
      }),
    ),
  );

/** Spec §4: a page left past the end by a recount is fetched again where it stepped back to. */
export const reloadDocumentListEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(documentListLoaded.match),
    filter(({ payload: { document } }) => state$.value.documents[document].list.reloadNeeded),
    map(({ payload: { document } }) => documentListRequested({ document })),
  );

export const loadDocumentRecordEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(documentRecordRequested.match),
    perDocument(
      switchMap(({ payload: { document, id } }) =>
        defer(() => api.documents.getById(document, id)).pipe(
          map((record) => documentRecordLoaded({ document, record })),
          catchError((error: unknown) => {
            const message = errorMessageOf(error);
            // Not there (or another organisation's): the form's not-found page, no toast (decision 0511).
            return isNotFound(error)
              ? of(documentRecordFailed({ document, message, missing: true }))
              : of(documentRecordFailed({ document, message }), toast.error(message));
          }),
        ),
      ),
    ),
  );

type FormRequest = ReturnType<
  typeof documentSaveRequested | typeof documentTransitionRequested | typeof documentDeleteRequested
>;

/** After a move or a delete, a list and counts already shown are read again: the document changed tab or left. */
function listReload(state: RootState, document: DocumentKey): Action[] {
  const { status, counts } = state.documents[document].list;
  return [
    ...(status === 'idle' ? [] : [documentListRequested({ document })]),
    ...(counts === null ? [] : [documentCountsRequested({ document })]),
  ];
}

const isDocumentKey = (key: string): key is DocumentKey => Object.hasOwn(DOCUMENTS, key);

/**
 * What a move let through is said after it as a warning (decision 1310); what it did as done, and a document
 * it made with the way to its form (`${route}/addUpdate/{id}`, decision 2054).
 */
function noticeToast({ level, message, made }: FieldNotice, title: string): Action {
  if (level !== 'success') return toast.warning(message, title);
  const def = made && isDocumentKey(made.document) ? DOCUMENTS[made.document] : undefined;
  return toast.success(
    message,
    title,
    def && made ? { name: def.label, to: `${def.route}/addUpdate/${made.id}` } : undefined,
  );
}

/** Moves a stored document, unless the state machine refuses first (a close or cancel without reason). */
function move(
  { api }: EpicDependencies,
  state: () => RootState,
  { payload: { document, transition, reason } }: ReturnType<typeof documentTransitionRequested>,
  target: DocumentTarget,
): Observable<Action> {
  const given = reason?.trim() ?? '';
  const context = { ...transitionRules(DOCUMENTS[document]), numbered: target.number !== null };
  // An allocation's issue and a two-step transfer's accept are the state machine's complete (1004, 1041).
  const action = transition === 'issue' || transition === 'accept' ? 'complete' : transition;
  const allowed = applyAction(action, target.status, { ...context, reason: given });
  if (!allowed.ok) {
    // The reason field is at fault when only the reason is missing (as the server says).
    const fieldErrors: Record<string, string> =
      allowed.missing === 'reason' ? { reason: allowed.reason } : {};
    return of(
      documentActionFailed({ document, message: allowed.reason, fieldErrors }),
      toast.error(allowed.reason),
    );
  }
  const body = { id: target.id, version: target.version, ...(given ? { reason: given } : {}) };
  return api.documents.transition(document, transition, body).pipe(
    // What the move let through with a warning is said after it, and not kept on the record (1310).
    mergeMap(({ notices = [], ...record }) => [
      documentTransitioned({ document, transition, record }),
      toast.success(documentMessages[transition](DOCUMENTS[document].label, record.number ?? '')),
      ...notices.map((notice) => noticeToast(notice, DOCUMENTS[document].label)),
      ...listReload(state(), document),
    ]),
  );
}

/** One form request: its calls and the actions that report them. */
function formCall(deps: EpicDependencies, state: () => RootState, request: FormRequest): Observable<Action> {
  const { api } = deps;
  const { document } = request.payload;
  const { label } = DOCUMENTS[document];
  if (documentSaveRequested.match(request)) {
    const { draft } = request.payload;
    return api.documents
      .save(document, draft)
      .pipe(
        mergeMap((record) => [
          documentSaved({ document, record }),
          toast.success(say(typeof draft.id === 'number' ? PHRASES.updated : PHRASES.saved, { label })),
        ]),
      );
  }
  if (documentTransitionRequested.match(request)) {
    const { subject } = request.payload;
    if ('target' in subject) return move(deps, state, request, subject.target);
    return api.documents
      .save(document, subject.draft)
      .pipe(
        mergeMap((record: DocumentRecord) =>
          concat(of(documentSaved({ document, record })), move(deps, state, request, record)),
        ),
      );
  }
  const { id } = request.payload;
  return api.documents
    .delete(document, id)
    .pipe(
      mergeMap(() => [
        documentDeleted({ document, id }),
        toast.success(say(PHRASES.deleted, { label })),
        ...listReload(state(), document),
      ]),
    );
}

/**
 * Save, submit, close, cancel and delete of the form: one at a time per document type (a second click
 * while one works is ignored, as the slice ignores it); a refusal keeps the draft and names its fields.
 */
export const documentFormEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(isAnyOf(documentSaveRequested, documentTransitionRequested, documentDeleteRequested)),
    perDocument(
      exhaustMap((request: FormRequest) =>
        defer(() => formCall(deps, () => state$.value, request)).pipe(
          catchError((error: unknown) => {
            const message = errorMessageOf(error);
            const { document } = request.payload;
            return of(
              documentActionFailed({ document, message, fieldErrors: fieldErrorsOf(error) }),
              toast.error(message),
            );
          }),
        ),
      ),
    ),
  );

/** A page of a document's audit trail; a document with no trail yet (404) has an empty one. */
export const loadDocumentAuditEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(documentAuditRequested.match),
    perDocument(
      switchMap(({ payload: { document, id } }) => {
        const { page, size, requestId } = state$.value.documents[document].audit;
        return defer(() => api.documents.getAuditTrail(document, id, { page, size })).pipe(
          map(({ rows, totalCount }) => documentAuditLoaded({ document, requestId, rows, totalCount })),
          catchError((error: unknown) => {
            if (isNotFound(error))
              return of(documentAuditLoaded({ document, requestId, rows: [], totalCount: 0 }));
            const message = errorMessageOf(error);
            return of(documentAuditFailed({ document, requestId, message }), toast.error(message));
          }),
        );
      }),
    ),
  );
