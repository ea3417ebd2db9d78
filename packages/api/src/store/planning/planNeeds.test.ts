import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { MaterialNeeds } from '@erp/domain';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadPlanNeedsEpic, raisePlanRequestEpic } from './planNeedsEpics.ts';
import {
  planNeedsFailed,
  planNeedsLoaded,
  planNeedsRequested,
  planRequestOpened,
  planRequestRaised,
  planRequestRaiseFailed,
  planRequestRaiseRequested,
} from './planNeedsSlice.ts';

const NEEDS: MaterialNeeds = {
  needs: [
    {
      itemId: 3,
      itemCode: 'PPG',
      itemName: 'PP Granules',
      uomId: 1,
      uomName: 'KGS',
      uom: { name: 'KGS', decimals: 3 },
      needed: 1200,
      available: 800,
      shortfall: 400,
    },
  ],
  withoutBom: [{ itemId: 9, itemName: 'Liner' }],
};
const asked = planNeedsRequested({ planId: 4 });
const raise = planRequestRaiseRequested({ id: 4, departmentId: 2 });
const needsOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).planNeeds;

describe('plan needs slice (decision 1163)', () => {
  it("keeps the asked plan's needs; another plan's reply is stale; another plan starts afresh", () => {
    expect(needsOf(asked, planNeedsLoaded({ ...NEEDS, planId: 4 }))).toMatchObject({
      ...NEEDS,
      status: 'loaded',
    });
    expect(needsOf(asked, planNeedsLoaded({ ...NEEDS, planId: 5 }))).toMatchObject({
      needs: [],
      status: 'loading',
    });
    const other = needsOf(asked, planNeedsLoaded({ ...NEEDS, planId: 4 }), planNeedsRequested({ planId: 5 }));
    expect(other).toMatchObject({ planId: 5, needs: [], status: 'loading' });
    expect(needsOf(asked, planNeedsFailed({ planId: 4, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(needsOf(asked, planNeedsFailed({ planId: 5, message: 'Busy' })).status).toBe('loading');
  });

  it('raising is busy until answered; the raised request is kept until the form opens it', () => {
    expect(needsOf(asked, raise).raising).toBe(true);
    const raised = needsOf(asked, raise, planRequestRaised({ planId: 4, id: 12 }));
    expect(raised).toMatchObject({ raising: false, raised: { planId: 4, id: 12 } });
    expect(needsOf(asked, raise, planRequestRaised({ planId: 4, id: 12 }), planRequestOpened()).raised).toBe(
      null,
    );
    expect(needsOf(asked, raise, planRequestRaiseFailed()).raising).toBe(false);
    expect(needsOf(asked, sessionEnded({ reason: 'logout' })).planId).toBe(null);
  });
});

describe('plan needs epics', () => {
  it("reads the plan's needs; a failure is kept with its words", () => {
    const needsOfPlan = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      const failure = new ApiError(4040001, 'Plan not found', 404);
      needsOfPlan.mockReturnValueOnce(cold('-r|', { r: { ...NEEDS, planId: 4 } }));
      needsOfPlan.mockReturnValueOnce(cold('-#', undefined, failure));
      expectObservable(
        loadPlanNeedsEpic(
          hot('-a--a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ planning: { needsOfPlan } })),
        ),
      ).toBe('--l--f', {
        l: planNeedsLoaded({ ...NEEDS, planId: 4 }),
        f: planNeedsFailed({ planId: 4, message: 'Plan not found' }),
      });
    });
    expect(needsOfPlan).toHaveBeenCalledWith(4);
  });

  it('raises one request however often clicked while on its way, and says so', () => {
    const raiseMaterialRequest = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      raiseMaterialRequest.mockReturnValue(cold('--r|', { r: { id: 12, number: null, status: 1 } }));
      expectObservable(
        raisePlanRequestEpic(
          hot('-aa', { a: raise }),
          stateAfter(asked, raise),
          dependencies(stubApi({ planning: { raiseMaterialRequest } })),
        ),
      ).toBe('---(rt)', {
        r: planRequestRaised({ planId: 4, id: 12 }),
        t: toast.success('Material Request Saved Successfully'),
      });
    });
    expect(raiseMaterialRequest).toHaveBeenCalledTimes(1);
    expect(raiseMaterialRequest).toHaveBeenCalledWith({ id: 4, departmentId: 2 });
  });

  it('a request already standing is named in a toast', () => {
    const standing =
      'Plan PLN/2026-27/00001 has raised MR/2026-27/00003 (Open) already: cancel or delete it to raise another.';
    marbles(({ hot, cold, expectObservable }) => {
      const raiseMaterialRequest = vi
        .fn()
        .mockReturnValue(cold('-#', undefined, new ApiError(4090001, standing, 409)));
      expectObservable(
        raisePlanRequestEpic(
          hot('-a', { a: raise }),
          stateAfter(asked, raise),
          dependencies(stubApi({ planning: { raiseMaterialRequest } })),
        ),
      ).toBe('--(ft)', { f: planRequestRaiseFailed(), t: toast.error(standing) });
    });
  });
});
