import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { StockCardPage, StockPage, StockRow } from '../../stock/stock.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import {
  loadStockCardEpic,
  loadStockViewEpic,
  openStockViewEpic,
  reloadStockViewEpic,
  stockFilterOf,
} from './stockEpics.ts';
import {
  initialStockState,
  stockCardFailed,
  stockCardLoaded,
  stockCardRequested,
  stockFiltersChanged,
  stockPageChanged,
  stockViewFailed,
  stockViewLoaded,
  stockViewOpened,
  stockViewRequested,
} from './stockSlice.ts';

const ROW: StockRow = {
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
  quantity: 8,
  reservedQuantity: 0,
  availableQuantity: 8,
  secondaryQuantity: 0,
  uom: { id: 1, name: 'KGS', decimals: 3 },
  secondaryUom: null,
  rate: 98.5,
  value: 788,
  reorderLevel: 10,
  belowReorder: true,
  expiresOn: null,
};
const page = (rows: StockRow[], totalCount = rows.length, totalValue = 788): StockPage => ({
  rows,
  totalCount,
  totalValue,
});
const STORE = { id: 5, name: 'Raw Material Store' };
const stockOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).stock;

describe('stock slice', () => {
  it('a change of filter is a new question: it starts at page 1', () => {
    const view = stockOf(stockPageChanged({ page: 4, size: 10 }), stockFiltersChanged({ q: 'pp' })).view;
    expect(view.params).toMatchObject({ q: 'pp', page: 1 });
    expect(view.requestId).toBe(2);
  });

  it('another branch clears the location and stock area chosen under the old one; another location the area', () => {
    const chosen = stockFiltersChanged({
      branch: { id: 1, name: 'Head Office' },
      location: { id: 2, name: 'Plant 1' },
      stockArea: STORE,
    });
    expect(stockOf(chosen).view.params).toMatchObject({ location: { id: 2 }, stockArea: STORE });
    expect(
      stockOf(chosen, stockFiltersChanged({ branch: { id: 9, name: 'Pune' } })).view.params,
    ).toMatchObject({ branch: { id: 9 }, location: null, stockArea: null });
    expect(stockOf(chosen, stockFiltersChanged({ location: null })).view.params).toMatchObject({
      branch: { id: 1 },
      location: null,
      stockArea: null,
    });
    expect(stockOf(chosen, stockFiltersChanged({ groupBy: 'item' })).view.params).toMatchObject({
      stockArea: STORE,
      groupBy: 'item',
    });
  });

  it('spec §4: a page past the end after a recount steps back and asks again', () => {
    const moved = stockPageChanged({ page: 5, size: 10 });
    const view = stockOf(moved, stockViewLoaded({ requestId: 1, ...page([], 31) })).view;
    expect(view.params.page).toBe(4);
    expect(view.reloadNeeded).toBe(true);
  });

  it('changing the page size goes back to page 1; a stale reply is ignored', () => {
    const view = stockOf(
      stockPageChanged({ page: 3, size: 10 }),
      stockPageChanged({ page: 3, size: 50 }),
      stockViewLoaded({ requestId: 1, ...page([ROW]) }),
    ).view;
    expect(view.params).toMatchObject({ page: 1, size: 50 });
    expect(view.rows).toEqual([]);
    expect(view.status).toBe('loading');
  });

  it('another item on the card shows no rows of the one before; its next page keeps them until loaded', () => {
    const first = stockCardRequested({ itemId: 3, page: 1, size: 20 });
    const loaded = stockCardLoaded({
      requestId: 1,
      rows: [],
      totalCount: 41,
      item: ROW.item,
      uom: ROW.uom,
      secondaryUom: null,
      closing: 8,
      secondaryClosing: null,
    });
    expect(stockOf(first, loaded, stockCardRequested({ itemId: 3, page: 2, size: 20 })).card).toMatchObject({
      totalCount: 41,
      item: ROW.item,
      status: 'loading',
      requestId: 2,
    });
    expect(stockOf(first, loaded, stockCardRequested({ itemId: 4, page: 1, size: 20 })).card).toMatchObject({
      totalCount: 0,
      item: null,
      requestId: 2,
    });
  });

  it("spec §9: the first opening pages by the user's page size; a later one keeps the size chosen", () => {
    expect(stockOf(stockViewOpened({ pageSize: 50 })).view.params.size).toBe(50);
    const later = stockOf(
      stockViewOpened({ pageSize: 50 }),
      stockPageChanged({ page: 1, size: 20 }),
      stockViewOpened({ pageSize: 50 }),
    );
    expect(later.view.params.size).toBe(20);
  });

  it('a session that ends takes the stock shown with it', () => {
    expect(stockOf(stockFiltersChanged({ q: 'pp' }), sessionEnded({ reason: 'logout' }))).toEqual(
      initialStockState(),
    );
  });
});

