import { combineEpics } from 'redux-observable';
import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES, type ParcelPage } from '@erp/domain';
import { dependencies, marbles, stubApi } from '../../../test/support/epics.ts';
import { inStore } from '../../../test/support/outbox.ts';
import { ApiError } from '../../client/envelope.ts';
import type { StockMovement, StockRow } from '../../stock/stock.ts';
import { rootReducer } from '../rootReducer.ts';
import { outboxEntrySent } from '../outbox/outboxSlice.ts';
import {
  loadFloorLotEpic,
  loadFloorMovementsEpic,
  loadFloorPlaceEpic,
  loadFloorPlaceNameEpic,
  rereadFloorPagesEpic,
} from './floorPagesEpics.ts';
import {
  floorLotFailed,
  floorLotLoaded,
  floorLotRequested,
  floorMachineLoaded,
  floorMachineRequested,
  floorMovementsLoaded,
  floorMovementsMore,
  floorParcelLoaded,
  floorParcelRequested,
  floorPlaceNameFailed,
  floorPlaceNamed,
  floorPlaceRequested,
  floorPlaceStockLoaded,
  floorPlaceStockRequested,
  selectFloorLot,
  selectFloorPlace,
} from './floorPagesSlice.ts';

// Issue 58 (decision 2313): the pages a scan opens read the lot and a place's stock through the stock calls.

const item = { id: 3, code: 'SF-TP-800', name: 'Tape 800' };
const uom = { id: 1, name: 'KG', decimals: 3 };
const place = {
  id: 9,
  itemId: 3,
  item,
  lotNumber: 'L1',
  rollNumber: 'R1',
  quantity: 45,
} as unknown as StockRow;
const moved = (id: number) => ({ id, documentNo: `IN-${id}` }) as unknown as StockMovement;
const card = (rows: StockMovement[], totalCount: number) => ({
  rows,
  totalCount,
  item,
  uom,
  secondaryUom: null,
  closing: 45,
  secondaryClosing: null,
});
const ask = { itemId: 3, lotNumber: 'L1', rollNumber: 'R1' };
const notFound = new ApiError(RESPONSE_CODES.NOT_FOUND, '', 404, 'Not found');

