import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, indiaDay, parseDate } from './date.ts';

describe('formatDate (spec §9 "Default date format dd-MM-yyyy")', () => {
  it.each([
    [new Date(2026, 1, 3), undefined, '03-02-2026'],
    [new Date(2026, 11, 31, 23, 59, 7), 'dd-MM-yyyy HH:mm:ss', '31-12-2026 23:59:07'],
    [new Date(2026, 0, 5, 8, 4), 'yyyy-MM-dd', '2026-01-05'],
    [new Date(2026, 0, 5, 8, 4), 'HH:mm', '08:04'],
    [new Date(2026, 0, 5), 'dd/MM/yyyy', '05/01/2026'],
    [new Date(2026, 0, 5), 'Date: dd.MM.yyyy!', 'Date: 05.01.2026!'],
    ['2026-03-01', undefined, '01-03-2026'],
    [new Date(2026, 2, 1, 10).getTime(), 'dd-MM-yyyy HH', '01-03-2026 10'],
  ])('%s with pattern %s gives %s', (date, pattern, shown) => {
    expect(formatDate(date, pattern)).toBe(shown);
  });

  it.each([new Date(Number.NaN), 'not a date', '2026-02-31', Number.NaN])(
    'an invalid date (%s) shows nothing',
    (date) => {
      expect(formatDate(date)).toBe('');
    },
  );
});

describe('parseDate ("parsing of the same")', () => {
  it.each([
    ['03-02-2026', undefined, new Date(2026, 1, 3)],
    [' 3-2-2026 ', undefined, new Date(2026, 1, 3)],
    ['29-02-2024', undefined, new Date(2024, 1, 29)],
    ['31-12-2026 23:59', 'dd-MM-yyyy HH:mm', new Date(2026, 11, 31, 23, 59)],
    ['2026-01-05', 'yyyy-MM-dd', new Date(2026, 0, 5)],
    ['05.01.2026', 'dd.MM.yyyy', new Date(2026, 0, 5)],
    ['08:04:09', 'HH:mm:ss', new Date(1970, 0, 1, 8, 4, 9)],
    [
      '0045-06-07',
      'yyyy-MM-dd',
      (() => {
        const d = new Date(2000, 5, 7);
        d.setFullYear(45);
        return d;
      })(),
    ],
  ])('%j with pattern %s is %s', (text, pattern, date) => {
    expect(parseDate(text, pattern)).toEqual(date);
  });

  it.each([
    ['31-02-2026', undefined],
    ['29-02-2026', undefined],
    ['00-01-2026', undefined],
    ['01-13-2026', undefined],
    ['01-01-26', undefined],
    ['2026-01-01', undefined],
    ['', undefined],
    ['aa-bb-cccc', undefined],
    ['24:00', 'HH:mm'],
    ['12:60', 'HH:mm'],
    ['05x01x2026', 'dd.MM.yyyy'],
  ])('%j is not a date in pattern %s: null', (text, pattern) => {
    expect(parseDate(text, pattern)).toBeNull();
  });

  it('property: formatting round-trips through parsing, to the minute', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const pattern = 'dd-MM-yyyy HH:mm';
          const parsed = parseDate(formatDate(date, pattern), pattern);
          expect(parsed).not.toBeNull();
          expect(formatDate(parsed as Date, pattern)).toBe(formatDate(date, pattern));
        },
      ),
    );
  });

  it('property: a calendar day round-trips in the default pattern', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 28 }),
        (y, m, d) => {
          const day = new Date(2000, m, d);
          day.setFullYear(y);
          expect(parseDate(formatDate(day))).toEqual(day);
        },
      ),
    );
  });
});

describe('indiaDay (decision 1980: the business day is the day in India)', () => {
  it.each([
    ['2026-11-26T18:29:59.999Z', '2026-11-26'],
    ['2026-11-26T18:30:00.000Z', '2026-11-27'],
    ['2026-11-26T23:59:00.000Z', '2026-11-27'],
    ['2027-03-31T18:30:00.000Z', '2027-04-01'],
    ['2026-12-31T19:00:00.000Z', '2027-01-01'],
    ['2028-02-28T20:00:00.000Z', '2028-02-29'],
  ])('the moment %s is %s in India', (moment, day) => {
    expect(indiaDay(new Date(moment))).toBe(day);
  });

  it('property: agrees with the time zone database for Asia/Kolkata since 1950', () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (at) => {
          expect(indiaDay(at)).toBe(kolkata.format(at));
        },
      ),
    );
  });
});
