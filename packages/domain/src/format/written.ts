/*
 * A number written as text, read by one rule on every route, form and sheet (issue 57, decision 2272): as a
 * person writes it, or not at all. A number sent as a number (JSON's 1000, a sheet's numeric cell) is not
 * text and is not read here.
 */

/** An id: digits only, the first not 0 (`42`; never `042`, `42.0`, `4.2e1`, `+42`, ` 42`). */
const ID = /^[1-9]\d*$/;

/** A whole number counted from 0 (a version, a page, a revision): digits only, no 0 before another digit. */
const WHOLE = /^(?:0|[1-9]\d*)$/;

/**
 * A decimal as a person writes it: an optional minus and rupee sign (`-₹ 500`), the whole part plain or
 * grouped by commas in thousands or in lakhs and crores (`1250`, `1,250`, `1,00,000`, `100,000`), and a
 * point with its decimals (`1,250.50`); a point with none yet (`12.`, as it is typed) and decimals without
 * a whole part (`.5`) too. Never an exponent (`1e3`), a leading `+`, spaces around it (padding), or a 0
 * before another whole digit (`007`, also padding).
 */
const DECIMAL = /^-?(?:₹ ?)?(?:(?:0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{2,3})*,\d{3})(?:\.\d*)?|\.\d+)$/;

/** The id `text` writes, or null when it is not written as an id. */
export const readId = (text: string): number | null => (ID.test(text) ? Number(text) : null);

/** The whole number from 0 `text` writes, or null when it is not written as one. */
export const readWhole = (text: string): number | null => (WHOLE.test(text) ? Number(text) : null);

/** The number `text` writes as a person writes a decimal, or null when it is not written so. */
export function readDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  // `-0` is 0: the minus of nothing is no sign.
  return Number(text.replace(/[,₹ ]/g, '')) || 0;
}

/** What a client sends for an id: text read as an id (NaN, which every id schema refuses, when it is not one). */
export const fromIdText = (value: unknown): unknown =>
  typeof value === 'string' ? (readId(value) ?? Number.NaN) : value;

/** What a client sends for a whole number from 0: text read as one, else NaN. */
export const fromWholeText = (value: unknown): unknown =>
  typeof value === 'string' ? (readWhole(value) ?? Number.NaN) : value;

/** What a client sends for a quantity, rate or amount: text read as a person's decimal, else NaN. */
export const fromDecimalText = (value: unknown): unknown =>
  typeof value === 'string' ? (readDecimal(value) ?? Number.NaN) : value;
