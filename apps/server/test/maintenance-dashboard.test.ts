import { addDays, weekOf, type MaintenanceDashboard } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

// Issue 22: "Dashboard for the maintenance head: overdue maintenance, machines down now, downtime this
// week" (decision 1792), in one call as of the user's day. The day asked is a Wednesday gone by, so that
// "now" is the end of that day and every figure below is worked out by hand.

type Row = Record<string, unknown> & { id: number; version: number };

let suite: Suite;
const MONDAY = weekOf(dayFrom(-14)).from;
const T = addDays(MONDAY, 2);
const day = (offset: number) => addDays(T, offset);
const ids: Record<string, number> = {};
let loom2Stop: Row;

async function saved(path: string, body: Record<string, unknown>, call = 'save'): Promise<Row> {
  const reply = await suite.call<Row>('POST', `${path}/${call}`, suite.admin, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Row;
}
const stop = (machine: string, from: [number, string], to: [number, string] | null, planned = false) =>
  saved('chemical/machineBreakdown', {
    machineId: ids[machine],
    stoppedOn: day(from[0]),
    stoppedAt: from[1],
    reason: `${machine} stopped`,
    planned,
    ...(to ? { restartedOn: day(to[0]), restartedAt: to[1] } : {}),
  });
async function stillDown(date: string, shift: string, machine: string) {
  const draft = await saved('chemical/dailyProduction', {
    date,
    shift,
    lines: [{ machineId: ids[machine], stoppedHours: 8, stoppageReason: 'BREAKDOWN', stillDown: true }],
  });
  await saved('chemical/dailyProduction', { id: draft.id, version: draft.version }, 'submit');
}
const dashboard = (today: string, token = suite.admin) =>
  suite.call<MaintenanceDashboard>('GET', `chemical/machineAssets/dashboard?today=${today}`, token);

beforeAll(async () => {
  suite = await createSuite();
  for (const code of ['LOOM-01', 'LOOM-02', 'LOOM-03', 'LOOM-04', 'LOOM-05', 'LOOM-06'])
    ids[code] = (await findIn<{ id: number }>(suite, 'chemical/machine', 'code', code)).id;
  // Overdue: an oil change every 7 days, done on Dash Loom A 10 days before T and on B 20 days before.
  const type = await saved('chemical/machineType', { name: 'Dash Loom', kind: 'CIRCULAR_LOOM' });
  const oil = await saved('chemical/machineActivity', {
    machineTypeId: type.id,
    name: 'Oil change',
    frequencyKind: 'DAYS',
    frequency: 7,
  });
  const departmentId = (await findIn(suite, 'chemical/department', 'name', 'Weaving')).id;
  for (const [key, name] of [
    ['A', 'Dash Loom A'],
    ['B', 'Dash Loom B'],
  ] as const) {
    ids[key] = (
      await saved('chemical/machine', { machineTypeId: type.id, departmentId, name, code: `DL-${key}` })
    ).id;
  }
  ids.oil = oil.id;
  await saved('chemical/machineActivityLog', {
    machineId: ids.A,
    machineActivityId: oil.id,
    doneOn: day(-10),
  });
  await saved('chemical/machineActivityLog', {
    machineId: ids.B,
    machineActivityId: oil.id,
    doneOn: day(-20),
  });

  // Down at the end of T: loom 2 since 07:10 of T; loom 3 under planned maintenance since 09:00 the day
  // before; loom 5 left down by the DP log's shift C two days before. Not down: loom 4's maintenance is booked
  // for two days after T; loom 6 was left down by the DP log, but its recorded stop restarted after that.
  loom2Stop = await stop('LOOM-02', [0, '07:10'], null);
  await stop('LOOM-03', [-1, '09:00'], null, true);
  await stop('LOOM-04', [2, '08:00'], null, true);
  await stillDown(day(-2), 'C', 'LOOM-05');
  await stillDown(day(-3), 'A', 'LOOM-06');
  await stop('LOOM-06', [-3, '08:00'], [-3, '12:00']);
  // This week's other downtime: loom 1 from Sunday 22:00 to Monday 01:30 (90 minutes of it on Monday);
  // Dash Loom A 10:00–11:15 on Monday.
  await stop('LOOM-01', [-3, '22:00'], [-2, '01:30']);
  await stop('A', [-2, '10:00'], [-2, '11:15']);
}, 120_000);
afterAll(() => suite.server.close());

describe("the maintenance head's dashboard (decision 1792)", () => {
  it('counts the overdue maintenance, lists the machines down now and adds up the week’s downtime', async () => {
    const reply = await dashboard(T);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const figures = reply.body.data as MaintenanceDashboard;
    expect(figures.today).toBe(T);
    // Due 7 days after it was done: B 13 days overdue, A 3, the furthest first.
    expect(figures.overdue.total).toBe(2);
    expect(figures.overdue.rows.map((row) => [row.machine.name, row.activity.name, row.dueOn])).toEqual([
      ['Dash Loom B', 'Oil change', day(-13)],
      ['Dash Loom A', 'Oil change', day(-3)],
    ]);
    expect(figures.down.total).toBe(3);
    expect(
      figures.down.rows.map((row) => [row.machine.name, row.since, row.reason, row.planned, row.shift]),
    ).toEqual([
      ['Circular Loom 5', `${day(-2)}T22:00`, null, false, 'C'],
      ['Circular Loom 3', `${day(-1)}T09:00`, 'LOOM-03 stopped', true, null],
      ['Circular Loom 2', `${day(0)}T07:10`, 'LOOM-02 stopped', false, null],
    ]);
    expect(figures.down.rows[2]?.breakdownId).toEqual(expect.any(Number));
    // Monday to the end of Wednesday: loom 3 from Tuesday 09:00 (39 h), loom 2 from 07:10 (16 h 50 min),
    // loom 1's 90 minutes, Dash Loom A's 75; loom 4's booking is ahead and the Sunday stop of loom 6 before.
    expect(figures.downtime).toEqual({
      from: MONDAY,
      to: day(4),
      minutes: 2340 + 1010 + 90 + 75,
      machineCount: 4,
      machines: [
        { machine: { id: ids['LOOM-03'], name: 'Circular Loom 3', code: 'LOOM-03' }, minutes: 2340 },
        { machine: { id: ids['LOOM-02'], name: 'Circular Loom 2', code: 'LOOM-02' }, minutes: 1010 },
        { machine: { id: ids['LOOM-01'], name: 'Circular Loom 1', code: 'LOOM-01' }, minutes: 90 },
        { machine: { id: ids.A, name: 'Dash Loom A', code: 'DL-A' }, minutes: 75 },
      ],
    });
  });

  it('a restart entered takes the machine off the down list', async () => {
    const listed = await suite.call<Row>(
      'GET',
      `chemical/machineBreakdown/getAllByPartner?page=1&size=10&filter.machineId=${ids['LOOM-02']}`,
      suite.admin,
    );
    const [open] = listed.body.dataList ?? [];
    if (!open) throw new Error('no stop of loom 2');
    await saved(
      'chemical/machineBreakdown',
      { ...open, restartedOn: day(0), restartedAt: '15:40' },
      'update',
    );
    const figures = (await dashboard(T)).body.data as MaintenanceDashboard;
    expect(figures.down.rows.map((row) => row.machine.name)).toEqual(['Circular Loom 5', 'Circular Loom 3']);
    // 07:10–15:40 of T.
    expect(figures.downtime.machines.find((row) => row.machine.id === ids['LOOM-02'])?.minutes).toBe(510);
  });

  it('adds the minutes of a completed maintenance that names no stop; one naming its stop, or a draft, adds none', async () => {
    const minutesOf = (figures: MaintenanceDashboard, machine: string) =>
      figures.downtime.machines.find((row) => row.machine.id === ids[machine])?.minutes;
    const before = (await dashboard(T)).body.data as MaintenanceDashboard;
    const record = async (body: Record<string, unknown>, submit = true) => {
      const draft = await saved('chemical/machineAssets/maintenance', { date: T, lines: [], ...body });
      if (submit)
        await saved('chemical/machineAssets/maintenance', { id: draft.id, version: draft.version }, 'submit');
    };
    // Dash Loom A's oil change took 40 minutes; loom 2's repair of its stop took 200, already its stop's;
    // loom 1's oil change of 30 minutes is still a draft.
    await record({ machineId: ids.A, machineActivityId: ids.oil, downtimeMinutes: 40 });
    await record({ machineId: ids['LOOM-02'], machineBreakdownId: loom2Stop.id, downtimeMinutes: 200 });
    await record({ machineId: ids.B, machineActivityId: ids.oil, downtimeMinutes: 30 }, false);
    const after = (await dashboard(T)).body.data as MaintenanceDashboard;
    expect(minutesOf(after, 'A')).toBe(75 + 40);
    expect(minutesOf(after, 'LOOM-02')).toBe(minutesOf(before, 'LOOM-02'));
    expect(minutesOf(after, 'B')).toBeUndefined();
    expect(after.downtime.minutes).toBe(before.downtime.minutes + 40);
    // The week before knows none of them.
    const weekBefore = (await dashboard(addDays(T, -7))).body.data as MaintenanceDashboard;
    expect(minutesOf(weekBefore, 'A')).toBeUndefined();
  });

  it('shows another organisation none of it, refuses a role without Maintenance Activity, and a bad day in words', async () => {
    const theirs = (await dashboard(T, suite.orgB)).body.data as MaintenanceDashboard;
    expect(theirs).toMatchObject({ overdue: { total: 0 }, down: { total: 0 }, downtime: { minutes: 0 } });
    expect((await dashboard(T, suite.storekeeper)).status).toBe(403);
    const bad = await dashboard('2026-02-30');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Today must be a valid date');
  });
});
