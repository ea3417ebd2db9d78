import { ACL_NAMES, DOCUMENT_STATUS, LEAD_ADDRESS_NEEDED, SAVE_ALL_LIMIT } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 21: the funnel board, moving a card, Lost reasons, conversion and history (decisions 1660–1663).

type Row = Record<string, unknown> & { id: number; version: number };
interface Column {
  id: number;
  name: string;
  outcome: string;
  count: number;
  value: number;
  cards: Row[];
}

let suite: Suite;
let salesRoleId = 0;
const users = { a: '', b: '' };
const stages: Record<string, number> = {};
const made: Record<string, Row> = {};

const entry = (companyName: string, stage: string, expectedValue: number, closing: string) => ({
  companyName,
  contactPerson: 'Ramesh Yadav',
  phone: '9876501234',
  email: 'ramesh@example.in',
  address: 'Plot 21, Butibori MIDC',
  city: 'Nagpur',
  state: '27',
  expectedValue,
  entryDate: '2026-11-20',
  expectedClosingDate: closing,
  stageId: stages[stage],
});
const board = async (token: string, query = '') => {
  const reply = await suite.call<{ columns: Column[] }>('GET', `crm/funnel/board${query}`, token);
  expect(reply.status).toBe(200);
  return reply.body.data?.columns ?? [];
};
const column = (columns: readonly Column[], name: string) => columns.find((c) => c.name === name);
const move = (token: string, id: number, body: Record<string, unknown>) =>
  suite.call<Row>('PUT', `crm/funnel/moveStage/${id}`, token, body);
const read = async (id: number) => (await suite.call<Row>('GET', `crm/funnel/${id}`, suite.admin)).body.data;

const setViewAll = async (canViewAll: boolean) => {
  const acl = await suite.call<Row>('GET', `acl/getbyroleid/${salesRoleId}`, suite.admin);
  const funnel = acl.body.dataList?.find((row) => row['moduleAPI'] === 'crm/funnel');
  expect((await suite.call('POST', 'acl/update', suite.admin, { ...funnel, canViewAll })).status).toBe(200);
};

beforeAll(async () => {
  suite = await createSuite();
  for (const name of ['New', 'Contacted', 'Sample Sent', 'Negotiation', 'Won', 'Lost'])
    stages[name] = (await findIn(suite, 'crm/funnelStage', 'name', name)).id as number;
  const role = await suite.call<Row>('POST', 'role/save', suite.admin, { name: 'Board Sales' });
  salesRoleId = role.body.data?.id ?? 0;
  const grants = ACL_NAMES.map((moduleAPI) => ({ roleId: salesRoleId, moduleAPI, view: 1, mode: 1 }));
  for (let start = 0; start < grants.length; start += SAVE_ALL_LIMIT)
    await suite.call('POST', 'acl/saveOrUpdateAll', suite.admin, grants.slice(start, start + SAVE_ALL_LIMIT));
  for (const [key, username] of [
    ['a', 'board.a'],
    ['b', 'board.b'],
  ] as const) {
    await suite.call('POST', 'staff/save', suite.admin, {
      firstname: username,
      username,
      password: 'Sales-Pass-1',
      roleId: salesRoleId,
    });
    users[key] = await tokenFor(suite.server, username);
  }
  const save = async (token: string, key: string, body: Record<string, unknown>) => {
    const reply = await suite.call<Row>('POST', 'crm/funnel/save', token, body);
    expect(reply.status).toBe(200);
    made[key] = reply.body.data as Row;
  };
  await save(users.a, 'later', entry('Ganga Polysacks', 'New', 100000, '2026-12-30'));
  await save(users.a, 'sooner', entry('Yamuna Agro', 'New', 50000.5, '2026-12-10'));
  await save(users.a, 'talks', entry('Narmada Cement', 'Negotiation', 200000, '2026-12-15'));
  await save(users.b, 'other', entry('Kaveri Fertilisers', 'New', 70000, '2026-12-01'));
});
afterAll(() => suite.server.close());

