import { calendarDayOf } from '../format/calendar.ts';
import { addDays, formatDate } from '../format/date.ts';
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
  /** System config GO_LIVE_DATE; empty: not live. Its eve locks the books as BOOKS_LOCKED_UPTO does. */
  goLive?: string | null;
  /** The day in India. */
  today: string;
}

/** The last day of the financial year of `date` (31 March). */
const yearEnd = (date: string): string => `${Number(financialYear(date).slice(0, 4)) + 1}-03-31`;

/** The day opening balances are dated (decision 2121): the day before GO_LIVE_DATE; null while it is empty. */
export const goLiveEve = (goLive: string | null | undefined): string | null =>
  (goLive ?? '') === '' ? null : addDays((goLive as string).slice(0, 10), -1);

/**
 * What a document's books are locked up to (decision 2122): the later of BOOKS_LOCKED_UPTO and the go-live
 * eve; an opening balance's by BOOKS_LOCKED_UPTO only, so that openings are entered on the eve until the
 * accountant locks it. Null: no lock.
 */
export function booksLock(
  def: Pick<DocumentDef, 'opening'>,
  rules: Pick<BookDates, 'booksLockedUpto' | 'goLive'>,
): string | null {
  const lock = (rules.booksLockedUpto ?? '') === '' ? null : (rules.booksLockedUpto as string);
  const eve = def.opening ? null : goLiveEve(rules.goLive);
  if (lock === null || eve === null) return lock ?? eve;
  return eve > lock ? eve : lock;
}

/**
 * Why an opening balance may not carry `day` (decision 2121), or null: it is dated the go-live eve, which
 * needs GO_LIVE_DATE, and stands outside the books' first day and the financial year by its nature.
 */
function openingDateProblem(label: string, day: string, goLive: string | null | undefined): string | null {
  const eve = goLiveEve(goLive);
  if (eve === null)
    return `An ${label} is dated the day before go-live: set the go-live date in System Configuration first.`;
  if (day === eve) return null;
  return `An ${label} is dated ${formatDate(eve)}, the day before go-live (${formatDate(goLive as string)}), not ${formatDate(day)}.`;
}

/**
 * Why a document may not carry `date`, in words naming it (dd-MM-yyyy), or null (issue 38): not before the
 * books' first day, not on or before the books lock (`booksLock`, judged unless `booksLockedUpto` is null),
 * not after today for a document declaring `notFutureDated` (invoices, notes, bills, receipts), and for any
 * other not after the current financial year (an order may be dated later within it). An opening balance
 * only on the go-live eve, and not in locked books. An empty date or no date is the field's rules' to refuse.
 */
export function bookDateProblem(
  def: Pick<DocumentDef, 'label' | 'notFutureDated' | 'opening'>,
  date: string,
  rules: BookDates,
): string | null {
  const day = date.slice(0, 10);
  if (calendarDayOf(day) === null) return null;
  const shown = formatDate(day);
  const label = def.label.toLowerCase();
  const lock =
    rules.booksLockedUpto === null || rules.booksLockedUpto === undefined ? null : booksLock(def, rules);
  const locked = lockedByBooks(day, lock)
    ? `The date ${shown} is in locked books. ${booksLockedMessage(lock as string)}.`
    : null;
  if (def.opening) return openingDateProblem(label, day, rules.goLive) ?? locked;
  const start = (rules.booksStart ?? '') === '' ? DEFAULT_BOOKS_START : (rules.booksStart as string);
  if (day < start) return `The date ${shown} is before the books begin on ${formatDate(start)}.`;
  if (locked) return locked;
  if (def.notFutureDated && day > rules.today)
    return `The date ${shown} is after today (${formatDate(rules.today)}): a ${label} is never dated in the future.`;
  const end = yearEnd(rules.today);
  if (day > end)
    return `The date ${shown} is after the current financial year, which ends on ${formatDate(end)}.`;
  return null;
}
