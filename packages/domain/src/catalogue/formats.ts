import { PHRASES, say } from '../errors/phrases.ts';

/** Text formats a field can require, with the check and the message a user sees. */

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Indian states and union territories with their GST state codes (the first two digits of a GSTIN). */
export const INDIAN_STATES: readonly { readonly code: string; readonly name: string }[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '96', name: 'Other Country' },
  { code: '97', name: 'Other Territory' },
];

/**
 * A place of supply as the document's form, its lists and the reports name it: the state's code and name
 * ('24 Gujarat'), in the reader's language like any choice (issue 56: a register's "24" said no state).
 */
export const PLACE_OF_SUPPLY_OPTIONS: readonly { readonly value: string; readonly label: string }[] =
  INDIAN_STATES.map((state) => ({ value: state.code, label: `${state.code} ${state.name}` }));

/**
 * Retired state codes a GSTIN may still carry, with the state they belong to now: Daman and Diu (25)
 * merged into 26 in 2020; 28 is undivided Andhra Pradesh, now 37.
 */
export const RETIRED_STATE_CODES: Readonly<Record<string, string>> = { '25': '26', '28': '37' };

/** The name of every state code, the retired ones too (the Centre's 99 belongs to no state). */
const STATE_NAMES = new Map([
  ...INDIAN_STATES.map((state) => [state.code, state.name] as const),
  ['25', 'Daman and Diu'] as const,
  ['28', 'Andhra Pradesh (old)'] as const,
]);

/** GST state codes a GSTIN may start with: the states above, the retired 25 and 28, 99 (Centre). */
const GSTIN_STATE_CODES = new Set([...STATE_NAMES.keys(), '99']);

/** The GSTIN check character for the first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why a GSTIN cannot belong to an address in `stateCode` (its first two digits name another state), in
 * the user's words; null when they agree, or when the GSTIN is not valid (its own check says so), is the
 * Centre's (99) or the state is not known. `where` names the address: 'the billing address'.
 */
export function gstinStateMismatch(gstin: string, stateCode: string, where: string): string | null {
  const code = gstin.slice(0, 2);
  const gstinState = STATE_NAMES.get(code);
  const addressState = STATE_NAMES.get(stateCode);
  if (!isValidGstin(gstin) || gstinState === undefined || addressState === undefined) return null;
  if (code === stateCode || RETIRED_STATE_CODES[code] === stateCode) return null;
  return say(PHRASES.gstinState, { gstin, gstinState, code, where, addressState, stateCode });
}

/**
 * An Indian GSTIN: state code, the holder's PAN, entity number, 'Z', check character; upper case.
 * The state code must exist and the check character must match.
 */
export function isValidGstin(text: string): boolean {
  return (
    GSTIN_SHAPE.test(text) &&
    GSTIN_STATE_CODES.has(text.slice(0, 2)) &&
    gstinCheckCharacter(text.slice(0, 14)) === text.charAt(14)
  );
}

/** An Indian PAN: five letters, four digits, a letter (upper case). */
export function isValidPan(text: string): boolean {
  return /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(text);
}

/** Spec §5: "must be a valid e-mail format". */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

/** The staff password policy (decision 0517): long enough, any characters, not the username. */
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  hint: `At least ${PASSWORD_MIN_LENGTH} characters, and not the username.`,
} as const;

export type FieldFormat =
  | 'gstin'
  | 'pan'
  | 'hsn'
  | 'phone'
  | 'pincode'
  | 'ifsc'
  | 'code'
  | 'key'
  | 'url'
  | 'email'
  | 'password'
  | 'time';

export interface FormatRule {
  test: (text: string) => boolean;
  message: (label: string) => string;
}

const regex =
  (pattern: RegExp): FormatRule['test'] =>
  (text) =>
    pattern.test(text);

/** Every format with its check and message. */
export const FORMATS: Readonly<Record<FieldFormat, FormatRule>> = {
  gstin: { test: isValidGstin, message: (label) => say(PHRASES.gstin, { label }) },
  pan: { test: isValidPan, message: (label) => say(PHRASES.pan, { label }) },
  hsn: { test: regex(/^(\d{4}|\d{6}|\d{8})$/), message: (label) => say(PHRASES.hsn, { label }) },
  phone: {
    test: regex(/^(\+91[ -]?)?[6-9]\d{9}$|^0\d{2,4}[ -]?\d{6,8}$/),
    message: (label) => say(PHRASES.phone, { label }),
  },
  pincode: { test: regex(/^[1-9]\d{5}$/), message: (label) => say(PHRASES.pincode, { label }) },
  ifsc: {
    test: regex(/^[A-Z]{4}0[A-Z0-9]{6}$/),
    message: (label) => say(PHRASES.ifsc, { label }),
  },
  code: {
    test: regex(/^[A-Z0-9][A-Z0-9/_.-]*$/i),
    message: (label) => say(PHRASES.code, { label }),
  },
  key: {
    test: regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    message: (label) => say(PHRASES.key, { label }),
  },
  url: {
    test: regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i),
    message: (label) => say(PHRASES.url, { label }),
  },
  email: { test: isValidEmail, message: (label) => say(PHRASES.email, { label }) },
  time: { test: regex(/^([01]\d|2[0-3]):[0-5]\d$/), message: (label) => say(PHRASES.time, { label }) },
  password: {
    test: (text) => text.length >= PASSWORD_POLICY.minLength,
    message: (label) => say(PHRASES.passwordLength, { label, min: PASSWORD_POLICY.minLength }),
  },
};
