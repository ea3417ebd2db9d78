import { hindiAmountWords } from './words-hi.ts';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** The largest amount that can be written (spec §9: integer part up to 10 digits, two decimals). */
export const MAX_AMOUNT_IN_WORDS = 9999999999.99;
const MAX_PAISE = 999999999999;

/** Words for 1..99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return unit === 0 ? tens : `${tens} ${ONES[unit] as string}`;
}

/** Words for 1..999 (no 'and' inside the number: cheque style). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds] as string} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** Words for 0..9,99,99,99,999 in the Indian system: Crore (up to 999), Lakh, Thousand, the rest. */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10000000);
  const lakh = Math.floor(n / 100000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${belowThousand(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** The languages an amount is written in (decision 2094): a print's, which follows its reader's. */
export type WordsLanguage = 'en' | 'hi';
const WORDS_LANGUAGES: readonly WordsLanguage[] = ['en', 'hi'];

/**
 * The language an amount is written in for a reader of the app's `language` ('en', 'hi'): that one where
 * the words are written in it, else English (decision 2140: a screen's amount in words is its reader's).
 */
export const wordsLanguageOf = (language: string): WordsLanguage =>
  WORDS_LANGUAGES.find((known) => known === language) ?? 'en';

/**
 * Spec §9: "Amount in words: two decimals, integer part up to 10 digits, units Thousand, Lakh, Crore,
 * plus Paisa (Rupees and Paisa)."
 *
 * English: `Rupees <rupees in words>[ and <paisa in words> Paisa] Only`, for example
 * 1234567.5 → 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paisa Only';
 * Hindi (issue 42): `<rupees> रुपये[ और <paise> पैसे] मात्र`, for example
 * 125312.5 → 'एक लाख पच्चीस हज़ार तीन सौ बारह रुपये और पचास पैसे मात्र'.
 * The value is first rounded to whole paise exactly as `formatAmount` rounds it (half away from zero on
 * the decimal value). Negative, non-finite or too large input throws a RangeError.
 */
export function amountInWords(value: number, language: WordsLanguage = 'en'): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`amountInWords: ${String(value)} is not a finite amount`);
  }
  if (value < 0) {
    throw new RangeError(`amountInWords: negative amounts (${value}) cannot be written in words`);
  }
  // toFixed rounds on the exact decimal value, like Intl does for formatAmount; integer paise after that.
  const paiseTotal = Math.round(Number(value.toFixed(2)) * 100);
  if (paiseTotal > MAX_PAISE) {
    throw new RangeError(`amountInWords: ${value} is larger than the largest amount ${MAX_AMOUNT_IN_WORDS}`);
  }
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  if (language === 'hi') return hindiAmountWords(rupees, paise);
  const paisePart = paise > 0 ? ` and ${belowHundred(paise)} Paisa` : '';
  return `Rupees ${indianWords(rupees)}${paisePart} Only`;
}

/** A document's total in words (issue 16); empty where it cannot be written (below zero or too large). */
export const totalInWords = (total: number, language: WordsLanguage = 'en'): string =>
  total >= 0 && total <= MAX_AMOUNT_IN_WORDS ? amountInWords(total, language) : '';
