import type { MaintenanceDashboard } from '@erp/domain';
import { maintenanceDashboardLoaded } from '@erp/api';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 22: "Dashboard for the maintenance head: overdue maintenance, machines down now, downtime this week"
// (decision 1792), on the home dashboard for a role with Maintenance Activity.

const DASHBOARD: MaintenanceDashboard = {
  today: '2026-11-25',
  overdue: {
    total: 1,
    rows: [
      {
        machine: { id: 3, name: 'Circular Loom 3', code: 'LOOM-03' },
        machineType: { id: 1, name: 'Loom' },
        activity: { id: 7, name: 'Oil change', frequencyKind: 'DAYS', frequency: 7 },
        lastDoneOn: '2026-11-05',
        usedSince: 20,
        status: 'OVERDUE',
        dueOn: '2026-11-12',
        remaining: -13,
      },
    ],
  },
  down: {
    total: 1,
    rows: [
      {
        machine: { id: 2, name: 'Circular Loom 2', code: 'LOOM-02' },
        since: '2026-11-25T07:10',
        reason: 'Cam shaft broke',
        planned: false,
        breakdownId: 42,
        shift: null,
      },
    ],
  },
  downtime: {
    from: '2026-11-23',
    to: '2026-11-29',
    minutes: 170,
    machineCount: 1,
    machines: [{ machine: { id: 2, name: 'Circular Loom 2', code: 'LOOM-02' }, minutes: 170 }],
  },
};

const maintenanceSession = (view: 0 | 1) =>
  storedSession([
    { moduleAPI: 'dashboard', view: 1 },
    { moduleAPI: 'machineAssets', view, mode: view },
  ]);

describe("issue 22: the maintenance head's dashboard on the home dashboard (decision 1792)", () => {
  it('asks for the figures as of today, then shows the overdue, the machines down and the week’s downtime', async () => {
    const app = await renderApp('/dashboard/classic', maintenanceSession(1));
    expect(app.services.store.getState().maintenanceDashboard.status).toBe('loading');
    act(() => {
      app.services.store.dispatch(maintenanceDashboardLoaded({ requestId: 1, dashboard: DASHBOARD }));
    });
    await settle();
    const section = app.host.querySelector('section[aria-label="Maintenance"]');
    if (!(section instanceof HTMLElement)) throw new Error('no maintenance section');
    const links = [...section.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['1', '#/module/machine-asset-management?status=OVERDUE'],
      ['Circular Loom 3 · Oil change', '#/module/machine-asset-management?machineId=3&status=OVERDUE'],
      ['Circular Loom 2', '#/module/machineBreakdown/addUpdate/42'],
    ]);
    expect(section.textContent).toContain('Since 25-11-2026 07:10 — Cam shaft broke');
    expect(section.textContent).toContain('2 h 50 min');
    expect(section.querySelector('table caption')?.textContent).toBe('Downtime by machine');
  });

  it('is not shown, nor asked for, without Maintenance Activity', async () => {
    const app = await renderApp('/dashboard/classic', maintenanceSession(0));
    expect(app.host.querySelector('section[aria-label="Maintenance"]')).toBeNull();
    expect(app.services.store.getState().maintenanceDashboard.status).toBe('idle');
  });
});
