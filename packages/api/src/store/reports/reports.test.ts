import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { loadReportEpic, loadReportModulesEpic } from './reportsEpics.ts';
import {
  reportFailed,
  reportLoaded,
  reportModulesFailed,
  reportModulesLoaded,
  reportModulesRequested,
  reportRequested,
  type ReportParams,
} from './reportsSlice.ts';

const AREAS = [{ area: 'Stock', reports: [{ id: 'lotClearance', title: 'Lot Clearance' }] }];
const ROW = { id: 1, lotNumber: 'L-1', left: 33 };
const params: ReportParams = { filter: { itemId: 3 }, page: 2, size: 10, sort: '-lotNumber' };
const asked = reportRequested({ reportId: 'lotClearance', params });
const reportsOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).reports;

describe('reports slice (decision 1210)', () => {
  it('keeps the areas the user may run', () => {
    expect(reportsOf(reportModulesRequested()).areasStatus).toBe('loading');
    expect(reportsOf(reportModulesLoaded(AREAS))).toMatchObject({ areas: AREAS, areasStatus: 'loaded' });
    expect(reportsOf(reportModulesFailed()).areasStatus).toBe('failed');
  });

  it('keeps the page it waits for with its totals, ignores a stale reply, clears for another report', () => {
    const loaded = reportsOf(
      asked,
      reportLoaded({ requestId: 1, rows: [ROW], totalCount: 11, totals: null, ownDocumentsOnly: false }),
    );
    expect(loaded).toMatchObject({
      reportId: 'lotClearance',
      params,
      rows: [ROW],
      totalCount: 11,
      status: 'loaded',
    });
    const stale = reportsOf(
      asked,
      asked,
      reportLoaded({ requestId: 1, rows: [ROW], totalCount: 1, totals: null, ownDocumentsOnly: false }),
    );
    expect(stale).toMatchObject({ rows: [], status: 'loading', requestId: 2 });
    const again = reportsOf(
      asked,
      reportLoaded({ requestId: 1, rows: [ROW], totalCount: 11, totals: null, ownDocumentsOnly: false }),
      reportRequested({ reportId: 'lotClearance', params: { ...params, page: 1 } }),
    );
    expect(again.rows).toEqual([ROW]);
    const other = reportsOf(
      asked,
      reportLoaded({
        requestId: 1,
        rows: [ROW],
        totalCount: 11,
        totals: { left: 3 },
        ownDocumentsOnly: true,
      }),
      reportRequested({ reportId: 'dispatchAgainstSO', params }),
    );
    expect(other).toMatchObject({ rows: [], totalCount: 0, totals: null, ownDocumentsOnly: false });
    expect(reportsOf(asked, reportFailed({ requestId: 1, message: 'Busy' }))).toMatchObject({
      status: 'failed',
      error: 'Busy',
    });
    expect(reportsOf(asked, reportFailed({ requestId: 7, message: 'Busy' })).status).toBe('loading');
    expect(reportsOf(reportModulesLoaded(AREAS), asked, sessionEnded({ reason: 'logout' }))).toMatchObject({
      areas: [],
      reportId: null,
    });
  });
});

describe('reports epics', () => {
  it('asks getReportModules and keeps the areas, or says why not', () => {
    const getReportModules = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getReportModules.mockReturnValueOnce(cold('-a|', { a: AREAS }));
      getReportModules.mockReturnValueOnce(cold('-#', undefined, new ApiError(9400001, 'No access', 400)));
      expectObservable(
        loadReportModulesEpic(
          hot('-r---r', { r: reportModulesRequested() }),
          stateAfter(),
          dependencies(stubApi({ reports: { getReportModules } })),
        ),
      ).toBe('--a---(ft)', {
        a: reportModulesLoaded(AREAS),
        f: reportModulesFailed(),
        t: toast.error('No access'),
      });
    });
  });

  it("posts the filters, page, size and sort to the report's rows call; a newer question wins", () => {
    const getReport = vi.fn();
    const page = { rows: [ROW], totalCount: 11, totals: null, ownDocumentsOnly: true };
    marbles(({ hot, cold, expectObservable }) => {
      getReport.mockReturnValue(cold('--p|', { p: page }));
      expectObservable(
        loadReportEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ reports: { getReport } })),
        ),
      ).toBe('---l', { l: reportLoaded({ requestId: 1, ...page }) });
    });
    expect(getReport).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'chemical/report/lotClearance' }),
      {
        itemId: 3,
        page: 2,
        size: 10,
        sort: '-lotNumber',
      },
    );
  });

  it('asks without a sort for the report order, and fails an unknown report or a refusal', () => {
    const getReport = vi.fn();
    const unsorted = reportRequested({ reportId: 'dispatchAgainstSO', params: { ...params, sort: null } });
    const unknown = reportRequested({ reportId: 'nope', params });
    marbles(({ hot, cold, expectObservable }) => {
      getReport.mockReturnValue(
        cold('-#', undefined, new ApiError(9400001, 'To must be on or after From', 400)),
      );
      expectObservable(
        loadReportEpic(
          hot('-a', { a: unsorted }),
          stateAfter(unsorted),
          dependencies(stubApi({ reports: { getReport } })),
        ),
      ).toBe('--(ft)', {
        f: reportFailed({ requestId: 1, message: 'To must be on or after From' }),
        t: toast.error('To must be on or after From'),
      });
      expectObservable(
        loadReportEpic(hot('-u', { u: unknown }), stateAfter(unknown), dependencies(stubApi())),
      ).toBe('-f', { f: reportFailed({ requestId: 1, message: 'There is no report nope' }) });
    });
    expect(getReport).toHaveBeenCalledWith(expect.anything(), { itemId: 3, page: 2, size: 10 });
  });

  it('a read stopped at the read limit fails without a toast: the screen offers to prepare it (decision 2040)', () => {
    const getReport = vi.fn();
    const message = 'This took longer than 15 seconds to read and was stopped.';
    marbles(({ hot, cold, expectObservable }) => {
      getReport.mockReturnValue(cold('-#', undefined, new ApiError(9503002, message, 503)));
      expectObservable(
        loadReportEpic(
          hot('-a', { a: asked }),
          stateAfter(asked),
          dependencies(stubApi({ reports: { getReport } })),
        ),
      ).toBe('--f', { f: reportFailed({ requestId: 1, message, tooLong: true }) });
    });
    expect(reportsOf(asked, reportFailed({ requestId: 1, message, tooLong: true }))).toMatchObject({
      status: 'failed',
      tooLong: true,
    });
    expect(reportsOf(asked, reportFailed({ requestId: 1, message, tooLong: true }), asked).tooLong).toBe(
      false,
    );
  });
});
