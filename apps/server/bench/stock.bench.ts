// `npm run bench stock` (issue 17, decision 0960): 100,000 items and 1,000,000 ledger rows over 5 branches
// and 200 stock areas, seeded with SQL (`INSERT … SELECT generate_series`), balances, afters and the stock
// areas' kept totals (decision 0961) consistent; one busy item with 10,000 movements. Measured through the
// app (Fastify's inject), p50 and p99 next to the same statements sent straight to the database (the
// floor): the stock view of one branch (first page and total) and the busy item's stock card (first and a
// middle page). Then 50 parallel stock issue submits: postings per second next to 50 parallel
// `postMovements`, and a check that no stock was lost or went negative and no area's kept totals drifted.
// BENCH_LEDGER=100000 runs a short version (items = ledger rows / 10); --explain prints the plans.
// The seed and its checks are in stock-seed.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements, type Movement } from '../src/stock/ledger.ts';
import { BUSY, brokenPlaces, driftedAreas, driftedLots, seededDatabase } from './stock-seed.ts';
import { timeRead } from './floor.ts';
import { reportTiming, timingOf } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

const READ_RUNS = sized(200, 1);
/** Postings at once, and how many such rounds (each on items of its own). */
const PARALLEL = sized(50, 5);
const ROUNDS = sized(4, 1);
const explain = process.argv.includes('--explain');
/** The busy item's middle page of 20 movements. */
const MIDDLE = Math.ceil(BUSY / 40);

