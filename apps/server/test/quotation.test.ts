import { DOCUMENT_STATUS, VALID_BEFORE_DATE, needsOrigin } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 21's quotations (decisions 1620–1623), over HTTP: numbering, revisions, a line removed, the
// funnel entry or DIRECT_QUOTATION, and the accept that makes a sales order and wins the funnel entry.

let suite: Suite;
type Line = Record<string, unknown> & { id: number };
type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: number;
  number: string | null;
  lines: Line[];
};
const QT = 'crm/quotation';
const ids = { party: 0, branch: 0, granules: 0, tape: 0, newStage: 0, wonStage: 0 };

const act = (action: string, body: unknown, token = suite.admin) =>
  suite.call<Doc>('POST', `${QT}/${action}`, token, body);
const issuesOf = (reply: { body: { data?: unknown } }) =>
  (reply.body.data as { issues: { field: string; message: string }[] }).issues;

async function setDirect(value: 'YES' | 'NO'): Promise<void> {
  await suite.server.database.db.execute(
    sql`INSERT INTO sys_config (org_id, key_name, value)
        SELECT org_id, 'DIRECT_QUOTATION', ${value} FROM party WHERE id = ${ids.party}
        ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
  );
}

const body = (extra: Record<string, unknown> = {}) => ({
  partyId: ids.party,
  date: '2026-11-20',
  validUntil: '2099-12-31',
  branchId: ids.branch,
  terms: 'Ex works, 30 days',
  lines: [
    { itemId: ids.granules, quantity: 100, rate: 110 },
    { itemId: ids.tape, quantity: 50, rate: 210 },
  ],
  ...extra,
});

async function draft(extra: Record<string, unknown> = {}): Promise<Doc> {
  const reply = await act('save', body(extra));
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
}

async function sent(extra: Record<string, unknown> = {}): Promise<Doc> {
  const doc = await draft(extra);
  const reply = await act('submit', { id: doc.id, version: doc.version });
  expect(reply.status).toBe(200);
  return reply.body.data as Doc;
}

async function funnelEntry(partyId: number | null, extra: Record<string, unknown> = {}): Promise<number> {
  const reply = await suite.call<Doc>('POST', 'crm/funnel/save', suite.admin, {
    companyName: 'Kisan Agro Industries',
    contactPerson: 'Ramesh Yadav',
    entryDate: '2026-11-20',
    stageId: ids.newStage,
    partyId,
    ...extra,
  });
  expect(reply.status).toBe(200);
  return (reply.body.data as Doc).id;
}

beforeAll(async () => {
  suite = await createSuite();
  const idOf = async (path: string, key: string, value: string) =>
    (await findIn<{ id: number }>(suite, path, key, value)).id;
  ids.party = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.granules = await idOf('chemical/item', 'code', 'RM-PP-001');
  ids.tape = await idOf('chemical/item', 'code', 'SF-TP-800');
  ids.newStage = await idOf('crm/funnelStage', 'name', 'New');
  ids.wonStage = await idOf('crm/funnelStage', 'name', 'Won');
  await setDirect('YES');
});
afterAll(() => suite.server.close());

describe('a quotation is a document of the engine', () => {
  it('numbers QT/FY/NNNNN on submit, with GST totals and the amount in words', async () => {
    const doc = await sent();
    expect(doc.number).toMatch(/^QT\/2026-27\/\d{5}$/);
    expect(doc.status).toBe(DOCUMENT_STATUS.OPEN);
    expect(Number(doc.grandTotal)).toBeGreaterThan(0);
    expect(String(doc.amountInWords)).toMatch(/Rupees/i);
  });

  it('refuses a line with quantity ≤ 0 and a validity before the date, naming the field', async () => {
    const zero = await act('save', body({ lines: [{ itemId: ids.granules, quantity: 0, rate: 1 }] }));
    expect(zero.status).toBe(400);
    expect(issuesOf(zero).map((issue) => issue.field)).toContain('lines.0.quantity');
    const early = await act('save', body({ validUntil: '2026-11-01' }));
    expect(early.status).toBe(400);
    expect(issuesOf(early)).toContainEqual(
      expect.objectContaining({ field: 'validUntil', message: VALID_BEFORE_DATE }),
    );
  });

  it('is revised as /R1, /R2: the earlier revision kept read-only', async () => {
    const doc = await sent();
    const r1 = await act('amend', { id: doc.id, version: doc.version, reason: 'new price' });
    expect(r1.status).toBe(200);
    expect(r1.body.data?.number).toBe(`${doc.number}/R1`);
    expect(r1.body.data?.status).toBe(DOCUMENT_STATUS.DRAFT);
    const again = await act('submit', { id: doc.id, version: r1.body.data?.version });
    const r2 = await act('amend', { id: doc.id, version: again.body.data?.version });
    expect(r2.body.data?.number).toBe(`${doc.number}/R2`);
    const revisions = await suite.call<Doc>('GET', `${QT}/revisions/${doc.id}`, suite.admin);
    expect(revisions.body.dataList?.map((row) => row.number)).toEqual([`${doc.number}/R1`, doc.number]);
  });
});

describe('GET crm/quotation/deleteQuotationItemDetails/{id}', () => {
  const remove = (lineId: number, token = suite.admin) =>
    suite.call<Doc>('GET', `${QT}/deleteQuotationItemDetails/${lineId}`, token);

  it("removes a draft's line, totals worked out again, audited", async () => {
    const doc = await draft();
    const [first, second] = doc.lines;
    const reply = await remove(second!.id);
    expect(reply.status).toBe(200);
    expect(reply.body.data?.lines.map((line) => line.id)).toEqual([first!.id]);
    expect(Number(reply.body.data?.grandTotal)).toBeLessThan(Number(doc.grandTotal));
    const audit = await suite.call('GET', `audit/quotation/${doc.id}`, suite.admin);
    expect(audit.body.totalCount).toBeGreaterThan(1);
  });

  it("refuses a submitted quotation (409 in words), and another organisation's line is not found", async () => {
    const doc = await sent();
    const refused = await remove(doc.lines[0]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toMatch(/submitted/i);
    const other = await remove(doc.lines[0]!.id, suite.orgB);
    expect(other.status).toBe(404);
  });
});

describe('DIRECT_QUOTATION and the funnel entry', () => {
  it('NO: a quotation without a funnel entry is refused on funnelId; from an entry it takes its party', async () => {
    await setDirect('NO');
    try {
      const refused = await act('save', body());
      expect(refused.status).toBe(400);
      expect(issuesOf(refused)).toContainEqual(
        expect.objectContaining({ field: 'funnelId', message: needsOrigin('DIRECT_QUOTATION') }),
      );
      const funnelId = await funnelEntry(ids.party);
      const doc = await draft({ partyId: null, funnelId });
      expect(doc.partyId).toBe(ids.party);
    } finally {
      await setDirect('YES');
    }
  });

  it("a line without a rate takes the customer's last price, the customer known only through the entry (1626)", async () => {
    await sent({ date: '2026-11-21', lines: [{ itemId: ids.granules, quantity: 10, rate: 123.45 }] });
    const funnelId = await funnelEntry(ids.party);
    const doc = await draft({
      partyId: null,
      funnelId,
      date: '2026-11-22',
      lines: [{ itemId: ids.granules, quantity: 10 }],
    });
    expect(doc.partyId).toBe(ids.party);
    expect(Number(doc.lines[0]?.rate)).toBe(123.45);
    const prospect = await draft({
      partyId: null,
      funnelId: await funnelEntry(null),
      placeOfSupply: '27',
      lines: [{ itemId: ids.granules, quantity: 10 }],
    });
    // A prospect has no last price: the item's sale price.
    expect(Number(prospect.lines[0]?.rate)).toBe(112);
  });

  it("is taxed at the entry's customer's place, as the form's places say for that customer (1811)", async () => {
    const funnelId = await funnelEntry(ids.party);
    const doc = await draft({ partyId: null, funnelId, placeOfSupply: null });
    // The customer is in Rajasthan (08), the branch in Gujarat (24): IGST.
    expect(doc).toMatchObject({ partyId: ids.party, placeOfSupply: '08' });
    expect(Number(doc['igstTotal'])).toBeGreaterThan(0);
    expect(Number(doc['cgstTotal'])).toBe(0);
    const places = await suite.call('POST', `${QT}/places`, suite.admin, {
      partyId: ids.party,
      branchId: ids.branch,
    });
    expect(places.body.data).toEqual({ supplierState: '24', placeOfSupply: '08' });
  });

  it('YES: a party with no funnel entry is quoted', async () => {
    const doc = await draft();
    expect(doc.funnelId ?? null).toBeNull();
  });
});

describe('accept', () => {
  it('makes a draft sales order with the lines, linked back; the quotation Accepted; the entry Won', async () => {
    const funnelId = await funnelEntry(ids.party);
    const doc = await sent({ funnelId });
    const reply = await act('accept', { id: doc.id, version: doc.version });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.status).toBe(DOCUMENT_STATUS.ACCEPTED);
    const [order] = await queryRows<{ id: number; status: number; partyId: number }>(
      suite.server.database.db,
      sql`SELECT id, status, party_id AS "partyId" FROM sales_order WHERE quotation_id = ${doc.id}`,
    );
    expect(order?.status).toBe(DOCUMENT_STATUS.DRAFT);
    expect(Number(order?.partyId)).toBe(ids.party);
    const so = await suite.call<Doc>('GET', `chemical/salesOrder/${order!.id}`, suite.admin);
    expect(
      so.body.data?.lines.map((line) => [line.itemId, Number(line.quantity), Number(line.rate)]),
    ).toEqual([
      [ids.granules, 100, 110],
      [ids.tape, 50, 210],
    ]);
    expect(so.body.data?.quotationId).toBe(doc.id);
    // Issue 56 (decision 2212): the order's credit days are its customer's, Ambuja's 45.
    expect(so.body.data?.creditDays).toBe(45);
    // Issue 42: said as done, naming the draft by its quotation, never by an internal id (decision 2054).
    expect(reply.body.data?.notices).toEqual([
      {
        field: 'status',
        level: 'success',
        message: `Sales Order made from ${String(reply.body.data?.number)}, as a draft to check and submit.`,
        made: { document: 'salesOrder', id: Number(order!.id) },
      },
    ]);
    const entry = await suite.call<Doc>('GET', `crm/funnel/${funnelId}`, suite.admin);
    expect(entry.body.data?.stageId).toBe(ids.wonStage);
  });

  it('refuses a second accept and an expired one (409 in words, nothing written)', async () => {
    const doc = await sent();
    const first = await act('accept', { id: doc.id, version: doc.version });
    const twice = await act('accept', { id: doc.id, version: first.body.data?.version });
    expect(twice.status).toBe(409);
    expect(twice.body.responseMessage).toMatch(/accepted already/);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          suite.server.database.db,
          sql`SELECT count(*)::int AS n FROM sales_order`,
        )
      )[0]?.n;
    const before = await count();
    const old = await sent({ date: '2026-04-01', validUntil: '2026-04-30' });
    const expired = await act('accept', { id: old.id, version: old.version });
    expect(expired.status).toBe(409);
    expect(expired.body.responseMessage).toMatch(/valid until 2026-04-30/);
    expect(await count()).toBe(before);
    const still = await suite.call<Doc>('GET', `${QT}/${old.id}`, suite.admin);
    expect(still.body.data?.status).toBe(DOCUMENT_STATUS.OPEN);
  });
});

describe("a prospect's quotation (decisions 1620, 1840, 1841)", () => {
  const branchState = async () =>
    String((await suite.call<Doc>('GET', `erp/branch/${ids.branch}`, suite.admin)).body.data?.state ?? '');
  const places = (funnelId: number) =>
    suite.call<{ supplierState: string | null; placeOfSupply: string | null }>(
      'POST',
      `${QT}/places`,
      suite.admin,
      { partyId: null, branchId: ids.branch, funnelId },
    );

  it("a lead in the branch's state is charged CGST and SGST untouched, and the quotation is sent", async () => {
    const state = await branchState();
    const funnelId = await funnelEntry(null, { companyName: 'Saurashtra Agro', city: 'Rajkot', state });
    const doc = await sent({ partyId: null, funnelId });
    expect(doc).toMatchObject({ placeOfSupply: state, status: DOCUMENT_STATUS.OPEN, igstTotal: 0 });
    expect(Number(doc.cgstTotal)).toBeGreaterThan(0);
    // The form's live taxes ask the same places the save kept.
    expect((await places(funnelId)).body.data).toEqual({ supplierState: state, placeOfSupply: state });
  });

  it("a lead in another state is charged IGST; a lead with no state takes the branch's", async () => {
    const state = await branchState();
    const other = state === '27' ? '29' : '27';
    const away = await sent({ partyId: null, funnelId: await funnelEntry(null, { state: other }) });
    expect(away).toMatchObject({ placeOfSupply: other, cgstTotal: 0 });
    expect(Number(away.igstTotal)).toBeGreaterThan(0);
    const unknown = await sent({ partyId: null, funnelId: await funnelEntry(null) });
    expect(unknown).toMatchObject({ placeOfSupply: state, igstTotal: 0 });
  });

  it('converted in the funnel after it was sent, is accepted for that customer and names it', async () => {
    const funnelId = await funnelEntry(null, {
      companyName: 'Vapi Polysacks LLP',
      address: 'Plot 4, GIDC Phase 1',
      city: 'Vapi',
      state: '24',
    });
    const doc = await sent({ partyId: null, funnelId });
    const entry = await suite.call<Doc>('GET', `crm/funnel/${funnelId}`, suite.admin);
    const converted = await suite.call<Doc>('POST', `crm/funnel/convertToCustomer/${funnelId}`, suite.admin, {
      version: entry.body.data?.version,
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    const customer = converted.body.data?.partyId;
    expect(customer).toEqual(expect.any(Number));
    const current = await suite.call<Doc>('GET', `${QT}/${doc.id}`, suite.admin);
    const accepted = await act('accept', { id: doc.id, version: current.body.data?.version });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data?.status).toBe(DOCUMENT_STATUS.ACCEPTED);
    // Issue 56: "The accepted quotation's Customer stays blank" no more.
    expect(accepted.body.data).toMatchObject({
      partyId: customer,
      party: { companyName: 'Vapi Polysacks LLP' },
    });
    expect(accepted.body.data?.notices).toHaveLength(1);
    const [made] = await queryRows<{ partyId: number; placeOfSupply: string }>(
      suite.server.database.db,
      sql`SELECT party_id::int AS "partyId", place_of_supply AS "placeOfSupply" FROM sales_order WHERE quotation_id = ${doc.id}`,
    );
    expect(made).toEqual({ partyId: customer, placeOfSupply: '24' });
  });
});
