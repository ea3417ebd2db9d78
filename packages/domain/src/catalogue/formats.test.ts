import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMATS,
  gstinCheckCharacter,
  INDIAN_STATES,
  isValidEmail,
  isValidGstin,
  isValidPan,
  type FieldFormat,
} from './formats.ts';

describe('isValidGstin (Indian GSTIN: state code, PAN, entity number, Z, check character)', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29AAGCB7383J1Z4', true],
    ['24AAACC1206D1ZM', true],
    ['27AAPFU0939F1ZA', false],
    ['27aapfu0939f1zv', false],
    ['00AAPFU0939F1ZV', false],
    ['27AAPFU0939F1YV', false],
    ['27AAPFU0939F0ZV', false],
    ['27AAPFU0939F1Z', false],
    ['', false],
  ])('%j: %s', (gstin, valid) => {
    expect(isValidGstin(gstin)).toBe(valid);
  });

  const first14 = fc
    .tuple(
      fc.constantFrom(...INDIAN_STATES.map((state) => state.code)),
      fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z$/),
    )
    .map(([state, rest]) => state + rest);

  it('property: a GSTIN with its computed check character is valid, with any other it is not', () => {
    fc.assert(
      fc.property(first14, fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (start, other) => {
        const check = gstinCheckCharacter(start);
        expect(isValidGstin(start + check)).toBe(true);
        if (other !== check) expect(isValidGstin(start + other)).toBe(false);
      }),
    );
  });
});

describe('formats', () => {
  it.each([
    ['pan', 'ABCDE1234F', true],
    ['pan', 'ABCD1234F', false],
    ['hsn', '3923', true],
    ['hsn', '392321', true],
    ['hsn', '39232100', true],
    ['hsn', '39232', false],
    ['phone', '9876543210', true],
    ['phone', '+91 9876543210', true],
    ['phone', '022-24567890', true],
    ['phone', '12345', false],
    ['phone', '5876543210', false],
    ['pincode', '400001', true],
    ['pincode', '040001', false],
    ['ifsc', 'SBIN0001234', true],
    ['ifsc', 'SBIN1001234', false],
    ['code', 'WS-50/KG_1.2', true],
    ['code', '-X', false],
    ['code', 'A B', false],
    ['key', 'batchNo_2', true],
    ['key', '2batch', false],
    ['url', 'https://example.in/x', true],
    ['url', 'ftp://example.in', false],
    ['email', 'store@factory.in', true],
    ['email', 'store@factory', false],
    ['gstin', '27AAPFU0939F1ZV', true],
  ] as const)('%s: %j is valid: %s', (format, text, valid) => {
    expect(FORMATS[format as FieldFormat].test(text)).toBe(valid);
  });

  it('every format explains itself with the field label', () => {
    for (const rule of Object.values(FORMATS)) expect(rule.message('Field X')).toMatch(/^Field X /);
  });

  it.each([
    ['a@b.in', true],
    ['a b@c.in', false],
    ['a@b', false],
  ])('spec §5 "must be a valid e-mail format": %j %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('isValidPan', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(isValidPan('aapfu0939f')).toBe(false);
  });

  it('INDIAN_STATES: unique two-digit GST state codes', () => {
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
    for (const s of INDIAN_STATES) expect(s.code).toMatch(/^\d{2}$/);
  });
});
