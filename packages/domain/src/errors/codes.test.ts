import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  GENERIC_ERROR_MESSAGE,
  RESPONSE_CODES,
  httpStatusFor,
  isOk,
  messageFor,
} from './codes.ts';
import { MESSAGES, TOAST_TITLES } from './messages.ts';

/** Spec §8's table, code by code, with its meaning. */
const SPEC_TABLE: readonly (readonly [number, RegExp])[] = [
  [4404011, /item code not found/i],
  [4404012, /item code already exists/i],
  [4404013, /category is required/i],
  [4404014, /unit of measure is required/i],
  [4404015, /purchase GST rate is required/i],
  [4404016, /purchase price must be greater than zero/i],
  [4404017, /sale price must be greater than zero/i],
  [4404018, /sale GST rate is required/i],
  [4404019, /reorder level must be greater than zero/i],
  [4404021, /item category not found/i],
  [4404022, /item category with this name already exists/i],
  [4404031, /unit of measure not found/i],
  [4404032, /unit of measure with this name already exists/i],
  [4404041, /GST rate already exists, or it is not greater than zero/i],
  [4404051, /country not found/i],
  [4404052, /country with this name already exists/i],
  [4404053, /state code must be greater than zero/i],
  [4404061, /state not found/i],
  [4404062, /state with this name already exists/i],
  [4404064, /state code already exists/i],
  [4404071, /city not found/i],
  [4404072, /city with this name already exists/i],
  [4404081, /country, state, city and the record it belongs to/i],
  [4404091, /contact category not found/i],
  [4404092, /contact category with this name already exists/i],
  [4404101, /bank details must belong to a saved contact/i],
];

describe('RESPONSE_CODES (spec §8 "Response codes: OK 200, REDIRECT 3302, INTERNAL_SERVER_ERROR 5500, PARAMETER_NOT_FOUND 4404")', () => {
  it('has the four response codes', () => {
    expect([
      RESPONSE_CODES.OK,
      RESPONSE_CODES.REDIRECT,
      RESPONSE_CODES.INTERNAL_SERVER_ERROR,
      RESPONSE_CODES.PARAMETER_NOT_FOUND,
    ]).toEqual([200, 3302, 5500, 4404]);
  });

  it('every code has one name (no two names share a code)', () => {
    const codes = Object.values(RESPONSE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('ERROR_CATALOGUE (spec §8 error catalogue)', () => {
  it.each(SPEC_TABLE)('%d has its meaning as a user-facing message', (code, meaning) => {
    const entry = ERROR_CATALOGUE[code];
    expect(entry?.source).toBe('spec');
    expect(entry?.message).toMatch(meaning);
    expect(messageFor(code)).toBe(entry?.message);
  });

  it('holds every spec code and every named code', () => {
    for (const [code] of SPEC_TABLE) expect(ERROR_CATALOGUE[code]).toBeDefined();
    for (const [name, code] of Object.entries(RESPONSE_CODES)) {
      expect(ERROR_CATALOGUE[code]?.name).toBe(name);
      expect(ERROR_CATALOGUE[code]?.code).toBe(code);
    }
  });

  it("extension codes are 9 + HTTP status + number and stay outside spec §8's 4404xxx range", () => {
    const extension = Object.values(ERROR_CATALOGUE).filter((entry) => entry.source === 'extension');
    expect(extension.length).toBeGreaterThanOrEqual(7);
    for (const entry of extension) {
      expect(String(entry.code)).toMatch(/^9\d{6}$/);
      expect(Number(String(entry.code).slice(1, 4))).toBe(entry.httpStatus);
    }
  });

  it.each([
    ['UNAUTHORISED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['STALE_VERSION', 409],
    ['VALIDATION_FAILED', 400],
    ['IN_USE', 409],
    ['KEY_IN_PROGRESS', 409],
    ['KEY_REUSED', 422],
    ['TOO_LARGE', 413],
    ['PORTAL_SCHEMA_FAILED', 422],
    ['RATE_LIMITED', 429],
    ['DATABASE_BUSY', 503],
    ['READ_TOO_LONG', 503],
  ] as const)('the extension covers %s (HTTP %d)', (name, status) => {
    expect(httpStatusFor(RESPONSE_CODES[name])).toBe(status);
    expect(messageFor(RESPONSE_CODES[name])).not.toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('messageFor and httpStatusFor', () => {
  it.each([
    [200, 'Success', 200],
    [3302, 'Redirecting', 200],
    [5500, 'Something went wrong on the server. Please try again.', 500],
    [4404, 'A required value is missing.', 400],
    [4404012, 'An item with this item code already exists.', 409],
    [4404011, 'Item code not found.', 404],
    [4404016, 'Purchase price must be greater than zero.', 400],
  ])('%d: %j, HTTP %d', (code, message, status) => {
    expect(messageFor(code)).toBe(message);
    expect(httpStatusFor(code)).toBe(status);
  });

  it.each([123, 4404999, 0, -1, null, undefined])(
    'an unknown code (%j) gives the generic message and HTTP 500',
    (code) => {
      expect(messageFor(code)).toBe(GENERIC_ERROR_MESSAGE);
      expect(httpStatusFor(code)).toBe(500);
    },
  );

  it('spec §9 "OK response code 200"', () => {
    expect(isOk(200)).toBe(true);
    expect(isOk(4404)).toBe(false);
    expect(isOk(null)).toBe(false);
  });
});

describe('MESSAGES (spec §5 and §8 user-facing messages, word for word)', () => {
  it.each([
    [MESSAGES.FIELD_REQUIRED, 'This field is required'],
    [MESSAGES.PROFILE_SAVED, 'Profile Saved Successfully'],
    [MESSAGES.PROFILE_SAVE_FAILED, 'Failed To Save Profile'],
    [MESSAGES.ACCESS_DENIED_TITLE, 'Access Denied'],
    [MESSAGES.ACCESS_DENIED, 'You are not allow to access this module'],
    [TOAST_TITLES.SUCCESS, 'Success'],
    [TOAST_TITLES.ERROR, 'Error'],
    [TOAST_TITLES.SYS_CONFIG_ERROR, 'ERROR'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
