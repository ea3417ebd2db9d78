import { formatCount } from '../format/count.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/**
 * Work that runs off the request path (decision 2040): a report too long to read on its screen, prepared
 * as a file in the background. What the server answers of one, and what a screen shows of it.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
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
  /** Its owner asked it to stop (decision 2262): it stops between its pieces, undoing what it wrote. */
  cancelAsked: boolean;
  /** Rows done so far, of `total` once counted. */
  done: number;
  total: number | null;
  /** Why it failed, or what its cancelling undid, in the user's words. */
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

/** Whether a job has ended, one way or another: nothing more will change. */
export const isJobOver = (job: Pick<JobView, 'state'>): boolean =>
  job.state === 'done' || job.state === 'failed' || job.state === 'cancelled';

/** Whether its owner may still cancel it (decision 2262): queued or running, and not asked already. */
export const isCancellable = (job: Pick<JobView, 'state' | 'cancelAsked'>): boolean =>
  !isJobOver(job) && !job.cancelAsked;

/** How far a job is, 0 to 1, when its total is known; null while it is not. */
export function jobShare(job: Pick<JobView, 'state' | 'done' | 'total'>): number | null {
  if (job.state === 'done') return 1;
  if (job.total === null || job.total <= 0) return null;
  return Math.min(1, Math.max(0, job.done / job.total));
}

/** What undoing a job's writes came to (decision 2261): records removed or given back, and those left. */
export interface JobUndone {
  undone: number;
  kept: number;
}

/** Why a job that wrote ended before its work was done: its owner cancelled it, its server stopped, a fault. */
export type JobStop = 'cancelled' | 'stopped' | 'failed';

/**
 * What a job stopped before its end says of what it had written (decisions 2261, 2262); undefined when it
 * had written nothing and was not cancelled (the runner's own words then).
 */
export function jobUndoneMessage(stop: JobStop, { undone, kept }: JobUndone): string | undefined {
  if (kept > 0) return say(PHRASES.jobUndoneKept, { undone: formatCount(undone), kept: formatCount(kept) });
  if (stop === 'cancelled') {
    if (undone === 0) return PHRASES.jobCancelledNothing;
    return undone === 1
      ? PHRASES.jobCancelledUndoneOne
      : say(PHRASES.jobCancelledUndone, { count: formatCount(undone) });
  }
  if (undone === 0) return undefined;
  return stop === 'stopped' ? PHRASES.jobStoppedUndone : PHRASES.jobFailedUndone;
}
