// A periodic task runs once across server processes (issue 43, decision 2115): before its run, a process
// takes the task's lease row for the period; a process that finds the period taken leaves it. A table, not
// an advisory lock: PGlite's one connection is every server's session there, and a session is granted an
// advisory lock it already holds, so two servers on one PGlite would both run.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { taskLease } from './schema.ts';

/** How long a run may take before another process takes the period over (its holder stopped with it). */
export const LEASE_MS = 10 * 60_000;

/** A name for this process as a lease's holder: its host, its process id, and a part of its own. */
export const newHolder = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A period of a task, and who asks to run it. */
export interface TaskPeriod {
  task: string;
  /** Later periods sort after earlier ones ('yyyy-MM-dd' for a daily task). */
  period: string;
  holder: string;
  leaseMs?: number;
}

/** What came of asking: run here, or not; when another process's run may be taken over, in how long. */
export type Once<T> = { ran: true; result: T } | { ran: false; retryInMs?: number };

/**
 * Takes the period's lease in one statement (of two processes asking at once, one takes it) when the task
 * has no row, or its row is of an earlier period, or of this period unfinished and past its time.
 */
async function take(db: Executor, asked: Required<TaskPeriod>): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${asked.leaseMs / 1000})`;
  const taken = await db
    .insert(taskLease)
    .values({ name: asked.task, period: asked.period, holder: asked.holder, until })
    .onConflictDoUpdate({
      target: taskLease.name,
      set: { period: asked.period, holder: asked.holder, until, finishedAt: null },
      setWhere: or(
        sql`${taskLease.period} < ${asked.period}`,
        and(
          eq(taskLease.period, asked.period),
          isNull(taskLease.finishedAt),
          lte(taskLease.until, sql`now()`),
        ),
      ),
    })
    .returning({ holder: taskLease.holder });
  return taken.length > 0;
}

/** The milliseconds until the period's unfinished run may be taken over; none when it finished or is past. */
async function retryIn(db: Executor, asked: TaskPeriod): Promise<number | undefined> {
  const [row] = await db
    .select({
      // The database's clock, as `take` reads it (interval arithmetic is written out).
      ms: sql`ceil(extract(epoch FROM ${taskLease.until} - now()) * 1000)::int`.mapWith(Number),
    })
    .from(taskLease)
    .where(
      and(eq(taskLease.name, asked.task), eq(taskLease.period, asked.period), isNull(taskLease.finishedAt)),
    );
  return row ? Math.max(0, row.ms) : undefined;
}

/**
 * Runs `run` when this process takes the period, and marks the period finished after it, whatever it
 * answered (a failed run is told by `run` and waits for the next period, as with one process). Otherwise
 * answers that it did not run, and when another process's unfinished run may be taken over.
 */
export async function oncePerPeriod<T>(
  db: Executor,
  asked: TaskPeriod,
  run: () => Promise<T>,
): Promise<Once<T>> {
  const lease = { leaseMs: LEASE_MS, ...asked };
  if (!(await take(db, lease))) {
    const retryInMs = await retryIn(db, lease);
    return retryInMs === undefined ? { ran: false } : { ran: false, retryInMs };
  }
  try {
    return { ran: true, result: await run() };
  } finally {
    await db
      .update(taskLease)
      .set({ finishedAt: sql`now()` })
      .where(
        and(
          eq(taskLease.name, lease.task),
          eq(taskLease.period, lease.period),
          eq(taskLease.holder, lease.holder),
        ),
      );
  }
}