// ---- the run ----

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-stock-'));
  const { database, client } = await openBenchDatabase();
  try {
    const { caller, one } = await seededDatabase(database);
    const db = database.db;
    const seeded = await one<{ items: number; ledger: number; balances: number }>(
      sql`SELECT (SELECT count(*)::int FROM item WHERE code LIKE 'SB-%') AS items,
                 (SELECT count(*)::int FROM stock_ledger) AS ledger, (SELECT count(*)::int FROM stock_balance) AS balances`,
    );
    console.log(
      `seeded ${seeded.items} items, ${seeded.ledger} ledger rows, ${seeded.balances} balance rows`,
    );
    const seedBroken = await brokenPlaces(db, caller.orgId, 0);
    if (seedBroken !== 0) throw new Error(`the seed is inconsistent at ${seedBroken} places`);
    const { lastSeeded } = await one<{ lastSeeded: number }>(
      sql`SELECT max(id)::int AS "lastSeeded" FROM stock_ledger`,
    );

    const server = await buildApp({ database, filesDir });
    const token = await server.sessions.issue(caller);
    const post = async <T>(
      path: string,
      body: unknown,
    ): Promise<{ status: number; data: T; total?: number }> => {
      const reply = await server.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      });
      const envelope = reply.json<{ data: T; totalCount?: number }>();
      return { status: reply.statusCode, data: envelope.data, total: envelope.totalCount };
    };
    const read = async (path: string, body: unknown): Promise<number> => {
      const reply = await post<unknown[]>(path, body);
      if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.data)}`);
      return reply.total ?? 0;
    };

    // (a) The stock view of one branch, first page and total; (b) the busy item's stock card.
    const { branch } = await one<{ branch: number }>(
      sql`SELECT id AS branch FROM branch WHERE org_id = ${caller.orgId} AND code = 'SBB-1'`,
    );
    const { busy } = await one<{ busy: number }>(
      sql`SELECT id AS busy FROM item WHERE org_id = ${caller.orgId} AND code = 'SB-000001'`,
    );
    const reads = [
      {
        name: 'stock: view of one branch, first page and total',
        path: 'chemical/itemStock/getStock/v2',
        body: { branch, page: 1, size: 20 },
        goal: '< 50 ms on PGlite',
      },
      {
        name: `stock: card of an item of ${BUSY} movements, first page`,
        path: 'chemical/itemStock/stockCard',
        body: { itemId: busy, page: 1, size: 20 },
        goal: '< 20 ms',
      },
      {
        name: `stock: card of an item of ${BUSY} movements, page ${MIDDLE}`,
        path: 'chemical/itemStock/stockCard',
        body: { itemId: busy, page: MIDDLE, size: 20 },
        goal: '< 20 ms',
      },
    ];
    for (const r of reads) {
      console.log(`${r.name}: ${await read(r.path, r.body)} rows in all`);
      await timeRead(
        client,
        { name: r.name, goal: r.goal, runs: READ_RUNS, explain, call: () => read(r.path, r.body) },
        reportTiming,
      );
    }

    // (c) Postings: ROUNDS of PARALLEL stock issue submits of 1 kg, each on an item of its own.
    const { department } = await one<{ department: number }>(
      sql`SELECT id AS department FROM department WHERE org_id = ${caller.orgId} AND name = 'Stores'`,
    );
    const places = await queryRows<{ itemId: number; stockAreaId: number; lotNumber: string }>(
      db,
      sql`SELECT i.id AS "itemId", b.stock_area_id AS "stockAreaId", 'LOT-' || substr(i.code, 4) AS "lotNumber"
          FROM item i JOIN stock_material m ON m.org_id = i.org_id AND m.item_id = i.id
          JOIN LATERAL (SELECT * FROM stock_balance b WHERE b.org_id = m.org_id AND b.material_id = m.id
                        AND b.quantity >= 1 ORDER BY b.id LIMIT 1) b ON true
          WHERE i.org_id = ${caller.orgId} AND i.code LIKE 'SB-%' AND i.code <> 'SB-000001'
          ORDER BY i.code LIMIT ${PARALLEL * (ROUNDS + 1)}`,
    );
    type Doc = { id: number; version: number };
    const issue = async (line: Record<string, unknown>): Promise<Doc> => {
      const saved = await post<Doc>('chemical/stockIssue/save', {
        date: '2026-11-23',
        departmentId: department,
        purpose: 'CONSUMPTION',
        lines: [{ ...line, quantity: 1 }],
      });
      if (saved.status !== 200)
        throw new Error(`stock issue save: ${saved.status} ${JSON.stringify(saved.data)}`);
      return saved.data;
    };
    const submitAll = async (
      drafts: readonly Doc[],
    ): Promise<{ perSecond: number; ok: number; refused: number }> => {
      const started = performance.now();
      const replies = await Promise.all(
        drafts.map((d) => post('chemical/stockIssue/submit', { id: d.id, version: d.version })),
      );
      const seconds = (performance.now() - started) / 1000;
      const ok = replies.filter((r) => r.status === 200).length;
      const refused = replies.filter((r) => r.status === 400).length;
      if (ok + refused !== drafts.length) throw new Error('a submit failed otherwise than by a refusal');
      return { perSecond: drafts.length / seconds, ok, refused };
    };
    const rates: number[] = [];
    let issued = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const drafts = await Promise.all(
        places
          .slice(round * PARALLEL, (round + 1) * PARALLEL)
          .map((p) => issue({ itemId: p.itemId, stockAreaId: p.stockAreaId })),
      );
      const result = await submitAll(drafts);
      if (result.ok !== PARALLEL) throw new Error(`${result.refused} issues refused with stock there`);
      issued += result.ok;
      rates.push(result.perSecond);
    }
    // The floor: PARALLEL transactions of one `postMovements` each, straight on the database.
    const floorStart = performance.now();
    await Promise.all(
      places.slice(ROUNDS * PARALLEL).map((p, i) =>
        database.transaction((tx) =>
          postMovements(tx, caller, [
            {
              identity: { material: { itemId: p.itemId }, lotNumber: p.lotNumber },
              stockAreaId: p.stockAreaId,
              quantity: -1,
              movement: 'ISSUE',
              document: { type: 'bench', id: null, number: `BENCH-${i}` },
            },
          ]),
        ),
      ),
    );
    const floorRate = PARALLEL / ((performance.now() - floorStart) / 1000);
    console.log(
      `BENCH ${JSON.stringify({ name: `stock: ${PARALLEL} parallel stock issue submits, median of ${ROUNDS}`, value: timingOf(rates).p50, unit: 'postings/s', baseline: floorRate })}`,
    );

    // (d) Contention: PARALLEL issues of 1 kg against a lot of exactly 10 kg: 10 succeed, the lot is empty.
    const area = places[0]?.stockAreaId ?? 0;
    const lot: Movement = {
      identity: { material: { itemId: busy }, lotNumber: 'BENCH-10KG' },
      stockAreaId: area,
      quantity: 10,
      rate: 101,
      movement: 'INWARD',
      document: { type: 'bench', id: null, number: 'BENCH-10KG' },
    };
    await database.transaction((tx) => postMovements(tx, caller, [lot]));
    const drafts = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        issue({ itemId: busy, stockAreaId: area, lotNumber: 'BENCH-10KG' }),
      ),
    );
    const contended = await submitAll(drafts);
    issued += contended.ok;
    const left = await one<{ quantity: number; ledger: number }>(
      sql`SELECT b.quantity::float8 AS quantity, (SELECT sum(quantity)::float8 FROM stock_ledger l WHERE l.balance_id = b.id) AS ledger
          FROM stock_balance b JOIN stock_identity i ON i.id = b.identity_id
          WHERE b.org_id = ${caller.orgId} AND i.lot_number = 'BENCH-10KG'`,
    );
    const outOfSubmits = await one<{ out: number }>(
      sql`SELECT coalesce(-sum(quantity), 0)::float8 AS out FROM stock_ledger
          WHERE org_id = ${caller.orgId} AND id > ${lastSeeded} AND document_type = 'stockIssue'`,
    );
    const broken = await brokenPlaces(db, caller.orgId, lastSeeded);
    const drifted = await driftedAreas(db, caller.orgId);
    const driftedLotRows = await driftedLots(db, caller.orgId);
    const wrong =
      broken +
      drifted +
      driftedLotRows +
      (contended.ok === 10 ? 0 : 1) +
      (left.quantity === 0 && left.ledger === 0 ? 0 : 1) +
      (outOfSubmits.out === issued ? 0 : 1);
    console.log(
      `contention: ${contended.ok} of ${PARALLEL} issues of 1 kg against 10 kg succeeded (${contended.perSecond.toFixed(1)} submits/s); ` +
        `the lot holds ${left.quantity}, its ledger sums to ${left.ledger}; ${issued} kg issued, ${outOfSubmits.out} kg in the ledger; ${broken} places broken; ${drifted} stock area totals and ${driftedLotRows} lots drifted`,
    );
    console.log(
      `BENCH ${JSON.stringify({ name: 'stock: places lost or negative after the postings', value: wrong, unit: 'faults', goal: '0' })}`,
    );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
