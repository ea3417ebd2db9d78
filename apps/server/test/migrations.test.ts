// The migrations (decisions 0721, 0722): a database made by the first, hand-written migrations upgrades in
// place to exactly the schema of a new one; the triggers drizzle cannot say still work; the documents'
// tables (0804) refuse what no document may hold.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { BASELINE, migrate, migrationPlan, readLegacyMigrations, readMigrations } from '../src/db/migrate.ts';
import { createEmptyTestDatabase, createTestDatabase, type TestDatabase } from '../src/testing.ts';
import { dumpSchema } from './schema-dump.ts';

const versions = (scripts: readonly { version: string }[]): string[] =>
  scripts.map((script) => script.version);

describe('a database made by the first migrations (0001–0007)', () => {
  let legacy: TestDatabase;
  let fresh: TestDatabase;
  beforeAll(async () => {
    [legacy, fresh] = await Promise.all([createEmptyTestDatabase(), createEmptyTestDatabase()]);
    await legacy.database.migrate(() => readLegacyMigrations());
    await legacy.database.db.execute(sql`INSERT INTO organisation (name) VALUES ('Kept Ltd')`);
    await legacy.database.db.execute(sql`INSERT INTO uom (org_id, name) SELECT id, 'KGS' FROM organisation`);
  });
  afterAll(() => Promise.all([legacy.drop(), fresh.drop()]));

  it('is taken as at the baseline: its upgrade records the migrations up to it and runs the newer ones', async () => {
    expect(await migrate(legacy.database)).toEqual(versions(readMigrations()));
    expect(await migrate(legacy.database)).toEqual([]);
    const rows = await queryRows<{ name: string; decimals: number }>(
      legacy.database.db,
      sql`SELECT name, decimals FROM uom`,
    );
    expect(rows).toEqual([{ name: 'KGS', decimals: 3 }]);
  });

  it("gets the documents' tables in place, its rows kept: an order of its unit is taken", async () => {
    const db = legacy.database.db;
    await db.execute(
      sql`INSERT INTO purchase_order (org_id, date) SELECT id, '2026-04-01' FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO purchase_order_lines (org_id, purchase_order_id, line_no, uom_id, quantity)
          SELECT o.org_id, o.id, 1, u.id, 5 FROM purchase_order o JOIN uom u ON u.org_id = o.org_id`,
    );
    const rows = await queryRows(
      db,
      sql`SELECT u.name, l.quantity::text, l.received_quantity::text FROM purchase_order_lines l JOIN uom u ON u.id = l.uom_id`,
    );
    expect(rows).toEqual([{ name: 'KGS', quantity: '5.000', received_quantity: '0.000' }]);
    await db.execute(sql`DELETE FROM purchase_order`);
  });

  it('ends with exactly the schema of a new database', async () => {
    expect(await migrate(fresh.database)).toEqual(versions(readMigrations()));
    const [before, after] = await Promise.all([
      dumpSchema(legacy.database.db),
      dumpSchema(fresh.database.db),
    ]);
    expect(after.length).toBeGreaterThan(500);
    expect(before).toEqual(after);
  });
});

describe('the migration plan', () => {
  const scripts = readMigrations();
  const legacy = readLegacyMigrations();

  it('gives a new database every migration of the journal, and none of the first ones', () => {
    expect(versions(migrationPlan(new Set(), scripts, legacy))).toEqual(versions(scripts));
  });

  it('finishes the first migrations of a database made by part of them before taking it as at the baseline', () => {
    const plan = migrationPlan(new Set(['0001_init', '0005_master_tables']), scripts, legacy);
    expect(versions(plan).slice(0, legacy.length)).toEqual(versions(legacy));
    const recorded = plan.slice(legacy.length, legacy.length + 1 + versions(scripts).indexOf(BASELINE));
    expect(recorded.every((script) => script.sql === '')).toBe(true);
    expect(versions(plan).slice(legacy.length)).toEqual(versions(scripts));
  });
});

/** The database's message refusing `query` (drizzle wraps it in its own error as the cause). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  }
  return 'not refused';
}

/** Resolves with the first notice on `channel` after `act` (PGlite's notices, or a PostgreSQL LISTEN). */
async function firstNotice(
  { database, url }: TestDatabase,
  channel: string,
  act: () => Promise<unknown>,
): Promise<string> {
  if (database.notices) {
    let heard: (payload: string) => void = () => undefined;
    const notice = new Promise<string>((resolve) => (heard = resolve));
    const stop = await database.notices.listen(channel, heard);
    await act();
    const payload = await notice;
    await stop();
    return payload;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const notice = new Promise<string>((resolve) =>
      client.on('notification', (message) => message.channel === channel && resolve(message.payload ?? '')),
    );
    await client.query(`LISTEN ${channel}`);
    await act();
    return await notice;
  } finally {
    await client.end();
  }
}

