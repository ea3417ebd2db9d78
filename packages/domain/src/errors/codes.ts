/**
 * Response codes: the four of spec §8, its seven-digit codes, and our extension (decision 0101).
 * Extension codes are 9SSSNNN: 9, the HTTP status SSS, a three-digit number; they never fall in
 * spec §8's 4404xxx range.
 */
export const RESPONSE_CODES = {
  // Spec §8: "Response codes: OK 200, REDIRECT 3302, INTERNAL_SERVER_ERROR 5500, PARAMETER_NOT_FOUND 4404."
  OK: 200,
  REDIRECT: 3302,
  INTERNAL_SERVER_ERROR: 5500,
  PARAMETER_NOT_FOUND: 4404,
  // Spec §8 error catalogue.
  ITEM_CODE_NOT_FOUND: 4404011,
  ITEM_CODE_EXISTS: 4404012,
  ITEM_CATEGORY_REQUIRED: 4404013,
  ITEM_UOM_REQUIRED: 4404014,
  ITEM_PURCHASE_GST_RATE_REQUIRED: 4404015,
  ITEM_PURCHASE_PRICE_NOT_POSITIVE: 4404016,
  ITEM_SALE_PRICE_NOT_POSITIVE: 4404017,
  ITEM_SALE_GST_RATE_REQUIRED: 4404018,
  ITEM_REORDER_LEVEL_NOT_POSITIVE: 4404019,
  ITEM_CATEGORY_NOT_FOUND: 4404021,
  ITEM_CATEGORY_EXISTS: 4404022,
  UOM_NOT_FOUND: 4404031,
  UOM_EXISTS: 4404032,
  GST_RATE_INVALID: 4404041,
  COUNTRY_NOT_FOUND: 4404051,
  COUNTRY_EXISTS: 4404052,
  STATE_CODE_NOT_POSITIVE: 4404053,
  STATE_NOT_FOUND: 4404061,
  STATE_EXISTS: 4404062,
  STATE_CODE_EXISTS: 4404064,
  CITY_NOT_FOUND: 4404071,
  CITY_EXISTS: 4404072,
  ADDRESS_INCOMPLETE: 4404081,
  CONTACT_CATEGORY_NOT_FOUND: 4404091,
  CONTACT_CATEGORY_EXISTS: 4404092,
  CONTACT_DETAILS_CONTACT_REQUIRED: 4404101,
  // Extension (decision 0101): server and browser errors spec §8 has no code for.
  VALIDATION_FAILED: 9400001,
  FILE_REJECTED: 9400002,
  UNAUTHORISED: 9401001,
  SESSION_EXPIRED: 9401002,
  INVALID_CREDENTIALS: 9401003,
  FORBIDDEN: 9403001,
  WRITE_NOT_ALLOWED: 9403002,
  NOT_FOUND: 9404001,
  MODULE_NOT_FOUND: 9404002,
  STALE_VERSION: 9409001,
  IN_USE: 9409002,
  DUPLICATE: 9409003,
  /** A write whose Idempotency-Key an earlier sending of it holds, not answered yet (decision 2290). */
  KEY_IN_PROGRESS: 9409004,
  TOO_LARGE: 9413001,
  /** A file for a GST portal that fails the portal's schema (decision 1420). */
  PORTAL_SCHEMA_FAILED: 9422001,
  /** A message that cannot go: no mail profile, no mail server set, a template not for it (decision 1642). */
  MESSAGE_NOT_READY: 9422002,
  /** The mail server refused the message or could not be reached (decision 1642). */
  MAIL_REFUSED: 9422003,
  /** A write sent with the Idempotency-Key of an earlier, different write (decision 2290). */
  KEY_REUSED: 9422004,
  RATE_LIMITED: 9429001,
  DATABASE_BUSY: 9503001,
  /** A screen's read stopped at the read limit (decision 1901). */
  READ_TOO_LONG: 9503002,
} as const;

export type ResponseCodeName = keyof typeof RESPONSE_CODES;
export type ResponseCode = (typeof RESPONSE_CODES)[ResponseCodeName];

