/*
 * How many digits of HSN (or SAC) an invoice carries (issue 41, decision 1970). CGST notification
 * 78/2020-Central Tax (15 Oct 2020, in force 1 Apr 2021): 4 digits for a taxpayer whose aggregate turnover in
 * the preceding financial year was up to ₹5 crore, 6 digits above. The e-invoice system has refused fewer than
 * 6 from those above it since 15 Dec 2023, and every e-invoicer is one (notification 10/2023-CT); the e-way bill
 * system since 1 Feb 2024.
 */

/** Above this aggregate annual turnover, in ₹ crore, an HSN or SAC has at least 6 digits. */
export const SIX_DIGIT_HSN_ABOVE_CRORE = 5;

/** The digits an HSN or SAC needs at least. */
export type HsnDigits = 4 | 6;

/**
 * The fewest digits at an aggregate turnover of `aatoCrore` (system config AATO_CRORE): 4 up to ₹5 crore, 6
 * above it, and 6 while the turnover is not kept (null): every portal takes six.
 */
export const hsnDigitsRequired = (aatoCrore: number | null): HsnDigits =>
  aatoCrore !== null && aatoCrore <= SIX_DIGIT_HSN_ABOVE_CRORE ? 4 : 6;

/** The e-invoice's: every e-invoicer's turnover is above ₹5 crore, so six, whatever is kept. */
export const E_INVOICE_HSN_DIGITS: HsnDigits = 6;

/**
 * Why the HSN or SAC `code` is too short for `digits`, in words (`what` names it: "HSN Code", "Line 2 HSN
 * code"); null when it is long enough or empty (whether one is needed is another rule's).
 */
export function hsnDigitsProblem(what: string, code: string, digits: HsnDigits): string | null {
  const hsn = code.trim();
  if (hsn === '' || hsn.length >= digits) return null;
  return digits === 6
    ? `${what} ${hsn} has ${hsn.length} digits: above ₹${SIX_DIGIT_HSN_ABOVE_CRORE} crore of aggregate turnover the GST portals take 6 or more (notification 78/2020-CT); write its 6- or 8-digit code`
    : `${what} ${hsn} has ${hsn.length} digits: a tax invoice shows at least 4 (notification 78/2020-CT)`;
}
