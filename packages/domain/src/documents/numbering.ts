import { formatDate, parseDate } from '../format/date.ts';
import { DOCUMENT_STATUS } from './statuses.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/** The digits a document's sequence is written with at least (`PO/2026-27/00001`). */
export const SEQUENCE_DIGITS = 5;

/** A business date: a calendar day as 'yyyy-MM-dd' (a longer ISO text is read by its first ten characters), or a Date (local). */
export type BusinessDate = string | Date;

function calendarDay(date: BusinessDate): Date {
  const day = typeof date === 'string' ? parseDate(date.slice(0, 10), 'yyyy-MM-dd') : date;
  if (day === null || Number.isNaN(day.getTime())) {
    throw new RangeError(`financialYear: ${String(date)} is not a date`);
  }
  return day;
}

/**
 * Issue 16: the Indian financial year, April to March, written `2026-27`: 1 April 2026 to 31 March 2027
 * are '2026-27'. Text that is no date throws a RangeError.
 */
export function financialYear(date: BusinessDate): string {
  const day = calendarDay(date);
  const start = day.getMonth() >= 3 ? day.getFullYear() : day.getFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The counter a number is drawn from: gapless and consecutive per organisation, series and year ('PO/2026-27'). */
export const numberSeries = (prefix: string, year: string): string => `${prefix}/${year}`;

/**
 * Issue 16: `PREFIX/FY/NNNNN` (`PO/2026-27/00001`); an amendment's revision follows as `/R1`, `/R2` (the
 * original is revision 0 and has none). The sequence is a whole number from 1; revisions from 0.
 */
export function formatDocumentNumber(prefix: string, year: string, sequence: number, revision = 0): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`formatDocumentNumber: ${sequence} is not a sequence number`);
  }
  if (!Number.isSafeInteger(revision) || revision < 0) {
    throw new RangeError(`formatDocumentNumber: ${revision} is not a revision`);
  }
  const number = `${numberSeries(prefix, year)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  return revision === 0 ? number : `${number}/R${revision}`;
}

/**
 * The file a printed document downloads and is attached as (decision 1722): its number with the slashes a
 * file name cannot hold as dashes (`PO-2026-27-00001-R1.pdf`), or `Draft <id>.pdf` before it has one.
 */
export const printFileName = (number: string | null, id: number): string =>
  `${(number ?? `Draft ${id}`).replace(/[\\/]/g, '-')}.pdf`;

/** A document number read back into its parts. */
export interface DocumentNumber {
  prefix: string;
  financialYear: string;
  sequence: number;
  revision: number;
}

const NUMBER_PATTERN = /^([A-Z0-9]+)\/(\d{4})-(\d{2})\/(\d{5,})(?:\/R([1-9]\d*))?$/;

/** The parts of a number `formatDocumentNumber` writes, or null for text that is none (a year not ending in the next). */
export function parseDocumentNumber(text: string): DocumentNumber | null {
  const match = NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, prefix = '', start = '', end = '', digits = '', revision = '0'] = match;
  const sequence = Number(digits);
  const valid =
    (Number(start) + 1) % 100 === Number(end) &&
    Number.isSafeInteger(sequence) &&
    sequence >= 1 &&
    (digits.length === SEQUENCE_DIGITS || !digits.startsWith('0'));
  return valid ? { prefix, financialYear: `${start}-${end}`, sequence, revision: Number(revision) } : null;
}

/** What the numbering rules read of a document. */
export interface NumberedDocument {
  status: number;
  /** Null or empty until its first submit. */
  number?: string | null;
}

const hasNumber = (doc: NumberedDocument): boolean => (doc.number ?? '') !== '';

/** Issue 16: "given on the first submit": a draft without a number takes one when it is submitted. */
export const takesNumberOnSubmit = (doc: NumberedDocument): boolean =>
  doc.status === DOCUMENT_STATUS.DRAFT && !hasNumber(doc);

/** Only a draft is edited; a submitted document is changed by amendment (a new revision). */
export const isEditable = (status: number): boolean => status === DOCUMENT_STATUS.DRAFT;

/**
 * Why a document cannot be deleted, or null when it can: "a document that was never submitted has none
 * and can be deleted; once numbered it keeps its number forever and is never deleted, only cancelled".
 */
export function deleteProblem(doc: NumberedDocument): string | null {
  if (hasNumber(doc)) return 'A numbered document is never deleted: cancel it instead.';
  return doc.status === DOCUMENT_STATUS.DRAFT ? null : 'Only a draft can be deleted.';
}

export const canDelete = (doc: NumberedDocument): boolean => deleteProblem(doc) === null;

/**
 * Why a save may not change the document, or null when it may: the server's 409, "A submitted purchase
 * order cannot be changed; cancel it or close it". `label` is the document type's ('Purchase Order').
 */
export const editProblem = (status: number, label: string): string | null =>
  isEditable(status) ? null : say(PHRASES.submittedUnchangeable, { label: label.toLowerCase() });

/**
 * The number an amendment carries: the same number with the next revision (`PO/2026-27/00001` →
 * `…/R1`, `…/R1` → `…/R2`); null for text that is no document number.
 */
export function amendedNumber(number: string): string | null {
  const parts = parseDocumentNumber(number);
  return parts && formatDocumentNumber(parts.prefix, parts.financialYear, parts.sequence, parts.revision + 1);
}

/**
 * Issue 16 books lock (`BOOKS_LOCKED_UPTO`, empty by default): a document dated on or before it cannot be
 * submitted, amended or cancelled. Both are 'yyyy-MM-dd'; an empty lock locks nothing.
 */
export const lockedByBooks = (date: string, lockedUpto: string | null | undefined): boolean =>
  (lockedUpto ?? '') !== '' && date.slice(0, 10) <= (lockedUpto as string).slice(0, 10);

/** The refusal of a date the books lock covers, naming the lock's date as users write dates. */
export const booksLockedMessage = (lockedUpto: string): string =>
  say(PHRASES.booksLocked, { date: formatDate(lockedUpto.slice(0, 10)) });
