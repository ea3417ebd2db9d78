import { describe, expect, it, vi } from 'vitest';
import { LOOKUP_PAGE_SIZE, RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stubApi } from '../../../test/support/epics.ts';
import { device, inStore, instantStorage, tokenOf, userOf } from '../../../test/support/outbox.ts';
import { ApiError, NO_REPLY_MESSAGE } from '../../client/envelope.ts';
import { LOOKUP_DEBOUNCE_MS } from '../lookups/lookupSearchSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { loginSucceeded, sessionEnded } from '../session/sessionSlice.ts';
import { FLOOR_LIST_PAGES, FLOOR_WHOLE_PAGES, FLOOR_WHOLE_SIZE, floorListEpic } from './floorListsEpics.ts';
import {
  floorListFailed,
  floorListKey,
  floorListLoaded,
  floorListMoreRequested,
  floorListRequested,
  selectFloorList,
} from './floorListsSlice.ts';

const signedIn = loginSucceeded({ token: tokenOf(7, 5), user: userOf(5) });
const [b2, b3] = [
  { id: 1, name: 'B-2' },
  { id: 2, name: 'B-3' },
];
const racks = [b2, b3];
const ask = floorListRequested({ name: 'racks', module: 'rack' });
const noReply = new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 0, NO_REPLY_MESSAGE);
const rowsOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `R-${from + index}` }));

