// The messages between the server and its PGlite worker (decision 0217).

/** What the worker opens: a data folder, a dump to start from (tests), or a database in memory. */
export interface WorkerStart {
  dataDir?: string;
  /** A shared dump is read in place, by every database started from it (the tests' template). */
  loadDataDir?: ArrayBuffer | SharedArrayBuffer;
}

/** What the server asks of the worker. */
export type WorkerOp =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose values stay the text PostgreSQL sent (drizzle parses timestamps itself). */
      textTypes: number[];
      begin?: boolean;
    }
  | {
      op: 'exec';
      sql: string;
      /**
       * BEGIN first, in the same turn: a transaction's first statement carries its BEGIN, one round trip
       * between the threads fewer (issue 15, decision 0750).
       */
      begin?: boolean;
    }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/**
 * `deadline` (a `Date.now()` time): a screen's read that has not started by then is refused, not run
 * (decision 1901).
 */
export type WorkerRequest = WorkerOp & { id: number; deadline?: number };

/**
 * The answer to request `id`: its value, or the failure's fields (SQLSTATE `code`, `constraint`, …); `ms`:
 * how long it ran, the database held by it meanwhile.
 */
export type WorkerReply =
  { id: number; value: unknown; ms: number } | { id: number; error: Record<string, unknown>; ms: number };

/** A notice (NOTIFY) on a channel the server listens to. */
export interface WorkerNotice {
  notice: string;
  payload: string;
}
