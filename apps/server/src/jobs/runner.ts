// Work off the request path (decision 2040): a job is asked for in a request, written as a row, and run
// later by a runner of whichever server process takes it first, as its owner.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { JOB_KEEP_DAYS, RESPONSE_CODES, type JobKind, type JobView } from '@erp/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { oneStatement, outsideRequest } from '../core/idempotency.ts';
import { queryRows, type Database } from '../db/client.ts';
import { backgroundJob } from '../db/schema.ts';
import type { FileStore } from '../files.ts';

type JobRow = typeof backgroundJob.$inferSelect;

/** What a job's work is given: who asked (their rights then), what they asked, where to say how far it is. */
export interface JobContext {
  caller: Caller;
  params: unknown;
  /** Rows done of `total`; written at most once a second. */
  progress(done: number, total: number): void;
  /** Aborted when the server stops: the work stops between its pages. */
  signal: AbortSignal;
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
}

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
const FAILED_MESSAGE = 'This could not be prepared. Try again; if it fails again, tell your administrator.';

const PROGRESS_EVERY_MS = 1_000;
/**
 * What a job that ended keeps of what it was given: nothing. Its parameters may be a party's data (an
 * import's rows, decision 2153), which stays only while the job may still run.
 */
const ENDED = {};
const DAY_MS = 24 * 60 * 60_000;

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
  createdAt: row.createdAt.toISOString(),
  finishedAt: iso(row.finishedAt),
});

/** The caller's rights as a job keeps them, and back. */
const keptCaller = ({ staffId, orgId, ownRecordsOnly, ownedOnly }: Caller) => ({
  staffId,
  orgId,
  ownRecordsOnly: ownRecordsOnly === true,
  ownedOnly: [...(ownedOnly ?? [])],
});
const callerOf = (kept: unknown): Caller => kept as ReturnType<typeof keptCaller>;

/**
 * Takes queued jobs, one at a time per slot, in the order they were asked, from every process's queue
 * (`FOR UPDATE SKIP LOCKED`: two processes never take the same job), and writes each one's file.
 */
export class JobRunner {
  private readonly kinds = new Map<JobKind, JobWork>();
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private looking = false;

  constructor(
    private readonly database: Database,
    private readonly files: FileStore,
    private readonly log: JobLog,
    private readonly options: RunnerOptions,
  ) {}

  register(kind: JobKind, work: JobWork): void {
    this.kinds.set(kind, work);
  }

  /** Writes the job asked for and wakes the runner; answers it as queued. */
  async enqueue(caller: Caller, request: JobRequest): Promise<JobView> {
    const [row] = await oneStatement(this.database, (ex) =>
      ex
        .insert(backgroundJob)
        .values({ ...request, orgId: caller.orgId, staffId: caller.staffId, caller: keptCaller(caller) })
        .returning(),
    );
    if (!row) throw new Error('The job was not written');
    this.wake();
    return viewOf(row);
  }

