import { describe, expect, it } from 'vitest';
import { calendarDay, calendarDayOf, calendarTime, calendarTimeOf } from './calendar.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('issue 39: "a date or time is a real calendar value everywhere (one parser in the domain)"', () => {
  it.each([
    ['2026-02-28', new Date(2026, 1, 28)],
    ['2024-02-29', new Date(2024, 1, 29)],
    ['2026-12-31', new Date(2026, 11, 31)],
  ])('%s is a day', (text, day) => {
    expect(calendarDayOf(text)).toEqual(day);
  });

  it.each([
    ['2026-02-30', 'no 30 February'],
    ['2026-02-29', 'no 29 February outside a leap year'],
    ['2026-13-01', 'no month 13'],
    ['0000-00-00', 'the zero day'],
    ['0000-01-01', 'no year 0'],
    ['2026-1-5', 'not written yyyy-MM-dd'],
    ['30-02-2026', 'written dd-MM-yyyy'],
    ['2026-02-28 10:00:00', 'a time is no day'],
    ['', 'nothing'],
  ])('%s is no day (%s)', (text) => {
    expect(calendarDayOf(text)).toBeNull();
  });

  it.each([
    ['2026-11-24 11:32:00', new Date(2026, 10, 24, 11, 32)],
    ['2026-11-24 11:32', new Date(2026, 10, 24, 11, 32)],
    ['2026-11-24', new Date(2026, 10, 24)],
  ])('%s is a date-time', (text, at) => {
    expect(calendarTimeOf(text)).toEqual(at);
  });

  it.each([
    '2026-02-30 10:00:00',
    '0000-00-00',
    '2026-11-24 99:99:99',
    '2026-11-24 24:00:00',
    '2026-11-24 11:60',
    '2026-11-24T11:32:00',
    '2026-11-24 11',
  ])('%s is no date-time', (text) => {
    expect(calendarTimeOf(text)).toBeNull();
  });

  it('the schemas refuse in words naming the field, and read a day around spaces', () => {
    expect(calendarDay('From').parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(issues(calendarDay('From').safeParse('2026-02-30'))).toEqual(['From must be a valid date']);
    expect(issues(calendarDay('From').safeParse(20260301))).toEqual(['From must be a date']);
    expect(calendarTime('Valid until').parse('2026-11-25 23:59:00')).toBe('2026-11-25 23:59:00');
    expect(issues(calendarTime('Valid until').safeParse('2026-11-25 99:99:99'))).toEqual([
      'Valid until must be a valid date and time (2026-11-24 11:32:00)',
    ]);
    expect(issues(calendarTime('Acknowledgement date').safeParse(null))).toEqual([
      'Acknowledgement date must be a date',
    ]);
  });
});
