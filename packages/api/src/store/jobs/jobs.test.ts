import type { JobView } from '@erp/domain';
import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateAfter, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { downloadEnded, downloadKeys, downloadStarted } from '../downloads/downloadsSlice.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { cancelJobEpic, jobFileEpic, loadJobsEpic, prepareReportEpic, watchJobsEpic } from './jobsEpics.ts';
import {
  JOBS_SHOWN,
  jobCancelRequested,
  jobFileRequested,
  jobUpdated,
  jobsFailed,
  jobsLoaded,
  jobsRequested,
  reportPrepareRequested,
} from './jobsSlice.ts';

const job = (id: number, state: JobView['state'], done = 0, cancelAsked = false): JobView => ({
  id,
  kind: 'report',
  subject: 'salesRegister',
  title: 'Sales Register',
  description: 'From 2026-04-01',
  state,
  cancelAsked,
  done,
  total: state === 'queued' ? null : 100,
  message: null,
  fileName: state === 'done' ? 'Sales Register.xlsx' : null,
  createdAt: '2026-11-27T05:00:00.000Z',
  finishedAt: state === 'done' ? '2026-11-27T05:01:00.000Z' : null,
});
const jobsOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).jobs;

describe('jobs slice (decision 2040)', () => {
  it('keeps the newest jobs of each subject; news of a job replaces it, a new one comes first', () => {
    const loaded = jobsOf(
      jobsRequested({ subject: 'salesRegister' }),
      jobsLoaded({ subject: 'salesRegister', jobs: [job(2, 'done'), job(1, 'failed')], total: 2 }),
    );
    expect(loaded.salesRegister?.jobs.map(({ id, state }) => [id, state])).toEqual([
      [2, 'done'],
      [1, 'failed'],
    ]);
    const updated = jobsOf(
      jobsLoaded({ subject: 'salesRegister', jobs: [job(2, 'running')], total: 1 }),
      jobUpdated(job(2, 'running', 50)),
      jobUpdated(job(3, 'queued')),
    );
    expect(updated.salesRegister).toMatchObject({ total: 2, status: 'loaded' });
    expect(updated.salesRegister?.jobs.map(({ id, done }) => [id, done])).toEqual([
      [3, 0],
      [2, 50],
    ]);
    const many = jobsOf(...[1, 2, 3, 4, 5, 6, 7].map((id) => jobUpdated(job(id, 'queued'))));
    expect(many.salesRegister?.jobs).toHaveLength(JOBS_SHOWN);
    expect(jobsOf(jobsRequested({ subject: 'x' }), jobsFailed({ subject: 'x' })).x?.status).toBe('failed');
    expect(jobsOf(jobUpdated(job(1, 'queued')), sessionEnded({ reason: 'logout' }))).toEqual({});
  });
});

