import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  floorListLoaded,
  floorLotLoaded,
  networkChanged,
  organisationLoaded,
  outboxEntryRefused,
  selectToasts,
  type StockRow,
} from '@erp/api';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';

// Issue 58: "a floor home: Scan first, then these actions as large buttons, by what the role may do"; each
// submit through the outbox only, "Kept: will send when the network is back" when offline.

const PACKER = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/packingProcess', view: 1, mode: 1 },
  { moduleAPI: 'chemical/dispatch', view: 1, mode: 1 },
]);
type App = Awaited<ReturnType<typeof renderApp>>;

const buttons = (app: App) =>
  [...app.host.querySelectorAll('button')].map((button) => button.textContent ?? '');
const buttonNamed = (app: App, name: string) =>
  [...app.host.querySelectorAll('button')].find((button) => button.textContent === name);

describe("the floor's home", () => {
  it('shows Scan first, then only the actions the role may take', async () => {
    const app = await renderApp('/module/floor', PACKER);
    const names = buttons(app).filter((name) => /^(Scan|Move|Issue|Count|Pack|Load)/.test(name));
    expect(names[0]).toMatch(/^Scan/);
    expect(names.slice(1)).toEqual(['Pack', 'Load']);
    act(() => buttonNamed(app, 'Load')?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/floor/action/load');
    // The floor's chunk loads on its first opening: longer than a test's 5 s on a busy machine.
  }, 20_000);

  it('syncs on opening the lists its actions pick from, so that they work offline later', async () => {
    const app = await renderApp('/module/floor', PACKER);
    await settle();
    expect(Object.keys(app.services.store.getState().floorLists.lists)).toContain('floor:dispatch');
  });

  it("opens the camera's scanner from Scan, and refuses a typed code that names nothing in words", async () => {
    const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => undefined));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const app = await renderApp('/module/floor', PACKER);
    act(() =>
      [...app.host.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Scan'))?.click(),
    );
    await settle();
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Scan a label');
    expect(getUserMedia).toHaveBeenCalled();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await settle();
    act(() => void app.services.store.dispatch(organisationLoaded({ id: 1, name: 'Asha Polymers' })));
    const code = app.host.querySelector<HTMLInputElement>('input[autocomplete="off"]');
    if (code) typeInto(code, 'NOTHING-HERE');
    act(() => code?.form?.requestSubmit());
    await settle();
    expect(selectToasts(app.services.store.getState()).map((toast) => toast.message)).toEqual([
      expect.stringMatching(/names nothing/),
    ]);
    expect(app.router.state.location.pathname).toBe('/module/floor');
  });
});

describe("an action's form", () => {
  it('offline: picks from the last sync, which it says, and keeps the entry to send when the network is back', async () => {
    const app = await renderApp('/module/floor/action/load', PACKER);
    const store = app.services.store;
    act(() => {
      store.dispatch(networkChanged({ online: false }));
      store.dispatch(
        floorListLoaded({
          name: 'floor:dispatch',
          rows: [{ id: 12, name: 'DSP/2026-27/00012' }],
          total: 1,
          asOf: '2026-11-27T07:15:00',
        }),
      );
    });
    expect(app.host.textContent).toContain('Choices as of 27-11-2026 07:15, the last sync');
    const pick = app.host.querySelector<HTMLSelectElement>('select[name="dispatchId"]');
    act(() => {
      if (pick) pick.value = '12';
      pick?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const code = app.host.querySelector<HTMLInputElement>('input[placeholder="Scan or type a code"]');
    if (code) typeInto(code, 'PCL/2026-27/00001');
    act(() => void code?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    act(() => buttonNamed(app, 'Send')?.click());
    await settle();
    expect(store.getState().outbox.entries).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: 'floor/load',
        body: { dispatchId: '12', parcelNumbers: ['PCL/2026-27/00001'] },
        label: 'Load',
        status: 'waiting',
      }),
    ]);
    expect(app.host.textContent).toContain('Kept: will send when the network is back');
  });

  it('refuses a required field left empty in words, and sends nothing', async () => {
    const app = await renderApp('/module/floor/action/load', PACKER);
    act(() => buttonNamed(app, 'Send')?.click());
    await settle();
    expect(app.host.textContent).toContain('Dispatch is required');
    expect(app.services.store.getState().outbox.entries).toEqual([]);
  });
});

