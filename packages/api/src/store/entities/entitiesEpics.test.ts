import type { Action } from 'redux';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { MODULES, RESPONSE_CODES, recordName } from '@erp/domain';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { createMemoryStorage } from '../../client/storage.ts';
import { toast, toastShown } from '../notifications/notificationsSlice.ts';
import {
  deleteEntityEpic,
  loadEntityListEpic,
  loadEntityRecordEpic,
  reloadEntityListEpic,
  rememberPageSizeEpic,
  saveEntityEpic,
} from './entitiesEpics.ts';
import {
  entityDeleteConfirmed,
  entityDeleteFailed,
  entityDeleteRequested,
  entityDeleted,
  entityFilterChanged,
  entityListFailed,
  entityListLoaded,
  entityListRequested,
  entityPageChanged,
  entityRecordFailed,
  entityRecordLoaded,
  entityRecordRequested,
  entitySaveFailed,
  entitySaveRequested,
  entitySaved,
} from './entitiesSlice.ts';

const kgs = { id: 1, name: 'KGS', version: 1 };
const mtr = { id: 2, name: 'MTR', version: 1 };
const acme = { id: 5, companyName: 'Acme Polymers' };

describe('loadEntityListEpic', () => {
  it('loads a whole list: GET {apiPath}/getAllByPartner with no paging', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('--r|', { r: { rows: [kgs, mtr], totalCount: 2 } }));
      const api = stubApi({ entity: { getAllByPartner } });
      const requested = entityListRequested({ module: 'uom' });
      const action$ = hot('-a', { a: requested });
      expectObservable(loadEntityListEpic(action$, stateAfter(requested), dependencies(api))).toBe('---l', {
        l: entityListLoaded({ module: 'uom', requestId: 1, rows: [kgs, mtr], total: 2 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('uom', {});
  });

  it('loads one page of a large list with page, size and the filter as q', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [acme], totalCount: 41 } }));
      const api = stubApi({ entity: { getAllByPartner } });
      const requested = entityListRequested({ module: 'party' });
      const state$ = stateAfter(entityFilterChanged({ module: 'party', query: 'acme' }), requested);
      const action$ = hot('-a', { a: requested });
      expectObservable(loadEntityListEpic(action$, state$, dependencies(api))).toBe('--l', {
        l: entityListLoaded({ module: 'party', requestId: 1, rows: [acme], total: 41 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('party', { page: 1, size: 10, q: 'acme' });
  });

  it("decision 1602: the address's list filters go as filter.<field>, from and to", () => {
    const getAllByPartner = vi.fn();
    const filters = { 'filter.stageId': '7', 'filter.ownerId': '3', from: '2026-11-01', to: '2026-11-30' };
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [], totalCount: 0 } }));
      const api = stubApi({ entity: { getAllByPartner } });
      const params = { page: 1, pageSize: 10, q: '', sort: null, filters };
      const requested = entityListRequested({ module: 'funnel', mode: 'paged', params });
      const action$ = hot('-a', { a: requested });
      expectObservable(loadEntityListEpic(action$, stateAfter(requested), dependencies(api))).toBe('--l', {
        l: entityListLoaded({ module: 'funnel', requestId: 1, rows: [], total: 0 }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('crm/funnel', {
      page: 1,
      size: 10,
      filter: { stageId: '7', ownerId: '3' },
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('"sorting a column orders the whole list": the sort and the estimate go through the server (decisions 0610, 0611)', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(
        cold('-r|', { r: { rows: [kgs], totalCount: 240000, estimated: true } }),
      );
      const requested = entityListRequested({
        module: 'uom',
        mode: 'paged',
        params: { page: 3, pageSize: 20, q: 'kg', sort: '-name' },
      });
      expectObservable(
        loadEntityListEpic(
          hot('-a', { a: requested }),
          stateAfter(requested),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--l', {
        l: entityListLoaded({ module: 'uom', requestId: 1, rows: [kgs], total: 240000, estimated: true }),
      });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('uom', { page: 3, size: 20, q: 'kg', sort: '-name' });
  });

  it('sends no q for a paged list without a filter', () => {
    const getAllByPartner = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getAllByPartner.mockReturnValue(cold('-r|', { r: { rows: [acme], totalCount: 41 } }));
      const requested = entityListRequested({ module: 'party' });
      const action$ = hot('-a', { a: requested });
      expectObservable(
        loadEntityListEpic(
          action$,
          stateAfter(requested),
          dependencies(stubApi({ entity: { getAllByPartner } })),
        ),
      ).toBe('--l', { l: entityListLoaded({ module: 'party', requestId: 1, rows: [acme], total: 41 }) });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('party', { page: 1, size: 10 });
  });

  it('a newer load of the same module cancels the older one: its list is never shown (switchMap)', () => {
    marbles(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const stale = cold('----s|', { s: { rows: [kgs], totalCount: 1 } });
      const fresh = cold('--f|', { f: { rows: [kgs, mtr], totalCount: 2 } });
      const replies = [stale, fresh];
      const getAllByPartner = vi.fn().mockImplementation(() => replies.shift() ?? cold('|'));
      const api = stubApi({ entity: { getAllByPartner } });
      const requested = entityListRequested({ module: 'uom' });
      const action$ = hot('-ab', { a: requested, b: requested });
      expectObservable(loadEntityListEpic(action$, stateAfter(requested), dependencies(api))).toBe('----f', {
        f: entityListLoaded({ module: 'uom', requestId: 1, rows: [kgs, mtr], total: 2 }),
      });
      expectSubscriptions(stale.subscriptions).toBe('-^!');
    });
  });

  it('loads of different modules do not cancel each other', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const getAllByPartner = vi
        .fn()
        .mockImplementation((module: string) =>
          module === 'uom'
            ? cold('---u|', { u: { rows: [kgs], totalCount: 1 } })
            : cold('-p|', { p: { rows: [acme], totalCount: 1 } }),
        );
      const api = stubApi({ entity: { getAllByPartner } });
      const uom = entityListRequested({ module: 'uom' });
      const party = entityListRequested({ module: 'party' });
      const action$ = hot('-ab', { a: uom, b: party });
      expectObservable(loadEntityListEpic(action$, stateAfter(uom, party), dependencies(api))).toBe('---pu', {
        u: entityListLoaded({ module: 'uom', requestId: 1, rows: [kgs], total: 1 }),
        p: entityListLoaded({ module: 'party', requestId: 1, rows: [acme], total: 1 }),
      });
    });
  });

  it('a failed load says so and shows an error toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.FORBIDDEN, 'You are not allow to access this module', 403);
      const api = stubApi({ entity: { getAllByPartner: () => cold('-#', undefined, error) } });
      const requested = entityListRequested({ module: 'uom' });
      const action$ = hot('-a', { a: requested });
      expectObservable(loadEntityListEpic(action$, stateAfter(requested), dependencies(api))).toBe('--(ft)', {
        f: entityListFailed({
          module: 'uom',
          requestId: 1,
          message: 'You are not allow to access this module',
        }),
        t: toast.error('You are not allow to access this module'),
      });
    });
  });

  it('a module missing from the catalogue fails that load, not the epic', () => {
    marbles(({ hot, expectObservable }) => {
      const requested = entityListRequested({ module: 'nope' });
      const action$ = hot('-a', { a: requested });
      expectObservable(loadEntityListEpic(action$, stateAfter(requested), dependencies(stubApi()))).toBe(
        '-(ft)',
        {
          f: entityListFailed({ module: 'nope', requestId: 1, message: expect.any(String) as string }),
          t: toast.error(expect.any(String) as string),
        },
      );
    });
  });
});

