// `npm run bench` (issue 16): 100,000 submitted purchase orders of 5 lines each, seeded with SQL; p50 and p99
// of the Open list's first page with a search (`getPOByStatus/10?q=…`) and of the save plus submit of a
// 50-line order, over HTTP from a second process, next to the same service calls straight on the database
// in this run (the floor). BENCH_ORDERS=2000 runs a short version while developing; --explain prints the
// list's plans (decision 0861). The second process is documents-client.ts. Then the statements of one more
// submit through the app, the work it leaves after its reply included, against the floor's, each with its
// time (`--verbose` prints them): where a slow submit's time goes (decision 2280). And a save and submit sent
// with an Idempotency-Key against the same sent without, in turn: what a key costs (decision 2292).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_STATUS as S } from '@erp/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { Caller } from '../src/core/caller.ts';
import { queryRows, type Executor } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { DocumentService } from '../src/documents/service.ts';
import { transition } from '../src/documents/transitions.ts';
import { prepareDatabase } from '../src/setup.ts';
import type { ListQuery } from '../src/stores/types.ts';
import { searchText } from '../src/stores/writes.ts';
import { openBenchDatabase } from './bench-database.ts';
import { documentCalls } from './calls.ts';
import { fromSecondProcess, pair, single, timed } from './documents-client.ts';
import { sized } from './short.ts';
import { countStatements, printStatements, type SentStatement } from './statements.ts';
import { reportTiming } from './timing.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? sized(100_000, 200));
const LINES = 5;
const SUPPLIERS = sized(2_000, 50);
const ITEMS = sized(1_000, 60);
const SUBMIT_LINES = 50;
const LIST_RUNS = sized(400, 1);
const SUBMIT_RUNS = sized(100, 1);
/** Searches of the Open list: a party's name (one supplier in 8, in 24, fewer), a number's start. */
const SEARCHES = [
  'shree polymers',
  'balaji',
  'gujarat traders 1',
  'PO/2026-27/0004',
  'krishna polymers 7',
  'om chemicals',
];

/** The domain's search normalisation in SQL, for the ASCII text generate_series makes. */
const norm = (expression: string): string =>
  `lower(regexp_replace(${expression}, '[,.()\\[\\]{}+\\s-]', '', 'g'))`;

/** The Indian financial year of a date column in SQL ('2026-27'). */
const fy = (date: string): string =>
  `(extract(year FROM ${date} - interval '3 months')::int || '-' ||
    lpad(((extract(year FROM ${date} - interval '3 months')::int + 1) % 100)::text, 2, '0'))`;

