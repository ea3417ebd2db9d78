import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPagination,
  firstPage,
  initialPageSize,
  isJumpDisabled,
  jumpToPage,
  lastPage,
  listParamsFrom,
  listSearchOf,
  nextPage,
  pageWindow,
  normalisePageSize,
  previousPage,
  recountPages,
  setPageSize,
  totalPages,
  type PaginationState,
} from './pagination.ts';

const at = (page: number, total = 95, pageSize = 10): PaginationState => ({ page, pageSize, total });

describe('pagination (spec §4)', () => {
  it('"current page starts at 1"; default page size 10', () => {
    expect(createPagination({ total: 95 })).toEqual({ page: 1, pageSize: 10, total: 95 });
  });

  it.each([
    [
      { total: 95, page: 4, pageSize: 20 },
      { page: 4, pageSize: 20, total: 95 },
    ],
    [
      { total: 95, page: 40 },
      { page: 10, pageSize: 10, total: 95 },
    ],
    [
      { total: 95, page: 0 },
      { page: 1, pageSize: 10, total: 95 },
    ],
    [
      { total: 95, page: Number.NaN },
      { page: 1, pageSize: 10, total: 95 },
    ],
    [
      { total: 95, page: 2.7 },
      { page: 2, pageSize: 10, total: 95 },
    ],
    [
      { total: 95, pageSize: 15 },
      { page: 1, pageSize: 10, total: 95 },
    ],
    [{ total: -5 }, { page: 1, pageSize: 10, total: 0 }],
    [{ total: Number.NaN }, { page: 1, pageSize: 10, total: 0 }],
    [{ total: 12.9 }, { page: 1, pageSize: 10, total: 12 }],
  ])('createPagination(%j) brings input into range: %j', (input, state) => {
    expect(createPagination(input)).toEqual(state);
  });

  it.each([
    [95, 10, 10],
    [100, 10, 10],
    [101, 10, 11],
    [1, 10, 1],
    [100, 100, 1],
    [0, 10, 1],
  ])(
    '"Total pages is the ceiling of records divided by page size": %d records of %d is %d pages (an empty list has one)',
    (total, size, pages) => {
      expect(totalPages(at(1, total, size))).toBe(pages);
    },
  );

  it.each([
    ['"Pre on page 1 wraps to the last page"', previousPage, 1, 10],
    ['Pre steps back one page', previousPage, 5, 4],
    ['"Next on the last page wraps to 1"', nextPage, 10, 1],
    ['Next steps forward one page', nextPage, 5, 6],
    ['First goes to page 1', firstPage, 5, 1],
    ['Last goes to the last page', lastPage, 5, 10],
  ])('%s', (_rule, move, from, to) => {
    expect(move(at(from)).page).toBe(to);
  });

  it.each([
    ['First', firstPage, 1],
    ['Last', lastPage, 10],
  ])('"First and Last do nothing when already there": %s', (_name, move, page) => {
    const state = at(page);
    expect(move(state)).toBe(state);
  });

  it('a single page: Pre and Next stay on it', () => {
    const state = at(1, 5);
    expect(previousPage(state)).toBe(state);
    expect(nextPage(state)).toBe(state);
  });

  it.each([
    [20, { page: 1, pageSize: 20, total: 95 }],
    [100, { page: 1, pageSize: 100, total: 95 }],
  ])('"Changing page size resets to page 1": size %d', (size, state) => {
    expect(setPageSize(at(7), size)).toEqual(state);
  });

  it.each([10, 15, 0, -10, Number.NaN])(
    'a page size that is the current one or not 10/20/50/100 changes nothing: %d',
    (size) => {
      const state = at(7);
      expect(setPageSize(state, size)).toBe(state);
    },
  );

  it.each([
    [
      '"it steps back one page and reloads" when the last page empties',
      at(10, 91),
      90,
      { page: 9, pageSize: 10, total: 90, estimated: false, reload: true },
    ],
    [
      'never past the new last page',
      at(10, 95),
      25,
      { page: 3, pageSize: 10, total: 25, estimated: false, reload: true },
    ],
    [
      'a recount that keeps the page in range does not reload',
      at(3, 95),
      40,
      { page: 3, pageSize: 10, total: 40, estimated: false, reload: false },
    ],
    [
      'an empty list goes back to page 1',
      at(2, 15),
      0,
      { page: 1, pageSize: 10, total: 0, estimated: false, reload: true },
    ],
  ])('recountPages: %s', (_rule, state, total, result) => {
    expect(recountPages(state, total)).toEqual(result);
  });

  it('recountPages keeps whether the server estimated the total (decision 0610)', () => {
    expect(recountPages(at(3, 95), 240000, true)).toEqual({
      page: 3,
      pageSize: 10,
      total: 240000,
      estimated: true,
      reload: false,
    });
  });

  it.each([
    ['"clamps to 1..total pages on Enter": too high', 50, 10],
    ['too low', -3, 1],
    ['zero', 0, 1],
    ['a page in range', 4, 4],
    ['a fraction is cut to a whole page', 4.9, 4],
  ])('jumpToPage: %s', (_rule, n, page) => {
    expect(jumpToPage(at(2), n).page).toBe(page);
  });

  it('jumpToPage: text that is no number, or the current page, changes nothing', () => {
    const state = at(2);
    expect(jumpToPage(state, Number.NaN)).toBe(state);
    expect(jumpToPage(state, 2)).toBe(state);
  });

  it.each([
    [10, 10, true],
    [5, 10, true],
    [0, 10, true],
    [11, 10, false],
    [100, 50, false],
  ])(
    '"disabled when total records are at most the page size": %d records, size %d: %s',
    (total, size, disabled) => {
      const state = at(1, total, size);
      expect(isJumpDisabled(state)).toBe(disabled);
      if (disabled) expect(jumpToPage(state, 2)).toBe(state);
    },
  );

  it.each([
    ['20', 20],
    ['50', 50],
    ['100', 100],
    ['10', 10],
    [null, 10],
    [undefined, 10],
    ['', 10],
    ['abc', 10],
    ['25', 10],
  ])(
    'spec §9 "default 10 or the value stored in the browser under pageSize": stored %j gives %d',
    (stored, size) => {
      expect(initialPageSize(stored)).toBe(size);
    },
  );

  it.each([
    [20, 20],
    [30, 10],
    [true, 10],
  ])('normalisePageSize(%j) is %d (spec §9 "Page size options 10, 20, 50, 100")', (size, normal) => {
    expect(normalisePageSize(size)).toBe(normal);
  });

  const move = fc.oneof(
    fc.constant((s: PaginationState) => firstPage(s)),
    fc.constant((s: PaginationState) => previousPage(s)),
    fc.constant((s: PaginationState) => nextPage(s)),
    fc.constant((s: PaginationState) => lastPage(s)),
    fc.integer({ min: -1000, max: 1000 }).map((n) => (s: PaginationState) => jumpToPage(s, n)),
    fc.constantFrom(10, 20, 50, 100, 7).map((n) => (s: PaginationState) => setPageSize(s, n)),
    fc.integer({ min: -10, max: 5000 }).map((n) => (s: PaginationState) => recountPages(s, n)),
  );

  it('property: pagination never leaves 1..total pages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer(),
        fc.array(move, { maxLength: 40 }),
        (total, page, moves) => {
          let state = createPagination({ total, page });
          for (const step of moves) {
            state = step(state);
            expect(Number.isInteger(state.page)).toBe(true);
            expect(state.page).toBeGreaterThanOrEqual(1);
            expect(state.page).toBeLessThanOrEqual(totalPages(state));
          }
        },
      ),
    );
  });

  it('property: Next then Pre (and Pre then Next) comes back to the same page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 600 }), (total, page) => {
        const state = createPagination({ total, page });
        expect(previousPage(nextPage(state)).page).toBe(state.page);
        expect(nextPage(previousPage(state)).page).toBe(state.page);
      }),
    );
  });
});

