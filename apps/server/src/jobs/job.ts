// A background job (decision 2040) as its row keeps it, what its work is given and makes, and how its
// owner reads it; the runner (runner.ts) takes and runs them.
import type { Readable } from 'node:stream';
import { RESPONSE_CODES, type JobKind, type JobUndone, type JobView } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { backgroundJob } from '../db/schema.ts';
import type { StoredTable } from '../stores/types.ts';
import type { JobJournal } from './journal.ts';

export type JobRow = typeof backgroundJob.$inferSelect;

/** What a job's work is given: who asked (their rights then), what they asked, where to say how far it is. */
export interface JobContext {
  caller: Caller;
  params: unknown;
  /** Rows done of `total`; written at most once a second. */
  progress(done: number, total: number): void;
  /** Aborted when the server stops or its owner cancels it: the work stops between its pages or pieces. */
  signal: AbortSignal;
  /** What it was given beside its parameters (a sheet's rows), where it lies; undefined when nothing. */
  input: string | undefined;
  /** Where a job that writes notes its pieces' writes, to be undone if it does not end (decision 2261). */
  journal: JobJournal;
  /** Undoes what the journal noted (a later piece refused): the runner does so itself when the work throws. */
  undo(): Promise<JobUndone>;
}

/** What a job makes: a file (the shape a call that downloads one answers, `FileReply` of http/). */
export interface JobFile {
  contentType: string;
  fileName: string;
  body: Buffer | Readable;
}

export type JobWork = (context: JobContext) => Promise<JobFile>;

/** What is asked: the work's kind and what it is of, in words, and what the work is given. */
export interface JobRequest {
  kind: JobKind;
  subject: string;
  title: string;
  description: string;
  params: unknown;
  /**
   * What is too large for the job's row (a sheet's rows as JSON): the name of the file it was written in
   * (`JobRunner.inputFile`, in the work pool: decision 2268), kept until the job ends.
   */
  inputName?: string;
}

/**
 * A kind of job that writes: the store of each table its pieces write, by which what it noted is undone
 * when it does not end (decision 2261).
 */
export type StoreOf = (table: string) => StoredTable | undefined;

/** Where a failed job is told beside its row: the log. */
export interface JobLog {
  error(fields: object, message: string): void;
}

export interface RunnerOptions {
  /** Jobs one process runs at once: one on PGlite, whose one connection they would share anyway. */
  concurrency: number;
  /** How often a runner looks for jobs other processes queued. */
  pollMs: number;
  /** A running job without a sign of life this long was stopped with its process. */
  staleMs: number;
}

export const RUNNER_DEFAULTS = { pollMs: 5_000, staleMs: 10 * 60_000 } as const;

/** What the owner reads when the process running their job stopped. */
export const STOPPED_MESSAGE = 'The server stopped while this was being prepared. Prepare it again.';
/** What the owner reads when the work failed in a way that is ours. */
export const FAILED_MESSAGE =
  'This could not be prepared. Try again; if it fails again, tell your administrator.';

/**
 * What a job that ended keeps of what it was given: nothing. Its parameters may be a party's data (an
 * import's rows, decision 2153), which stays only while the job may still run.
 */
export const ENDED = {};

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** A job row as its owner sees it. */
export const viewOf = (row: JobRow): JobView => ({
  id: row.id,
  kind: row.kind as JobKind,
  subject: row.subject,
  title: row.title,
  description: row.description,
  state: row.state as JobView['state'],
  done: row.done,
  total: row.total,
  message: row.message,
  fileName: row.fileName,
  cancelAsked: row.cancelAsked,
  createdAt: row.createdAt.toISOString(),
  finishedAt: iso(row.finishedAt),
});

/** The caller's rights as a job keeps them, and back. */
export const keptCaller = ({ staffId, orgId, ownRecordsOnly, ownedOnly }: Caller) => ({
  staffId,
  orgId,
  ownRecordsOnly: ownRecordsOnly === true,
  ownedOnly: [...(ownedOnly ?? [])],
});
export const callerOf = (kept: unknown): Caller => kept as ReturnType<typeof keptCaller>;

/** A refusal in the user's words (an export past its cap, a filter no longer valid), else nothing. */
export const refusalOf = (error: unknown): string | undefined =>
  error instanceof AppError && error.code !== RESPONSE_CODES.INTERNAL_SERVER_ERROR
    ? error.message
    : undefined;
