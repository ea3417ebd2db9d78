import { describe, expect, it } from 'vitest';
import type { Action } from 'redux';
import { rootReducer, type RootState } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import {
  defaultListMode,
  entityDeleteConfirmed,
  entityDeleteFailed,
  entityDeleteRequested,
  entityDeleted,
  entityFilterChanged,
  entityListFailed,
  entityListLoaded,
  entityListRequested,
  entityPageChanged,
  entityRecordCleared,
  entityRecordFailed,
  entityRecordLoaded,
  entityRecordRequested,
  entitySaveFailed,
  entitySaveRequested,
  entitySaved,
  selectEntityModule,
  selectEntityPagination,
  selectEntityRows,
} from './entitiesSlice.ts';

const run = (...actions: Action[]): RootState =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: 'init' }));
const uoms = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `UOM ${i + 1}`,
  group: { name: i % 2 ? 'odd' : 'even' },
}));
const loadedUoms = [
  entityListRequested({ module: 'uom' }),
  entityListLoaded({ module: 'uom', requestId: 1, rows: uoms, total: 23 }),
];
const names = (state: RootState) => selectEntityRows(state, 'uom').map((row) => row.name);

describe('entities slice: lists', () => {
  it('the catalogue decides whole or paged: large lists (items, parties) are paged on the server', () => {
    expect(defaultListMode('uom')).toBe('whole');
    expect(defaultListMode('party')).toBe('paged');
    expect(defaultListMode('item')).toBe('paged');
    expect(selectEntityModule(run(entityListRequested({ module: 'uom', mode: 'paged' })), 'uom')?.mode).toBe(
      'paged',
    );
  });

  it('each load gets a new request id and shows loading', () => {
    const state = run(entityListRequested({ module: 'uom' }), entityListRequested({ module: 'uom' }));
    expect(selectEntityModule(state, 'uom')).toMatchObject({ requestId: 2, listStatus: 'loading' });
  });

  it('never a stale list: a reply to a superseded load is ignored', () => {
    const state = run(
      entityListRequested({ module: 'uom' }),
      entityListRequested({ module: 'uom' }),
      entityListLoaded({ module: 'uom', requestId: 1, rows: [{ id: 99, name: 'OLD' }], total: 1 }),
      entityListFailed({ module: 'uom', requestId: 1, message: 'late failure' }),
    );
    expect(selectEntityModule(state, 'uom')).toMatchObject({ rows: [], listStatus: 'loading', error: null });
  });

  it('a failed load keeps its message', () => {
    const state = run(
      entityListRequested({ module: 'uom' }),
      entityListFailed({ module: 'uom', requestId: 1, message: 'down' }),
    );
    expect(selectEntityModule(state, 'uom')).toMatchObject({ listStatus: 'failed', error: 'down' });
  });

  it('a whole list is cut into pages in the browser; spec §9 default page size 10', () => {
    const state = run(...loadedUoms);
    expect(names(state)).toHaveLength(10);
    expect(names(state)[0]).toBe('UOM 1');
    expect(selectEntityPagination(state, 'uom')).toEqual({
      page: 1,
      pageSize: 10,
      total: 23,
      estimated: false,
      totalPages: 3,
      jumpDisabled: false,
      servedTotal: undefined,
    });
  });

  it('a module never loaded has no rows and one empty page', () => {
    const state = run();
    expect(selectEntityRows(state, 'uom')).toEqual([]);
    expect(selectEntityPagination(state, 'uom')).toMatchObject({
      page: 1,
      total: 0,
      totalPages: 1,
      jumpDisabled: true,
    });
  });

  it('spec §5: the list filter is a case-insensitive contains; a new filter starts at page 1', () => {
    const state = run(
      ...loadedUoms,
      entityPageChanged({ module: 'uom', change: { to: 'next' } }),
      entityFilterChanged({ module: 'uom', query: 'uom 2' }),
    );
    expect(names(state)).toEqual(['UOM 2', 'UOM 20', 'UOM 21', 'UOM 22', 'UOM 23']);
    expect(selectEntityPagination(state, 'uom')).toMatchObject({
      page: 1,
      total: 5,
      totalPages: 1,
      jumpDisabled: true,
    });
  });

  it('spec §5: a filter on one two-level key a.b', () => {
    const state = run(...loadedUoms, entityFilterChanged({ module: 'uom', query: 'ODD', key: 'group.name' }));
    expect(selectEntityPagination(state, 'uom').total).toBe(11);
  });

  it('spec §4: Pre on page 1 wraps to the last page; Next on the last wraps to 1', () => {
    const last = run(...loadedUoms, entityPageChanged({ module: 'uom', change: { to: 'previous' } }));
    expect(selectEntityPagination(last, 'uom').page).toBe(3);
    expect(names(last)).toEqual(['UOM 21', 'UOM 22', 'UOM 23']);
    const first = rootReducer(last, entityPageChanged({ module: 'uom', change: { to: 'next' } }));
    expect(selectEntityPagination(first, 'uom').page).toBe(1);
  });

  it('spec §4: the jump box clamps to 1..total pages', () => {
    const state = run(...loadedUoms, entityPageChanged({ module: 'uom', change: { to: 'jump', page: 99 } }));
    expect(selectEntityPagination(state, 'uom').page).toBe(3);
    const firstAndLast = run(
      ...loadedUoms,
      entityPageChanged({ module: 'uom', change: { to: 'last' } }),
      entityPageChanged({ module: 'uom', change: { to: 'first' } }),
    );
    expect(selectEntityPagination(firstAndLast, 'uom').page).toBe(1);
  });

  it('spec §4: changing page size resets to page 1, and new lists start with the chosen size', () => {
    const state = run(
      ...loadedUoms,
      entityPageChanged({ module: 'uom', change: { to: 'last' } }),
      entityPageChanged({ module: 'uom', change: { to: 'size', size: 20 } }),
    );
    expect(selectEntityPagination(state, 'uom')).toMatchObject({ page: 1, pageSize: 20, totalPages: 2 });
    expect(state.entities.pageSize).toBe(20);
    expect(
      selectEntityPagination(rootReducer(state, entityListRequested({ module: 'zone' })), 'zone').pageSize,
    ).toBe(20);
  });

  it('spec §9: a page size that is not 10, 20, 50 or 100 is ignored', () => {
    const state = run(...loadedUoms, entityPageChanged({ module: 'uom', change: { to: 'size', size: 15 } }));
    expect(selectEntityPagination(state, 'uom').pageSize).toBe(10);
    expect(state.entities.pageSize).toBe(10);
  });

  it('spec §4: a whole list whose recount leaves the page past the end steps back without a reload', () => {
    const state = run(
      ...loadedUoms,
      entityPageChanged({ module: 'uom', change: { to: 'last' } }),
      entityListRequested({ module: 'uom' }),
      entityListLoaded({ module: 'uom', requestId: 2, rows: uoms.slice(0, 15), total: 15 }),
    );
    expect(selectEntityModule(state, 'uom')).toMatchObject({
      reloadNeeded: false,
      pagination: { page: 2, total: 15 },
    });
  });

  it('a paged list keeps the server rows and count; moving the page asks for a reload', () => {
    const state = run(
      entityListRequested({ module: 'party' }),
      entityListLoaded({ module: 'party', requestId: 1, rows: [{ id: 1, companyName: 'Acme' }], total: 41 }),
      entityFilterChanged({ module: 'party', query: 'ac' }),
    );
    expect(selectEntityRows(state, 'party')).toEqual([{ id: 1, companyName: 'Acme' }]);
    expect(selectEntityModule(state, 'party')).toMatchObject({
      reloadNeeded: true,
      pagination: { page: 1, total: 41 },
    });
    expect(selectEntityPagination(state, 'party')).toMatchObject({ servedTotal: 41 });
    const next = rootReducer(
      rootReducer(state, entityListRequested({ module: 'party' })),
      entityPageChanged({ module: 'party', change: { to: 'next' } }),
    );
    expect(selectEntityModule(next, 'party')).toMatchObject({ reloadNeeded: true, pagination: { page: 2 } });
  });

  it('"totalCount is the true count … above that an estimate": the pager keeps the mark (decision 0610)', () => {
    const state = run(
      entityListRequested({ module: 'party' }),
      entityListLoaded({ module: 'party', requestId: 1, rows: [], total: 240000, estimated: true }),
    );
    expect(selectEntityPagination(state, 'party')).toMatchObject({
      servedTotal: 240000,
      estimated: true,
      totalPages: 24000,
    });
  });

  it('"the page, sort, search … live in the URL": a load with the address\'s state moves the list there (decision 0611)', () => {
    const params = { page: 3, pageSize: 20, q: 'bag', sort: '-name' };
    const state = run(entityListRequested({ module: 'uom', mode: 'paged', params }));
    expect(selectEntityModule(state, 'uom')).toMatchObject({
      mode: 'paged',
      query: 'bag',
      sort: '-name',
      pagination: { page: 3, pageSize: 20 },
    });
    // A page past the end comes back to the last page once the count is known, and reloads.
    const loaded = rootReducer(state, entityListLoaded({ module: 'uom', requestId: 1, rows: [], total: 25 }));
    expect(selectEntityModule(loaded, 'uom')).toMatchObject({
      reloadNeeded: true,
      pagination: { page: 2, total: 25 },
    });
  });

  it('selectors return the same rows for the same state (memoised)', () => {
    const state = run(...loadedUoms);
    expect(selectEntityRows(state, 'uom')).toBe(selectEntityRows(state, 'uom'));
    expect(selectEntityPagination(state, 'uom')).toBe(selectEntityPagination(state, 'uom'));
  });
});

