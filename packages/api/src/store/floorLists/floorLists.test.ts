import { describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODES } from '@erp/domain';
import { dependencies, marbles, stubApi } from '../../../test/support/epics.ts';
import { device, inStore, instantStorage, tokenOf, userOf } from '../../../test/support/outbox.ts';
import { ApiError, NO_REPLY_MESSAGE } from '../../client/envelope.ts';
import { rootReducer } from '../rootReducer.ts';
import { loginSucceeded, sessionEnded } from '../session/sessionSlice.ts';
import { floorListEpic } from './floorListsEpics.ts';
import { floorListFailed, floorListLoaded, floorListRequested, selectFloorList } from './floorListsSlice.ts';

const signedIn = loginSucceeded({ token: tokenOf(7, 5), user: userOf(5) });
const racks = [
  { id: 1, name: 'B-2' },
  { id: 2, name: 'B-3' },
];
const ask = floorListRequested({ name: 'racks', module: 'rack' });
const noReply = new ApiError(RESPONSE_CODES.INTERNAL_SERVER_ERROR, '', 0, NO_REPLY_MESSAGE);

describe('floor lists (issue 58)', () => {
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
      ).toBe('--l', { l: floorListLoaded({ name: 'racks', rows: racks, total: 2, asOf: null }) });
    });
    expect(getAllByPartner).toHaveBeenCalledWith('erp/rack', { page: 1, size: 20 }, undefined);
    expect(storage.seen).toEqual(['keep 7:5 racks 2']);
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
        l: floorListLoaded({ name: 'racks', rows: racks, total: 2, asOf: at }),
        f: floorListFailed({ name: 'machines', reason: NO_REPLY_MESSAGE }),
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
      ).toBe('--f', { f: floorListFailed({ name: 'racks', reason: 'No access to Rack' }) });
    });
    const state = [ask, floorListLoaded({ name: 'racks', rows: racks, total: 2, asOf: null })].reduce(
      rootReducer,
      rootReducer(undefined, { type: '@@test/init' }),
    );
    expect(selectFloorList(state, 'racks')).toMatchObject({ status: 'loaded', asOf: null });
    expect(selectFloorList(rootReducer(state, sessionEnded({ reason: 'logout' })), 'racks')).toBeUndefined();
  });
});
