import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows as one jsonb parameter, read back as a table `alias (columns)`: one statement however many rows, no
 * limit of parameters, and one parameter to bind. A VALUES list binds each value apart: 210 parameters for
 * 30 rows of 7, which took PGlite twice as long to send and parse as the same rows in one (decision 2385).
 * The LIMIT, their number, is what tells the planner how many there are: it takes a set-returning function
 * for 100 rows whatever it is given, and joined a whole table by hash for one row (`ledger-rows-read`).
 */
export const recordset = (rows: readonly object[], alias: string, columns: string): SQL => {
  const name = sql.raw(alias);
  return sql`(SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS ${name} (${sql.raw(columns)})
    LIMIT ${sql.raw(String(rows.length))}) AS ${name}`;
};

/** Ids as one bigint[] parameter (`= ANY(…)`): one parameter to bind, where `IN (…)` binds each. */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::bigint[]`;