describe('pageWindow: "Last always reaches the true last page (read in reverse order)" (decision 0610)', () => {
  it.each([
    ['page 1 of 95', 1, 10, 95, false, { order: 'forward', offset: 0, limit: 10 }],
    ['page 4 of 95 (first half)', 4, 10, 95, false, { order: 'forward', offset: 30, limit: 10 }],
    [
      'Last of 95: the 5 rows left, from the end',
      10,
      10,
      95,
      false,
      { order: 'reverse', offset: 0, limit: 5 },
    ],
    ['page 9 of 95: after the last 5', 9, 10, 95, false, { order: 'reverse', offset: 5, limit: 10 }],
    ['past the end', 11, 10, 95, false, null],
    ['an empty list', 1, 10, 0, false, null],
    ['a middle page of an estimate', 3, 10, 240000, true, { order: 'forward', offset: 20, limit: 10 }],
    [
      'Last of an estimate: the last rows there are',
      24000,
      10,
      240000,
      true,
      { order: 'reverse', offset: 0, limit: 10 },
    ],
    [
      'past an estimate, still the last rows',
      24005,
      10,
      240000,
      true,
      { order: 'reverse', offset: 0, limit: 10 },
    ],
  ] as const)('%s', (_name, page, size, total, estimated, window) => {
    expect(pageWindow(page, size, total, estimated)).toEqual(window);
  });

  it('property: forward or reverse, the window holds exactly the rows of the page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom(10, 20, 50),
        (total, page, size) => {
          const window = pageWindow(page, size, total);
          const start = (page - 1) * size;
          const expected = Math.max(0, Math.min(size, total - start));
          if (window === null) {
            expect(expected).toBe(0);
            return;
          }
          expect(window.limit).toBe(expected);
          const first = window.order === 'forward' ? window.offset : total - window.offset - window.limit;
          expect(first).toBe(start);
        },
      ),
    );
  });
});

