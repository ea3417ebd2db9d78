// Work off the request path (decision 2040): a job is asked for in a request, written as a row, and run
// later by a runner of whichever server process takes it first, as its owner.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  JOB_KEEP_DAYS,
  PHRASES,
  RESPONSE_CODES,
  jobUndoneMessage,
  type JobKind,
  type JobStop,
  type JobUndone,
  type JobView,
} from '@erp/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { oneStatement, outsideRequest } from '../core/idempotency.ts';
import { queryRows, type Database } from '../db/client.ts';
import { backgroundJob } from '../db/schema.ts';
import type { FileStore } from '../files.ts';
import {
  ENDED,
  FAILED_MESSAGE,
  STOPPED_MESSAGE,
  callerOf,
  keptCaller,
  refusalOf,
  viewOf,
  type JobLog,
  type JobRequest,
  type JobRow,
  type JobWork,
  type RunnerOptions,
  type StoreOf,
} from './job.ts';
import { JobJournal, JobWrites } from './journal.ts';

const PROGRESS_EVERY_MS = 1_000;
const DAY_MS = 24 * 60 * 60_000;
const NONE_UNDONE = { undone: 0, kept: 0 };

/**
 * Takes queued jobs, one at a time per slot, in the order they were asked, from every process's queue
 * (`FOR UPDATE SKIP LOCKED`: two processes never take the same job), and writes each one's file. A job its
 * owner cancels stops between its pieces (decision 2262); what a job that writes had written is undone
 * when it does not end (decision 2261).
 */
export class JobRunner {
  private readonly kinds = new Map<JobKind, { work: JobWork; storeOf: StoreOf | undefined }>();
  private readonly running = new Set<Promise<void>>();
  /** The jobs this process runs, each with what stops it when its owner cancels it. */
  private readonly cancels = new Map<number, AbortController>();
  private readonly stopping = new AbortController();
  private readonly writes: JobWrites;
  private timer: NodeJS.Timeout | undefined;
  private looking = false;

  constructor(
    private readonly database: Database,
    private readonly files: FileStore,
    private readonly log: JobLog,
    private readonly options: RunnerOptions,
  ) {
    this.writes = new JobWrites(database);
  }

  /** The work of a kind of job; `storeOf` for a kind that writes (decision 2261). */
  register(kind: JobKind, work: JobWork, storeOf?: StoreOf): void {
    this.kinds.set(kind, { work, storeOf });
  }

  /**
   * A file for a job's input, its name and where it lies: a dot-name, as an upload's temporary file (no
   * stored_file row names it, so no backup takes it). Its writer removes it when no job is asked after all.
   */
  inputFile(): { name: string; path: string } {
    const name = `.job-input-${randomUUID()}.json`;
    return { name, path: this.files.pathOf(name) };
  }

  /** Writes the job asked for and wakes the runner; answers it as queued. */
  async enqueue(caller: Caller, request: JobRequest): Promise<JobView> {
    const [row] = await oneStatement(this.database, (ex) =>
      ex
        .insert(backgroundJob)
        .values({
          ...request,
          inputName: request.inputName ?? null,
          orgId: caller.orgId,
          staffId: caller.staffId,
          caller: keptCaller(caller),
        })
        .returning(),
    ).catch(async (error: unknown) => {
      await this.removeInput({ inputName: request.inputName ?? null });
      throw error;
    });
    if (!row) throw new Error('The job was not written');
    this.wake();
    return viewOf(row);
  }

