// The server's end of the PGlite worker (decision 0217): the PGlite calls drizzle's driver makes (query,
// exec, transaction), answered by the worker thread, with PGlite's one connection shared in turns.
import { Worker } from 'node:worker_threads';
import { readDeadline } from './deadline.ts';
import { SQLSTATE } from './errors.ts';
import type { WorkerNotice, WorkerOp, WorkerReply, WorkerStart } from './pglite-protocol.ts';

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Per-type parsers; drizzle's all keep the text, which is what the worker is told. */
  parsers?: Readonly<Record<number, unknown>>;
}

export interface Results<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The statements of one open transaction. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results<unknown>[]>;
}

/** A statement stopped for time, with PostgreSQL's SQLSTATE for it (query_canceled). */
export function timedOut(message: string): Error {
  return Object.assign(new Error(message), { code: SQLSTATE.QUERY_CANCELED });
}

type Turn = 'statement' | 'transaction';

/**
 * PGlite has one connection: a transaction has it alone, while statements outside transactions may be
 * sent together (the worker runs them in the order sent). First come, first served, so a waiting
 * transaction is not overtaken by later statements; a wait past `waitMs` is given up.
 */
class Turns {
  private statements = 0;
  private inTransaction = false;
  private transactionSince = 0;
  private readonly queue: { turn: Turn; grant: () => void }[] = [];

  constructor(
    private readonly waitMs: number,
    private readonly held: (ms: number) => void,
  ) {}

  /** Waits for `turn`: at most `waitMs`, and not past `deadline` (a screen's read, decision 1901). */
  take(turn: Turn, deadline?: number): Promise<void> {
    if (this.queue.length === 0 && this.free(turn)) {
      this.enter(turn);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        turn,
        grant: () => {
          clearTimeout(timer);
          this.enter(turn);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          this.pump();
          reject(timedOut('canceling statement: the database was busy for too long'));
        },
        Math.min(this.waitMs, deadline === undefined ? Infinity : deadline - Date.now()),
      );
      this.queue.push(waiter);
    });
  }

  give(turn: Turn): void {
    if (turn === 'statement') this.statements -= 1;
    else {
      this.inTransaction = false;
      this.held(performance.now() - this.transactionSince);
    }
    this.pump();
  }

  private free(turn: Turn): boolean {
    return !this.inTransaction && (turn === 'statement' || this.statements === 0);
  }

  private enter(turn: Turn): void {
    if (turn === 'statement') this.statements += 1;
    else {
      this.inTransaction = true;
      this.transactionSince = performance.now();
    }
  }

  private pump(): void {
    for (let next = this.queue[0]; next && this.free(next.turn); next = this.queue[0]) {
      this.queue.shift();
      next.grant();
    }
  }
}

