import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

// Issue 22: "Breakdowns: a machine stopped with a reason and a time; restarted; the downtime feeds the DP
// log's availability" (decision 1790): a recorded stop counts as stopped for the time it covers inside each
// shift entered for the machine; where the operator entered stoppage hours too, the larger counts, and the
// running hours give way so that the shift still holds both. Issue 19's definition (decision 1120):
// availability = running ÷ (running + stopped), performance = output ÷ 100 m/h for the hours run,
// efficiency = availability × performance. Shift A runs 06–14, B 14–22, C 22–06, Day 08–20.

const DP = 'chemical/dailyProduction';
const BD = 'chemical/machineBreakdown';

interface Figures {
  date: string;
  shift: string;
  machine: { id: number; name: string };
  metres: number;
  runningHours: number;
  stoppedHours: number;
  availability: number | null;
  performance: number | null;
  efficiency: number | null;
  stoppageReasons: string[];
  recordedStops: { reason: string; planned: boolean }[];
}

let suite: Suite;
const m = { loom1: 0, loom2: 0, loom3: 0, loom4: 0, loom5: 0, loom6: 0 };
// Days gone by, so that an unplanned stop may be recorded on them and a stop still open has run past them.
const D1 = dayFrom(-10);
const D2 = dayFrom(-9);

const post = <T = Record<string, unknown>>(path: string, body: unknown, token = suite.admin) =>
  suite.call<T>('POST', path, token, body);
async function entered(date: string, shift: string, lines: Record<string, unknown>[]) {
  const saved = await post<{ id: number; version: number }>(`${DP}/save`, { date, shift, lines });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const done = await post(`${DP}/submit`, saved.body.data);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}
async function stopped(machineId: number, stop: Record<string, unknown>) {
  const reply = await post(`${BD}/save`, { machineId, reason: 'Recorded by maintenance', ...stop });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}
const ran = (machineId: number, runningHours: number, metres?: number) => ({
  machineId,
  runningHours,
  ...(metres === undefined ? {} : { metres }),
});
const broke = (machineId: number, runningHours: number, metres: number) => ({
  ...ran(machineId, runningHours, metres),
  stoppedHours: 2,
  stoppageReason: 'BREAKDOWN',
});

beforeAll(async () => {
  suite = await createSuite();
  for (const [key, code] of [
    ['loom1', 'LOOM-01'],
    ['loom2', 'LOOM-02'],
    ['loom3', 'LOOM-03'],
    ['loom4', 'LOOM-04'],
    ['loom5', 'LOOM-05'],
    ['loom6', 'LOOM-06'],
  ] as const) {
    m[key] = (await findIn<{ id: number }>(suite, 'chemical/machine', 'code', code)).id;
  }
  await entered(D1, 'A', [ran(m.loom1, 8, 600), ran(m.loom2, 8, 600), broke(m.loom6, 6, 600)]);
  await entered(D1, 'B', [ran(m.loom2, 8, 600), ran(m.loom4, 8, 500), broke(m.loom6, 6, 500)]);
  await entered(D1, 'C', [ran(m.loom3, 8, 400)]);
  await entered(D1, 'DAY', [ran(m.loom5, 12, 800)]);
  await entered(D2, 'A', [ran(m.loom3, 8, 800)]);
  await entered(D2, 'B', [ran(m.loom4, 8)]);
  const on = (day: string, at: string) => ({ day, at });
  const stops: [number, { day: string; at: string }, { day: string; at: string } | null, boolean][] = [
    // Inside a shift: 2.5 h of loom 1's A.
    [m.loom1, on(D1, '10:00'), on(D1, '12:30'), false],
    // Across two shifts: 2 h of loom 2's A and 2 h of its B.
    [m.loom2, on(D1, '12:00'), on(D1, '16:00'), false],
    // Across midnight: 4 h of loom 3's C of D1, none of its A of D2.
    [m.loom3, on(D1, '23:00'), on(D2, '03:00'), false],
    // Still open: 3 h of loom 4's B of D1 and all 8 h of its B of D2.
    [m.loom4, on(D1, '19:00'), null, false],
    // Planned maintenance: 4 h of loom 5's Day shift.
    [m.loom5, on(D1, '09:00'), on(D1, '13:00'), true],
    // Loom 6's operator entered 2 h of Breakdown in A and in B: 1.5 h recorded in A, 3 h in B.
    [m.loom6, on(D1, '10:00'), on(D1, '11:30'), false],
    [m.loom6, on(D1, '15:00'), on(D1, '18:00'), false],
  ];
  for (const [machineId, from, to, planned] of stops) {
    await stopped(machineId, {
      stoppedOn: from.day,
      stoppedAt: from.at,
      planned,
      ...(to ? { restartedOn: to.day, restartedAt: to.at } : {}),
    });
  }
}, 120_000);
afterAll(() => suite.server.close());

