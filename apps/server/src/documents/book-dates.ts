import { RESPONSE_CODES, bookDateProblem, type BookDates, type DocumentDef } from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { today } from '../core/today.ts';
import { ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { configValues } from '../stores/sys-config.ts';

export const BOOKS_LOCK_KEY = 'BOOKS_LOCKED_UPTO';
const BOOKS_START_KEY = 'BOOKS_START_DATE';

/** System config BOOKS_LOCKED_UPTO of the caller's organisation ('yyyy-MM-dd'; empty or absent: no lock). */
export async function booksLockedUpto(tx: Executor, caller: Caller): Promise<string | null> {
  return (await configValues(tx, caller, [BOOKS_LOCK_KEY])).get(BOOKS_LOCK_KEY) ?? null;
}

/** What a document's date is judged by: the books' first day, the lock (`locked`: judged) and today. */
async function bookDates(tx: Executor, caller: Caller, locked: boolean): Promise<BookDates> {
  const values = await configValues(tx, caller, [BOOKS_START_KEY, BOOKS_LOCK_KEY]);
  return {
    booksStart: values.get(BOOKS_START_KEY) ?? null,
    booksLockedUpto: locked ? (values.get(BOOKS_LOCK_KEY) ?? null) : null,
    today: today(),
  };
}

/**
 * Refuses a document's date outside the books (issue 38, decision 1827), a 400 on `date` naming it: on save
 * without the lock (a draft may wait for the lock to lift), on submit with it.
 */
export async function checkBookDate(
  tx: Executor,
  caller: Caller,
  def: DocumentDef,
  date: unknown,
  locked: boolean,
): Promise<void> {
  if (typeof date !== 'string' || date === '') return;
  const problem = bookDateProblem(def, date, await bookDates(tx, caller, locked));
  if (problem)
    throw new ValidationFailure([
      { field: 'date', code: RESPONSE_CODES.VALIDATION_FAILED, message: problem },
    ]);
}