  /** One of the caller's own jobs, or undefined. */
  async own(caller: Caller, id: number): Promise<JobRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(backgroundJob)
      .where(this.ownedBy(caller, eq(backgroundJob.id, id)));
    return row;
  }

  /** The caller's jobs of `subject`, newest first, a page at a time, with how many there are. */
  async list(
    caller: Caller,
    subject: string,
    page: number,
    size: number,
  ): Promise<{ rows: JobView[]; total: number }> {
    const where = this.ownedBy(caller, eq(backgroundJob.subject, subject));
    const [rows, [counted]] = await Promise.all([
      this.database.db
        .select()
        .from(backgroundJob)
        .where(where)
        .orderBy(desc(backgroundJob.id))
        .limit(size)
        .offset((page - 1) * size),
      this.database.db
        .select({ total: sql<number>`count(*)::int` })
        .from(backgroundJob)
        .where(where),
    ]);
    return { rows: rows.map(viewOf), total: counted?.total ?? 0 };
  }

  /** Where a done job's file is. */
  pathOf(row: Pick<JobRow, 'storedName'>): string | undefined {
    return row.storedName ? this.files.pathOf(row.storedName) : undefined;
  }

  /** Starts looking for work: now, and every `pollMs` for what other processes queued. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops taking work; the jobs under way stop between their pages and are left for the sweep. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    await Promise.allSettled([...this.running]);
  }

  /** Looks for work now, outside the request that asked (its read limit and its write's key are not the job's). */
  private wake(): void {
    if (this.stopping.signal.aborted) return;
    outsideRequest(() => setImmediate(() => void this.look()));
  }

  private async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      await this.sweep();
      while (this.running.size < this.options.concurrency && !this.stopping.signal.aborted) {
        const row = await this.take();
        if (!row) break;
        const run = this.run(row).finally(() => {
          this.running.delete(run);
          this.wake();
        });
        this.running.add(run);
      }
    } catch (error) {
      this.log.error({ err: error }, 'looking for background jobs failed');
    } finally {
      this.looking = false;
    }
  }

  /** Fails the jobs whose runner went silent, and removes finished jobs past their keeping, with their files. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    await this.database.db
      .update(backgroundJob)
      .set({ state: 'failed', message: STOPPED_MESSAGE, finishedAt: new Date(now), params: ENDED })
      .where(
        and(
          eq(backgroundJob.state, 'running'),
          lt(backgroundJob.heartbeatAt, new Date(now - this.options.staleMs)),
        ),
      );
    const gone = await this.database.db
      .delete(backgroundJob)
      .where(
        and(
          inArray(backgroundJob.state, ['done', 'failed']),
          lt(backgroundJob.finishedAt, new Date(now - JOB_KEEP_DAYS * DAY_MS)),
        ),
      )
      .returning({ storedName: backgroundJob.storedName });
    for (const { storedName } of gone)
      if (storedName) await rm(this.files.pathOf(storedName), { force: true });
  }

  /** The oldest queued job, now running here; none when the queue is empty. */
  private async take(): Promise<JobRow | undefined> {
    const [row] = await queryRows<{ id: number }>(
      this.database.db,
      sql`UPDATE ${backgroundJob} SET state = 'running', started_at = now(), heartbeat_at = now()
           WHERE id = (SELECT id FROM ${backgroundJob} WHERE state = 'queued'
                        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
    );
    if (!row) return undefined;
    const [taken] = await this.database.db
      .select()
      .from(backgroundJob)
      .where(eq(backgroundJob.id, Number(row.id)));
    return taken;
  }

  private async run(row: JobRow): Promise<void> {
    const work = this.kinds.get(row.kind as JobKind);
    let said = 0;
    let last: Promise<unknown> = Promise.resolve();
    let counted: { done: number; total: number | null } = { done: 0, total: null };
    const progress = (done: number, total: number): void => {
      counted = { done, total };
      const now = Date.now();
      if (now - said < PROGRESS_EVERY_MS) return;
      said = now;
      last = this.database.db
        .update(backgroundJob)
        .set({ done, total, heartbeatAt: new Date(now) })
        .where(and(eq(backgroundJob.id, row.id), eq(backgroundJob.state, 'running')))
        .catch((error: unknown) => this.log.error({ err: error, job: row.id }, 'a job’s progress'));
    };
    try {
      if (!work) throw new Error(`No work is registered for jobs of kind ${row.kind}`);
      const file = await work({
        caller: callerOf(row.caller),
        params: row.params,
        progress,
        signal: this.stopping.signal,
      });
      const name = `job-${randomUUID()}${extname(file.fileName)}`;
      const temp = this.files.pathOf(`.job-${name}`);
      const body = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
      await pipeline(body, createWriteStream(temp), { signal: this.stopping.signal }).catch(
        async (error: unknown) => {
          await rm(temp, { force: true });
          throw error;
        },
      );
      await rename(temp, this.files.pathOf(name));
      await last;
      await this.database.db
        .update(backgroundJob)
        .set({
          state: 'done',
          ...counted,
          fileName: file.fileName,
          contentType: file.contentType,
          storedName: name,
          finishedAt: new Date(),
          params: ENDED,
        })
        .where(eq(backgroundJob.id, row.id));
    } catch (error) {
      await last;
      // Stopped with the server (between its pages), or refused in words, or failed in a way that is ours.
      const message = this.stopping.signal.aborted ? STOPPED_MESSAGE : refusalOf(error);
      if (!message) this.log.error({ err: error, job: row.id }, 'a background job failed');
      await this.database.db
        .update(backgroundJob)
        .set({ state: 'failed', message: message ?? FAILED_MESSAGE, finishedAt: new Date(), params: ENDED })
        .where(eq(backgroundJob.id, row.id))
        .catch((failed: unknown) => this.log.error({ err: failed, job: row.id }, 'a job’s failure'));
    }
  }

  private ownedBy(caller: Caller, where: ReturnType<typeof eq>) {
    return and(eq(backgroundJob.orgId, caller.orgId), eq(backgroundJob.staffId, caller.staffId), where);
  }
}

/** A refusal in the user's words (an export past its cap, a filter no longer valid), else nothing. */
const refusalOf = (error: unknown): string | undefined =>
  error instanceof AppError && error.code !== RESPONSE_CODES.INTERNAL_SERVER_ERROR
    ? error.message
    : undefined;
