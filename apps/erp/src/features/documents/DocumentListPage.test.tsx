import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS, DOCUMENTS, type DocumentKey } from '@erp/domain';
import { documentCountsLoaded, documentListLoaded, type DocumentHeader } from '@erp/api';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';
import { documentColumns } from './DocumentListPage.tsx';

const session = storedSession([
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 1 },
  { moduleAPI: 'chemical/salesOrder', view: 1, mode: 1 },
]);

type App = Awaited<ReturnType<typeof renderApp>>;
const listOf = (app: App, document: DocumentKey = 'purchaseOrder') =>
  app.services.store.getState().documents[document].list;
const search = (app: App) => Object.fromEntries(new URLSearchParams(app.router.state.location.search));

const order: DocumentHeader = {
  id: 7,
  version: 2,
  number: 'PO/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  date: '2026-11-23',
  party: { id: 5, companyName: 'Acme Chemicals' },
  taxableTotal: 100000,
  cgstTotal: 9000,
  sgstTotal: 9000,
  igstTotal: 0,
  roundOff: 0,
  grandTotal: 118000,
};

/** The server's answer to the list's last request. */
async function answer(app: App, rows: DocumentHeader[], totalCount = rows.length) {
  const { requestId } = listOf(app);
  act(() => {
    app.services.store.dispatch(
      documentListLoaded({ document: 'purchaseOrder', requestId, rows, totalCount }),
    );
  });
  await settle();
}

async function count(app: App, counts: Partial<Record<number, number>>) {
  const requestId = listOf(app).countsRequestId;
  act(() => {
    app.services.store.dispatch(documentCountsLoaded({ document: 'purchaseOrder', requestId, counts }));
  });
  await settle();
}

const click = async (element: Element | null | undefined) => {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(async () => element.click());
  await settle();
};

const tab = (app: App, name: string) =>
  [...app.host.querySelectorAll('[role="tab"]')].find((candidate) => candidate.textContent?.startsWith(name));

