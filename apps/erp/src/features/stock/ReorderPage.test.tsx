import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { reorderDraftsMade, reorderListLoaded, type ReorderRow } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/itemStock/stock', view: 1, mode: 1 },
  { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1 },
]);

const GRANULES: ReorderRow = {
  itemId: 1,
  item: { id: 1, code: 'RM-PP-001', name: 'PP Granules Raffia Grade H030SG' },
  uom: { id: 1, name: 'KG', decimals: 3 },
  reorderLevel: 5000,
  available: 1240,
  onOrder: 60,
  suggested: 3700,
  supplier: { id: 7, name: 'Shree Ganesh Polymers' },
  rate: 104.5,
};
const BAGS: ReorderRow = {
  ...GRANULES,
  itemId: 9,
  item: { id: 9, code: 'FG-SK-BOPP26', name: 'BOPP Laminated Rice Bag 26 kg' },
  uom: { id: 4, name: 'BAG', decimals: 0 },
  supplier: null,
};

type App = Awaited<ReturnType<typeof renderApp>>;
const reorderOf = (app: App) => app.services.store.getState().reorder;
const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};
const checkbox = (app: App, code: string) =>
  [...app.host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((box) =>
    box.getAttribute('aria-label')?.includes(code),
  );
const makeButton = (app: App) =>
  [...app.host.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === 'Make draft purchase orders',
  );

describe('issue 17: the reorder list (/module/inward-stock/reorder)', () => {
  it('opens from the stock header and asks for the list', async () => {
    const app = await renderApp('/module/inward-stock', session);
    const reorder = [...app.host.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Reorder');
    await act(async () => reorder?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/inward-stock/reorder');
    expect(app.host.querySelector('table[aria-label="Reorder list"]')).not.toBeNull();
    expect(reorderOf(app)).toMatchObject({ status: 'loading', requestId: 1 });
  });

  it('shows each item with its suggestion; only a row with a supplier is chosen; Make asks for the drafts', async () => {
    const app = await renderApp('/module/inward-stock/reorder', session);
    await dispatch(
      app,
      reorderListLoaded({ requestId: reorderOf(app).requestId, rows: [GRANULES, BAGS], totalCount: 2 }),
    );
    const cells = [...app.host.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(cells[0]).toContain('1,240.000');
    expect(cells[1]).toContain('Pick a supplier to choose this item');
    expect(checkbox(app, 'FG-SK-BOPP26')?.disabled).toBe(true);
    expect(makeButton(app)?.disabled).toBe(true);
    await act(async () => checkbox(app, 'RM-PP-001')?.click());
    expect(reorderOf(app).choices[1]?.selected).toBe(true);
    expect(makeButton(app)?.disabled).toBe(false);
    await act(async () => makeButton(app)?.click());
    expect(reorderOf(app).making).toBe('making');
  });

  it('once made, links each draft to its purchase order form and asks for the list again', async () => {
    const app = await renderApp('/module/inward-stock/reorder', session);
    await dispatch(
      app,
      reorderDraftsMade([
        { id: 41, supplierId: 7, supplierName: 'Shree Ganesh Polymers', lines: [] },
        { id: 42, supplierId: 8, supplierName: 'Reliance Polymers', lines: [] },
      ]),
    );
    const links = [...app.host.querySelectorAll('a')].filter((a) => a.textContent?.includes('Polymers'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Shree Ganesh Polymers', '/module/purchase-order/addUpdate/41'],
      ['Reliance Polymers', '/module/purchase-order/addUpdate/42'],
    ]);
    expect(reorderOf(app).status).toBe('loading');
  });
});
