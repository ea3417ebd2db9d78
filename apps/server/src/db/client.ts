import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { READ_LIMIT_MS } from '@erp/domain';
import pg from 'pg';
import { readDeadline } from './deadline.ts';
import type { WorkerStart } from './pglite-protocol.ts';
import { PgliteWorkerClient } from './pglite-remote.ts';

/** A database or a transaction: every store function takes one of these. */
export type Executor = PgDatabase<PgQueryResultHKT>;

export interface MigrationScript {
  version: string;
  sql: string;
}

/** The scripts that bring a database with the migrations `applied` up to date (src/db/migrate.ts). */
export type MigrationPlan = (applied: ReadonlySet<string>) => readonly MigrationScript[];

/** Notices (NOTIFY) the database sends this process. */
export interface Notices {
  /**
   * Calls `handler` with the payload of every notice on `channel`. A notice sent by a statement of this
   * process is handled before that statement's (or its transaction's COMMIT's) promise settles.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface Database {
  db: Executor;
  kind: 'pglite' | 'postgres';
  /**
   * Present when every change reaches this process as a notice, so that what it keeps in memory can be
   * dropped on change: PGlite, whose only user the server is. Absent on PostgreSQL, which other servers
   * may share (they read such rows on every request instead).
   */
  notices?: Notices;
  /**
   * Applies the scripts `plan` gives for the versions recorded in schema_migrations, those not yet
   * recorded, each in its own transaction; returns their versions.
   */
  migrate(plan: MigrationPlan): Promise<string[]>;
  /** Runs `work` in one transaction: all of it or nothing. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * PGlite only: the longest its one connection was held at once since `reset` (a transaction's turn or one
   * statement), which every other request waits behind (decision 2264).
   */
  holds?: { longest(): number; reset(): void };
  /** PGlite on disk only: its data folder, which its online backup copies (decision 2263). */
  dataDir?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL server; PGlite when unset. */
  url?: string;
  /** PGlite data folder; in memory when unset. */
  dataDir?: string;
  /** A PGlite data folder dump to start from (tests). */
  loadDataDir?: ArrayBuffer;
  /** PostgreSQL only: the schema our tables live in (tests isolate themselves this way). */
  schema?: string;
  /** The statement timeout (decision 0217); STATEMENT_TIMEOUT_MS unless given. */
  statementTimeoutMs?: number;
}

/**
 * No statement runs longer (PostgreSQL's statement_timeout), and on PGlite no transaction either, nor does
 * a request wait longer for PGlite's one connection (decision 0217). A backstop: the row limits keep every
 * write far below it (a bulk save at the limit takes under a second on an idle machine).
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

// bigint ids and numeric amounts come back as numbers from both drivers (ours stay far below 2^53); a
// date as the text it was written as ('2026-11-22'), not a Date at the server's local midnight. PGlite's
// parsers are set the same way in its worker (`pglite-worker.ts`).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
pg.types.setTypeParser(INT8, (value: string) => Number(value));
pg.types.setTypeParser(NUMERIC, (value: string) => Number(value));
pg.types.setTypeParser(DATE, (value: string) => value);

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

const escapeLiteral = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const recordVersion = (version: string): string =>
  `;\nINSERT INTO schema_migrations (version) VALUES (${escapeLiteral(version)})`;

function pending(plan: MigrationPlan, versions: readonly { version: string }[]): MigrationScript[] {
  const applied = new Set(versions.map((row) => row.version));
  return plan(applied).filter((script) => !applied.has(script.version));
}

/**
 * PGlite in a worker thread (decision 0217), so that a long statement never stops the server's event loop;
 * `client` is its end of the worker (a dump of the data folder, raw SQL for benchmarks).
 */
export function openPglite(options: WorkerStart & { statementTimeoutMs?: number; workerUrl?: URL }): {
  database: Database;
  client: PgliteWorkerClient;
} {
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const client = new PgliteWorkerClient(
    {
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    },
    options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    options.workerUrl,
  );
  // The worker client answers the calls drizzle's PGlite driver makes (query, transaction) as PGlite does.
  const db = drizzlePglite({ client: client as unknown as PGlite }) as unknown as Executor;
  return {
    client,
    database: {
      db,
      kind: 'pglite',
      async migrate(plan) {
        await client.exec(MIGRATIONS_TABLE);
        const done = await client.query<{ version: string }>('SELECT version FROM schema_migrations');
        const todo = pending(plan, done.rows);
        for (const script of todo) {
          // exec runs a multi-statement script; the transaction makes each migration all or nothing. A
          // migration may take its time: it runs before the server answers anyone.
          await client.transaction((tx) => tx.exec(script.sql + recordVersion(script.version)), Infinity);
        }
        return todo.map((script) => script.version);
      },
      notices: { listen: (channel, handler) => client.listen(channel, handler) },
      transaction: (work) => db.transaction((tx) => work(tx)),
      holds: { longest: () => client.longestHold(), reset: () => client.resetHolds() },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      close: () => client.close(),
    },
  };
}

