import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

// Issue 22's breakdowns over HTTP (decisions 1781–1782): a machine stopped with a reason and a time, restarted;
// refused in words when unplanned on a future day, restarted before it stopped, or another organisation's;
// while a stop has no restart the machine schedule refuses the machine.

type Row = Record<string, unknown> & { id: number; version: number };
const BD = 'chemical/machineBreakdown';
const MS = 'chemical/scheduling';

let suite: Suite;
let loom2 = 0;
let item = 0;

const post = (path: string, body: unknown, token = suite.admin) => suite.call<Row>('POST', path, token, body);
const saved = async (path: string, body: Record<string, unknown>, call = 'save') => {
  const reply = await post(`${path}/${call}`, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Row;
};
const stop = (extra: Record<string, unknown> = {}) => ({
  machineId: loom2,
  stoppedOn: dayFrom(-1),
  stoppedAt: '09:15',
  reason: 'Cam shaft broke',
  ...extra,
});
const issues = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { issues: { field: string; message: string }[] }).issues.map(
    (issue) => `${issue.field}: ${issue.message}`,
  );

beforeAll(async () => {
  suite = await createSuite();
  loom2 = (await findIn<{ id: number }>(suite, 'chemical/machine', 'code', 'LOOM-02')).id;
  item = (await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
  await suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, 'SCHEDULING_SUPPORT', 'YES' FROM machine WHERE id = ${loom2}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
});
afterAll(() => suite.server.close());

describe('breakdowns (decision 1782)', () => {
  it('refuses an unplanned stop on a future day, and takes planned maintenance ahead', async () => {
    const future = await post(`${BD}/save`, stop({ stoppedOn: dayFrom(2) }));
    expect(future.status).toBe(400);
    expect(issues(future)).toEqual([
      `stoppedOn: Stopped On cannot be after today (${dayFrom(0)}) unless the stop is Planned Maintenance`,
    ]);
    const planned = await saved(
      BD,
      stop({ stoppedOn: dayFrom(2), planned: true, reason: 'Gearbox overhaul' }),
    );
    expect(planned.planned).toBe(true);
    await saved(BD, { ...planned, restartedOn: dayFrom(3), restartedAt: '18:00' }, 'update');
  });

  it('refuses a restart before the stop, on the field, in words', async () => {
    const reply = await post(`${BD}/save`, stop({ restartedOn: dayFrom(-1), restartedAt: '09:00' }));
    expect(reply.status).toBe(400);
    expect(issues(reply)).toEqual(['restartedAt: Restarted At must be after Stopped At']);
  });

  it("refuses another organisation's machine, and lists none of ours to it", async () => {
    const foreign = await post(`${BD}/save`, stop(), suite.orgB);
    expect([400, 404]).toContain(foreign.status);
    expect(foreign.body.responseMessage).toMatch(/not found|choose/i);
    const theirs = await suite.call<Row>('GET', `${BD}/getAllByPartner?page=1&size=10`, suite.orgB);
    expect(theirs.body.dataList).toEqual([]);
  });

  it('a machine stopped and not restarted cannot be scheduled; once restarted it can', async () => {
    const down = await saved(BD, stop());
    const draft = await saved(MS, {
      machineId: loom2,
      date: dayFrom(0),
      lines: [{ itemId: item, quantity: 1200, startDate: dayFrom(1), startHour: 6 }],
    });
    const refused = await post(`${MS}/submit`, { id: draft.id, version: draft.version });
    expect(refused.status).toBe(400);
    expect(issues(refused)).toEqual([
      `machineId: Circular Loom 2 is under maintenance or down on ${dayFrom(-1)}: it cannot be scheduled until it restarts`,
    ]);
    await saved(BD, { ...down, restartedOn: dayFrom(-1), restartedAt: '11:45' }, 'update');
    const listed = await suite.call<Row>(
      'GET',
      `${BD}/getAllByPartner?page=1&size=10&sort=stoppedOn&filter.machineId=${loom2}&q=cam`,
      suite.admin,
    );
    expect(listed.body.dataList?.map((row) => [row.stoppedAt, row.restartedAt])).toEqual([
      ['09:15', '11:45'],
    ]);
    const accepted = await post(`${MS}/submit`, { id: draft.id, version: draft.version });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });
});
