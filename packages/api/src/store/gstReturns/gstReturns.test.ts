import { describe, expect, it, vi } from 'vitest';
import {
  dependencies,
  marbles,
  stateAfter,
  stubApi,
  withoutDownloadState,
} from '../../../test/support/epics.ts';
import { ApiError, type OwnFigures } from '../../client/envelope.ts';
import type { Gstr1Return } from '../../billing/gstReturns.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { downloadGstFileEpic, loadGstReturnEpic } from './gstReturnsEpics.ts';
import {
  gstFileRequested,
  gstReturnChosen,
  gstReturnFailed,
  gstReturnLoaded,
  gstReturnsOpened,
  monthEnd,
  recentMonths,
  tallyRangeChanged,
} from './gstReturnsSlice.ts';

const opened = gstReturnsOpened({ today: '2026-05-12' });
const stateOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).gstReturns;
const SUMMARY = {
  gstin: '24AAACB1234F1Z5',
  period: '042026',
  month: '2026-04',
  ownDocumentsOnly: false,
} as OwnFigures<Gstr1Return>;

describe('GST Returns slice (decisions 1430–1432)', () => {
  it.each([
    ['a month of 30 days', monthEnd('2026-04'), '2026-04-30'],
    ['February of a leap year', monthEnd('2028-02'), '2028-02-29'],
    ['December', monthEnd('2026-12'), '2026-12-31'],
  ])('%s ends on its last day', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('offers the months up to today’s, newest first, across a year', () => {
    expect(recentMonths('2026-02-03', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('opens on the month before today’s (the one filed), its Tally range the whole month', () => {
    expect(stateOf(opened)).toMatchObject({
      month: '2026-04',
      tallyFrom: '2026-04-01',
      tallyTo: '2026-04-30',
      status: 'loading',
      requestId: 1,
    });
    const chosen = stateOf(opened, gstReturnChosen({ month: '2026-02', branchId: 3 }), opened);
    expect(chosen).toMatchObject({ month: '2026-02', branchId: 3, tallyTo: '2026-02-28' });
    const branch = stateOf(
      opened,
      tallyRangeChanged({ from: '2026-04-10' }),
      gstReturnChosen({ branchId: 3 }),
    );
    expect(branch).toMatchObject({ month: '2026-04', tallyFrom: '2026-04-10', tallyTo: '2026-04-30' });
  });

  it('keeps the reply it waits for, ignores a stale one, says a failure, and forgets all at logout', () => {
    expect(stateOf(opened, gstReturnLoaded({ requestId: 1, summary: SUMMARY }))).toMatchObject({
      summary: SUMMARY,
      status: 'loaded',
    });
    expect(stateOf(opened, gstReturnLoaded({ requestId: 7, summary: SUMMARY })).summary).toBeNull();
    expect(stateOf(opened, gstReturnFailed({ requestId: 1, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(stateOf(opened, gstReturnFailed({ requestId: 4, message: 'Busy' })).status).toBe('loading');
    expect(stateOf(opened, sessionEnded({ reason: 'logout' })).month).toBe('');
  });
});

describe('GST Returns epics', () => {
  it('loads the return of the month and branch chosen; a failure says why', () => {
    const getGstr1 = vi.fn();
    const chosen = gstReturnChosen({ branchId: 3 });
    marbles(({ hot, cold, expectObservable }) => {
      getGstr1.mockReturnValue(cold('-r|', { r: SUMMARY }));
      expectObservable(
        loadGstReturnEpic(
          hot('-a', { a: chosen }),
          stateAfter(opened, chosen),
          dependencies(stubApi({ gstReturns: { getGstr1 } })),
        ),
      ).toBe('--l', { l: gstReturnLoaded({ requestId: 2, summary: SUMMARY }) });
    });
    expect(getGstr1).toHaveBeenCalledWith({ month: '2026-04', branchId: 3 });
    marbles(({ hot, cold, expectObservable }) => {
      getGstr1.mockReturnValue(cold('-#', undefined, new ApiError(9400001, 'No such branch', 400)));
      expectObservable(
        loadGstReturnEpic(
          hot('-a', { a: opened }),
          stateAfter(opened),
          dependencies(stubApi({ gstReturns: { getGstr1 } })),
        ),
      ).toBe('--(ft)', {
        f: gstReturnFailed({ requestId: 1, message: 'No such branch' }),
        t: toast.error('No such branch'),
      });
    });
  });

  it('downloads GSTR-1’s files of the month and Tally’s of the range, and says what was saved', () => {
    const downloadGstr1 = vi.fn();
    const downloadTally = vi.fn();
    const api = stubApi({ gstReturns: { downloadGstr1, downloadTally } });
    const ranged = tallyRangeChanged({ to: '2026-04-15' });
    marbles(({ hot, cold, expectObservable }) => {
      downloadGstr1.mockReturnValue(cold('-n|', { n: 'GSTR1 2026-04.json' }));
      downloadTally.mockReturnValue(
        cold('-#', undefined, new ApiError(9400001, 'From must be on or before To', 400)),
      );
      expectObservable(
        withoutDownloadState(downloadGstFileEpic)(
          hot('-j---t', { j: gstFileRequested('json'), t: gstFileRequested('tally') }),
          stateAfter(opened, ranged),
          dependencies(api),
        ),
      ).toBe('--s---e', {
        s: toast.success('Saved GSTR1 2026-04.json'),
        e: toast.error('From must be on or before To'),
      });
    });
    expect(downloadGstr1).toHaveBeenCalledWith(
      { month: '2026-04', branchId: null },
      'json',
      expect.any(Function),
    );
    expect(downloadTally).toHaveBeenCalledWith(
      { from: '2026-04-01', to: '2026-04-15', branchId: null },
      expect.any(Function),
    );
  });
});
