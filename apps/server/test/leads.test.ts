import { RESPONSE_CODES } from '@erp/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_THROTTLE } from '../src/auth/throttle.ts';
import { INTAKE_CALLS_PER_MINUTE } from '../src/crm/intake.ts';
import { createSuite, earlyInAMinute, findIn, type Suite } from './helpers.ts';

// Issue 21, "Digital platform leads": the leads screen's list, the import of a lead file and the intake
// call with its token (decisions 1604-1607), over HTTP.

type Row = Record<string, unknown> & { id: number; version: number };
interface ImportResult {
  rows: number;
  created: number;
  duplicates: { row: number; key: string; original: Record<string, unknown>; message: string }[];
  errors: { row: number; field: string; message: string }[];
}

let suite: Suite;
const ids = { indiaMart: 0, tradeIndia: 0, website: 0, orgBPlatform: 0, newStage: 0, existing: 0 };
const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(path: string, bytes: Buffer, filename: string, mapping?: unknown, type = CSV) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  if (mapping !== undefined) form.append('mapping', JSON.stringify(mapping));
  const encoded = new Response(form);
  const reply = await suite.raw({
    method: 'POST',
    url: `/api/v1/crm/digitalPlatform/${path}`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${suite.admin}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: reply.statusCode, body: reply.json<{ responseMessage: string; data: ImportResult }>() };
}

const csv = (lines: readonly string[]): Buffer => Buffer.from(`${lines.join('\r\n')}\r\n`);
const leads = async (query: string) =>
  suite.call<Row>('GET', `crm/digitalPlatformLead/getAllByPartner?${query}`, suite.admin);

const intake = async (platformId: number, token: string | undefined, body: unknown, address?: string) => {
  const reply = await suite.raw({
    ...(address === undefined ? {} : { remoteAddress: address }),
    method: 'POST',
    url: `/api/v1/crm/digitalPlatform/intake/${platformId}`,
    headers: token === undefined ? {} : { 'x-intake-token': token },
    payload: body as Record<string, unknown>,
  });
  return {
    status: reply.statusCode,
    headers: reply.headers,
    body: reply.json<{ responseCode: number; responseMessage: string; data?: Row; requestId?: string }>(),
  };
};

beforeAll(async () => {
  suite = await createSuite();
  ids.indiaMart = (await findIn(suite, 'crm/digitalPlatform', 'name', 'IndiaMART')).id as number;
  ids.tradeIndia = (await findIn(suite, 'crm/digitalPlatform', 'name', 'TradeIndia')).id as number;
  ids.website = (await findIn(suite, 'crm/digitalPlatform', 'name', 'Website Form')).id as number;
  ids.newStage = (await findIn(suite, 'crm/funnelStage', 'name', 'New')).id as number;
  const orgB = await suite.call<Row>('POST', 'crm/digitalPlatform/save', suite.orgB, { name: 'B Site' });
  ids.orgBPlatform = orgB.body.data?.id ?? 0;
  const existing = await suite.call<Row>('POST', 'crm/funnel/save', suite.admin, {
    companyName: 'Existing Polymers',
    contactPerson: 'Sunil',
    phone: '+917000000001',
    email: 'buyer@existing.example.in',
    entryDate: '2026-11-20',
    stageId: ids.newStage,
  });
  expect(existing.status).toBe(200);
  ids.existing = existing.body.data?.id ?? 0;
});
afterAll(() => suite.server.close());

describe('the leads screen: the funnel entries naming a platform (decision 1604)', () => {
  it('lists only entries with a platform, filtered by platform; a lead made there must name one', async () => {
    const made = await suite.call<Row>('POST', 'crm/digitalPlatformLead/save', suite.admin, {
      companyName: 'Typed Lead Traders',
      contactPerson: 'Meena',
      phone: '7000000002',
      entryDate: '2026-11-21',
      stageId: ids.newStage,
      platformId: ids.tradeIndia,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ platform: { id: ids.tradeIndia, name: 'TradeIndia' } });
    const listed = await leads(`filter.platformId=${ids.tradeIndia}`);
    expect(listed.body.dataList?.map((row) => row['companyName'])).toEqual(['Typed Lead Traders']);
    const all = await leads('size=500');
    expect(all.body.dataList?.some((row) => row['id'] === ids.existing)).toBe(false);
    const without = await suite.call('POST', 'crm/digitalPlatformLead/save', suite.admin, {
      companyName: 'No Platform',
      contactPerson: 'X',
      entryDate: '2026-11-21',
      stageId: ids.newStage,
    });
    expect(without.status).toBe(400);
  });
});