/** The HTTP statuses the server answers with (the class of the response code). */
export type HttpStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

/**
 * Every reply of the API (spec §8 codes; ARCHITECTURE "The server"): the server writes it, the browser
 * reads it. `requestId` names the reply in the server's log.
 */
export interface Envelope<T = unknown> {
  responseCode: number;
  responseMessage: string;
  data?: T;
  dataList?: T[];
  totalCount?: number;
  /** `totalCount` is an estimate: past `LIST_CAPS.EXACT_COUNT` matches the server stops counting exactly. */
  totalCountEstimated?: boolean;
  /** The figures count only the caller's own documents: its role lacks "All records" (decision 1863). */
  ownDocumentsOnly?: boolean;
  requestId?: string;
}

export interface ErrorEntry {
  code: ResponseCode;
  name: ResponseCodeName;
  /** The message a user sees. */
  message: string;
  httpStatus: HttpStatus;
  /** 'spec' for the codes of spec §8, 'extension' for ours. */
  source: 'spec' | 'extension';
}

type Row = readonly [ResponseCodeName, HttpStatus, string];

const SPEC_ROWS: readonly Row[] = [
  ['OK', 200, 'Success'],
  ['REDIRECT', 200, 'Redirecting'],
  ['INTERNAL_SERVER_ERROR', 500, 'Something went wrong on the server. Please try again.'],
  ['PARAMETER_NOT_FOUND', 400, 'A required value is missing.'],
  ['ITEM_CODE_NOT_FOUND', 404, 'Item code not found.'],
  ['ITEM_CODE_EXISTS', 409, 'An item with this item code already exists.'],
  ['ITEM_CATEGORY_REQUIRED', 400, 'Category is required.'],
  ['ITEM_UOM_REQUIRED', 400, 'Unit of measure is required.'],
  ['ITEM_PURCHASE_GST_RATE_REQUIRED', 400, 'Purchase GST rate is required.'],
  ['ITEM_PURCHASE_PRICE_NOT_POSITIVE', 400, 'Purchase price must be greater than zero.'],
  ['ITEM_SALE_PRICE_NOT_POSITIVE', 400, 'Sale price must be greater than zero.'],
  ['ITEM_SALE_GST_RATE_REQUIRED', 400, 'Sale GST rate is required.'],
  ['ITEM_REORDER_LEVEL_NOT_POSITIVE', 400, 'Reorder level must be greater than zero.'],
  ['ITEM_CATEGORY_NOT_FOUND', 404, 'Item category not found.'],
  ['ITEM_CATEGORY_EXISTS', 409, 'An item category with this name already exists.'],
  ['UOM_NOT_FOUND', 404, 'Unit of measure not found.'],
  ['UOM_EXISTS', 409, 'A unit of measure with this name already exists.'],
  // Spec §8 gives 4404041 two meanings; one message covers both (decision 0101).
  ['GST_RATE_INVALID', 400, 'This GST rate already exists, or it is not greater than zero.'],
  ['COUNTRY_NOT_FOUND', 404, 'Country not found.'],
  ['COUNTRY_EXISTS', 409, 'A country with this name already exists.'],
  ['STATE_CODE_NOT_POSITIVE', 400, 'State code must be greater than zero.'],
  ['STATE_NOT_FOUND', 404, 'State not found.'],
  ['STATE_EXISTS', 409, 'A state with this name already exists.'],
  ['STATE_CODE_EXISTS', 409, 'A state with this state code already exists.'],
  ['CITY_NOT_FOUND', 404, 'City not found.'],
  ['CITY_EXISTS', 409, 'A city with this name already exists.'],
  ['ADDRESS_INCOMPLETE', 400, 'The address needs its country, state, city and the record it belongs to.'],
  ['CONTACT_CATEGORY_NOT_FOUND', 404, 'Contact category not found.'],
  ['CONTACT_CATEGORY_EXISTS', 409, 'A contact category with this name already exists.'],
  ['CONTACT_DETAILS_CONTACT_REQUIRED', 400, 'Other details and bank details must belong to a saved contact.'],
];

