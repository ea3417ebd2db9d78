import { ACL_NAMES, SAVE_ALL_LIMIT, type SalesDashboardSummary } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 21 "Activities and follow-ups" and "Dashboard" (decisions 1680, 1681), over HTTP.

type Row = Record<string, unknown> & { id: number; version: number };

let suite: Suite;
let salesRoleId = 0;
const users = { a: '', b: '' };
const staffIds = { a: 0, b: 0 };
const ids: Record<string, number> = {};
/** A day of the fixture, far from the demo's entries: the 90 days before it start on 2031-02-20. */
const TODAY = '2031-05-20';

const saveEntry = async (token: string, entry: Record<string, unknown>) => {
  const reply = await suite.call<Row>('POST', 'crm/funnel/save', token, {
    contactPerson: 'Buyer',
    ...entry,
  });
  expect(reply.status).toBe(200);
  return reply.body.data?.id ?? 0;
};
const log = (token: string, body: Record<string, unknown>) =>
  suite.call<Row>('POST', 'crm/activityLog/save', token, { kindId: ids['Call'], ...body });
const logged = async (token: string, body: Record<string, unknown>) => {
  const reply = await log(token, body);
  expect(reply.status).toBe(200);
  return reply.body.data as Row;
};
const followUps = (token: string, query = `?today=${TODAY}`) =>
  suite.call<Row>('GET', `crm/activityLog/myFollowUps${query}`, token);
const summary = async (token: string, query = `?today=${TODAY}`) => {
  const reply = await suite.call<SalesDashboardSummary>('GET', `crm/dashboard/summary${query}`, token);
  expect(reply.status).toBe(200);
  return reply.body.data as SalesDashboardSummary;
};

beforeAll(async () => {
  suite = await createSuite();
  for (const name of ['New', 'Negotiation', 'Won', 'Lost'])
    ids[name] = (await findIn(suite, 'crm/funnelStage', 'name', name)).id as number;
  for (const name of ['IndiaMART', 'Website'])
    ids[name] = (await findIn(suite, 'crm/funnelReference', 'name', name)).id as number;
  for (const name of ['Call', 'Visit', 'Sample Dispatch'])
    ids[name] = (await findIn(suite, 'crm/activity', 'name', name)).id as number;
  ids['party'] = (await findIn(suite, 'party', 'companyName', 'Sai Packaging Solutions')).id as number;
  // A sales role: every module viewed and changed, the funnel's View all not granted.
  const role = await suite.call<Row>('POST', 'role/save', suite.admin, { name: 'Sales' });
  salesRoleId = role.body.data?.id ?? 0;
  const grants = ACL_NAMES.map((moduleAPI) => ({ roleId: salesRoleId, moduleAPI, view: 1, mode: 1 }));
  for (let start = 0; start < grants.length; start += SAVE_ALL_LIMIT)
    await suite.call('POST', 'acl/saveOrUpdateAll', suite.admin, grants.slice(start, start + SAVE_ALL_LIMIT));
  for (const [key, username, firstname] of [
    ['a', 'sales.a', 'Anita'],
    ['b', 'sales.b', 'Bharat'],
  ] as const) {
    const user = await suite.call<Row>('POST', 'staff/save', suite.admin, {
      firstname,
      username,
      password: 'Sales-Pass-1',
      roleId: salesRoleId,
    });
    staffIds[key] = user.body.data?.id ?? 0;
    users[key] = await tokenFor(suite.server, username);
  }
  // The hand-computed fixture: Anita's six entries and Bharat's one.
  const entry = (companyName: string, stage: string, source: string | null, value: number, on: string) => ({
    companyName,
    stageId: ids[stage],
    ...(source ? { sourceId: ids[source] } : {}),
    expectedValue: value,
    entryDate: on,
  });
  ids['A1'] = await saveEntry(users.a, {
    ...entry('A1 Agro', 'New', 'IndiaMART', 100000, '2031-05-01'),
    expectedClosingDate: '2031-05-25',
  });
  await saveEntry(users.a, {
    ...entry('A2 Cement', 'Won', 'IndiaMART', 200000, '2031-04-01'),
    expectedClosingDate: '2031-05-10',
  });
  await saveEntry(users.a, {
    ...entry('A3 Salt', 'Lost', 'IndiaMART', 50000, '2031-03-01'),
    lostReason: 'PRICE',
  });
  await saveEntry(users.a, {
    ...entry('A4 Sugar', 'Negotiation', 'Website', 300000, '2031-05-10'),
    expectedClosingDate: '2031-06-05',
  });
  await saveEntry(users.a, entry('A5 Flour', 'Won', 'Website', 80000, '2031-01-10'));
  await saveEntry(users.a, {
    ...entry('A6 Feeds', 'Negotiation', null, 40000.5, '2031-05-15'),
    expectedClosingDate: '2031-05-31',
  });
  await saveEntry(users.b, entry('B1 Pulses', 'Won', 'Website', 10000, '2031-05-02'));
});
afterAll(() => suite.server.close());