describe('the import of a lead file (decision 1605)', () => {
  it('reads the header row and guesses the mapping', async () => {
    const reply = await upload(
      'import/columns',
      csv(['Firm,Sender Name,Mobile No.,Email ID,Serial', 'A,B,7000000003,a@b.in,1']),
      'leads.csv',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      headers: ['Firm', 'Sender Name', 'Mobile No.', 'Email ID', 'Serial'],
      mapping: ['companyName', 'contactPerson', 'phone', 'email', null],
      rows: 1,
    });
  });

  it('imports 5,000 rows with 200 duplicates: exactly 4,800 created, the 200 listed', async () => {
    const lines = ['Company,Contact,Phone,E-Mail,City,State'];
    for (let i = 0; i < 4800; i++)
      lines.push(`Bulk ${i} Polysacks,Person ${i},${7100000000 + i},lead${i}@bulk.example.in,Surat,Gujarat`);
    // 100 repeat the entry made before (its phone in another form, its e-mail in capitals) …
    for (let i = 0; i < 50; i++) lines.push(`Again ${i},P,07000000001,,Surat,`);
    for (let i = 0; i < 50; i++) lines.push(`Again mail ${i},P,,BUYER@existing.example.in,Surat,`);
    // … and 100 repeat an earlier row of the file.
    for (let i = 0; i < 100; i++) lines.push(`Twice ${i},P,+91${7100000000 + i},,Surat,`);
    const mapping = ['companyName', 'contactPerson', 'phone', 'email', 'city', 'state'];
    const before = (await leads(`filter.platformId=${ids.indiaMart}&size=1`)).body.totalCount ?? 0;
    const reply = await upload(`import/${ids.indiaMart}`, csv(lines), 'bulk.csv', mapping);
    expect(reply.status).toBe(200);
    const result = reply.body.data;
    expect(result).toMatchObject({ rows: 5000, created: 4800, errors: [] });
    expect(result.duplicates).toHaveLength(200);
    expect(result.duplicates[0]).toEqual({
      row: 4802,
      key: 'phone:7000000001',
      original: { entryId: ids.existing, companyName: 'Existing Polymers' },
      message: `A lead with this phone exists already: Existing Polymers (entry ${ids.existing}).`,
    });
    expect(result.duplicates[199]).toMatchObject({ row: 5001, original: { row: 101 } });
    const after = await leads(`filter.platformId=${ids.indiaMart}&size=1`);
    expect((after.body.totalCount ?? 0) - before).toBe(4800);
    const one = await leads(`filter.platformId=${ids.indiaMart}&q=Bulk 17 Polysacks`);
    expect(one.body.dataList?.[0]).toMatchObject({
      state: '24',
      stageId: ids.newStage,
      entryDate: expect.any(String),
    });
    // Imported again, every row is a duplicate and nothing is created.
    const again = await upload(`import/${ids.indiaMart}`, csv(lines.slice(0, 11)), 'bulk.csv', mapping);
    expect(again.body.data).toMatchObject({ rows: 10, created: 0 });
  }, 120_000);

  it('an Excel file; bad rows reported with their row and field, the good ones created', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['Company Name', 'Contact Person', 'Phone', 'Email']);
    sheet.addRow(['Xl Good Bags', 'Ravi', 7200000001, 'ravi@xl.example.in']);
    sheet.addRow(['', 'No Company', 7200000002, '']);
    sheet.addRow(['Xl Bad Phone', 'Rita', '12345', 'not-an-email']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const mapping = ['companyName', 'contactPerson', 'phone', 'email'];
    const reply = await upload(`import/${ids.website}`, bytes, 'leads.xlsx', mapping, XLSX);
    expect(reply.status).toBe(200);
    expect(reply.body.data.created).toBe(1);
    expect(reply.body.data.errors.map(({ row, field }) => [row, field])).toEqual([
      [3, 'companyName'],
      [4, 'phone'],
      [4, 'email'],
    ]);
  });

  it.each([
    ['a mapping of the wrong length', `import/PLATFORM`, ['companyName'], 400],
    ['a field no file fills', `import/PLATFORM`, ['stageId', null], 400],
    ['one field twice', `import/PLATFORM`, ['phone', 'phone'], 400],
    ["another organisation's platform", 'import/ORGB', ['companyName', 'contactPerson'], 404],
  ])('refuses %s', async (_case, path, mapping, status) => {
    const target = path.replace('PLATFORM', String(ids.website)).replace('ORGB', String(ids.orgBPlatform));
    const reply = await upload(target, csv(['Company,Contact', 'Refused Co,R']), 'x.csv', mapping);
    expect(reply.status).toBe(status);
    expect((await leads('q=Refused Co')).body.dataList).toEqual([]);
  });

  it('refuses a file with no rows below its header', async () => {
    const reply = await upload('import/columns', csv(['Company,Contact']), 'empty.csv');
    expect(reply.status).toBe(400);
    expect(reply.body.responseMessage).toMatch(/has no leads/);
  });
});

