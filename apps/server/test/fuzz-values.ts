import fc from 'fast-check';

// The hostile values every fuzz test draws from (decision 0211): text with NUL, lone surrogates, SQL and HTML,
// numbers past every bound, and any JSON value.

const SQL = ["' OR '1'='1", "'; DROP TABLE staff; --", '1; SELECT pg_sleep(5)', '%', '_', '\\'];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
const UNSTORABLE = ['\u0000', '\ud800', '\udfff', '\ufffe'];

/** Text with a hostile piece anywhere: NUL, lone surrogates, SQL, HTML, or any code point. */
export const hostileText = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.constantFrom(...SQL, ...HTML, ...UNSTORABLE) },
  ),
  maxLength: 12,
});

export const hugeNumber = fc.constantFrom(
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MIN_VALUE,
);

export const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hugeNumber,
);

export const KEYS = [
  'id',
  'version',
  'name',
  'code',
  'username',
  'password',
  'moduleName',
  'foreinKey',
  'customFields',
  'data',
  'email',
  'description',
  '__proto__',
  'constructor',
];

/** Any JSON value, wrong types and arrays for objects included, a few levels deep. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A path or query part as a client could send it, lone surrogates as the bytes they would be in CESU-8. */
export const urlPart = (text: string): string =>
  text.replace(/[\s\S]/gu, (char) =>
    /[\ud800-\udfff]/.test(char) && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char),
  );

/** Numbers no field takes (decision 1855): past every bound, not finite, or not written in decimal. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  1e308,
  -1e308,
  1e21,
  2 ** 53 + 1,
  2 ** 63,
  -0,
  Number.MIN_VALUE,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '-0',
  '1_000',
];
