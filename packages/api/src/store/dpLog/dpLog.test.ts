import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import type { DpLogRow, DpLogTotals } from '@erp/domain';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadDpLogEpic, reloadDpLogEpic } from './dpLogEpics.ts';
import {
  dpLogFailed,
  dpLogFiltered,
  dpLogLoaded,
  dpLogOpened,
  dpLogPaged,
  dpLogRequested,
  dpLogSorted,
} from './dpLogSlice.ts';

const hours = { metres: 900, kg: 72, pieces: 0, runningHours: 10, stoppedHours: 2 };
const ROW: DpLogRow = {
  date: '2026-11-10',
  shift: 'DAY',
  machine: { id: 3, name: 'Circular Loom 1', code: 'LOOM-01' },
  ...hours,
  recordedStops: [],
  outputUnit: 'METRES',
  stoppageReasons: ['POWER_CUT'],
  operators: [{ id: 12, name: 'Ramesh Yadav' }],
  availability: 83.33,
  performance: 90,
  efficiency: 75,
  problem: null,
};
const TOTALS: DpLogTotals = { ...hours, availability: 83.33, performance: 90, efficiency: 75, problem: null };
const opened = dpLogOpened({ pageSize: 20, today: '2026-11-24' });
const dpLogOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).dpLog;

describe('DP log slice', () => {
  it('opens over the month so far at the user page size; a chosen range stays when it opens again', () => {
    expect(dpLogOf(opened).params).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-24',
      machineId: null,
      operatorId: null,
      page: 1,
      size: 20,
      sort: '',
    });
    const filtered = dpLogFiltered({ fromDate: '2026-10-01', toDate: '2026-10-31', machineId: 3 });
    const again = dpLogOf(opened, dpLogPaged({ page: 2, size: 20 }), filtered, opened);
    expect(again.params).toMatchObject({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      machineId: 3,
      page: 1,
    });
    expect(dpLogOf(opened, dpLogSorted('-efficiency')).params.sort).toBe('-efficiency');
    // Decision 1320: an operator chosen keeps the range and the machine.
    expect(dpLogOf(opened, filtered, dpLogFiltered({ operatorId: 12 })).params).toMatchObject({
      fromDate: '2026-10-01',
      machineId: 3,
      operatorId: 12,
    });
    expect(dpLogOf(opened, dpLogPaged({ page: 4, size: 50 })).params.page).toBe(1);
  });

  it('keeps the reply it waits for with its totals, ignores a stale one, and starts from nothing for a new session', () => {
    const loaded = dpLogOf(opened, dpLogLoaded({ requestId: 1, rows: [ROW], totalCount: 1, totals: TOTALS }));
    expect(loaded).toMatchObject({ rows: [ROW], totalCount: 1, totals: TOTALS, status: 'loaded' });
    const stale = dpLogOf(
      opened,
      dpLogRequested(),
      dpLogLoaded({ requestId: 1, rows: [ROW], totalCount: 1, totals: TOTALS }),
    );
    expect(stale).toMatchObject({ rows: [], status: 'loading', requestId: 2 });
    expect(dpLogOf(opened, dpLogFailed({ requestId: 1, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(dpLogOf(opened, dpLogFailed({ requestId: 9, message: 'Busy' })).status).toBe('loading');
    expect(dpLogOf(opened, sessionEnded({ reason: 'logout' })).params.fromDate).toBe('');
  });

  it('spec §4: a page past the end steps back and asks again', () => {
    const state = dpLogOf(
      opened,
      dpLogPaged({ page: 5, size: 20 }),
      dpLogLoaded({ requestId: 2, rows: [], totalCount: 30, totals: TOTALS }),
    );
    expect(state).toMatchObject({ params: { page: 2 }, reloadNeeded: true });
  });
});

describe('DP log epics', () => {
  it('asks for the range, the machine, the operator and the sort, and keeps the totals', () => {
    const getLog = vi.fn();
    const filtered = dpLogFiltered({
      fromDate: '2026-11-01',
      toDate: '2026-11-10',
      machineId: 3,
      operatorId: 12,
    });
    const sorted = dpLogSorted('-efficiency');
    marbles(({ hot, cold, expectObservable }) => {
      getLog.mockReturnValue(cold('-r|', { r: { rows: [ROW], totalCount: 1, totals: TOTALS } }));
      expectObservable(
        loadDpLogEpic(
          hot('-a', { a: sorted }),
          stateAfter(opened, filtered, sorted),
          dependencies(stubApi({ dpLog: { getLog } })),
        ),
      ).toBe('--l', { l: dpLogLoaded({ requestId: 3, rows: [ROW], totalCount: 1, totals: TOTALS }) });
    });
    expect(getLog).toHaveBeenCalledWith({
      fromDate: '2026-11-01',
      toDate: '2026-11-10',
      machineId: 3,
      operatorId: 12,
      page: 1,
      size: 20,
      sort: '-efficiency',
    });
  });

  it('the first page asks with neither machine nor sort; a failure says why in a toast', () => {
    const getLog = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getLog.mockReturnValue(
        cold('-#', undefined, new ApiError(9400001, 'The period cannot end before it starts.', 400)),
      );
      expectObservable(
        loadDpLogEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ dpLog: { getLog } })),
        ),
      ).toBe('--(ft)', {
        f: dpLogFailed({ requestId: 1, message: 'The period cannot end before it starts.' }),
        t: toast.error('The period cannot end before it starts.'),
      });
    });
    expect(getLog).toHaveBeenCalledWith({ fromDate: '2026-11-01', toDate: '2026-11-24', page: 1, size: 20 });
  });

  it('spec §4: a page past the end is asked again where it stepped back to', () => {
    marbles(({ hot, expectObservable }) => {
      const past = dpLogLoaded({ requestId: 2, rows: [], totalCount: 30, totals: null });
      const paged = dpLogPaged({ page: 5, size: 20 });
      expectObservable(
        reloadDpLogEpic(hot('-a', { a: past }), stateAfter(opened, paged, past), dependencies(stubApi({}))),
      ).toBe('-r', { r: dpLogRequested() });
    });
  });
});
