import { RESPONSE_CODES } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import { SQLSTATE, databaseFailure } from '../db/errors.ts';

/** A series' counter in one financial year. */
export interface Counter {
  series: string;
  year: string;
}

/**
 * The statement raising a counter of the caller's organisation by one, answering its new last number as
 * `last` (decision 0804): the row is raised under its lock inside the caller's transaction, so concurrent
 * submits wait their turn and a failed one rolls its number back (no gap, no repeat). A statement of its
 * own, or a part of a submit's read of its kept facts (decision 2383).
 */
export const raisingCounter = (caller: Caller, counter: Counter): SQL =>
  sql`INSERT INTO document_counter AS c (org_id, series, financial_year, last_number)
      VALUES (${caller.orgId}, ${counter.series}, ${counter.year}, 1)
      ON CONFLICT (org_id, series, financial_year) DO UPDATE SET last_number = c.last_number + 1
      RETURNING c.last_number AS last`;

/** Raises a counter by one (`raisingCounter`) and answers its new last number. */
export async function raiseCounter(tx: Executor, caller: Caller, counter: Counter): Promise<number> {
  const [row] = await queryRows<{ last: number }>(tx, raisingCounter(caller, counter));
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
