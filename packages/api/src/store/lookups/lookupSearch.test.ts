import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { lookupChosenEpic, lookupSearchEpic } from './lookupSearchEpics.ts';
import {
  LOOKUP_SEARCH_SIZE,
  lookupChosenLoaded,
  lookupChosenRequested,
  lookupMoreRequested,
  lookupSearchFailed,
  lookupSearchLoaded,
  lookupSearchRequested,
  selectLookupChosen,
  selectLookupSearch,
} from './lookupSearchSlice.ts';

const granules = { id: 1, code: 'RM-PP-001', name: 'PP Granules' };
const sack = { id: 2, code: 'FG-SK-001', name: 'PP Sack' };
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('lookupSearchSlice: "a picker asks the server for the first page matching what was typed"', () => {
  it('a search keeps the last choices while it loads, then shows its own', () => {
    const first = run(lookupSearchRequested({ module: 'item', query: '' }));
    expect(selectLookupSearch(first, 'item')).toEqual({
      query: '',
      filter: undefined,
      rows: [],
      page: 0,
      total: 0,
      status: 'loading',
      requestId: 1,
    });
    const loaded = rootReducer(
      first,
      lookupSearchLoaded({ module: 'item', requestId: 1, page: 1, rows: [granules], total: 1 }),
    );
    const typing = rootReducer(loaded, lookupSearchRequested({ module: 'item', query: 'pp' }));
    expect(selectLookupSearch(typing, 'item')).toMatchObject({
      query: 'pp',
      rows: [granules],
      page: 0,
      status: 'loading',
      requestId: 2,
    });
  });

  it('"pages further on more": the next page is added to the choices; nothing more past the last match', () => {
    const first = run(
      lookupSearchRequested({ module: 'item', query: 'pp' }),
      lookupSearchLoaded({ module: 'item', requestId: 1, page: 1, rows: [granules], total: 2 }),
      lookupMoreRequested({ module: 'item' }),
    );
    expect(selectLookupSearch(first, 'item')).toMatchObject({ status: 'loading', requestId: 2, page: 1 });
    const both = rootReducer(
      first,
      lookupSearchLoaded({ module: 'item', requestId: 2, page: 2, rows: [sack], total: 2 }),
    );
    expect(selectLookupSearch(both, 'item')).toMatchObject({
      rows: [granules, sack],
      page: 2,
      status: 'loaded',
    });
    expect(rootReducer(both, lookupMoreRequested({ module: 'item' }))).toBe(both);
    // Not while a page is loading, nor before any search.
    expect(rootReducer(first, lookupMoreRequested({ module: 'item' }))).toBe(first);
    const none = run();
    expect(rootReducer(none, lookupMoreRequested({ module: 'item' }))).toBe(none);
  });

  it('a stale reply or failure (an older search, an unknown module) is ignored', () => {
    const state = run(
      lookupSearchRequested({ module: 'item', query: 'a' }),
      lookupSearchRequested({ module: 'item', query: 'ab' }),
    );
    for (const stale of [
      lookupSearchLoaded({ module: 'item', requestId: 1, page: 1, rows: [granules], total: 1 }),
      lookupSearchFailed({ module: 'item', requestId: 1 }),
      lookupSearchLoaded({ module: 'party', requestId: 1, page: 1, rows: [], total: 0 }),
      lookupSearchFailed({ module: 'party', requestId: 1 }),
    ]) {
      expect(rootReducer(state, stale)).toEqual(state);
    }
    expect(
      selectLookupSearch(rootReducer(state, lookupSearchFailed({ module: 'item', requestId: 2 })), 'item')
        ?.status,
    ).toBe('failed');
  });

  it('logout forgets every search', () => {
    const state = run(
      lookupSearchRequested({ module: 'item', query: 'a' }),
      sessionEnded({ reason: 'logout' }),
    );
    expect(selectLookupSearch(state, 'item')).toBeUndefined();
  });
});

