import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { PlanBatch } from '../../planning/planning.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { makePlanBatchEpic } from './planBatchEpics.ts';
import { planBatchFailed, planBatchMade, planBatchOpened, planBatchRequested } from './planBatchSlice.ts';

const BATCH: PlanBatch = {
  document: 'bagMakingProcess',
  route: '/module/bagMakingProcess',
  draft: { planningId: 5, salesOrderId: null, lines: [{ lineRole: 'OUTPUT', itemId: 7, quantity: 200 }] },
};
const asked = planBatchRequested({ document: 'planning', id: 5, lineId: 11 });
const batchOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).planBatch;

describe('plan batch slice (decision 1352)', () => {
  it('asks one at a time, keeps the batch made until the form opens it, forgets it for another user', () => {
    expect(batchOf(asked)).toEqual({ asking: true, made: null });
    expect(batchOf(asked, planBatchMade(BATCH))).toEqual({ asking: false, made: BATCH });
    expect(batchOf(asked, planBatchMade(BATCH), planBatchOpened())).toEqual({ asking: false, made: null });
    expect(batchOf(asked, planBatchFailed())).toEqual({ asking: false, made: null });
    expect(batchOf(asked, planBatchMade(BATCH), sessionEnded({ reason: 'logout' })).made).toBeNull();
  });
});

describe('make plan batch epic', () => {
  it("asks the plan's getBatchFromPlan; a second click while asked is dropped; a refusal is a toast", () => {
    const getBatchFromPlan = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getBatchFromPlan.mockReturnValueOnce(cold('--r|', { r: BATCH }));
      getBatchFromPlan.mockReturnValueOnce(
        cold(
          '-#',
          undefined,
          new ApiError(4000001, 'Line 2 of PLN/2026-27/00001 has nothing left to produce.', 400),
        ),
      );
      expectObservable(
        makePlanBatchEpic(
          hot('-aa----a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ planning: { getBatchFromPlan } })),
        ),
      ).toBe('---m----(ft)', {
        m: planBatchMade(BATCH),
        f: planBatchFailed(),
        t: toast.error('Line 2 of PLN/2026-27/00001 has nothing left to produce.'),
      });
    });
    expect(getBatchFromPlan).toHaveBeenCalledTimes(2);
    expect(getBatchFromPlan).toHaveBeenCalledWith('chemical/planning', 5, 11);
  });
});
