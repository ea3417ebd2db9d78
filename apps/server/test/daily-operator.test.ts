import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 19's floor, decision 1320: the operator on each daily line, shown and filtered in the DP log, and
// the machine's last run a new line starts from, over HTTP. Issue 42 (decision 2075): an operator is a staff
// member ticked Machine Operator, shown by name.

const DP = 'chemical/dailyProduction';
const DPM = 'chemical/dailyProductionMachineWise';

type Doc = Record<string, unknown> & { id: number; version: number; number: string };
interface LogRow {
  date: string;
  shift: string;
  machine: { id: number };
  metres: number;
  runningHours: number;
  operators: { id: number; name: string }[];
}

let suite: Suite;
const m = { loom1: 0, loom2: 0, bag: 0, fabric: 0 };
const staff = { admin: 0, storekeeper: 0, orgB: 0 };

beforeAll(async () => {
  suite = await createSuite();
  const id = async (path: string, key: string, value: string, token = suite.admin) =>
    (await findIn<{ id: number }>(suite, path, key, value, token)).id;
  m.loom1 = await id('chemical/machine', 'code', 'LOOM-01');
  m.loom2 = await id('chemical/machine', 'code', 'LOOM-02');
  m.bag = await id('chemical/machine', 'code', 'BAG-01');
  m.fabric = await id('chemical/item', 'code', 'SF-WF-090');
  staff.admin = await id('staff', 'username', 'admin');
  staff.storekeeper = await id('staff', 'username', 'storekeeper');
  staff.orgB = await id('staff', 'username', 'orgb.admin', suite.orgB);
  await suite.server.database.db.execute(
    sql`UPDATE staff SET operator = true WHERE username IN ('admin', 'storekeeper', 'orgb.admin')`,
  );
});
afterAll(() => suite.server.close());

const post = <T = Doc>(path: string, body: unknown, token = suite.admin) =>
  suite.call<T>('POST', path, token, body);
const entered = async (path: string, body: Record<string, unknown>): Promise<Doc> => {
  const saved = await post(`${path}/save`, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const doc = saved.body.data as Doc;
  const submitted = await post(`${path}/submit`, { id: doc.id, version: doc.version });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data as Doc;
};
const issues = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { issues: { field: string; message: string }[] }).issues.map(
    (issue) => `${issue.field}: ${issue.message}`,
  );