describe("the floor's pages (issue 58)", () => {
  it("reads a roll's stock and its newest movements together, then more of them", () => {
    const getStock = vi.fn();
    const getStockCard = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStock.mockReturnValue(cold('-s|', { s: { rows: [place], totalCount: 1 } }));
      getStockCard.mockReturnValueOnce(cold('-c|', { c: card([moved(3), moved(2)], 3) }));
      getStockCard.mockReturnValueOnce(cold('-c|', { c: card([moved(1)], 3) }));
      expectObservable(
        inStore(
          combineEpics(loadFloorLotEpic, loadFloorMovementsEpic),
          hot('-a---m', { a: floorLotRequested(ask), m: floorMovementsMore() }),
          dependencies(stubApi({ stock: { getStock, getStockCard } })),
        ),
      ).toBe('---l--n', {
        l: floorLotLoaded({
          requestId: 1,
          item,
          uom,
          places: [place],
          movements: [moved(3), moved(2)],
          movementsTotal: 3,
        }),
        n: floorMovementsLoaded({ requestId: 1, page: 2, movements: [moved(1)], total: 3 }),
      });
    });
    expect(getStock).toHaveBeenCalledWith({
      itemId: 3,
      lotNumber: 'L1',
      rollNumber: 'R1',
      page: 1,
      size: 50,
    });
    expect(getStockCard).toHaveBeenNthCalledWith(1, {
      itemId: 3,
      lotNumber: 'L1',
      newestFirst: true,
      page: 1,
      size: 5,
    });
    expect(getStockCard).toHaveBeenNthCalledWith(2, expect.objectContaining({ page: 2 }));
  });

  it("another organisation's item is not found; so is a lot with neither stock nor a movement", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getStock = vi.fn().mockReturnValue(cold('-s|', { s: { rows: [], totalCount: 0 } }));
      const getStockCard = vi
        .fn()
        .mockReturnValueOnce(cold('-#', undefined, notFound))
        .mockReturnValueOnce(cold('-c|', { c: card([], 0) }));
      expectObservable(
        inStore(
          loadFloorLotEpic,
          hot('-a--b', { a: floorLotRequested(ask), b: floorLotRequested({ ...ask, lotNumber: 'NONE' }) }),
          dependencies(stubApi({ stock: { getStock, getStockCard } })),
        ),
      ).toBe('--f---g', {
        f: floorLotFailed({ requestId: 1, message: 'Not found', missing: true }),
        g: floorLotFailed({ requestId: 2, message: 'No such lot', missing: true }),
      });
    });
  });

  it("reads a rack's stock a page at a time, the search on the server", () => {
    const getStock = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getStock.mockReturnValue(cold('-s|', { s: { rows: [place], totalCount: 1 } }));
      expectObservable(
        inStore(
          loadFloorPlaceEpic,
          hot('-a', { a: floorPlaceStockRequested({ place: 'rack', id: 7, q: '', page: 2, size: 20 }) }),
          dependencies(stubApi({ stock: { getStock } })),
        ),
      ).toBe('--l', { l: floorPlaceStockLoaded({ requestId: 1, rows: [place], total: 1 }) });
    });
    expect(getStock).toHaveBeenCalledWith({ rackId: 7, page: 2, size: 20 });
  });

  it("reads a place's name and code through its pickers' read of the one id, and says a place not found (decision 2374)", () => {
    const getAllByPartner = vi.fn();
    const rack = { place: 'rack' as const, id: 7 };
    const area = { place: 'stockArea' as const, id: 70 };
    const refused = new ApiError(
      RESPONSE_CODES.FORBIDDEN,
      '',
      403,
      'You are not allow to access this module',
    );
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner
        .mockReturnValueOnce(
          cold('-r|', { r: { rows: [{ id: 7, name: 'B-2', code: 'RK-B2' }], totalCount: 1 } }),
        )
        .mockReturnValueOnce(cold('-r|', { r: { rows: [], totalCount: 0 } }))
        .mockReturnValueOnce(cold('-#', undefined, refused));
      expectObservable(
        inStore(
          loadFloorPlaceNameEpic,
          hot('-a--b--c', {
            a: floorPlaceRequested(rack),
            b: floorPlaceRequested(area),
            c: floorPlaceRequested({ ...area, id: 71 }),
          }),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--n--m--f', {
        n: floorPlaceNamed({ ...rack, named: { name: 'B-2', code: 'RK-B2' } }),
        m: floorPlaceNamed({ ...area, named: null }),
        f: floorPlaceNameFailed({
          ...area,
          id: 71,
          message: 'You are not allow to access this module',
          missing: false,
        }),
      });
    });
    expect(getAllByPartner).toHaveBeenNthCalledWith(1, 'erp/rack', { page: 1, size: 1, filter: { id: '7' } });
  });

  it("keeps a place's name while its stock is searched, forgets it for another place, and drops a late name", () => {
    const rack = { place: 'rack' as const, id: 7 };
    const named = { name: 'B-2', code: 'RK-B2' };
    let state = [
      floorPlaceRequested(rack),
      floorPlaceNamed({ ...rack, named }),
      floorPlaceStockRequested({ ...rack, q: 'tape', page: 1, size: 20 }),
    ].reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
    expect(selectFloorPlace(state)).toMatchObject({ named, namedStatus: 'loaded', status: 'loading' });
    state = rootReducer(state, floorPlaceRequested({ place: 'stockArea', id: 7 }));
    state = rootReducer(state, floorPlaceNamed({ ...rack, named }));
    expect(selectFloorPlace(state)).toMatchObject({ named: null, namedStatus: 'loading' });
  });

  it('an older answer is dropped', () => {
    let state = rootReducer(undefined, floorLotRequested(ask));
    state = rootReducer(state, floorLotRequested({ ...ask, rollNumber: 'R2' }));
    state = rootReducer(state, floorLotFailed({ requestId: 1, message: 'late', missing: true }));
    expect(selectFloorLot(state)).toMatchObject({ status: 'loading', ask: { rollNumber: 'R2' } });
  });

  it('reads the lot, the place, the parcel and the machine shown again once a floor entry is done, and nothing when none is shown', () => {
    const shown = { place: 'rack' as const, id: 7, q: '', page: 1, size: 20 };
    const parcel = { parcelNumber: 'PCL/1' };
    const loaded = [
      floorLotRequested(ask),
      floorLotLoaded({ requestId: 1, item, uom, places: [place], movements: [], movementsTotal: 0 }),
      floorPlaceStockRequested(shown),
      floorPlaceStockLoaded({ requestId: 1, rows: [place], total: 1 }),
      floorParcelRequested(parcel),
      floorParcelLoaded({ requestId: 1, page: { ...parcel, contents: [] } as unknown as ParcelPage }),
      floorMachineRequested({ id: 4 }),
      floorMachineLoaded({ requestId: 1, breakdowns: [], total: 0 }),
    ];
    const sent = outboxEntrySent({ key: 'k1', answer: {} });
    marbles(({ hot, expectObservable }) => {
      expectObservable(
        inStore(rereadFloorPagesEpic, hot('-s', { s: sent }), dependencies(stubApi({})), loaded),
      ).toBe('-(lpcm)', {
        l: floorLotRequested(ask),
        p: floorPlaceStockRequested(shown),
        c: floorParcelRequested(parcel),
        m: floorMachineRequested({ id: 4 }),
      });
    });
    marbles(({ hot, expectObservable }) => {
      expectObservable(inStore(rereadFloorPagesEpic, hot('-s', { s: sent }), dependencies(stubApi({})))).toBe(
        '--',
      );
    });
  });

  it('keeps the lot shown while it is read again, and forgets it when another lot is asked', () => {
    const shown = [
      floorLotRequested(ask),
      floorLotLoaded({ requestId: 1, item, uom, places: [place], movements: [], movementsTotal: 0 }),
    ].reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));
    const again = rootReducer(shown, floorLotRequested(ask));
    expect(again.floorPages.lot).toMatchObject({ status: 'loading', requestId: 2, item, places: [place] });
    const other = rootReducer(shown, floorLotRequested({ ...ask, lotNumber: 'L2' }));
    expect(other.floorPages.lot).toMatchObject({ status: 'loading', requestId: 2, item: null, places: [] });
  });
});
