import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client.ts';

/**
 * Rows handed out by the stock tables and their indexes in this transaction so far: the transaction's own
 * counters, the same on PGlite and PostgreSQL. A cost counted, not timed, fails the same on a loaded machine.
 */
export async function stockRowsRead(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ rows: number }>(
    tx,
    sql`SELECT coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid) + pg_stat_get_xact_tuples_fetched(c.oid)), 0)::float8 AS rows
          FROM pg_class c
         WHERE c.relnamespace = current_schema()::regnamespace AND c.relname LIKE 'stock\\_%'`,
  );
  return row?.rows ?? 0;
}
