import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { PHRASES } from '@erp/domain';
import {
  floorLotFailed,
  floorLotLoaded,
  floorPlaceNameFailed,
  floorPlaceNamed,
  floorPlaceStockLoaded,
  organisationLoaded,
  type StockMovement,
  type StockRow,
} from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Issue 58 (decision 2313): a lot's label opens the lot (item, place, quantity, lab status, its newest
// movements); a stock area's or rack's opens the stock there; another organisation's or a missing one says so.

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/itemStock/stock', view: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;
type Action = Parameters<App['services']['store']['dispatch']>[0];

const item = { id: 3, code: 'FAB-120', name: 'HDPE Fabric 120 GSM' };
const kg = { id: 1, name: 'KG', decimals: 3 };
const row = {
  id: 11,
  itemId: 3,
  item,
  stockAreaId: 5,
  stockAreaName: 'Finished Goods Store',
  rackName: 'B-2',
  lotNumber: 'L1',
  rollNumber: 'R1',
  held: true,
  quantity: 120.5,
  uom: kg,
} as unknown as StockRow;
const inward = {
  id: 1,
  date: '2026-11-20',
  movement: 'INWARD',
  documentType: 'inward',
  documentId: 4,
  documentNo: 'IN/2026-27/00004',
  in: 120.5,
  out: 0,
} as unknown as StockMovement;

async function open(path: string): Promise<App> {
  const app = await renderApp(path, session);
  await dispatch(app, organisationLoaded({ id: 1, name: 'Asha Polymers' }));
  return app;
}
async function dispatch(app: App, action: Action) {
  act(() => void app.services.store.dispatch(action));
  await settle();
}
const text = (app: App) => app.host.textContent ?? '';

describe("a lot's page of the floor", () => {
  it('asks for the roll its address names and shows the item, its place, quantity, lab status and movements', async () => {
    const app = await open('/module/floor/lot/3?lotNumber=L1&rollNumber=R1&org=1');
    expect(app.services.store.getState().floorPages.lot.ask).toEqual({
      itemId: 3,
      lotNumber: 'L1',
      rollNumber: 'R1',
    });
    await dispatch(
      app,
      floorLotLoaded({ requestId: 1, item, uom: kg, places: [row], movements: [inward], movementsTotal: 1 }),
    );
    expect(app.host.querySelector('#floor-lot-item')?.textContent).toBe('FAB-120 · HDPE Fabric 120 GSM');
    expect(text(app)).toContain('Finished Goods Store · Rack B-2');
    expect(text(app)).toContain('120.500 KG');
    expect(text(app)).toContain('Held');
    const link = [...app.host.querySelectorAll('a')].find((a) => a.textContent === 'IN/2026-27/00004');
    expect(link?.getAttribute('href')).toMatch(/\/addUpdate\/4$/);
  });

  it('says a lot not found in words (an item of another organisation answers 404)', async () => {
    const app = await open('/module/floor/lot/999?lotNumber=L1');
    await dispatch(app, floorLotFailed({ requestId: 1, message: 'Not found', missing: true }));
    expect(text(app)).toContain('Record not found');
    expect(text(app)).toContain('This Lot does not exist, or it was deleted.');
  });

  it("refuses another organisation's label in words, asking for nothing", async () => {
    const app = await open('/module/floor/lot/3?lotNumber=L1&org=2');
    expect(text(app)).toContain('This label is not ours');
    expect(text(app)).toContain(PHRASES.scanOtherOrganisation);
    expect(app.services.store.getState().floorPages.lot.ask).toBeNull();
  });
});

describe("a rack's page of the floor", () => {
  it('shows the rack and the stock on it, each row opening its lot', async () => {
    const app = await open('/module/floor/rack/7');
    expect(app.services.store.getState().floorPages.place.ask).toMatchObject({
      place: 'rack',
      id: 7,
      page: 1,
    });
    // Its name and code come from the rack's pickers' read (decision 2374): no read right of the rack master.
    await dispatch(app, floorPlaceNamed({ place: 'rack', id: 7, named: { name: 'B-2', code: 'RK-B2' } }));
    const { requestId } = app.services.store.getState().floorPages.place;
    await dispatch(app, floorPlaceStockLoaded({ requestId, rows: [row], total: 1 }));
    expect(text(app)).toContain('Rack: B-2');
    expect(text(app)).toContain('RK-B2');
    // A role that may not read the rack master goes back to the floor, not to a list it may not open.
    const buttons = [...app.host.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toContain('Floor');
    expect(buttons).not.toContain('Rack');
    const lot = [...app.host.querySelectorAll('a')].find(
      (a) => a.textContent === 'FAB-120 · HDPE Fabric 120 GSM',
    );
    expect(lot?.getAttribute('href')).toMatch(/\/module\/floor\/lot\/3\?lotNumber=L1&rollNumber=R1$/);
  });

  it('says a rack not found in words (missing, or of another organisation: the server answers both 404)', async () => {
    const app = await open('/module/floor/stock-area/70');
    await dispatch(app, floorPlaceNamed({ place: 'stockArea', id: 70, named: null }));
    expect(text(app)).toContain('This Stock Area does not exist, or it was deleted.');
  });

  it("says in words why a place's name could not be read, and shows no stock", async () => {
    const app = await open('/module/floor/stock-area/71');
    await dispatch(
      app,
      floorPlaceNameFailed({
        place: 'stockArea',
        id: 71,
        message: 'You are not allow to access this module',
        missing: false,
      }),
    );
    expect(text(app)).toContain('You are not allow to access this module');
    expect(app.host.querySelector('table')).toBeNull();
  });
});
