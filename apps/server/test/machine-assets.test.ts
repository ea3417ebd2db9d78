import { RESPONSE_CODES } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';
import { pinToday, today } from '../src/core/today.ts';

// Issue 22 "M/c Types and Activity" and the machine activities (decisions 1740–1742), over HTTP.

type Row = Record<string, unknown> & { id: number; version: number };

let suite: Suite;
const ids: Record<string, number> = {};

const save = (path: string, body: Record<string, unknown>, token = suite.admin) =>
  suite.call<Row>('POST', `${path}/save`, token, body);
const saved = async (path: string, body: Record<string, unknown>, token = suite.admin) => {
  const reply = await save(path, body, token);
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body.data as Row;
};
const list = async (query: string) => {
  const reply = await suite.call<Row>(
    'GET',
    `chemical/machineActivityLog/getAllByPartner?${query}`,
    suite.admin,
  );
  expect(reply.status, reply.body.responseMessage).toBe(200);
  return reply.body;
};

beforeAll(async () => {
  suite = await createSuite();
  for (const code of ['LOOM-01', 'LOOM-02', 'TAPE-01'])
    ids[code] = (await findIn(suite, 'chemical/machine', 'code', code)).id as number;
  for (const name of ['Loom', 'Tape Line'])
    ids[name] = (await findIn(suite, 'chemical/machineType', 'name', name)).id as number;
  ids['grease'] = (await findIn(suite, 'chemical/machineActivity', 'name', 'Grease the shuttles'))
    .id as number;
  ids['screen'] = (await findIn(suite, 'chemical/machineActivity', 'name', 'Clean the screen changer'))
    .id as number;
});
afterAll(() => suite.server.close());

describe('machine types are a master, and a machine carries its type and kind (decision 1740)', () => {
  it('a machine reads back its type, and its kind is the type’s whatever it was sent', async () => {
    const reply = await suite.call<Row>('GET', `chemical/machine/${ids['LOOM-01']}`, suite.admin);
    expect(reply.body.data).toMatchObject({
      machineTypeId: ids['Loom'],
      machineKind: 'CIRCULAR_LOOM',
    });
    const department = await findIn(suite, 'chemical/department', 'name', 'Weaving');
    const press = await saved('chemical/machine', {
      name: 'Sack Baler',
      code: 'BAL-09',
      machineTypeId: ids['Tape Line'],
      machineKind: 'BALING',
      departmentId: department.id,
    });
    expect(press.machineKind).toBe('TAPE_EXTRUSION');
    const found = await suite.call<Row>(
      'GET',
      'chemical/machine/getAllByPartner?page=1&size=20&sort=code&filter.machineKind=TAPE_EXTRUSION',
      suite.admin,
    );
    expect(found.body.dataList?.map((machine) => machine.code)).toEqual(['BAL-09', 'TAPE-01']);
  });

  it("a type's kind cannot change while machines are of it; a type none uses can", async () => {
    const loom = (await suite.call<Row>('GET', `chemical/machineType/${ids['Loom']}`, suite.admin)).body.data;
    const changed = await suite.call<Row>('POST', 'chemical/machineType/update', suite.admin, {
      ...loom,
      kind: 'SLITTING',
    });
    expect(changed.status).toBe(400);
    expect(changed.body.data).toMatchObject({
      issues: [
        {
          field: 'kind',
          message: 'Kind cannot change while 6 machines are of this type: give them another type first',
        },
      ],
    });
    const renamed = await suite.call<Row>('POST', 'chemical/machineType/update', suite.admin, {
      ...loom,
      name: 'Circular Loom',
    });
    expect(renamed.status, renamed.body.responseMessage).toBe(200);
    const spare = await saved('chemical/machineType', { name: 'Winder', kind: 'OTHER' });
    const rekinded = await suite.call<Row>('POST', 'chemical/machineType/update', suite.admin, {
      ...spare,
      kind: 'UTILITY',
    });
    expect(rekinded.status, rekinded.body.responseMessage).toBe(200);
  });

  it('a type is refused without its kind, or of a kind not listed, in words', async () => {
    const none = await save('chemical/machineType', { name: 'Doubler' });
    expect(none.status).toBe(400);
    expect(none.body.responseMessage).toBe('Kind is required');
    const odd = await save('chemical/machineType', { name: 'Doubler', kind: 'DOUBLER' });
    expect(odd.status).toBe(400);
    expect(odd.body.responseMessage).toContain('Kind must be one of');
  });
});