describe('lookupSearchEpic', () => {
  it('"debounced": typed text is sent 250 ms after the last key, as q with the lookup\'s filter', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [granules], totalCount: 1 } }));
      const requested = lookupSearchRequested({
        module: 'categoryType',
        query: 'fin',
        filter: { appliesTo: 'ITEM' },
      });
      expectObservable(
        lookupSearchEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('- 250ms -l', {
        l: lookupSearchLoaded({ module: 'categoryType', requestId: 1, page: 1, rows: [granules], total: 1 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith(
      'partyTypeCategory',
      {
        page: 1,
        size: LOOKUP_SEARCH_SIZE,
        q: 'fin',
        filter: { appliesTo: 'ITEM' },
      },
      undefined,
    );
  });

  it('the list opening asks at once, with no q; a failure toasts', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-#', undefined, new Error('down')));
      const requested = lookupSearchRequested({ module: 'party', query: ' ' });
      expectObservable(
        lookupSearchEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--(ft)', {
        f: lookupSearchFailed({ module: 'party', requestId: 1 }),
        t: toast.error('Something went wrong on the server. Please try again.'),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('party', { page: 1, size: LOOKUP_SEARCH_SIZE }, undefined);
  });

  it('"More" asks at once for the next page of the same search', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [sack], totalCount: 2 } }));
      const more = lookupMoreRequested({ module: 'item' });
      const state$ = stateAfter(
        lookupSearchRequested({ module: 'item', query: 'pp' }),
        lookupSearchLoaded({ module: 'item', requestId: 1, page: 1, rows: [granules], total: 2 }),
        more,
      );
      expectObservable(
        lookupSearchEpic(
          hot('-m', { m: more }),
          state$,
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--l', {
        l: lookupSearchLoaded({ module: 'item', requestId: 2, page: 2, rows: [sack], total: 2 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith(
      'chemical/item',
      {
        page: 2,
        size: LOOKUP_SEARCH_SIZE,
        q: 'pp',
      },
      undefined,
    );
  });

  it('a "More" the store refused asks nothing', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const more = lookupMoreRequested({ module: 'item' });
      expectObservable(
        lookupSearchEpic(
          hot('-m', { m: more }),
          stateAfter(more),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--');
      const searching = lookupSearchRequested({ module: 'item', query: 'p' });
      expectObservable(
        lookupSearchEpic(
          hot('-m', { m: more }),
          stateAfter(searching),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--');
    });
    expect(getAllByPartner).not.toHaveBeenCalled();
  });

  it('"cancel stale requests": a key typed within the wait, or a newer search, drops the older one', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [granules], totalCount: 1 } }));
      const a = lookupSearchRequested({ module: 'item', query: 'p' });
      const b = lookupSearchRequested({ module: 'item', query: 'pp' });
      expectObservable(
        lookupSearchEpic(
          hot('-a 100ms b', { a, b }),
          stateAfter(a, b),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('- 100ms - 250ms -l', {
        l: lookupSearchLoaded({ module: 'item', requestId: 2, page: 1, rows: [granules], total: 1 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledTimes(1);
    expect(getAllByPartner).toHaveBeenCalledWith(
      'chemical/item',
      {
        page: 1,
        size: LOOKUP_SEARCH_SIZE,
        q: 'pp',
      },
      undefined,
    );
  });
});

describe('a picker of documents (issue 17: an inward picks an open purchase order)', () => {
  it("pages the document's list call named by the lookup", () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [], totalCount: 0 } }));
      const requested = lookupSearchRequested({
        module: 'purchaseOrder',
        query: '',
        list: 'getInProgressAndOpenPOList',
      });
      expectObservable(
        lookupSearchEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--l', {
        l: lookupSearchLoaded({ module: 'purchaseOrder', requestId: 1, page: 1, rows: [], total: 0 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith(
      'chemical/purchaseOrder',
      { page: 1, size: LOOKUP_SEARCH_SIZE },
      'getInProgressAndOpenPOList',
    );
  });
});

describe('a chosen record read by id (decision 1341)', () => {
  it('is kept by module and id, beside the ones read before; logout forgets it', () => {
    const state = run(
      lookupChosenLoaded({ module: 'item', id: 1, record: granules }),
      lookupChosenLoaded({ module: 'item', id: 2, record: sack }),
    );
    expect(selectLookupChosen(state, 'item', 1)).toEqual(granules);
    expect(selectLookupChosen(state, 'item', 2)).toEqual(sack);
    expect(selectLookupChosen(state, 'party', 1)).toBeUndefined();
    expect(
      selectLookupChosen(rootReducer(state, sessionEnded({ reason: 'logout' })), 'item', 1),
    ).toBeUndefined();
  });

  it('reads the record by id from its module; a record it cannot read leaves the picker without a name', () => {
    const getById = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getById.mockReturnValueOnce(cold('-r|', { r: sack })).mockReturnValueOnce(cold('-#'));
      expectObservable(
        lookupChosenEpic(
          hot('-a-b', {
            a: lookupChosenRequested({ module: 'salesOrder', id: 2 }),
            b: lookupChosenRequested({ module: 'item', id: 9 }),
          }),
          stateAfter(),
          dependencies(stubApi({ entity: { getById } })),
        ),
      ).toBe('--l', { l: lookupChosenLoaded({ module: 'salesOrder', id: 2, record: sack }) });
    });
    expect(getById.mock.calls).toEqual([
      ['chemical/salesOrder', 2],
      ['chemical/item', 9],
    ]);
  });
});