describe('reloadEntityListEpic', () => {
  it('spec §4: a paged list whose page moved fetches that page', () => {
    marbles(({ hot, expectObservable }) => {
      const moved = entityPageChanged({ module: 'party', change: { to: 'next' } });
      const state$ = stateAfter(
        entityListRequested({ module: 'party' }),
        entityListLoaded({ module: 'party', requestId: 1, rows: [acme], total: 41 }),
        moved,
      );
      expectObservable(reloadEntityListEpic(hot('-a', { a: moved }), state$, dependencies(stubApi()))).toBe(
        '-r',
        {
          r: entityListRequested({ module: 'party' }),
        },
      );
    });
  });

  it('spec §4: "First and Last do nothing when already there"', () => {
    marbles(({ hot, expectObservable }) => {
      const first = entityPageChanged({ module: 'party', change: { to: 'first' } });
      const state$ = stateAfter(
        entityListRequested({ module: 'party' }),
        entityListLoaded({ module: 'party', requestId: 1, rows: [acme], total: 41 }),
        first,
      );
      expectObservable(reloadEntityListEpic(hot('-a', { a: first }), state$, dependencies(stubApi()))).toBe(
        '',
      );
    });
  });

  it('a whole list pages in the browser and never reloads', () => {
    marbles(({ hot, expectObservable }) => {
      const moved = entityPageChanged({ module: 'uom', change: { to: 'next' } });
      const state$ = stateAfter(
        entityListRequested({ module: 'uom' }),
        entityListLoaded({
          module: 'uom',
          requestId: 1,
          rows: Array.from({ length: 25 }, (_, id) => ({ id })),
          total: 25,
        }),
        moved,
      );
      expectObservable(reloadEntityListEpic(hot('-a', { a: moved }), state$, dependencies(stubApi()))).toBe(
        '',
      );
    });
  });

  it('spec §4: a recount past the end steps back and reloads', () => {
    marbles(({ hot, expectObservable }) => {
      const loaded = entityListLoaded({ module: 'party', requestId: 2, rows: [], total: 35 });
      const state$ = stateAfter(
        entityListRequested({ module: 'party' }),
        entityListLoaded({ module: 'party', requestId: 1, rows: [acme], total: 41 }),
        entityPageChanged({ module: 'party', change: { to: 'last' } }),
        entityListRequested({ module: 'party' }),
        loaded,
      );
      expect(state$.value.entities.modules.party?.pagination.page).toBe(4);
      expectObservable(reloadEntityListEpic(hot('-a', { a: loaded }), state$, dependencies(stubApi()))).toBe(
        '-r',
        {
          r: entityListRequested({ module: 'party' }),
        },
      );
    });
  });
});

