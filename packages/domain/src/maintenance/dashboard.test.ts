import { describe, expect, it } from 'vitest';
import { stopOf } from './breakdowns.ts';
import {
  downtimeByMachine,
  hoursAndMinutes,
  machinesDownNow,
  nowOf,
  weekOf,
  type MachineDownNow,
  type MachineStop,
  type MaintenanceDowntime,
} from './dashboard.ts';

// Issue 22: "Dashboard for the maintenance head: overdue maintenance, machines down now, downtime this
// week" (decision 1792).

describe('this week', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-25', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2027-01-01', '2026-12-28', '2027-01-03'],
  ])('%s is in the week from Monday %s to Sunday %s', (today, from, to) => {
    expect(weekOf(today)).toEqual({ from, to });
  });

  it.each([
    ['the server’s clock on the same day', '2026-11-25', '2026-11-25T10:15:00Z', '2026-11-25T10:15:00Z'],
    ['the end of a day gone by', '2026-11-24', '2026-11-25T10:15:00Z', '2026-11-25T00:00:00Z'],
    [
      'the server’s clock when the user is a day ahead',
      '2026-11-26',
      '2026-11-25T23:30:00Z',
      '2026-11-25T23:30:00Z',
    ],
  ])('now is %s', (_case, today, server, now) => {
    expect(nowOf(today, server)).toBe(now);
  });
});

const loom = (id: number, name: string) => ({ id, name, code: null });
const stop = (
  id: number,
  name: string,
  from: [string, string],
  to: [string, string] | null,
): MachineStop => ({
  machine: loom(id, name),
  ...stopOf({ stoppedOn: from[0], stoppedAt: from[1], restartedOn: to?.[0], restartedAt: to?.[1] }),
});

describe('downtime this week per machine', () => {
  const WEEK = ['2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'] as const;
  const NOW = '2026-11-25T10:00:00Z';
  it('adds up each machine’s stops in the week, the most down first; a stop still open runs to now', () => {
    expect(
      downtimeByMachine(
        [
          stop(1, 'Loom 1', ['2026-11-23', '10:00'], ['2026-11-23', '11:30']),
          stop(2, 'Loom 2', ['2026-11-25', '07:00'], null),
          stop(1, 'Loom 1', ['2026-11-24', '08:00'], ['2026-11-24', '08:45']),
          // Begun the week before: only its part in this week.
          stop(3, 'Loom 3', ['2026-11-22', '23:00'], ['2026-11-23', '00:30']),
          // Booked ahead for Saturday: not downtime yet.
          stop(4, 'Loom 4', ['2026-11-28', '08:00'], ['2026-11-28', '16:00']),
        ],
        WEEK[0],
        NOW,
        NOW,
      ),
    ).toEqual({
      minutes: 135 + 180 + 30,
      machines: [
        { machine: loom(2, 'Loom 2'), minutes: 180 },
        { machine: loom(1, 'Loom 1'), minutes: 135 },
        { machine: loom(3, 'Loom 3'), minutes: 30 },
      ],
    });
  });

  const record = (id: number, minutes: number, repairsStop = false): MaintenanceDowntime => ({
    machine: loom(id, `Loom ${id}`),
    minutes,
    repairsStop,
  });
  it.each([
    [
      'a record that names no stop adds its minutes to the machine’s stops',
      [stop(1, 'Loom 1', ['2026-11-23', '10:00'], ['2026-11-23', '11:00'])],
      [record(1, 45)],
      [{ machine: loom(1, 'Loom 1'), minutes: 105 }],
    ],
    [
      'a machine down only by its records is shown, the records summed',
      [stop(1, 'Loom 1', ['2026-11-23', '10:00'], ['2026-11-23', '10:30'])],
      [record(2, 20), record(2, 25)],
      [
        { machine: loom(2, 'Loom 2'), minutes: 45 },
        { machine: loom(1, 'Loom 1'), minutes: 30 },
      ],
    ],
    [
      'a record that names the stop it repaired is that stop’s time, not counted again',
      [stop(1, 'Loom 1', ['2026-11-23', '10:00'], ['2026-11-23', '11:00'])],
      [record(1, 200, true), record(4, 90, true)],
      [{ machine: loom(1, 'Loom 1'), minutes: 60 }],
    ],
    ['a record of no minutes is nothing', [], [record(3, 0)], []],
  ])('%s (decision 1792’s addendum)', (_case, stops, records, machines) => {
    const week = downtimeByMachine(stops, WEEK[0], WEEK[1], NOW, records);
    expect(week.machines).toEqual(machines);
    expect(week.minutes).toBe(machines.reduce((total, row) => total + row.minutes, 0));
  });

  it.each([
    [
      'by name',
      [
        stop(5, 'Loom B', ['2026-11-23', '10:00'], ['2026-11-23', '11:00']),
        stop(6, 'Loom A', ['2026-11-23', '12:00'], ['2026-11-23', '13:00']),
      ],
      [6, 5],
    ],
    [
      'by id when the names differ only in case',
      [
        stop(8, 'Loom', ['2026-11-23', '10:00'], ['2026-11-23', '11:00']),
        stop(7, 'loom', ['2026-11-23', '12:00'], ['2026-11-23', '13:00']),
      ],
      [7, 8],
    ],
  ])('machines down as long tie %s', (_case, stops, ids) => {
    expect(downtimeByMachine(stops, WEEK[0], WEEK[1], NOW).machines.map((row) => row.machine.id)).toEqual(
      ids,
    );
  });

  it('none at all is nothing', () => {
    expect(downtimeByMachine([], WEEK[0], WEEK[1], NOW)).toEqual({ minutes: 0, machines: [] });
  });

  it.each([
    [0, 0, 0],
    [45, 0, 45],
    [200, 3, 20],
  ])('%i minutes are %i h %i min', (minutes, hours, left) => {
    expect(hoursAndMinutes(minutes)).toEqual({ hours, minutes: left });
  });
});