describe('stockFilterOf', () => {
  it('issue 17: sends the places chosen by id and the search trimmed; nothing empty', () => {
    const params = stockOf(
      stockFiltersChanged({ branch: { id: 1, name: 'HO' }, stockArea: STORE, q: '  pp  ' }),
    ).view.params;
    expect(stockFilterOf(params)).toEqual({ branch: 1, stockAreaId: 5, q: 'pp' });
    expect(stockFilterOf(initialStockState().view.params)).toEqual({});
  });
});

describe('openStockViewEpic', () => {
  it('spec §4: the only stock area is preselected, and the stock is asked for under it', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [STORE], totalCount: 1 } }));
      expectObservable(
        openStockViewEpic(
          hot('-o', { o: stockViewOpened({ pageSize: 10 }) }),
          stateAfter(stockViewOpened({ pageSize: 10 })),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--f', { f: stockFiltersChanged({ stockArea: STORE }) });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('chemical/stockArea', { page: 1, size: 2 });
  });

  it('with two stock areas or more, none is chosen for the user', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getAllByPartner = vi
        .fn()
        .mockReturnValue(
          cold('-r|', { r: { rows: [STORE, { id: 6, name: 'Finished Goods' }], totalCount: 7 } }),
        );
      expectObservable(
        openStockViewEpic(
          hot('-o', { o: stockViewOpened({ pageSize: 10 }) }),
          stateAfter(stockViewOpened({ pageSize: 10 })),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--r', { r: stockViewRequested() });
    });
  });

  it('a stock area already chosen stays: nothing is asked but the stock', () => {
    marbles(({ hot, expectObservable }) => {
      const chosen = stockFiltersChanged({ stockArea: { id: 6, name: 'Finished Goods' } });
      expectObservable(
        openStockViewEpic(
          hot('-o', { o: stockViewOpened({ pageSize: 10 }) }),
          stateAfter(chosen),
          dependencies(stubApi()),
        ),
      ).toBe('-r', { r: stockViewRequested() });
    });
  });
});