describe('the intake call and its token (decisions 1606, 1607)', () => {
  const form = (i: number) => ({
    companyName: `Web Lead ${i}`,
    contactPerson: 'Form',
    phone: `${7300000000 + i}`,
    email: `web${i}@example.in`,
    stageId: 999999,
  });
  let token = '';

  it('is refused without a token, with a wrong one, and for another platform', async () => {
    expect((await intake(ids.website, undefined, form(1))).status).toBe(401);
    expect((await intake(ids.website, 'dpt_wrong', form(1))).status).toBe(401);
    const made = await suite.call<{ token: string }>(
      'POST',
      `crm/digitalPlatform/generateToken/${ids.website}`,
      suite.admin,
    );
    expect(made.status).toBe(200);
    token = made.body.data?.token ?? '';
    expect(token).toMatch(/^dpt_/);
    const status = await suite.call('GET', `crm/digitalPlatform/intakeToken/${ids.website}`, suite.admin);
    expect(status.body.data).toMatchObject({ active: true });
    expect(JSON.stringify(status.body)).not.toContain(token);
    expect((await intake(ids.orgBPlatform, token, form(1))).status).toBe(404);
    expect(
      (await suite.call('POST', `crm/digitalPlatform/generateToken/${ids.orgBPlatform}`, suite.admin)).status,
    ).toBe(404);
  });

  it("creates one lead at the first open stage, owned by the platform's creator, and answers only that it came", async () => {
    const reply = await intake(ids.website, token, form(1));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      responseCode: RESPONSE_CODES.OK,
      responseMessage: 'Lead received',
      data: null,
      requestId: expect.any(String),
    });
    const stored = await leads('q=Web Lead 1');
    expect(stored.body.dataList).toEqual([
      expect.objectContaining({ companyName: 'Web Lead 1', platformId: ids.website, stageId: ids.newStage }),
    ]);
    const bad = await intake(ids.website, token, { companyName: 'Bad', contactPerson: 'X', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.responseMessage).toMatch(/E-Mail/);
  });

  it('issue 39: answers a lead the funnel has already exactly as a new one, and counts it on the platform', async () => {
    const first = await leads('q=Web Lead 1');
    const entryId = first.body.dataList?.[0]?.id;
    const fresh = await intake(ids.website, token, form(4));
    const byPhone = await intake(ids.website, token, { ...form(2), phone: '+917300000001' });
    const byEmail = await intake(ids.website, token, { ...form(5), email: 'WEB1@example.in' });
    const shape = (reply: Awaited<ReturnType<typeof intake>>) => ({
      status: reply.status,
      body: { ...reply.body, requestId: typeof reply.body.requestId },
    });
    expect(shape(byPhone)).toEqual(shape(fresh));
    expect(shape(byEmail)).toEqual(shape(fresh));
    expect(JSON.stringify([byPhone.body, byEmail.body])).not.toMatch(/Web Lead|entry|exists/i);
    expect((await leads('q=Web Lead 2')).body.dataList).toEqual([]);
    expect((await leads('q=Web Lead 5')).body.dataList).toEqual([]);
    const status = await suite.call('GET', `crm/digitalPlatform/intakeToken/${ids.website}`, suite.admin);
    expect(status.body.data).toMatchObject({
      active: true,
      repeatedLeads: 2,
      lastRepeated: { entryId, companyName: 'Web Lead 1', at: expect.any(String) },
    });
  });

  it('names the default owner when the platform has one', async () => {
    const admin = await findIn(suite, 'staff', 'username', 'storekeeper');
    const platform = await findIn<Row>(suite, 'crm/digitalPlatform', 'name', 'Website Form');
    const updated = await suite.call('POST', 'crm/digitalPlatform/update', suite.admin, {
      ...platform,
      defaultOwnerId: admin.id,
    });
    expect(updated.status).toBe(200);
    expect((await intake(ids.website, token, form(3))).status).toBe(200);
    expect((await leads('q=Web Lead 3')).body.dataList).toEqual([
      expect.objectContaining({ ownerId: admin.id }),
    ]);
  });

  it(`throttles a wrong token per token and caller together: past ${INTAKE_THROTTLE.badTokensPerCaller} a minute, 429 in words; the right tokens of the same address still pass (issue 57)`, async () => {
    const proxy = '203.0.113.9';
    for (let i = 0; i < INTAKE_THROTTLE.badTokensPerCaller; i++)
      expect((await intake(ids.website, 'dpt_stale', form(300), proxy)).status).toBe(401);
    const throttled = await intake(ids.website, 'dpt_stale', form(300), proxy);
    expect(throttled.status).toBe(429);
    expect(throttled.body.responseMessage).toMatch(
      /^Too many calls with a wrong intake token from this address\. Try again in \d+ seconds?\.$/,
    );
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Every web form behind one proxy shares its address: the bad caller is slowed, the others are not.
    expect((await intake(ids.website, token, form(301), proxy)).status).toBe(200);
    expect((await intake(ids.website, 'dpt_typo', form(302), proxy)).status).toBe(401);
    expect((await intake(ids.website, undefined, form(303), proxy)).status).toBe(401);
    expect((await intake(ids.website, token, form(304), '198.51.100.4')).status).toBe(200);
  });

  it(`slows a caller trying many tokens: past ${INTAKE_THROTTLE.badTokensPerAddress} wrong ones a minute from an address, 429; a right token still passes`, async () => {
    const guesser = '203.0.113.10';
    for (let i = 0; i < INTAKE_THROTTLE.badTokensPerAddress; i++)
      expect((await intake(ids.website, `dpt_guess${i}`, form(310), guesser)).status).toBe(401);
    expect((await intake(ids.website, 'dpt_guess', form(310), guesser)).status).toBe(429);
    expect((await intake(ids.website, token, form(311), guesser)).status).toBe(200);
  });

  it(
    `is rate limited per token: past ${INTAKE_CALLS_PER_MINUTE} a minute, 429 with Retry-After`,
    { timeout: 90_000 },
    async () => {
      // Every call of the burst in one minute, however slow the machine (the limit counts per minute).
      await earlyInAMinute();
      let last = { status: 200, headers: {} as Record<string, unknown> };
      for (let i = 0; i <= INTAKE_CALLS_PER_MINUTE && last.status !== 429; i++)
        last = await intake(ids.website, token, form(100 + i));
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('a revoked token is refused', async () => {
    expect(
      (await suite.call('POST', `crm/digitalPlatform/revokeToken/${ids.website}`, suite.admin)).status,
    ).toBe(200);
    const reply = await intake(ids.website, token, form(200));
    expect(reply.status).toBe(401);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.UNAUTHORISED);
    expect(
      (await suite.call('POST', `crm/digitalPlatform/revokeToken/${ids.website}`, suite.admin)).status,
    ).toBe(404);
  });
});