describe("a type's maintenance activities: a frequency and a checklist (decision 1741)", () => {
  it('an activity is saved with its frequency and checklist, and listed by its type', async () => {
    const activity = await saved('chemical/machineActivity', {
      name: 'Check the cam followers',
      machineTypeId: ids['Loom'],
      frequencyKind: 'METRES',
      frequency: 20000,
      checklist: 'Followers checked\nBearings oiled',
    });
    expect(activity).toMatchObject({ frequencyKind: 'METRES', frequency: 20000, active: true });
    const ofLoom = await suite.call<Row>(
      'GET',
      `chemical/machineActivity/getAllByPartner?page=1&size=20&sort=name&filter.machineTypeId=${ids['Loom']}`,
      suite.admin,
    );
    expect(ofLoom.body.dataList?.map((row) => row.name)).toEqual([
      'Check the cam followers',
      'Grease the shuttles',
    ]);
  });

  it.each([
    ['no frequency', { frequency: undefined }, 'Every is required'],
    ['every 0 days', { frequency: 0 }, 'Every must be at least 1'],
    ['counted in weeks', { frequencyKind: 'WEEKS' }, 'Frequency In must be one of'],
    ['of no type', { machineTypeId: undefined }, 'Machine Type is required'],
  ])('an activity %s is refused in words', async (_case, change, message) => {
    const reply = await save('chemical/machineActivity', {
      name: 'Oil the gears',
      machineTypeId: ids['Loom'],
      frequencyKind: 'DAYS',
      frequency: 30,
      ...change,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
  });
});

describe('the machine activities: the log of what was done (decision 1742)', () => {
  it('records an activity done and pages the log by machine and date on the server', async () => {
    const done = await saved('chemical/machineActivityLog', {
      machineId: ids['LOOM-01'],
      machineActivityId: ids['grease'],
      doneOn: '2026-11-20',
      findings: 'Left shuttle wheel worn',
      checklistResults: 'Shuttle wheels greased: done\nCam track cleaned: done',
    });
    await saved('chemical/machineActivityLog', {
      machineId: ids['LOOM-02'],
      machineActivityId: ids['grease'],
      doneOn: '2026-11-22',
    });
    await saved('chemical/machineActivityLog', {
      machineId: ids['TAPE-01'],
      machineActivityId: ids['screen'],
      doneOn: dayFrom(0),
      findings: 'Screen pack clogged',
    });
    const read = await suite.call<Row>('GET', `chemical/machineActivityLog/${done.id}`, suite.admin);
    expect(read.body.data).toMatchObject({
      machine: { id: ids['LOOM-01'] },
      machineActivity: { id: ids['grease'], name: 'Grease the shuttles' },
      doneOn: '2026-11-20',
    });
    const ofLoom = await list(`page=1&size=10&filter.machineId=${ids['LOOM-01']}`);
    expect(ofLoom.dataList?.map((row) => row.findings)).toEqual(['Left shuttle wheel worn']);
    const inRange = await list('page=1&size=10&from=2026-11-21&to=2026-11-23');
    expect(inRange.dataList?.map((row) => row.doneOn)).toEqual(['2026-11-22']);
    const newestFirst = await list('page=1&size=2');
    expect(newestFirst.totalCount).toBe(3);
    expect(newestFirst.dataList?.map((row) => row.doneOn)).toEqual([dayFrom(0), '2026-11-22']);
    const found = await list('page=1&size=10&q=clogged');
    expect(found.dataList).toHaveLength(1);
  });

  it('an activity done tomorrow is refused in words', async () => {
    const reply = await save('chemical/machineActivityLog', {
      machineId: ids['LOOM-01'],
      machineActivityId: ids['grease'],
      doneOn: dayFrom(1),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.VALIDATION_FAILED);
    expect(reply.body.responseMessage).toBe(
      `Done On cannot be after today (${dayFrom(0)}): record an activity once it is done`,
    );
  });

  it('an activity of another machine type is refused on the activity', async () => {
    const reply = await save('chemical/machineActivityLog', {
      machineId: ids['LOOM-01'],
      machineActivityId: ids['screen'],
      doneOn: '2026-11-20',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.data).toMatchObject({
      issues: [
        {
          field: 'machineActivityId',
          message: "The activity is not one of the machine's type: choose an activity of its type",
        },
      ],
    });
  });

  it("another organisation's machine is not found, and its log is not listed", async () => {
    const foreign = await save(
      'chemical/machineActivityLog',
      { machineId: ids['LOOM-01'], machineActivityId: ids['grease'], doneOn: '2026-11-20' },
      suite.orgB,
    );
    expect([400, 404]).toContain(foreign.status);
    expect(foreign.body.responseMessage).toMatch(/not found|choose/i);
    const theirs = await suite.call<Row>(
      'GET',
      'chemical/machineActivityLog/getAllByPartner?page=1&size=10',
      suite.orgB,
    );
    expect(theirs.body.dataList).toEqual([]);
    const read = await suite.call<Row>('GET', `chemical/machine/${ids['LOOM-01']}`, suite.orgB);
    expect(read.status).toBe(404);
  });

  it('a log filtered by a field it has no column for is refused in words, never a 500', async () => {
    const reply = await suite.call<Row>(
      'GET',
      'chemical/machineActivityLog/getAllByPartner?page=1&size=10&filter.nothing=1',
      suite.admin,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toBe('The list cannot be filtered by "nothing".');
  });

  it('at 20:00 UTC it is already the next day in India: an activity done that day is kept (decision 1980)', async () => {
    // The clock itself is what is tested: the file's pinned day (decision 2350) is let go meanwhile.
    const pinned = today();
    pinToday(undefined);
    vi.useFakeTimers({ now: new Date('2026-11-26T20:00:00Z'), toFake: ['Date'] });
    try {
      const reply = await save('chemical/machineActivityLog', {
        machineId: ids['LOOM-01'],
        machineActivityId: ids['grease'],
        doneOn: '2026-11-27',
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const tomorrow = await save('chemical/machineActivityLog', {
        machineId: ids['LOOM-01'],
        machineActivityId: ids['grease'],
        doneOn: '2026-11-28',
      });
      expect(tomorrow.body.responseMessage).toBe(
        'Done On cannot be after today (2026-11-27): record an activity once it is done',
      );
    } finally {
      vi.useRealTimers();
      pinToday(pinned);
    }
  });
});
