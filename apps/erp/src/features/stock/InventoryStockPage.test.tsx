import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  stockCardLoaded,
  stockFiltersChanged,
  stockViewLoaded,
  type StockMovement,
  type StockRow,
} from '@erp/api';
import { cellText } from '@erp/domain';
import { renderApp, settle, storedSession, typeInto } from '../../testing/render.tsx';
import { cardPathOf, stockColumns } from './stockColumns.tsx';
import { cardRowsOf } from './stockLinks.ts';

const ACL = [
  { moduleAPI: 'dashboard', view: 1 },
  { moduleAPI: 'chemical/itemStock/stock', view: 1, mode: 1 },
  // The documents its buttons open: a screen without an entry is refused (decision 1867).
  { moduleAPI: 'inward', view: 1, mode: 1 },
];
const session = storedSession(ACL);
const onlyInward = { ...session, sys_config: JSON.stringify({ ONLY_INWARD: 'YES' }) };

const SWITCHES_OFF = { rack: false, roll: false, packingType: false, secondary: false };

type App = Awaited<ReturnType<typeof renderApp>>;
const stockOf = (app: App) => app.services.store.getState().stock;

const row: StockRow = {
  id: 1,
  itemId: 3,
  item: { id: 3, code: 'RM-PP-348', name: 'PP Granules RP348' },
  branchName: 'Head Office',
  locationName: 'Plant 1',
  stockAreaId: 5,
  stockAreaName: 'Raw Material Store',
  rackName: null,
  lotNumber: 'L1',
  rollNumber: null,
  packingTypeName: null,
  held: false,
  quantity: 120000.5,
  reservedQuantity: 0,
  availableQuantity: 120000.5,
  secondaryQuantity: 0,
  uom: { id: 1, name: 'KGS', decimals: 3 },
  secondaryUom: null,
  rate: 98.5,
  value: 11820049.25,
  reorderLevel: 150000,
  belowReorder: true,
  expiresOn: null,
};

const dispatch = async (app: App, action: Parameters<App['services']['store']['dispatch']>[0]) => {
  act(() => {
    app.services.store.dispatch(action);
  });
  await settle();
};

/** The server's answer to the view's last request. */
const answer = (app: App, rows: StockRow[], totalCount = rows.length, totalValue = 0) =>
  dispatch(app, stockViewLoaded({ requestId: stockOf(app).view.requestId, rows, totalCount, totalValue }));

