import { SAVE_ALL_LIMIT } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  ANALYSE_EVERY_MS,
  BULK_ROWS,
  BULK_SHARE,
  BUSY_STATISTICS_TARGET,
  Statistics,
  hasBlindTables,
} from '../src/db/statistics.ts';
import { prepareDatabase } from '../src/setup.ts';
import { TEST_ADMIN_PASSWORD } from '../src/testing.ts';
import { OPENING_STOCK_UPLOAD_PATH } from '../src/routes/opening-stock.ts';
import { createSuite, type Suite } from './helpers.ts';

// Issue 40: planner statistics kept on the embedded database (decision 1900).

let suite: Suite;
beforeAll(async () => {
  suite = await createSuite();
});
afterAll(() => suite.server.close());

const db = () => suite.server.database.db;

/** How many times each table was analysed (by hand or by the server). */
async function analyseCounts(): Promise<Map<string, number>> {
  const rows = await queryRows<{ name: string; count: number }>(
    db(),
    sql`SELECT relname AS name, analyze_count AS count FROM pg_stat_user_tables
         WHERE schemaname = current_schema()`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.count)]));
}

const uomTable = () => suite.server.service.resource('uom').store.def.table;

/** The rows a write must reach, since `table`'s last analysis, to have it analysed: autovacuum's rule. */
async function rowsDue(table: string): Promise<number> {
  const [row] = await queryRows<{ tuples: number }>(
    db(),
    sql`SELECT reltuples::float8 AS tuples FROM pg_class WHERE oid = ${table}::regclass`,
  );
  return Math.ceil(BULK_ROWS + BULK_SHARE * Math.max(Number(row?.tuples ?? 0), 0));
}

describe('statistics kept from the first start', () => {
  it('after migrations and the demo data every table that holds rows has statistics', async () => {
    const tables = await queryRows<{ name: string; tuples: number }>(
      db(),
      sql`SELECT c.relname AS name, c.reltuples AS tuples FROM pg_class c
            JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = current_schema() AND c.relkind = 'r' ORDER BY 1`,
    );
    const blind: string[] = [];
    for (const table of tables.filter((t) => t.tuples < 0)) {
      // ANALYZE leaves an empty table at -1 (no pages): the planner then assumes a few pages, as it should.
      const [held] = await queryRows<{ rows: boolean }>(
        db(),
        sql.raw(`SELECT EXISTS (SELECT 1 FROM "${table.name}") AS rows`),
      );
      if (held?.rows) blind.push(table.name);
    }
    expect(tables.filter((t) => t.tuples >= 0).length).toBeGreaterThan(50);
    expect(blind).toEqual([]);
  });

  it('a database made before statistics were kept is analysed on its next start', async () => {
    expect(await hasBlindTables(suite.server.database)).toBe(false);
    await db().execute(sql`CREATE TABLE stats_made_before AS SELECT g AS n FROM generate_series(1, 500) g`);
    expect(await hasBlindTables(suite.server.database)).toBe(true);
    await prepareDatabase(suite.server.database, { adminPassword: TEST_ADMIN_PASSWORD, demo: 'no' });
    const [table] = await queryRows<{ tuples: number }>(
      db(),
      sql`SELECT reltuples AS tuples FROM pg_class WHERE oid = 'stats_made_before'::regclass`,
    );
    expect(table?.tuples).toBe(500);
    expect(await hasBlindTables(suite.server.database)).toBe(false);
    await db().execute(sql`DROP TABLE stats_made_before`);
  });

  it('the schedule analyses a table that changed enough and skips one that did not', async () => {
    const changed = uomTable();
    const unchanged = suite.server.service.resource('department').store.def.table;
    await suite.server.statistics.tick();
    const rows = Array.from({ length: BULK_ROWS + 20 }, (_, index) => ({ name: `Stats Tick ${index}` }));
    for (let start = 0; start < rows.length; start += SAVE_ALL_LIMIT) {
      const saved = await suite.call(
        'POST',
        'uom/saveOrUpdateAll',
        suite.admin,
        rows.slice(start, start + SAVE_ALL_LIMIT),
      );
      expect(saved.status, saved.body.responseMessage).toBe(200);
    }
    await suite.server.statistics.settled();
    // Rows written outside the app count too: the database's own count of changes is what the tick reads.
    await db().execute(
      sql.raw(`UPDATE "${changed}" SET version = version + 1 WHERE name LIKE 'Stats Tick %'`),
    );
    const before = await analyseCounts();
    const analysed = await suite.server.statistics.tick();
    expect(analysed).toContain(changed);
    expect(analysed).not.toContain(unchanged);
    const after = await analyseCounts();
    expect(after.get(changed)).toBe((before.get(changed) ?? 0) + 1);
    expect(after.get(unchanged)).toBe(before.get(unchanged));
    // Nothing changed since: the next tick analyses neither.
    expect(await suite.server.statistics.tick()).not.toContain(changed);
  });
});

