import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TEST_ADMIN_PASSWORD } from '../src/testing.ts';
import { createSuite, dayFrom, findIn, type Suite } from './helpers.ts';

// Issue 42: "ERP_DEMO=1 gives a factory that can run the whole day from the first login: finished bags in
// stock, a stock area named "Packing" for packed goods, a waste item, items at 0, 5, 12 and 18%, one approval
// level, staff operators" (decision 2077).

let suite: Suite;
beforeAll(async () => {
  suite = await createSuite({ wholeDemo: true });
});
afterAll(() => suite.server.close());

interface Item {
  code: string;
  name: string;
  hsnCode: string;
  saleGstRate: number;
  category: { name: string };
}

const list = async <T>(path: string): Promise<T[]> =>
  (await suite.call<T>('GET', `${path}/getAllByPartner?page=1&size=200`, suite.admin)).body.dataList ?? [];

describe('the demo factory can run its day (issue 42)', () => {
  it('has finished bags and the raw materials of the stages in stock, each balance the sum of its ledger rows', async () => {
    const db = suite.server.database.db;
    const stock = await queryRows<{ code: string; area: string; quantity: number; rate: number }>(
      db,
      sql`SELECT i.code, a.name AS area, b.quantity::float AS quantity,
                 (SELECT l.rate::float FROM stock_ledger l WHERE l.balance_id = b.id ORDER BY l.id LIMIT 1) AS rate
            FROM stock_balance b JOIN stock_material m ON m.id = b.material_id
            JOIN item i ON i.id = m.item_id JOIN stock_area a ON a.id = b.stock_area_id
           WHERE b.org_id = 1 ORDER BY i.code`,
    );
    expect(stock).toEqual(
      expect.arrayContaining([
        { code: 'FG-SK-050', area: 'Finished Goods Store', quantity: 25000, rate: 7.8 },
        { code: 'RM-PP-001', area: 'Raw Material Store', quantity: 12000, rate: 104.5 },
        { code: 'SF-TP-800', area: 'Weaving WIP', quantity: 1500, rate: 118 },
        { code: 'SF-WF-090', area: 'Weaving WIP', quantity: 12000, rate: 9.4 },
        { code: 'WS-PP-001', area: 'Raw Material Store', quantity: 420, rate: 28 },
      ]),
    );
    // Posted as an opening stock upload is, on the one ledger: no balance that its rows do not sum to.
    const ledger = await queryRows<{ movement: string; type: string; unbalanced: number }>(
      db,
      sql`SELECT min(l.movement) AS movement, min(l.document_type) AS type,
                 count(*) FILTER (WHERE b.quantity <> (SELECT sum(s.quantity) FROM stock_ledger s
                                                        WHERE s.balance_id = b.id))::int AS unbalanced
            FROM stock_balance b JOIN stock_ledger l ON l.balance_id = b.id WHERE b.org_id = 1`,
    );
    expect(ledger).toEqual([{ movement: 'OPENING', type: 'openingStock', unbalanced: 0 }]);
  });

  it('has a stock area named Packing for packed goods', async () => {
    expect(await findIn(suite, 'chemical/stockArea', 'name', 'Packing')).toMatchObject({ code: 'PCK' });
  });

  it('has a waste item, and goods at 0, 5, 12 and 18% with their 8-digit HSN codes', async () => {
    const items = await list<Item>('chemical/item');
    const waste = items.find((item) => item.category.name === 'Waste and Scrap');
    expect(waste).toMatchObject({ name: 'PP Woven Waste', hsnCode: '39159010', saleGstRate: 5 });
    expect(items.find((item) => item.saleGstRate === 0)).toMatchObject({
      name: 'Common Salt Industrial Grade',
      hsnCode: '25010010',
    });
    expect(new Set(items.map((item) => item.saleGstRate))).toEqual(new Set([0, 5, 12, 18]));
    expect(items.filter((item) => !/^\d{8}$/.test(item.hsnCode))).toEqual([]);
  });

  it('has one approval level: quotations of ₹5,00,000 or more raised by Sales, approved by the Administrator', async () => {
    const levels = await list<Record<string, unknown>>('approvalConfiguration');
    expect(levels).toHaveLength(1);
    expect(levels[0]).toMatchObject({
      moduleName: 'quotation',
      level: 1,
      minAmount: 500000,
      department: { name: 'Sales' },
      active: true,
    });
  });

  it("has staff operators, named by their names, who cannot log in; the admin's quotations need no approval", async () => {
    const staff = await list<{ name: string; operator: boolean | null; username: string }>('staff');
    expect(staff.filter((member) => member.operator === true).map((member) => member.name)).toEqual(
      expect.arrayContaining(['Mahesh Solanki', 'Sunil Yadav', 'Anil Parmar', 'Geeta Vaghela']),
    );
    const login = await suite.raw({
      method: 'POST',
      url: '/api/v1/authenticate',
      payload: { username: 'mahesh.solanki', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // Over the level's amount, but the Administrator is of no department: the day walks on as admin.
    await suite.server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) VALUES (1, 'DIRECT_QUOTATION', 'YES')
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
    const customer = await findIn<{ id: number }>(suite, 'party', 'companyName', 'Ambuja Cement Works Ltd');
    const branch = await findIn<{ id: number }>(suite, 'erp/branch', 'name', 'Head Office');
    const sacks = await findIn<{ id: number }>(suite, 'chemical/item', 'code', 'FG-SK-050');
    const saved = await suite.call<{ id: number; version: number }>(
      'POST',
      'crm/quotation/save',
      suite.admin,
      {
        partyId: customer.id,
        date: dayFrom(0),
        validUntil: dayFrom(15),
        branchId: branch.id,
        lines: [{ itemId: sacks.id, quantity: 100000, rate: 9.2 }],
      },
    );
    expect(saved.status, saved.body.responseMessage).toBe(200);
    const { id, version } = saved.body.data ?? { id: 0, version: 0 };
    const sent = await suite.call<{ status: string }>('POST', 'crm/quotation/submit', suite.admin, {
      id,
      version,
    });
    expect(sent.status, sent.body.responseMessage).toBe(200);
    expect(sent.body.data?.status).not.toBe('PENDING_APPROVAL');
  });
});
