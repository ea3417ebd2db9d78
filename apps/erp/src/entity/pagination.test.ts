import { describe, expect, it } from 'vitest';
import { createPagination, lastPage, nextPage, previousPage, setPageSize } from '@erp/domain';
import { pageChangeOf } from './pagination.ts';

describe("pageChangeOf: the pagination bar's next state as the store's move", () => {
  const state = createPagination({ total: 95, pageSize: 10 });
  it('a new page size is Show rows', () => {
    expect(pageChangeOf(state, setPageSize(state, 50))).toEqual({ to: 'size', size: 50 });
  });
  it('any other move lands on its page (Pre on page 1 wraps to the last)', () => {
    expect(pageChangeOf(state, previousPage(state))).toEqual({ to: 'jump', page: 10 });
    expect(pageChangeOf(state, nextPage(state))).toEqual({ to: 'jump', page: 2 });
    expect(pageChangeOf(state, lastPage(state))).toEqual({ to: 'jump', page: 10 });
  });
});
