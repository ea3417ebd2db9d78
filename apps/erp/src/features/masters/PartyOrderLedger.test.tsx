import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { entityRecordLoaded, orderLedgerLoaded, type OrderLedgerLine } from '@erp/api';
import { renderApp, settle, storedSession } from '../../testing/render.tsx';
import { ledgerColumns } from './PartyOrderLedger.tsx';

type App = Awaited<ReturnType<typeof renderApp>>;

const acl = [
  { moduleAPI: 'party', view: 1, mode: 1 },
  { moduleAPI: 'chemical/purchaseOrder', view: 1 },
  { moduleAPI: 'chemical/salesOrder', view: 1 },
];
const withLedger = (on: string, entries = acl) => ({
  ...storedSession(entries),
  sys_config: JSON.stringify({ PARTY_ORDER_LEDGER_SUPPORT: on }),
});

const line: OrderLedgerLine = {
  document: 'salesOrder',
  documentId: 4,
  number: 'SO/2026-27/00004',
  date: '2026-11-21',
  status: 10,
  lineId: 9,
  lineNo: 1,
  item: { id: 2, name: 'PP Granules' },
  uom: { id: 1, name: 'KG', decimals: 3 },
  quantity: 8,
  doneQuantity: 3,
  pendingQuantity: 5,
};

async function openParty(stored: Record<string, string>): Promise<App> {
  const app = await renderApp('/module/party/addUpdate/5', stored);
  act(() => {
    app.services.store.dispatch(
      entityRecordLoaded({ module: 'party', record: { id: 5, version: 1, companyName: 'Sai Packaging' } }),
    );
  });
  await settle();
  return app;
}

const ledgerOf = (app: App) => app.host.querySelector('section[aria-label="Order Ledger"]');

describe("issue 16: a party's order ledger on its page", () => {
  it('with PARTY_ORDER_LEDGER_SUPPORT on, asks the server for the party’s ledger and shows its lines', async () => {
    const app = await openParty(withLedger('YES'));
    expect(ledgerOf(app)).not.toBeNull();
    expect(app.services.store.getState().orders.ledger).toMatchObject({
      partyId: 5,
      page: 1,
      status: 'loading',
    });
    act(() => {
      app.services.store.dispatch(orderLedgerLoaded({ partyId: 5, rows: [line], totalCount: 1 }));
    });
    await settle();
    // The table draws its rows virtually (no rows without a layout): its count is the server's.
    expect(ledgerOf(app)?.textContent).toContain('Total Count: 1');
    expect(ledgerOf(app)?.textContent).not.toContain('No records found');
  });

  it('the columns: the order by type and number, date, status by label, item, the three quantities in its unit', () => {
    const columns = ledgerColumns((text) => text);
    expect(columns.map(({ key, header, type }) => [key, header, type])).toEqual([
      ['number', 'Order', undefined],
      ['date', 'Date', 'date'],
      ['status', 'Status', undefined],
      ['item.name', 'Item', undefined],
      ['quantity', 'Ordered', 'quantity'],
      ['doneQuantity', 'Received or Dispatched', 'quantity'],
      ['pendingQuantity', 'Pending', 'quantity'],
    ]);
    expect(columns[0]?.cell?.(line)).toBe('Sales Order SO/2026-27/00004');
    expect(columns[2]?.options).toContainEqual({ value: 10, label: 'Open' });
    expect(columns.filter((column) => column.unit === 'uom')).toHaveLength(3);
    expect(columns.every((column) => column.sortable === false)).toBe(true);
  });

  it('is not shown with the switch off, nor to a role that may read no orders', async () => {
    const off = await openParty(withLedger('NO'));
    expect(off.host.querySelector('form')).not.toBeNull();
    expect(ledgerOf(off)).toBeNull();
    expect(off.services.store.getState().orders.ledger.status).toBe('idle');
    const noOrders = await openParty(
      withLedger('YES', [
        { moduleAPI: 'party', view: 1, mode: 1 },
        { moduleAPI: 'chemical/purchaseOrder', view: 0 },
        { moduleAPI: 'chemical/salesOrder', view: 0 },
      ]),
    );
    expect(ledgerOf(noOrders)).toBeNull();
  });
});
