import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { dashboardCountsLoaded } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';

type App = Awaited<ReturnType<typeof renderApp>>;

const countsOf = (app: App) =>
  [...app.host.querySelectorAll('ul[aria-label="Counts"] a')].map((link) => [
    link.querySelector('span')?.textContent,
    link.querySelector('strong')?.textContent,
  ]);

describe('issue 16: the dashboard counts', () => {
  it('shows the counts whose list the role may open, asks the server for those only, links to the list', async () => {
    const app = await renderApp(
      '/dashboard/classic',
      storedSession([
        { moduleAPI: 'dashboard', view: 1 },
        { moduleAPI: 'chemical/purchaseOrder', view: 1 },
        { moduleAPI: 'chemical/salesOrder', view: 0 },
        { moduleAPI: 'pendingApproval', view: 1 },
        { moduleAPI: 'chemical/partyLedger', view: 0 },
      ]),
    );
    expect(app.services.store.getState().orders.countsStatus).toBe('loading');
    expect(countsOf(app)).toEqual([
      ['Open Purchase Orders', '–'],
      ['Pending Approvals', '–'],
    ]);
    act(() => {
      app.services.store.dispatch(dashboardCountsLoaded({ counts: { openPurchaseOrders: 1500 } }));
    });
    await settle();
    expect(countsOf(app)[0]).toEqual(['Open Purchase Orders', '1,500']);

    const link = app.host.querySelector('ul[aria-label="Counts"] a');
    if (!(link instanceof HTMLElement)) throw new Error('no count link');
    expect(link.getAttribute('href')).toBe('/module/purchase-order?status=10');
    await act(async () => link.click());
    // The list's lazy chunk may take a while on a busy machine.
    for (let waited = 0; waited < 10_000 && app.router.state.navigation.state !== 'idle'; waited += 50)
      await settle(50);
    expect(app.router.state.location).toMatchObject({
      pathname: '/module/purchase-order',
      search: '?status=10',
    });
  });

  // Issue 38: the dashboard owes what the party ledger owes (decision 1836).
  it('shows what customers owe and what we owe as amounts to a role that may read the party ledger', async () => {
    const app = await renderApp(
      '/dashboard/classic',
      storedSession([
        { moduleAPI: 'dashboard', view: 1 },
        { moduleAPI: 'chemical/purchaseOrder', view: 0 },
        { moduleAPI: 'chemical/salesOrder', view: 0 },
        { moduleAPI: 'pendingApproval', view: 0 },
        { moduleAPI: 'chemical/partyLedger', view: 1 },
      ]),
    );
    expect(countsOf(app)).toEqual([
      ['Customers Owe', '–'],
      ['We Owe Suppliers', '–'],
    ]);
    act(() => {
      app.services.store.dispatch(dashboardCountsLoaded({ counts: { receivable: 12240.5, payable: 2360 } }));
    });
    await settle();
    expect(countsOf(app)).toEqual([
      ['Customers Owe', '₹12,240.50'],
      ['We Owe Suppliers', '₹2,360.00'],
    ]);
    expect(app.host.querySelector('ul[aria-label="Counts"] a')?.getAttribute('href')).toBe(
      '/module/party-ledger',
    );
  });

  it('shows no counts to a role that may open none of their lists', async () => {
    const app = await renderApp(
      '/dashboard/classic',
      storedSession([
        { moduleAPI: 'dashboard', view: 1 },
        { moduleAPI: 'chemical/purchaseOrder', view: 0 },
        { moduleAPI: 'chemical/salesOrder', view: 0 },
        { moduleAPI: 'pendingApproval', view: 0 },
        { moduleAPI: 'chemical/partyLedger', view: 0 },
      ]),
    );
    expect(app.host.querySelector('ul[aria-label="Counts"]')).toBeNull();
    expect(app.services.store.getState().orders.countsStatus).toBe('idle');
    expect(app.host.textContent).toContain('Welcome, Asha Rao');
  });
});