const EXTENSION_ROWS: readonly Row[] = [
  ['VALIDATION_FAILED', 400, 'Some fields are not valid. Please correct them and try again.'],
  ['FILE_REJECTED', 400, 'The file was rejected: it is too large or of a type that is not allowed.'],
  ['UNAUTHORISED', 401, 'Please log in to continue.'],
  ['SESSION_EXPIRED', 401, 'Your session has expired. Please log in again.'],
  ['INVALID_CREDENTIALS', 401, 'Invalid username or password.'],
  ['FORBIDDEN', 403, 'You are not allow to access this module'],
  ['WRITE_NOT_ALLOWED', 403, 'You may view this module but not change it.'],
  ['NOT_FOUND', 404, 'The record was not found. It may have been deleted.'],
  ['MODULE_NOT_FOUND', 404, 'This module was not found.'],
  [
    'STALE_VERSION',
    409,
    'This record was changed by someone else after you opened it. Reload it and try again.',
  ],
  ['IN_USE', 409, 'This record is in use elsewhere and cannot be deleted.'],
  ['DUPLICATE', 409, 'A record with the same value already exists.'],
  [
    'KEY_IN_PROGRESS',
    409,
    'This was sent before and is still being done. Wait a moment and send it again: it will not be done twice.',
  ],
  ['TOO_LARGE', 413, 'The request is too large. Please send less at a time.'],
  [
    'PORTAL_SCHEMA_FAILED',
    422,
    "The file does not pass the portal's schema. Correct the field named and try again.",
  ],
  [
    'MESSAGE_NOT_READY',
    422,
    'This message cannot be sent yet. Complete what the message names and try again.',
  ],
  ['MAIL_REFUSED', 422, 'The mail server did not take the message, and nothing was sent.'],
  [
    'KEY_REUSED',
    422,
    'This was sent with the key of an earlier entry that had other values, so it was not done. Send it as a new entry.',
  ],
  ['RATE_LIMITED', 429, 'Too many attempts. Please wait a few minutes and try again.'],
  // A statement stopped by the statement timeout (decision 0217): nothing of the request was saved.
  [
    'DATABASE_BUSY',
    503,
    'The server was too busy to finish this request, and nothing was saved. Please try again in a moment.',
  ],
  // A screen's read stopped at the read limit (decision 1901): the reply names the limit.
  [
    'READ_TOO_LONG',
    503,
    'This took too long to read and was stopped. Narrow its dates or filters and run it again.',
  ],
];

const toEntries = (rows: readonly Row[], source: ErrorEntry['source']): [number, ErrorEntry][] =>
  rows.map(([name, httpStatus, message]) => [
    RESPONSE_CODES[name],
    { code: RESPONSE_CODES[name], name, message, httpStatus, source },
  ]);

/** Every response code with its user-facing message and HTTP status (spec §8 plus the extension). */
export const ERROR_CATALOGUE: Readonly<Record<number, ErrorEntry>> = Object.fromEntries([
  ...toEntries(SPEC_ROWS, 'spec'),
  ...toEntries(EXTENSION_ROWS, 'extension'),
]);

/** The message shown for a code nobody knows. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The user-facing message of a response code; an unknown code gives the generic message. */
export function messageFor(code: number | null | undefined): string {
  return (code !== null && code !== undefined && ERROR_CATALOGUE[code]?.message) || GENERIC_ERROR_MESSAGE;
}

/** The HTTP status a reply with this response code is sent with; an unknown code is a server error. */
export function httpStatusFor(code: number | null | undefined): HttpStatus {
  return (code !== null && code !== undefined && ERROR_CATALOGUE[code]?.httpStatus) || 500;
}

/** Whether a response code means success (spec §9: "OK response code 200"). */
export function isOk(code: number | null | undefined): boolean {
  return code === RESPONSE_CODES.OK;
}
