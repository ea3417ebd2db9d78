import { DOCUMENT_STATUS, LEAD_ADDRESS_NEEDED } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSuite, findIn, type Suite } from './helpers.ts';

// Issue 56, decision 2242: Accept on a lead's quotation makes the customer from the lead, as Convert to
// Customer does, and then its sales order, in one call; the quotation names its customer from then on.

type Row = Record<string, unknown> & { id: number; version: number };
const QT = 'crm/quotation';
let suite: Suite;
const ids = { branch: 0, granules: 0, newStage: 0, wonStage: 0 };

async function lead(companyName: string, where: Record<string, unknown>): Promise<number> {
  const reply = await suite.call<Row>('POST', 'crm/funnel/save', suite.admin, {
    companyName,
    contactPerson: 'Hitesh Desai',
    phone: '9825012345',
    entryDate: '2026-11-20',
    stageId: ids.newStage,
    ...where,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data?.id ?? 0;
}

/** A quotation sent to the lead: saved and submitted, Open. */
async function quoted(funnelId: number): Promise<Row> {
  const draft = await suite.call<Row>('POST', `${QT}/save`, suite.admin, {
    funnelId,
    date: '2026-11-20',
    validUntil: '2099-12-31',
    branchId: ids.branch,
    lines: [{ itemId: ids.granules, quantity: 100, rate: 110 }],
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const sent = await suite.call<Row>('POST', `${QT}/submit`, suite.admin, {
    id: draft.body.data?.id,
    version: draft.body.data?.version,
  });
  expect(sent.body.data?.status).toBe(DOCUMENT_STATUS.OPEN);
  return sent.body.data as Row;
}

const accept = (doc: Row) =>
  suite.call<Row>('POST', `${QT}/accept`, suite.admin, { id: doc.id, version: doc.version });

const partiesNamed = async (companyName: string) =>
  queryRows<{ id: number; addresses: Record<string, unknown>[] }>(
    suite.server.database.db,
    sql`SELECT id::int AS id, addresses FROM party WHERE company_name = ${companyName}`,
  );

const ordersOf = async (quotationId: number) =>
  queryRows<{ id: number; partyId: number }>(
    suite.server.database.db,
    sql`SELECT id::int AS id, party_id::int AS "partyId" FROM sales_order WHERE quotation_id = ${quotationId}`,
  );

beforeAll(async () => {
  suite = await createSuite();
  ids.branch = (await findIn<Row>(suite, 'erp/branch', 'name', 'Head Office')).id;
  ids.granules = (await findIn<Row>(suite, 'chemical/item', 'code', 'RM-PP-001')).id;
  ids.newStage = (await findIn<Row>(suite, 'crm/funnelStage', 'name', 'New')).id;
  ids.wonStage = (await findIn<Row>(suite, 'crm/funnelStage', 'name', 'Won')).id;
});
afterAll(() => suite.server.close());

describe("Accept on a lead's quotation (issue 56, decision 2242)", () => {
  it('makes the customer from the lead, then its sales order, in one call; the quotation names its customer', async () => {
    const funnelId = await lead('Saurashtra Bag Traders', {
      address: '14, Aji GIDC, Phase 2',
      city: 'Rajkot',
      state: '24',
    });
    const doc = await quoted(funnelId);
    const reply = await accept(doc);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [customer, ...others] = await partiesNamed('Saurashtra Bag Traders');
    expect(others).toEqual([]);
    // As Convert makes it: a customer, its billing address's first line the lead's address, not its city.
    expect(customer?.addresses).toEqual([
      expect.objectContaining({
        addressType: 'BILLING',
        line1: '14, Aji GIDC, Phase 2',
        city: 'Rajkot',
        state: '24',
      }),
    ]);
    const party = await suite.call<Row>('GET', `party/${customer?.id}`, suite.admin);
    expect(party.body.data).toMatchObject({
      isCustomer: true,
      contactPerson: 'Hitesh Desai',
      partyType: { name: 'Customer' },
    });
    // The quotation names it, Accepted; the lead is linked to it and Won; the order is for it.
    expect(reply.body.data).toMatchObject({
      status: DOCUMENT_STATUS.ACCEPTED,
      partyId: customer?.id,
      party: { companyName: 'Saurashtra Bag Traders' },
    });
    const entry = await suite.call<Row>('GET', `crm/funnel/${funnelId}`, suite.admin);
    expect(entry.body.data).toMatchObject({ partyId: customer?.id, stageId: ids.wonStage });
    const [order] = await ordersOf(doc.id);
    expect(order?.partyId).toBe(customer?.id);
    // Said as done in one notice: the customer made, then the order with the way to open it.
    expect(reply.body.data?.['notices']).toEqual([
      {
        field: 'status',
        level: 'success',
        message: `Saurashtra Bag Traders is a customer now, made from its lead. Sales Order made from ${String(reply.body.data?.['number'])}, as a draft to check and submit.`,
        made: { document: 'salesOrder', id: order?.id },
      },
    ]);
    // Its search finds it by its customer's name, and the party's trail has its creation.
    const found = await suite.call<Row>('GET', `${QT}/getAllByPartner?q=saurashtra%20bag`, suite.admin);
    expect(found.body.dataList?.map((row) => row.id)).toContain(doc.id);
    const trail = await suite.call<Row>('GET', `audit/party/${customer?.id}`, suite.admin);
    expect(trail.body.dataList?.map((row) => row['action'])).toContain('create');
  });

  it('two quotations of the lead accepted at once, and a second Accept, make no second customer', async () => {
    const funnelId = await lead('Gondal Agro Packers', {
      address: 'Survey 88, Gondal Road',
      city: 'Gondal',
      state: '24',
    });
    const [first, second] = [await quoted(funnelId), await quoted(funnelId)];
    const both = await Promise.all([accept(first), accept(second)]);
    expect(both.map((reply) => reply.status)).toEqual([200, 200]);
    const again = await accept(both[0]?.body.data as Row);
    expect(again.status).toBe(409);
    expect(again.body.responseMessage).toMatch(/accepted already/);
    const customers = await partiesNamed('Gondal Agro Packers');
    expect(customers).toHaveLength(1);
    const orders = [...(await ordersOf(first.id)), ...(await ordersOf(second.id))];
    expect(orders.map((order) => order.partyId)).toEqual([customers[0]?.id, customers[0]?.id]);
  });

  it('refuses a lead that knows its city and state but not its address, in words saying where, writing nothing', async () => {
    const funnelId = await lead('Morbi Ceramic Sacks', { city: 'Morbi', state: '24' });
    const doc = await quoted(funnelId);
    const refused = await accept(doc);
    expect(refused.status).toBe(409);
    expect(refused.body.responseMessage).toBe(LEAD_ADDRESS_NEEDED);
    expect(await partiesNamed('Morbi Ceramic Sacks')).toEqual([]);
    expect(await ordersOf(doc.id)).toEqual([]);
    const still = await suite.call<Row>('GET', `${QT}/${doc.id}`, suite.admin);
    expect(still.body.data).toMatchObject({ status: DOCUMENT_STATUS.OPEN, partyId: null });
  });
});
