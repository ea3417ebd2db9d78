// `npm run bench production` (issue 19, decision 1100): on the stock bench's seed (1,000,000 ledger rows,
// BENCH_LEDGER for a short run), the submit of a production batch of 30 lines — 15 inputs of 1 kg, each of
// another item out of one stock area, and 15 outputs of 1 kg of 15 other items into another — through the
// app (Fastify's inject): p50 and p99 next to the same 30 movements posted straight with the ledger's
// `postMovements` in a transaction of their own (the floor). Each run's batch is cancelled after it
// (unmeasured), so every run consumes the same stock. Then a check that no place is inconsistent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openPglite, queryRows } from '../src/db/client.ts';
import { postMovements, reverseDocument, type Movement } from '../src/stock/ledger.ts';
import { brokenPlaces, seededDatabase } from './stock-seed.ts';
import { documentCalls } from './calls.ts';
import { reportTiming, timingOf } from './timing.ts';

const HALF = 15;
const RUNS = 40;
const WARM_UP = 5;

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-production-'));
  const { database } = openPglite({});
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

    const api: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const batch = await post('chemical/productionbatch/save', {
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
      const started = performance.now();
      const submitted = await act('chemical/productionbatch/submit', batch);
      if (run >= WARM_UP) api.push(performance.now() - started);
      await act('chemical/productionbatch/cancel', submitted, 'Bench run');
    }

    const floor: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
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
          rate: 10,
          movement: 'PRODUCTION_OUTPUT',
          document,
        })),
      ];
      const started = performance.now();
      await database.transaction(async (tx) => {
        const taken = await postMovements(tx, caller, movements.slice(0, HALF));
        if (taken.length !== HALF) throw new Error('the floor posted no inputs');
        await postMovements(tx, caller, movements.slice(HALF));
      });
      if (run >= WARM_UP) floor.push(performance.now() - started);
      await database.transaction((tx) => reverseDocument(tx, caller, document, `BENCH-${run}`));
    }
    reportTiming(
      `production: submit of a ${HALF * 2}-line batch`,
      timingOf(api),
      timingOf(floor),
      '< 50 ms on PGlite',
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