describe('the triggers (drizzle/0002_triggers.sql)', () => {
  let test: TestDatabase;
  let orgId: number;
  beforeAll(async () => {
    test = await createTestDatabase();
    const [row] = await queryRows<{ org_id: number }>(
      test.database.db,
      sql`WITH m AS (INSERT INTO stock_material (org_id, kind, item_id)
                       SELECT org_id, 'item', id FROM item LIMIT 1 RETURNING org_id, id),
               i AS (INSERT INTO stock_identity (org_id, material_id) SELECT org_id, id FROM m RETURNING *),
               b AS (INSERT INTO stock_balance (org_id, identity_id, material_id, stock_area_id, quantity)
                       SELECT i.org_id, i.id, i.material_id, a.id, 1 FROM i JOIN stock_area a ON a.org_id = i.org_id
                       LIMIT 1 RETURNING *)
          INSERT INTO stock_ledger (org_id, material_id, identity_id, balance_id, stock_area_id, movement,
                                    document_type, document_no, quantity, rate, value, balance_after,
                                    area_quantity_after, material_quantity_after, material_value_after)
          SELECT org_id, material_id, identity_id, id, stock_area_id, 'TEST', 'test', 'T-1', 1, 1, 1, 1, 1, 1, 1
            FROM b RETURNING org_id`,
    );
    orgId = row?.org_id ?? 0;
  });
  afterAll(() => test.drop());

  it('refuses an UPDATE, a DELETE or a TRUNCATE of a stock ledger row', async () => {
    expect(orgId).toBeGreaterThan(0);
    for (const statement of [
      sql`UPDATE stock_ledger SET quantity = 2 WHERE document_no = 'T-1'`,
      sql`DELETE FROM stock_ledger WHERE document_no = 'T-1'`,
      sql`TRUNCATE stock_ledger CASCADE`,
    ])
      expect(await refusal(test.database.db.execute(statement))).toMatch(/append-only/);
    const rows = await queryRows(test.database.db, sql`SELECT 1 FROM stock_ledger WHERE document_no = 'T-1'`);
    expect(rows).toHaveLength(1);
  });

  it('notices a change of a looked-up table with the organisation it belongs to', async () => {
    const payload = await firstNotice(test, 'erp_rows_uom', () =>
      test.database.db.execute(sql`UPDATE uom SET description = 'noticed' WHERE org_id = ${orgId}`),
    );
    expect(payload).toBe(String(orgId));
  });

  it('notices a change of access data', async () => {
    const payload = await firstNotice(test, 'erp_access', () =>
      test.database.db.execute(sql`UPDATE role SET description = 'noticed' WHERE org_id = ${orgId}`),
    );
    expect(payload).toBe(String(orgId));
  });
});

