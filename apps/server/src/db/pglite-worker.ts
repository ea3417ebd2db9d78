// The embedded database in a worker thread (decision 0217): PGlite runs its WASM PostgreSQL synchronously,
// so on the server's own event loop one long statement stopped every other request. Here it runs beside
// the loop; `pglite-remote.ts` is its other end and decides which statement may run when.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerReply, WorkerRequest, WorkerStart } from './pglite-protocol.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
const port = parentPort;
const start = workerData as WorkerStart;

/**
 * A dump as PGlite reads it (one `arrayBuffer()`, then untarred): its bytes as they are. A Blob of them
 * was a copy, and reading it back streamed it out in chunks, a second or so for the tests' template.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: ArrayBuffer | SharedArrayBuffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // PGlite only reads the bytes (untar copies each file out): a shared dump is never written to.
    return Promise.resolve(this.dump as ArrayBuffer);
  }
}

const asText = (value: string): string => value;
const pg = new PGlite({
  ...(start.dataDir ? { dataDir: start.dataDir } : {}),
  ...(start.loadDataDir ? { loadDataDir: new DumpBlob(start.loadDataDir) } : {}),
  extensions: { pg_trgm },
  // bigint ids and numeric amounts as numbers (ours stay far below 2^53); a date as the text it was written as.
  parsers: { [types.INT8]: Number, [types.NUMERIC]: Number, [types.DATE]: asText },
});

/** The types a query asks to keep as text (drizzle's per-query parsers all pass the text through). */
const textParsers = (oids: readonly number[]): Record<number, (value: string) => string> =>
  Object.fromEntries(oids.map((oid) => [oid, asText]));

const unlisteners = new Map<string, () => Promise<void>>();

/** What the database said about a failure, as plain fields a message can carry (an Error loses them). */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/**
 * `statement`, after BEGIN when the request carries it: both queued at once, so that PGlite runs them in
 * that order, before any later request.
 */
async function afterBegin<T>(begin: boolean | undefined, statement: () => Promise<T>): Promise<T> {
  if (!begin) return statement();
  const [, value] = await Promise.all([pg.exec('BEGIN'), statement()]);
  return value;
}

async function run(request: WorkerRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: textParsers(request.textTypes) };
      return { value: await afterBegin(request.begin, () => pg.query(request.sql, request.params, options)) };
    }
    case 'exec': {
      const sql = request.sql;
      return { value: await afterBegin(request.begin, () => pg.exec(sql)) };
    }
    case 'listen': {
      const channel = request.channel;
      const stop = await pg.listen(channel, (payload) => port.postMessage({ notice: channel, payload }));
      unlisteners.set(channel, stop);
      return { value: null };
    }
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return { value: null };
    case 'dump': {
      const bytes = await (await pg.dumpDataDir(request.compression)).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await pg.close();
      return { value: null };
  }
}

/** A screen's read that would start past its deadline is refused instead (decision 1901). */
function started(request: WorkerRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  if (request.deadline !== undefined && Date.now() >= request.deadline) {
    return Promise.reject(
      Object.assign(new Error('canceling statement: the read ran past its limit'), { code: '57014' }),
    );
  }
  return run(request);
}

// One request at a time, in the order sent (as PGlite would run them), so that each is judged against its
// deadline when it starts, not when it arrived behind a long statement.
let previous: Promise<unknown> = Promise.resolve();

// A notice is posted from PGlite's listener, which runs before the statement that sent it resolves: the
// main thread therefore handles it before that statement's reply (decision 0207's promise).
port.on('message', (request: WorkerRequest) => {
  previous = previous.then(() => {
    const began = performance.now();
    return started(request).then(
      ({ value, transfer }) =>
        port.postMessage(
          { id: request.id, value, ms: performance.now() - began } satisfies WorkerReply,
          transfer ?? [],
        ),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: describe(error),
          ms: performance.now() - began,
        } satisfies WorkerReply),
    );
  });
});