describe('statistics after a bulk write', () => {
  it('bulk saves of 50 rows and a tenth of its table have the table analysed once the one that passes it commits', async () => {
    const due = await rowsDue(uomTable());
    const before = await analyseCounts();
    const rows = Array.from({ length: due }, (_, index) => ({ name: `Stats Bulk ${index}` }));
    // In calls of at most SAVE_ALL_LIMIT records (decision 2382): the rows written add up between them.
    for (let start = 0; start < rows.length; start += SAVE_ALL_LIMIT) {
      const part = rows.slice(start, start + SAVE_ALL_LIMIT);
      const saved = await suite.call('POST', 'uom/saveOrUpdateAll', suite.admin, part);
      expect(saved.status, saved.body.responseMessage).toBe(200);
      await suite.server.statistics.settled();
      const analysed = (await analyseCounts()).get(uomTable()) ?? 0;
      expect(analysed).toBe((before.get(uomTable()) ?? 0) + (start + part.length >= due ? 1 : 0));
    }
  });

  it('writes into a large table are counted together: analysed once a tenth of it is written, not at each 50 rows', async () => {
    await db().execute(sql`CREATE TABLE stats_large AS SELECT g AS n FROM generate_series(1, 5000) g`);
    await db().execute(sql`ANALYZE stats_large`);
    const count = async () => (await analyseCounts()).get('stats_large') ?? 0;
    const analysedBefore = await count();
    const statistics = new Statistics(suite.server.database, { warn: vi.fn() });
    let rows = BULK_ROWS;
    const watched = statistics.watch(() => new Map([['stats_large', rows]]));
    const write = async () => {
      await watched.transaction(async (tx) => queryRows(tx, sql`SELECT 1 AS one`));
      await statistics.settled();
    };
    // Five documents of 50 lines: 250 rows, below 50 + 500.
    for (let i = 0; i < 5; i++) await write();
    expect(await count()).toBe(analysedBefore);
    // 300 more pass it: analysed once, and counted afresh from there.
    rows = 300;
    await write();
    expect(await count()).toBe(analysedBefore + 1);
    rows = BULK_ROWS;
    await write();
    expect(await count()).toBe(analysedBefore + 1);
    await db().execute(sql`DROP TABLE stats_large`);
  });

  /** A Statistics whose quiet moments the test gives: true (quiet) or false (the tick's wait ran out). */
  const givenQuiet = () => {
    const asked: number[] = [];
    let answer: (quiet: boolean) => void = () => undefined;
    const statistics = new Statistics(
      suite.server.database,
      { warn: vi.fn() },
      {
        quiet: (atMostMs) => {
          asked.push(atMostMs);
          return new Promise<boolean>((resolve) => (answer = resolve));
        },
      },
    );
    return { statistics, asked, answer: (quiet: boolean) => answer(quiet) };
  };
  /** The bounds of the histogram the last analysis kept of `table`'s column n. */
  const histogramOf = async (table: string) => {
    const [row] = await queryRows<{ bounds: number }>(
      db(),
      sql`SELECT coalesce(array_length(histogram_bounds::text::int[], 1), 0) AS bounds
            FROM pg_stats WHERE tablename = ${table} AND attname = 'n'`,
    );
    return row?.bounds ?? 0;
  };

  it('on PGlite an analysis waits for a quiet moment, at most a tick; on PostgreSQL it runs at once (decision 2267)', async () => {
    await db().execute(sql`CREATE TABLE stats_quiet AS SELECT g AS n FROM generate_series(1, 1000) g`);
    const count = async () => (await analyseCounts()).get('stats_quiet') ?? 0;
    const analysedBefore = await count();
    const { statistics, asked, answer } = givenQuiet();
    const watched = statistics.watch(() => new Map([['stats_quiet', 1000]]));
    await watched.transaction(async (tx) => queryRows(tx, sql`SELECT 1 AS one`));
    if (suite.server.database.kind === 'pglite') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await count()).toBe(analysedBefore);
      expect(asked).toEqual([ANALYSE_EVERY_MS]);
      answer(true);
    }
    await statistics.settled();
    expect(await count()).toBe(analysedBefore + 1);
    // A quiet moment's analysis takes the full sample: a histogram of PostgreSQL's 100 buckets.
    expect(await histogramOf('stats_quiet')).toBe(101);
    await db().execute(sql`DROP TABLE stats_quiet`);
  });

  it('on PGlite an analysis that found no quiet moment samples less, so that it holds others briefly (decision 2376)', async () => {
    await db().execute(sql`CREATE TABLE stats_busy AS SELECT g AS n FROM generate_series(1, 1000) g`);
    const { statistics, answer } = givenQuiet();
    const watched = statistics.watch(() => new Map([['stats_busy', 1000]]));
    await watched.transaction(async (tx) => queryRows(tx, sql`SELECT 1 AS one`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer(false);
    await statistics.settled();
    // PostgreSQL's own ANALYZE holds no reader: it never waits, and always takes the full sample.
    expect(await histogramOf('stats_busy')).toBe(
      suite.server.database.kind === 'pglite' ? BUSY_STATISTICS_TARGET + 1 : 101,
    );
    await db().execute(sql`DROP TABLE stats_busy`);
  });

  it('an opening stock upload has the stock ledger and balances analysed after it commits', async () => {
    const due = Math.max(await rowsDue('stock_ledger'), await rowsDue('stock_balance'));
    const pairs = await queryRows<{ code: string; area: string }>(
      db(),
      sql`SELECT i.code, a.name AS area FROM item i CROSS JOIN stock_area a
           WHERE i.org_id = a.org_id AND i.org_id = (SELECT org_id FROM staff WHERE username = 'admin')
             AND i.active AND a.active
           ORDER BY i.code, a.name LIMIT ${due}`,
    );
    expect(pairs).toHaveLength(due);
    const sheet = ['Item Code,Stock Area,Quantity,Rate', ...pairs.map((p) => `${p.code},"${p.area}",5,10`)];
    const form = new FormData();
    form.append('file', new Blob([`${sheet.join('\r\n')}\r\n`], { type: 'text/csv' }), 'opening.csv');
    const encoded = new Response(form);
    const before = await analyseCounts();
    const reply = await suite.raw({
      method: 'POST',
      url: `/api/v1/${OPENING_STOCK_UPLOAD_PATH}`,
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        authorization: `Bearer ${suite.admin}`,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await suite.server.statistics.settled();
    const after = await analyseCounts();
    for (const table of ['stock_ledger', 'stock_balance']) {
      expect(after.get(table), table).toBe((before.get(table) ?? 0) + 1);
    }
  });

  it('a small write analyses nothing', async () => {
    const before = await analyseCounts();
    const saved = await suite.call('POST', 'uom/saveOrUpdateAll', suite.admin, [{ name: 'Stats Small' }]);
    expect(saved.status, saved.body.responseMessage).toBe(200);
    await suite.server.statistics.settled();
    expect((await analyseCounts()).get(uomTable())).toBe(before.get(uomTable()));
  });

  it('a failed analysis is logged and never reaches the caller of the write', async () => {
    const warn = vi.fn();
    const statistics = new Statistics(suite.server.database, { warn });
    const watched = statistics.watch(() => new Map([['no_such_table', BULK_ROWS]]));
    await expect(
      watched.transaction(async (tx) => (await queryRows(tx, sql`SELECT 1 AS one`))[0]),
    ).resolves.toEqual({
      one: 1,
    });
    await statistics.settled();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ table: 'no_such_table' }),
      'analysing a table failed',
    );
  });
});
