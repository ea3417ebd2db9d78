/**
 * Work that runs off the request path (decision 2040): a report too long to read on its screen, prepared
 * as a file in the background. What the server answers of one, and what a screen shows of it.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The kinds of work a job does: a report's file, a master's sheet checked or imported (decision 2100). */
export const JOB_KINDS = ['report', 'import'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** A job as its owner sees it. */
export interface JobView {
  id: number;
  kind: JobKind;
  /** What it is of: a report's id. */
  subject: string;
  /** The report's title, as the file is named. */
  title: string;
  /** Its filters in words ('From 01-04-2026 · Party: Asha Traders'); '' when none. */
  description: string;
  state: JobState;
  /** Rows done so far, of `total` once counted. */
  done: number;
  total: number | null;
  /** Why it failed, in the user's words. */
  message: string | null;
  /** The file it made, once done. */
  fileName: string | null;
  /** ISO times. */
  createdAt: string;
  finishedAt: string | null;
}

/** A finished job's file is kept this many days, then removed with its job. */
export const JOB_KEEP_DAYS = 7;

/** How often a screen asks after a job under way. */
export const JOB_POLL_MS = 1_000;

/** Whether a job has ended, one way or the other: nothing more will change. */
export const isJobOver = (job: Pick<JobView, 'state'>): boolean =>
  job.state === 'done' || job.state === 'failed';

/** How far a job is, 0 to 1, when its total is known; null while it is not. */
export function jobShare(job: Pick<JobView, 'state' | 'done' | 'total'>): number | null {
  if (job.state === 'done') return 1;
  if (job.total === null || job.total <= 0) return null;
  return Math.min(1, Math.max(0, job.done / job.total));
}
