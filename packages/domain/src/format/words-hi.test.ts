import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_AMOUNT_IN_WORDS, totalInWords } from './words.ts';

/**
 * Issue 42: "write the amount in words in Hindi on Hindi prints". The wording is the one Hindi invoices and
 * cheques use, '<rupees> रुपये [और <paise> पैसे] मात्र' (मात्र = only), Indian units हज़ार, लाख, करोड़; the
 * numbers 0–99 are the words of Wikipedia's "Hindustani numerals" table (each is irregular), with
 * 91–99 in the -नवे spelling of Hindi school books.
 */
const hindi = (value: number) => amountInWords(value, 'hi');

describe('amountInWords in Hindi (issue 42: the amount in words in Hindi on Hindi prints)', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [1, 'एक रुपया मात्र'],
    [2, 'दो रुपये मात्र'],
    [5, 'पाँच रुपये मात्र'],
    [6, 'छह रुपये मात्र'],
    [10, 'दस रुपये मात्र'],
    [11, 'ग्यारह रुपये मात्र'],
    [12, 'बारह रुपये मात्र'],
    [13, 'तेरह रुपये मात्र'],
    [14, 'चौदह रुपये मात्र'],
    [15, 'पंद्रह रुपये मात्र'],
    [16, 'सोलह रुपये मात्र'],
    [17, 'सत्रह रुपये मात्र'],
    [18, 'अठारह रुपये मात्र'],
    [19, 'उन्नीस रुपये मात्र'],
    [20, 'बीस रुपये मात्र'],
    [30, 'तीस रुपये मात्र'],
    [40, 'चालीस रुपये मात्र'],
    [50, 'पचास रुपये मात्र'],
    [60, 'साठ रुपये मात्र'],
    [70, 'सत्तर रुपये मात्र'],
    [80, 'अस्सी रुपये मात्र'],
    [90, 'नब्बे रुपये मात्र'],
    [21, 'इक्कीस रुपये मात्र'],
    [29, 'उनतीस रुपये मात्र'],
    [39, 'उनतालीस रुपये मात्र'],
    [49, 'उनचास रुपये मात्र'],
    [53, 'तिरपन रुपये मात्र'],
    [67, 'सड़सठ रुपये मात्र'],
    [79, 'उन्यासी रुपये मात्र'],
    [95, 'पचानवे रुपये मात्र'],
    [99, 'निन्यानवे रुपये मात्र'],
    [100, 'एक सौ रुपये मात्र'],
    [101, 'एक सौ एक रुपये मात्र'],
    [312, 'तीन सौ बारह रुपये मात्र'],
    [1000, 'एक हज़ार रुपये मात्र'],
    [1180, 'एक हज़ार एक सौ अस्सी रुपये मात्र'],
    [100000, 'एक लाख रुपये मात्र'],
    [10000000, 'एक करोड़ रुपये मात्र'],
    [125312.5, 'एक लाख पच्चीस हज़ार तीन सौ बारह रुपये और पचास पैसे मात्र'],
    [0.01, 'शून्य रुपये और एक पैसा मात्र'],
    [0.5, 'शून्य रुपये और पचास पैसे मात्र'],
    [2.99, 'दो रुपये और निन्यानवे पैसे मात्र'],
    [10000001.01, 'एक करोड़ एक रुपये और एक पैसा मात्र'],
    [2500000, 'पच्चीस लाख रुपये मात्र'],
    [MAX_AMOUNT_IN_WORDS, 'नौ सौ निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र'],
    [2.675, 'दो रुपये और सड़सठ पैसे मात्र'],
  ])('%d is %s', (value, words) => {
    expect(hindi(value)).toBe(words);
  });

  it('every number 1–99 has its own word, none of them English or repeated', () => {
    const words = Array.from({ length: 99 }, (_, index) => hindi(index + 1).replace(/ रुप(ये|या) मात्र$/, ''));
    expect(new Set(words).size).toBe(99);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('refuses what English refuses, with the same RangeError', () => {
    expect(() => hindi(-1)).toThrow(/negative/);
    expect(() => hindi(10000000000)).toThrow(/larger than the largest/);
  });

  it('property: names rupees and ends in मात्र; names पैसे exactly when English names Paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999999999999 }), (paise) => {
        const value = paise / 100;
        const words = hindi(value);
        expect(words).toMatch(/ रुप(ये|या)( और .+ पैस(े|ा))? मात्र$/);
        expect(words).not.toMatch(/undefined|NaN|\s{2}|[A-Za-z]/);
        expect(/ पैस(े|ा) /.test(words)).toBe(amountInWords(value).includes(' Paisa'));
      }),
    );
  });
});

describe('totalInWords in Hindi (a total that cannot be written has no words, as in English)', () => {
  it.each([
    [1180, 'एक हज़ार एक सौ अस्सी रुपये मात्र'],
    [-1, ''],
    [10_000_000_000, ''],
  ])('%d → %j', (total, words) => {
    expect(totalInWords(total, 'hi')).toBe(words);
  });
});
