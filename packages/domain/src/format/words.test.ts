import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';
import { amountInWords, MAX_AMOUNT_IN_WORDS, totalInWords, wordsLanguageOf } from './words.ts';

/**
 * The format: 'Rupees <rupees in words>[ and <paisa in words> Paisa] Only', Indian units (Thousand,
 * Lakh, Crore), no 'and' inside a number, title case.
 */
describe('amountInWords (spec §9 "Amount in words: two decimals, integer part up to 10 digits, units Thousand, Lakh, Crore, plus Paisa")', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [0.5, 'Rupees Zero and Fifty Paisa Only'],
    [0.01, 'Rupees Zero and One Paisa Only'],
    [0.29, 'Rupees Zero and Twenty Nine Paisa Only'],
    [15, 'Rupees Fifteen Only'],
    [20, 'Rupees Twenty Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [1000, 'Rupees One Thousand Only'],
    [12345, 'Rupees Twelve Thousand Three Hundred Forty Five Only'],
    [100000, 'Rupees One Lakh Only'],
    [10000000, 'Rupees One Crore Only'],
    [1234567.5, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paisa Only'],
    [10000001.01, 'Rupees One Crore One and One Paisa Only'],
    [
      9999999999.99,
      'Rupees Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paisa Only',
    ],
    [1.005, 'Rupees One Only'],
    [2.675, 'Rupees Two and Sixty Seven Paisa Only'],
    [0.999, 'Rupees One Only'],
  ])('%d is %s', (value, words) => {
    expect(amountInWords(value)).toBe(words);
  });

  it('"100000 is One Lakh, 10000000 is One Crore, 9999999999.99 is the largest"', () => {
    expect(MAX_AMOUNT_IN_WORDS).toBe(9999999999.99);
    expect(() => amountInWords(MAX_AMOUNT_IN_WORDS)).not.toThrow();
    expect(() => amountInWords(10000000000)).toThrow(RangeError);
    expect(() => amountInWords(9999999999.995)).toThrow(/larger than the largest amount 9999999999.99/);
  });

  it.each([
    [-0.01, /negative/],
    [-1, /negative/],
    [Number.NaN, /not a finite amount/],
    [Number.POSITIVE_INFINITY, /not a finite amount/],
    [Number.NEGATIVE_INFINITY, /not a finite amount/],
    [1e21, /larger than the largest/],
  ])('"Out-of-range or non-finite input throws a clear RangeError": %d', (value, message) => {
    expect(() => amountInWords(value)).toThrow(RangeError);
    expect(() => amountInWords(value)).toThrow(message);
  });

  it('property: amount in words is never empty and always names Rupees', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: MAX_AMOUNT_IN_WORDS, noNaN: true }), (value) => {
        const words = amountInWords(value);
        expect(words.length).toBeGreaterThan('Rupees  Only'.length);
        expect(words.startsWith('Rupees ')).toBe(true);
        expect(words.endsWith(' Only')).toBe(true);
        expect(words).not.toMatch(/undefined|NaN|\s{2}/);
      }),
    );
  });

  it('property: the words name paisa exactly when the shown amount has paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999999999999 }), (paise) => {
        const value = paise / 100;
        const shownPaise = formatAmount(value).slice(-2);
        expect(amountInWords(value).includes(' Paisa')).toBe(shownPaise !== '00');
      }),
    );
  });
});

describe('totalInWords (issue 16: a document total that cannot be written has no words)', () => {
  it.each([
    [1180, 'Rupees One Thousand One Hundred Eighty Only'],
    [0, 'Rupees Zero Only'],
    [-1, ''],
    [10_000_000_000, ''],
  ])('%d → %j', (total, words) => {
    expect(totalInWords(total)).toBe(words);
  });
});

describe("wordsLanguageOf (issue 42: a Hindi user's screen shows the amount in words in English)", () => {
  it.each([
    ['hi', 'hi'],
    ['en', 'en'],
    ['fr', 'en'],
    ['', 'en'],
  ])('a reader of %j reads the words in %s', (language, words) => {
    expect(wordsLanguageOf(language)).toBe(words);
  });
});
