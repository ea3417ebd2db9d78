import { ACL_NAMES, SAVE_ALL_LIMIT } from '@erp/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../src/testing.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 21, first part: the funnel's masters and the funnel entry (decisions 1600-1603), over HTTP.

type Row = Record<string, unknown> & { id: number; version: number };

let suite: Suite;
let salesRoleId = 0;
const users = { a: '', b: '' };
const staffIds = { admin: 0, a: 0, b: 0 };
const ids = { newStage: 0, wonStage: 0, indiaMart: 0, website: 0, orgBStage: 0 };

const entry = (extra: Record<string, unknown> = {}) => ({
  companyName: 'Kisan Agro Industries',
  contactPerson: 'Ramesh Yadav',
  phone: '9876501234',
  email: 'ramesh@kisanagro.example.in',
  city: 'Nagpur',
  state: '27',
  sourceId: ids.indiaMart,
  expectedValue: 250000,
  entryDate: '2026-11-20',
  expectedClosingDate: '2026-12-20',
  stageId: ids.newStage,
  ...extra,
});
const save = (token: string, body: unknown) => suite.call<Row>('POST', 'crm/funnel/save', token, body);
const mine = (token: string, query = '') =>
  suite.call<Row>('GET', `crm/funnel/getFunnelByLoggedInUser${query}`, token);
const names = (rows: readonly Row[] | undefined) => (rows ?? []).map((row) => row['companyName']);
const total = async () => (await mine(suite.admin, '?page=1&size=1')).body.totalCount;

const setViewAll = async (canViewAll: boolean) => {
  const acl = await suite.call<Row>('GET', `acl/getbyroleid/${salesRoleId}`, suite.admin);
  const funnel = acl.body.dataList?.find((row) => row['moduleAPI'] === 'crm/funnel');
  const reply = await suite.call('POST', 'acl/update', suite.admin, { ...funnel, canViewAll });
  expect(reply.status).toBe(200);
};

beforeAll(async () => {
  suite = await createSuite();
  ids.newStage = (await findIn(suite, 'crm/funnelStage', 'name', 'New')).id as number;
  ids.wonStage = (await findIn(suite, 'crm/funnelStage', 'name', 'Won')).id as number;
  ids.indiaMart = (await findIn(suite, 'crm/funnelReference', 'name', 'IndiaMART')).id as number;
  ids.website = (await findIn(suite, 'crm/funnelReference', 'name', 'Website')).id as number;
  const orgBStage = await suite.call<Row>('POST', 'crm/funnelStage/save', suite.orgB, {
    name: 'Enquiry',
    sequence: 1,
  });
  ids.orgBStage = orgBStage.body.data?.id ?? 0;
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
  staffIds.admin = (await findIn(suite, 'staff', 'username', 'admin')).id as number;
});
afterAll(() => suite.server.close());

describe('the masters of the funnel (spec §7 select lists, sorted by name)', () => {
  it.each([
    ['crm/funnelReference', ['Exhibition', 'IndiaMART', 'Referral', 'TradeIndia', 'Website']],
    ['crm/funnelType', ['Export Enquiry', 'New Business', 'Repeat Order']],
    ['crm/funnelCustomerType', ['Distributor', 'End User', 'Manufacturer', 'Trader']],
    ['crm/digitalPlatform', ['IndiaMART', 'TradeIndia', 'Website Form']],
    ['crm/funnelStage', ['Contacted', 'Lost', 'Negotiation', 'New', 'Sample Sent', 'Won']],
  ])('%s', async (path, expected) => {
    const reply = await suite.call<Row>('GET', `${path}/getAllByPartner`, suite.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.dataList?.map((row) => row['name'])).toEqual(expected);
  });

  it('a stage has its sequence, probability and outcome; a new one is open unless said', async () => {
    expect(await findIn(suite, 'crm/funnelStage', 'name', 'Won')).toMatchObject({
      sequence: 5,
      probability: 100,
      outcome: 'WON',
    });
    const made = await suite.call<Row>('POST', 'crm/funnelStage/save', suite.admin, {
      name: 'Quoted',
      sequence: 7,
    });
    expect(made.body.data).toMatchObject({ outcome: 'OPEN' });
    const refused = await suite.call('POST', 'crm/funnelStage/save', suite.admin, {
      name: 'Maybe',
      sequence: 8,
      outcome: 'MAYBE',
    });
    expect(refused.status).toBe(400);
  });
});

