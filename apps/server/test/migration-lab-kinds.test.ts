import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing.ts';

// Decision 1330: migration 0029 moves the fixed test-parameter masters' rows into the quality parameters,
// each under its kind, with its id and audit trail; the custom ones become kind `custom`.

const KINDS = '0029_lab_parameter_kinds';

describe('a database with purity, pH and stock parameter rows before the kinds', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createEmptyTestDatabase();
    const scripts = readMigrations();
    await old.database.migrate(() =>
      scripts.slice(
        0,
        scripts.findIndex((script) => script.version === KINDS),
      ),
    );
    const db = old.database.db;
    await db.execute(sql`INSERT INTO organisation (name) VALUES ('Kept Ltd')`);
    await db.execute(
      sql`INSERT INTO custom_param (org_id, name, max_value) SELECT id, 'Moisture', 0.5 FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO purity (org_id, name, min_value, unit, description) SELECT id, 'Assay', 98, '%', 'NaOH' FROM organisation`,
    );
    await db.execute(
      sql`INSERT INTO ph (org_id, name, min_value, max_value) SELECT id, 'Moisture', 10, 13 FROM organisation`,
    );
    await db.execute(sql`INSERT INTO stock_param9 (org_id, name) SELECT id, 'Ash' FROM organisation`);
    await db.execute(
      sql`INSERT INTO audit_log (org_id, table_name, record_id, action) SELECT org_id, 'purity', id, 'create' FROM purity`,
    );
  });
  afterAll(() => old.drop());

  it('keeps every row as a quality parameter of its kind, with its id, limits and audit entries', async () => {
    const db = old.database.db;
    const [purity] = await queryRows<{ id: number }>(db, sql`SELECT id FROM purity`);
    expect(await migrate(old.database)).toEqual([KINDS, ...versionsAfter()]);
    const rows = await queryRows(
      db,
      sql`SELECT kind, name, min_value::float8 AS min, max_value::float8 AS max, unit, description
          FROM custom_param ORDER BY kind, name`,
    );
    expect(rows).toEqual([
      { kind: 'custom', name: 'Moisture', min: null, max: 0.5, unit: null, description: null },
      { kind: 'ph', name: 'Moisture', min: 10, max: 13, unit: null, description: null },
      { kind: 'purity', name: 'Assay', min: 98, max: null, unit: '%', description: 'NaOH' },
      { kind: 'stockParam9', name: 'Ash', min: null, max: null, unit: null, description: null },
    ]);
    const [moved] = await queryRows<{ kind: string }>(
      db,
      sql`SELECT kind FROM custom_param WHERE id = ${purity?.id}`,
    );
    expect(moved?.kind).toBe('purity');
    const audit = await queryRows(db, sql`SELECT table_name FROM audit_log WHERE record_id = ${purity?.id}`);
    expect(audit).toEqual([{ table_name: 'custom_param' }]);
    const tables = await queryRows(
      db,
      sql`SELECT to_regclass('purity') AS purity, to_regclass('stock_param9') AS p9`,
    );
    expect(tables).toEqual([{ purity: null, p9: null }]);
  });
});

const versionsAfter = (): string[] => {
  const scripts = readMigrations().map((script) => script.version);
  return scripts.slice(scripts.indexOf(KINDS) + 1);
};
