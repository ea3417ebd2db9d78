import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSuite, findIn, type Suite } from './helpers.ts';

// System config kept in memory per organisation while the database notices its changes (decision 2381): a
// save of an item read its organisation's turnover (AATO_CRORE) every time, one statement of its two.

let suite: Suite;
type Row = Record<string, unknown> & { id: number; version: number };
let saved = 0;

beforeAll(async () => {
  suite = await createSuite();
  // The second organisation's items' category, as the first's.
  await suite.server.database.db.execute(
    sql`INSERT INTO category_type (org_id, name, applies_to, active)
        SELECT s.org_id, c.name, c.applies_to, true FROM category_type c, staff s
         WHERE c.name = 'Raw Material' AND c.org_id = (SELECT org_id FROM staff WHERE username = 'admin')
           AND s.username = 'orgb.admin'`,
  );
});
afterAll(() => suite.server.close());

/** Whether this database sends every change as a notice, so that the server keeps config in memory. */
const cached = (): boolean => suite.server.database.notices !== undefined;

/** An item of a four-digit HSN: refused while the turnover kept is above ₹5 crore (notification 78/2020-CT). */
async function itemOf(token: string): Promise<Record<string, unknown>> {
  const kg = await findIn<Row>(suite, 'uom', 'name', 'KG', token);
  const category = await findIn<Row>(suite, 'partyTypeCategory', 'name', 'Raw Material', token);
  saved += 1;
  return {
    code: `CONFIG-${saved}`,
    name: `Config cache ${saved}`,
    categoryId: category.id,
    uomId: kg.id,
    hsnCode: '3902',
    purchaseGstRate: 18,
    saleGstRate: 18,
  };
}

/** The save's status, and the field of its first issue. */
async function save(
  body: Record<string, unknown>,
  token = suite.admin,
): Promise<{ status: number; field?: string }> {
  const reply = await suite.call<Row>('POST', 'chemical/item/save', token, body);
  const issues = (reply.body.data as { issues?: { field: string }[] } | undefined)?.issues;
  return { status: reply.status, ...(issues?.[0] ? { field: issues[0].field } : {}) };
}

const saveItem = async (token = suite.admin) => save(await itemOf(token), token);

const aato = async (value: string): Promise<void> => {
  const entry = await findIn<Row>(suite, 'sysConfig', 'keyName', 'AATO_CRORE');
  const reply = await suite.call('POST', 'sysConfig/update', suite.admin, { ...entry, value });
  expect(reply.status, reply.body.responseMessage).toBe(200);
};

describe('system config is read once per organisation while nothing changes (decision 2381)', () => {
  afterAll(() => aato(''));

  it('a save reads it once on PGlite, every time on PostgreSQL', async () => {
    const { $client } = suite.server.database.db as unknown as { $client: { query: () => unknown } };
    const query = vi.spyOn($client, 'query');
    try {
      const configReadsOf = async (): Promise<number> => {
        const body = await itemOf(suite.admin);
        query.mockClear();
        expect((await save(body)).status).toBe(200);
        return query.mock.calls.filter((call) => JSON.stringify(call).includes('sys_config')).length;
      };
      await configReadsOf();
      expect(await configReadsOf()).toBe(cached() ? 0 : 1);
    } finally {
      query.mockRestore();
    }
  });

  it('a change through System Configuration counts on the next save', async () => {
    expect((await saveItem()).status).toBe(200);
    await aato('12');
    expect(await saveItem()).toEqual({ status: 400, field: 'hsnCode' });
    await aato('4');
    expect((await saveItem()).status).toBe(200);
  });

  it('so does a change written straight to the database, and a removed entry', async () => {
    const db = suite.server.database.db;
    expect((await saveItem()).status).toBe(200);
    await db.execute(sql`UPDATE sys_config SET value = '20' WHERE key_name = 'AATO_CRORE'`);
    expect(await saveItem()).toEqual({ status: 400, field: 'hsnCode' });
    await db.execute(sql`DELETE FROM sys_config WHERE key_name = 'AATO_CRORE' AND value = '20'`);
    expect((await saveItem()).status).toBe(200);
    await db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value) SELECT org_id, 'AATO_CRORE', '' FROM staff WHERE username = 'admin'`,
    );
  });

  it("one organisation's config is its own: another's turnover refuses only that one's item", async () => {
    await suite.server.database.db.execute(
      sql`INSERT INTO sys_config (org_id, key_name, value)
          SELECT org_id, 'AATO_CRORE', '30' FROM staff WHERE username = 'orgb.admin'
          ON CONFLICT (org_id, key_name) DO UPDATE SET value = excluded.value`,
    );
    expect(await saveItem(suite.orgB)).toEqual({ status: 400, field: 'hsnCode' });
    expect((await saveItem()).status).toBe(200);
    expect(await saveItem(suite.orgB)).toEqual({ status: 400, field: 'hsnCode' });
  });
});
