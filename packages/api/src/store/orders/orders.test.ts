import { RESPONSE_CODES } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { OrderLedgerLine } from '../../lookups/items.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadDashboardCountsEpic, loadOrderLedgerEpic } from './ordersEpics.ts';
import {
  dashboardCountsLoaded,
  dashboardCountsRequested,
  orderLedgerFailed,
  orderLedgerLoaded,
  orderLedgerRequested,
  selectDashboardCounts,
  selectOrderLedger,
} from './ordersSlice.ts';

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
const page = (totalCount: number) => ({ rows: [], totalCount });

describe('the dashboard counts', () => {
  it('reads the Open tab of each order type as a one-row page and keeps its total', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockImplementation((document: string) =>
        cold('-r|', { r: page(document === 'purchaseOrder' ? 12 : 3) }),
      );
      const action$ = hot('-a', {
        a: dashboardCountsRequested({ counts: ['openPurchaseOrders', 'openSalesOrders'] }),
      });
      expectObservable(
        loadDashboardCountsEpic(
          action$,
          stateAfter(),
          dependencies(stubApi({ documents: { getAllByPartner } })),
        ),
      ).toBe('---c', {
        c: dashboardCountsLoaded({ counts: { openPurchaseOrders: 12, openSalesOrders: 3 } }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('purchaseOrder', { page: 1, size: 1, status: 10 });
    expect(getAllByPartner).toHaveBeenCalledWith('salesOrder', { page: 1, size: 1, status: 10 });
  });

  it("reads the approvals waiting for the user as the pending list's total", () => {
    const getPendingList = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getPendingList.mockReturnValue(cold('-r|', { r: page(4) }));
      const action$ = hot('-a', { a: dashboardCountsRequested({ counts: ['pendingApprovals'] }) });
      expectObservable(
        loadDashboardCountsEpic(
          action$,
          stateAfter(),
          dependencies(stubApi({ approval: { getPendingList } })),
        ),
      ).toBe('---c', { c: dashboardCountsLoaded({ counts: { pendingApprovals: 4 } }) });
    });
    expect(getPendingList).toHaveBeenCalledWith({ page: 1, size: 1 });
  });

  it("reads what the customers owe and what we owe from the party ledger's totals (decision 1836)", () => {
    const getTotals = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getTotals.mockReturnValue(cold('-r|', { r: { receivable: 12240.5, payable: 2360 } }));
      const action$ = hot('-a', { a: dashboardCountsRequested({ counts: ['receivable', 'payable'] }) });
      expectObservable(
        loadDashboardCountsEpic(action$, stateAfter(), dependencies(stubApi({ partyLedger: { getTotals } }))),
      ).toBe('---c', { c: dashboardCountsLoaded({ counts: { receivable: 12240.5, payable: 2360 } }) });
    });
  });

  it('leaves out a count whose call fails; asking for none answers none', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getAllByPartner = vi.fn(() =>
        cold<never>('-#', {}, new ApiError(RESPONSE_CODES.FORBIDDEN, 'No', 403)),
      );
      const action$ = hot('-a-b', {
        a: dashboardCountsRequested({ counts: ['openPurchaseOrders', 'pendingApprovals'] }),
        b: dashboardCountsRequested({ counts: [] }),
      });
      expectObservable(
        loadDashboardCountsEpic(
          action$,
          stateAfter(),
          dependencies(stubApi({ documents: { getAllByPartner } })),
        ),
      ).toBe('--cd', { c: dashboardCountsLoaded({ counts: {} }), d: dashboardCountsLoaded({ counts: {} }) });
    });
  });

  it('keeps the counts until logout', () => {
    const loaded = rootReducer(undefined, dashboardCountsLoaded({ counts: { openSalesOrders: 2 } }));
    expect(selectDashboardCounts(loaded)).toEqual({ openSalesOrders: 2 });
    expect(selectDashboardCounts(rootReducer(loaded, sessionEnded({ reason: 'logout' })))).toEqual({});
  });
});

describe("a party's order ledger", () => {
  it('reads the page asked for and keeps it for that party', () => {
    const getPartyOrderLedger = vi.fn();
    const requested = orderLedgerRequested({ partyId: 7, page: 2 });
    marbles(({ hot, cold, expectObservable }) => {
      getPartyOrderLedger.mockReturnValue(cold('-r|', { r: { rows: [line], totalCount: 21 } }));
      expectObservable(
        loadOrderLedgerEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ items: { getPartyOrderLedger } })),
        ),
      ).toBe('--l', { l: orderLedgerLoaded({ partyId: 7, rows: [line], totalCount: 21 }) });
    });
    expect(getPartyOrderLedger).toHaveBeenCalledWith(7, { page: 2, size: 20 });
    const state = [requested, orderLedgerLoaded({ partyId: 7, rows: [line], totalCount: 21 })].reduce(
      rootReducer,
      rootReducer(undefined, { type: '@@test/init' }),
    );
    expect(selectOrderLedger(state)).toMatchObject({ partyId: 7, page: 2, rows: [line], status: 'ready' });
  });

  it("a refusal is the ledger's error; another party's late answer is ignored", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getPartyOrderLedger = vi.fn(() =>
        cold<never>('-#', {}, new ApiError(RESPONSE_CODES.NOT_FOUND, 'Record not found', 404)),
      );
      const requested = orderLedgerRequested({ partyId: 8 });
      expectObservable(
        loadOrderLedgerEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ items: { getPartyOrderLedger } })),
        ),
      ).toBe('--f', { f: orderLedgerFailed({ partyId: 8, message: 'Record not found' }) });
    });
    const other = [
      orderLedgerRequested({ partyId: 8 }),
      orderLedgerLoaded({ partyId: 7, rows: [line], totalCount: 1 }),
    ].reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
    expect(selectOrderLedger(other)).toMatchObject({ partyId: 8, rows: [], status: 'loading' });
  });
});