describe('rememberPageSizeEpic', () => {
  it('spec §9: the page size chosen is stored under pageSize', () => {
    const storage = createMemoryStorage();
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-ab', {
        a: entityPageChanged({ module: 'uom', change: { to: 'next' } }),
        b: entityPageChanged({ module: 'uom', change: { to: 'size', size: 50 } }),
      });
      expectObservable(rememberPageSizeEpic(action$, stateAfter(), dependencies(stubApi(), storage))).toBe(
        '',
      );
    });
    expect(storage.getItem('pageSize')).toBe('50');
  });
});

describe('loadEntityRecordEpic', () => {
  it('gets one record: GET {apiPath}/{id}', () => {
    const getById = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getById.mockReturnValue(cold('-r|', { r: kgs }));
      const action$ = hot('-a', { a: entityRecordRequested({ module: 'uom', id: 1 }) });
      expectObservable(
        loadEntityRecordEpic(action$, stateAfter(), dependencies(stubApi({ entity: { getById } }))),
      ).toBe('--r', {
        r: entityRecordLoaded({ module: 'uom', record: kgs }),
      });
    });
    expect(getById).toHaveBeenCalledWith('uom', 1);
  });

  it('a record that cannot be read says so with a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 500);
      const api = stubApi({ entity: { getById: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: entityRecordRequested({ module: 'uom', id: 9 }) });
      expectObservable(loadEntityRecordEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: entityRecordFailed({ module: 'uom', message: error.message }),
        t: toast.error(error.message),
      });
    });
  });

  it("decision 0511: a record that does not exist (404, or another organisation's) is missing, with no toast", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.NOT_FOUND, 'Unit of measure not found.', 404);
      const api = stubApi({ entity: { getById: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: entityRecordRequested({ module: 'uom', id: 999999 }) });
      expectObservable(loadEntityRecordEpic(action$, stateAfter(), dependencies(api))).toBe('--f', {
        f: entityRecordFailed({ module: 'uom', message: 'Unit of measure not found.', missing: true }),
      });
    });
  });
});

