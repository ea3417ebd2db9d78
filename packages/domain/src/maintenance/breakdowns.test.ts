import { describe, expect, it } from 'vitest';
import {
  downtimeMinutes,
  machineUnavailableProblem,
  restartProblem,
  stoppedOnProblem,
  type Stop,
} from './breakdowns.ts';

// Issue 22: "a machine stopped with a reason and a time; restarted; the downtime feeds the DP log's
// availability" (decision 1781).
const FROM = '2026-11-23T00:00:00Z';
const TO = '2026-11-30T00:00:00Z';
const NOW = '2026-11-25T06:00:00Z';

describe('downtime in a period', () => {
  const cases: [string, Stop[], number][] = [
    ['no stops', [], 0],
    [
      'one stop of 90 minutes',
      [{ stoppedAt: '2026-11-24T10:00:00Z', restartedAt: '2026-11-24T11:30:00Z' }],
      90,
    ],
    [
      'a stop begun before the period counts from its start',
      [{ stoppedAt: '2026-11-22T23:00:00Z', restartedAt: '2026-11-23T00:45:00Z' }],
      45,
    ],
    ['a stop still open runs to now', [{ stoppedAt: '2026-11-25T05:00:00Z', restartedAt: null }], 60],
    [
      'a stop wholly before the period counts nothing',
      [{ stoppedAt: '2026-11-20T10:00:00Z', restartedAt: '2026-11-20T11:00:00Z' }],
      0,
    ],
    [
      'two stops add up',
      [
        { stoppedAt: '2026-11-23T08:00:00Z', restartedAt: '2026-11-23T08:20:00Z' },
        { stoppedAt: '2026-11-24T08:00:00Z', restartedAt: '2026-11-24T08:10:00Z' },
      ],
      30,
    ],
  ];
  it.each(cases)('%s', (_name, stops, minutes) => {
    expect(downtimeMinutes(stops, FROM, TO, NOW)).toBe(minutes);
  });

  it('counts a stop open past the period only up to its end', () => {
    expect(
      downtimeMinutes(
        [{ stoppedAt: '2026-11-29T23:00:00Z', restartedAt: null }],
        FROM,
        TO,
        '2026-12-01T00:00:00Z',
      ),
    ).toBe(60);
  });
});

describe('refusals in words', () => {
  it.each([
    [{ stoppedAt: NOW, restartedAt: null }, null],
    [{ stoppedAt: NOW, restartedAt: '2026-11-25T07:00:00Z' }, null],
    [{ stoppedAt: NOW, restartedAt: NOW }, 'Restarted At must be after Stopped At'],
    [{ stoppedAt: NOW, restartedAt: '2026-11-25T05:00:00Z' }, 'Restarted At must be after Stopped At'],
  ])('a stop %o: %s', (stop, problem) => {
    expect(restartProblem(stop)).toBe(problem);
  });

  it('names the machine and the day a schedule cannot use', () => {
    expect(machineUnavailableProblem('Loom 4', '2026-11-25')).toBe(
      'Loom 4 is under maintenance or down on 2026-11-25: it cannot be scheduled until it restarts',
    );
  });

  it.each([
    ['an unplanned stop today', '2026-11-25', false, null],
    [
      'an unplanned stop tomorrow',
      '2026-11-26',
      false,
      'Stopped On cannot be after today (2026-11-25) unless the stop is Planned Maintenance',
    ],
    ['planned maintenance tomorrow', '2026-11-26', true, null],
    ['no day yet (left to its field)', undefined, false, null],
  ])('%s', (_case, stoppedOn, planned, problem) => {
    expect(stoppedOnProblem(stoppedOn, planned, '2026-11-25')).toBe(problem);
  });
});
