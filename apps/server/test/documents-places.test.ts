import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// The form's live taxes ask where a draft's GST is due: `{module}/places` (decision 0812).

let suite: Suite;
const ids = { local: 0, outside: 0, customer: 0, branch: 0, orgBParty: 0 };
const idOf = async (path: string, key: string, value: string, token = suite.admin) =>
  (await findIn<{ id: number }>(suite, path, key, value, token)).id;

beforeAll(async () => {
  suite = await createSuite();
  ids.local = await idOf('party', 'companyName', 'Shree Ganesh Polymers');
  ids.outside = await idOf('party', 'companyName', 'Reliance Polymer Distributors Pvt Ltd');
  ids.customer = await idOf('party', 'companyName', 'Ambuja Cement Works Ltd');
  ids.branch = await idOf('erp/branch', 'name', 'Head Office');
  ids.orgBParty = await idOf('party', 'companyName', 'Org B Trading Company', suite.orgB);
});
afterAll(() => suite.server.close());

const places = (body: unknown, path = 'chemical/purchaseOrder', token = suite.admin) =>
  suite.call<{ supplierState: string | null; placeOfSupply: string | null }>(
    'POST',
    `${path}/places`,
    token,
    body,
  );

describe('places of a draft: the supplier state and the place of supply the server would tax by', () => {
  it('a purchase order: the supplier GSTIN state, our receiving branch state', async () => {
    const same = await places({ partyId: ids.local, branchId: ids.branch });
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ supplierState: '24', placeOfSupply: '24' });
    const other = await places({ partyId: ids.outside, branchId: ids.branch });
    expect(other.body.data).toMatchObject({ placeOfSupply: '24' });
    expect(other.body.data?.supplierState).not.toBe('24');
  });

  it('a place of supply chosen on the document wins', async () => {
    const reply = await places({ partyId: ids.local, branchId: ids.branch, placeOfSupply: '27' });
    expect(reply.body.data).toEqual({ supplierState: '24', placeOfSupply: '27' });
  });

  it('a sales order: our branch is the supplier, the customer is the place of supply', async () => {
    const reply = await places({ partyId: ids.customer, branchId: ids.branch }, 'chemical/salesOrder');
    expect(reply.status).toBe(200);
    expect(reply.body.data?.supplierState).toBe('24');
    expect(reply.body.data?.placeOfSupply).toMatch(/^\d{2}$/);
  });

  it('nothing chosen yet, or another organisation party: no state, never its state', async () => {
    expect((await places({})).body.data).toEqual({ supplierState: null, placeOfSupply: null });
    const foreign = await places({ partyId: ids.orgBParty });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data?.supplierState).toBeNull();
  });

  it('a party that is no id is a 400 naming the field', async () => {
    const reply = await places({ partyId: 'abc' });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('Party must be an id');
  });
});
