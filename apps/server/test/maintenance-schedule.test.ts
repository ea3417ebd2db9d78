import { type MaintenanceScheduleRow } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceSchedule } from '../src/maintenance/schedule.ts';
import { today } from '../src/core/today.ts';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

// Issue 22 "Maintenance Activity": "the schedule per machine generated from its type's activities; due,
// overdue and done" (decisions 1780, 1783), read over the organisation's own machines, activities, activity
// log and DP log lines, every figure worked out by hand below.

type Row = Record<string, unknown> & { id: number; version: number };

let suite: Suite;
const ids = {
  type: 0,
  other: 0,
  oil: 0,
  belt: 0,
  grease: 0,
  blade: 0,
  retired: 0,
  pressOil: 0,
  press: 0,
  a: 0,
  b: 0,
  idle: 0,
};
type Key = keyof typeof ids;

async function saved(path: string, body: Record<string, unknown>, token = suite.admin): Promise<Row> {
  const reply = await suite.call<Row>('POST', `${path}/save`, token, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Row;
}

/** A submitted daily production entry of `date` with `lines` (the DP log's source). */
async function produced(date: string, shift: string, lines: object[]): Promise<void> {
  const draft = await saved('chemical/dailyProduction', { date, shift, lines });
  const done = await suite.call('POST', 'chemical/dailyProduction/submit', suite.admin, draft);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

const done = (machineId: number, machineActivityId: number, doneOn: string) =>
  saved('chemical/machineActivityLog', { machineId, machineActivityId, doneOn });

beforeAll(async () => {
  suite = await createSuite();
  const type = await saved('chemical/machineType', { name: 'Schedule Loom', kind: 'CIRCULAR_LOOM' });
  const other = await saved('chemical/machineType', { name: 'Schedule Press', kind: 'OTHER' });
  ids.type = type.id;
  ids.other = other.id;
  const activity = async (key: Key, body: Record<string, unknown>) => {
    ids[key] = (await saved('chemical/machineActivity', { machineTypeId: type.id, ...body })).id;
  };
  await activity('oil', { name: 'Oil change', frequencyKind: 'DAYS', frequency: 30 });
  await activity('belt', { name: 'Belt check', frequencyKind: 'DAYS', frequency: 10 });
  await activity('grease', { name: 'Grease', frequencyKind: 'RUNNING_HOURS', frequency: 30 });
  await activity('blade', { name: 'Blade', frequencyKind: 'METRES', frequency: 10_000 });
  await activity('retired', { name: 'Retired check', frequencyKind: 'DAYS', frequency: 7, active: false });
  ids.pressOil = (
    await saved('chemical/machineActivity', {
      machineTypeId: other.id,
      name: 'Press oil',
      frequencyKind: 'DAYS',
      frequency: 7,
    })
  ).id;
  const departmentId = (await findIn(suite, 'chemical/department', 'name', 'Weaving')).id;
  const machine = async (key: Key, body: Record<string, unknown>) => {
    ids[key] = (await saved('chemical/machine', { machineTypeId: type.id, departmentId, ...body })).id;
  };
  await machine('a', { name: 'Sched Loom A', code: 'SCH-A' });
  await machine('b', { name: 'Sched Loom B', code: 'SCH-B' });
  await machine('idle', { name: 'Sched Loom Idle', code: 'SCH-X', active: false });
  await machine('press', { machineTypeId: other.id, name: 'Sched Press', code: 'SCH-P' });

  // Loom A: oil done 40 days ago, the belt 20 and 9 days ago (the latest counts), grease and blade 5 days ago.
  await done(ids.a, ids.oil, dayFrom(-40));
  await done(ids.a, ids.belt, dayFrom(-20));
  await done(ids.a, ids.belt, dayFrom(-9));
  await done(ids.a, ids.grease, dayFrom(-5));
  await done(ids.a, ids.blade, dayFrom(-5));
  // Loom B: oil done 3 days ago, grease 4 days ago; the belt and blade never.
  await done(ids.b, ids.oil, dayFrom(-3));
  await done(ids.b, ids.grease, dayFrom(-4));
  // The DP log. A line of the day a service was done is not counted after it: the log has the day only.
  await produced(dayFrom(-5), 'DAY', [{ machineId: ids.a, metres: 700, kg: 50, runningHours: 12 }]);
  await produced(dayFrom(-3), 'DAY', [
    { machineId: ids.a, metres: 1200, kg: 90, runningHours: 11.5 },
    { machineId: ids.b, metres: 900, kg: 70, runningHours: 10 },
  ]);
  await produced(dayFrom(-3), 'NIGHT', [{ machineId: ids.a, metres: 1000, kg: 80, runningHours: 12 }]);
  await produced(dayFrom(-2), 'DAY', [{ machineId: ids.a, metres: 2500, kg: 190, runningHours: 4 }]);
  await produced(dayFrom(-2), 'NIGHT', [{ machineId: ids.b, metres: 800, kg: 60, runningHours: 12 }]);
  await produced(dayFrom(-1), 'DAY', [{ machineId: ids.b, metres: 1000, kg: 75, runningHours: 12 }]);
}, 120_000);
afterAll(() => suite.server.close());

const brief = (row: MaintenanceScheduleRow) => [
  row.machine.name,
  row.activity.name,
  row.lastDoneOn,
  row.usedSince,
  row.status,
  row.dueOn,
  row.remaining,
];

/** The whole schedule of the test's loom type, worked out by hand (today is day 0). */
const LOOMS = [
  // Overdue, the furthest past its interval first: every 30 days, done 40 days ago (due 10 days ago).
  ['Sched Loom A', 'Oil change', dayFrom(-40), 40, 'OVERDUE', dayFrom(-10), -10],
  // Every 30 running hours, done 4 days ago: 10 + 12 + 12 = 34 h run since, 4 h past.
  ['Sched Loom B', 'Grease', dayFrom(-4), 34, 'OVERDUE', null, -4],
  // Due: never done (due now; a day only for days), then the furthest into its interval.
  ['Sched Loom B', 'Belt check', null, null, 'DUE', dayFrom(0), null],
  ['Sched Loom B', 'Blade', null, null, 'DUE', null, null],
  // 11.5 + 12 + 4 = 27.5 h after the day it was done (that day's 12 h not counted): 2.5 h left, in the last tenth.
  ['Sched Loom A', 'Grease', dayFrom(-5), 27.5, 'DUE', null, 2.5],
  // Every 10 days, done 9 days ago: due tomorrow, in its last tenth (a day).
  ['Sched Loom A', 'Belt check', dayFrom(-9), 9, 'DUE', dayFrom(1), 1],
  // Done: 1,200 + 1,000 + 2,500 = 4,700 m of 10,000 made since.
  ['Sched Loom A', 'Blade', dayFrom(-5), 4700, 'DONE', null, 5300],
  ['Sched Loom B', 'Oil change', dayFrom(-3), 3, 'DONE', dayFrom(27), 27],
];

/** The schedule as Maintenance Activity's rows call answers it (every row of the question on one page). */
async function overHttp(
  query: Record<string, unknown>,
  token = suite.admin,
): Promise<MaintenanceScheduleRow[]> {
  const reply = await suite.call<MaintenanceScheduleRow>(
    'POST',
    'chemical/report/maintenanceSchedule',
    token,
    {
      size: 100,
      ...query,
    },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.dataList ?? [];
}

describe('the schedule per machine, over HTTP (decision 1783)', () => {
  it('lists each active machine with each active activity of its type, overdue first', async () => {
    const rows = await overHttp({ machineTypeId: ids.type });
    expect(rows.map(brief)).toEqual(LOOMS);
    expect(rows[0]).toMatchObject({
      machine: { id: ids.a, name: 'Sched Loom A', code: 'SCH-A' },
      machineType: { id: ids.type, name: 'Schedule Loom' },
      activity: { id: ids.oil, name: 'Oil change', frequencyKind: 'DAYS', frequency: 30 },
    });
  });

  it('reads one machine, one status, and another type’s machines with their own activities', async () => {
    expect((await overHttp({ machineId: ids.b })).map(brief)).toEqual(
      LOOMS.filter((row) => row[0] === 'Sched Loom B'),
    );
    expect((await overHttp({ machineTypeId: ids.type, status: 'OVERDUE' })).map(brief)).toEqual(
      LOOMS.slice(0, 2),
    );
    expect((await overHttp({ machineTypeId: ids.other })).map(brief)).toEqual([
      ['Sched Press', 'Press oil', null, null, 'DUE', dayFrom(0), null],
    ]);
  });

  it('is the organisation’s own: another reads none of these machines', async () => {
    expect(await overHttp({ machineId: ids.a }, suite.orgB)).toEqual([]);
    const rows = await overHttp({}, suite.orgB);
    expect(rows.some((row) => row.machine.name.startsWith('Sched'))).toBe(false);
  });
});

describe('maintenanceSchedule, the read other screens call (the maintenance dashboard)', () => {
  it('answers what the report shows, for the day it is given', async () => {
    const read = (query: { machineTypeId: number; status?: 'DUE' }, on = today()) =>
      maintenanceSchedule(suite.server.database.db, 1, { today: on, ...query });
    expect((await read({ machineTypeId: ids.type })).map(brief)).toEqual(LOOMS);
    expect((await read({ machineTypeId: ids.type, status: 'DUE' })).map(brief)).toEqual(LOOMS.slice(2, 6));
    // Read ten days on, loom B's oil change (done 3 days ago, every 30) is 13 days old: 17 left, still done.
    const later = await read({ machineTypeId: ids.type }, dayFrom(10));
    expect(later.map(brief)).toContainEqual([
      'Sched Loom B',
      'Oil change',
      dayFrom(-3),
      13,
      'DONE',
      dayFrom(27),
      17,
    ]);
  });
});
