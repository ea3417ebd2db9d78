import { calendarDayOf } from '../format/calendar.ts';
import { formatDate } from '../format/date.ts';
import type { DocumentDef } from './documentDef.ts';
import { booksLockedMessage, financialYear, lockedByBooks } from './numbering.ts';

/**
 * The books' first day when system config BOOKS_START_DATE is empty (decision 1827): the first day of
 * 2017-18, the financial year GST began in. A short year (`26-27`) repeats after a century: a bound keeps
 * two dates a century apart from taking one GST number.
 */
export const DEFAULT_BOOKS_START = '2017-04-01';

/** What decides whether a document's date lies within the books: all 'yyyy-MM-dd'. */
export interface BookDates {
  /** System config BOOKS_START_DATE; empty: `DEFAULT_BOOKS_START`. */
  booksStart?: string | null;
  /** System config BOOKS_LOCKED_UPTO; empty: no lock. Null: not judged (a draft's save). */
  booksLockedUpto?: string | null;
  /** The day in India. */
  today: string;
}

/** The last day of the financial year of `date` (31 March). */
const yearEnd = (date: string): string => `${Number(financialYear(date).slice(0, 4)) + 1}-03-31`;

/**
 * Why a document may not carry `date`, in words naming it (dd-MM-yyyy), or null (issue 38): not before the
 * books' first day, not on or before the books lock, not after today for a document declaring
 * `notFutureDated` (invoices, notes, bills, receipts), and for any other not after the current financial
 * year (an order may be dated later within it). An empty date or no date is the field's rules' to refuse.
 */
export function bookDateProblem(
  def: Pick<DocumentDef, 'label' | 'notFutureDated'>,
  date: string,
  rules: BookDates,
): string | null {
  const day = date.slice(0, 10);
  if (calendarDayOf(day) === null) return null;
  const shown = formatDate(day);
  const start = (rules.booksStart ?? '') === '' ? DEFAULT_BOOKS_START : (rules.booksStart as string);
  if (day < start) return `The date ${shown} is before the books begin on ${formatDate(start)}.`;
  if (lockedByBooks(day, rules.booksLockedUpto))
    return `The date ${shown} is in locked books. ${booksLockedMessage(rules.booksLockedUpto as string)}.`;
  const label = def.label.toLowerCase();
  if (def.notFutureDated && day > rules.today)
    return `The date ${shown} is after today (${formatDate(rules.today)}): a ${label} is never dated in the future.`;
  const end = yearEnd(rules.today);
  if (day > end)
    return `The date ${shown} is after the current financial year, which ends on ${formatDate(end)}.`;
  return null;
}