async function idOf(db: Executor, caller: Caller, table: string, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE org_id = ${caller.orgId} AND name = ${name}`,
  );
  if (!row) throw new Error(`no ${table} ${name}`);
  return row.id;
}

/**
 * Suppliers, items, and ORDERS submitted purchase orders over two financial years (60% Open, 20% In
 * Progress, 15% Closed, 5% Cancelled) of LINES lines each at 18% IGST, numbered per year, with their
 * totals, search text and the counters a new submit continues from.
 */
async function seedOrders(db: Executor, caller: Caller): Promise<void> {
  const org = caller.orgId;
  const who = caller.staffId;
  const branch = await idOf(db, caller, 'branch', 'Head Office');
  const uom = await idOf(db, caller, 'uom', 'KG');
  const partyType = await idOf(db, caller, 'party_type', 'Supplier');
  await db.execute(
    sql.raw(`
    INSERT INTO party (org_id, company_name, party_type_id, is_supplier, active, search, created_by, updated_by)
    SELECT ${org}, name, ${partyType}, true, true, ${norm('name')}, ${who}, ${who}
    FROM (SELECT (ARRAY['Shree', 'Sai', 'Om', 'Bharat', 'Krishna', 'Balaji', 'Mahalaxmi', 'Gujarat'])[1 + g % 8] || ' '
                 || (ARRAY['Polymers', 'Packaging', 'Chemicals', 'Traders', 'Industries', 'Plastics'])[1 + g % 6] || ' ' || g AS name
          FROM generate_series(1, ${SUPPLIERS}) g) s`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO item (org_id, code, name, uom_id, hsn_code, purchase_gst_rate, sale_gst_rate, purchase_price, active, search,
                      created_by, updated_by)
    SELECT ${org}, 'PB-' || lpad(g::text, 4, '0'), 'PP Granules Bench ' || g, ${uom}, '3902', 18, 18, 100 + g % 50, true,
           'pb' || lpad(g::text, 4, '0') || '|ppgranulesbench' || g || '|3902', ${who}, ${who}
    FROM generate_series(1, ${ITEMS}) g`),
  );
  // Line l of order g: quantity 10 + (g + l) % 90 at 50 + 10 l, 18% IGST; the header sums its lines.
  const taxable = (g: string): string => `((10 + (${g} + l) % 90) * (50 + 10 * l))`;
  await db.execute(
    sql.raw(`
    WITH suppliers AS (SELECT id, company_name, row_number() OVER (ORDER BY id) - 1 AS k FROM party
                       WHERE org_id = ${org} AND company_name ~ ' \\d+$' AND is_supplier),
         orders AS (SELECT g, DATE '2025-04-01' + (g % 730) AS d,
                           (ARRAY[10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 20, 20, 20, 20, 30, 30, 30, 90])[1 + g % 20] AS status,
                           (SELECT sum(${taxable('g')}) FROM generate_series(1, ${LINES}) l) AS taxable
                    FROM generate_series(1, ${ORDERS}) g),
         numbered AS (SELECT o.*, 'PO/' || ${fy('o.d')} || '/' ||
                             lpad((row_number() OVER (PARTITION BY ${fy('o.d')} ORDER BY o.g))::text, 5, '0') AS number
                      FROM orders o)
    INSERT INTO purchase_order (org_id, number, status, status_reason, taxable_total, igst_total, grand_total, party_id,
                                date, branch_id, place_of_supply, search, created_by, updated_by)
    SELECT ${org}, n.number, n.status, CASE WHEN n.status IN (30, 90) THEN 'Bench' END, n.taxable,
           round(n.taxable * 0.18, 2), round(n.taxable * 1.18), s.id, n.d, ${branch}, '24',
           ${norm('n.number')} || '|' || ${norm('s.company_name')}, ${who}, ${who}
    FROM numbered n JOIN suppliers s ON s.k = n.g % ${SUPPLIERS}
    ORDER BY n.g`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO purchase_order_lines (org_id, purchase_order_id, line_no, item_id, quantity, uom_id, rate, discount_percent,
                                      hsn_code, gst_rate, taxable_value, igst_amount, line_total, received_quantity)
    SELECT ${org}, o.id, l, i.ids[1 + (o.g * ${LINES} + l) % ${ITEMS}], 10 + (o.g + l) % 90, ${uom}, 50 + 10 * l, 0, '3902', 18,
           ${taxable('o.g')}, round(${taxable('o.g')} * 0.18, 2), round(${taxable('o.g')} * 1.18, 2), CASE WHEN o.status = 20 AND l = 1 THEN 1 ELSE 0 END
    FROM (SELECT id, status, row_number() OVER (ORDER BY id) AS g FROM purchase_order WHERE org_id = ${org}) o
    CROSS JOIN generate_series(1, ${LINES}) l
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM item WHERE org_id = ${org} AND code LIKE 'PB-%') i`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO document_counter (org_id, series, financial_year, last_number)
    SELECT ${org}, 'PO', split_part(number, '/', 2), max(split_part(number, '/', 3)::int)
    FROM purchase_order WHERE org_id = ${org} GROUP BY 3
    ON CONFLICT (org_id, series, financial_year) DO UPDATE SET last_number = excluded.last_number`),
  );
  for (const table of ['party', 'item', 'purchase_order', 'purchase_order_lines'])
    await db.execute(sql.raw(`ANALYZE ${table}`));
}

/**
 * `--explain`: the database as the list reads it, printing the plan of each statement it runs (EXPLAIN
 * ANALYZE, so the statement runs twice): where a missed goal's time goes.
 */