describe("the documents' tables (drizzle/0003_document_tables.sql)", () => {
  let test: TestDatabase;
  /** Two organisations, each with a party, a branch, a unit and an item. */
  const ids: Record<'org' | 'party' | 'branch' | 'uom' | 'item', [number, number]> = {
    org: [0, 0],
    party: [0, 0],
    branch: [0, 0],
    uom: [0, 0],
    item: [0, 0],
  };
  const db = () => test.database.db;
  const one = async (query: ReturnType<typeof sql>): Promise<number> => {
    const [row] = await queryRows<{ id: number | string }>(db(), query);
    return Number(row?.id);
  };
  const order = (org: number, fields: ReturnType<typeof sql>) =>
    one(sql`INSERT INTO purchase_order (org_id, party_id, branch_id, date, number, status)
            VALUES (${org}, ${fields}) RETURNING id`);
  const line = (org: number, orderId: number, item: number | null, lineNo = 1) =>
    db().execute(
      sql`INSERT INTO purchase_order_lines (org_id, purchase_order_id, line_no, item_id, quantity)
          VALUES (${org}, ${orderId}, ${lineNo}, ${item}, 1)`,
    );

  beforeAll(async () => {
    test = await createEmptyTestDatabase();
    await migrate(test.database);
    for (const at of [0, 1] as const) {
      const org = await one(sql`INSERT INTO organisation (name) VALUES (${`Org ${at}`}) RETURNING id`);
      ids.org[at] = org;
      ids.party[at] = await one(
        sql`INSERT INTO party (org_id, company_name) VALUES (${org}, 'P') RETURNING id`,
      );
      ids.branch[at] = await one(sql`INSERT INTO branch (org_id, name) VALUES (${org}, 'B') RETURNING id`);
      ids.uom[at] = await one(sql`INSERT INTO uom (org_id, name) VALUES (${org}, 'NOS') RETURNING id`);
      ids.item[at] = await one(
        sql`INSERT INTO item (org_id, code, name, uom_id) VALUES (${org}, 'I', 'Item', ${ids.uom[at]}) RETURNING id`,
      );
    }
  });
  afterAll(() => test.drop());

  const draft = (at: 0 | 1, party = ids.party[at]) =>
    order(ids.org[at], sql`${party}, ${ids.branch[at]}, '2026-04-01', NULL, 0`);

  it('takes a draft with its lines, the computed and progress columns at 0', async () => {
    const id = await draft(0);
    await line(ids.org[0], id, ids.item[0]);
    const rows = await queryRows(
      db(),
      sql`SELECT o.number, o.revision, o.status, o.grand_total::text, l.taxable_value::text,
                 l.received_quantity::text
          FROM purchase_order o JOIN purchase_order_lines l ON l.purchase_order_id = o.id WHERE o.id = ${id}`,
    );
    expect(rows).toEqual([
      {
        number: null,
        revision: 0,
        status: 0,
        grand_total: '0.00',
        taxable_value: '0.00',
        received_quantity: '0.000',
      },
    ]);
  });

  it('refuses a line whose header is of another organisation', async () => {
    const id = await draft(1);
    expect(await refusal(line(ids.org[0], id, ids.item[0]))).toMatch(
      /purchase_order_lines_org_id_purchase_order_id_fkey/,
    );
  });

  it("refuses a line of a missing item, or of another organisation's", async () => {
    const id = await draft(0);
    expect(await refusal(line(ids.org[0], id, ids.item[1] + 1000))).toMatch(
      /purchase_order_lines_org_id_item_id_fkey/,
    );
    expect(await refusal(line(ids.org[0], id, ids.item[1]))).toMatch(
      /purchase_order_lines_org_id_item_id_fkey/,
    );
  });

  it('refuses a header whose party is of another organisation', async () => {
    expect(await refusal(draft(0, ids.party[1]))).toMatch(/purchase_order_org_id_party_id_fkey/);
  });

  it('numbers once per organisation: drafts without a number, a number given twice refused', async () => {
    await Promise.all([draft(0), draft(0)]);
    const submitted = (at: 0 | 1) =>
      order(ids.org[at], sql`${ids.party[at]}, ${ids.branch[at]}, '2026-04-01', 'PO/2026-27/00001', 10`);
    await submitted(0);
    await submitted(1);
    expect(await refusal(submitted(0))).toMatch(/purchase_order_number_key/);
  });

  it('holds only the statuses the document uses, and no submitted one without a number', async () => {
    const numbered = (status: number, number: string | null) =>
      order(ids.org[0], sql`${ids.party[0]}, ${ids.branch[0]}, '2026-04-01', ${number}, ${status}`);
    expect(await refusal(numbered(7, 'PO/2026-27/00099'))).toMatch(/purchase_order_status_check/);
    expect(await refusal(numbered(10, null))).toMatch(/purchase_order_number_check/);
  });

  it('drops the lines with their header', async () => {
    const id = await draft(0);
    await line(ids.org[0], id, ids.item[0], 1);
    await line(ids.org[0], id, ids.item[0], 2);
    expect(await refusal(line(ids.org[0], id, ids.item[0], 2))).toMatch(/line_no_key/);
    await db().execute(sql`DELETE FROM purchase_order WHERE id = ${id}`);
    expect(
      await queryRows(db(), sql`SELECT 1 FROM purchase_order_lines WHERE purchase_order_id = ${id}`),
    ).toEqual([]);
  });

  it('counts numbers per organisation, series and financial year, from 1', async () => {
    const next = (at: 0 | 1, series: string, year: string) =>
      one(sql`INSERT INTO document_counter (org_id, series, financial_year, last_number)
              VALUES (${ids.org[at]}, ${series}, ${year}, 1)
              ON CONFLICT (org_id, series, financial_year)
              DO UPDATE SET last_number = document_counter.last_number + 1 RETURNING last_number AS id`);
    expect(await next(0, 'PO', '2026-27')).toBe(1);
    expect(await next(0, 'PO', '2026-27')).toBe(2);
    expect(await next(0, 'SO', '2026-27')).toBe(1);
    expect(await next(0, 'PO', '2027-28')).toBe(1);
    expect(await next(1, 'PO', '2026-27')).toBe(1);
  });
});