describe('issue 16: the generic document list, from DOCUMENTS', () => {
  it("the menu's address shows the heading, the status tabs, the date range and the table", async () => {
    const app = await renderApp('/module/purchase-order', session);
    expect(app.host.querySelector('h1')?.textContent).toBe('Purchase Order');
    expect([...app.host.querySelectorAll('[role="tab"]')].map((element) => element.textContent)).toEqual([
      'All',
      'Draft',
      'Pending Approval',
      'Open',
      'In Progress',
      'Closed',
      'Cancelled',
    ]);
    expect(tab(app, 'All')?.getAttribute('aria-selected')).toBe('true');
    expect(app.host.querySelector('fieldset legend')?.textContent).toBe('Date range');
    expect(app.host.querySelector('[role="table"][aria-label="Purchase Order"]')).not.toBeNull();
    expect(listOf(app)).toMatchObject({ status: 'loading', params: { page: 1, q: '', status: null } });
  });

  it('the columns: number, date, party by name, status by its label, grand total as an amount', () => {
    const columns = documentColumns(DOCUMENTS.purchaseOrder, (text) => text);
    expect(columns.map(({ key, header, type }) => [key, header, type])).toEqual([
      ['number', 'Number', 'text'],
      ['date', 'Date', 'date'],
      ['party.companyName', 'Supplier', 'text'],
      ['status', 'Status', 'text'],
      ['grandTotal', 'Grand Total', 'amount'],
    ]);
    expect(columns.find((column) => column.key === 'status')?.options).toContainEqual({
      value: DOCUMENT_STATUS.OPEN,
      label: 'Open',
    });
    expect(columns.every((column) => column.sortable === false)).toBe(true);
    expect(documentColumns(DOCUMENTS.salesOrder, (text) => text)[2]?.header).toBe('Customer');
  });

  it("the page served is the table's, counted once by the pagination bar", async () => {
    const app = await renderApp('/module/purchase-order', session);
    await answer(app, [], 0);
    expect(app.host.textContent).toContain('No records found');
    await answer(app, [order], 1);
    expect(listOf(app).rows).toEqual([order]);
    expect(app.host.textContent).not.toContain('No records found');
    expect(app.host.textContent?.match(/Total Count/g)).toHaveLength(1);
  });

  it("the tabs show the api state's counts; All is their sum", async () => {
    const app = await renderApp('/module/purchase-order', session);
    await count(app, { 0: 2, 5: 0, 10: 1500, 20: 3, 30: 40, 90: 1 });
    expect(tab(app, 'Draft')?.textContent).toBe('Draft2');
    expect(tab(app, 'Open')?.textContent).toBe('Open1,500');
    expect(tab(app, 'All')?.textContent).toBe('All1,546');
  });

  it('a tab is a new entry in the address and asks the server for that status from page 1', async () => {
    const app = await renderApp('/module/purchase-order?page=2', session);
    await answer(app, [order], 30);
    await click(tab(app, 'Open'));
    expect(search(app)).toEqual({ status: '10' });
    expect(listOf(app).params).toMatchObject({ status: DOCUMENT_STATUS.OPEN, page: 1 });
    expect(tab(app, 'Open')?.getAttribute('aria-selected')).toBe('true');
    await act(async () => app.router.navigate(-1));
    await settle();
    expect(listOf(app).params).toMatchObject({ status: null, page: 2 });
  });

  it('a shared link opens at its tab, search and dates; the counts follow the search and dates', async () => {
    const app = await renderApp('/module/purchase-order?status=0&q=acme&from=2026-04-01', session);
    expect(listOf(app).params).toMatchObject({ status: 0, q: 'acme', from: '2026-04-01', to: null });
    expect(tab(app, 'Draft')?.getAttribute('aria-selected')).toBe('true');
    expect(app.host.querySelector<HTMLInputElement>('input[aria-label="Filter Purchase Order"]')?.value).toBe(
      'acme',
    );
    const asked = listOf(app).countsRequestId;
    await click(tab(app, 'Closed'));
    expect(listOf(app).countsRequestId).toBe(asked);
    typeInto(
      app.host.querySelector<HTMLInputElement>('input[aria-label="Filter Purchase Order"]')!,
      'PO/2026',
    );
    await settle();
    expect(search(app)).toEqual({ status: '30', q: 'PO/2026', from: '2026-04-01' });
    expect(listOf(app).countsRequestId).toBe(asked + 1);
  });

  it('a date range reaches the address once it is whole; a backwards one is said, not sent', async () => {
    const app = await renderApp('/module/purchase-order', session);
    const from = app.host.querySelector<HTMLInputElement>('fieldset input[name="from"]');
    const to = app.host.querySelector<HTMLInputElement>('fieldset input[name="to"]');
    typeInto(from!, '01-04-2026');
    await settle();
    expect(search(app)).toEqual({ from: '2026-04-01' });
    typeInto(to!, '31-03-2026');
    await settle();
    expect(search(app)).toEqual({ from: '2026-04-01' });
    expect(app.host.textContent).toContain('From must be on or before To');
    typeInto(to!, '31-03-2027');
    await settle();
    expect(search(app)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(listOf(app).params).toMatchObject({ from: '2026-04-01', to: '2027-03-31' });
  });

  it("Add New goes to the form's address; pages move through the address", async () => {
    const app = await renderApp('/module/purchase-order', session);
    await answer(app, [order], 25);
    const button = (name: string) =>
      [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);
    await click(button('Next'));
    expect(search(app)).toEqual({ page: '2' });
    expect(listOf(app).params.page).toBe(2);
    await click(button('Add New'));
    expect(app.router.state.location.pathname).toBe('/module/purchase-order/addUpdate');
  });

  it('a role that may only view purchase orders gets no Add New (decision 0830)', async () => {
    const viewer = storedSession([
      { moduleAPI: 'dashboard', view: 1 },
      { moduleAPI: 'chemical/purchaseOrder', view: 1, mode: 0 },
    ]);
    const app = await renderApp('/module/purchase-order', viewer);
    expect(app.host.querySelector('h1')?.textContent).toBe('Purchase Order');
    expect(
      [...app.host.querySelectorAll('button')].map((button) => button.textContent?.trim()),
    ).not.toContain('Add New');
  });

  it('a page past the end of a shared link steps back to the last page, in the address too (spec §4)', async () => {
    const app = await renderApp('/module/purchase-order?page=40&status=10', session);
    await answer(app, [], 95);
    expect(listOf(app).params.page).toBe(10);
    await answer(app, [order], 95);
    expect(search(app)).toEqual({ page: '10', status: '10' });
  });

  it("the sales order's list opens at the menu's address, from the same page", async () => {
    const app = await renderApp('/module/sales-order/salesOrderList?status=20', session);
    expect(app.host.querySelector('h1')?.textContent).toBe('Sales Order');
    expect(listOf(app, 'salesOrder').params.status).toBe(DOCUMENT_STATUS.IN_PROGRESS);
  });
});

describe('issue 40: "stale rows never pass for new ones" (decision 1911)', () => {
  it('a search or a status tab marks the rows shown stale until the new query is answered', async () => {
    const app = await renderApp('/module/purchase-order', session);
    await answer(app, [order]);
    const table = () => app.host.querySelector('[role="table"]');
    const stale = () => app.host.querySelector('[role="table"] [data-body]')?.hasAttribute('data-stale');
    expect(table()?.getAttribute('aria-busy')).toBeNull();
    expect(stale()).toBe(false);

    typeInto(app.host.querySelector<HTMLInputElement>('input[aria-label="Filter Purchase Order"]')!, 'acme');
    await settle();
    expect(table()?.getAttribute('aria-busy')).toBe('true');
    expect(stale()).toBe(true);
    const said = [...app.host.querySelectorAll('[role="status"]')].map((status) => status.textContent);
    expect(said).toContain('Loading…');

    await answer(app, [order]);
    expect(table()?.getAttribute('aria-busy')).toBeNull();
    expect(stale()).toBe(false);

    await click(tab(app, 'Closed'));
    expect(stale()).toBe(true);
  });
});