const figures = (row: Figures) => [
  row.machine.name,
  row.metres,
  row.runningHours,
  row.stoppedHours,
  row.availability,
  row.performance,
  row.efficiency,
];

describe('recorded stops in the DP log (decision 1790)', () => {
  it('counts the time each stop covers inside each shift as stopped, once', async () => {
    const reply = await post<Figures>(`${DP}/getLoomWiseLog`, {
      fromDate: D1,
      toDate: D2,
      sort: 'date',
      size: 20,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.dataList?.map((row) => [row.date, row.shift, ...figures(row)])).toEqual([
      // Inside the shift: 10:00–12:30 of 06–14: 5.5 h run, 2.5 stopped: 68.75%; 6 earned h ÷ 5.5 = 109.09%; 6 ÷ 8 = 75%.
      [D1, 'A', 'Circular Loom 1', 600, 5.5, 2.5, 68.75, 109.09, 75],
      // Across two shifts: 12:00–14:00 of A.
      [D1, 'A', 'Circular Loom 2', 600, 6, 2, 75, 100, 75],
      // Entered 2 h of Breakdown, 1.5 h recorded: the larger, entered, stands.
      [D1, 'A', 'Circular Loom 6', 600, 6, 2, 75, 100, 75],
      // Day 08–20, planned maintenance 09:00–13:00: 8 h run, 4 stopped: 66.67%.
      [D1, 'DAY', 'Circular Loom 5', 800, 8, 4, 66.67, 100, 66.67],
      // Across two shifts: 14:00–16:00 of B.
      [D1, 'B', 'Circular Loom 2', 600, 6, 2, 75, 100, 75],
      // Still open since 19:00: 3 h of 14–22.
      [D1, 'B', 'Circular Loom 4', 500, 5, 3, 62.5, 100, 62.5],
      // Entered 2 h of Breakdown, 3 h recorded (15:00–18:00): 3 h stopped, 5 run.
      [D1, 'B', 'Circular Loom 6', 500, 5, 3, 62.5, 100, 62.5],
      // Across midnight: 23:00–03:00 is 4 h of C (22–06).
      [D1, 'C', 'Circular Loom 3', 400, 4, 4, 50, 100, 50],
      // The stop ended at 03:00, before A began: as entered.
      [D2, 'A', 'Circular Loom 3', 800, 8, 0, 100, 100, 100],
      // Still open: the whole of D2's B, so not running at all.
      [D2, 'B', 'Circular Loom 4', 0, 0, 8, 0, null, null],
    ]);
    // Each row names the reasons its lines gave and the recorded stops that cover part of its shift
    // (decision 1790's addendum): loom 3's stop ended before D2's A began, so that row names none.
    const stop = 'Recorded by maintenance';
    expect(
      reply.body.dataList?.map((row) => [
        row.shift,
        row.machine.name,
        row.stoppageReasons,
        row.recordedStops.map((recorded) => `${recorded.reason}${recorded.planned ? ' (planned)' : ''}`),
      ]),
    ).toEqual([
      ['A', 'Circular Loom 1', [], [stop]],
      ['A', 'Circular Loom 2', [], [stop]],
      ['A', 'Circular Loom 6', ['BREAKDOWN'], [stop]],
      ['DAY', 'Circular Loom 5', [], [`${stop} (planned)`]],
      ['B', 'Circular Loom 2', [], [stop]],
      ['B', 'Circular Loom 4', [], [stop]],
      ['B', 'Circular Loom 6', ['BREAKDOWN'], [stop]],
      ['C', 'Circular Loom 3', [], [stop]],
      ['A', 'Circular Loom 3', [], []],
      ['B', 'Circular Loom 4', [], [stop]],
    ]);
    // 53.5 h run, 30.5 stopped: 63.69%; 54 earned h ÷ 53.5 = 100.93%; 54 ÷ 84 = 64.29%.
    expect(reply.body.data).toMatchObject({
      metres: 5400,
      runningHours: 53.5,
      stoppedHours: 30.5,
      availability: 63.69,
      performance: 100.93,
      efficiency: 64.29,
    });
  });

  it("sorts by the stopped hours with the stops, and one machine's log takes only its stops", async () => {
    const sorted = await post<Figures>(`${DP}/getLoomWiseLog`, {
      fromDate: D1,
      toDate: D2,
      sort: '-stoppedHours',
      size: 2,
    });
    expect(sorted.body.dataList?.map((row) => [row.date, row.machine.name, row.stoppedHours])).toEqual([
      [D2, 'Circular Loom 4', 8],
      // 4 h each: D1's Day (from 08:00) before its C (from 22:00).
      [D1, 'Circular Loom 5', 4],
    ]);
    const loom1 = await post<Figures>(`${DP}/getLoomWiseLog`, {
      fromDate: D1,
      toDate: D1,
      machineId: m.loom1,
    });
    expect(loom1.body.dataList?.map(figures)).toEqual([
      ['Circular Loom 1', 600, 5.5, 2.5, 68.75, 109.09, 75],
    ]);
    const theirs = await post<Figures>(`${DP}/getLoomWiseLog`, { fromDate: D1, toDate: D2 }, suite.orgB);
    expect(theirs.body.totalCount).toBe(0);
  });
});

describe('recorded stops in loom efficiency per shift (decisions 1761, 1790)', () => {
  it("sums each day's shift with its stops, the same figures as the DP log", async () => {
    const reply = await post<Figures & { shiftLabel: string }>('chemical/report/loomEfficiency', {
      from: D1,
      to: D2,
      size: 20,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.dataList?.map((row) => [row.shiftLabel, ...figures(row)])).toEqual([
      ['Shift A (8 h)', 'Circular Loom 1', 600, 5.5, 2.5, 68.75, 109.09, 75],
      ['Shift A (8 h)', 'Circular Loom 2', 600, 6, 2, 75, 100, 75],
      ['Shift B (8 h)', 'Circular Loom 2', 600, 6, 2, 75, 100, 75],
      // D2's A as entered, D1's C with 4 h of the stop across midnight.
      ['Shift A (8 h)', 'Circular Loom 3', 800, 8, 0, 100, 100, 100],
      ['Shift C (8 h)', 'Circular Loom 3', 400, 4, 4, 50, 100, 50],
      // D1's B (5 h run, 3 stopped) and D2's B (8 stopped): 5 ÷ 16 = 31.25%; 5 earned h ÷ 5 = 100%.
      ['Shift B (8 h)', 'Circular Loom 4', 500, 5, 11, 31.25, 100, 31.25],
      ['Day (12 h)', 'Circular Loom 5', 800, 8, 4, 66.67, 100, 66.67],
      ['Shift A (8 h)', 'Circular Loom 6', 600, 6, 2, 75, 100, 75],
      ['Shift B (8 h)', 'Circular Loom 6', 500, 5, 3, 62.5, 100, 62.5],
    ]);
    expect(reply.body.data).toEqual({
      metres: 5400,
      kg: 0,
      runningHours: 53.5,
      stoppedHours: 30.5,
      availability: 63.69,
      performance: 100.93,
      efficiency: 64.29,
    });
  });
});