describe('loadStockViewEpic', () => {
  it('issue 17: POST getStock/v2 with the filters and page; the rows, count and value come back', () => {
    const getStock = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStock.mockReturnValue(cold('-r|', { r: page([ROW], 41, 12345) }));
      const changed = stockFiltersChanged({ stockArea: STORE });
      expectObservable(
        loadStockViewEpic(
          hot('-a', { a: changed }),
          stateAfter(changed),
          dependencies(stubApi({ stock: { getStock } })),
        ),
      ).toBe('--l', { l: stockViewLoaded({ requestId: 1, rows: [ROW], totalCount: 41, totalValue: 12345 }) });
    });
    expect(getStock).toHaveBeenCalledWith({ stockAreaId: 5, page: 1, size: 10 });
  });

  it('issue 17: a grouping asks getStockListWithGroupBy/v2 with it', () => {
    const getStockListWithGroupBy = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStockListWithGroupBy.mockReturnValue(cold('-r|', { r: page([ROW]) }));
      const changed = stockFiltersChanged({ groupBy: 'itemAndLot' });
      expectObservable(
        loadStockViewEpic(
          hot('-a', { a: changed }),
          stateAfter(changed),
          dependencies(stubApi({ stock: { getStockListWithGroupBy } })),
        ),
      ).toBe('--l', { l: stockViewLoaded({ requestId: 1, ...page([ROW]) }) });
    });
    expect(getStockListWithGroupBy).toHaveBeenCalledWith({ groupBy: 'itemAndLot', page: 1, size: 10 });
  });

  it('typed search waits 250 ms after the last key; a newer key cancels the wait', () => {
    const getStock = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStock.mockReturnValue(cold('-r|', { r: page([ROW]) }));
      const typed = stockFiltersChanged({ q: 'p' });
      const more = stockFiltersChanged({ q: 'pp' });
      expectObservable(
        loadStockViewEpic(
          hot('-a 99ms b', { a: typed, b: more }),
          stateAfter(typed, more),
          dependencies(stubApi({ stock: { getStock } })),
        ),
      ).toBe('- 100ms 250ms -l', { l: stockViewLoaded({ requestId: 2, ...page([ROW]) }) });
    });
    expect(getStock).toHaveBeenCalledTimes(1);
    expect(getStock).toHaveBeenCalledWith({ q: 'pp', page: 1, size: 10 });
  });

  it('a page move goes at once and cancels the load before it (switchMap)', () => {
    marbles(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const stale = cold('----s|', { s: page([]) });
      const fresh = cold('--f|', { f: page([ROW]) });
      const replies = [stale, fresh];
      const getStock = vi.fn().mockImplementation(() => replies.shift());
      const moved = stockPageChanged({ page: 2, size: 10 });
      expectObservable(
        loadStockViewEpic(
          hot('-ab', { a: stockViewRequested(), b: moved }),
          stateAfter(stockViewRequested(), moved),
          dependencies(stubApi({ stock: { getStock } })),
        ),
      ).toBe('----f', { f: stockViewLoaded({ requestId: 2, ...page([ROW]) }) });
      expectSubscriptions(stale.subscriptions).toBe('-^!');
    });
  });

  it('a refusal marks the view failed and says why', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(4000001, 'No such branch', 400);
      const getStock = vi.fn().mockReturnValue(cold('-#', undefined, error));
      expectObservable(
        loadStockViewEpic(
          hot('-a', { a: stockViewRequested() }),
          stateAfter(stockViewRequested()),
          dependencies(stubApi({ stock: { getStock } })),
        ),
      ).toBe('--(ft)', {
        f: stockViewFailed({ requestId: 1, message: 'No such branch' }),
        t: toast.error('No such branch'),
      });
    });
  });
});

describe('reloadStockViewEpic', () => {
  it('spec §4: asks again for the page it stepped back to', () => {
    marbles(({ hot, expectObservable }) => {
      const moved = stockPageChanged({ page: 5, size: 10 });
      const loaded = stockViewLoaded({ requestId: 1, ...page([], 31) });
      expectObservable(
        reloadStockViewEpic(hot('-l', { l: loaded }), stateAfter(moved, loaded), dependencies(stubApi())),
      ).toBe('-r', { r: stockViewRequested() });
    });
  });
});

describe('loadStockCardEpic', () => {
  const card: StockCardPage = {
    rows: [],
    totalCount: 0,
    item: ROW.item,
    uom: ROW.uom,
    secondaryUom: null,
    closing: 8,
    secondaryClosing: null,
  };

  it('issue 17: POST stockCard with the item, stock area, lot and page', () => {
    const getStockCard = vi.fn();
    const asked = stockCardRequested({ itemId: 3, stockAreaId: 5, lotNumber: 'L1', page: 2, size: 20 });
    marbles(({ hot, cold, expectObservable }) => {
      getStockCard.mockReturnValue(cold('-r|', { r: card }));
      expectObservable(
        loadStockCardEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ stock: { getStockCard } })),
        ),
      ).toBe('--l', { l: stockCardLoaded({ requestId: 1, ...card }) });
    });
    expect(getStockCard).toHaveBeenCalledWith(asked.payload);
  });

  it('a refusal (another organisation’s item) says why', () => {
    const asked = stockCardRequested({ itemId: 99, page: 1, size: 20 });
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(4040001, 'Item not found', 404);
      const getStockCard = vi.fn().mockReturnValue(cold('-#', undefined, error));
      expectObservable(
        loadStockCardEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ stock: { getStockCard } })),
        ),
      ).toBe('--(ft)', {
        f: stockCardFailed({ requestId: 1, message: 'Item not found' }),
        t: toast.error('Item not found'),
      });
    });
  });
});