describe('GET crm/funnel/board: a column per stage, its count, value and first cards', () => {
  it('gives the caller their own entries by stage in sequence order', async () => {
    const columns = await board(users.a);
    expect(columns.map((c) => c.name)).toEqual([
      'New',
      'Contacted',
      'Sample Sent',
      'Negotiation',
      'Won',
      'Lost',
    ]);
    expect(columns.map((c) => [c.count, c.value])).toEqual([
      [2, 150000.5],
      [0, 0],
      [0, 0],
      [1, 200000],
      [0, 0],
      [0, 0],
    ]);
    expect(column(columns, 'Lost')?.outcome).toBe('LOST');
    // Cards by expected closing date, earliest first, with their looked-up owner and stage.
    expect(column(columns, 'New')?.cards.map((card) => card['companyName'])).toEqual([
      'Yamuna Agro',
      'Ganga Polysacks',
    ]);
    expect(column(columns, 'New')?.cards[0]).toMatchObject({ owner: { username: 'board.a' } });
  });

  it("takes the list filters and search; View all adds everyone's", async () => {
    expect(column(await board(users.a, '?q=yamuna'), 'New')?.count).toBe(1);
    expect(column(await board(users.a, `?filter.stageId=${stages['New']}`), 'Negotiation')?.count).toBe(0);
    expect(column(await board(users.a, '?from=2026-11-21'), 'New')?.count).toBe(0);
    await setViewAll(true);
    const all = column(await board(users.a, '?q=a'), 'New');
    expect(all?.cards.map((card) => card['companyName'])).toContain('Kaveri Fertilisers');
    await setViewAll(false);
    expect(column(await board(users.b), 'New')?.count).toBe(1);
  });

  it('pages a column on the server ("Show more") in the same order', async () => {
    const first = column(await board(users.a, '?size=1'), 'New');
    expect(first?.cards.map((card) => card['companyName'])).toEqual(['Yamuna Agro']);
    const more = await suite.call<Row>('GET', `crm/funnel/board/${stages['New']}?page=2&size=1`, users.a);
    expect(more.body.dataList?.map((card) => card['companyName'])).toEqual(['Ganga Polysacks']);
    expect(more.body.totalCount).toBe(2);
  });

  it('refuses bad paging in words', async () => {
    const reply = await suite.call('GET', 'crm/funnel/board?size=1000', users.a);
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toContain('Cards per column must be at most 100');
  });
});

describe('PUT crm/funnel/moveStage/{id}', () => {
  it('moves a card to another stage, audited, and refuses a stale card with 409', async () => {
    const card = made['later'] as Row;
    const moved = await move(users.a, card.id, { stageId: stages['Negotiation'], version: card.version });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ stage: { name: 'Negotiation' }, version: card.version + 1 });
    const stale = await move(users.a, card.id, { stageId: stages['Won'], version: card.version });
    expect(stale.status).toBe(409);
    expect(stale.body.responseMessage).toContain('changed by someone else');
    const trail = await suite.call<Row>('GET', `audit/funnel/${card.id}`, suite.admin);
    expect(JSON.stringify(trail.body.dataList)).toContain('stageId');
    made['later'] = moved.body.data as Row;
  });

  it('to a Lost stage asks for a reason from the list, Other with its text; the entry keeps it', async () => {
    const card = made['later'] as Row;
    const to = { stageId: stages['Lost'], version: card.version };
    const none = await move(users.a, card.id, to);
    expect(none.status).toBe(400);
    expect(none.body.responseMessage).toBe('Lost Reason is required to move to a lost stage');
    const other = await move(users.a, card.id, { ...to, lostReason: 'OTHER' });
    expect(other.status).toBe(400);
    expect(other.body.responseMessage).toBe('Lost Remarks are required when the reason is Other');
    expect((await read(card.id))?.['stageId']).toBe(stages['Negotiation']);
    const lost = await move(users.a, card.id, { ...to, lostReason: 'OTHER', lostRemarks: 'Went to jute' });
    expect(lost.status).toBe(200);
    expect(await read(card.id)).toMatchObject({ lostReason: 'OTHER', lostRemarks: 'Went to jute' });
    const back = await move(users.a, card.id, { stageId: stages['New'], version: card.version + 1 });
    expect(back.body.data).toMatchObject({ lostReason: null, lostRemarks: null });
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a stage that does not exist', { stageId: 999999999, version: 1 }, 400, 'Stage was not found'],
    ['no version', { stageId: 1 }, 400, 'Version is required'],
    ['no stage', { version: 1 }, 400, 'Stage is required'],
  ])('refuses %s in words', async (_case, body, status, message) => {
    const reply = await move(users.a, (made['sooner'] as Row).id, body);
    expect(reply.status).toBe(status);
    expect(reply.body.responseMessage).toContain(message);
  });

  it("refuses another sales person's card as not found", async () => {
    const card = made['sooner'] as Row;
    const reply = await move(users.b, card.id, { stageId: stages['Won'], version: card.version });
    expect(reply.status).toBe(404);
  });
});

