import { filter, firstValueFrom, from } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { documentFormCleared, documentLineChanged } from '../src/store/documents/documentsSlice.ts';
import {
  dashboardCountsRequested,
  orderLedgerRequested,
  selectDashboardCounts,
  selectOrderLedger,
} from '../src/store/orders/ordersSlice.ts';
import type { RootState } from '../src/store/rootReducer.ts';
import { createStore, type AppStore } from '../src/store/store.ts';
import { call, connect, type Connected } from './support/server.ts';

// Issue 16's order calls through the store against the real server (demo data): a sales order line's rate
// from the customer's last price, the dashboard's counts and the customer's order ledger (decisions 0850, 0851).

let server: Connected;
let store: AppStore;
beforeAll(async () => {
  server = await connect();
  store = createStore({ api: server.api, storage: server.storage });
});
afterAll(() => server.close());

const until = (done: (state: RootState) => boolean): Promise<RootState> =>
  firstValueFrom(from(store).pipe(filter(done)));

async function recordOf(module: string, q: string) {
  const { rows } = await call(server.api.entity.getAllByPartner(module, { page: 1, size: 1, q }));
  const [row] = rows;
  if (!row) throw new Error(`no ${module} ${q}`);
  return row;
}
const idOf = async (module: string, q: string): Promise<number> => Number((await recordOf(module, q)).id);

describe('orders through the store against the server', () => {
  it("a submitted sales order gives the customer's last price, counts as open, and is on the customer's ledger", async () => {
    const partyId = await idOf('party', 'Ambuja Cement Works Ltd');
    const item = await recordOf('chemical/item', 'RM-PP-001');
    const itemId = Number(item.id);

    const draft = await call(
      server.api.documents.save('salesOrder', {
        partyId,
        date: '2026-11-20',
        branchId: await idOf('erp/branch', 'Head Office'),
        lines: [{ itemId, quantity: 40, rate: 118.25 }],
      }),
    );
    const order = await call(
      server.api.documents.transition('salesOrder', 'submit', { id: draft.id, version: draft.version }),
    );
    expect(order.status).toBe(DOCUMENT_STATUS.OPEN);

    // A new order for the customer: the line's item gives its sale price, then the customer's last one.
    store.dispatch(documentFormCleared({ document: 'salesOrder', draft: { partyId } }));
    store.dispatch(
      documentLineChanged({ document: 'salesOrder', index: 0, field: 'itemId', value: itemId, item }),
    );
    const priced = await until((state) => state.documents.salesOrder.form.draft?.lines?.[0]?.rate === 118.25);
    expect(priced.documents.salesOrder.form.draft?.lines?.[0]).toMatchObject({ itemId, rate: 118.25 });

    store.dispatch(dashboardCountsRequested({ counts: ['openSalesOrders', 'pendingApprovals'] }));
    const counted = await until((state) => state.orders.countsStatus === 'ready');
    expect(selectDashboardCounts(counted).openSalesOrders).toBeGreaterThanOrEqual(1);
    expect(selectDashboardCounts(counted).pendingApprovals).toBeGreaterThanOrEqual(0);

    store.dispatch(orderLedgerRequested({ partyId }));
    const ledger = selectOrderLedger(await until((state) => state.orders.ledger.status !== 'loading'));
    expect(ledger.status).toBe('ready');
    expect(ledger.rows).toContainEqual(
      expect.objectContaining({
        document: 'salesOrder',
        documentId: order.id,
        number: order.number,
        quantity: 40,
        doneQuantity: 0,
        pendingQuantity: 40,
      }),
    );
  });

  it("another organisation's party is the ledger's error, in words", async () => {
    store.dispatch(orderLedgerRequested({ partyId: 999_999 }));
    const ledger = selectOrderLedger(await until((state) => state.orders.ledger.status !== 'loading'));
    expect(ledger).toMatchObject({ status: 'failed', partyId: 999_999, rows: [] });
    expect(ledger.error).toMatch(/not found/i);
  });
});