describe('jobs epics (decision 2040)', () => {
  it('lists the newest jobs of the subject, or says why not', () => {
    const listJobs = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      listJobs.mockReturnValueOnce(cold('-p|', { p: { rows: [job(1, 'done')], totalCount: 1 } }));
      listJobs.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(9400001, 'Choose what the jobs are of', 400)),
      );
      const asked = jobsRequested({ subject: 'salesRegister' });
      expectObservable(
        loadJobsEpic(hot('-a--a', { a: asked }), stateAfter(), dependencies(stubApi({ jobs: { listJobs } }))),
      ).toBe('--l--(ft)', {
        l: jobsLoaded({ subject: 'salesRegister', jobs: [job(1, 'done')], total: 1 }),
        f: jobsFailed({ subject: 'salesRegister' }),
        t: toast.error('Choose what the jobs are of'),
      });
    });
    expect(listJobs).toHaveBeenCalledWith('salesRegister', JOBS_SHOWN);
  });

  it("prepares the report's file with the screen's filters in the format asked; a refusal is a toast", () => {
    const prepareReport = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      prepareReport.mockReturnValueOnce(cold('-j|', { j: job(4, 'queued') }));
      prepareReport.mockReturnValueOnce(cold('-#', undefined, new ApiError(9400001, 'Choose the Item', 400)));
      const asked = reportPrepareRequested({
        reportId: 'salesRegister',
        filter: { from: '2026-04-01' },
        format: 'excel',
      });
      const unknown = reportPrepareRequested({ reportId: 'nope', filter: {}, format: 'pdf' });
      expectObservable(
        prepareReportEpic(
          hot('-a--a-u', { a: asked, u: unknown }),
          stateAfter(),
          dependencies(stubApi({ reports: { prepareReport } })),
        ),
      ).toBe('--j--tu', {
        j: jobUpdated(job(4, 'queued')),
        t: toast.error('Choose the Item'),
        u: toast.error('There is no report nope'),
      });
    });
    expect(prepareReport).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'chemical/report/salesRegister' }),
      { from: '2026-04-01' },
      'excel',
    );
  });

  it('asks after a job under way every second until it has ended, and stops at the session’s end', () => {
    const getJob = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      getJob.mockReturnValue(cold('-r|', { r: job(5, 'running', 40) }));
      // The running news (the store hears the epic's own answer) waits a second again; the done news does not.
      const action$ = hot('-q 1100ms r 1100ms d', {
        q: jobUpdated(job(5, 'queued')),
        r: jobUpdated(job(5, 'running', 40)),
        d: jobUpdated(job(5, 'done', 100)),
      });
      expectObservable(
        watchJobsEpic(action$, stateAfter(), dependencies(stubApi({ jobs: { getJob } }))),
      ).toBe('- 1001ms r 1100ms r', { r: jobUpdated(job(5, 'running', 40)) });
    });
    expect(getJob).toHaveBeenCalledTimes(2);
    expect(getJob).toHaveBeenCalledWith(5);

    const unasked = vi.fn();
    marbles(({ hot, expectObservable }) => {
      const action$ = hot('-l 100ms e', {
        l: jobsLoaded({ subject: 'salesRegister', jobs: [job(6, 'running'), job(7, 'done')], total: 2 }),
        e: sessionEnded({ reason: 'logout' }),
      });
      expectObservable(
        watchJobsEpic(action$, stateAfter(), dependencies(stubApi({ jobs: { getJob: unasked } }))),
      ).toBe('');
    });
    expect(unasked).not.toHaveBeenCalled();
  });

  it('saves a done job’s file under its own name, busy on its button; a refusal is a toast', () => {
    const saveJobFile = vi.fn();
    const key = downloadKeys.jobFile(8);
    marbles(({ hot, cold, expectObservable }) => {
      saveJobFile.mockReturnValueOnce(cold('--(n|)', { n: 'Sales Register.xlsx' }));
      saveJobFile.mockReturnValueOnce(
        cold('-#', undefined, new ApiError(9404001, 'There is no such prepared file of yours.', 404)),
      );
      const asked = jobFileRequested({ id: 8, fileName: 'Sales Register.xlsx' });
      expectObservable(
        jobFileEpic(
          hot('-a---a', { a: asked }),
          stateAfter(),
          dependencies(stubApi({ jobs: { saveJobFile } })),
        ),
      ).toBe('-s-e-r(te)', {
        s: downloadStarted({ key, at: 1 }),
        r: downloadStarted({ key, at: 5 }),
        e: downloadEnded({ key }),
        t: toast.error('There is no such prepared file of yours.'),
      });
    });
    expect(saveJobFile).toHaveBeenCalledWith(8, 'Sales Register.xlsx', expect.any(Function));
  });

  it('decision 2262: cancels a job, its news at once (being cancelled, then watched to its end); a refusal is a toast', () => {
    const cancelJob = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      cancelJob.mockReturnValueOnce(cold('-j|', { j: job(9, 'running', 30, true) }));
      cancelJob.mockReturnValueOnce(
        cold(
          '-#',
          undefined,
          new ApiError(9409002, 'This has ended already: there is nothing left to cancel.', 409),
        ),
      );
      expectObservable(
        cancelJobEpic(
          hot('-c--c', { c: jobCancelRequested({ id: 9 }) }),
          stateAfter(),
          dependencies(stubApi({ jobs: { cancelJob } })),
        ),
      ).toBe('--j--t', {
        j: jobUpdated(job(9, 'running', 30, true)),
        t: toast.error('This has ended already: there is nothing left to cancel.'),
      });
    });
    expect(cancelJob).toHaveBeenCalledWith(9);
  });
});
