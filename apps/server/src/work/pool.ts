// The work pool (decision 1850): worker threads that parse uploads and render prints, so that a large
// sheet or a long print holds one of them and never the request loop, where every other request waits.
import { Worker } from 'node:worker_threads';
import { RESPONSE_CODES } from '@erp/domain';
import { AppError } from '../core/errors.ts';
import type { WorkReply, WorkRequest } from './protocol.ts';
import type { TaskName, Tasks } from './tasks.ts';

/** Workers at most: a sheet and a print at once beside the request loop and the database's worker. */
export const WORK_POOL_SIZE = 2;

/** A worker's heap: far above what the caps let a task need, so that only a fault reaches it. */
const HEAP_MB = 1024;

/**
 * The worker: the built `work-worker.mjs` beside the server bundle, or its TypeScript source through
 * `worker-source.mjs` when the server runs from source (tests, `npm run dev:server`).
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './worker-source.mjs' : './work-worker.mjs',
  import.meta.url,
);

type Output<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>;

interface Job {
  request: WorkRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A thread and the job it runs, if any. */
interface Thread {
  worker: Worker;
  job: Job | undefined;
}

/** A reply's value as the task answered it: bytes cross threads as a Uint8Array and become a Buffer again. */
const revived = (value: unknown): unknown =>
  value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

function settle(job: Job, reply: WorkReply): void {
  if ('value' in reply) job.resolve(revived(reply.value));
  else if ('refused' in reply) job.reject(new AppError(reply.refused.code, reply.refused.message));
  else job.reject(new Error(reply.failed));
}

/** Tasks run first come, first served on at most `size` workers, started when first needed. */
export class WorkPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  /** Runs `task` on `input` in a worker; a refusal there (an `AppError`) is the same refusal here. */
  run<K extends TaskName>(task: K, input: Parameters<Tasks[K]>[0]): Promise<Output<K>> {
    return new Promise((resolve, reject) => {
      const request = { id: this.nextId++, task, input };
      this.waiting.push({ request, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (;;) {
      const job = this.waiting[0];
      if (!job) return;
      const thread =
        this.threads.find((candidate) => !candidate.job) ??
        (this.threads.length < this.size ? this.start() : undefined);
      if (!thread) return;
      this.waiting.shift();
      thread.job = job;
      // Like a socket: a worker keeps the process alive only while it works.
      thread.worker.ref();
      thread.worker.postMessage(job.request);
    }
  }

  private start(): Thread {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
    worker.unref();
    const thread: Thread = { worker, job: undefined };
    this.threads.push(thread);
    worker.on('message', (reply: WorkReply) => {
      const { job } = thread;
      thread.job = undefined;
      worker.unref();
      if (job) settle(job, reply);
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      const { job } = thread;
      thread.job = undefined;
      // Out of its heap: the task was larger than any the caps let through, and is the sender's to split.
      if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        job?.reject(
          new AppError(RESPONSE_CODES.TOO_LARGE, 'This is too large to handle at once: send less.'),
        );
      } else {
        job?.reject(error);
      }
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A work pool worker stopped (exit code ${code}).`)));
    return thread;
  }
}

/** The server's one pool: threads are the machine's, shared by every app a process runs (tests run many). */
export const workPool = new WorkPool(WORK_POOL_SIZE);
