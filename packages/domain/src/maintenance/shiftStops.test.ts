import { describe, expect, it } from 'vitest';
import { stopOf, type Stop } from './breakdowns.ts';
import { shiftHoursRule, stopsInShift, type ShiftHours } from './shiftStops.ts';

// Issue 22: "Breakdowns: a machine stopped with a reason and a time; restarted; the downtime feeds the DP
// log's availability" (decision 1790). Shift A runs 06:00–14:00, B 14:00–22:00, C 22:00–06:00, Night
// 20:00–08:00 (decision 1121).

const NOW = '2026-11-25T09:30:00Z';
const stop = (stoppedOn: string, stoppedAt: string, restartedOn = '', restartedAt = ''): Stop =>
  stopOf({ stoppedOn, stoppedAt, restartedOn, restartedAt });
const hours = (runningHours: number, stoppedHours: number): ShiftHours => ({ runningHours, stoppedHours });

describe('the stopped hours of a shift with its recorded stops', () => {
  const cases: [string, ShiftHours, string, string, Stop[], ShiftHours][] = [
    ['no stop: the entry stands', hours(7, 1), '2026-11-20', 'A', [], hours(7, 1)],
    [
      'a stop inside the shift counts as stopped; the running hours give way',
      hours(8, 0),
      '2026-11-20',
      'A',
      [stop('2026-11-20', '10:00', '2026-11-20', '12:30')],
      hours(5.5, 2.5),
    ],
    [
      'a stop across two shifts counts its part in each: A',
      hours(8, 0),
      '2026-11-20',
      'A',
      [stop('2026-11-20', '12:00', '2026-11-20', '16:00')],
      hours(6, 2),
    ],
    [
      'a stop across two shifts counts its part in each: B',
      hours(8, 0),
      '2026-11-20',
      'B',
      [stop('2026-11-20', '12:00', '2026-11-20', '16:00')],
      hours(6, 2),
    ],
    [
      'a stop across midnight counts in the shift C of the day it began',
      hours(8, 0),
      '2026-11-20',
      'C',
      [stop('2026-11-20', '23:00', '2026-11-21', '03:00')],
      hours(4, 4),
    ],
    [
      'a stop after midnight counts in the night shift of the day before',
      hours(12, 0),
      '2026-11-20',
      'NIGHT',
      [stop('2026-11-21', '05:00', '2026-11-21', '07:00')],
      hours(10, 2),
    ],
    [
      'a stop still open counts up to the end of a shift gone by',
      hours(8, 0),
      '2026-11-24',
      'A',
      [stop('2026-11-24', '11:00')],
      hours(5, 3),
    ],
    [
      'a stop still open counts up to now in the shift under way',
      hours(2, 0),
      '2026-11-25',
      'A',
      [stop('2026-11-25', '08:30')],
      hours(2, 1),
    ],
    [
      'a stop the operator entered as well is counted once: the larger (entered)',
      hours(6, 2),
      '2026-11-20',
      'A',
      [stop('2026-11-20', '10:00', '2026-11-20', '11:30')],
      hours(6, 2),
    ],
    [
      'a stop the operator entered as well is counted once: the larger (recorded)',
      hours(6, 2),
      '2026-11-20',
      'A',
      [stop('2026-11-20', '10:00', '2026-11-20', '13:00')],
      hours(5, 3),
    ],
    [
      'running hours entered short of the shift are kept while they fit',
      hours(4, 0),
      '2026-11-20',
      'A',
      [stop('2026-11-20', '06:00', '2026-11-20', '08:00')],
      hours(4, 2),
    ],
    [
      'a stop over the whole shift leaves no running hours',
      hours(8, 0),
      '2026-11-20',
      'A',
      [stop('2026-11-19', '18:00', '2026-11-21', '09:00')],
      hours(0, 8),
    ],
    [
      'two stops in a shift add up',
      hours(8, 0),
      '2026-11-20',
      'A',
      [
        stop('2026-11-20', '07:00', '2026-11-20', '07:30'),
        stop('2026-11-20', '13:00', '2026-11-20', '14:30'),
      ],
      hours(6.5, 1.5),
    ],
    [
      'a stop outside the shift changes nothing',
      hours(8, 0),
      '2026-11-20',
      'A',
      [stop('2026-11-20', '14:00', '2026-11-20', '15:00')],
      hours(8, 0),
    ],
    [
      'a day that is no date is left as entered',
      hours(8, 0),
      'not a day',
      'A',
      [stop('2026-11-20', '10:00', '2026-11-20', '12:00')],
      hours(8, 0),
    ],
    [
      'an unknown shift is left as entered',
      hours(8, 0),
      '2026-11-20',
      'Z',
      [stop('2026-11-20', '10:00', '2026-11-20', '12:00')],
      hours(8, 0),
    ],
  ];
  it.each(cases)('%s', (_case, entered, date, shift, stops, expected) => {
    expect(shiftHoursRule(stops, NOW)(entered, date, shift)).toEqual(expected);
  });

  it('reads the stops once for many shifts, each day and shift on its own', () => {
    const rule = shiftHoursRule([stop('2026-11-20', '12:00', '2026-11-21', '07:00')], NOW);
    expect(
      (['A', 'B', 'C', 'NIGHT'] as const).map((shift) => rule(hours(8, 0), '2026-11-20', shift).stoppedHours),
    ).toEqual([2, 8, 8, 11]);
    expect(rule(hours(8, 0), '2026-11-21', 'A').stoppedHours).toBe(1);
  });
});

describe('the recorded stops a shift names (decision 1790’s addendum)', () => {
  const named = (reason: string, ...at: Parameters<typeof stop>) => ({ reason, ...stop(...at) });
  const stops = [
    named('Warp beam cracked', '2026-11-20', '10:00', '2026-11-20', '12:30'),
    named('Overhaul', '2026-11-20', '21:00', '2026-11-21', '01:00'),
    named('Motor burnt', '2026-11-21', '05:00'),
    // Ends as shift B begins: B does not name it.
    named('Belt change', '2026-11-20', '13:00', '2026-11-20', '14:00'),
  ];
  it.each([
    ['A', '2026-11-20', ['Warp beam cracked', 'Belt change']],
    ['B', '2026-11-20', ['Overhaul']],
    ['C', '2026-11-20', ['Overhaul', 'Motor burnt']],
    ['A', '2026-11-21', ['Motor burnt']],
    ['Z', '2026-11-20', []],
    ['A', 'not a day', []],
  ])('shift %s of %s names %j', (shift, date, reasons) => {
    expect(stopsInShift(stops, NOW, date, shift).map((found) => found.reason)).toEqual(reasons);
  });
});