describe('POST crm/funnel/convertToCustomer/{id}', () => {
  it('makes a customer party from the entry, once; the second time is 409 in words', async () => {
    const card = made['talks'] as Row;
    const converted = await suite.call<Row>('POST', `crm/funnel/convertToCustomer/${card.id}`, users.a, {});
    expect(converted.status).toBe(200);
    const partyId = converted.body.data?.['partyId'] as number;
    expect(converted.body.data).toMatchObject({ party: { id: partyId, companyName: 'Narmada Cement' } });
    const party = (await suite.call<Row>('GET', `party/${partyId}`, suite.admin)).body.data;
    expect(party).toMatchObject({
      companyName: 'Narmada Cement',
      isCustomer: true,
      contactPerson: 'Ramesh Yadav',
      phone: '9876501234',
      email: 'ramesh@example.in',
      partyType: { name: 'Customer' },
      // Issue 56: line 1 is the lead's address, never its city again (decision 2241).
      addresses: [
        expect.objectContaining({
          line1: 'Plot 21, Butibori MIDC',
          city: 'Nagpur',
          state: '27',
          isDefault: true,
        }),
      ],
    });
    const again = await suite.call('POST', `crm/funnel/convertToCustomer/${card.id}`, users.a, {});
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toBe(
      'This funnel entry is already a customer: it is linked to its party.',
    );
  });

  it('refuses a lead that knows its city and state but not its address, in words saying where to fill it, writing nothing', async () => {
    const lead = await suite.call<Row>('POST', 'crm/funnel/save', users.a, {
      ...entry('Vidarbha Sacks', 'New', 1, '2026-12-31'),
      address: null,
    });
    const reply = await suite.call('POST', `crm/funnel/convertToCustomer/${lead.body.data?.id}`, users.a, {});
    expect(reply.status).toBe(409);
    expect(reply.body.responseMessage).toBe(LEAD_ADDRESS_NEEDED);
    expect((await read(lead.body.data?.id ?? 0))?.['partyId']).toBeNull();
  });

  it("applies the party master's duplicate rule and writes nothing", async () => {
    const twin = await suite.call<Row>(
      'POST',
      'crm/funnel/save',
      users.a,
      entry('Narmada Cement', 'New', 1, '2026-12-31'),
    );
    const reply = await suite.call('POST', `crm/funnel/convertToCustomer/${twin.body.data?.id}`, users.a, {});
    expect(reply.status).toBe(409);
    expect((await read(twin.body.data?.id ?? 0))?.['partyId']).toBeNull();
  });

  it('refuses a stale version and an entry of another sales person', async () => {
    const card = made['sooner'] as Row;
    const stale = await suite.call('POST', `crm/funnel/convertToCustomer/${card.id}`, users.a, {
      version: 99,
    });
    expect(stale.status).toBe(409);
    const theirs = await suite.call('POST', `crm/funnel/convertToCustomer/${card.id}`, users.b, {});
    expect(theirs.status).toBe(404);
  });
});