const buttons = (app: App) => [...app.host.querySelectorAll('button')].map((b) => b.textContent?.trim());
const button = (app: App, name: string) =>
  [...app.host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

describe('issue 17: Inventory Stock (/module/inward-stock)', () => {
  it('the stock header, the filters and the table; the stock is asked for as the screen opens', async () => {
    const app = await renderApp('/module/inward-stock', session);
    expect(app.host.querySelector('h2')?.textContent).toBe('Inventory Stock');
    expect(buttons(app)).toEqual(expect.arrayContaining(['Inward', 'Outward', 'Purchase Return']));
    const filters = app.host.querySelector('[role="search"][aria-label="Stock filters"]');
    expect([...(filters?.querySelectorAll('label') ?? [])].map((label) => label.textContent)).toEqual([
      'Branch',
      'Location',
      'Stock Area',
      'Group by',
      'Search',
    ]);
    expect(app.host.querySelector('[role="table"][aria-label="Inventory Stock"]')).not.toBeNull();
    expect(stockOf(app).view).toMatchObject({ status: 'loading', requestId: 1 });
  });

  it('spec §2: with ONLY_INWARD YES only Inward shows', async () => {
    const app = await renderApp('/module/inward-stock', onlyInward);
    expect(buttons(app)).toContain('Inward');
    expect(buttons(app)).not.toContain('Outward');
    expect(buttons(app)).not.toContain('Purchase Return');
  });

  it('Inward, Outward and Purchase Return open their documents', async () => {
    const app = await renderApp('/module/inward-stock', session);
    await act(async () => button(app, 'Outward')?.click());
    await settle();
    expect(app.router.state.location.pathname).toBe('/module/stock-issue/addUpdate');
    await act(async () => app.router.navigate('/module/inward-stock'));
    await settle();
    await act(async () => button(app, 'Inward')?.click());
    expect(app.router.state.location.pathname).toBe('/module/inward/list/addUpdate');
    await act(async () => app.router.navigate('/module/inward-stock'));
    await settle();
    await act(async () => button(app, 'Purchase Return')?.click());
    expect(app.router.state.location.pathname).toBe('/module/purchase-return/addUpdate');
  });

  it("the server's page, counted once, and the value of the whole list", async () => {
    const app = await renderApp('/module/inward-stock', session);
    await answer(app, [row], 1, 11820049.25);
    // The table draws its rows virtually (no rows without a layout): its count is the server's.
    expect(app.host.textContent?.match(/Total Count: 1/g)).toHaveLength(1);
    expect(app.host.textContent).not.toContain('No records found');
    const said = [...app.host.querySelectorAll('[role="status"]')].map((status) => status.textContent);
    expect(said).toContain('Total value: ₹ 1,18,20,049.25');
  });

  it('the columns: the item opening the stock card of its place, quantities in their unit, the marks in words', () => {
    const columns = stockColumns((text) => text, null, SWITCHES_OFF);
    expect(columns.map((column) => column.key)).toEqual([
      'item.code',
      'item.name',
      'stockAreaName',
      'lotNumber',
      'quantity',
      'uom.name',
      'reservedQuantity',
      'availableQuantity',
      'rate',
      'value',
      'belowReorder',
      'branchName',
      'locationName',
    ]);
    const quantity = columns.find((column) => column.key === 'quantity');
    expect(quantity && cellText(quantity, row)).toBe('1,20,000.500');
    expect(cardPathOf(row)).toBe('/module/inward-stock/card/3?stockAreaId=5&lotNumber=L1');
    expect(cardPathOf({ ...row, stockAreaId: null, lotNumber: null })).toBe('/module/inward-stock/card/3');
    const all = stockColumns((text) => text, null, {
      rack: true,
      roll: true,
      packingType: true,
      secondary: true,
    });
    expect(all.map((column) => column.key)).toEqual(
      expect.arrayContaining([
        'rackName',
        'rollNumber',
        'packingTypeName',
        'secondaryQuantity',
        'secondaryUom.name',
      ]),
    );
    // The secondary quantity in its own unit's decimals, the unit beside it.
    const twoUnits = { ...row, secondaryQuantity: 45.5, secondaryUom: { id: 2, name: 'MTR', decimals: 2 } };
    const secondaryCells = all
      .filter((column) => column.key.startsWith('secondary'))
      .map((column) => cellText(column, twoUnits));
    expect(secondaryCells).toEqual(['45.50', 'MTR']);
    expect(stockColumns((text) => text, 'itemAndLot', SWITCHES_OFF).map((column) => column.key)).toEqual([
      'item.code',
      'item.name',
      'lotNumber',
      'quantity',
      'uom.name',
      'reservedQuantity',
      'availableQuantity',
      'rate',
      'value',
      'belowReorder',
    ]);
  });

  it('the search, the grouping and the pages go to the store; a grouping leaves off what it adds up', async () => {
    const app = await renderApp('/module/inward-stock', session);
    typeInto(
      app.host.querySelector<HTMLInputElement>('[role="search"] input[type="search"]')!,
      'pp granules',
    );
    await settle();
    expect(stockOf(app).view.params).toMatchObject({ q: 'pp granules', page: 1 });
    await dispatch(app, stockFiltersChanged({ groupBy: 'item' }));
    const headers = [...app.host.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent);
    expect(headers).toContain('Item Name');
    expect(headers).not.toContain('Stock Area');
    expect(app.host.querySelector<HTMLSelectElement>('[role="search"] select')?.value).toBe('item');
    await answer(app, [row], 35);
    await act(async () => button(app, 'Next')?.click());
    await settle();
    expect(stockOf(app).view.params.page).toBe(2);
  });
});

describe('issue 17: the stock card (/module/inward-stock/card/:itemId)', () => {
  const movement = (id: number, documentType: string, documentId: number | null): StockMovement => ({
    id,
    date: '2026-11-20',
    movement: documentType === 'openingStock' ? 'OPENING' : 'ISSUE',
    documentType,
    documentId,
    documentNo: `DOC-${id}`,
    stockAreaName: 'Raw Material Store',
    lotNumber: null,
    rollNumber: null,
    rackName: null,
    held: false,
    in: documentId === null ? 10 : 0,
    out: documentId === null ? 0 : 2,
    secondaryIn: documentId === null ? 25 : 0,
    secondaryOut: documentId === null ? 0 : 5,
    balance: 8,
    rate: 98.5,
    value: 197,
  });

  const loadCard = (app: App, secondaryUom: StockRow['secondaryUom']) =>
    dispatch(
      app,
      stockCardLoaded({
        requestId: stockOf(app).card.requestId,
        rows: [movement(2, 'purchaseOrder', 7), movement(1, 'openingStock', null)],
        totalCount: 2,
        item: row.item,
        uom: row.uom,
        secondaryUom,
        closing: 8,
        secondaryClosing: secondaryUom ? 20 : null,
      }),
    );

  it('asks for the item in the place of its address; the header names it and its closing balance', async () => {
    const app = await renderApp('/module/inward-stock/card/3?stockAreaId=5', session);
    expect(stockOf(app).card).toMatchObject({
      status: 'loading',
      query: { itemId: 3, stockAreaId: 5, page: 1, size: 20 },
    });
    await loadCard(app, { id: 2, name: 'MTR', decimals: 2 });
    expect(app.host.querySelector('h2')?.textContent).toBe('Stock Card: PP Granules RP348');
    expect(app.host.textContent).toContain('8.000 KGS');
    // Without SECONDARY_STOCK_SUPPORT the card shows one unit.
    expect(app.host.textContent).not.toContain('MTR');
    expect(app.host.textContent).toContain('Total Count: 2');
  });

  it('with SECONDARY_STOCK_SUPPORT YES: the closing in both units, secondary in and out columns', async () => {
    const secondary = { ...session, sys_config: JSON.stringify({ SECONDARY_STOCK_SUPPORT: 'YES' }) };
    const app = await renderApp('/module/inward-stock/card/3', secondary);
    await loadCard(app, { id: 2, name: 'MTR', decimals: 2 });
    expect(app.host.textContent).toContain('8.000 KGS · 20.00 MTR');
    const headers = [...app.host.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['In (KGS)', 'In (MTR)', 'Out (MTR)']));
    await loadCard(app, null);
    expect(app.host.textContent).not.toContain('MTR');
  });

  it("a movement's document links to its form under the router's root; opening stock has no link", () => {
    const rows = cardRowsOf([movement(2, 'purchaseOrder', 7), movement(1, 'openingStock', null)], '#');
    expect(rows.map((card) => [card.documentNo, card.href])).toEqual([
      ['DOC-2', '#/module/purchase-order/addUpdate/7'],
      ['DOC-1', null],
    ]);
  });

  it('an item that is no id is no card', async () => {
    const app = await renderApp('/module/inward-stock/card/abc', session);
    expect(app.host.textContent).toContain('Record not found');
    expect(stockOf(app).card.query).toBeNull();
  });
});