describe('entities slice: the form and delete', () => {
  it('get one: loading, loaded, failed; a new form clears it', () => {
    const loaded = run(
      entityRecordRequested({ module: 'uom', id: 1 }),
      entityRecordLoaded({ module: 'uom', record: uoms[0] ?? {} }),
    );
    expect(selectEntityModule(loaded, 'uom')).toMatchObject({ record: uoms[0], recordStatus: 'loaded' });
    const failed = rootReducer(loaded, entityRecordFailed({ module: 'uom', message: 'gone' }));
    expect(selectEntityModule(failed, 'uom')).toMatchObject({ recordStatus: 'failed', error: 'gone' });
    const missing = rootReducer(
      loaded,
      entityRecordFailed({ module: 'uom', message: 'gone', missing: true }),
    );
    expect(selectEntityModule(missing, 'uom')?.recordStatus).toBe('missing');
    const cleared = rootReducer(failed, entityRecordCleared({ module: 'uom' }));
    expect(selectEntityModule(cleared, 'uom')).toMatchObject({
      record: null,
      recordStatus: 'idle',
      saveStatus: 'idle',
    });
  });

  it('save: saving, then saved with the stored record, or failed with the reason', () => {
    const saving = run(entitySaveRequested({ module: 'uom', record: { name: 'KGS' } }));
    expect(selectEntityModule(saving, 'uom')?.saveStatus).toBe('saving');
    const saved = rootReducer(saving, entitySaved({ module: 'uom', record: { id: 5, name: 'KGS' } }));
    expect(selectEntityModule(saved, 'uom')).toMatchObject({
      saveStatus: 'saved',
      record: { id: 5, name: 'KGS' },
    });
    const failed = rootReducer(saving, entitySaveFailed({ module: 'uom', message: 'exists' }));
    expect(selectEntityModule(failed, 'uom')).toMatchObject({
      saveStatus: 'failed',
      error: 'exists',
      fieldErrors: {},
    });
    const onField = rootReducer(
      saving,
      entitySaveFailed({ module: 'uom', message: 'exists', fieldErrors: { name: 'exists' } }),
    );
    expect(selectEntityModule(onField, 'uom')?.fieldErrors).toEqual({ name: 'exists' });
    for (const next of [
      entitySaveRequested({ module: 'uom', record: { name: 'KG' } }),
      entityRecordRequested({ module: 'uom', id: 5 }),
      entityRecordCleared({ module: 'uom' }),
    ]) {
      expect(selectEntityModule(rootReducer(onField, next), 'uom')?.fieldErrors).toEqual({});
    }
    expect(
      selectEntityModule(rootReducer(saved, entityRecordRequested({ module: 'uom', id: 5 })), 'uom')
        ?.saveStatus,
    ).toBe('idle');
  });

  it('spec §2: delete waits for the dialog; Cancel or X drops it, OK marks it deleting', () => {
    const asked = run(entityDeleteRequested({ module: 'uom', record: { id: 5 } }));
    expect(selectEntityModule(asked, 'uom')?.pendingDelete).toEqual({ id: 5 });
    for (const confirmed of [false, undefined]) {
      expect(
        selectEntityModule(rootReducer(asked, entityDeleteConfirmed({ module: 'uom', confirmed })), 'uom')
          ?.pendingDelete,
      ).toBeNull();
    }
    const deleting = rootReducer(asked, entityDeleteConfirmed({ module: 'uom', confirmed: true }));
    expect(selectEntityModule(deleting, 'uom')).toMatchObject({ deleting: true, pendingDelete: { id: 5 } });
    expect(
      selectEntityModule(rootReducer(deleting, entityDeleted({ module: 'uom', id: 5 })), 'uom'),
    ).toMatchObject({ deleting: false, pendingDelete: null });
    expect(
      selectEntityModule(
        rootReducer(deleting, entityDeleteFailed({ module: 'uom', message: 'in use' })),
        'uom',
      ),
    ).toMatchObject({
      deleting: false,
      pendingDelete: null,
      error: 'in use',
    });
  });

  it('OK with nothing pending deletes nothing', () => {
    expect(
      selectEntityModule(run(entityDeleteConfirmed({ module: 'uom', confirmed: true })), 'uom')?.deleting,
    ).toBe(false);
  });

  it('logout drops every list and the chosen page size, as it clears storage', () => {
    const state = run(
      ...loadedUoms,
      entityPageChanged({ module: 'uom', change: { to: 'size', size: 50 } }),
      sessionEnded({ reason: 'logout' }),
    );
    expect(state.entities).toEqual({ pageSize: 10, modules: {} });
  });
});
