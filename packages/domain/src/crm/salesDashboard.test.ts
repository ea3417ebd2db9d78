import { describe, expect, it } from 'vitest';
import {
  FOLLOW_UP_DAYS_AHEAD,
  FOLLOW_UP_GROUPS,
  conversionRate,
  conversionWindow,
  daysOverdue,
  followUpDue,
  followUpsUntil,
  monthOf,
  shiftDay,
  sourceConversions,
  type FollowUpWhen,
} from './salesDashboard.ts';

describe('issue 21 "conversion rate per source over the last 90 days" (decision 1681: won ÷ closed)', () => {
  it.each<[string, number, number, number | null]>([
    ['two won of four closed', 2, 2, 50],
    ['all won', 3, 0, 100],
    ['all lost', 0, 5, 0],
    ['one of three, to one decimal', 1, 2, 33.3],
    ['two of three rounds up', 2, 1, 66.7],
    ['none closed: no rate', 0, 0, null],
  ])('%s', (_case, won, lost, rate) => {
    expect(conversionRate(won, lost)).toBe(rate);
  });

  it('ranks the sources best first, those without a rate last, ties by name', () => {
    const tally = (source: string, won: number, lost: number, entered = won + lost) => ({
      sourceId: source.length,
      source,
      entered,
      won,
      lost,
    });
    const ranked = sourceConversions([
      tally('Website', 0, 0, 4),
      tally('referral', 1, 1),
      tally('TradeIndia', 0, 0, 1),
      tally('IndiaMART', 3, 1, 9),
      tally('Exhibition', 1, 1),
    ]);
    expect(ranked.map(({ source, rate, closed }) => [source, rate, closed])).toEqual([
      ['IndiaMART', 75, 4],
      ['Exhibition', 50, 2],
      ['referral', 50, 2],
      ['TradeIndia', null, 0],
      ['Website', null, 0],
    ]);
    expect(ranked[0]?.entered).toBe(9);
  });

  it.each<[string, string, { from: string; to: string } | null]>([
    ['the 90 days up to today, both included', '2026-11-24', { from: '2026-08-27', to: '2026-11-24' }],
    ['across a year end', '2027-01-15', { from: '2026-10-18', to: '2027-01-15' }],
    ['not a date', '2026-02-30', null],
  ])('the window: %s', (_case, today, period) => {
    expect(conversionWindow(today)).toEqual(period);
  });
});

describe('issue 21 "expected value closing this month": the calendar month of today', () => {
  it.each<[string, string, { from: string; to: string } | null]>([
    ['November', '2026-11-24', { from: '2026-11-01', to: '2026-11-30' }],
    ['February of a leap year', '2028-02-10', { from: '2028-02-01', to: '2028-02-29' }],
    ['December', '2026-12-31', { from: '2026-12-01', to: '2026-12-31' }],
    ['not a date', '24/11/2026', null],
  ])('%s', (_case, today, period) => {
    expect(monthOf(today)).toEqual(period);
  });

  it.each<[string, number, string | null]>([
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-13-01', 0, null],
  ])('shiftDay(%s, %d)', (date, days, shifted) => {
    expect(shiftDay(date, days)).toBe(shifted);
  });
});

describe("My follow-ups: overdue, today's and the coming week's (issue 21, decision 1680; issue 42, decision 2073)", () => {
  const today = '2026-11-24';
  it.each<[string, string | null, boolean, FollowUpWhen | null]>([
    ['due today', '2026-11-24', false, 'today'],
    ['due yesterday: overdue', '2026-11-23', false, 'overdue'],
    ['"the coming ones belong there too": due tomorrow', '2026-11-25', false, 'coming'],
    ['due in 7 days, the last of the coming week', '2026-12-01', false, 'coming'],
    ['due in 8 days: further ahead, not listed yet', '2026-12-02', false, null],
    ['done, though overdue', '2026-11-20', true, null],
    ['done, though coming', '2026-11-26', true, null],
    ['no follow-up set', null, false, null],
  ])('%s', (_case, nextFollowUpDate, followUpDone, due) => {
    expect(followUpDue({ nextFollowUpDate, followUpDone }, today)).toBe(due);
  });

  it('lists up to the day a week ahead, shown in the order overdue, today, coming', () => {
    expect(FOLLOW_UP_DAYS_AHEAD).toBe(7);
    expect(followUpsUntil(today)).toBe('2026-12-01');
    expect(followUpsUntil('2026-12-28')).toBe('2027-01-04');
    expect(followUpsUntil('24-11-2026')).toBeNull();
    expect(FOLLOW_UP_GROUPS).toEqual(['overdue', 'today', 'coming']);
  });

  it('counts the days overdue, and ahead below zero', () => {
    expect(daysOverdue('2026-11-20', today)).toBe(4);
    expect(daysOverdue(today, today)).toBe(0);
    expect(daysOverdue('2026-11-27', today)).toBe(-3);
  });
});
