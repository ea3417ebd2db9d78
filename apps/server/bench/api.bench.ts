// `npm run bench` (issue 5): 100,000 items and 10,000 parties; requests per second and p50/p99 latency of a
// paged search, a read by id and a save, measured by autocannon in a second process on loopback, next to
// the same store query run straight on the database in this run (the floor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAVE_ALL_LIMIT, normaliseSearchText } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows, type Executor } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import type { Caller } from '../src/core/caller.ts';
import type { ListQuery } from '../src/stores/types.ts';
import { openBenchDatabase } from './bench-database.ts';
import { backgroundLoad, loadFromSecondProcess, type LoadResult, type Scenario } from './load-generator.ts';
import { sized } from './short.ts';
import { timingOf } from './timing.ts';

const ITEMS = sized(100_000, 500);
const PARTIES = sized(10_000, 100);
const FLOOR_RUNS = sized(400, 5);
/**
 * Callers saving at once in the throughput figure (decision 0750, addendum of 2026-11-24, session 13): a
 * server is loaded by several clients, and the floor is then run by as many callers.
 */
const SAVE_CALLERS = 4;
/**
 * Paged searches measured while bulk saves run back to back: one after another, each may wait for one
 * save's transaction, so they span about as many saves.
 */
const BUSY_SEARCHES = sized(20, 2);
const SEARCHES = [
  'woven fabric 90',
  'leno bag',
  'sack 1234',
  'bopp-laminated',
  'jumbo bag 77',
  'tape 120 gsm',
];

/** The domain's search normalisation in SQL, for rows made by generate_series (ASCII names). */
const norm = (expression: string): string =>
  `lower(regexp_replace(${expression}, '[,.()\\[\\]{}+\\s-]', '', 'g'))`;

async function seedVolume(db: Executor, caller: Caller): Promise<void> {
  const ids = async (table: string, name: string): Promise<number> => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE org_id = ${caller.orgId} AND name = ${name}`,
    );
    if (!row) throw new Error(`no ${name}`);
    return row.id;
  };
  const category = await ids('category_type', 'Finished Goods');
  const productType = await ids('product_type', 'Woven Sack');
  const uom = await ids('uom', 'BAG');
  const partyType = await ids('party_type', 'Customer');
  await db.execute(
    sql.raw(`
    INSERT INTO item (org_id, code, name, category_id, product_type_id, uom_id, hsn_code, purchase_gst_rate, sale_gst_rate,
                      purchase_price, sale_price, reorder_level, gsm, width, colour, active, search, created_by, updated_by)
    SELECT ${caller.orgId}, code, name, ${category}, ${productType}, ${uom}, '6305', 12, 12, 5 + g % 40, 6 + g % 40, 1000,
           40 + g % 160, 12 + g % 30, (ARRAY['White', 'Natural', 'Blue', 'Printed'])[1 + g % 4], true,
           ${norm('code')} || '|' || ${norm('name')} || '|6305', ${caller.staffId}, ${caller.staffId}
    FROM (SELECT g, 'BX-' || lpad(g::text, 6, '0') AS code,
                 (ARRAY['PP Woven Fabric', 'PP Woven Sack', 'HDPE Tape', 'BOPP Laminated Bag', 'Leno Bag', 'FIBC Jumbo Bag'])[1 + g % 6]
                   || ' ' || (40 + g % 160) || ' GSM ' || g AS name
          FROM generate_series(1, ${ITEMS}) g) s`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO party (org_id, company_name, party_type_id, is_customer, active, search, created_by, updated_by)
    SELECT ${caller.orgId}, name, ${partyType}, true, true, ${norm('name')}, ${caller.staffId}, ${caller.staffId}
    FROM (SELECT (ARRAY['Shree', 'Sai', 'Om', 'Bharat', 'Krishna', 'Balaji', 'Mahalaxmi', 'Gujarat'])[1 + g % 8] || ' '
                 || (ARRAY['Polymers', 'Packaging', 'Chemicals', 'Traders', 'Industries', 'Plastics'])[1 + g % 6] || ' ' || g AS name
          FROM generate_series(1, ${PARTIES}) g) s`),
  );
  await db.execute(sql`ANALYZE item`);
  await db.execute(sql`ANALYZE party`);
}

/**
 * The floor: the same store call straight on the database, by `callers` each calling one after another
 * (the database's one connection takes their statements in turn, as it takes the server's).
 */
async function floor(run: (i: number) => Promise<unknown>, callers = 1): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  const caller = async (): Promise<void> => {
    for (let i = next++; i < FLOOR_RUNS; i = next++) {
      const t0 = performance.now();
      await run(i);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: FLOOR_RUNS,
    rps: FLOOR_RUNS / elapsed,
    ...timingOf(times),
    non2xx: 0,
  };
}