describe('a funnel entry', () => {
  it('is saved with its lookups, owned by its caller unless it names another owner', async () => {
    const reply = await save(suite.admin, entry());
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      companyName: 'Kisan Agro Industries',
      ownerId: staffIds.admin,
      owner: { id: staffIds.admin, username: 'admin' },
      stage: { id: ids.newStage, name: 'New' },
      source: { id: ids.indiaMart, name: 'IndiaMART' },
      expectedValue: 250000,
    });
    const forB = await save(
      suite.admin,
      entry({ companyName: 'Vidarbha Cotton Mills', ownerId: staffIds.b }),
    );
    expect(forB.body.data).toMatchObject({ ownerId: staffIds.b });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['without a company name', { companyName: '  ' }, 'Company Name'],
    ['without a contact name', { contactPerson: undefined }, 'Contact Person'],
    ['with a phone that is not a phone', { phone: '12345' }, 'Phone'],
    ['with an e-mail that is not an e-mail', { email: 'ramesh@kisan' }, 'E-Mail'],
    [
      "with a closing date before the entry's date",
      { expectedClosingDate: '2026-11-19' },
      'Expected Closing Date',
    ],
    ['with a stage that does not exist', { stageId: 999_999_999 }, 'Stage'],
    ["with another organisation's stage", { stageId: -1 }, 'Stage'],
    ['with an owner who does not exist', { ownerId: 999_999_999 }, 'Owner'],
  ])('is refused %s: 4xx naming the field, nothing written', async (_case, spoilt, label) => {
    const before = await total();
    const body = entry(spoilt.stageId === -1 ? { stageId: ids.orgBStage } : spoilt);
    const reply = await save(suite.admin, body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.responseMessage).toContain(label);
    expect(await total()).toBe(before);
  });

  it('is found by its company name whatever the punctuation (spec §5, as the party search)', async () => {
    await save(suite.admin, entry({ companyName: 'R.K. (Bharat) Poly-Pack Pvt. Ltd.' }));
    for (const q of ['rk bharat polypack', 'R K Bharat Poly Pack Pvt Ltd', 'polypack pvt']) {
      const reply = await mine(suite.admin, `?page=1&q=${encodeURIComponent(q)}`);
      expect(names(reply.body.dataList)).toEqual(['R.K. (Bharat) Poly-Pack Pvt. Ltd.']);
    }
  });
});