describe('Needs attention', () => {
  it('lists a refused entry with its reason and opens it in its form to correct', async () => {
    const app = await renderApp('/module/floor/action/load', PACKER);
    const store = app.services.store;
    act(() => {
      store.dispatch(networkChanged({ online: false }));
      store.dispatch(
        floorListLoaded({ name: 'floor:dispatch', rows: [{ id: 12, name: 'D-12' }], total: 1, asOf: null }),
      );
    });
    const pick = app.host.querySelector<HTMLSelectElement>('select[name="dispatchId"]');
    act(() => {
      if (pick) pick.value = '12';
      pick?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const code = app.host.querySelector<HTMLInputElement>('input[placeholder="Scan or type a code"]');
    if (code) typeInto(code, 'P-1');
    act(() => void code?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    act(() => buttonNamed(app, 'Send')?.click());
    const key = store.getState().outbox.entries[0]?.key ?? '';
    act(
      () =>
        void store.dispatch(outboxEntryRefused({ key, reason: 'Dispatch D-12 was submitted meanwhile.' })),
    );
    await act(() => app.router.navigate('/module/floor/attention'));
    await settle();
    expect(app.host.textContent).toContain('Dispatch D-12 was submitted meanwhile.');
    act(() => buttonNamed(app, 'Correct')?.click());
    await settle();
    expect(`${app.router.state.location.pathname}${app.router.state.location.search}`).toBe(
      `/module/floor/action/load?entry=${key}`,
    );
    expect(app.host.textContent).toContain('Dispatch D-12 was submitted meanwhile.');
    expect(app.host.querySelector('li[aria-label="P-1"]')).not.toBeNull();
  });
});

const STORE_KEEPER = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/itemStock/stock', view: 1 },
  { moduleAPI: 'erp/cbl-to-cbl', view: 1, mode: 1 },
]);

/** A lot's page of the floor for `session`, the lot read as lying at one place; answers the app and its buttons. */
async function lotPage(session: Record<string, string>, lying: { held?: boolean }) {
  const app = await renderApp('/module/floor/lot/3?lotNumber=L1', session);
  const item = { id: 3, code: 'FAB-120', name: 'HDPE Fabric 120 GSM' };
  const place = { itemId: 3, item, stockAreaId: 5, lotNumber: 'L1', rollNumber: '', quantity: 10, ...lying };
  act(() => void app.services.store.dispatch(organisationLoaded({ id: 1, name: 'Asha Polymers' })));
  await settle();
  act(() => {
    app.services.store.dispatch(
      floorLotLoaded({
        requestId: 1,
        item,
        uom: { id: 1, name: 'KG', decimals: 3 },
        places: [place as unknown as StockRow],
        movements: [],
        movementsTotal: 0,
      }),
    );
  });
  await settle();
  const actions = app.host.querySelector('[aria-label="Actions"]');
  return {
    app,
    buttons: [...(actions?.querySelectorAll('button') ?? [])].map((button) => button.textContent),
  };
}

describe("a scanned lot's actions", () => {
  it('offers what applies to the lot as it lies: Release for a held lot, Move and Hold for a free one', async () => {
    const LAB = storedSession([
      { moduleAPI: 'dashboard', view: 1 },
      { moduleAPI: 'chemical/itemStock/stock', view: 1 },
      { moduleAPI: 'erp/cbl-to-cbl', view: 1, mode: 1 },
      { moduleAPI: 'chemical/labTest', view: 1, mode: 1 },
    ]);
    const offered = async (held: boolean) => (await lotPage(LAB, { held })).buttons;
    expect(await offered(true)).toEqual(['Release']);
    expect(await offered(false)).toEqual(['Move', 'Hold for the Lab']);
  });

  it('offers those the role may take; Move asks only where to, the lot going as its label names it from where the page shows it', async () => {
    const { app, buttons } = await lotPage(STORE_KEEPER, {});
    const store = app.services.store;
    expect(buttons).toEqual(['Move']);
    act(() => buttonNamed(app, 'Move')?.click());
    await settle();
    const asked = [...app.host.querySelectorAll('form[aria-label] [name]')].map((field) =>
      field.getAttribute('name'),
    );
    expect(asked).toEqual(['toStockAreaId', 'quantity']);
    act(() => {
      store.dispatch(networkChanged({ online: false }));
      store.dispatch(
        floorListLoaded({
          name: 'floor:stockArea',
          rows: [{ id: 6, name: 'Godown 2' }],
          total: 1,
          asOf: null,
        }),
      );
    });
    const pick = app.host.querySelector<HTMLSelectElement>('select[name="toStockAreaId"]');
    act(() => {
      if (pick) pick.value = '6';
      pick?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => buttonNamed(app, 'Send')?.click());
    await settle();
    expect(store.getState().outbox.entries).toEqual([
      expect.objectContaining({
        url: 'floor/move',
        body: { itemId: 3, lotNumber: 'L1', rollNumber: '', stockAreaId: 5, toStockAreaId: '6' },
        label: 'Move: Lot L1',
      }),
    ]);
  });
});