/**
 * The worker: the built `pglite-worker.mjs` beside the server bundle, or its TypeScript source through
 * `pglite-worker-source.mjs` when the server runs from source (tests, `npm run dev:server`).
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker-source.mjs' : './pglite-worker.mjs',
  import.meta.url,
);

/** PGlite in a worker thread, with the calls of PGlite that the server and drizzle's driver use. */
export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private readonly turns: Turns;
  private nextId = 1;
  private stopped: Error | undefined;
  private longest = 0;

  /**
   * `timeoutMs`: a transaction still running after it fails at its next statement (PGlite cannot stop a
   * statement under way), and a statement or transaction that waited that long for its turn is given up.
   * `workerUrl`: the worker's module, when not WORKER_URL (the test suite's, built once as JavaScript).
   */
  constructor(
    start: WorkerStart,
    private readonly timeoutMs: number,
    workerUrl: URL = WORKER_URL,
  ) {
    this.worker = new Worker(workerUrl, {
      workerData: start,
      // PostgreSQL's parser and planner recurse on the WASM stack, which lives on the thread's: a worker's
      // default 4 MB aborts on a statement of 1,000 rows of values that the main thread's stack takes.
      resourceLimits: { stackSizeMb: 32 },
      transferList: start.loadDataDir instanceof ArrayBuffer ? [start.loadDataDir] : [],
    });
    // Like a socket: it keeps the process alive only while a request is under way.
    this.worker.unref();
    this.turns = new Turns(timeoutMs, (ms) => this.noteHold(ms));
    this.worker.on('message', (message: WorkerReply | WorkerNotice) => this.receive(message));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) =>
      this.stop(new Error(`The database worker stopped (exit code ${code}).`)),
    );
  }

  private noteHold(ms: number): void {
    this.longest = Math.max(this.longest, ms);
  }

  /**
   * The longest the one connection was held at once since the last `resetHolds`: a transaction's turn
   * (its statements and the work between them), or one statement as the worker ran it. What another
   * request may have waited behind, whatever the machine's load did to the wall clock (decision 2264).
   */
  longestHold(): number {
    return this.longest;
  }

  resetHolds(): void {
    this.longest = 0;
  }

  /** Sends `op`; a read's statement carries its `deadline`, and is refused here when that has passed. */
  private send(op: WorkerOp, deadline?: number): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (deadline !== undefined && Date.now() >= deadline) {
      return Promise.reject(timedOut('canceling statement: the read ran past its limit'));
    }
    const id = this.nextId;
    this.nextId += 1;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...op, id, ...(deadline === undefined ? {} : { deadline }) });
    });
  }

  private receive(message: WorkerReply | WorkerNotice): void {
    if ('notice' in message) {
      for (const handler of this.listeners.get(message.notice) ?? []) handler(message.payload);
      return;
    }
    this.noteHold(message.ms);
    const waiting = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in message) {
      // The database's fields (code, constraint, detail) on an Error, as PGlite's own errors carry them.
      waiting?.reject(Object.assign(new Error(String(message.error.message)), message.error));
    } else {
      waiting?.resolve(message.value);
    }
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const { reject } of this.pending.values()) reject(this.stopped);
    this.pending.clear();
  }

  /** Runs `op` as a statement outside any transaction, in its turn. */
  private async inTurn(op: WorkerOp): Promise<unknown> {
    const deadline = readDeadline();
    await this.turns.take('statement', deadline);
    try {
      return await this.send(op, deadline);
    } finally {
      this.turns.give('statement');
    }
  }

  private statement(sql: string, params: unknown[], options: QueryOptions): WorkerOp & { op: 'query' } {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return { op: 'query', sql, params, rowMode: options.rowMode ?? 'object', textTypes };
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.inTurn(this.statement(sql, params, options)) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results<unknown>[]> {
    return this.inTurn({ op: 'exec', sql }) as Promise<Results<unknown>[]>;
  }

  /**
   * Runs `work` in one transaction, which has the database to itself: other statements wait. Past
   * `limitMs` (the statement timeout unless given) its next statement fails and it rolls back.
   */
  async transaction<T>(
    work: (tx: RemoteTransaction) => Promise<T>,
    limitMs: number = this.timeoutMs,
  ): Promise<T> {
    const deadline = readDeadline();
    await this.turns.take('transaction', deadline);
    try {
      return await this.inTransaction(work, limitMs, deadline);
    } finally {
      this.turns.give('transaction');
    }
  }

  /** `work` in one transaction; the caller holds the transaction's turn. */
  private async inTransaction<T>(
    work: (tx: RemoteTransaction) => Promise<T>,
    limitMs: number,
    deadline: number | undefined,
  ): Promise<T> {
    let open = true;
    // BEGIN goes with the first statement (decision 0750); a transaction that sent none ends without either.
    let begun = false;
    try {
      const began = performance.now();
      const send = (op: WorkerOp & { op: 'query' | 'exec' }): Promise<unknown> => {
        if (!open) return Promise.reject(new Error('The transaction has ended.'));
        if (performance.now() - began > limitMs) {
          return Promise.reject(timedOut('canceling statement due to statement timeout'));
        }
        const first = !begun;
        begun = true;
        return this.send(first ? { ...op, begin: true } : op, deadline);
      };
      const tx: RemoteTransaction = {
        query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
          send(this.statement(sql, params, options)) as Promise<Results<R>>,
        exec: (sql: string) => send({ op: 'exec', sql }) as Promise<Results<unknown>[]>,
      };
      try {
        const result = await work(tx);
        if (begun) await this.send({ op: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        if (begun) await this.send({ op: 'exec', sql: 'ROLLBACK' });
        throw error;
      }
    } finally {
      open = false;
    }
  }

  /** Calls `handler` with every notice on `channel`, before the statement that sent it settles. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.listeners.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.listeners.set(channel, handlers);
      await this.inTurn({ op: 'listen', channel });
    }
    const own = handlers;
    own.add(handler);
    return async () => {
      own.delete(handler);
      if (own.size > 0 || this.listeners.get(channel) !== own) return;
      this.listeners.delete(channel);
      await this.inTurn({ op: 'unlisten', channel });
    };
  }

  /** The data folder as a tar file (tests start each database from one). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<Blob> {
    return new Blob([(await this.inTurn({ op: 'dump', compression })) as ArrayBuffer]);
  }

  /**
   * Closes PGlite with the database to itself, as a transaction has it, and refuses what waited meanwhile.
   * A statement sent beside the close ran while the worker was ending, and a process with nothing else to
   * wait for exited before it had (the API bench's exit code 13, decision 0750).
   */
  async close(): Promise<void> {
    if (!this.stopped) {
      await this.turns.take('transaction');
      try {
        await this.send({ op: 'close' });
      } finally {
        this.stop(new Error('The database is closed.'));
        this.turns.give('transaction');
      }
    }
    await this.worker.terminate();
  }
}
