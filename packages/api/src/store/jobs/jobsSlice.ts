import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JobView } from '@erp/domain';
import type { ReportFormat } from '../../reports/reports.ts';
import type { LoadStatus } from '../entities/entitiesSlice.ts';
import { isSessionOver } from '../session/sessionSlice.ts';

/** The jobs of one subject the user looks at (a report's prepared files), newest first. */
export interface SubjectJobs {
  jobs: JobView[];
  total: number;
  status: LoadStatus;
}

/** Decision 2040: the user's background jobs, by what they are of. */
export type JobsState = Readonly<Record<string, SubjectJobs>>;

/** How many of a subject's jobs a screen lists: the newest. */
export const JOBS_SHOWN = 5;

const initialState: JobsState = {};
const empty = (): SubjectJobs => ({ jobs: [], total: 0, status: 'idle' });

export const jobsSlice = createSlice({
  name: 'jobs',
  initialState,
  reducers: {
    jobsRequested(state, action: PayloadAction<{ subject: string }>) {
      const { subject } = action.payload;
      state[subject] = { ...(state[subject] ?? empty()), status: 'loading' };
    },
    jobsLoaded(state, action: PayloadAction<{ subject: string; jobs: JobView[]; total: number }>) {
      const { subject, jobs, total } = action.payload;
      state[subject] = { jobs, total, status: 'loaded' };
    },
    jobsFailed(state, action: PayloadAction<{ subject: string }>) {
      const { subject } = action.payload;
      state[subject] = { ...(state[subject] ?? empty()), status: 'failed' };
    },
    /** A job asked for or asked after: it replaces its older self, or comes first. */
    jobUpdated(state, action: PayloadAction<JobView>) {
      const job = action.payload;
      const subject = state[job.subject] ?? { ...empty(), status: 'loaded' };
      const at = subject.jobs.findIndex((known) => known.id === job.id);
      if (at >= 0) subject.jobs[at] = job;
      else {
        subject.jobs = [job, ...subject.jobs].slice(0, JOBS_SHOWN);
        subject.total += 1;
      }
      state[job.subject] = subject;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionOver, () => initialState);
  },
  selectors: {
    /** The jobs of `subject` the screen shows. */
    selectJobsOf: (state, subject: string): SubjectJobs => state[subject] ?? EMPTY,
  },
});

const EMPTY: SubjectJobs = empty();

/** A report's file asked to be prepared in the background, with the filters on its screen. */
export const reportPrepareRequested = createAction<{
  reportId: string;
  filter: Readonly<Record<string, string | number | boolean>>;
  format: ReportFormat;
}>('jobs/reportPrepareRequested');

/** A job's Cancel clicked (decision 2262): it stops between its pieces and undoes what it wrote. */
export const jobCancelRequested = createAction<{ id: number }>('jobs/cancelRequested');

/** A done job's file clicked: saved under its own name, busy on its button. */
export const jobFileRequested = createAction<{ id: number; fileName: string }>('jobs/fileRequested');

export const { jobsRequested, jobsLoaded, jobsFailed, jobUpdated } = jobsSlice.actions;
export const { selectJobsOf } = jobsSlice.selectors;