describe("GET crm/funnel/history/{id}: the entry's activities, quotations and orders, newest first", () => {
  /** The lines of the history, in the order served: kind, date, number or name, status. */
  const lines = (rows: readonly Row[] | undefined) =>
    (rows ?? []).map((row) => [row['key'], row['date'], row['title'], row['status']]);

  it("lists the entry's activities and quotations and its party's sales orders, newest first, paged", async () => {
    const card = (await read((made['talks'] as Row).id)) as Row;
    const branchId = (await findIn(suite, 'erp/branch', 'name', 'Head Office')).id;
    const itemId = (await findIn(suite, 'chemical/item', 'code', 'SF-TP-800')).id;
    const kindId = (await findIn(suite, 'crm/activity', 'name', 'Call')).id;
    const orderLines = [{ itemId, quantity: 10, rate: 250 }];
    for (const date of ['2026-11-22', '2026-11-24']) {
      const order = await suite.call('POST', 'chemical/salesOrder/save', users.a, {
        partyId: card['partyId'],
        date,
        branchId,
        placeOfSupply: '27',
        lines: orderLines,
      });
      expect(order.status).toBe(200);
    }
    for (const [activityDate, outcome] of [
      ['2026-11-21', 'Asked for rates'],
      ['2026-11-25', 'Visited the plant'],
    ]) {
      const activity = await suite.call('POST', 'crm/activityLog/save', users.a, {
        funnelId: card.id,
        kindId,
        activityDate,
        outcome,
      });
      expect(activity.status).toBe(200);
    }
    // Another entry's activity is not this one's history.
    const elsewhere = await suite.call('POST', 'crm/activityLog/save', users.a, {
      funnelId: (made['sooner'] as Row).id,
      kindId,
      activityDate: '2026-11-27',
    });
    expect(elsewhere.status).toBe(200);
    const quote = (date: string) =>
      suite.call<Row>('POST', 'crm/quotation/save', users.a, {
        funnelId: card.id,
        date,
        branchId,
        lines: orderLines,
      });
    const sentQuote = (await quote('2026-11-23')).body.data as Row;
    const submitted = await suite.call<Row>('POST', 'crm/quotation/submit', users.a, {
      id: sentQuote.id,
      version: sentQuote.version,
    });
    expect(submitted.status).toBe(200);
    const number = submitted.body.data?.['number'];
    expect(number).toMatch(/^QT\/2026-27\/\d{5}$/);
    expect((await quote('2026-11-26')).status).toBe(200);

    const all = await suite.call<Row>('GET', `crm/funnel/history/${card.id}`, users.a);
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(6);
    expect(lines(all.body.dataList)).toEqual([
      ['quotation', '2026-11-26', null, DOCUMENT_STATUS.DRAFT],
      ['crmActivityLog', '2026-11-25', '2026-11-25', null],
      ['salesOrder', '2026-11-24', null, DOCUMENT_STATUS.DRAFT],
      ['quotation', '2026-11-23', number, DOCUMENT_STATUS.OPEN],
      ['salesOrder', '2026-11-22', null, DOCUMENT_STATUS.DRAFT],
      ['crmActivityLog', '2026-11-21', '2026-11-21', null],
    ]);
    expect(all.body.dataList?.map((row) => row['label'])).toEqual([
      'Quotation',
      'Activity Log',
      'Sales Order',
      'Quotation',
      'Sales Order',
      'Activity Log',
    ]);
    const page = await suite.call<Row>('GET', `crm/funnel/history/${card.id}?page=2&size=2`, users.a);
    expect(page.body.totalCount).toBe(6);
    expect(lines(page.body.dataList).map(([key, date]) => [key, date])).toEqual([
      ['salesOrder', '2026-11-24'],
      ['quotation', '2026-11-23'],
    ]);
  });

  it('the activity log filters by the entry (an activity log per entry), newest first', async () => {
    const card = made['talks'] as Row;
    const log = await suite.call<Row>(
      'GET',
      `crm/activityLog/getAllByPartner?page=1&filter.funnelId=${card.id}`,
      users.a,
    );
    expect(log.status).toBe(200);
    expect(log.body.dataList?.map((row) => [row['activityDate'], row['outcome']])).toEqual([
      ['2026-11-25', 'Visited the plant'],
      ['2026-11-21', 'Asked for rates'],
    ]);
    // Another sales person sees none of them, filter or not.
    const theirs = await suite.call<Row>(
      'GET',
      `crm/activityLog/getAllByPartner?page=1&filter.funnelId=${card.id}`,
      users.b,
    );
    expect(theirs.body.totalCount).toBe(0);
  });

  it('is empty for an entry with nothing yet, and 404 for another sales person', async () => {
    const fresh = made['later'] as Row;
    const empty = await suite.call<Row>('GET', `crm/funnel/history/${fresh.id}`, users.a);
    expect(empty.body).toMatchObject({ dataList: [], totalCount: 0 });
    expect((await suite.call('GET', `crm/funnel/history/${fresh.id}`, users.b)).status).toBe(404);
  });
});