describe('saveEntityEpic', () => {
  it('a new record (no id) is saved, with a success toast', () => {
    const save = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      save.mockReturnValue(cold('-r|', { r: kgs }));
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'uom', record: { name: 'KGS' } }) });
      expectObservable(
        saveEntityEpic(action$, stateAfter(), dependencies(stubApi({ entity: { save } }))),
      ).toBe('--(st)', {
        s: entitySaved({ module: 'uom', record: kgs }),
        t: toast.success('Unit of Measure Saved Successfully'),
      });
    });
    expect(save).toHaveBeenCalledWith('uom', { name: 'KGS' });
  });

  it('a record with an id is updated', () => {
    const update = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      update.mockReturnValue(cold('-r|', { r: { ...kgs, version: 2 } }));
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'uom', record: kgs }) });
      expectObservable(
        saveEntityEpic(action$, stateAfter(), dependencies(stubApi({ entity: { update } }))),
      ).toBe('--(st)', {
        s: entitySaved({ module: 'uom', record: { ...kgs, version: 2 } }),
        t: toast.success('Unit of Measure Updated Successfully'),
      });
    });
    expect(update).toHaveBeenCalledWith('uom', kgs);
  });

  it("issue 56: saving a lead says 'Lead Saved Successfully', not the screen's 'Funnel' (decision 2240)", () => {
    marbles(({ hot, cold, expectObservable }) => {
      const save = vi.fn().mockReturnValue(cold('-r|', { r: { id: 3 } }));
      const api = stubApi({ entity: { save } });
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'funnel', record: {} }) });
      expectObservable(saveEntityEpic(action$, stateAfter(), dependencies(api))).toBe('--(st)', {
        s: entitySaved({ module: 'funnel', record: { id: 3 } }),
        t: toast.success('Lead Saved Successfully'),
      });
    });
  });

  it.each(MODULES.map((module) => [module.key, recordName(module)] as const))(
    'every master: a %s saved, updated and deleted is named as one record, %s (decision 2240)',
    (module, name) => {
      const record = { id: 4, version: 1 };
      const api = stubApi({
        entity: {
          save: vi.fn().mockReturnValue(of(record)),
          update: vi.fn().mockReturnValue(of(record)),
          delete: vi.fn().mockReturnValue(of(undefined)),
        },
      });
      const actions: Action[] = [];
      const keep = (next: Action) => actions.push(next);
      saveEntityEpic(
        of(entitySaveRequested({ module, record: {} })),
        stateAfter(),
        dependencies(api),
      ).subscribe(keep);
      saveEntityEpic(of(entitySaveRequested({ module, record })), stateAfter(), dependencies(api)).subscribe(
        keep,
      );
      const confirmed = entityDeleteConfirmed({ module, confirmed: true });
      const asked = stateAfter(entityDeleteRequested({ module, record }), confirmed);
      deleteEntityEpic(of(confirmed), asked, dependencies(api)).subscribe(keep);
      const said = actions.flatMap((action) => (toastShown.match(action) ? [action.payload.message] : []));
      expect(said).toEqual([
        `${name} Saved Successfully`,
        `${name} Updated Successfully`,
        `${name} Deleted Successfully`,
      ]);
    },
  );

  it('spec §8: a refused save shows the reason in an error toast and on its field (4404032 on the name)', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.UOM_EXISTS, '', 409);
      const api = stubApi({ entity: { save: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'uom', record: { name: 'KGS' } }) });
      const message = 'A unit of measure with this name already exists.';
      expectObservable(saveEntityEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: entitySaveFailed({ module: 'uom', message, fieldErrors: { name: message } }),
        t: toast.error(message),
      });
    });
  });

  it('issue 8: the problems of a refused body show on their fields', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const issues = [{ field: 'salePrice', code: 4404017, message: 'Sale Price must be greater than zero' }];
      const error = new ApiError(
        RESPONSE_CODES.ITEM_SALE_PRICE_NOT_POSITIVE,
        issues[0]?.message ?? '',
        400,
        undefined,
        issues,
      );
      const api = stubApi({ entity: { save: () => cold('-#', undefined, error) } });
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'item', record: { code: 'A' } }) });
      expectObservable(saveEntityEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: entitySaveFailed({
          module: 'item',
          message: 'Sale Price must be greater than zero',
          fieldErrors: { salePrice: 'Sale Price must be greater than zero' },
        }),
        t: toast.error('Sale Price must be greater than zero'),
      });
    });
  });

  it('a failure that is no reply of the server shows on no field', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const api = stubApi({ entity: { save: () => cold('-#', undefined, new Error('bug')) } });
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'uom', record: { name: 'KGS' } }) });
      const message = 'Something went wrong on the server. Please try again.';
      expectObservable(saveEntityEpic(action$, stateAfter(), dependencies(api))).toBe('--(ft)', {
        f: entitySaveFailed({ module: 'uom', message, fieldErrors: {} }),
        t: toast.error(message),
      });
    });
  });

  it.each([
    ['a new record', { name: 'Loom 7' }, 'saveWithFiles', 'Machine Saved Successfully'],
    [
      'a stored record',
      { id: 7, version: 1, name: 'Loom 7' },
      'updateWithFiles',
      'Machine Updated Successfully',
    ],
  ] as const)('spec §7: %s with chosen files goes as the multipart form', (_case, record, call, text) => {
    const multipart = vi.fn();
    const files = [new File(['x'], 'loom.png', { type: 'image/png' })];
    marbles(({ hot, cold, expectObservable }) => {
      multipart.mockReturnValue(cold('-r|', { r: { ...record, id: 7 } }));
      const action$ = hot('-a', { a: entitySaveRequested({ module: 'machine', record, files }) });
      expectObservable(
        saveEntityEpic(action$, stateAfter(), dependencies(stubApi({ entity: { [call]: multipart } }))),
      ).toBe('--(st)', {
        s: entitySaved({ module: 'machine', record: { ...record, id: 7 } }),
        t: toast.success(text),
      });
    });
    expect(multipart).toHaveBeenCalledWith('chemical/machine', record, files);
  });
});

