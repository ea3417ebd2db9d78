import { describe, expect, it } from 'vitest';
import { createPagination, lastPage, setPageSize } from '@erp/domain';
import { afterPageMove, serverSortable, sortOf, sortingOf } from './pagination.ts';

describe("a list's sort and page in the address (decision 0611)", () => {
  it.each([
    [null, []],
    ['name', [{ id: 'name', desc: false }]],
    ['-code', [{ id: 'code', desc: true }]],
  ] as const)('sort %j is the table sorting %j, and back', (sort, sorting) => {
    expect(sortingOf(sort)).toEqual(sorting);
    expect(sortOf([...sorting])).toBe(sort);
  });

  it('"sorting a column orders the whole list": a looked-up name cannot be sorted on the server', () => {
    expect(serverSortable({ key: 'uom.name', header: 'UOM' })).toEqual({
      key: 'uom.name',
      header: 'UOM',
      sortable: false,
    });
    const name = { key: 'name', header: 'Name' };
    expect(serverSortable(name)).toBe(name);
  });

  it("the pagination bar's move lands in the address; Show rows starts at page 1 (spec §4)", () => {
    const params = { page: 3, pageSize: 10, q: 'bag', sort: '-name' };
    const state = createPagination({ total: 95, pageSize: 10, page: 3 });
    expect(afterPageMove(params, lastPage(state))).toEqual({ ...params, page: 10 });
    expect(afterPageMove(params, setPageSize(state, 50))).toEqual({ ...params, page: 1, pageSize: 50 });
  });
});