function explaining(db: Executor): Executor {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          target,
          sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`,
        );
        console.error(plan.map((line) => line['QUERY PLAN']).join('\n'), '\n');
        return target.execute(query);
      };
    },
  });
}

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-'));
  const { database, client } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const caller: Caller = { staffId: admin.id, orgId: admin.orgId };
    const t0 = performance.now();
    await seedOrders(database.db, caller);
    const [seeded] = await queryRows<{ orders: number; lines: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM purchase_order) AS orders, (SELECT count(*)::int FROM purchase_order_lines) AS lines`,
    );
    console.log(
      `seeded ${seeded?.orders} purchase orders, ${seeded?.lines} lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const server = await buildApp({ database, filesDir });
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.sessions.issue({ staffId: admin.id, orgId: admin.orgId });
    const service = new DocumentService(database, server.service.resources);
    const resource = service.documents.get('purchaseOrder');
    if (!resource) throw new Error('no purchase order resource');
    const [sample] = await queryRows<{ number: string; search: string; name: string }>(
      database.db,
      sql`SELECT o.number, o.search, p.company_name AS name FROM purchase_order o JOIN party p ON p.id = o.party_id LIMIT 1`,
    );
    const expected = searchText(resource.store, { number: sample?.number, partyName: sample?.name });
    if (sample?.search !== expected)
      throw new Error(`the SQL search text differs from the server's: ${sample?.search} / ${expected}`);

    // (a) The Open list's first page with a search.
    const openList = (q: string | undefined): ListQuery => ({
      page: 1,
      size: 20,
      ...(q === undefined ? {} : { q }),
      conditions: [sql`t.status IN (${S.OPEN})`],
    });
    if (process.argv.includes('--explain')) {
      const explained = explaining(database.db);
      for (const q of SEARCHES)
        await resource.store.list(explained, caller, { sort: '-date', ...openList(q) });
    }
    const [listFloor] = await timed(LIST_RUNS, (i) =>
      single(() => service.list(resource, caller, openList(SEARCHES[i % SEARCHES.length]))),
    );
    const listPaths = SEARCHES.map(
      (q) => `chemical/purchaseOrder/getPOByStatus/${S.OPEN}?page=1&size=20&q=${encodeURIComponent(q)}`,
    );
    const [list] = await fromSecondProcess(url, token, { kind: 'get', paths: listPaths, runs: LIST_RUNS });
    reportTiming('documents: Open POs first page, searched', list, listFloor, '< 15 ms on PGlite');

    // (b) Save and submit of a 50-line order.
    const [supplier] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM party WHERE org_id = ${caller.orgId} AND company_name = 'Sai Packaging 1'`,
    );
    const items = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM item WHERE org_id = ${caller.orgId} AND code LIKE 'PB-%' ORDER BY id LIMIT ${SUBMIT_LINES}`,
    );
    const order = {
      partyId: supplier?.id,
      date: '2026-11-20',
      branchId: await idOf(database.db, caller, 'branch', 'Head Office'),
      lines: items.map((item, i) => ({ itemId: item.id, quantity: 10 + i, rate: 100 + i })),
    };
    const [saveFloor, submitFloor] = await timed(SUBMIT_RUNS, () =>
      pair(
        () => service.save(resource, caller, order),
        (draft) => transition(service, resource, caller, 'submit', { id: draft.id, version: draft.version }),
      ),
    );
    const [save, submit] = await fromSecondProcess(url, token, {
      kind: 'saveSubmit',
      path: 'chemical/purchaseOrder',
      body: JSON.stringify(order),
      runs: SUBMIT_RUNS,
    });
    reportTiming(`documents: save of ${SUBMIT_LINES} lines`, save, saveFloor);
    reportTiming(`documents: submit of ${SUBMIT_LINES} lines`, submit, submitFloor, '< 50 ms');

    // (c) What a key costs: the same save and submit sent with a key against sent without, in turn.
    const [keyedSave, keyedSubmit, unkeyedSave, unkeyedSubmit] = await fromSecondProcess(url, token, {
      kind: 'keyedAndNot',
      path: 'chemical/purchaseOrder',
      body: JSON.stringify(order),
      runs: SUBMIT_RUNS,
    });
    reportTiming(`documents: keyed save of ${SUBMIT_LINES} lines against unkeyed`, keyedSave, unkeyedSave);
    reportTiming(
      `documents: keyed submit of ${SUBMIT_LINES} lines against unkeyed`,
      keyedSubmit,
      unkeyedSubmit,
    );

    const statements = countStatements(client);
    const { post, act } = await documentCalls(server, caller);
    const draft = await post('chemical/purchaseOrder/save', order);
    // What the save leaves after its reply (an analysis of a table it filled) is the save's, not the submit's.
    await server.statistics.settled();
    statements.take();
    await act('chemical/purchaseOrder/submit', draft);
    await server.statistics.settled();
    const submitted = statements.takeTimed();
    const floorDraft = await service.save(resource, caller, order);
    statements.take();
    await transition(service, resource, caller, 'submit', { id: floorDraft.id, version: floorDraft.version });
    const floorSubmitted = statements.takeTimed();
    if (process.argv.includes('--verbose')) {
      printStatements(
        `documents: the submit of ${SUBMIT_LINES} lines, with what follows its reply`,
        submitted,
      );
      printStatements('documents: the floor', floorSubmitted);
    }
    const total = (sent: readonly SentStatement[]) => sent.reduce((sum, { ms }) => sum + ms, 0);
    const name = `documents: submit of ${SUBMIT_LINES} lines`;
    console.log(
      `BENCH ${JSON.stringify({ name: `${name}, statements with what follows its reply`, value: submitted.length, unit: 'statements', baseline: floorSubmitted.length })}`,
    );
    console.log(
      `BENCH ${JSON.stringify({ name: `${name}, its statements' time`, value: total(submitted), unit: 'ms', baseline: total(floorSubmitted) })}`,
    );

    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
