import { catchError, filter, forkJoin, map, mergeMap, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  approvalDecided,
  approvalDecisionFailed,
  approvalDecisionRequested,
  documentApprovalFailed,
  documentApprovalLoaded,
  documentApprovalRequested,
  pendingApprovalsFailed,
  pendingApprovalsLoaded,
  pendingApprovalsRequested,
  sameRef,
} from './approvalsSlice.ts';

/** The toast of a decision sent. */
export const APPROVAL_DONE = { approve: 'Approved Successfully', reject: 'Rejected Successfully' } as const;

/** Reads the page asked for; a newer request cancels a load still under way. */
export const loadPendingApprovalsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(pendingApprovalsRequested.match),
    switchMap(() => {
      const { page, size } = state$.value.approvals;
      return api.approval.getPendingList({ page, size }).pipe(
        map(({ rows, totalCount }) => pendingApprovalsLoaded({ rows, totalCount })),
        catchError((error: unknown) => of(pendingApprovalsFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );

/** Sends an approve or reject (multipart, spec §7); each decision runs to its end, a refusal toasted in words. */
export const decideApprovalEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(approvalDecisionRequested.match),
    mergeMap(({ payload: { decision, moduleId, entityId, remarks } }) => {
      const body = { moduleId, entityId, ...(remarks === undefined ? {} : { remarks }) };
      const call =
        decision === 'approve' ? api.approval.approveRequest(body) : api.approval.rejectRequest(body);
      return call.pipe(
        map(() => approvalDecided({ moduleId, entityId, decision })),
        catchError((error: unknown) => {
          const message = errorMessageOf(error);
          return of(approvalDecisionFailed({ moduleId, entityId, message }), toast.error(message));
        }),
      );
    }),
  );

/** After a decision: its toast, the list read again (the document left it), and the form's approval. */
export const afterApprovalDecidedEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(approvalDecided.match),
    mergeMap(({ payload }) => {
      const { ref } = state$.value.approvals.document;
      return [
        toast.success(APPROVAL_DONE[payload.decision]),
        pendingApprovalsRequested({}),
        ...(ref && sameRef(ref, payload) ? [documentApprovalRequested(ref)] : []),
      ];
    }),
  );

/** The form's document: where its approval stands for the user and its log, read together. */
export const loadDocumentApprovalEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(documentApprovalRequested.match),
    switchMap(({ payload }) =>
      forkJoin({ state: api.approval.getState(payload), log: api.approval.getStatusLog(payload) }).pipe(
        map(({ state, log }) => documentApprovalLoaded({ state, log })),
        catchError(() => of(documentApprovalFailed(payload))),
      ),
    ),
  );
