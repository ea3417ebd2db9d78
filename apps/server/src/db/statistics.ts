// Planner statistics kept on the embedded database (decision 1900): PGlite has no autovacuum, so nothing
// analysed a table and the planner chose blind (every table read `reltuples -1`).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from './client.ts';
import { outsideRead } from './deadline.ts';

/** A transaction that wrote at least this many rows of a table has that table analysed after it commits. */
export const BULK_ROWS = 50;
/** How often the embedded database's changed tables are looked for and analysed. */
export const ANALYSE_EVERY_MS = 2 * 60_000;

/** Where a failed analysis is told: it never reaches a reply. */
export interface StatisticsLog {
  warn(fields: object, message: string): void;
}

const quoted = (table: string): string => `"${table.replace(/"/g, '""')}"`;

/** Analyses the whole database: after migrations or seeding, which write every table at once. */
export async function analyseAll(database: Database): Promise<void> {
  await database.db.execute(sql`ANALYZE`);
}

/** A table of the current schema never analysed (`reltuples -1`) that holds rows (it has pages on disk). */
const blind = (c: SQL): SQL => sql`(${c}.reltuples < 0 AND pg_relation_size(${c}.oid) > 0)`;

/**
 * Whether a table that holds rows was never analysed: a database made before statistics were kept
 * (decision 1900) is analysed on its first start after.
 */
export async function hasBlindTables(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ blind: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace
                          AND c.relkind = 'r' AND ${blind(sql`c`)}) AS blind`,
  );
  return row?.blind === true;
}

/**
 * The tables of the current schema that changed enough since they were last analysed: PostgreSQL's own
 * autovacuum rule (more changed rows than 50 plus a tenth of the table), and those never analysed that
 * hold rows. PGlite keeps `n_mod_since_analyze`; its counts reach the view at most once a second, so the
 * statement before this one asks for them to be written out.
 */
async function changedTables(db: Executor): Promise<string[]> {
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT s.relname AS name
          FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
         WHERE s.schemaname = current_schema()
           AND (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) OR ${blind(sql`c`)})
         ORDER BY s.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Keeps the planner's statistics: tables a bulk write touched are analysed after its transaction commits
 * (PGlite and PostgreSQL alike), and on PGlite a tick every ANALYSE_EVERY_MS analyses the tables that
 * changed enough. Analyses run one table at a time, one after another, never on a reply's path; a failure
 * is logged and forgotten.
 */
export class Statistics {
  private readonly marked = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: StatisticsLog,
  ) {}

  /**
   * The database whose transactions report the rows they wrote (`rowsWrittenIn`) once committed: tables
   * with BULK_ROWS or more are analysed next, after the reply.
   */
  watch(rowsWrittenIn: (tx: Executor) => ReadonlyMap<string, number>): Database {
    const { database } = this;
    return {
      ...database,
      transaction: async (work) => {
        let written: ReadonlyMap<string, number> = new Map();
        const result = await database.transaction(async (tx) => {
          const value = await work(tx);
          written = rowsWrittenIn(tx);
          return value;
        });
        this.afterCommit(written);
        return result;
      },
    };
  }

  private afterCommit(written: ReadonlyMap<string, number>): void {
    const bulk = [...written].filter(([, rows]) => rows >= BULK_ROWS).map(([table]) => table);
    if (bulk.length === 0) return;
    for (const table of bulk) this.marked.add(table);
    void this.enqueue(async () => {
      // After the reply: the handler's own continuation (and its reply) runs before a timer does.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return this.analyseMarked();
    });
  }

  private async analyseMarked(): Promise<string[]> {
    const tables = [...this.marked];
    this.marked.clear();
    return this.analyse(tables);
  }

  /** One tick of the schedule: analyses the tables that changed enough; answers their names. */
  tick(): Promise<string[]> {
    return this.enqueue(async () => {
      const tables = await changedTables(this.database.db).catch((error: unknown) => {
        this.log.warn({ err: error }, 'looking for tables to analyse failed');
        return [];
      });
      return this.analyse(tables);
    });
  }

  /** Starts the schedule (PGlite only: PostgreSQL's autovacuum does it there). */
  start(everyMs: number = ANALYSE_EVERY_MS): void {
    if (this.database.kind !== 'pglite' || this.timer) return;
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  /** Stops the schedule and waits for the analysis under way (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.settled();
  }

  /** Resolves once every analysis asked for so far has run. */
  async settled(): Promise<void> {
    for (let last; last !== this.queue;) {
      last = this.queue;
      await last;
    }
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(() => outsideRead(work));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async analyse(tables: readonly string[]): Promise<string[]> {
    const done: string[] = [];
    for (const table of tables) {
      try {
        await this.database.db.execute(sql.raw(`ANALYZE ${quoted(table)}`));
        done.push(table);
      } catch (error) {
        this.log.warn({ err: error, table }, 'analysing a table failed');
      }
    }
    return done;
  }
}