function report(
  name: string,
  api: LoadResult,
  base: LoadResult,
  goal: { p50?: string; rps?: string } = {},
): void {
  const line = (suffix: string, value: number, baseline: number, unit: string, g?: string) =>
    console.log(
      `BENCH ${JSON.stringify({ name: `${name} ${suffix}`, value, unit, baseline, ...(g ? { goal: g } : {}) })}`,
    );
  line('req/s', api.rps, base.rps, 'req/s', goal.rps);
  line('p50', api.p50, base.p50, 'ms', goal.p50);
  line('p99', api.p99, base.p99, 'ms');
  if (api.non2xx > 0) throw new Error(`${name}: ${api.non2xx} replies were not 2xx`);
}

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-'));
  const { database } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const caller: Caller = { staffId: admin.id, orgId: admin.orgId };
    const t0 = performance.now();
    await seedVolume(database.db, caller);
    console.log(
      `seeded ${ITEMS} items and ${PARTIES} parties in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const server = await buildApp({ database, filesDir });
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.sessions.issue({ staffId: admin.id, orgId: admin.orgId });
    const items = server.service.resource('item');
    const [check] = await items.store.list(database.db, caller, { page: 1, size: 1 }).then((r) => r.rows);
    if (check && check.search !== undefined) throw new Error('search text must not be served');
    const code = `BX-${String(Math.min(12_345, ITEMS)).padStart(6, '0')}`;
    const sample = await queryRows<{ code: string; name: string; search: string }>(
      database.db,
      sql`SELECT code, name, search FROM item WHERE code = ${code}`,
    );
    const expected = [code, sample[0]?.name, '6305'].map((text) => normaliseSearchText(text)).join('|');
    if (sample[0]?.search !== expected)
      throw new Error(`the SQL normalisation differs from the domain's: ${sample[0]?.search} / ${expected}`);

    const queries: ListQuery[] = SEARCHES.map((q) => ({ page: 1, size: 20, q }));
    const searchPaths = SEARCHES.map(
      (q) => `/api/v1/chemical/item/getAllByPartner?page=1&size=20&q=${encodeURIComponent(q)}`,
    );
    const searchFloor = await floor((i) =>
      items.store.list(database.db, caller, queries[i % queries.length] ?? {}),
    );
    const searches: Scenario = { name: 'search', method: 'GET', paths: searchPaths };
    const quietSearches = await loadFromSecondProcess(url, token, searches);
    report('items: paged search', quietSearches, searchFloor, {
      p50: '< 10 ms, within 2x of the floor',
    });

    const idPaths = Array.from(
      { length: 500 },
      (_, i) => `/api/v1/chemical/item/${1 + ((i * 7919) % ITEMS)}`,
    );
    const byIdFloor = await floor((i) => items.store.get(database.db, caller, 1 + ((i * 7919) % ITEMS)));
    report(
      'items: {id}',
      await loadFromSecondProcess(url, token, { name: 'id', method: 'GET', paths: idPaths }),
      byIdFloor,
    );

    const [first] = (await items.store.list(database.db, caller, { page: 1, size: 1, q: 'BX-000001' })).rows;
    if (!first) throw new Error('no item to copy');
    const {
      id: _id,
      version: _version,
      createdAt: _c,
      updatedAt: _u,
      createdBy: _cb,
      updatedBy: _ub,
      ...fields
    } = first;
    const insert = (prefix: string) => (i: number) =>
      items.store.insert(database.db, caller, { ...fields, code: `${prefix}-${i}` });
    const body = (prefix: string) =>
      JSON.stringify({ ...fields, code: `${prefix}-{n}`, name: 'Load Test Sack {n}' });
    const saves = (prefix: string, callers: number): Scenario => ({
      name: 'save',
      method: 'POST',
      paths: ['/api/v1/chemical/item/save'],
      bodyTemplate: body(prefix),
      callers,
    });
    const saveFloor = await floor(insert('FLOOR'));
    report('items: save', await loadFromSecondProcess(url, token, saves('LOAD', 1)), saveFloor);
    const savesFloor = await floor(insert('FLOORS'), SAVE_CALLERS);
    report(
      `items: save by ${SAVE_CALLERS} callers`,
      await loadFromSecondProcess(url, token, saves('LOADS', SAVE_CALLERS)),
      savesFloor,
      { rps: '>= 0.8x of the floor' },
    );

    // Issue 14: the same searches while another process runs bulk saves at the row limit back to back;
    // the baseline is their p99 with nothing else running, measured above.
    const bulkBody = JSON.stringify(
      Array.from({ length: SAVE_ALL_LIMIT }, (_, i) => ({
        ...fields,
        code: `BULK-{n}-${i}`,
        name: `Bulk Sack {n} ${i}`,
      })),
    );
    const bulkSaves = backgroundLoad(url, token, {
      name: 'bulk',
      method: 'POST',
      paths: ['/api/v1/chemical/item/saveOrUpdateAll'],
      bodyTemplate: bulkBody,
    });
    await bulkSaves.warm;
    const busySearches = await loadFromSecondProcess(url, token, { ...searches, requests: BUSY_SEARCHES });
    await bulkSaves.stop();
    const [bulk] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM item WHERE code LIKE 'BULK-%'`,
    );
    console.log(
      `${busySearches.requests} searches (p50 ${busySearches.p50} ms, p99 ${busySearches.p99} ms; alone: p50 ${quietSearches.p50} ms, p99 ${quietSearches.p99} ms) answered while bulk saves of ${SAVE_ALL_LIMIT} saved ${bulk?.n ?? 0} items`,
    );
    console.log(
      `BENCH ${JSON.stringify({
        name: `items: paged search p99 during bulk saves of ${SAVE_ALL_LIMIT}`,
        value: busySearches.p99,
        unit: 'ms',
        baseline: quietSearches.p99,
        goal: '<= 100 ms on PGlite',
      })}`,
    );
    if (busySearches.non2xx > 0) throw new Error('searches failed beside the bulk saves');

    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
