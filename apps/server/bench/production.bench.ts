// `npm run bench production` (issue 19, decision 1100): on the stock bench's seed (1,000,000 ledger rows,
// BENCH_LEDGER for a short run), the submit of a production batch of 30 lines — 15 inputs of 1 kg, each of
// another item out of one stock area, and 15 outputs of 1 kg of 15 other items into another — through the
// app (Fastify's inject): p50 and p99 next to the same 30 movements posted straight with the ledger's
// `postMovements` in a transaction of their own (the floor), the two in turns. Each run's batch is cancelled after it
// (unmeasured), so every run consumes the same stock. Then the statements of one submit, against the
// floor's (decision 1797: a figure the same on every machine; `tsx apps/server/bench/production.bench.ts
// --verbose` prints them), and a check that no place is inconsistent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { postMovements, reverseDocument, type Movement } from '../src/stock/ledger.ts';
import { brokenPlaces, seededDatabase } from './stock-seed.ts';
import { documentCalls } from './calls.ts';
import { printStatements, submitAndFloor } from './statements.ts';
import { reportTiming, timingOf } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

const HALF = sized(15, 2);
const RUNS = sized(40, 1);
const WARM_UP = sized(5, 0);
const verbose = process.argv.includes('--verbose');
/**
 * The statements of one submit of the batch, at most (decision 1797; its kept facts one more, 1820; the
 * outputs in the inputs' posting two fewer, 2380; its new places made with the known ones locked, and its
 * rates written in the posting's write, two fewer again, 2380's addendum; its number's counter raised in the
 * read of its kept facts, one fewer, 2383; its lots picked in the materials' lock, and its identities found or
 * made with its places, two fewer, 2387).
 */
const SUBMIT_STATEMENTS = 7;

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-production-'));
  const { database, client } = await openBenchDatabase();
  try {
    const { caller, one } = await seededDatabase(database);
    const db = database.db;
    const areas = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM stock_area WHERE org_id = ${caller.orgId} AND code IN ('SBA-001', 'SBA-006') ORDER BY code`,
    );
    const [from, to] = areas.map((area) => area.id);
    if (from === undefined || to === undefined) throw new Error('the seed has no areas SBA-001 and SBA-006');
    const places = await queryRows<{ itemId: number; lotNumber: string }>(
      db,
      sql`SELECT i.id AS "itemId", s.lot_number AS "lotNumber"
          FROM stock_balance b JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
          JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id
          JOIN stock_identity s ON s.org_id = b.org_id AND s.id = b.identity_id
          WHERE b.org_id = ${caller.orgId} AND b.stock_area_id = ${from} AND b.quantity - b.reserved >= 1
            AND NOT b.held AND i.code <> 'SB-000001'
          ORDER BY i.id LIMIT ${HALF * 2}`,
    );
    if (places.length < HALF * 2) throw new Error(`only ${places.length} items in ${from}`);
    const inputs = places.slice(0, HALF);
    const outputs = places.slice(HALF);

    const server = await buildApp({ database, filesDir });
    const { post, act } = await documentCalls(server, caller);

    const draft = (run: number) =>
      post('chemical/productionbatch/save', {
        date: '2026-11-24',
        lines: [
          ...inputs.map((p) => ({
            lineRole: 'INPUT',
            itemId: p.itemId,
            stockAreaId: from,
            lotNumber: p.lotNumber,
            quantity: 1,
          })),
          ...outputs.map((p) => ({
            lineRole: 'OUTPUT',
            itemId: p.itemId,
            stockAreaId: to,
            lotNumber: `BENCH-${run}`,
            quantity: 1,
          })),
        ],
      });
    /** The floor's 30 movements of run `run` in one transaction, timed; `reverse` takes them back. */
    const floorRun = async (run: number) => {
      const document = { type: 'bench', id: run + 1, number: `BENCH-${run}` };
      const movements: Movement[] = [
        ...inputs.map((p) => ({
          identity: { material: { itemId: p.itemId }, lotNumber: p.lotNumber },
          stockAreaId: from,
          quantity: -1,
          movement: 'PRODUCTION_INPUT',
          document,
        })),
        ...outputs.map((p) => ({
          identity: { material: { itemId: p.itemId }, lotNumber: `FLOOR-${run}` },
          stockAreaId: to,
          quantity: 1,
          movement: 'PRODUCTION_OUTPUT',
          document,
        })),
      ];
      const started = performance.now();
      // The outputs at the inputs' cost, in their posting, as the submit posts them (decision 2380).
      await database.transaction(async (tx) => {
        const posted = await postMovements(tx, caller, movements.slice(0, HALF), {
          movements: movements.slice(HALF),
          rates: (taken) => taken.map((row) => -row.value),
        });
        if (posted.length !== HALF * 2) throw new Error('the floor posted too few movements');
      });
      const took = performance.now() - started;
      const reverse = () =>
        database.transaction((tx) => reverseDocument(tx, caller, document, `BENCH-${run}`));
      return { took, reverse };
    };
    // The submit and the floor in turns (one of each, then again), so that what the machine does meanwhile
    // falls on both alike; each run's setting up and taking back unmeasured.
    const api: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const batch = await draft(run);
      const started = performance.now();
      const submitted = await act('chemical/productionbatch/submit', batch);
      const submitTook = performance.now() - started;
      await act('chemical/productionbatch/cancel', submitted, 'Bench run');
      const { took, reverse } = await floorRun(run);
      await reverse();
      if (run < WARM_UP) continue;
      api.push(submitTook);
      floor.push(took);
    }

    // The statements of one more submit and one more floor, counted after the timed runs: the submit's
    // (from its BEGIN to its COMMIT, the session's reads included) against the floor's.
    const counted = await draft(WARM_UP + RUNS);
    const { submit, floor: floorSubmit } = await submitAndFloor(
      client,
      () => server.statistics.settled(),
      async () => {
        const submitted = await act('chemical/productionbatch/submit', counted);
        return () => act('chemical/productionbatch/cancel', submitted, 'Bench run');
      },
      async () => (await floorRun(WARM_UP + RUNS)).reverse,
    );
    reportTiming(
      `production: submit of a ${HALF * 2}-line batch`,
      timingOf(api),
      timingOf(floor),
      '< 50 ms on PGlite',
    );
    if (verbose) {
      printStatements('production: the submit', submit);
      printStatements('production: the floor', floorSubmit);
    }
    console.log(
      `BENCH ${JSON.stringify({ name: `production: statements of one submit of a ${HALF * 2}-line batch`, value: submit.length, unit: 'statements', baseline: floorSubmit.length, goal: `<= ${SUBMIT_STATEMENTS} (decision 1797)` })}`,
    );

    const broken = await brokenPlaces(db, caller.orgId, 0);
    const { moved } = await one<{ moved: number }>(
      sql`SELECT coalesce(sum(quantity), 0)::float8 AS moved FROM stock_ledger
          WHERE org_id = ${caller.orgId} AND movement IN ('PRODUCTION_INPUT', 'PRODUCTION_OUTPUT')`,
    );
    console.log(`production left ${moved} moved; ${broken} places broken`);
    console.log(
      `BENCH ${JSON.stringify({ name: 'production: stock left moved or places broken after the runs', value: broken + (moved === 0 ? 0 : 1), unit: 'faults', goal: '0' })}`,
    );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
