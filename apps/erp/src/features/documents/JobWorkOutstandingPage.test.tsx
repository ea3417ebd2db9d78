import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { jobWorkOutstandingLoaded, type JobWorkOutstandingRow } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { outstandingColumns } from './JobWorkOutstandingPage.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/transfer-and-dispatch', view: 1, mode: 1 },
]);

const ROW: JobWorkOutstandingRow = {
  challanId: 4,
  challanLineId: 9,
  challanNumber: 'JWC/2026-27/00001',
  date: '2026-11-24',
  status: 20,
  party: { id: 7, name: 'Shree Ganesh Polymers' },
  item: { id: 3, name: 'PP Granules Raffia Grade H030SG' },
  uom: { id: 1, name: 'KG', decimals: 3 },
  sent: 40,
  returned: 25,
  wasted: 1.5,
  stillOut: 13.5,
};

type App = Awaited<ReturnType<typeof renderApp>>;
const jobWorkOf = (app: App) => app.services.store.getState().jobWork;
const button = (app: App, text: string) =>
  [...app.host.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

describe('issue 18: job work still out (/module/transferAndDispatch/outstanding)', () => {
  it("opens from Job Work's list by its Still Out button and asks for the page", async () => {
    const app = await renderApp('/module/transferAndDispatch', session);
    await act(async () => button(app, 'Still Out')?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/transferAndDispatch/outstanding');
    expect(app.host.querySelector('[role="table"][aria-label="Job Work Still Out"]')).not.toBeNull();
    expect(jobWorkOf(app)).toMatchObject({ status: 'loading', requestId: 1 });
  });

  it("a header sorts on the server from page 1; the rows loaded are shown, not 'No records found'", async () => {
    const app = await renderApp('/module/transferAndDispatch/outstanding', session);
    const table = () => app.host.querySelector('[role="table"][aria-label="Job Work Still Out"]');
    const header = [...(table()?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent?.trim() === 'Still Out',
    );
    await act(async () => header?.click());
    await settle();
    expect(jobWorkOf(app).params).toMatchObject({ sort: 'stillOut', page: 1 });
    act(() => {
      app.services.store.dispatch(
        jobWorkOutstandingLoaded({ requestId: jobWorkOf(app).requestId, rows: [ROW], totalCount: 1 }),
      );
    });
    await settle();
    expect(jobWorkOf(app).rows).toEqual([ROW]);
    expect(app.host.textContent).not.toContain('No records found');
  });

  it("labels its columns and shows the quantities in the line's unit", () => {
    const columns = outstandingColumns((text) => text);
    expect(columns.map((column) => [column.key, column.header])).toEqual([
      ['partyName', 'Job Worker'],
      ['itemName', 'Item'],
      ['challanNumber', 'Challan'],
      ['date', 'Date'],
      ['sent', 'Sent'],
      ['returned', 'Returned Processed'],
      ['wasted', 'Wasted'],
      ['stillOut', 'Still Out'],
    ]);
    expect(columns.filter((column) => column.unit === 'uom').map((column) => column.key)).toEqual([
      'sent',
      'returned',
      'wasted',
      'stillOut',
    ]);
    expect(columns[0]?.cell?.(ROW)).toBe('Shree Ganesh Polymers');
    expect(columns[1]?.cell?.(ROW)).toBe('PP Granules Raffia Grade H030SG');
  });
});
