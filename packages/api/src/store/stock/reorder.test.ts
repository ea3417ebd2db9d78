import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { ReorderDraft, ReorderRow } from '../../stock/reorder.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadReorderListEpic, makeReorderDraftsEpic, reloadReorderListEpic } from './reorderEpics.ts';
import {
  choiceReady,
  chosenLines,
  reorderChoiceChanged,
  reorderDraftsFailed,
  reorderDraftsMade,
  reorderDraftsRequested,
  reorderListFailed,
  reorderListLoaded,
  reorderListOpened,
  reorderListRequested,
  reorderPageChanged,
  reorderRowToggled,
  reorderSearchChanged,
} from './reorderSlice.ts';

const SUPPLIER = { id: 7, name: 'Shree Ganesh Polymers' };
const ROW: ReorderRow = {
  itemId: 3,
  item: { id: 3, code: 'RM-PP-348', name: 'PP Granules RP348' },
  uom: { id: 1, name: 'KGS', decimals: 3 },
  reorderLevel: 5000,
  available: 1240,
  onOrder: 60,
  suggested: 3700,
  supplier: SUPPLIER,
  rate: 104.5,
};
const BAGS: ReorderRow = {
  ...ROW,
  itemId: 9,
  item: { id: 9, code: 'FG-SK-26', name: 'Rice Bag 26 kg' },
  uom: { id: 4, name: 'BAG', decimals: 0 },
  supplier: null,
  rate: 11.5,
};
const DRAFTS: ReorderDraft[] = [
  { id: 41, supplierId: 7, supplierName: 'Shree Ganesh Polymers', lines: [] },
  { id: 42, supplierId: 8, supplierName: 'Reliance Polymers', lines: [] },
];
const loaded = reorderListLoaded({ requestId: 1, rows: [ROW, BAGS], totalCount: 2 });
const opened = reorderListOpened({ pageSize: 10 });
const reorderOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).reorder;

describe('reorder slice', () => {
  it("starts each item with the server's suggestion, and keeps the buyer's choice over a reload", () => {
    const state = reorderOf(
      opened,
      loaded,
      reorderChoiceChanged({ itemId: 3, quantity: 4000 }),
      reorderListRequested(),
      reorderListLoaded({ requestId: 2, rows: [ROW], totalCount: 1 }),
    );
    expect(state.choices[3]).toEqual({
      itemId: 3,
      itemName: 'PP Granules RP348',
      quantity: 4000,
      decimals: 3,
      supplier: SUPPLIER,
      rate: 104.5,
      selected: false,
    });
    expect(state.choices[9]).toMatchObject({ quantity: 3700, supplier: null, decimals: 0 });
  });

  it('chooses no row without a supplier until one is picked; losing the supplier unchooses it', () => {
    const chosen = [opened, loaded, reorderRowToggled({ itemId: 9, selected: true })];
    expect(reorderOf(...chosen).choices[9]?.selected).toBe(false);
    const picked = [...chosen, reorderChoiceChanged({ itemId: 9, supplier: SUPPLIER })];
    expect(reorderOf(...picked, reorderRowToggled({ itemId: 9, selected: true })).choices[9]).toMatchObject({
      selected: true,
      // Another supplier than the one found: the draft takes that supplier's last rate.
      rate: null,
    });
    const dropped = reorderOf(
      ...picked,
      reorderRowToggled({ itemId: 9, selected: true }),
      reorderChoiceChanged({ itemId: 9, supplier: null }),
    );
    expect(dropped.choices[9]?.selected).toBe(false);
  });

  it('orders the chosen items that are ready; a quantity beyond the unit is not ready', () => {
    const state = reorderOf(
      opened,
      loaded,
      reorderRowToggled({ itemId: 3, selected: true }),
      reorderChoiceChanged({ itemId: 9, supplier: SUPPLIER, quantity: 10 }),
      reorderRowToggled({ itemId: 9, selected: true }),
    );
    expect(chosenLines(state.choices)).toEqual([
      { itemId: 3, supplierId: 7, quantity: 3700, rate: 104.5 },
      { itemId: 9, supplierId: 7, quantity: 10 },
    ]);
    const bags = state.choices[9];
    expect(bags && choiceReady(bags)).toBe(true);
    expect(bags && choiceReady({ ...bags, quantity: 2.5 })).toBe(false);
    expect(bags && choiceReady({ ...bags, quantity: null })).toBe(false);
  });

  it('the search and a new page size start at page 1; a page past the end steps back', () => {
    expect(reorderOf(reorderPageChanged({ page: 3, size: 10 }), reorderSearchChanged('pp')).params).toEqual({
      q: 'pp',
      page: 1,
      size: 10,
    });
    expect(
      reorderOf(reorderPageChanged({ page: 3, size: 10 }), reorderPageChanged({ page: 3, size: 50 })).params,
    ).toMatchObject({ page: 1, size: 50 });
    const past = reorderOf(
      reorderPageChanged({ page: 5, size: 10 }),
      reorderListLoaded({ requestId: 1, rows: [], totalCount: 31 }),
    );
    expect(past).toMatchObject({ params: { page: 4 }, reloadNeeded: true });
  });

  it('made: the links to the drafts, the choices cleared, the list loading again; a stale reply is ignored', () => {
    const made = reorderOf(opened, loaded, reorderDraftsRequested(), reorderDraftsMade(DRAFTS));
    expect(made).toMatchObject({
      made: DRAFTS,
      choices: {},
      making: 'idle',
      status: 'loading',
      requestId: 2,
    });
    expect(reorderOf(opened, loaded, reorderDraftsRequested(), reorderDraftsFailed()).making).toBe('failed');
    const stale = reorderOf(
      opened,
      reorderListRequested(),
      loaded,
      reorderListFailed({ requestId: 1, message: 'x' }),
    );
    expect(stale).toMatchObject({ rows: [], status: 'loading', error: null });
    expect(reorderOf(opened, loaded, sessionEnded({ reason: 'logout' })).rows).toEqual([]);
  });
});

