import {
  RESPONSE_CODES,
  bookDateProblem,
  booksLock,
  formatDate,
  goLiveEve,
  lockedByBooks,
  type BookDates,
  type DocumentDef,
} from '@erp/domain';
import type { Caller } from '../core/caller.ts';
import { today } from '../core/today.ts';
import { AppError, ValidationFailure } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { configValues } from '../stores/sys-config.ts';

const BOOKS_LOCK_KEY = 'BOOKS_LOCKED_UPTO';
const BOOKS_START_KEY = 'BOOKS_START_DATE';
export const GO_LIVE_KEY = 'GO_LIVE_DATE';

/**
 * What a document of `def` is locked up to in the caller's organisation ('yyyy-MM-dd'; null: no lock): system
 * config BOOKS_LOCKED_UPTO, or the eve of GO_LIVE_DATE when later, but for an opening balance (decision 2122).
 */
export async function booksLockedUpto(
  tx: Executor,
  caller: Caller,
  def: Pick<DocumentDef, 'opening'>,
): Promise<string | null> {
  const values = await configValues(tx, caller, [BOOKS_LOCK_KEY, GO_LIVE_KEY]);
  return booksLock(def, { booksLockedUpto: values.get(BOOKS_LOCK_KEY), goLive: values.get(GO_LIVE_KEY) });
}

/** What a document's date is judged by: the books' first day, the locks (`locked`: judged), go-live and today. */
async function bookDates(tx: Executor, caller: Caller, locked: boolean): Promise<BookDates> {
  const values = await configValues(tx, caller, [BOOKS_START_KEY, BOOKS_LOCK_KEY, GO_LIVE_KEY]);
  return {
    booksStart: values.get(BOOKS_START_KEY) ?? null,
    booksLockedUpto: locked ? (values.get(BOOKS_LOCK_KEY) ?? '') : null,
    goLive: values.get(GO_LIVE_KEY) ?? null,
    today: today(),
  };
}

/**
 * Refuses a document's date outside the books (issue 38, decision 1827), a 400 on `date` naming it: on save
 * without the locks (a draft may wait for a lock to lift), on submit with them; an opening balance's on
 * save too unless it is the go-live eve (decision 2121).
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

/**
 * The moment an opening stock upload is of (decision 2123): the start of the go-live eve in India, as the
 * parties' openings are dated; undefined (now) while GO_LIVE_DATE is empty. Refused in words once
 * BOOKS_LOCKED_UPTO locks the eve, as an opening balance is.
 */
export async function openingStockMoment(tx: Executor, caller: Caller): Promise<Date | undefined> {
  const values = await configValues(tx, caller, [BOOKS_LOCK_KEY, GO_LIVE_KEY]);
  const eve = goLiveEve(values.get(GO_LIVE_KEY));
  if (eve === null) return undefined;
  const lock = booksLock({ opening: true }, { booksLockedUpto: values.get(BOOKS_LOCK_KEY) });
  if (lock !== null && lockedByBooks(eve, lock))
    throw new AppError(
      RESPONSE_CODES.VALIDATION_FAILED,
      `The opening stock is dated ${formatDate(eve)}, the day before go-live, and the books are locked up to ${formatDate(lock)}.`,
    );
  return new Date(`${eve}T00:00:00+05:30`);
}
