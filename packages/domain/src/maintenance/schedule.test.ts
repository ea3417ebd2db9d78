import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../format/date.ts';
import {
  scheduleEntry,
  scheduleRow,
  sortSchedule,
  type FrequencyKind,
  type MaintenanceScheduleRow,
  type ScheduleEntry,
  type ScheduleInput,
} from './schedule.ts';

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

describe("the schedule's row of a machine's activity (decision 1783)", () => {
  const pair = (
    frequencyKind: FrequencyKind,
    frequency: number,
    lastDoneOn: string | null,
    runSince: number | null,
  ) => ({
    machine: { id: 3, name: 'Loom 3', code: 'L-3' },
    machineType: { id: 1, name: 'Loom' },
    activity: { id: 7, name: 'Oil change', frequencyKind, frequency },
    lastDoneOn,
    runSince,
  });

  it.each([
    ['by days: the days passed are what it used', pair('DAYS', 30, '2026-11-05', 999), 20, 'DONE', 10],
    [
      'by hours: the DP log’s hours, to the hundredth',
      pair('RUNNING_HOURS', 100, '2026-11-05', 91.456),
      91.46,
      'DUE',
      8.54,
    ],
    ['by metres: none run since is none used', pair('METRES', 5000, '2026-11-05', null), 0, 'DONE', 5000],
    ['never done: nothing used, due now', pair('METRES', 5000, null, 12_000), null, 'DUE', null],
  ])('%s', (_case, input, usedSince, status, remaining) => {
    expect(scheduleRow(input, TODAY)).toMatchObject({ usedSince, status, remaining });
  });
});

describe("the schedule's order: overdue first (decision 1783)", () => {
  const row = (
    name: string,
    status: MaintenanceScheduleRow['status'],
    remaining: number | null,
    frequency: number,
    extra: Partial<MaintenanceScheduleRow> = {},
  ): MaintenanceScheduleRow => ({
    machine: { id: 1, name, code: name.toUpperCase() },
    machineType: { id: 1, name: 'Loom' },
    activity: { id: 1, name: 'Check', frequencyKind: 'DAYS', frequency },
    lastDoneOn: null,
    usedSince: null,
    status,
    dueOn: null,
    remaining,
    ...extra,
  });
  const rows = [
    row('done', 'DONE', 20, 30),
    row('due soon', 'DUE', 2, 30),
    row('never', 'DUE', null, 30),
    row('a day over', 'OVERDUE', -1, 30),
    row('half over', 'OVERDUE', -50, 100),
    row('due now', 'DUE', 0, 10),
  ];

  it('overdue, due, done; each furthest into its interval first (a share of its own frequency)', () => {
    expect(sortSchedule(rows).map((r) => r.machine.name)).toEqual([
      'half over',
      'a day over',
      'due now',
      'never',
      'due soon',
      'done',
    ]);
  });

  it('a column asked for, either way, ties in the schedule’s order', () => {
    expect(sortSchedule(rows, { key: 'machine.name', descending: false }).map((r) => r.machine.name)).toEqual(
      ['a day over', 'done', 'due now', 'due soon', 'half over', 'never'],
    );
    expect(sortSchedule(rows, { key: 'status', descending: true }).map((r) => r.machine.name)).toEqual([
      'done',
      'due now',
      'never',
      'due soon',
      'half over',
      'a day over',
    ]);
  });

  it('one machine’s activities as far into their intervals: by activity', () => {
    const same = (activity: string) =>
      row('Loom 1', 'DUE', 1, 10, {
        activity: { id: 1, name: activity, frequencyKind: 'DAYS', frequency: 10 },
      });
    expect(sortSchedule([same('Oil'), same('Belt')]).map((r) => r.activity.name)).toEqual(['Belt', 'Oil']);
  });

  it('by machine code (none first), machine type and activity, ignoring case', () => {
    const named = [
      row('x', 'DUE', 1, 10, {
        machine: { id: 1, name: 'x', code: 'l-2' },
        machineType: { id: 2, name: 'tape line' },
        activity: { id: 1, name: 'oil change', frequencyKind: 'DAYS', frequency: 10 },
      }),
      row('y', 'DUE', 1, 10, {
        machine: { id: 2, name: 'y', code: null },
        machineType: { id: 1, name: 'Loom' },
        activity: { id: 2, name: 'Belt check', frequencyKind: 'DAYS', frequency: 10 },
      }),
      row('z', 'DUE', 1, 10, {
        machine: { id: 3, name: 'z', code: 'L-1' },
        machineType: { id: 3, name: 'Slitter' },
        activity: { id: 3, name: 'Clean', frequencyKind: 'DAYS', frequency: 10 },
      }),
    ];
    const order = (key: string) => sortSchedule(named, { key, descending: false }).map((r) => r.machine.name);
    expect(order('machine.code')).toEqual(['y', 'z', 'x']);
    expect(order('machineType.name')).toEqual(['y', 'z', 'x']);
    expect(order('activity.name')).toEqual(['y', 'z', 'x']);
  });

  it('by due day, those without one (hours, metres) last; by last done, never done first', () => {
    const dated = [
      row('b', 'DUE', 1, 10, { dueOn: '2026-12-01', lastDoneOn: '2026-11-21' }),
      row('a', 'DUE', 1, 10, { dueOn: null, lastDoneOn: '2026-11-01' }),
      row('c', 'DUE', 1, 10, { dueOn: '2026-11-28', lastDoneOn: null }),
    ];
    expect(sortSchedule(dated, { key: 'dueOn', descending: false }).map((r) => r.machine.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(sortSchedule(dated, { key: 'lastDoneOn', descending: false }).map((r) => r.machine.name)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });
});
