import { act } from 'react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { documentDraftChanged, documentLineChanged } from '@erp/api';
import type { LastRun } from '@erp/domain';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

// Decision 1320 on the daily production form: the operator right after the machine, and a new line for a
// machine starting from that machine's last run.

type App = Awaited<ReturnType<typeof renderApp>>;
const RUN: LastRun = {
  machineId: 3,
  date: '2026-11-23',
  number: 'DP/2026-27/00004',
  shift: 'B',
  operatorId: 12,
  operator: { id: 12, name: 'Ramesh Yadav' },
  itemId: 7,
  item: { id: 7, name: 'Fabric 90 GSM' },
};

const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};
const shown = (app: App, name: string) =>
  [...app.host.querySelectorAll<HTMLInputElement>(`table[aria-label="Lines"] input[name="${name}"]`)].map(
    (input) => input.value,
  );
const open = async (route: string, acl: string) => {
  const app = await renderApp(`${route}/addUpdate`, storedSession([{ moduleAPI: acl, view: 1, mode: 1 }]));
  const getLastRun = vi.fn((query: { machineId: number; shift?: string }) =>
    of<LastRun | null>(query.machineId === RUN.machineId ? RUN : null),
  );
  app.services.api.dpLog.getLastRun = getLastRun;
  return { app, getLastRun };
};

describe("issue 19: a daily line starts from its machine's last entry (decision 1320)", () => {
  it('shift-wise: the operator follows the machine; a machine chosen fills its operator and item by name', async () => {
    const { app, getLastRun } = await open('/module/daily-production', 'daily-production');
    const headers = [...app.host.querySelectorAll('table[aria-label="Lines"] th')].map(
      (th) => th.textContent,
    );
    expect(headers.slice(1, 4)).toEqual(['Machine*', 'Operator', 'Item']);
    await dispatch(app, documentDraftChanged({ document: 'dailyProduction', field: 'shift', value: 'B' }));
    await dispatch(
      app,
      documentLineChanged({ document: 'dailyProduction', index: 0, field: 'machineId', value: 3 }),
    );
    expect(getLastRun).toHaveBeenCalledWith({ machineId: 3, shift: 'B' });
    expect(shown(app, 'operatorId')[0]).toBe('Ramesh Yadav');
    expect(shown(app, 'itemId')[0]).toBe('Fabric 90 GSM');
    // A machine never entered leaves the next line as it is.
    await dispatch(
      app,
      documentLineChanged({ document: 'dailyProduction', index: 1, field: 'machineId', value: 8 }),
    );
    expect(app.services.store.getState().documents.dailyProduction.form.draft?.lines?.[1]).toEqual({
      machineId: 8,
    });
  });

  it('machine-wise: the machine chosen on the header fills the first line’s shift, operator and item', async () => {
    const { app, getLastRun } = await open(
      '/module/dailyProductionMachineWise',
      'dailyProductionMachineWise',
    );
    await dispatch(
      app,
      documentDraftChanged({ document: 'dailyProductionMachineWise', field: 'machineId', value: 3 }),
    );
    expect(getLastRun).toHaveBeenCalledWith({ machineId: 3 });
    expect(app.services.store.getState().documents.dailyProductionMachineWise.form.draft?.lines).toEqual([
      { shift: 'B', operatorId: 12, operator: RUN.operator, itemId: 7, item: RUN.item },
    ]);
    expect(shown(app, 'operatorId')[0]).toBe('Ramesh Yadav');
  });
});