describe('loadReorderListEpic', () => {
  it('issue 17: POST reorderList with the page and search; the rows and count come back', () => {
    const getReorderList = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getReorderList.mockReturnValue(cold('-r|', { r: { rows: [ROW], totalCount: 11 } }));
      expectObservable(
        loadReorderListEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ stock: { getReorderList } })),
        ),
      ).toBe('--l', { l: reorderListLoaded({ requestId: 1, rows: [ROW], totalCount: 11 }) });
    });
    expect(getReorderList).toHaveBeenCalledWith({ page: 1, size: 10 });
  });

  it('typed search waits 250 ms after the last key; a newer key cancels the wait', () => {
    const getReorderList = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getReorderList.mockReturnValue(cold('-r|', { r: { rows: [ROW], totalCount: 1 } }));
      const typed = reorderSearchChanged('p');
      const more = reorderSearchChanged(' pp ');
      expectObservable(
        loadReorderListEpic(
          hot('-a 99ms b', { a: typed, b: more }),
          stateAfter(typed, more),
          dependencies(stubApi({ stock: { getReorderList } })),
        ),
      ).toBe('- 100ms 250ms -l', { l: reorderListLoaded({ requestId: 2, rows: [ROW], totalCount: 1 }) });
    });
    expect(getReorderList).toHaveBeenCalledTimes(1);
    expect(getReorderList).toHaveBeenCalledWith({ page: 1, size: 10, q: 'pp' });
  });

  it('a failure says why in a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const failure = new ApiError(5000001, 'The server is busy', 500);
      const getReorderList = vi.fn().mockReturnValue(cold('-#', undefined, failure));
      expectObservable(
        loadReorderListEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ stock: { getReorderList } })),
        ),
      ).toBe('--(ft)', {
        f: reorderListFailed({ requestId: 1, message: 'The server is busy' }),
        t: toast.error('The server is busy'),
      });
    });
  });

  it('spec §4: a page past the end is asked again where it stepped back to', () => {
    marbles(({ hot, expectObservable }) => {
      const past = reorderListLoaded({ requestId: 1, rows: [], totalCount: 31 });
      const moved = reorderPageChanged({ page: 5, size: 10 });
      expectObservable(
        reloadReorderListEpic(hot('-a', { a: past }), stateAfter(moved, past), dependencies(stubApi())),
      ).toBe('-r', { r: reorderListRequested() });
    });
  });
});

describe('makeReorderDraftsEpic', () => {
  const chosen = [opened, loaded, reorderRowToggled({ itemId: 3, selected: true })];

  it('issue 17: makes the drafts of the chosen items and names them in a toast', () => {
    const makeReorderDrafts = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      makeReorderDrafts.mockReturnValue(cold('-d|', { d: DRAFTS }));
      expectObservable(
        makeReorderDraftsEpic(
          hot('-a', { a: reorderDraftsRequested() }),
          stateAfter(...chosen),
          dependencies(stubApi({ stock: { makeReorderDrafts } })),
        ),
      ).toBe('--(mt)', {
        m: reorderDraftsMade(DRAFTS),
        t: toast.success('2 draft purchase orders made: Shree Ganesh Polymers, Reliance Polymers'),
      });
    });
    expect(makeReorderDrafts).toHaveBeenCalledWith([
      { itemId: 3, supplierId: 7, quantity: 3700, rate: 104.5 },
    ]);
  });

  it("a refusal says the server's words and makes nothing", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const refusal = new ApiError(4000001, 'Quantity must be a whole number', 400);
      const makeReorderDrafts = vi.fn().mockReturnValue(cold('-#', undefined, refusal));
      expectObservable(
        makeReorderDraftsEpic(
          hot('-a', { a: reorderDraftsRequested() }),
          stateAfter(...chosen),
          dependencies(stubApi({ stock: { makeReorderDrafts } })),
        ),
      ).toBe('--(ft)', { f: reorderDraftsFailed(), t: toast.error('Quantity must be a whole number') });
    });
  });
});