describe('the operator of a daily line (decision 1320)', () => {
  let first: Doc;
  beforeAll(async () => {
    first = await entered(DP, {
      date: '2026-12-01',
      shift: 'A',
      lines: [
        {
          machineId: m.loom1,
          operatorId: staff.admin,
          itemId: m.fabric,
          metres: 600,
          runningHours: 6,
          stoppedHours: 2,
          stoppageReason: 'POWER_CUT',
        },
        { machineId: m.loom1, operatorId: staff.storekeeper, metres: 0, stoppedHours: 0 },
        { machineId: m.loom2, operatorId: staff.storekeeper, metres: 700, runningHours: 8 },
      ],
    });
    await entered(DPM, {
      date: '2026-12-01',
      machineId: m.bag,
      lines: [{ shift: 'B', operatorId: staff.admin, pieces: 9000, runningHours: 7 }],
    });
  });

  it('is kept on the line and read back by name; another organisation’s operator or one not ticked is refused', async () => {
    const lines = first.lines as Record<string, unknown>[];
    expect(lines[0]).toMatchObject({
      operatorId: staff.admin,
      operator: { id: staff.admin, name: 'System Administrator' },
    });
    const role = await findIn<{ id: number }>(suite, 'role', 'name', 'Administrator');
    const clerk = await post('staff/save', {
      firstname: 'Kiran',
      lastname: 'Shah',
      username: 'kiran.shah',
      password: 'Kiran-Pass-1',
      roleId: role.id,
      active: true,
    });
    expect(clerk.status, JSON.stringify(clerk.body)).toBe(200);
    const notOperator = await post(`${DP}/save`, {
      date: '2026-12-02',
      shift: 'A',
      lines: [{ machineId: m.loom1, operatorId: clerk.body.data?.id, metres: 10, runningHours: 1 }],
    });
    expect(notOperator.status).toBe(400);
    expect(issues(notOperator)).toEqual([
      expect.stringMatching(/^lines\.0\.operatorId: Operator .*not found/),
    ]);
    const foreign = await post(`${DP}/save`, {
      date: '2026-12-02',
      shift: 'A',
      lines: [{ machineId: m.loom1, operatorId: staff.orgB, metres: 10, runningHours: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(issues(foreign)).toEqual([expect.stringMatching(/^lines\.0\.operatorId: Operator .*not found/)]);
  });

  it('the DP log shows each row’s operators once each, and filters by one operator’s lines', async () => {
    const range = { fromDate: '2026-12-01', toDate: '2026-12-01' };
    const all = await post<LogRow>(`${DP}/getLoomWiseLog`, range);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(
      all.body.dataList?.map((row) => [row.shift, row.machine.id, row.operators.map((o) => o.name)]),
    ).toEqual([
      ['A', m.loom1, ['Ramesh Patel', 'System Administrator']],
      ['A', m.loom2, ['Ramesh Patel']],
      ['B', m.bag, ['System Administrator']],
    ]);
    const mine = await post<LogRow>(`${DP}/getLoomWiseLog`, { ...range, operatorId: staff.admin });
    expect(mine.body.dataList?.map((row) => [row.machine.id, row.metres, row.runningHours])).toEqual([
      [m.loom1, 600, 6],
      [m.bag, 0, 7],
    ]);
    expect(mine.body.data).toMatchObject({ runningHours: 13, stoppedHours: 2 });
    const theirs = await post<LogRow>(`${DP}/getLoomWiseLog`, { ...range, operatorId: staff.orgB });
    expect(theirs.body.totalCount).toBe(0);
    const bad = await post(`${DP}/getLoomWiseLog`, { ...range, operatorId: 'ramesh' });
    expect(bad.status).toBe(400);
    expect(issues(bad)).toEqual(["operatorId: Operator must be a record's id"]);
  });
});

describe('a machine’s last run, which a new line starts from (decision 1320)', () => {
  const last = async (body: Record<string, unknown>, token = suite.admin) => {
    const reply = await post<Record<string, unknown>>(`${DP}/getLastRun`, body, token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  beforeAll(async () => {
    await entered(DP, {
      date: '2026-12-03',
      shift: 'B',
      lines: [{ machineId: m.loom1, operatorId: staff.storekeeper, metres: 100, runningHours: 1 }],
    });
    await entered(DPM, {
      date: '2026-12-04',
      machineId: m.loom1,
      lines: [{ shift: 'C', itemId: m.fabric, metres: 100, runningHours: 1 }],
    });
  });

  it('answers the latest line entered for the machine, either kind, with its operator and item', async () => {
    expect(await last({ machineId: m.loom1 })).toMatchObject({
      machineId: m.loom1,
      date: '2026-12-04',
      shift: 'C',
      number: expect.stringMatching(/^DPM\//),
      operatorId: null,
      operator: null,
      itemId: m.fabric,
      item: { id: m.fabric },
    });
  });

  it('prefers the shift asked, then the latest of any shift; none entered is null; another organisation sees none', async () => {
    expect(await last({ machineId: m.loom1, shift: 'B' })).toMatchObject({
      date: '2026-12-03',
      shift: 'B',
      operatorId: staff.storekeeper,
      operator: { id: staff.storekeeper, name: 'Ramesh Patel' },
      itemId: null,
    });
    expect(await last({ machineId: m.loom1, shift: 'A' })).toMatchObject({ date: '2026-12-01', shift: 'A' });
    expect(await last({ machineId: m.loom2, shift: 'DAY' })).toMatchObject({
      date: '2026-12-01',
      shift: 'A',
    });
    const idle = (await findIn<{ id: number; code: string }>(suite, 'chemical/machine', 'code', 'LOOM-03'))
      .id;
    expect(await last({ machineId: idle })).toBeNull();
    expect(await last({ machineId: m.loom1 }, suite.orgB)).toBeNull();
  });

  it.each([
    [{}, "machineId: Machine must be a record's id"],
    [{ machineId: -1 }, "machineId: Machine must be a record's id"],
    [{ machineId: 1, shift: 'Z' }, 'shift: Shift must be one of A, B, C, DAY, NIGHT'],
  ])('refuses a bad question in words: %j', async (body, expected) => {
    const reply = await post(`${DP}/getLastRun`, body);
    expect(reply.status).toBe(400);
    expect(issues(reply)).toEqual([expected]);
  });
});