describe('machines down now', () => {
  const down = (id: number, since: string, extra: Partial<MachineDownNow> = {}): MachineDownNow => ({
    machine: loom(id, `Loom ${id}`),
    since,
    reason: 'Cam shaft broke',
    planned: false,
    breakdownId: 100 + id,
    shift: null,
    ...extra,
  });
  it('lists recorded stops and the DP log’s still down, one row a machine, the longest down first', () => {
    const fromDpLog = [
      down(1, '2026-11-24T22:00', { reason: null, breakdownId: null, shift: 'C' }),
      down(3, '2026-11-23T06:00', { reason: null, breakdownId: null, shift: 'A' }),
    ];
    expect(
      machinesDownNow(
        [down(1, '2026-11-25T07:10'), down(2, '2026-11-24T09:00', { planned: true })],
        fromDpLog,
      ),
    ).toEqual([fromDpLog[1], down(2, '2026-11-24T09:00', { planned: true }), down(1, '2026-11-25T07:10')]);
    expect(machinesDownNow([], [])).toEqual([]);
    // Down since the same moment: by machine.
    expect(
      machinesDownNow([down(5, '2026-11-25T07:10'), down(4, '2026-11-25T07:10')], []).map(
        (row) => row.machine.id,
      ),
    ).toEqual([4, 5]);
  });

  it('leaves out a machine the DP log left down once a recorded stop of it restarted since', () => {
    const fromDpLog = [down(3, '2026-11-23T06:00', { reason: null, breakdownId: null, shift: 'A' })];
    expect(machinesDownNow([], fromDpLog, new Map([[3, '2026-11-23T11:00']]))).toEqual([]);
    expect(machinesDownNow([], fromDpLog, new Map([[3, '2026-11-22T11:00']]))).toEqual(fromDpLog);
  });
});
