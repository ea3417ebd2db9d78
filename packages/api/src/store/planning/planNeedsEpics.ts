import { DOCUMENTS, PHRASES, say } from '@erp/domain';
import { catchError, defer, exhaustMap, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  planNeedsFailed,
  planNeedsLoaded,
  planNeedsRequested,
  planRequestRaised,
  planRequestRaiseFailed,
  planRequestRaiseRequested,
} from './planNeedsSlice.ts';

/** Reads a plan's needs against stock (`getMaterialNeeds/{id}`); a newer ask cancels the older read. */
export const loadPlanNeedsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(planNeedsRequested.match),
    switchMap(({ payload: { planId } }) =>
      defer(() => api.planning.needsOfPlan(planId)).pipe(
        map((needs) => planNeedsLoaded({ ...needs, planId })),
        catchError((error: unknown) => of(planNeedsFailed({ planId, message: errorMessageOf(error) }))),
      ),
    ),
  );

/**
 * Raises the plan's shortfall as one draft material request: the form then opens it. A click while one is
 * on its way is dropped; a refusal (a request already standing, named by its number; nothing short) is
 * the server's words in a toast.
 */
export const raisePlanRequestEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(planRequestRaiseRequested.match),
    exhaustMap(({ payload }) =>
      defer(() => api.planning.raiseMaterialRequest(payload)).pipe(
        mergeMap((record) => [
          planRequestRaised({ planId: payload.id, id: Number(record.id) }),
          toast.success(say(PHRASES.saved, { label: DOCUMENTS.materialRequest.label })),
        ]),
        catchError((error: unknown) => of(planRequestRaiseFailed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );
