import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { lookupSearchEpic } from './lookupSearchEpics.ts';
import {
  LOOKUP_SEARCH_SIZE,
  lookupSearchFailed,
  lookupSearchLoaded,
  lookupSearchRequested,
  selectLookupSearch,
} from './lookupSearchSlice.ts';

const granules = { id: 1, code: 'RM-PP-001', name: 'PP Granules' };
const run = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' }));

describe('lookupSearchSlice: the choices of a lookup into a large list', () => {
  it('a search keeps the last choices while it loads, then shows its own', () => {
    const first = run(lookupSearchRequested({ module: 'item', query: '' }));
    expect(selectLookupSearch(first, 'item')).toEqual({
      query: '',
      rows: [],
      status: 'loading',
      requestId: 1,
    });
    const loaded = rootReducer(first, lookupSearchLoaded({ module: 'item', requestId: 1, rows: [granules] }));
    const typing = rootReducer(loaded, lookupSearchRequested({ module: 'item', query: 'pp' }));
    expect(selectLookupSearch(typing, 'item')).toEqual({
      query: 'pp',
      rows: [granules],
      status: 'loading',
      requestId: 2,
    });
  });

  it('a stale reply or failure (an older search, an unknown module) is ignored', () => {
    const state = run(
      lookupSearchRequested({ module: 'item', query: 'a' }),
      lookupSearchRequested({ module: 'item', query: 'ab' }),
    );
    for (const stale of [
      lookupSearchLoaded({ module: 'item', requestId: 1, rows: [granules] }),
      lookupSearchFailed({ module: 'item', requestId: 1 }),
      lookupSearchLoaded({ module: 'party', requestId: 1, rows: [] }),
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
  it('asks the server for the first page of matches, spec §5 search as q', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [granules], totalCount: 1 } }));
      const requested = lookupSearchRequested({ module: 'item', query: 'pp gran' });
      expectObservable(
        lookupSearchEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--l', { l: lookupSearchLoaded({ module: 'item', requestId: 1, rows: [granules] }) });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('chemical/item', {
      page: 1,
      size: LOOKUP_SEARCH_SIZE,
      q: 'pp gran',
    });
  });

  it('an empty search sends no q; a failure toasts', () => {
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
    expect(getAllByPartner).toHaveBeenCalledWith('party', { page: 1, size: LOOKUP_SEARCH_SIZE });
  });

  it('a new search of the same lookup cancels the older one', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getAllByPartner = vi
        .fn()
        .mockReturnValueOnce(cold('---r|', { r: { rows: [], totalCount: 0 } }))
        .mockReturnValueOnce(cold('-r|', { r: { rows: [granules], totalCount: 1 } }));
      const a = lookupSearchRequested({ module: 'item', query: 'p' });
      const b = lookupSearchRequested({ module: 'item', query: 'pp' });
      expectObservable(
        lookupSearchEpic(
          hot('-ab', { a, b }),
          stateAfter(a, b),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('---l', { l: lookupSearchLoaded({ module: 'item', requestId: 2, rows: [granules] }) });
    });
  });
});