describe("getFunnelByLoggedInUser: the caller's own entries, everyone's with View all (decision 1601)", () => {
  beforeAll(async () => {
    expect((await save(users.a, entry({ companyName: 'Anita Lead One' }))).status).toBe(200);
    expect(
      (await save(users.a, entry({ companyName: 'Anita Lead Two', stageId: ids.wonStage }))).status,
    ).toBe(200);
    expect((await save(users.b, entry({ companyName: 'Bharat Lead', sourceId: ids.website }))).status).toBe(
      200,
    );
  });

  it("user A sees only A's, user B only B's (the admin's entry for B among them)", async () => {
    expect(names((await mine(users.a, '?page=1&sort=companyName')).body.dataList)).toEqual([
      'Anita Lead One',
      'Anita Lead Two',
    ]);
    expect(names((await mine(users.b, '?page=1&sort=companyName')).body.dataList)).toEqual([
      'Bharat Lead',
      'Vidarbha Cotton Mills',
    ]);
    // getAllByPartner too: the scope is the module's, not the call's.
    expect((await suite.call('GET', 'crm/funnel/getAllByPartner?page=1', users.a)).body.totalCount).toBe(2);
  });

  it("A cannot read, change or delete B's entry (404, as another organisation's), nor give one to B", async () => {
    const bs = (await mine(users.b, '?page=1&q=bharat lead')).body.dataList?.[0] as Row;
    expect((await suite.call('GET', `crm/funnel/${bs.id}`, users.a)).status).toBe(404);
    expect(
      (await suite.call('POST', 'crm/funnel/update', users.a, { ...bs, remarks: 'mine now' })).status,
    ).toBe(404);
    expect((await suite.call('POST', 'crm/funnel/delete', users.a, { id: bs.id })).status).toBe(404);
    const given = await save(users.a, entry({ companyName: 'For Bharat', ownerId: staffIds.b }));
    expect(given.status).toBe(400);
    expect(given.body.responseMessage).toBe('Owner must be you: your role sees only the records it owns.');
  });

  it("the admin (View all) sees everyone's; the sales role sees all once granted, and its own again after", async () => {
    const all = (await mine(suite.admin, '?page=1&q=lead')).body.dataList;
    expect(names(all).sort()).toEqual(['Anita Lead One', 'Anita Lead Two', 'Bharat Lead']);
    await setViewAll(true);
    expect((await mine(users.a, '?page=1&q=lead')).body.totalCount).toBe(3);
    await setViewAll(false);
    expect((await mine(users.a, '?page=1&q=lead')).body.totalCount).toBe(2);
  });

  it('filters by owner, stage, source and entry date (decision 1602), and sorts on the server', async () => {
    const query = async (text: string) =>
      names((await mine(suite.admin, `?page=1&q=lead&${text}`)).body.dataList);
    expect(await query(`filter.ownerId=${staffIds.a}&sort=-companyName`)).toEqual([
      'Anita Lead Two',
      'Anita Lead One',
    ]);
    expect(await query(`filter.stageId=${ids.wonStage}`)).toEqual(['Anita Lead Two']);
    expect(await query(`filter.sourceId=${ids.website}`)).toEqual(['Bharat Lead']);
    expect(await query('from=2026-11-20&to=2026-11-20&sort=companyName')).toHaveLength(3);
    expect(await query('from=2026-11-21')).toEqual([]);
    const backwards = await mine(suite.admin, '?page=1&from=2026-11-21&to=2026-11-20');
    expect(backwards.status).toBe(400);
    expect(backwards.body.responseMessage).toContain('The period cannot end before it starts.');
    expect((await mine(suite.admin, '?page=1&from=2026-02-30')).status).toBe(400);
  });

  it("the list's Excel export takes its filters, dates and owner scope, as the list does", async () => {
    const exported = async (token: string, body: Record<string, unknown>) => {
      const reply = await suite.raw({
        method: 'POST',
        url: '/api/v1/crm/funnel/export/excel',
        headers: { authorization: `Bearer ${token}` },
        payload: { q: 'lead', sort: 'companyName', ...body },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(reply.rawPayload).buffer);
      const rows: unknown[] = [];
      workbook.worksheets[0]?.eachRow((row) => rows.push(Array.isArray(row.values) ? row.values[1] : null));
      return rows.filter((name) => typeof name === 'string' && name.includes('Lead'));
    };
    expect(await exported(suite.admin, { [`filter.stageId`]: String(ids.wonStage) })).toEqual([
      'Anita Lead Two',
    ]);
    expect(await exported(suite.admin, { from: '2026-11-21' })).toEqual([]);
    expect(await exported(users.b, {})).toEqual(['Bharat Lead']);
  });

  it('another organisation sees none of them and reads none by id', async () => {
    expect((await mine(suite.orgB, '?page=1')).body.totalCount).toBe(0);
    const one = (await mine(suite.admin, '?page=1')).body.dataList?.[0] as Row;
    expect((await suite.call('GET', `crm/funnel/${one.id}`, suite.orgB)).status).toBe(404);
  });

  it('the demo pipeline is there for the admin, sorted by company name', async () => {
    const demo = await mine(suite.admin, '?page=1&size=50&sort=companyName');
    expect(names(demo.body.dataList)).toEqual(
      expect.arrayContaining(['Annapurna Agro Foods Pvt. Ltd.', 'Sai Packaging Solutions']),
    );
  });
});
