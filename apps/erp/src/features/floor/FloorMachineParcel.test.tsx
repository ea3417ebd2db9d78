import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS, type MaintenanceScheduleRow, type ParcelPage, type ParcelRow } from '@erp/domain';
import {
  entityRecordFailed,
  entityRecordLoaded,
  floorMachineFailed,
  floorMachineLoaded,
  floorMaintenanceLoaded,
  floorParcelFailed,
  floorParcelLoaded,
  floorRollsLoaded,
  networkChanged,
  organisationLoaded,
} from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 58 (decision 2314): a machine's label opens the machine ("Stopped since …" first, its last
// breakdowns) with its actions; a parcel's opens its contents and where it is, with Load while it is on no
// dispatch, and the dispatch it is on (decision 2360).

type App = Awaited<ReturnType<typeof renderApp>>;
type Action = Parameters<App['services']['store']['dispatch']>[0];

const MECHANIC = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/machine', view: 1 },
  { moduleAPI: 'machineAssets', view: 1, mode: 1 },
]);
const CLERK = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/dispatch', view: 1, mode: 1 },
]);

async function open(path: string, session: typeof MECHANIC): Promise<App> {
  const app = await renderApp(path, session);
  await dispatch(app, organisationLoaded({ id: 1, name: 'Asha Polymers' }));
  return app;
}
async function dispatch(app: App, action: Action) {
  act(() => void app.services.store.dispatch(action));
  await settle();
}
const text = (app: App) => app.host.textContent ?? '';
const buttonNamed = (app: App, name: string) =>
  [...app.host.querySelectorAll('button')].find((button) => button.textContent === name);

const loom = {
  id: 4,
  name: 'Circular Loom 4',
  code: 'CL-04',
  machineTypeId: 2,
  machineType: { id: 2, name: 'Loom' },
  departmentId: 6,
  department: { id: 6, name: 'Weaving' },
};
const stopped = {
  id: 31,
  machineId: 4,
  stoppedOn: '2026-11-27',
  stoppedAt: '09:10',
  reason: 'Warp beam broke',
  planned: false,
  restartedOn: null,
  restartedAt: null,
};

const oilTheCams = {
  machine: { id: 4, name: 'Circular Loom 4', code: 'CL-04' },
  machineType: { id: 2, name: 'Loom' },
  activity: { id: 9, name: 'Oil the cams', frequencyKind: 'DAYS', frequency: 7 },
  lastDoneOn: '2026-11-18',
  usedSince: 9,
  status: 'OVERDUE',
  dueOn: '2026-11-25',
  remaining: -2,
} satisfies MaintenanceScheduleRow;

describe("a machine's page of the floor", () => {
  it('shows the machine, "Stopped since …" first, its last breakdowns, and the actions at it', async () => {
    const app = await open('/module/floor/machine/4?org=1', MECHANIC);
    expect(app.services.store.getState().floorPages.machine).toMatchObject({ id: 4, status: 'loading' });
    await dispatch(app, entityRecordLoaded({ module: 'machine', record: loom }));
    await dispatch(app, floorMachineLoaded({ requestId: 1, breakdowns: [stopped], total: 1 }));
    await dispatch(app, floorMaintenanceLoaded({ requestId: 1, maintenance: [oilTheCams] }));
    expect(text(app)).toContain('Machine Type');
    expect(text(app)).toContain('Loom');
    expect(text(app)).toContain('Weaving');
    expect(app.host.querySelector('[role="status"]')?.textContent).toBe(
      'Stopped since 27-11-2026 09:10 · Warp beam broke',
    );
    expect(text(app)).toContain('Oil the camsOverdue · Due on 25-11-2026');
    expect(buttonNamed(app, 'Breakdown')).toBeDefined();
    expect(buttonNamed(app, 'Restarted')).toBeDefined();
  });

  it('lists its last woven rolls, newest first, and reads the next on More (decision 2361)', async () => {
    const app = await open('/module/floor/machine/4', MECHANIC);
    await dispatch(app, entityRecordLoaded({ module: 'machine', record: loom }));
    const roll = {
      id: 70,
      number: 'WV/2026-27/00070',
      rollNumber: 'R-2611-09',
      metres: 1200,
      weightKg: 98.4,
      date: '2026-11-27',
      enteredAt: '2026-11-27T04:10:00.000Z',
      enteredBy: 'Ravi Patel',
    };
    await dispatch(app, floorRollsLoaded({ requestId: 1, page: 1, rolls: [roll], total: 6 }));
    expect(text(app)).toContain('Roll R-2611-09');
    expect(text(app)).toContain('27-11-2026 · by Ravi Patel');
    act(() => buttonNamed(app, 'More')?.click());
    await settle();
    expect(app.services.store.getState().floorPages.machine).toMatchObject({ rollsStatus: 'loading' });
  });

  it("sends a breakdown's end for this machine through the outbox, asking nothing more", async () => {
    const app = await open('/module/floor/machine/4', MECHANIC);
    await dispatch(app, networkChanged({ online: false }));
    await dispatch(app, entityRecordLoaded({ module: 'machine', record: loom }));
    act(() => buttonNamed(app, 'Restarted')?.click());
    await settle();
    act(() => buttonNamed(app, 'Send')?.click());
    await settle();
    expect(app.services.store.getState().outbox.entries).toEqual([
      expect.objectContaining({ url: 'floor/breakdownEnd', body: { machineId: 4 }, status: 'waiting' }),
    ]);
  });

  it('says breakdowns it may not read in words, the machine still shown', async () => {
    const app = await open('/module/floor/machine/4', MECHANIC);
    await dispatch(app, entityRecordLoaded({ module: 'machine', record: loom }));
    await dispatch(app, floorMachineFailed({ requestId: 1, message: 'Access Denied' }));
    expect(app.host.querySelector('[role="alert"]')?.textContent).toBe('Access Denied');
    expect(text(app)).toContain('Circular Loom 4');
  });

  it('says a machine not found in words (missing, or of another organisation: the server answers 404)', async () => {
    const app = await open('/module/floor/machine/40', MECHANIC);
    await dispatch(app, entityRecordFailed({ module: 'machine', message: 'Not found', missing: true }));
    expect(text(app)).toContain('This Machine does not exist, or it was deleted.');
  });
});

