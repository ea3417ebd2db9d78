// `npm run bench screens` (issue 40, decision 1920): the calls issue 40 measured slow, on its small database
// (the demo data, 200 items stocked in 601 places, 130 sales orders and 130 purchase orders of 5 lines),
// with the planner's statistics stale (never gathered, as right after a bulk load on the embedded
// database: every table `reltuples -1`, no column statistics) and fresh (after ANALYZE). Each call through
// the app (Fastify's inject), p50 and p99 over READ_RUNS samples next to the same statements sent straight
// to the database (the floor); the goal is on the p99. --explain prints the plans. Then Inventory Stock's
// three calls beside the item list's page in turns (issue 57: within 10x of it), and again after GROWTH items
// and as many parties and used-up lots, as a database that grows as it is used has (issue 57); `--stock` only those.
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Caller } from '../src/core/caller.ts';
import type { Executor } from '../src/db/client.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { timeRead, timedTogether } from './floor.ts';
import { seedOrders } from './orders-seed.ts';
import { statisticsStates } from './statistics-states.ts';
import { seededDatabase } from './stock-seed.ts';
import { reportTiming } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

/** Ledger rows of the stock seed: 200 items in 601 places, about the issue's 640 balance rows. */
const LEDGER = 2_000;
const ORDERS = sized(130, 10);
const READ_RUNS = sized(40, 1);
const GOAL = '≤ 300 ms, ≤ 3x the floor';
const explain = process.argv.includes('--explain');
/** `-- --stock`: only Inventory Stock against the item list, seeded and grown. */
const stockOnly = process.argv.includes('--stock');
const MONTH = { from: '2026-11-01', to: '2026-11-30' };
/** Items added without stock before Inventory Stock is measured again against the item list. */
const GROWTH = sized(5_000, 50);
/** The stock seed's items (a tenth of its ledger rows), among which the used-up lots are shared. */
const SEEDED_ITEMS = LEDGER / 10;
const ITEM_LIST = 'chemical/item/getAllByPartner?page=1&size=10';

const CALLS: readonly { name: string; path: string; body: object }[] = [
  { name: 'Inventory Stock first page', path: 'chemical/itemStock/getStock/v2', body: { page: 1, size: 50 } },
  {
    name: 'Inventory Stock searched',
    path: 'chemical/itemStock/getStock/v2',
    body: { page: 1, size: 50, q: 'Stock Bench Item 12' },
  },
  {
    name: 'Inventory Stock grouped by item',
    path: 'chemical/itemStock/getStockListWithGroupBy/v2',
    body: { page: 1, size: 50, groupBy: 'item' },
  },
  { name: 'Pending Purchase Orders (month)', path: 'chemical/report/pendingPurchaseOrders', body: MONTH },
  { name: 'Dispatch Against SO (month)', path: 'chemical/report/dispatchAgainstSO', body: MONTH },
  { name: 'Pending Sales Orders (month)', path: 'chemical/report/pendingSalesOrders', body: MONTH },
  { name: 'Inward Against PO (month)', path: 'chemical/report/getInwardAgainstPO', body: MONTH },
];

/**
 * What a year of use adds that holds no stock (issue 57): GROWTH items never stocked, as many parties, half as
 * many items stocked once and used up, and as many lots received and used up of the seeded items, each with
 * its place at zero, as the ledger leaves them.
 */
async function grow(db: Executor, caller: Caller): Promise<void> {
  const org = caller.orgId;
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`INSERT INTO item (org_id, code, name, uom_id, active, search, created_by, updated_by)
             SELECT ${org}, 'NEW-' || g, 'New Item ' || g, (SELECT id FROM uom WHERE org_id = ${org} AND name = 'KG'),
                    true, 'new' || g || '|newitem' || g, ${caller.staffId}, ${caller.staffId}
             FROM generate_series(1, ${GROWTH}) g`);
  await run(`INSERT INTO party (org_id, company_name, is_customer, active, search, created_by, updated_by)
             SELECT ${org}, 'New Party ' || g, true, true, 'newparty' || g, ${caller.staffId}, ${caller.staffId}
             FROM generate_series(1, ${GROWTH}) g`);
  await run(`INSERT INTO stock_material (org_id, kind, item_id)
             SELECT ${org}, 'item', id FROM item WHERE org_id = ${org} AND code LIKE 'NEW-%' AND id % 2 = 0`);
  await run(`INSERT INTO stock_identity (org_id, material_id, lot_number)
             SELECT ${org}, m.id, 'USED-' || g FROM stock_material m
             JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id
             CROSS JOIN LATERAL generate_series(1, CASE WHEN i.code LIKE 'NEW-%' THEN 1
                                                        ELSE ${GROWTH} / ${SEEDED_ITEMS} END) g
             WHERE m.org_id = ${org}`);
  await run(`INSERT INTO stock_balance (org_id, identity_id, material_id, branch_id, location_id, stock_area_id, updated_by)
             SELECT ${org}, i.id, i.material_id, l.branch_id, l.id, a.id, ${caller.staffId}
             FROM stock_identity i
             JOIN stock_area a ON a.org_id = ${org} AND a.code = 'SBA-001'
             JOIN location l ON l.org_id = ${org} AND l.id = a.location_id
             WHERE i.org_id = ${org} AND i.lot_number LIKE 'USED-%'`);
  await run('ANALYZE');
}

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-screens-'));
  const { database, client } = await openBenchDatabase();
  try {
    const { caller } = await seededDatabase(database, LEDGER);
    await seedOrders(database.db, caller, ORDERS);
    const server = await buildApp({ database, filesDir });
    const token = await server.sessions.issue(caller);
    const read = async (path: string, body: object): Promise<number> => {
      const reply = await server.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
      return reply.json<{ totalCount: number }>().totalCount;
    };
    const states = statisticsStates(database.db);
    for (const [state, prepare] of stockOnly ? [] : Object.entries(states)) {
      await prepare();
      for (const c of CALLS) {
        const name = `screens: ${c.name}, statistics ${state}`;
        console.log(`${name}: ${await read(c.path, c.body)} rows in all`);
        await timeRead(
          client,
          { name, goal: GOAL, runs: READ_RUNS, explain, call: () => read(c.path, c.body) },
          (n, api, floor, goal) => reportTiming(n, api, floor, goal, 'p99'),
        );
      }
    }
    const itemList = async () => {
      const reply = await server.app.inject({
        method: 'GET',
        url: `/api/v1/${ITEM_LIST}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (reply.statusCode !== 200) throw new Error(`${ITEM_LIST}: ${reply.statusCode} ${reply.body}`);
    };
    const stock = CALLS.filter((c) => c.name.startsWith('Inventory Stock'));
    const againstItemList = async (when: string) => {
      const [items, ...times] = await timedTogether(READ_RUNS, [
        itemList,
        ...stock.map((c) => () => read(c.path, { ...c.body, size: 10 })),
      ]);
      for (const [i, c] of stock.entries())
        console.log(
          `BENCH ${JSON.stringify({ name: `screens: ${c.name} against the item list's page, ${when} p50`, value: times[i]?.p50, unit: 'ms', baseline: items?.p50, goal: '≤ 10x' })}`,
        );
    };
    await againstItemList('seeded');
    await grow(database.db, caller);
    await againstItemList(`grown by ${GROWTH} items, parties and used-up lots`);
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
