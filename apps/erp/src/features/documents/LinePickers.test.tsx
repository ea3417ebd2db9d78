import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { documentLineChanged, sysConfigLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

type App = Awaited<ReturnType<typeof renderApp>>;

const transfers = storedSession([{ moduleAPI: 'erp/cbl-to-cbl', view: 1, mode: 1 }]);

const enter = async (app: App, index: number, values: Record<string, number>) => {
  for (const [field, value] of Object.entries(values))
    act(() => {
      app.services.store.dispatch(
        documentLineChanged({ document: 'departmentTransfer', index, field, value }),
      );
    });
  await settle();
};

/** Opens the picker labelled `label` ("From Rack, line 1"), which asks the server for its first page. */
const open = async (app: App, label: string) => {
  const found = [...app.host.querySelectorAll('label')].find((each) => each.textContent?.startsWith(label));
  const picker = document.getElementById(found?.htmlFor ?? '');
  if (!picker) throw new Error(`no ${label} picker`);
  await act(async () => picker.click());
  await settle();
};

// Decision 2366: a line's picker takes its filter from its own line's values, so that a transfer line's From
// Rack offers the racks of its From Stock Area and its To Rack those of its To Stock Area (decision 2356).
describe("a line's rack pickers offer the racks of that line's stock areas", () => {
  it.each([
    ['From Rack, line 1', { stockAreaId: '3' }],
    ['To Rack, line 1', { stockAreaId: '9' }],
    ['From Rack, line 2', { stockAreaId: '4' }],
    ['To Rack, line 2', { stockAreaId: '3' }],
  ])(
    '%s asks for the racks of %o',
    async (label, filter) => {
      const app = await renderApp('/module/cbl-to-cbl/addUpdate', transfers);
      act(() => {
        app.services.store.dispatch(sysConfigLoaded({ RACK_SUPPORT: 'YES' }));
      });
      await enter(app, 0, { fromStockAreaId: 3, toStockAreaId: 9 });
      await enter(app, 1, { fromStockAreaId: 4, toStockAreaId: 3 });
      const pages = vi.spyOn(app.services.api.entity, 'getAllByPartner');
      await open(app, label);
      expect(pages).toHaveBeenLastCalledWith('erp/rack', { page: 1, size: 20, filter }, undefined);
      // The first render of the app is slow on a busy machine.
    },
    20_000,
  );

  it('a line whose stock area is not chosen yet offers every rack', async () => {
    const app = await renderApp('/module/cbl-to-cbl/addUpdate', transfers);
    act(() => {
      app.services.store.dispatch(sysConfigLoaded({ RACK_SUPPORT: 'YES' }));
    });
    await enter(app, 0, { toStockAreaId: 9 });
    const pages = vi.spyOn(app.services.api.entity, 'getAllByPartner');
    await open(app, 'From Rack, line 1');
    expect(pages).toHaveBeenLastCalledWith('erp/rack', { page: 1, size: 20 }, undefined);
  });
});
