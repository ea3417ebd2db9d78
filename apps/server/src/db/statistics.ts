// Planner statistics kept on the embedded database (decision 1900): PGlite has no autovacuum, so nothing
// analysed a table and the planner chose blind (every table read `reltuples -1`).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from './client.ts';
import { outsideRead } from './deadline.ts';

/**
 * A table is analysed after a commit once the rows written of it since its last analysis pass this many plus
 * a tenth of its rows (PostgreSQL's autovacuum_analyze_threshold and _scale_factor).
 */
export const BULK_ROWS = 50;
/** The share of a table's rows that must have been written since its last analysis before another. */
export const BULK_SHARE = 0.1;
/** How often the embedded database's changed tables are looked for and analysed. */
export const ANALYSE_EVERY_MS = 2 * 60_000;

/**
 * What an analysis on PGlite waits for: a quiet moment, at most `atMostMs` (decision 2267); false when none
 * came. PostgreSQL's ANALYZE holds no reader up, and runs at once.
 */
export interface Quiet {
  quiet(atMostMs: number): Promise<boolean>;
}

/**
 * The statistics target of an analysis on PGlite that found no quiet moment (decision 2376): it samples 300
 * rows per unit of the target, and holds the one connection for as long as it samples, so it takes a smaller
 * sample than PostgreSQL's 100, short enough for the users waiting behind it; the next quiet one takes the full.
 */
export const BUSY_STATISTICS_TARGET = 20;

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
 * autovacuum rule (more changed rows than BULK_ROWS plus BULK_SHARE of the table), and those never analysed that
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
           AND (s.n_mod_since_analyze > ${BULK_ROWS} + ${BULK_SHARE} * greatest(c.reltuples, 0) OR ${blind(sql`c`)})
         ORDER BY s.relname`,
  );
  return rows.map((row) => row.name);
}

/** The rows each of `tables` held when last analysed (`reltuples`; -1 never analysed, absent no such table). */
async function sizesOf(db: Executor, tables: readonly string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ name: string; tuples: number }>(
    db,
    sql`SELECT c.relname AS name, c.reltuples::float8 AS tuples FROM pg_class c
         WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
           AND c.relname IN (${sql.join(
             tables.map((table) => sql`${table}`),
             sql`, `,
           )})`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.tuples)]));
}

/**
 * Keeps the planner's statistics: a table is analysed after a commit once the rows written of it since its
 * last analysis pass autovacuum's rule (BULK_ROWS plus BULK_SHARE of its rows: a bulk write into a small or
 * new table, never a 50-line document into a table of half a million lines), PGlite and PostgreSQL alike; on
 * PGlite a tick every ANALYSE_EVERY_MS analyses the tables that changed enough by the database's own count.
 * Analyses run one table at a time, one after another, never on a reply's path; a failure is logged and
 * forgotten.
 */
export class Statistics {
  /** The rows written of each table through the app since this process last analysed it. */
  private readonly written = new Map<string, number>();
  /** The rows of each table as its last analysis counted them, read when first needed. */
  private readonly sizes = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: StatisticsLog,
    private readonly waitFor?: Quiet,
  ) {}

  /**
   * The database whose transactions report the rows they wrote (`rowsWrittenIn`) once committed: a table
   * written enough since its last analysis is analysed next, after the reply.
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

  /** Whether `rows` written of `table` since its last analysis call for another; unknown size: maybe. */
  private due(table: string, rows: number): boolean {
    const size = this.sizes.get(table);
    return rows >= BULK_ROWS + BULK_SHARE * Math.max(size ?? 0, 0);
  }

  private afterCommit(written: ReadonlyMap<string, number>): void {
    let due = false;
    for (const [table, rows] of written) {
      const since = (this.written.get(table) ?? 0) + rows;
      this.written.set(table, since);
      due ||= this.due(table, since);
    }
    if (!due) return;
    void this.enqueue(async (busy) => {
      // After the reply: the handler's own continuation (and its reply) runs before a timer does.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return this.analyseDue(busy);
    });
  }

  /** Analyses the tables written enough since their last analysis, their sizes read first where unknown. */
  private async analyseDue(busy: boolean): Promise<string[]> {
    const candidates = [...this.written].filter(([table, rows]) => this.due(table, rows));
    const unknown = candidates.map(([table]) => table).filter((table) => !this.sizes.has(table));
    if (unknown.length > 0) {
      const sizes = await sizesOf(this.database.db, unknown).catch((error: unknown) => {
        this.log.warn({ err: error }, 'reading the sizes of tables to analyse failed');
        return new Map<string, number>();
      });
      for (const [table, size] of sizes) this.sizes.set(table, size);
    }
    const tables = candidates.filter(([table, rows]) => this.due(table, rows)).map(([table]) => table);
    return this.analyse(tables, busy);
  }

  /** One tick of the schedule: analyses the tables that changed enough; answers their names. */
  tick(): Promise<string[]> {
    return this.enqueue(async (busy) => {
      const tables = await changedTables(this.database.db).catch((error: unknown) => {
        this.log.warn({ err: error }, 'looking for tables to analyse failed');
        return [];
      });
      return this.analyse(tables, busy);
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

  private enqueue<T>(work: (busy: boolean) => Promise<T>): Promise<T> {
    const next = this.queue.then(async () => {
      // On PGlite everyone waits behind an ANALYZE: it waits for a quiet moment, at most a tick's time, and
      // samples less when none came.
      const busy = this.database.kind === 'pglite' && (await this.waitFor?.quiet(ANALYSE_EVERY_MS)) === false;
      return outsideRead(() => work(busy));
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Analyses `tables` one at a time; `busy`: with the smaller sample of BUSY_STATISTICS_TARGET. */
  private async analyse(tables: readonly string[], busy: boolean): Promise<string[]> {
    const done: string[] = [];
    for (const table of tables) {
      try {
        const analyse = sql.raw(`ANALYZE ${quoted(table)}`);
        if (busy)
          await this.database.transaction(async (tx) => {
            await tx.execute(sql.raw(`SET LOCAL default_statistics_target = ${BUSY_STATISTICS_TARGET}`));
            await tx.execute(analyse);
          });
        else await this.database.db.execute(analyse);
        done.push(table);
        // Counted afresh from this analysis; its new size is read when next needed.
        this.written.delete(table);
        this.sizes.delete(table);
      } catch (error) {
        this.log.warn({ err: error, table }, 'analysing a table failed');
      }
    }
    return done;
  }
}