const content = {
  parcelNumber: 'PCL/2026-27/00007',
  packagingNumber: 'PKG/2026-27/00003',
  packagingSalesOrderId: null,
  itemId: 8,
  item: { id: 8, code: 'BAG-50', name: 'PP Woven Bag 50 kg' },
  uom: { id: 2, name: 'NOS', decimals: 0 },
  lotNumber: 'L-2611',
  stockAreaId: 5,
  stockAreaName: 'Dispatch Bay',
  quantity: 500,
  held: false,
  grossWeight: 41.5,
  netWeight: 40,
} satisfies ParcelRow;
const inStock: ParcelPage = {
  parcelNumber: 'PCL/2026-27/00007',
  packagingNumber: 'PKG/2026-27/00003',
  grossWeight: 41.5,
  netWeight: 40,
  contents: [content],
  dispatch: null,
};
const draft = {
  id: 41,
  number: null,
  status: DOCUMENT_STATUS.DRAFT,
  date: '2026-11-28',
  customerName: 'Ambuja Cement Works Ltd',
};
const READER = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/packingProcess', view: 1 },
]);
const linkNamed = (app: App, name: string) =>
  [...app.host.querySelectorAll('a')].find((a) => a.textContent === name);

describe("a parcel's page of the floor", () => {
  it('shows its contents and where it is; Load starts with this parcel among those loaded', async () => {
    const app = await open('/module/floor/parcel?parcelNumber=PCL%2F2026-27%2F00007&org=1', CLERK);
    expect(app.services.store.getState().floorPages.parcel).toMatchObject({
      parcelNumber: 'PCL/2026-27/00007',
      status: 'loading',
    });
    await dispatch(app, floorParcelLoaded({ requestId: 1, page: inStock }));
    expect(text(app)).toContain('PKG/2026-27/00003');
    expect(text(app)).toContain('Lot L-2611 · Dispatch Bay');
    const lot = [...app.host.querySelectorAll('a')].find(
      (a) => a.textContent === 'BAG-50 · PP Woven Bag 50 kg',
    );
    expect(lot?.getAttribute('href')).toMatch(/\/module\/floor\/lot\/8\?lotNumber=L-2611$/);
    act(() => buttonNamed(app, 'Load')?.click());
    await settle();
    expect(app.host.querySelector('li[aria-label="PCL/2026-27/00007"]')).not.toBeNull();
  });

  it('on a draft dispatch: names the draft by its customer, linked to its desk page, and offers no Load', async () => {
    const app = await open('/module/floor/parcel?parcelNumber=PCL%2F2026-27%2F00007', CLERK);
    await dispatch(app, floorParcelLoaded({ requestId: 1, page: { ...inStock, dispatch: draft } }));
    expect(text(app)).toContain('Dispatch Bay');
    expect(linkNamed(app, 'Draft dispatch of Ambuja Cement Works Ltd')?.getAttribute('href')).toMatch(
      /\/module\/dispatch\/addUpdate\/41$/,
    );
    expect(buttonNamed(app, 'Load')).toBeUndefined();
  });

  it('dispatched: says when, by which dispatch and to whom it left; no link for a role that may not view dispatches', async () => {
    const app = await open('/module/floor/parcel?parcelNumber=PCL%2F2026-27%2F00007', READER);
    const sent = { ...draft, number: 'DC/2026-27/00012', status: DOCUMENT_STATUS.COMPLETED };
    await dispatch(app, floorParcelLoaded({ requestId: 1, page: { ...inStock, dispatch: sent } }));
    expect(text(app)).toContain('Dispatched on 28-11-2026 by DC/2026-27/00012 to Ambuja Cement Works Ltd');
    expect(text(app)).toContain('BAG-50 · PP Woven Bag 50 kg');
    expect(linkNamed(app, 'DC/2026-27/00012')).toBeUndefined();
    expect(buttonNamed(app, 'Load')).toBeUndefined();
  });

  it('says a parcel never packed not found, in words', async () => {
    const app = await open('/module/floor/parcel?parcelNumber=PCL%2FX', CLERK);
    await dispatch(app, floorParcelFailed({ requestId: 1, message: 'Not in stock', missing: true }));
    expect(text(app)).toContain('This Parcel does not exist, or it was deleted.');
  });
});
