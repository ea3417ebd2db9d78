import { DOCUMENT_STATUS as S, MAINTENANCE_NAMES_WORK } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { postMovements } from '../src/stock/ledger.ts';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

// Issue 22 "Maintenance Activity": the schedule as a report of the engine (filters, sort, pages), and
// "recording a maintenance (who, when, findings, spares used, issued from stock through the ledger, downtime
// minutes)"; bad input: "a maintenance recorded for a future date or for a machine of another organisation;
// spares issued beyond stock" (decisions 1783–1786), over HTTP.

type Row = Record<string, unknown> & { id: number; version: number };
type Doc = Row & { status: number; number: string; lines: Row[] };
interface Issue {
  field: string;
  message: string;
}

const MAINTENANCE = 'chemical/machineAssets/maintenance';
const REPORT = 'chemical/report/maintenanceSchedule';
const LOG = 'chemical/machineActivityLog';

let suite: Suite;
const ids = { type: 0, other: 0, oil: 0, belt: 0, press: 0, a: 0, b: 0, c: 0, otherMachine: 0 };
const more = { spare: 0, store: 0, admin: 0, stopA: 0, stopC: 0 };

async function saved(path: string, body: Record<string, unknown>): Promise<Row> {
  const reply = await suite.call<Row>('POST', `${path}/save`, suite.admin, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Row;
}
const post = (path: string, body: unknown, token = suite.admin) => suite.call<Doc>('POST', path, token, body);
const issuesOf = (reply: { body: { data?: unknown } }) => (reply.body.data as { issues: Issue[] }).issues;
const schedule = (body: Record<string, unknown>) => suite.call<Row>('POST', REPORT, suite.admin, body);

/** The quantity of the spare in the store, from the balance rows. */
async function spareInStore(): Promise<number> {
  const [row] = await queryRows<{ q: number }>(
    suite.server.database.db,
    sql`SELECT coalesce(sum(b.quantity), 0)::float8 AS q FROM stock_balance b
        JOIN stock_material m ON m.id = b.material_id
        WHERE m.item_id = ${more.spare} AND b.stock_area_id = ${more.store}`,
  );
  return row?.q ?? 0;
}

/** The machine activity log's rows of a machine, as its list reads them. */
async function logOf(machineId: number): Promise<Row[]> {
  const reply = await suite.call<Row>(
    'GET',
    `${LOG}/getAllByPartner?page=1&size=50&filter.machineId=${machineId}`,
    suite.admin,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.dataList ?? [];
}

/** A maintenance of loom A's oil change today with 3 of the spare, as the form sends it, and `extra`. */
const draftOf = (extra: Record<string, unknown> = {}) =>
  post(`${MAINTENANCE}/save`, {
    machineId: ids.a,
    machineActivityId: ids.oil,
    date: dayFrom(0),
    doneById: more.admin,
    findings: 'Oil dark, filter clogged',
    checklistResults: 'Oil drained: yes\nFilter changed: yes',
    downtimeMinutes: 45,
    lines: [{ itemId: more.spare, stockAreaId: more.store, quantity: 3 }],
    ...extra,
  });
const submitted = (doc: Doc) => post(`${MAINTENANCE}/submit`, { id: doc.id, version: doc.version });

beforeAll(async () => {
  suite = await createSuite();
  const departmentId = (await findIn(suite, 'chemical/department', 'name', 'Weaving')).id;
  ids.type = (await saved('chemical/machineType', { name: 'Maint Loom', kind: 'CIRCULAR_LOOM' })).id;
  ids.other = (await saved('chemical/machineType', { name: 'Maint Press', kind: 'OTHER' })).id;
  const activity = (machineTypeId: number, name: string, frequency: number) =>
    saved('chemical/machineActivity', { machineTypeId, name, frequencyKind: 'DAYS', frequency });
  ids.oil = (await activity(ids.type, 'Oil change', 30)).id;
  ids.belt = (await activity(ids.type, 'Belt check', 10)).id;
  ids.press = (await activity(ids.other, 'Press oil', 7)).id;
  const machine = async (name: string, code: string, machineTypeId = ids.type) =>
    (await saved('chemical/machine', { name, code, machineTypeId, departmentId })).id;
  ids.a = await machine('Maint Loom A', 'MNT-A');
  ids.b = await machine('Maint Loom B', 'MNT-B');
  ids.c = await machine('Maint Loom C', 'MNT-C');
  ids.otherMachine = await machine('Maint Press', 'MNT-P', ids.other);
  // Loom A's oil change done 40 days ago: overdue by 10 days; loom B's 5 days ago: done; loom C's never.
  const done = (machineId: number, doneOn: string) =>
    saved(LOG, { machineId, machineActivityId: ids.oil, doneOn });
  await done(ids.a, dayFrom(-40));
  await done(ids.b, dayFrom(-5));
  const stop = (machineId: number) =>
    saved('chemical/machineBreakdown', {
      machineId,
      stoppedOn: dayFrom(-1),
      stoppedAt: '10:00',
      reason: 'Gearbox noise',
      restartedOn: dayFrom(-1),
      restartedAt: '14:30',
    });
  more.stopA = (await stop(ids.a)).id;
  more.stopC = (await stop(ids.c)).id;
  more.admin = Number((await findIn(suite, 'staff', 'username', 'admin')).id);
  more.spare = Number((await findIn(suite, 'chemical/item', 'code', 'PK-BW-001')).id);
  more.store = Number((await findIn(suite, 'chemical/stockArea', 'name', 'Raw Material Store')).id);
  // Ten of the spare in the store, besides what the demo has there.
  const caller = { orgId: 1, staffId: 1 } as Parameters<typeof postMovements>[1];
  await suite.server.database.transaction((tx) =>
    postMovements(tx, caller, [
      {
        identity: { material: { itemId: more.spare } },
        stockAreaId: more.store,
        quantity: 10,
        movement: 'OPENING',
        document: { type: 'test', id: null, number: 'SPARES' },
      },
    ]),
  );
}, 120_000);
afterAll(() => suite.server.close());

const brief = (row: Row) => {
  const { machine, activity, status, lastDoneOn, dueOn, remaining } = row as Row & {
    machine: { name: string };
    activity: { name: string };
  };
  return [machine.name, activity.name, status, lastDoneOn, dueOn, remaining];
};

describe('Maintenance Activity: the schedule through the report engine (decision 1783)', () => {
  it('lists the type’s machines and activities, overdue first, and counts them all', async () => {
    const reply = await schedule({ machineTypeId: ids.type, size: 50 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.totalCount).toBe(6);
    expect(reply.body.dataList?.map(brief)).toEqual([
      ['Maint Loom A', 'Oil change', 'OVERDUE', dayFrom(-40), dayFrom(-10), -10],
      // Never done: due now, by machine then activity.
      ['Maint Loom A', 'Belt check', 'DUE', null, dayFrom(0), null],
      ['Maint Loom B', 'Belt check', 'DUE', null, dayFrom(0), null],
      ['Maint Loom C', 'Belt check', 'DUE', null, dayFrom(0), null],
      ['Maint Loom C', 'Oil change', 'DUE', null, dayFrom(0), null],
      ['Maint Loom B', 'Oil change', 'DONE', dayFrom(-5), dayFrom(25), 25],
    ]);
  });

  it('filters by machine and by status, sorts by a column asked and pages on the server', async () => {
    const overdue = await schedule({ status: 'OVERDUE', machineTypeId: ids.type });
    expect(overdue.body.dataList?.map(brief)).toEqual([
      ['Maint Loom A', 'Oil change', 'OVERDUE', dayFrom(-40), dayFrom(-10), -10],
    ]);
    const loomB = await schedule({ machineId: ids.b });
    expect(loomB.body.dataList?.map((row) => brief(row).slice(0, 3))).toEqual([
      ['Maint Loom B', 'Belt check', 'DUE'],
      ['Maint Loom B', 'Oil change', 'DONE'],
    ]);
    const second = await schedule({ machineTypeId: ids.type, sort: '-machine.name', size: 4, page: 2 });
    expect(second.body.totalCount).toBe(6);
    // By machine, Z to A, each machine's activities in the schedule's order: C C B B | A A.
    expect(second.body.dataList?.map((row) => brief(row).slice(0, 2))).toEqual([
      ['Maint Loom A', 'Oil change'],
      ['Maint Loom A', 'Belt check'],
    ]);
  });

  it('refuses a status it does not offer and a sort by a figure, in words', async () => {
    const status = await schedule({ status: 'LATE' });
    expect(status.status).toBe(400);
    expect(status.body.responseMessage).toBe('Status is not one this report offers');
    const sort = await schedule({ sort: 'remaining' });
    expect(sort.status).toBe(400);
    expect(sort.body.responseMessage).toMatch(
      /^Maintenance Activity sorts by machine\.name, activity\.name, status, machine\.code/,
    );
  });

  it.each([
    ['excel', 'Maintenance Activity.xlsx'],
    ['pdf', 'Maintenance Activity.pdf'],
  ])('exports what is filtered as %s', async (format, fileName) => {
    const file = await suite.raw({
      method: 'POST',
      url: `/api/v1/${REPORT}/export/${format}`,
      headers: { authorization: `Bearer ${suite.admin}` },
      payload: { status: 'OVERDUE', machineTypeId: ids.type },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(fileName);
  });

  it('is the organisation’s own: another reads none of these machines', async () => {
    const reply = await suite.call<Row>('POST', REPORT, suite.orgB, { machineId: ids.a });
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(0);
  });
});

describe('recording a maintenance (decisions 1784–1786)', () => {
  it('refuses a day after today, naming Done On', async () => {
    const draft = (await draftOf({ date: dayFrom(1) })).body.data as Doc;
    const refused = await submitted(draft);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'date',
        message: `Done On cannot be after today (${dayFrom(0)}): record an activity once it is done`,
      }),
    ]);
  });

  it('refuses spares beyond stock in the ledger’s words, naming the line', async () => {
    const there = await spareInStore();
    const draft = (
      await draftOf({ lines: [{ itemId: more.spare, stockAreaId: more.store, quantity: there + 1 }] })
    ).body.data as Doc;
    const refused = await submitted(draft);
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual([
      expect.objectContaining({
        field: 'lines.0.quantity',
        message: expect.stringMatching(
          /^Only [\d,.]+ \S+ of HDPE Bale Wrapper available in Raw Material Store/,
        ),
      }),
    ]);
    expect(await spareInStore()).toBe(there);
    expect((await logOf(ids.a)).some((row) => row.maintenanceId === draft.id)).toBe(false);
  });

  it('refuses an activity of another type, a breakdown of another machine, and neither named', async () => {
    const wrongActivity = (await draftOf({ machineActivityId: ids.press })).body.data as Doc;
    expect(issuesOf(await submitted(wrongActivity))).toEqual([
      expect.objectContaining({
        field: 'machineActivityId',
        message: "The activity is not one of the machine's type: choose an activity of its type",
      }),
    ]);
    const wrongStop = (await draftOf({ machineBreakdownId: more.stopC })).body.data as Doc;
    expect(issuesOf(await submitted(wrongStop))).toEqual([
      expect.objectContaining({
        field: 'machineBreakdownId',
        message: 'The breakdown is not one of this machine’s: choose a breakdown of the machine maintained',
      }),
    ]);
    const nothing = await draftOf({ machineActivityId: null });
    expect(nothing.status).toBe(400);
    expect(issuesOf(nothing)).toEqual([
      expect.objectContaining({ field: 'machineActivityId', message: MAINTENANCE_NAMES_WORK }),
    ]);
  });

  it('refuses a part of a minute of downtime, and another organisation’s machine is not found', async () => {
    const part = await draftOf({ downtimeMinutes: 12.5 });
    expect(part.status).toBe(400);
    expect(issuesOf(part)[0]?.field).toBe('downtimeMinutes');
    const theirs = await post(
      `${MAINTENANCE}/save`,
      { machineId: ids.a, machineActivityId: ids.oil, date: dayFrom(0), lines: [] },
      suite.orgB,
    );
    expect(theirs.status).toBe(400);
    expect(issuesOf(theirs)).toEqual([
      expect.objectContaining({
        field: 'machineId',
        message: 'Machine was not found: choose one from the list',
      }),
    ]);
  });

  it('on submit issues the spares, writes the activity into the log and takes it off the overdue list; cancel reverses both', async () => {
    const before = await spareInStore();
    const draft = (await draftOf({ machineBreakdownId: more.stopA })).body.data as Doc;
    const reply = await submitted(draft);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const doc = reply.body.data as Doc;
    expect(doc).toMatchObject({
      status: S.COMPLETED,
      number: expect.stringMatching(/^MNT\/\d{4}-\d{2}\/\d{5}$/),
    });
    expect(await spareInStore()).toBe(before - 3);

    const written = (await logOf(ids.a)).find((row) => row.maintenanceId === doc.id);
    expect(written).toMatchObject({
      machineActivityId: ids.oil,
      doneOn: dayFrom(0),
      doneById: more.admin,
      findings: 'Oil dark, filter clogged',
      checklistResults: 'Oil drained: yes\nFilter changed: yes',
      maintenanceNumber: doc.number,
    });
    const logId = written?.id ?? 0;
    const trail = await suite.call<{ action: string }>(
      'GET',
      `audit/machineActivityLog/${logId}`,
      suite.admin,
    );
    expect(trail.body.dataList?.map((entry) => entry.action)).toEqual(['create']);
    const overdue = await schedule({ status: 'OVERDUE', machineTypeId: ids.type });
    expect(overdue.body.totalCount).toBe(0);
    const loomA = await schedule({ machineId: ids.a });
    expect(loomA.body.dataList?.map(brief)).toContainEqual([
      'Maint Loom A',
      'Oil change',
      'DONE',
      dayFrom(0),
      dayFrom(30),
      30,
    ]);

    // The log's row is the maintenance's: read-only through the log's own calls.
    const row = (await suite.call<Row>('GET', `${LOG}/${logId}`, suite.admin)).body.data as Row;
    const changed = await post(`${LOG}/update`, { ...row, findings: 'Changed behind its back' });
    expect(changed.status).toBe(409);
    expect(changed.body.responseMessage).toBe(
      `Maintenance ${doc.number} wrote this record: it changes only with that maintenance (cancel it there)`,
    );
    const removed = await post(`${LOG}/delete`, { id: logId });
    expect(removed.status).toBe(409);

    const cancelled = await post(`${MAINTENANCE}/cancel`, {
      id: doc.id,
      version: doc.version,
      reason: 'Wrong loom',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: S.CANCELLED });
    expect(await spareInStore()).toBe(before);
    expect((await logOf(ids.a)).some((entry) => entry.id === logId)).toBe(false);
    const after = await suite.call<{ action: string }>(
      'GET',
      `audit/machineActivityLog/${logId}`,
      suite.admin,
    );
    expect(after.body.dataList?.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect((await schedule({ status: 'OVERDUE', machineTypeId: ids.type })).body.totalCount).toBe(1);
  });

  it('a repair of a breakdown alone, without spares, completes and writes no activity', async () => {
    const draft = (
      await draftOf({ machineId: ids.c, machineActivityId: null, machineBreakdownId: more.stopC, lines: [] })
    ).body.data as Doc;
    const reply = await submitted(draft);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ status: S.COMPLETED });
    expect(await logOf(ids.c)).toEqual([]);
  });

  it('the log’s own calls never name a maintenance', async () => {
    const made = await saved(LOG, {
      machineId: ids.b,
      machineActivityId: ids.belt,
      doneOn: dayFrom(0),
      maintenanceId: 1,
      maintenanceNumber: 'MNT/FAKE',
    });
    expect(made).toMatchObject({ maintenanceId: null, maintenanceNumber: null });
  });
});