describe('floor lists (issue 58, decision 2363)', () => {
  it('keeps the server’s answer with its time under the user, and shows it fresh', () => {
    const storage = instantStorage();
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-p|', { p: { rows: racks, totalCount: 2 } }));
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a', { a: ask }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe('--l', { l: floorListLoaded({ key: 'racks', rows: racks, total: 2, page: 1, asOf: null }) });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('erp/rack', { page: 1, size: 20 }, undefined);
    expect(storage.seen).toEqual(['keep 7:5 racks 2']);
  });

  // The racks the floor's home keeps whole (a tied list asked with none of its ties) go in pages of 500, so that
  // a godown of 2,000 racks is kept offline; any other list in pages of 20 up to 100 rows.
  it.each([
    ['a list as synced', ask, LOOKUP_PAGE_SIZE, FLOOR_LIST_PAGES],
    [
      "the racks the floor's home keeps whole",
      floorListRequested({ name: 'racks', module: 'rack', tied: ['stockAreaId'] }),
      FLOOR_WHOLE_SIZE,
      FLOOR_WHOLE_PAGES,
    ],
  ] as const)('%s is read page by page for the phone to keep, up to its cap', (_list, asked, size, pages) => {
    const storage = instantStorage();
    const getAllByPartner = vi.fn();
    const total = size * (pages + 2);
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockImplementation((_path: string, { page }: { page: number }) =>
        cold('-p|', { p: { rows: rowsOf((page - 1) * size, size), totalCount: total } }),
      );
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a', { a: asked }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe(`${'-'.repeat(1 + pages)}l`, {
        l: floorListLoaded({
          key: floorListKey(asked.payload),
          rows: rowsOf(0, size * pages),
          total,
          page: pages,
          asOf: null,
        }),
      });
    });
    expect(getAllByPartner).toHaveBeenNthCalledWith(1, 'erp/rack', { page: 1, size }, undefined);
    expect(getAllByPartner).toHaveBeenCalledTimes(pages);
    expect(storage.seen).toEqual([`keep 7:5 ${floorListKey(asked.payload)} ${size * pages}`]);
  });

  it('text typed is searched on the server once typing pauses, and its matches are not kept', () => {
    const storage = instantStorage();
    const getAllByPartner = vi.fn();
    const search = floorListRequested({ name: 'racks', module: 'rack', query: 'B-3' });
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-p|', { p: { rows: [b3], totalCount: 1 } }));
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a', { a: search }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe(`-- ${LOOKUP_DEBOUNCE_MS}ms l`, {
        l: floorListLoaded({ key: 'racks', rows: [b3], total: 1, page: 1, asOf: null }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('erp/rack', { page: 1, size: 20, q: 'B-3' }, undefined);
    expect(storage.seen).toEqual([]);
  });

  it('a More while the first page is on its way asks nothing and cancels nothing', () => {
    const getAllByPartner = vi.fn();
    const more = floorListMoreRequested({ key: 'racks' });
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('--p|', { p: { rows: racks, totalCount: 2 } }));
      expectObservable(
        inStore(
          floorListEpic,
          hot('-am', { a: floorListRequested({ name: 'racks', module: 'rack', query: '' }), m: more }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(instantStorage())),
          [signedIn],
        ),
      ).toBe('---l', { l: floorListLoaded({ key: 'racks', rows: racks, total: 2, page: 1, asOf: null }) });
    });
    expect(getAllByPartner).toHaveBeenCalledTimes(1);
  });

  it('More reads the next page of a search and adds it; a More with all shown asks nothing', () => {
    const getAllByPartner = vi.fn();
    const search = floorListRequested({
      name: 'requests',
      module: 'materialRequest',
      list: 'getOpenAndInProgressRequest',
      query: 'MR',
    });
    const more = floorListMoreRequested({ key: 'requests' });
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockImplementation((_path: string, { page }: { page: number }) =>
        cold('-p|', { p: { rows: page === 1 ? [b2] : [b3], totalCount: 2 } }),
      );
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a 300ms m--m', { a: search, m: more }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(instantStorage())),
          [signedIn],
        ),
      ).toBe(`-- ${LOOKUP_DEBOUNCE_MS}ms l 50ms m`, {
        l: floorListLoaded({ key: 'requests', rows: [b2], total: 2, page: 1, asOf: null }),
        m: floorListLoaded({ key: 'requests', rows: [b3], total: 2, page: 2, asOf: null, added: true }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledTimes(2);
    expect(getAllByPartner).toHaveBeenLastCalledWith(
      expect.any(String),
      { page: 2, size: 20, q: 'MR' },
      'getOpenAndInProgressRequest',
    );
  });

  it('each filter is kept under its own key: offline, an area’s racks are its own copy, never another’s', () => {
    const at = '2026-11-27T04:12:00.000Z';
    const area = (id: number) =>
      floorListRequested({ name: 'racks', module: 'rack', filter: { stockAreaId: id } });
    const keyOf = (id: number) => floorListKey({ name: 'racks', filter: { stockAreaId: id } });
    const storage = instantStorage([], { [`7:5 ${keyOf(3)}`]: { rows: racks, total: 2, at } });
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-#', undefined, noReply));
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a-b', { a: area(3), b: area(4) }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe('--l-f', {
        l: floorListLoaded({ key: keyOf(3), rows: racks, total: 2, page: 0, asOf: at }),
        f: floorListFailed({ key: keyOf(4), reason: NO_REPLY_MESSAGE }),
      });
    });
    expect(keyOf(3)).not.toBe(keyOf(4));
    expect(getAllByPartner).toHaveBeenCalledWith(
      'erp/rack',
      { page: 1, size: 20, filter: { stockAreaId: '3' } },
      undefined,
    );
  });

  it('offline, an area whose racks were never read alone gets the racks the home kept whole, narrowed to it', () => {
    const at = '2026-11-27T04:12:00.000Z';
    const whole = [
      { id: 1, name: 'R-1', stockAreaId: 3 },
      { id: 2, name: 'R-2', stockAreaId: 4 },
      { id: 3, name: 'R-3', stockAreaId: 4 },
    ];
    const tied = (id: number) =>
      floorListRequested({
        name: 'racks',
        module: 'rack',
        filter: { stockAreaId: id },
        tied: ['stockAreaId'],
      });
    const storage = instantStorage([], { '7:5 racks': { rows: whole, total: 3, at } });
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-#', undefined, noReply));
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a', { a: tied(4) }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe('--l', {
        l: floorListLoaded({
          key: floorListKey(tied(4).payload),
          rows: whole.slice(1),
          total: 2,
          page: 0,
          asOf: at,
        }),
      });
    });
  });

  it('an area’s racks answered online are kept apart from the others’, and More adds to the kept copy', () => {
    const storage = instantStorage();
    const getAllByPartner = vi.fn();
    const three = floorListRequested({ name: 'racks', module: 'rack', filter: { stockAreaId: 3 } });
    const key = floorListKey(three.payload);
    const first = rowsOf(0, LOOKUP_PAGE_SIZE * FLOOR_LIST_PAGES);
    const total = first.length + 1;
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockImplementation((_path: string, { page }: { page: number }) =>
        cold('-p|', {
          p: {
            rows: page > FLOOR_LIST_PAGES ? rowsOf(total - 1, 1) : rowsOf((page - 1) * 20, 20),
            totalCount: total,
          },
        }),
      );
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a 10ms m', { a: three, m: floorListMoreRequested({ key }) }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe(`${'-'.repeat(1 + FLOOR_LIST_PAGES)}l ${10 - FLOOR_LIST_PAGES}ms -m`, {
        l: floorListLoaded({ key, rows: first, total, page: FLOOR_LIST_PAGES, asOf: null }),
        m: floorListLoaded({
          key,
          rows: rowsOf(total - 1, 1),
          total,
          page: FLOOR_LIST_PAGES + 1,
          asOf: null,
          added: true,
        }),
      });
    });
    expect(storage.seen).toEqual([`keep 7:5 ${key} ${first.length}`, `keep 7:5 ${key} ${total}`]);
  });

  it('with no server answering, the kept list says when it is from; never synced, it says why there is none', () => {
    const at = '2026-11-27T04:12:00.000Z';
    const storage = instantStorage([], { '7:5 racks': { rows: racks, total: 2, at } });
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-#', undefined, noReply));
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a-m', { a: ask, m: floorListRequested({ name: 'machines', module: 'machine' }) }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(storage)),
          [signedIn],
        ),
      ).toBe('--l-f', {
        l: floorListLoaded({ key: 'racks', rows: racks, total: 2, page: 0, asOf: at }),
        f: floorListFailed({ key: 'machines', reason: NO_REPLY_MESSAGE }),
      });
    });
  });

  it('a refusal is said in words; the session’s end forgets the lists on screen', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(
        cold('-#', undefined, new ApiError(RESPONSE_CODES.FORBIDDEN, 'No access to Rack', 403)),
      );
      expectObservable(
        inStore(
          floorListEpic,
          hot('-a', { a: ask }),
          dependencies(stubApi({ entity: { getAllByPartner } }), undefined, device(instantStorage())),
          [signedIn],
        ),
      ).toBe('--f', { f: floorListFailed({ key: 'racks', reason: 'No access to Rack' }) });
    });
    const state = [ask, floorListLoaded({ key: 'racks', rows: racks, total: 2, page: 1, asOf: null })].reduce(
      rootReducer,
      rootReducer(undefined, { type: '@@test/init' }),
    );
    expect(selectFloorList(state, 'racks')).toMatchObject({ status: 'loaded', asOf: null });
    expect(selectFloorList(rootReducer(state, sessionEnded({ reason: 'logout' })), 'racks')).toBeUndefined();
  });
});