describe('an activity (decision 1680)', () => {
  it('is logged against a funnel entry, owned by its caller, with its kind and entry named', async () => {
    const made = await logged(users.a, {
      funnelId: ids['A1'],
      activityDate: '2031-05-18',
      activityTime: '10:30',
      outcome: 'Wants a sample',
      nextFollowUpDate: TODAY,
    });
    ids['due today'] = made.id;
    expect(made).toMatchObject({
      ownerId: staffIds.a,
      kind: { name: 'Call' },
      funnel: { id: ids['A1'], companyName: 'A1 Agro' },
      followUpDone: false,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['neither a funnel entry nor a party', { funnelId: undefined }, 'Funnel Entry or Party is required'],
    [
      'a next follow-up before its date',
      { nextFollowUpDate: '2031-05-17' },
      'Next Follow-up cannot be before the Activity Date',
    ],
    ['a time that is not one', { activityTime: '7 pm' }, 'Time must be a time of day as HH:MM (24-hour)'],
    ['a kind that does not exist', { kindId: 999_999_999 }, 'Activity'],
  ])('is refused with %s: 400 naming the field, nothing written', async (_case, spoilt, message) => {
    const before = (await suite.call('GET', 'crm/activityLog/getAllByPartner?page=1&size=1', users.a)).body
      .totalCount;
    const reply = await log(users.a, { funnelId: ids['A1'], activityDate: '2031-05-18', ...spoilt });
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain(message);
    const after = (await suite.call('GET', 'crm/activityLog/getAllByPartner?page=1&size=1', users.a)).body
      .totalCount;
    expect(after).toBe(before);
  });
});

describe("My follow-ups: the caller's, overdue, due today and coming in the week ahead, not done, oldest due first", () => {
  beforeAll(async () => {
    ids['overdue'] = (
      await logged(users.a, {
        partyId: ids['party'],
        kindId: ids['Visit'],
        activityDate: '2031-05-10',
        nextFollowUpDate: '2031-05-15',
      })
    ).id;
    ids['tomorrow'] = (
      await logged(users.a, {
        funnelId: ids['A1'],
        activityDate: '2031-05-19',
        nextFollowUpDate: '2031-05-21',
      })
    ).id;
    // Issue 42 (decision 2073): the coming week ends seven days ahead, on 27-05; the 28th is beyond it.
    ids['a week ahead'] = (
      await logged(users.a, {
        partyId: ids['party'],
        activityDate: '2031-05-19',
        nextFollowUpDate: '2031-05-27',
      })
    ).id;
    await logged(users.a, {
      partyId: ids['party'],
      activityDate: '2031-05-19',
      nextFollowUpDate: '2031-05-28',
    });
    await logged(users.a, {
      funnelId: ids['A1'],
      activityDate: '2031-05-01',
      nextFollowUpDate: '2031-05-12',
      followUpDone: true,
    });
    ids['bharat'] = (
      await logged(users.b, {
        partyId: ids['party'],
        activityDate: '2031-05-19',
        nextFollowUpDate: '2031-05-19',
      })
    ).id;
  });

  it("lists Anita's overdue, today's, then the coming week's, each naming its entry or party; not Bharat's", async () => {
    const reply = await followUps(users.a);
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(4);
    expect(reply.body.dataList).toEqual([
      expect.objectContaining({
        id: ids['overdue'],
        nextFollowUpDate: '2031-05-15',
        kind: 'Visit',
        partyId: ids['party'],
        party: 'Sai Packaging Solutions',
        funnelId: null,
      }),
      expect.objectContaining({ id: ids['due today'], kind: 'Call', funnel: 'A1 Agro', funnelId: ids['A1'] }),
      expect.objectContaining({ id: ids['tomorrow'], nextFollowUpDate: '2031-05-21', funnel: 'A1 Agro' }),
      expect.objectContaining({
        id: ids['a week ahead'],
        nextFollowUpDate: '2031-05-27',
        party: 'Sai Packaging Solutions',
      }),
    ]);
    expect((await followUps(users.b)).body.dataList?.map((row) => row.id)).toEqual([ids['bharat']]);
  });

  it('pages on the server', async () => {
    const reply = await followUps(users.a, `?today=${TODAY}&page=2&size=2`);
    expect(reply.body.totalCount).toBe(4);
    expect(reply.body.dataList?.map((row) => row.id)).toEqual([ids['tomorrow'], ids['a week ahead']]);
  });

  it('refuses a day that is not one, in words', async () => {
    const reply = await followUps(users.a, '?today=2031-02-30');
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain('Today must be a valid date');
  });

  it("marking one done (the generic update) drops it; Bharat cannot read or mark Anita's (404)", async () => {
    const current = (await suite.call<Row>('GET', `crm/activityLog/${ids['overdue']}`, users.a)).body
      .data as Row;
    expect((await suite.call('GET', `crm/activityLog/${ids['overdue']}`, users.b)).status).toBe(404);
    const byB = await suite.call('POST', 'crm/activityLog/update', users.b, {
      id: current.id,
      version: current.version,
      followUpDone: true,
    });
    expect(byB.status).toBe(404);
    const done = await suite.call<Row>('POST', 'crm/activityLog/update', users.a, {
      id: current.id,
      version: current.version,
      followUpDone: true,
    });
    expect(done.status).toBe(200);
    expect((await followUps(users.a)).body.dataList?.map((row) => row.id)).toEqual([
      ids['due today'],
      ids['tomorrow'],
      ids['a week ahead'],
    ]);
    const audit = await suite.call<Row>('GET', `audit/crmActivityLog/${ids['overdue']}`, suite.admin);
    expect(audit.status).toBe(200);
    expect(audit.body.dataList?.length).toBe(2);
  });

  it("the log lists newest first, and the admin (View all) sees everyone's", async () => {
    const list = await suite.call<Row>('GET', 'crm/activityLog/getAllByPartner?page=1', users.a);
    expect(list.body.dataList?.map((row) => row['activityDate'])).toEqual([
      '2031-05-19',
      '2031-05-19',
      '2031-05-19',
      '2031-05-18',
      '2031-05-10',
      '2031-05-01',
    ]);
    const all = await suite.call<Row>(
      'GET',
      `crm/activityLog/getAllByPartner?page=1&from=2031-01-01&filter.ownerId=${staffIds.b}`,
      suite.admin,
    );
    expect(all.body.dataList?.map((row) => row.id)).toEqual([ids['bharat']]);
  });
});

describe('the sales dashboard: one call, figures of the entries the caller may see (decision 1681)', () => {
  it("Anita's figures are those of the hand-computed fixture", async () => {
    const figures = await summary(users.a);
    expect(figures.stages.map(({ stage, count, value }) => [stage, count, value])).toEqual([
      ['New', 1, 100000],
      ['Contacted', 0, 0],
      ['Sample Sent', 0, 0],
      ['Negotiation', 2, 340000.5],
      ['Won', 2, 280000],
      ['Lost', 1, 50000],
    ]);
    // IndiaMART: A1 open, A2 won, A3 lost → 1 of 2 closed; Website: A4 open (A5 entered before the window).
    expect(figures.conversion).toMatchObject({ from: '2031-02-20', to: TODAY });
    expect(
      figures.conversion.sources.map(({ source, entered, won, lost, rate }) => [
        source,
        entered,
        won,
        lost,
        rate,
      ]),
    ).toEqual([
      ['IndiaMART', 3, 1, 1, 50],
      ['', 1, 0, 0, null],
      ['Website', 1, 0, 0, null],
    ]);
    // Open and closing in May: A1 and A6 (A2 is won, A4 closes in June).
    expect(figures.closingThisMonth).toEqual({
      from: '2031-05-01',
      to: '2031-05-31',
      count: 2,
      value: 140000.5,
    });
    expect(figures.followUps.rows.map((row) => row.id)).toEqual([
      ids['due today'],
      ids['tomorrow'],
      ids['a week ahead'],
    ]);
    // Each group counted in all, whatever the page shows (decision 2073).
    expect(figures.followUps).toMatchObject({ total: 3, counts: { overdue: 0, today: 1, coming: 2 } });
    const paged = await summary(users.a, `?today=${TODAY}&page=2&size=2`);
    expect(paged.followUps.rows.map((row) => row.id)).toEqual([ids['a week ahead']]);
    expect(paged.followUps.counts).toEqual({ overdue: 0, today: 1, coming: 2 });
  });

  it("the admin's (View all) hold everyone's: Bharat's won entry turns Website's rate to 100 %", async () => {
    const figures = await summary(suite.admin);
    expect(figures.stages.find((stage) => stage.stage === 'Won')).toMatchObject({ count: 3, value: 290000 });
    expect(figures.conversion.sources[0]).toMatchObject({ source: 'Website', entered: 2, won: 1, rate: 100 });
  });

  it('is refused to a role without the funnel', async () => {
    const reply = await suite.call('GET', `crm/dashboard/summary?today=${TODAY}`, suite.storekeeper);
    expect(reply.status).toBe(403);
  });
});
