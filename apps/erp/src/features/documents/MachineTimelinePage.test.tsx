import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { timelineLoaded } from '@erp/api';
import type { TimelineRow } from '@erp/domain';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { timelineMachines } from './MachineTimelinePage.tsx';

// Scheduling is on (decision 1233: switched off, its screens are refused).
const session = {
  ...storedSession([
    { moduleAPI: 'dashboard', view: 1 },
    { moduleAPI: 'chemical/planning_scheduling', view: 1, mode: 1 },
  ]),
  sys_config: JSON.stringify({ SCHEDULING_SUPPORT: 'YES' }),
};

const ROW: TimelineRow = {
  machine: {
    id: 3,
    name: 'Circular Loom 1',
    code: 'LOOM-01',
    machineKind: 'CIRCULAR_LOOM',
    isLoom: true,
    ratedOutputPerHour: 60,
    ratedOutputUnit: 'METRES',
  },
  down: null,
  jobs: [
    {
      scheduleId: 5,
      number: 'MS/2026-27/00001',
      lineId: 9,
      itemId: 4,
      quantity: 1200,
      salesOrderId: null,
      span: { start: '2026-12-01T06:00', end: '2026-12-01T18:00', hours: 12 },
    },
  ],
  stops: [],
};
const STOP = { id: 7, reason: 'Motor burnt', planned: false, start: '2026-11-29T22:15', end: null };
const DOWN: TimelineRow = {
  ...ROW,
  machine: { ...ROW.machine, id: 4, name: 'Circular Loom 2' },
  down: { date: '2026-11-29', shift: 'C' },
  jobs: [],
  stops: [STOP],
};

type App = Awaited<ReturnType<typeof renderApp>>;
const timelineOf = (app: App) => app.services.store.getState().timeline;
const button = (app: App, text: string) =>
  [...app.host.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

describe('issue 19: the machines’ timeline (/module/Planning-Scheduling/timeline)', () => {
  it("opens from the schedules' list, moves by the week, and a job opens its schedule", async () => {
    const app = await renderApp('/module/Planning-Scheduling', session);
    await act(async () => button(app, 'Timeline')?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/Planning-Scheduling/timeline');
    expect(app.host.querySelector('[role="group"][aria-label="Machine Timeline"]')).not.toBeNull();
    const from = timelineOf(app).fromDate;
    expect(timelineOf(app)).toMatchObject({ status: 'loading', requestId: 1 });
    await act(async () => button(app, 'Next Week')?.click());
    expect(
      new Date(`${timelineOf(app).fromDate}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime(),
    ).toBe(7 * 86_400_000);

    act(() => {
      app.services.store.dispatch(timelineLoaded({ requestId: timelineOf(app).requestId, rows: [ROW] }));
    });
    await settle();
    const bar = app.host.querySelector<HTMLButtonElement>('button[aria-label^="MS/2026-27/00001"]');
    await act(async () => bar?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/Planning-Scheduling/addUpdate/5');
  });

  it('tells a down machine in words, a job by its number, and passes its recorded stops on', () => {
    expect(timelineMachines([ROW, DOWN], (text) => text)).toEqual([
      {
        id: 3,
        name: 'Circular Loom 1',
        down: null,
        jobs: [{ id: 9, label: 'MS/2026-27/00001', start: '2026-12-01T06:00', end: '2026-12-01T18:00' }],
        stops: [],
      },
      {
        id: 4,
        name: 'Circular Loom 2',
        down: 'Down since a breakdown on 2026-11-29 (Shift C)',
        jobs: [],
        stops: [STOP],
      },
    ]);
  });
});