describe('listParamsFrom / listSearchOf: "the page, sort, search and filters of a list live in the URL" (decision 0611)', () => {
  /** An address's search parameters (`a=1&b=2`), as `URLSearchParams.get` answers them. */
  const searchOf = (query: string) => {
    const pairs = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
    return { get: (name: string) => pairs.get(name) ?? null };
  };
  const read = (query: string) => listParamsFrom(searchOf(query), 10);

  it.each([
    ['', { page: 1, pageSize: 10, q: '', sort: null }],
    ['page=3&size=20&q=bag&sort=-name', { page: 3, pageSize: 20, q: 'bag', sort: '-name' }],
    ['page=0&size=7&sort=name;drop', { page: 1, pageSize: 10, q: '', sort: null }],
    ['page=2.5&size=abc', { page: 1, pageSize: 10, q: '', sort: null }],
  ])('%j reads as %j', (query, params) => {
    expect(read(query)).toEqual(params);
  });

  it('the page size stored in the browser is the default when the address has none', () => {
    expect(listParamsFrom(searchOf(''), 50).pageSize).toBe(50);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(listSearchOf({ page: 1, pageSize: 10, q: '', sort: null }, 10)).toEqual({});
    const state = { page: 3, pageSize: 20, q: 'leno bag', sort: 'name' };
    const search = listSearchOf(state, 10);
    expect(search).toEqual({ page: '3', size: '20', q: 'leno bag', sort: 'name' });
    expect(listParamsFrom({ get: (name: string) => search[name] ?? null }, 10)).toEqual(state);
  });

  it("decision 1602: the list's own filters it names, each kept when given, read back the same", () => {
    const keys = ['filter.stageId', 'from', 'to'];
    expect(listParamsFrom(searchOf('filter.stageId=7&from=2026-11-01&to=&other=1'), 10, keys)).toEqual({
      page: 1,
      pageSize: 10,
      q: '',
      sort: null,
      filters: { 'filter.stageId': '7', from: '2026-11-01' },
    });
    const state = { page: 1, pageSize: 10, q: '', sort: null, filters: { from: '2026-11-01', to: '' } };
    expect(listSearchOf(state, 10)).toEqual({ from: '2026-11-01' });
  });
});
