import { DOCUMENTS } from '@erp/domain';
import { catchError, defer, exhaustMap, filter, map, of } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import { planBatchFailed, planBatchMade, planBatchRequested } from './planBatchSlice.ts';

/**
 * A plan line's Make Batch (decision 1352): asks the plan's `getBatchFromPlan` for the unsaved batch, which
 * the form then opens. A click while one is on its way is dropped; a refusal (the plan not open, the line
 * with nothing left) is the server's words in a toast.
 */
export const makePlanBatchEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(planBatchRequested.match),
    exhaustMap(({ payload: { document, id, lineId } }) =>
      defer(() => api.planning.getBatchFromPlan(DOCUMENTS[document].apiPath, id, lineId)).pipe(
        map(planBatchMade),
        catchError((error: unknown) => of(planBatchFailed(), toast.error(errorMessageOf(error)))),
      ),
    ),
  );
