import { financialYear, SEQUENCE_DIGITS, type BusinessDate } from '../documents/numbering.ts';
import { PHRASES, say } from '../errors/phrases.ts';

/**
 * CGST rule 46(b): a tax invoice bears "a consecutive serial number not exceeding sixteen characters, in
 * one or multiple series, containing alphabets or numerals or special characters hyphen or dash and slash
 * symbolised as "-" and "/" respectively, and any combination thereof, unique for a financial year".
 */
export const GST_NUMBER_MAX_LENGTH = 16;

const GST_NUMBER_CHARACTERS = /^[A-Za-z0-9/-]+$/;

/** The financial year as an invoice writes it, two digits each side: 1 April 2026 to 31 March 2027 are '26-27'. */
export function shortFinancialYear(date: BusinessDate): string {
  return financialYear(date).slice(2);
}

/** An invoice's number in its series: `INV/26-27/00001` (prefix, short financial year, sequence). */
export function gstInvoiceNumber(prefix: string, date: BusinessDate, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`gstInvoiceNumber: ${sequence} is not a sequence number`);
  }
  return `${prefix}/${shortFinancialYear(date)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** Why a number breaks rule 46, in the user's words; null when it keeps it. */
export function gstNumberProblem(number: string): string | null {
  if (!GST_NUMBER_CHARACTERS.test(number)) return say(PHRASES.gstNumberCharacters, { number });
  if (number.length > GST_NUMBER_MAX_LENGTH) {
    return say(PHRASES.gstNumberLength, {
      number,
      length: number.length,
      max: GST_NUMBER_MAX_LENGTH,
    });
  }
  return null;
}

/** Any date stands for every year in a series check (the year has the same width in all): this one. */
export const SERIES_SAMPLE_DATE = '2026-04-01';

/**
 * Issue 20: "The domain checks a series' format before it is used": a prefix is refused when the first
 * number of its series, or its last with the sequence's five digits (99999), would break rule 46. The year
 * is written with the same number of characters in every year, so one date stands for all.
 */
export function invoiceSeriesProblem(prefix: string, date: BusinessDate): string | null {
  if (prefix.trim() === '') return say(PHRASES.required, { label: 'Invoice series' });
  const last = 10 ** SEQUENCE_DIGITS - 1;
  return (
    gstNumberProblem(gstInvoiceNumber(prefix, date, 1)) ??
    gstNumberProblem(gstInvoiceNumber(prefix, date, last))
  );
}

/**
 * The prefix a GST-numbered document takes (decisions 1401, 1425): an invoice the branch's invoice series when
 * it has one; a note (or an invoice of a branch without one) its document's own series, so that invoices and
 * notes never share a counter.
 */
export function gstSeriesPrefix(
  isInvoice: boolean,
  documentSeries: string,
  branchPrefix: string | null,
): string {
  const own = isInvoice ? (branchPrefix ?? '').trim() : '';
  return own || documentSeries;
}