describe('deleteEntityEpic', () => {
  it('spec §2: OK (true) deletes the record, toasts and reloads the list', () => {
    const remove = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      remove.mockReturnValue(cold('-(r|)', { r: undefined }));
      const confirmed = entityDeleteConfirmed({ module: 'uom', confirmed: true });
      const state$ = stateAfter(entityDeleteRequested({ module: 'uom', record: kgs }), confirmed);
      expectObservable(
        deleteEntityEpic(
          hot('-a', { a: confirmed }),
          state$,
          dependencies(stubApi({ entity: { delete: remove } })),
        ),
      ).toBe('--(dtr)', {
        d: entityDeleted({ module: 'uom', id: 1 }),
        t: toast.success('Unit of Measure Deleted Successfully'),
        r: entityListRequested({ module: 'uom' }),
      });
    });
    expect(remove).toHaveBeenCalledWith('uom', kgs);
  });

  it.each([false, undefined])(
    'spec §2: Cancel (false) or the X (no result, %s) deletes nothing',
    (result) => {
      marbles(({ hot, expectObservable }) => {
        const answered = entityDeleteConfirmed({ module: 'uom', confirmed: result });
        const state$ = stateAfter(entityDeleteRequested({ module: 'uom', record: kgs }), answered);
        expectObservable(deleteEntityEpic(hot('-a', { a: answered }), state$, dependencies(stubApi()))).toBe(
          '',
        );
      });
    },
  );

  it('a confirmation with no delete pending does nothing', () => {
    marbles(({ hot, expectObservable }) => {
      const confirmed = entityDeleteConfirmed({ module: 'uom', confirmed: true });
      expectObservable(
        deleteEntityEpic(hot('-a', { a: confirmed }), stateAfter(confirmed), dependencies(stubApi())),
      ).toBe('');
    });
  });

  it('a refused delete shows the reason', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const error = new ApiError(RESPONSE_CODES.IN_USE, '', 409);
      const confirmed = entityDeleteConfirmed({ module: 'uom', confirmed: true });
      const state$ = stateAfter(entityDeleteRequested({ module: 'uom', record: kgs }), confirmed);
      const api = stubApi({ entity: { delete: () => cold('-#', undefined, error) } });
      expectObservable(deleteEntityEpic(hot('-a', { a: confirmed }), state$, dependencies(api))).toBe(
        '--(ft)',
        {
          f: entityDeleteFailed({ module: 'uom', message: error.message }),
          t: toast.error(error.message),
        },
      );
    });
  });
});
