import {
  DOCUMENTS,
  DOCUMENT_STATUS as S,
  SCHEDULE_PROBLEMS,
  switchedOff,
  type TimelineRow,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 19's scheduling on machines over HTTP (decision 1124): with SCHEDULING_SUPPORT YES, jobs placed from
// the machine's rated output; a clash and a machine a breakdown left down refused in words; the timeline.
// Issue 22: a machine under planned maintenance cannot be scheduled (decision 1791).

const MS = 'chemical/scheduling';
const DP = 'chemical/dailyProduction';

type Doc = Record<string, unknown> & { id: number; version: number; status: number; number: string };
interface Issue {
  field: string;
  message: string;
}

let suite: Suite;
const m = { loom3: 0, loom4: 0, loom5: 0, loom6: 0, printing: 0 };
const ids = { item: 0 };

beforeAll(async () => {
  suite = await createSuite();
  const machineId = async (code: string) =>
    (await findIn<{ id: number }>(suite, 'chemical/machine', 'code', code)).id;
  m.loom3 = await machineId('LOOM-03');
  m.loom4 = await machineId('LOOM-04');
  m.loom5 = await machineId('LOOM-05');
  m.loom6 = await machineId('LOOM-06');
  m.printing = await machineId('PRN-01');
  ids.item = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
});
afterAll(() => suite.server.close());

const switched = (value: string) =>
  suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, 'SCHEDULING_SUPPORT', ${value} FROM machine WHERE id = ${m.loom3}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
const post = <T = Doc>(path: string, body: unknown, token = suite.admin) =>
  suite.call<T>('POST', path, token, body);
const saved = async (path: string, body: Record<string, unknown>): Promise<Doc> => {
  const reply = await post(`${path}/save`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Doc;
};
const submit = (doc: Doc, path = MS) => post(`${path}/submit`, { id: doc.id, version: doc.version });
const job = (extra: Record<string, unknown>) => ({
  itemId: ids.item,
  quantity: 1200,
  startDate: '2026-12-01',
  ...extra,
});
const schedule = (machineId: number, jobs: Record<string, unknown>[]) =>
  saved(MS, { machineId, date: '2026-11-30', lines: jobs.map(job) });
const issues = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { issues: Issue[] }).issues.map((issue) => `${issue.field}: ${issue.message}`);
const timeline = async (body: Record<string, unknown>) => {
  const reply = await post<TimelineRow>(`${MS}/getMachineTimeline`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.dataList ?? [];
};

describe('machine schedules (decision 1124)', () => {
  it('is refused while SCHEDULING_SUPPORT is not YES: every call of it (decision 1233)', async () => {
    await switched('YES');
    const draft = await schedule(m.loom3, [{ startHour: 6 }]);
    await switched('NO');
    const off = switchedOff(DOCUMENTS.machineSchedule, 'SCHEDULING_SUPPORT');
    for (const reply of [
      await submit(draft),
      await post(`${MS}/save`, { machineId: m.loom3, date: '2026-11-30', lines: [job({ startHour: 6 })] }),
      await suite.call('GET', `${MS}/getAllByPartner`, suite.admin),
      await post(`${MS}/getMachineTimeline`, { fromDate: '2026-12-01', toDate: '2026-12-07' }),
    ]) {
      expect(reply.status).toBe(409);
      expect(reply.body.responseMessage).toBe(off);
    }
    expect(off).toBe(
      'Machine Schedule is switched off: set SCHEDULING_SUPPORT to YES in the system configuration.',
    );
    await switched('YES');
  });

  it('places jobs from the rated output and refuses a clash, naming the other job', async () => {
    // 1,200 m on a loom rated 100 m/h: 06:00 to 18:00.
    const first = await submit(await schedule(m.loom3, [{ startHour: 6 }]));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const placed = first.body.data as Doc;
    expect(placed.status).toBe(S.OPEN);

    const clash = await submit(await schedule(m.loom3, [{ startHour: 18, hours: 2 }, { startHour: 17 }]));
    expect(clash.status).toBe(400);
    expect(issues(clash)).toEqual([
      `lines.1.startDate: It clashes with ${placed.number} on Circular Loom 3, from 2026-12-01 06:00 to 2026-12-01 18:00.`,
    ]);
    const inside = await submit(
      await schedule(m.loom3, [
        { startHour: 18, hours: 2 },
        { startHour: 19, hours: 1 },
      ]),
    );
    expect(issues(inside)).toEqual([
      'lines.1.startDate: It clashes with line 1 of this schedule on Circular Loom 3, from 2026-12-01 18:00 to 2026-12-01 20:00.',
    ]);
    // Starting as the other ends is no clash; another machine is free.
    expect((await submit(await schedule(m.loom3, [{ startHour: 18, quantity: 600 }]))).status).toBe(200);
    expect((await submit(await schedule(m.loom4, [{ startHour: 6 }]))).status).toBe(200);

    const [loom3] = await timeline({ fromDate: '2026-12-01', toDate: '2026-12-01', machineId: m.loom3 });
    expect(loom3?.jobs.map((row) => [row.span.start, row.span.end])).toEqual([
      ['2026-12-01T06:00', '2026-12-01T18:00'],
      ['2026-12-01T18:00', '2026-12-02T00:00'],
    ]);
  });

  it("refuses an unrated machine without the job's hours, and takes them when given", async () => {
    const reply = await submit(await schedule(m.printing, [{ startHour: 6 }]));
    expect(issues(reply)).toEqual([`lines.0.hours: ${SCHEDULE_PROBLEMS.noHours}`]);
    expect((await submit(await schedule(m.printing, [{ startHour: 6, hours: 4 }]))).status).toBe(200);
  });

  it('refuses a machine a breakdown left down, until a later shift is entered for it', async () => {
    const breakdown = await saved(DP, {
      date: '2026-11-29',
      shift: 'C',
      lines: [{ machineId: m.loom4, stoppedHours: 8, stoppageReason: 'BREAKDOWN', stillDown: true }],
    });
    expect((await submit(breakdown, DP)).status).toBe(200);
    const refused = await submit(await schedule(m.loom4, [{ startDate: '2026-12-03', startHour: 6 }]));
    expect(issues(refused)).toEqual([
      'machineId: Circular Loom 4 is down since a breakdown on 2026-11-29 (shift C): enter the shift it runs again before scheduling it.',
    ]);
    const [row] = await timeline({ fromDate: '2026-12-01', toDate: '2026-12-07', machineId: m.loom4 });
    expect(row?.down).toEqual({ date: '2026-11-29', shift: 'C' });

    const repaired = await saved(DP, {
      date: '2026-11-30',
      shift: 'A',
      lines: [{ machineId: m.loom4, runningHours: 8, metres: 800 }],
    });
    expect((await submit(repaired, DP)).status).toBe(200);
    expect((await submit(await schedule(m.loom4, [{ startDate: '2026-12-03', startHour: 6 }]))).status).toBe(
      200,
    );
  });

  it('refuses a job over planned maintenance booked ahead, on its line, naming the machine and the times', async () => {
    const booked = await post('chemical/machineBreakdown/save', {
      machineId: m.loom5,
      stoppedOn: '2026-11-28',
      stoppedAt: '08:00',
      reason: 'Gearbox overhaul',
      planned: true,
      restartedOn: '2026-11-28',
      restartedAt: '16:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const over = (startHour: number, hours: number) => job({ startDate: '2026-11-28', startHour, hours });
    // 06:00–09:00 runs into it; 15:00–17:00 runs out of it; the second job of a schedule is refused on its line.
    for (const [jobs, line] of [
      [[over(6, 3)], 0],
      [[over(2, 2), over(15, 2)], 1],
    ] as const) {
      const reply = await submit(await saved(MS, { machineId: m.loom5, date: '2026-11-25', lines: jobs }));
      expect(reply.status).toBe(400);
      expect(issues(reply)).toEqual([
        `lines.${line}.startDate: Circular Loom 5 is under planned maintenance from 2026-11-28 08:00 to 2026-11-28 16:00: schedule the job before or after it.`,
      ]);
    }
    // Ending as it starts, and starting as it ends: both pass.
    const around = await submit(
      await saved(MS, { machineId: m.loom5, date: '2026-11-25', lines: [over(4, 4), over(16, 4)] }),
    );
    expect(around.status, JSON.stringify(around.body)).toBe(200);
  });

  it("draws a machine's recorded stops that overlap the range, planned or not, one not restarted open", async () => {
    for (const stop of [
      {
        stoppedOn: '2026-11-09',
        stoppedAt: '20:00',
        reason: 'Before the range',
        restartedOn: '2026-11-09',
        restartedAt: '23:00',
      },
      {
        stoppedOn: '2026-11-10',
        stoppedAt: '22:00',
        reason: 'Belt snapped',
        restartedOn: '2026-11-11',
        restartedAt: '02:30',
      },
      { stoppedOn: '2026-11-11', stoppedAt: '09:15', reason: 'Motor burnt' },
    ]) {
      const saved = await post('chemical/machineBreakdown/save', {
        machineId: m.loom6,
        planned: false,
        ...stop,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const [loom6] = await timeline({ fromDate: '2026-11-10', toDate: '2026-11-11', machineId: m.loom6 });
    expect(loom6?.stops.map(({ id: _id, ...stop }) => stop)).toEqual([
      { reason: 'Belt snapped', planned: false, start: '2026-11-10T22:00', end: '2026-11-11T02:30' },
      { reason: 'Motor burnt', planned: false, start: '2026-11-11T09:15', end: null },
    ]);
    // Loom 5's overhaul booked for the 28th, on the range's first day; the day after shows none of it.
    const [loom5] = await timeline({ fromDate: '2026-11-28', toDate: '2026-11-28', machineId: m.loom5 });
    expect(loom5?.stops).toEqual([
      expect.objectContaining({
        reason: 'Gearbox overhaul',
        planned: true,
        start: '2026-11-28T08:00',
        end: '2026-11-28T16:00',
      }),
    ]);
    const [after] = await timeline({ fromDate: '2026-11-29', toDate: '2026-11-29', machineId: m.loom5 });
    expect(after?.stops).toEqual([]);
  });

  it('shows each machine with its jobs in the range; a cancelled schedule frees its time', async () => {
    const rows = await timeline({ fromDate: '2026-12-01', toDate: '2026-12-02' });
    expect(rows.find((row) => row.machine.id === m.loom4)?.jobs.map((row) => row.span.start)).toEqual([
      '2026-12-01T06:00',
    ]);
    const [loom3] = await timeline({ fromDate: '2026-12-02', toDate: '2026-12-02', machineId: m.loom3 });
    expect(loom3?.jobs).toEqual([]);

    const doc = await schedule(m.loom3, [{ startDate: '2026-12-05', startHour: 6 }]);
    const open = (await submit(doc)).body.data as Doc;
    const cancelled = await post(`${MS}/cancel`, {
      id: open.id,
      version: open.version,
      reason: 'Order moved',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await submit(await schedule(m.loom3, [{ startDate: '2026-12-05', startHour: 8 }]))).status).toBe(
      200,
    );
    expect(await timeline({ fromDate: '2026-12-01', toDate: '2026-12-01', machineId: m.loom3 })).toHaveLength(
      1,
    );
  });

  it('of ten clashing schedules of one machine submitted at once, one is placed and nine refused in words', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        schedule(m.loom3, [{ startDate: '2026-12-10', startHour: 6 + index / 10 }]),
      ),
    );
    const replies = await Promise.all(drafts.map((doc) => submit(doc)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused.map((reply) => reply.status)).toEqual(Array.from({ length: 9 }, () => 400));
    for (const reply of refused)
      expect(issues(reply)[0]).toMatch(/^lines\.0\.startDate: It clashes with MS\//);
    const [loom3] = await timeline({ fromDate: '2026-12-10', toDate: '2026-12-10', machineId: m.loom3 });
    expect(loom3?.jobs).toHaveLength(1);
  });

  it.each([
    [{ fromDate: '2026-12-02', toDate: '2026-12-01' }, 'toDate: The period cannot end before it starts.'],
    [
      { fromDate: '2026-01-01', toDate: '2026-12-01' },
      'toDate: The timeline shows at most 62 days at once: choose a shorter range.',
    ],
  ])('refuses a bad timeline query in words: %j', async (body, expected) => {
    const reply = await post(`${MS}/getMachineTimeline`, body);
    expect(reply.status).toBe(400);
    expect(issues(reply)).toEqual([expected]);
  });
});
