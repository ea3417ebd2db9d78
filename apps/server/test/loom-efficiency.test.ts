import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 22: "loom efficiency per shift" (decision 1761), with issue 19's definition (decision 1120):
// availability = running ÷ (running + stopped), performance = output ÷ rated output for the hours run,
// efficiency = availability × performance. The demo's looms are rated 100 m/h.

const REPORT = 'chemical/report/loomEfficiency';
const OCTOBER = { from: '2026-10-01', to: '2026-10-02' };
let suite: Suite;
const m = { loom1: 0, loom2: 0, bag: 0 };

const run = (body: object) => suite.call<Record<string, unknown>>('POST', REPORT, suite.admin, body);
async function entered(date: string, shift: string, lines: object[]) {
  const saved = await suite.call<{ id: number; version: number }>(
    'POST',
    'chemical/dailyProduction/save',
    suite.admin,
    { date, shift, lines },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const draft = saved.body.data as { id: number; version: number };
  const done = await suite.call('POST', 'chemical/dailyProduction/submit', suite.admin, draft);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

beforeAll(async () => {
  suite = await createSuite();
  const machine = async (code: string) =>
    (await findIn<{ id: number }>(suite, 'chemical/machine', 'code', code)).id;
  m.loom1 = await machine('LOOM-01');
  m.loom2 = await machine('LOOM-02');
  m.bag = await machine('BAG-01');
  const stop = (hours: number) => ({ stoppedHours: hours, stoppageReason: 'TAPE_BREAK' });
  await entered('2026-10-01', 'DAY', [
    { machineId: m.loom1, metres: 1100, kg: 90, runningHours: 11, ...stop(1) },
    { machineId: m.loom2, metres: 900, kg: 70, runningHours: 10, ...stop(2) },
    // Not a loom: left out.
    { machineId: m.bag, pieces: 15_000, runningHours: 12 },
  ]);
  await entered('2026-10-01', 'NIGHT', [{ machineId: m.loom1, metres: 1000, kg: 80, runningHours: 12 }]);
  await entered('2026-10-02', 'DAY', [{ machineId: m.loom1, metres: 1000, kg: 85, runningHours: 12 }]);
  // Outside the range.
  await entered('2026-10-03', 'DAY', [{ machineId: m.loom1, metres: 500, kg: 40, runningHours: 12 }]);
}, 120_000);
afterAll(() => suite.server.close());

const figures = (row: Record<string, unknown>) => ({
  loom: (row.machine as { name: string }).name,
  shift: row.shiftLabel,
  metres: row.metres,
  runningHours: row.runningHours,
  stoppedHours: row.stoppedHours,
  availability: row.availability,
  performance: row.performance,
  efficiency: row.efficiency,
});

describe('loom efficiency per shift', () => {
  it('sums each loom’s shift over the range and works out its efficiency; the totals are the range’s', async () => {
    const reply = await run({ ...OCTOBER, size: 10 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(3);
    expect(reply.body.dataList?.map(figures)).toEqual([
      // 2,100 m in 23 h run, 1 h stopped: 23/24 = 95.83%; 21 earned h / 23 = 91.30%; 21/24 = 87.5%.
      {
        loom: 'Circular Loom 1',
        shift: 'Day (12 h)',
        metres: 2100,
        runningHours: 23,
        stoppedHours: 1,
        availability: 95.83,
        performance: 91.3,
        efficiency: 87.5,
      },
      // 1,000 m in 12 h: 100%; 10 / 12 = 83.33%.
      {
        loom: 'Circular Loom 1',
        shift: 'Night (12 h)',
        metres: 1000,
        runningHours: 12,
        stoppedHours: 0,
        availability: 100,
        performance: 83.33,
        efficiency: 83.33,
      },
      // 900 m in 10 h run, 2 h stopped: 10/12 = 83.33%; 9/10 = 90%; 9/12 = 75%.
      {
        loom: 'Circular Loom 2',
        shift: 'Day (12 h)',
        metres: 900,
        runningHours: 10,
        stoppedHours: 2,
        availability: 83.33,
        performance: 90,
        efficiency: 75,
      },
    ]);
    // 4,000 m, 45 h run, 3 h stopped: 45/48 = 93.75%; 40 earned h / 45 = 88.89%; 40/48 = 83.33%.
    expect(reply.body.data).toEqual({
      metres: 4000,
      kg: 325,
      runningHours: 45,
      stoppedHours: 3,
      availability: 93.75,
      performance: 88.89,
      efficiency: 83.33,
    });
  });

  it('filters by loom and pages in SQL', async () => {
    const loom2 = await run({ ...OCTOBER, machineId: m.loom2 });
    expect(loom2.body.dataList?.map(figures).map((row) => row.efficiency)).toEqual([75]);
    expect(loom2.body.data).toMatchObject({ metres: 900, efficiency: 75 });
    const second = await run({ ...OCTOBER, sort: '-machine.name', size: 2, page: 2 });
    expect(second.body.totalCount).toBe(3);
    expect(second.body.dataList?.map(figures).map((row) => [row.loom, row.shift])).toEqual([
      ['Circular Loom 1', 'Night (12 h)'],
    ]);
  });

  it('refuses a range over 366 days or ending before it starts; another organisation sees none', async () => {
    expect((await run({ from: '2025-01-01', to: '2026-10-02' })).status).toBe(400);
    expect((await run({ from: '2026-10-02', to: '2026-10-01' })).status).toBe(400);
    const orgB = await suite.call('POST', REPORT, suite.orgB, OCTOBER);
    expect(orgB.body.totalCount).toBe(0);
  });
});
