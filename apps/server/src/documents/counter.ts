import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';

/**
 * Raises a counter of the caller's organisation by one and answers its new last number (decision 0804):
 * the row is raised under its lock inside the caller's transaction, so concurrent submits wait their turn
 * and a failed one rolls its number back (no gap, no repeat).
 */
export async function raiseCounter(
  tx: Executor,
  caller: Caller,
  counter: { series: string; year: string },
): Promise<number> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`INSERT INTO document_counter AS c (org_id, series, financial_year, last_number)
        VALUES (${caller.orgId}, ${counter.series}, ${counter.year}, 1)
        ON CONFLICT (org_id, series, financial_year) DO UPDATE SET last_number = c.last_number + 1
        RETURNING c.last_number AS last`,
  );
  if (!row) throw new Error('the document counter returned nothing');
  return Number(row.last);
}

/**
 * A write giving a document its number (decision 1825): a number its series already holds (a counter behind
 * numbers written otherwise, a year a century apart) is refused in words, a 409 naming it, never a 500.
 */
export async function numbering<T>(number: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = databaseFailure(error);
    if (failure?.code === SQLSTATE.UNIQUE_VIOLATION && failure.constraint?.endsWith('_number_key'))
      throw new AppError(
        RESPONSE_CODES.DUPLICATE,
        `The number ${number ?? ''} is already taken in its series: nothing was saved.`,
      );
    throw error;
  }
}
