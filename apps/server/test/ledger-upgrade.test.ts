// Migration 0010 (decision 0901): a database made by migrations 0001–0009 holding an opening stock upgrades
// in place to the one ledger: items become materials with one identity, balances and ledger rows are kept
// (ids too) with their values and afters, and the ledger stays append-only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { readMigrations } from '../src/db/migrate.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing.ts';

const LEDGER_MIGRATION = '0010_stock_ledger';

let test: TestDatabase;
const db = () => test.database.db;

beforeAll(async () => {
  test = await createEmptyTestDatabase();
  const scripts = readMigrations();
  const upTo = scripts.findIndex((script) => script.version === LEDGER_MIGRATION);
  await test.database.migrate(() => scripts.slice(0, upTo));
  await db().execute(sql`
    WITH o AS (INSERT INTO organisation (name) VALUES ('Kept Ltd') RETURNING id),
         b AS (INSERT INTO branch (org_id, name) SELECT id, 'Head Office' FROM o RETURNING org_id, id),
         l AS (INSERT INTO location (org_id, name, branch_id) SELECT org_id, 'Plant', id FROM b RETURNING org_id, id),
         u AS (INSERT INTO uom (org_id, name) SELECT id, 'KG' FROM o RETURNING org_id, id)
    INSERT INTO stock_area (org_id, name, code, location_id)
      SELECT l.org_id, v.name, v.code, l.id FROM l, (VALUES ('Raw Store', 'RMS'), ('Yard', 'YRD')) v (name, code)`);
  await db().execute(sql`
    INSERT INTO item (org_id, code, name, uom_id)
      SELECT u.org_id, v.code, v.name, u.id FROM uom u, (VALUES ('A', 'Granules'), ('B', 'Masterbatch')) v (code, name)`);
  // The opening stock as migration 0002's ledger posted it: rows 1-3, then the balances.
  await db().execute(sql`
    INSERT INTO stock_ledger (id, org_id, item_id, stock_area_id, movement, document_no, quantity, rate, balance_after)
      SELECT v.id, i.org_id, i.id, a.id, 'OPENING', 'OS-1', v.quantity, v.rate, v.quantity
        FROM (VALUES (1, 'A', 'RMS', 10, 100), (2, 'B', 'RMS', 2.5, 40), (3, 'A', 'YRD', 5, 200))
             v (id, item, area, quantity, rate)
        JOIN item i ON i.code = v.item JOIN stock_area a ON a.code = v.area`);
  await db().execute(sql`
    INSERT INTO stock_balance (org_id, item_id, stock_area_id, quantity, value)
      SELECT org_id, item_id, stock_area_id, quantity, quantity * rate FROM stock_ledger`);
  await test.database.migrate(() => scripts);
});
afterAll(() => test.drop());

describe('migration 0010 upgrades an opening stock in place', () => {
  it('makes every item with stock a material, its quantity and value those of its rows', async () => {
    const rows = await queryRows(
      db(),
      sql`SELECT i.code, m.kind, m.quantity::float8 AS quantity, m.value::float8 AS value,
                 (SELECT count(*)::int FROM stock_identity s WHERE s.material_id = m.id AND s.lot_number = ''
                    AND s.roll_number = '' AND s.packing_type_id IS NULL) AS identities
          FROM stock_material m JOIN item i ON i.id = m.item_id ORDER BY i.code`,
    );
    expect(rows).toEqual([
      { code: 'A', kind: 'item', quantity: 15, value: 2000, identities: 1 },
      { code: 'B', kind: 'item', quantity: 2.5, value: 100, identities: 1 },
    ]);
  });

  it('keeps every balance, with its branch and location', async () => {
    const rows = await queryRows(
      db(),
      sql`SELECT i.code, a.code AS area, b.quantity::float8 AS quantity, b.held,
                 b.location_id = a.location_id AS "sameLocation", b.branch_id = l.branch_id AS "sameBranch"
          FROM stock_balance b JOIN stock_material m ON m.id = b.material_id JOIN item i ON i.id = m.item_id
          JOIN stock_area a ON a.id = b.stock_area_id JOIN location l ON l.id = a.location_id
          ORDER BY i.code, a.code`,
    );
    expect(rows).toEqual([
      { code: 'A', area: 'RMS', quantity: 10, held: false, sameLocation: true, sameBranch: true },
      { code: 'A', area: 'YRD', quantity: 5, held: false, sameLocation: true, sameBranch: true },
      { code: 'B', area: 'RMS', quantity: 2.5, held: false, sameLocation: true, sameBranch: true },
    ]);
  });

  it('keeps every ledger row, its id, with its value and afters', async () => {
    const rows = await queryRows(
      db(),
      sql`SELECT l.id, l.document_type AS type, l.document_no AS number, l.quantity::float8 AS quantity,
                 l.value::float8 AS value, l.balance_after::float8 AS balance,
                 l.area_quantity_after::float8 AS area, l.material_quantity_after::float8 AS material,
                 l.material_value_after::float8 AS "materialValue", l.balance_id = b.id AS "onItsBalance"
          FROM stock_ledger l JOIN stock_balance b ON b.material_id = l.material_id
           AND b.stock_area_id = l.stock_area_id ORDER BY l.id`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        type: 'openingStock',
        number: 'OS-1',
        quantity: 10,
        value: 1000,
        balance: 10,
        area: 10,
        material: 10,
        materialValue: 1000,
        onItsBalance: true,
      },
      {
        id: 2,
        type: 'openingStock',
        number: 'OS-1',
        quantity: 2.5,
        value: 100,
        balance: 2.5,
        area: 2.5,
        material: 2.5,
        materialValue: 100,
        onItsBalance: true,
      },
      {
        id: 3,
        type: 'openingStock',
        number: 'OS-1',
        quantity: 5,
        value: 1000,
        balance: 5,
        area: 5,
        material: 15,
        materialValue: 2000,
        onItsBalance: true,
      },
    ]);
  });

  it('the new ledger is append-only, and its ids go on after the kept ones', async () => {
    await expect(db().execute(sql`UPDATE stock_ledger SET quantity = 1`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM stock_ledger`)).rejects.toThrow();
    const [next] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO stock_ledger (org_id, material_id, identity_id, balance_id, stock_area_id, movement,
                                    document_type, document_no, quantity, rate, value, balance_after,
                                    area_quantity_after, material_quantity_after, material_value_after)
          SELECT org_id, material_id, identity_id, id, stock_area_id, 'TEST', 'test', 'T', 1, 1, 1, 1, 1, 1, 1
            FROM stock_balance ORDER BY id LIMIT 1 RETURNING id`,
    );
    expect(Number(next?.id)).toBe(4);
  });
});