  /**
   * Cancels one of the caller's own jobs (decision 2262): a queued one at once, a running one between its
   * pieces (here, or by the process running it at its next sign of life). One that ended is refused in words.
   */
  async cancel(caller: Caller, id: number): Promise<JobRow | undefined> {
    const [queued] = await this.database.db
      .update(backgroundJob)
      .set({
        state: 'cancelled',
        cancelAsked: true,
        message: jobUndoneMessage('cancelled', NONE_UNDONE),
        finishedAt: new Date(),
        params: ENDED,
      })
      .where(this.ownedBy(caller, and(eq(backgroundJob.id, id), eq(backgroundJob.state, 'queued'))))
      .returning();
    if (queued) {
      await this.removeInput(queued);
      return queued;
    }
    const [running] = await this.database.db
      .update(backgroundJob)
      .set({ cancelAsked: true })
      .where(this.ownedBy(caller, and(eq(backgroundJob.id, id), eq(backgroundJob.state, 'running'))))
      .returning();
    if (running) {
      this.cancels.get(id)?.abort();
      return running;
    }
    const ended = await this.own(caller, id);
    if (ended) throw new AppError(RESPONSE_CODES.IN_USE, PHRASES.jobEndedAlready);
    return undefined;
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

  /**
   * Fails the jobs whose runner went silent, undoing what they had written, and removes finished jobs past
   * their keeping, with their files.
   */
  private async sweep(): Promise<void> {
    const now = Date.now();
    const stale = await this.database.db
      .update(backgroundJob)
      .set({ state: 'failed', message: STOPPED_MESSAGE, finishedAt: new Date(now), params: ENDED })
      .where(
        and(
          eq(backgroundJob.state, 'running'),
          lt(backgroundJob.heartbeatAt, new Date(now - this.options.staleMs)),
        ),
      )
      .returning();
    for (const row of stale) {
      await this.removeInput(row);
      const message = jobUndoneMessage('stopped', await this.undo(row));
      if (message)
        await this.database.db.update(backgroundJob).set({ message }).where(eq(backgroundJob.id, row.id));
    }
    const gone = await this.database.db
      .delete(backgroundJob)
      .where(
        and(
          inArray(backgroundJob.state, ['done', 'failed', 'cancelled']),
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

  /** Undoes what job `row` had written, as its owner (decision 2261); nothing for a kind that writes nothing. */
  private async undo(row: JobRow): Promise<JobUndone> {
    const storeOf = this.kinds.get(row.kind as JobKind)?.storeOf;
    if (!storeOf) return NONE_UNDONE;
    return this.writes.undo(row.id, callerOf(row.caller), storeOf);
  }

  private async removeInput(row: Pick<JobRow, 'inputName'>): Promise<void> {
    if (row.inputName) await rm(this.files.pathOf(row.inputName), { force: true });
  }

  private async run(row: JobRow): Promise<void> {
    const kind = this.kinds.get(row.kind as JobKind);
    const cancel = new AbortController();
    this.cancels.set(row.id, cancel);
    const signal = AbortSignal.any([this.stopping.signal, cancel.signal]);
    let said = 0;
    let last: Promise<unknown> = Promise.resolve();
    let counted: { done: number; total: number | null } = { done: 0, total: null };
    // A sign of life at most once a second, which also hears a cancel asked of another process.
    const progress = (done: number, total: number): void => {
      counted = { done, total };
      const now = Date.now();
      if (now - said < PROGRESS_EVERY_MS) return;
      said = now;
      last = this.database.db
        .update(backgroundJob)
        .set({ done, total, heartbeatAt: new Date(now) })
        .where(and(eq(backgroundJob.id, row.id), eq(backgroundJob.state, 'running')))
        .returning({ cancelAsked: backgroundJob.cancelAsked })
        .then(([beat]) => {
          if (beat?.cancelAsked) cancel.abort();
        })
        .catch((error: unknown) => this.log.error({ err: error, job: row.id }, 'a job’s progress'));
    };
    try {
      if (!kind) throw new Error(`No work is registered for jobs of kind ${row.kind}`);
      const file = await kind.work({
        caller: callerOf(row.caller),
        params: row.params,
        progress,
        signal,
        input: row.inputName ? this.files.pathOf(row.inputName) : undefined,
        journal: new JobJournal(row.id),
        undo: () => this.undo(row),
      });
      const name = `job-${randomUUID()}${extname(file.fileName)}`;
      const temp = this.files.pathOf(`.job-${name}`);
      const body = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
      await pipeline(body, createWriteStream(temp), { signal }).catch(async (error: unknown) => {
        await rm(temp, { force: true });
        throw error;
      });
      await rename(temp, this.files.pathOf(name));
      await last;
      // What it wrote stays: its notes go, in pieces.
      if (kind.storeOf) await this.writes.forget(row.id);
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
      await this.ended(row, error, cancel.signal.aborted && !this.stopping.signal.aborted);
    } finally {
      this.cancels.delete(row.id);
      await this.removeInput(row);
    }
  }

  /**
   * A job that did not end as asked: what it wrote undone, and why in the owner's words: cancelled by them,
   * stopped with the server (between its pages), refused in words, or failed in a way that is ours.
   */
  private async ended(row: JobRow, error: unknown, cancelled: boolean): Promise<void> {
    const stop: JobStop = cancelled ? 'cancelled' : this.stopping.signal.aborted ? 'stopped' : 'failed';
    const refused = stop === 'failed' ? refusalOf(error) : undefined;
    if (stop === 'failed' && !refused) this.log.error({ err: error, job: row.id }, 'a background job failed');
    const undone = await this.undo(row).catch((failed: unknown) => {
      this.log.error({ err: failed, job: row.id }, 'undoing a job’s writes');
      return NONE_UNDONE;
    });
    const message =
      jobUndoneMessage(stop, undone) ?? refused ?? (stop === 'stopped' ? STOPPED_MESSAGE : FAILED_MESSAGE);
    await this.database.db
      .update(backgroundJob)
      .set({
        state: cancelled ? 'cancelled' : 'failed',
        message,
        finishedAt: new Date(),
        params: ENDED,
      })
      .where(eq(backgroundJob.id, row.id))
      .catch((failed: unknown) => this.log.error({ err: failed, job: row.id }, 'a job’s failure'));
  }

  private ownedBy(caller: Caller, where: ReturnType<typeof and>) {
    return and(eq(backgroundJob.orgId, caller.orgId), eq(backgroundJob.staffId, caller.staffId), where);
  }
}
