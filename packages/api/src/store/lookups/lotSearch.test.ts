import { describe, expect, it, vi } from 'vitest';
import { LOOKUP_PAGE_SIZE } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import type { StockRow } from '../../stock/stock.ts';
import { rootReducer } from '../rootReducer.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { lotSearchEpic } from './lotSearchEpics.ts';
import {
  lotMoreRequested,
  lotSearchFailed,
  lotSearchLoaded,
  lotSearchRequested,
  selectLotSearch,
} from './lotSearchSlice.ts';

// Issue 42: "A lot is picked from the lots in stock there."
const lot = (lotNumber: string): StockRow =>
  ({
    id: lotNumber,
    itemId: 7,
    lotNumber,
    quantity: 120,
    uom: { id: 1, name: 'KG', decimals: 3 },
  }) as StockRow;
const first = lot('L-001');
const second = lot('L-002');
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
const granules = { itemId: 7, stockAreaId: 3 };

describe('lotSearchSlice: the lots in stock of the line’s item and area', () => {
  it('another item’s lots are never shown as this one’s; the same item’s stay while it searches', () => {
    const loaded = run(
      lotSearchRequested({ filter: granules, query: '' }),
      lotSearchLoaded({ requestId: 1, page: 1, rows: [first], total: 1 }),
    );
    expect(selectLotSearch(run()).status).toBe('idle');
    expect(
      selectLotSearch(rootReducer(loaded, lotSearchRequested({ filter: granules, query: 'L' }))),
    ).toMatchObject({ rows: [first], total: 1, status: 'loading', requestId: 2 });
    expect(
      selectLotSearch(rootReducer(loaded, lotSearchRequested({ filter: { itemId: 8 }, query: '' }))),
    ).toMatchObject({ filter: { itemId: 8 }, rows: [], total: 0, status: 'loading' });
  });

  it('"More" adds the next page; nothing past the last lot; a stale reply is ignored; logout forgets', () => {
    const one = run(
      lotSearchRequested({ filter: granules, query: '' }),
      lotSearchLoaded({ requestId: 1, page: 1, rows: [first], total: 2 }),
      lotMoreRequested(),
    );
    expect(selectLotSearch(one)).toMatchObject({ status: 'loading', requestId: 2 });
    expect(rootReducer(one, lotMoreRequested())).toBe(one);
    const both = rootReducer(one, lotSearchLoaded({ requestId: 2, page: 2, rows: [second], total: 2 }));
    expect(selectLotSearch(both)).toMatchObject({ rows: [first, second], page: 2, status: 'loaded' });
    expect(rootReducer(both, lotMoreRequested())).toBe(both);
    expect(rootReducer(one, lotSearchLoaded({ requestId: 1, page: 1, rows: [], total: 0 }))).toBe(one);
    expect(rootReducer(one, lotSearchFailed({ requestId: 1 }))).toBe(one);
    expect(selectLotSearch(rootReducer(one, lotSearchFailed({ requestId: 2 }))).status).toBe('failed');
    expect(selectLotSearch(rootReducer(one, sessionEnded({ reason: 'logout' }))).rows).toEqual([]);
  });
});

describe('lotSearchEpic', () => {
  it('the list opening asks at once for the item’s lots in its area, grouped by item and lot', () => {
    const getStockListWithGroupBy = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStockListWithGroupBy.mockReturnValue(cold('-r|', { r: { rows: [first], totalCount: 1 } }));
      const requested = lotSearchRequested({ filter: granules, query: '' });
      expectObservable(
        lotSearchEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ stock: { getStockListWithGroupBy } })),
        ),
      ).toBe('--l', { l: lotSearchLoaded({ requestId: 1, page: 1, rows: [first], total: 1 }) });
    });
    expect(getStockListWithGroupBy).toHaveBeenCalledWith({
      itemId: 7,
      stockAreaId: 3,
      groupBy: 'itemAndLot',
      page: 1,
      size: LOOKUP_PAGE_SIZE,
    });
  });

  it('typed text waits 250 ms after the last key and goes as q; a newer search drops the older', () => {
    const getStockListWithGroupBy = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStockListWithGroupBy.mockReturnValue(cold('-r|', { r: { rows: [second], totalCount: 1 } }));
      const a = lotSearchRequested({ filter: { itemId: 7 }, query: 'L' });
      const b = lotSearchRequested({ filter: { itemId: 7 }, query: 'L-002 ' });
      expectObservable(
        lotSearchEpic(
          hot('-a 100ms b', { a, b }),
          stateAfter(a, b),
          dependencies(stubApi({ stock: { getStockListWithGroupBy } })),
        ),
      ).toBe('- 100ms - 250ms -l', {
        l: lotSearchLoaded({ requestId: 2, page: 1, rows: [second], total: 1 }),
      });
    });
    expect(getStockListWithGroupBy).toHaveBeenCalledTimes(1);
    expect(getStockListWithGroupBy).toHaveBeenCalledWith({
      itemId: 7,
      lotQ: 'L-002',
      groupBy: 'itemAndLot',
      page: 1,
      size: LOOKUP_PAGE_SIZE,
    });
  });

  it('"More" asks at once for the next page; a refused one asks nothing; a failure toasts', () => {
    const getStockListWithGroupBy = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStockListWithGroupBy.mockReturnValueOnce(cold('-r|', { r: { rows: [second], totalCount: 2 } }));
      const more = lotMoreRequested();
      const paged = stateAfter(
        lotSearchRequested({ filter: granules, query: '' }),
        lotSearchLoaded({ requestId: 1, page: 1, rows: [first], total: 2 }),
        more,
      );
      const api = dependencies(stubApi({ stock: { getStockListWithGroupBy } }));
      expectObservable(lotSearchEpic(hot('-m', { m: more }), paged, api)).toBe('--l', {
        l: lotSearchLoaded({ requestId: 2, page: 2, rows: [second], total: 2 }),
      });
      expectObservable(lotSearchEpic(hot('-m', { m: more }), stateAfter(more), api)).toBe('--');
      getStockListWithGroupBy.mockReturnValueOnce(cold('-#', undefined, new Error('down')));
      const failing = lotSearchRequested({ filter: granules, query: '' });
      expectObservable(lotSearchEpic(hot('-a', { a: failing }), stateAfter(failing), api)).toBe('--(ft)', {
        f: lotSearchFailed({ requestId: 1 }),
        t: toast.error('Something went wrong on the server. Please try again.'),
      });
    });
    expect(getStockListWithGroupBy).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
  });
});
