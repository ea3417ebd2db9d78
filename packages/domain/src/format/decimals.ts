import { PHRASES, say } from '../errors/phrases.ts';

/** The most decimals a quantity is kept with: the stock tables hold numeric(14, 3). */
export const MAX_QUANTITY_DECIMALS = 3;

/** Decimals an amount in rupees has: paise. */
export const AMOUNT_DECIMALS = 2;

/**
 * How many decimals a number has as written (17.599 → 3, 17.5 → 1, 1e-7 → 7, 12 → 0): what a field's
 * allowed decimals are checked against, so that no value is ever rounded to fit. NaN and ±Infinity give
 * Infinity (no count of decimals fits them).
 */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  // String() writes the shortest text that reads back as the same number: its digits are the value's.
  const [, fraction = '', exponent = '0'] = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(
    String(value),
  ) as RegExpExecArray;
  return Math.max(0, fraction.length - Number(exponent));
}

/**
 * Half away from zero, to `decimals` (the stock ledger's: quantities 3, values 2, rates 4). A half written
 * in decimals rounds up however binary keeps it (0.346 × 7.5 = 2.5949999… → 2.60), unlike `toFixed`: a
 * figure worked out twice, by a document and by the ledger, rounds the same both times.
 */
export function roundHalfAway(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-9)) / factor;
}

/** A unit of measure as far as quantities care: its decimals (0 to 3), or none recorded. */
export interface UomDecimals {
  decimals?: number | null;
}

/**
 * The decimals quantities in a unit of measure are entered, checked and shown with (NOS 0, KGS 3). A unit
 * without any recorded, or none at all, allows the most a quantity is kept with (decision 0607).
 */
export function quantityDecimals(uom: UomDecimals | null | undefined): number {
  const decimals = uom?.decimals;
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0
    ? Math.min(decimals, MAX_QUANTITY_DECIMALS)
    : MAX_QUANTITY_DECIMALS;
}

/** The message for a value with more decimals than allowed, in the user's words. */
export function tooManyDecimalsMessage(label: string, decimals: number): string {
  if (decimals === 0) return say(PHRASES.wholeNumber, { label });
  return say(decimals === 1 ? PHRASES.oneDecimal : PHRASES.decimals, { label, decimals });
}
