// The migrations (decisions 0721, 0722): a database made by the first, hand-written migrations upgrades in
// place to exactly the schema of a new one; the triggers drizzle cannot say still work.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
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

  it('is taken as at the baseline: its upgrade records the migrations up to it and runs none', async () => {
    expect(await migrate(legacy.database)).toEqual(versions(readMigrations()));
    expect(await migrate(legacy.database)).toEqual([]);
    const rows = await queryRows<{ name: string; decimals: number }>(
      legacy.database.db,
      sql`SELECT name, decimals FROM uom`,
    );
    expect(rows).toEqual([{ name: 'KGS', decimals: 3 }]);
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
  database: Database,
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
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
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
      sql`INSERT INTO stock_ledger (org_id, item_id, stock_area_id, movement, document_no, quantity, rate, balance_after)
          SELECT i.org_id, i.id, a.id, 'TEST', 'T-1', 1, 1, 1 FROM item i JOIN stock_area a ON a.org_id = i.org_id
          LIMIT 1 RETURNING org_id`,
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
    const payload = await firstNotice(test.database, 'erp_rows_uom', () =>
      test.database.db.execute(sql`UPDATE uom SET description = 'noticed' WHERE org_id = ${orgId}`),
    );
    expect(payload).toBe(String(orgId));
  });

  it('notices a change of access data', async () => {
    const payload = await firstNotice(test.database, 'erp_access', () =>
      test.database.db.execute(sql`UPDATE role SET description = 'noticed' WHERE org_id = ${orgId}`),
    );
    expect(payload).toBe(String(orgId));
  });
});
