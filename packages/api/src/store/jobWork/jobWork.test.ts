import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { JobWorkOutstandingRow } from '../../jobWork/jobWork.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadJobWorkOutstandingEpic, reloadJobWorkOutstandingEpic } from './jobWorkEpics.ts';
import {
  jobWorkOutstandingFailed,
  jobWorkOutstandingLoaded,
  jobWorkOutstandingOpened,
  jobWorkOutstandingPaged,
  jobWorkOutstandingRequested,
  jobWorkOutstandingSearched,
  jobWorkOutstandingSorted,
} from './jobWorkSlice.ts';

const ROW: JobWorkOutstandingRow = {
  challanId: 4,
  challanLineId: 9,
  challanNumber: 'JWC/2026-27/00001',
  date: '2026-11-24',
  status: 20,
  party: { id: 7, name: 'Shree Ganesh Polymers' },
  item: { id: 3, name: 'PP Granules' },
  uom: { id: 1, name: 'KGS', decimals: 3 },
  sent: 40,
  returned: 25,
  wasted: 1.5,
  stillOut: 13.5,
};
const opened = jobWorkOutstandingOpened({ pageSize: 20 });
const jobWorkOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).jobWork;

describe('job work slice', () => {
  it('opens at the user page size; a stale reply is ignored; search and sort start again from page 1', () => {
    const state = jobWorkOf(
      opened,
      jobWorkOutstandingPaged({ page: 3, size: 20 }),
      jobWorkOutstandingLoaded({ requestId: 1, rows: [ROW], totalCount: 80 }),
    );
    expect(state).toMatchObject({ params: { page: 3, size: 20 }, rows: [], status: 'loading', requestId: 2 });
    const loaded = jobWorkOf(opened, jobWorkOutstandingLoaded({ requestId: 1, rows: [ROW], totalCount: 1 }));
    expect(loaded).toMatchObject({ rows: [ROW], totalCount: 1, status: 'loaded' });
    const searched = [
      opened,
      jobWorkOutstandingPaged({ page: 2, size: 20 }),
      jobWorkOutstandingSearched('ganesh'),
    ];
    expect(jobWorkOf(...searched).params).toEqual({ q: 'ganesh', page: 1, size: 20, sort: '' });
    expect(jobWorkOf(...searched, jobWorkOutstandingSorted('-stillOut')).params.sort).toBe('-stillOut');
    expect(jobWorkOf(opened, jobWorkOutstandingPaged({ page: 4, size: 50 })).params.page).toBe(1);
  });

  it('a failure is kept with its message; a stale one is not; a new session starts from nothing', () => {
    const failed = jobWorkOf(opened, jobWorkOutstandingFailed({ requestId: 1, message: 'Busy' }));
    expect(failed).toMatchObject({ status: 'failed', error: 'Busy' });
    expect(jobWorkOf(opened, jobWorkOutstandingFailed({ requestId: 7, message: 'Busy' })).status).toBe(
      'loading',
    );
    expect(jobWorkOf(opened, sessionEnded({ reason: 'logout' })).requestId).toBe(0);
  });

  it('spec §4: a page past the end steps back and asks again', () => {
    const state = jobWorkOf(
      opened,
      jobWorkOutstandingPaged({ page: 5, size: 20 }),
      jobWorkOutstandingLoaded({ requestId: 2, rows: [], totalCount: 30 }),
    );
    expect(state).toMatchObject({ params: { page: 2 }, reloadNeeded: true });
  });
});

describe('job work epics', () => {
  it('loads the page with the sort and the trimmed search', () => {
    const getOutstanding = vi.fn();
    const sorted = jobWorkOutstandingSorted('-stillOut');
    marbles(({ hot, cold, expectObservable }) => {
      getOutstanding.mockReturnValue(cold('-r|', { r: { rows: [ROW], totalCount: 11 } }));
      expectObservable(
        loadJobWorkOutstandingEpic(
          hot('-a', { a: sorted }),
          stateAfter(opened, jobWorkOutstandingSearched(' ganesh '), sorted),
          dependencies(stubApi({ jobWork: { getOutstanding } })),
        ),
      ).toBe('--l', { l: jobWorkOutstandingLoaded({ requestId: 3, rows: [ROW], totalCount: 11 }) });
    });
    expect(getOutstanding).toHaveBeenCalledWith({ page: 1, size: 20, q: 'ganesh', sort: '-stillOut' });
  });

  it('typed search waits 250 ms after the last key; the first page asks with neither search nor sort', () => {
    const getOutstanding = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getOutstanding.mockReturnValue(cold('-r|', { r: { rows: [], totalCount: 0 } }));
      const typed = jobWorkOutstandingSearched('   ');
      expectObservable(
        loadJobWorkOutstandingEpic(
          hot('-a', { a: typed }),
          stateAfter(opened, typed),
          dependencies(stubApi({ jobWork: { getOutstanding } })),
        ),
      ).toBe('- 250ms -l', { l: jobWorkOutstandingLoaded({ requestId: 2, rows: [], totalCount: 0 }) });
    });
    expect(getOutstanding).toHaveBeenCalledWith({ page: 1, size: 20 });
  });

  it('a failure says why in a toast', () => {
    marbles(({ hot, cold, expectObservable }) => {
      const failure = new ApiError(5000001, 'The server is busy', 500);
      const getOutstanding = vi.fn().mockReturnValue(cold('-#', undefined, failure));
      expectObservable(
        loadJobWorkOutstandingEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ jobWork: { getOutstanding } })),
        ),
      ).toBe('--(ft)', {
        f: jobWorkOutstandingFailed({ requestId: 1, message: 'The server is busy' }),
        t: toast.error('The server is busy'),
      });
    });
  });

  it('spec §4: a page past the end is asked again where it stepped back to', () => {
    marbles(({ hot, expectObservable }) => {
      const past = jobWorkOutstandingLoaded({ requestId: 2, rows: [], totalCount: 30 });
      const paged = jobWorkOutstandingPaged({ page: 5, size: 20 });
      expectObservable(
        reloadJobWorkOutstandingEpic(
          hot('-a', { a: past }),
          stateAfter(opened, paged, past),
          dependencies(stubApi({})),
        ),
      ).toBe('-r', { r: jobWorkOutstandingRequested() });
    });
  });
});