/**
 * A screen's read (decision 1901) takes its connection from `reads`, whose sessions stop a statement at the
 * read limit; everything else from `pool`. `pool.query` and drizzle's transactions both connect through
 * `pool.connect`, so routing it routes every statement.
 */
function routeReads(pool: pg.Pool, reads: pg.Pool): void {
  const own = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const read = reads.connect.bind(reads) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) =>
    (readDeadline() === undefined ? own : read)(...args)) as typeof pool.connect;
}

export function openPostgres(
  url: string,
  schema?: string,
  statementTimeoutMs: number = STATEMENT_TIMEOUT_MS,
): Database {
  const poolOf = (max: number, timeoutMs: number): pg.Pool => {
    const made = new pg.Pool({
      connectionString: url,
      max,
      // Dates as ISO text whatever the server's DateStyle, as the DATE parser above passes them on.
      options: [
        '-c DateStyle=ISO,YMD',
        `-c statement_timeout=${timeoutMs}`,
        ...(schema ? [`-c search_path=${schema},public`] : []),
      ].join(' '),
    });
    // An idle client's network error must not crash the process; the next query reconnects.
    made.on('error', () => undefined);
    return made;
  };
  const pool = poolOf(10, statementTimeoutMs);
  const reads = poolOf(5, Math.min(READ_LIMIT_MS, statementTimeoutMs));
  routeReads(pool, reads);
  const db = drizzlePostgres({ client: pool }) as unknown as Executor;
  return {
    db,
    kind: 'postgres',
    async migrate(plan) {
      const connection = await pool.connect();
      try {
        // A migration may take its time: it runs before this server answers anyone.
        await connection.query('SET statement_timeout = 0');
        // Several servers may start at once on one database: one migrates, the others wait.
        await connection.query('SELECT pg_advisory_lock(hashtext(current_schema()))');
        try {
          await connection.query(MIGRATIONS_TABLE);
          const done = await connection.query<{ version: string }>('SELECT version FROM schema_migrations');
          const todo = pending(plan, done.rows);
          for (const script of todo) {
            await connection.query('BEGIN');
            try {
              await connection.query(script.sql + recordVersion(script.version));
              await connection.query('COMMIT');
            } catch (error) {
              await connection.query('ROLLBACK');
              throw error;
            }
          }
          return todo.map((script) => script.version);
        } finally {
          await connection.query('SELECT pg_advisory_unlock(hashtext(current_schema()))');
          await connection.query('RESET statement_timeout');
        }
      } finally {
        connection.release();
      }
    },
    transaction: (work) => db.transaction((tx) => work(tx)),
    close: async () => {
      await Promise.all([pool.end(), reads.end()]);
    },
  };
}

export function openDatabase(options: OpenOptions): Database {
  if (options.url) return openPostgres(options.url, options.schema, options.statementTimeoutMs);
  return openPglite(options).database;
}

/** Runs a raw query and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of `SELECT <columns> <from>` (in `order`) read as one JSON text of arrays, for reads of thousands of
 * rows: the embedded database's driver decodes every field of every row in JavaScript (for a month's invoice
 * lines, twice the statement's own time), where one JSON text decodes natively. A column's value comes back
 * as `queryRows` gives it (bigint and numeric as numbers, a date as its text); not for a timestamp, which
 * JSON writes in another form.
 */
export async function queryJsonRows<T extends object>(
  executor: Executor,
  columns: { readonly [K in keyof T]: SQL },
  from: SQL,
  order?: SQL,
): Promise<T[]> {
  const names = Object.keys(columns) as (keyof T)[];
  const values = sql.join(
    names.map((name) => columns[name]),
    sql`, `,
  );
  const [row] = await queryRows<{ rows: string }>(
    executor,
    sql`SELECT coalesce(json_agg(json_build_array(${values}) ${order ? sql`ORDER BY ${order}` : sql``}), '[]')::text AS rows
        ${from}`,
  );
  const arrays = JSON.parse(row?.rows ?? '[]') as unknown[][];
  // A loop, not Object.fromEntries: twice as fast over a month's eleven thousand lines.
  return arrays.map((array) => {
    const record: Partial<Record<keyof T, unknown>> = {};
    names.forEach((name, at) => {
      record[name] = array[at];
    });
    return record as T;
  });
}
