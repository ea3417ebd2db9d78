import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, scheduleEntry, type ScheduleEntry, type ScheduleInput } from './schedule.ts';

// Issue 22: "the schedule per machine generated from its type's activities; due, overdue and done", each
// activity "with a frequency (days, running hours or metres produced)" (decision 1780).
const TODAY = '2026-11-25';

describe('calendar days', () => {
  it.each([
    ['2026-11-25', 7, '2026-12-02'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(days);
  });
});

describe('where an activity stands from its frequency', () => {
  const cases: [string, ScheduleInput, ScheduleEntry][] = [
    [
      'every 30 days, done 10 days ago: done, due in 20',
      { frequencyKind: 'DAYS', frequency: 30, lastDoneOn: '2026-11-15', usedSince: null },
      { status: 'DONE', dueOn: '2026-12-15', remaining: 20 },
    ],
    [
      'every 30 days, done 27 days ago: due in the last tenth (3 days)',
      { frequencyKind: 'DAYS', frequency: 30, lastDoneOn: '2026-10-29', usedSince: null },
      { status: 'DUE', dueOn: '2026-11-28', remaining: 3 },
    ],
    [
      'every 30 days, done 30 days ago: due today',
      { frequencyKind: 'DAYS', frequency: 30, lastDoneOn: '2026-10-26', usedSince: null },
      { status: 'DUE', dueOn: '2026-11-25', remaining: 0 },
    ],
    [
      'every 30 days, done 31 days ago: overdue by a day',
      { frequencyKind: 'DAYS', frequency: 30, lastDoneOn: '2026-10-25', usedSince: null },
      { status: 'OVERDUE', dueOn: '2026-11-24', remaining: -1 },
    ],
    [
      'every day, done today: due tomorrow (the window is at least one day)',
      { frequencyKind: 'DAYS', frequency: 1, lastDoneOn: TODAY, usedSince: null },
      { status: 'DUE', dueOn: '2026-11-26', remaining: 1 },
    ],
    [
      'every 500 running hours, 200 run since: done',
      { frequencyKind: 'RUNNING_HOURS', frequency: 500, lastDoneOn: '2026-11-01', usedSince: 200 },
      { status: 'DONE', dueOn: null, remaining: 300 },
    ],
    [
      'every 500 running hours, 460 run since: due',
      { frequencyKind: 'RUNNING_HOURS', frequency: 500, lastDoneOn: '2026-11-01', usedSince: 460 },
      { status: 'DUE', dueOn: null, remaining: 40 },
    ],
    [
      'every 100,000 metres, 120,000 made since: overdue',
      { frequencyKind: 'METRES', frequency: 100_000, lastDoneOn: '2026-11-01', usedSince: 120_000 },
      { status: 'OVERDUE', dueOn: null, remaining: -20_000 },
    ],
    [
      'every 100,000 metres, no DP log since: done',
      { frequencyKind: 'METRES', frequency: 100_000, lastDoneOn: '2026-11-01', usedSince: null },
      { status: 'DONE', dueOn: null, remaining: 100_000 },
    ],
    [
      'every 30 days, never done: due today',
      { frequencyKind: 'DAYS', frequency: 30, lastDoneOn: null, usedSince: null },
      { status: 'DUE', dueOn: TODAY, remaining: null },
    ],
    [
      'every 500 running hours, never done: due, no day',
      { frequencyKind: 'RUNNING_HOURS', frequency: 500, lastDoneOn: null, usedSince: 900 },
      { status: 'DUE', dueOn: null, remaining: null },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(scheduleEntry(input, TODAY)).toEqual(expected);
  });
});
