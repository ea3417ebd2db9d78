/* The two states of the planner's statistics a read bench measures in (issue 40, decisions 1920 and 1940). */
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';

/**
 * Stale: what the embedded database knows before its first ANALYZE, as right after a bulk load (every table
 * `reltuples -1`, no column statistics); fresh: after ANALYZE.
 */
export const statisticsStates = (db: Executor): Readonly<Record<'stale' | 'fresh', () => Promise<void>>> => ({
  stale: async () => {
    await db.execute(
      sql`DELETE FROM pg_statistic WHERE starelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)`,
    );
    await db.execute(
      sql`UPDATE pg_class SET reltuples = -1, relpages = 0 WHERE relnamespace = 'public'::regnamespace`,
    );
  },
  fresh: async () => {
    await db.execute(sql`ANALYZE`);
  },
});
