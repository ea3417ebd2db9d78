import type { MaintenanceDashboard } from '@erp/domain';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { lastCall, recordingClient } from '../../../test/support/fakeClient.ts';
import { ApiError } from '../../client/envelope.ts';
import { createMaintenanceCalls, MAINTENANCE_DASHBOARD_PATH } from '../../maintenance/maintenance.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadMaintenanceDashboardEpic } from './maintenanceDashboardEpics.ts';
import {
  maintenanceDashboardFailed,
  maintenanceDashboardLoaded,
  maintenanceDashboardRequested,
} from './maintenanceDashboardSlice.ts';

// Issue 22: "Dashboard for the maintenance head: overdue maintenance, machines down now, downtime this week"
// (decision 1792), in one call as of the user's day.

const DASHBOARD: MaintenanceDashboard = {
  today: '2026-11-25',
  overdue: { total: 0, rows: [] },
  down: {
    total: 1,
    rows: [
      {
        machine: { id: 4, name: 'Circular Loom 4', code: 'LOOM-04' },
        since: '2026-11-25T07:10',
        reason: 'Cam shaft broke',
        planned: false,
        breakdownId: 31,
        shift: null,
      },
    ],
  },
  downtime: {
    from: '2026-11-23',
    to: '2026-11-29',
    minutes: 170,
    machineCount: 1,
    machines: [{ machine: { id: 4, name: 'Circular Loom 4', code: 'LOOM-04' }, minutes: 170 }],
  },
};
const opened = maintenanceDashboardRequested({ today: '2026-11-25' });
const dashboardOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).maintenanceDashboard;

describe('maintenance dashboard slice (decision 1792)', () => {
  it('loads as of the day, ignores a stale reply, and forgets it all for a new session', () => {
    expect(dashboardOf(opened)).toMatchObject({ today: '2026-11-25', status: 'loading', requestId: 1 });
    expect(
      dashboardOf(opened, maintenanceDashboardLoaded({ requestId: 1, dashboard: DASHBOARD })),
    ).toMatchObject({ dashboard: DASHBOARD, status: 'loaded' });
    expect(
      dashboardOf(opened, opened, maintenanceDashboardLoaded({ requestId: 1, dashboard: DASHBOARD }))
        .dashboard,
    ).toBeNull();
    expect(dashboardOf(opened, maintenanceDashboardFailed({ requestId: 1, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(dashboardOf(opened, maintenanceDashboardFailed({ requestId: 2, message: 'Busy' })).status).toBe(
      'loading',
    );
    expect(dashboardOf(opened, sessionEnded({ reason: 'logout' }))).toMatchObject({
      today: '',
      status: 'idle',
    });
  });
});

describe('maintenance dashboard epic and call', () => {
  it('asks for the day and keeps the figures; a newer request cancels the older load', () => {
    const getMaintenanceDashboard = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getMaintenanceDashboard.mockReturnValue(cold('--r|', { r: DASHBOARD }));
      expectObservable(
        loadMaintenanceDashboardEpic(
          hot('-aa', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ maintenance: { getMaintenanceDashboard } })),
        ),
      ).toBe('----l', { l: maintenanceDashboardLoaded({ requestId: 1, dashboard: DASHBOARD }) });
    });
    expect(getMaintenanceDashboard).toHaveBeenCalledTimes(2);
    expect(getMaintenanceDashboard).toHaveBeenCalledWith({ today: '2026-11-25' });
  });

  it('a failed load is kept in the state, said on the dashboard', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getMaintenanceDashboard = vi
        .fn()
        .mockReturnValue(cold('-#', undefined, new ApiError(5000001, 'The server is busy', 500)));
      expectObservable(
        loadMaintenanceDashboardEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ maintenance: { getMaintenanceDashboard } })),
        ),
      ).toBe('--f', { f: maintenanceDashboardFailed({ requestId: 1, message: 'The server is busy' }) });
    });
  });

  it('gets the dashboard with the day as a query', async () => {
    const client = recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data: DASHBOARD }));
    const query = { today: '2026-11-25' };
    expect(await firstValueFrom(createMaintenanceCalls(client).getMaintenanceDashboard(query))).toEqual(
      DASHBOARD,
    );
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: MAINTENANCE_DASHBOARD_PATH, params: query });
  });
});
