import type { SalesDashboardSummary } from '@erp/domain';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { lastCall, recordingClient } from '../../../test/support/fakeClient.ts';
import { ApiError } from '../../client/envelope.ts';
import { createCrmCalls, SALES_DASHBOARD_PATH } from '../../crm/crm.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadSalesDashboardEpic, markFollowUpDoneEpic } from './salesDashboardEpics.ts';
import {
  followUpDoneRequested,
  followUpDoneSettled,
  salesDashboardFailed,
  salesDashboardLoaded,
  salesDashboardRequested,
} from './salesDashboardSlice.ts';

const SUMMARY: SalesDashboardSummary = {
  today: '2026-11-24',
  stages: [{ stageId: 1, stage: 'New', outcome: 'OPEN', count: 2, value: 150000 }],
  conversion: { from: '2026-08-27', to: '2026-11-24', sources: [] },
  closingThisMonth: { from: '2026-11-01', to: '2026-11-30', count: 1, value: 300000 },
  followUps: { rows: [], total: 0, counts: { overdue: 0, today: 0, coming: 0 } },
};
const opened = salesDashboardRequested({ today: '2026-11-24' });
const dashboardOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).salesDashboard;

describe('sales dashboard slice (decision 1681)', () => {
  it('loads as of the day, ignores a stale reply, tracks a marking, and forgets it all for a new session', () => {
    expect(dashboardOf(opened)).toMatchObject({
      today: '2026-11-24',
      page: 1,
      status: 'loading',
      requestId: 1,
    });
    expect(dashboardOf(opened, salesDashboardLoaded({ requestId: 1, summary: SUMMARY }))).toMatchObject({
      summary: SUMMARY,
      status: 'loaded',
    });
    expect(
      dashboardOf(opened, opened, salesDashboardLoaded({ requestId: 1, summary: SUMMARY })).summary,
    ).toBeNull();
    expect(dashboardOf(opened, salesDashboardFailed({ requestId: 1, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(dashboardOf(opened, salesDashboardFailed({ requestId: 3, message: 'Busy' })).status).toBe(
      'loading',
    );
    const marking = followUpDoneRequested({ id: 7, version: 2 });
    expect(dashboardOf(marking, marking).marking).toEqual([7]);
    expect(dashboardOf(marking, followUpDoneSettled({ id: 7 })).marking).toEqual([]);
    expect(dashboardOf(opened, sessionEnded({ reason: 'logout' })).today).toBe('');
  });
});

describe('sales dashboard epics and call', () => {
  it('asks for the day and the follow-ups page, and keeps the figures', () => {
    const getSalesDashboard = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getSalesDashboard.mockReturnValue(cold('-r|', { r: SUMMARY }));
      expectObservable(
        loadSalesDashboardEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ crm: { getSalesDashboard } })),
        ),
      ).toBe('--l', { l: salesDashboardLoaded({ requestId: 1, summary: SUMMARY }) });
    });
    expect(getSalesDashboard).toHaveBeenCalledWith({ today: '2026-11-24', page: 1, size: 10 });
  });

  it('a failed load is kept in the state, said on the dashboard', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getSalesDashboard = vi
        .fn()
        .mockReturnValue(cold('-#', undefined, new ApiError(5000001, 'The server is busy', 500)));
      expectObservable(
        loadSalesDashboardEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ crm: { getSalesDashboard } })),
        ),
      ).toBe('--f', { f: salesDashboardFailed({ requestId: 1, message: 'The server is busy' }) });
    });
  });

  it('marks a follow-up done by its update, then reads the dashboard again', () => {
    const update = vi.fn();
    const marking = followUpDoneRequested({ id: 7, version: 2 });
    marbles(({ hot, cold, expectObservable }) => {
      update.mockReturnValue(cold('-r|', { r: { id: 7, version: 3 } }));
      expectObservable(
        markFollowUpDoneEpic(
          hot('-a', { a: marking }),
          stateAfter(opened, marking),
          dependencies(stubApi({ entity: { update } })),
        ),
      ).toBe('--(sr)', {
        s: followUpDoneSettled({ id: 7 }),
        r: salesDashboardRequested({ today: '2026-11-24', page: 1 }),
      });
    });
    expect(update).toHaveBeenCalledWith('crm/activityLog', { id: 7, version: 2, followUpDone: true });
  });

  it('a refused marking says why in a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const update = vi
        .fn()
        .mockReturnValue(cold('-#', undefined, new ApiError(4090001, 'Changed by another user', 409)));
      expectObservable(
        markFollowUpDoneEpic(
          hot('-a', { a: followUpDoneRequested({ id: 7, version: 2 }) }),
          stateAfter(opened),
          dependencies(stubApi({ entity: { update } })),
        ),
      ).toBe('--(st)', { s: followUpDoneSettled({ id: 7 }), t: toast.error('Changed by another user') });
    });
  });

  it('gets the summary with the day as a query', async () => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: SUMMARY }));
    const query = { today: '2026-11-24', page: 1, size: 10 };
    expect(await firstValueFrom(createCrmCalls(client).getSalesDashboard(query))).toEqual(SUMMARY);
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: SALES_DASHBOARD_PATH, params: query });
  });
});
