import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EntityRecord } from '@erp/domain';
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
const STORE_KEEPER = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/itemStock/stock', view: 1 },
  { moduleAPI: 'erp/cbl-to-cbl', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;

/** The key a floor list named so is shown under (with its filter, where its lookup has one). */
const keyNamed = (app: App, name: string) =>
  Object.keys(app.services.store.getState().floorLists.lists).find(
    (key) => key === name || key.startsWith(`${name} `),
  ) ?? name;

/** Chooses the option with this label in the picker of the field `name`: its list opened, the option pressed. */
async function pickIn(app: App, name: string, label: string) {
  const box = app.host.querySelector<HTMLInputElement>(`input[role="combobox"][name="${name}"]`);
  await act(async () => box?.click());
  const option = [...app.host.querySelectorAll('[role="option"]')].find((row) => row.textContent === label);
  await act(async () => option?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
}

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
    expect(keyNamed(app, 'floor:dispatch')).not.toBe('floor:dispatch');
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
          key: keyNamed(app, 'floor:dispatch'),
          rows: [{ id: 12, number: 'DSP/2026-27/00012' }],
          total: 1,
          page: 0,
          asOf: '2026-11-27T07:15:00',
        }),
      );
    });
    expect(app.host.textContent).toContain('Choices as of 27-11-2026 07:15, the last sync');
    await pickIn(app, 'dispatchId', 'DSP/2026-27/00012');
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

describe("an action's pickers (decision 2363)", () => {
  const DISPATCHES = [
    { id: 12, number: 'DSP/2026-27/00012' },
    { id: 13, number: 'DSP/2026-27/00013' },
  ];
  const loadedAt = (app: App, rows: EntityRecord[], total: number, asOf: string | null) =>
    act(
      () =>
        void app.services.store.dispatch(
          floorListLoaded({ key: keyNamed(app, 'floor:dispatch'), rows, total, page: asOf ? 0 : 1, asOf }),
        ),
    );

  it('online: typing asks the server with the text, and More asks its next page', async () => {
    const app = await renderApp('/module/floor/action/load', PACKER);
    await settle();
    loadedAt(app, DISPATCHES.slice(0, 1), 2, null);
    const box = app.host.querySelector<HTMLInputElement>('input[role="combobox"][name="dispatchId"]');
    await act(async () => box?.click());
    const more = buttonNamed(app, 'More');
    expect(more).toBeDefined();
    await act(async () => more?.click());
    const list = () => app.services.store.getState().floorLists.lists[keyNamed(app, 'floor:dispatch')];
    expect(list()).toMatchObject({ status: 'loading', page: 1 });
    if (box) typeInto(box, '00013');
    expect(list()?.ask).toMatchObject({ name: 'floor:dispatch', query: '00013' });
  });

  it('offline: typing searches the copy of the last sync on the phone, and asks nothing', async () => {
    const app = await renderApp('/module/floor/action/load', PACKER);
    await settle();
    act(() => void app.services.store.dispatch(networkChanged({ online: false })));
    loadedAt(app, DISPATCHES, 2, '2026-11-27T07:15:00');
    const box = app.host.querySelector<HTMLInputElement>('input[role="combobox"][name="dispatchId"]');
    await act(async () => box?.click());
    if (box) typeInto(box, '00013');
    const options = [...app.host.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(options).toEqual(['DSP/2026-27/00013']);
    expect(buttonNamed(app, 'More')).toBeUndefined();
    const list = app.services.store.getState().floorLists.lists[keyNamed(app, 'floor:dispatch')];
    expect(list?.ask.query ?? '').toBe('');
  });

  it("the home's sync asks the racks once, whole, tied to the stock area chosen (not once per area)", async () => {
    const app = await renderApp('/module/floor', STORE_KEEPER);
    await settle();
    const racks = Object.values(app.services.store.getState().floorLists.lists).filter(
      (list) => list.ask.name === 'floor:rack',
    );
    expect(racks.map((list) => list.ask)).toEqual([
      expect.objectContaining({ module: 'rack', tied: ['stockAreaId'] }),
    ]);
    expect(racks[0]?.ask.filter?.['stockAreaId']).toBeUndefined();
  });
});

describe('Needs attention', () => {
  it('lists a refused entry with its reason and opens it in its form to correct', async () => {
    const app = await renderApp('/module/floor/action/load', PACKER);
    const store = app.services.store;
    act(() => {
      store.dispatch(networkChanged({ online: false }));
      store.dispatch(
        floorListLoaded({
          key: keyNamed(app, 'floor:dispatch'),
          rows: [{ id: 12, number: 'D-12' }],
          total: 1,
          page: 1,
          asOf: null,
        }),
      );
    });
    await pickIn(app, 'dispatchId', 'D-12');
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

/** A lot's page of the floor for `session`, the lot read as lying at one place; answers the app and its buttons. */
async function lotPage(session: Record<string, string>, lying: { held?: boolean }) {
  const app = await renderApp('/module/floor/lot/3?lotNumber=L1', session);
  const item = { id: 3, code: 'FAB-120', name: 'HDPE Fabric 120 GSM' };
  const place = {
    id: 9,
    itemId: 3,
    item,
    stockAreaId: 5,
    lotNumber: 'L1',
    rollNumber: '',
    quantity: 10,
    ...lying,
  };
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
          key: keyNamed(app, 'floor:stockArea'),
          rows: [{ id: 6, name: 'Godown 2' }],
          total: 1,
          page: 1,
          asOf: null,
        }),
      );
    });
    await pickIn(app, 'toStockAreaId', 'Godown 2');
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
