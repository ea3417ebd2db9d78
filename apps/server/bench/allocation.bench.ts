// `npm run bench allocation` (issue 18, decision 1004): on the stock bench's seed (1,000,000 ledger rows,
// BENCH_LEDGER for a short run), the submit of a material allocation of 50 lines, each reserving 1 kg of
// another item in one stock area, through the app (Fastify's inject): p50 and p99 next to the same
// reservations made straight with the ledger's `reserveStock` in a transaction of their own (the floor).
// Each run allocates a request of its own and is cancelled after it (unmeasured), so every run reserves
// against the same stock. Then the statements of one submit against the floor's (`--verbose` prints them with
// their times), and a check that nothing stays reserved and no place is inconsistent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { releaseReserved, reserveStock } from '../src/stock/reserve.ts';
import { brokenPlaces, seededDatabase } from './stock-seed.ts';
import { documentCalls, type BenchDoc } from './calls.ts';
import { printStatements, submitAndFloor } from './statements.ts';
import { reportTiming, timingOf } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

const LINES = sized(50, 5);
const RUNS = sized(40, 1);
const WARM_UP = sized(5, 0);
const verbose = process.argv.includes('--verbose');

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-allocation-'));
  const { database, client } = await openBenchDatabase();
  try {
    const { caller, one } = await seededDatabase(database);
    const db = database.db;

    // Areas n and n + 5 share a branch (the seed's location of area n is 1 + n % 5).
    const areas = await queryRows<{ id: number; code: string }>(
      db,
      sql`SELECT id, code FROM stock_area WHERE org_id = ${caller.orgId} AND code IN ('SBA-001', 'SBA-006') ORDER BY code`,
    );
    const [from, to] = areas.map((area) => area.id);
    if (from === undefined || to === undefined) throw new Error('the seed has no areas SBA-001 and SBA-006');
    const places = await queryRows<{ itemId: number; lotNumber: string }>(
      db,
      sql`SELECT i.id AS "itemId", s.lot_number AS "lotNumber"
          FROM stock_balance b JOIN stock_material m ON m.org_id = b.org_id AND m.id = b.material_id
          JOIN item i ON i.org_id = m.org_id AND i.id = m.item_id
          JOIN stock_identity s ON s.org_id = b.org_id AND s.id = b.identity_id
          WHERE b.org_id = ${caller.orgId} AND b.stock_area_id = ${from} AND b.quantity >= 1 AND i.code <> 'SB-000001'
          ORDER BY i.id LIMIT ${LINES}`,
    );
    if (places.length < LINES) throw new Error(`only ${places.length} items in ${from}`);
    const { department } = await one<{ department: number }>(
      sql`SELECT id AS department FROM department WHERE org_id = ${caller.orgId} AND name = 'Stores'`,
    );

    const server = await buildApp({ database, filesDir });
    const { post, act } = await documentCalls(server, caller);

    /** An open request of 1 kg of each item and its allocation's draft, from `from` to `to`. */
    const draft = async (): Promise<BenchDoc> => {
      const request = await act(
        'chemical/requestApproval/submit',
        await post('chemical/requestApproval/save', {
          date: '2026-11-24',
          departmentId: department,
          requiredBy: '2026-11-25',
          purpose: 'PRODUCTION',
          lines: places.map((p) => ({ itemId: p.itemId, quantity: 1 })),
        }),
      );
      return post('chemical/storeManagement/allocate/save', {
        materialRequestId: request.id,
        date: '2026-11-24',
        lines: places.map((p, index) => ({
          materialRequestLineId: request.lines[index]?.id,
          itemId: p.itemId,
          stockAreaId: from,
          quantity: 1,
          toStockAreaId: to,
        })),
      });
    };

    const api: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const allocation = await draft();
      const started = performance.now();
      const submitted = await act('chemical/storeManagement/allocate/submit', allocation);
      if (run >= WARM_UP) api.push(performance.now() - started);
      await act('chemical/storeManagement/allocate/cancel', submitted, 'Bench run');
    }

    /** The floor: the same reservations made straight with `reserveStock` in a transaction; and their release. */
    const floorRun = async (run: number): Promise<{ took: number; release: () => Promise<void> }> => {
      const document = { type: 'bench', id: run + 1, number: `BENCH-${run}`, lineId: null };
      const started = performance.now();
      await database.transaction((tx) =>
        reserveStock(
          tx,
          caller,
          places.map((p) => ({
            identity: { material: { itemId: p.itemId }, lotNumber: p.lotNumber },
            stockAreaId: from,
            rackId: null,
            quantity: 1,
            document,
            salesOrderId: null,
          })),
        ),
      );
      const took = performance.now() - started;
      return {
        took,
        release: async () => {
          await database.transaction((tx) => releaseReserved(tx, caller, document));
        },
      };
    };
    const floor: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const { took, release } = await floorRun(run);
      if (run >= WARM_UP) floor.push(took);
      await release();
    }
    reportTiming(
      `allocation: submit of a ${LINES}-line allocation`,
      timingOf(api),
      timingOf(floor),
      '< 50 ms on PGlite',
    );

    // The statements of one more submit (from its BEGIN to its COMMIT) against one more floor's, each with its
    // time under --verbose: where the submit's time above the floor goes.
    const counted = await draft();
    const { submit, floor: floorSubmit } = await submitAndFloor(
      client,
      () => server.statistics.settled(),
      async () => {
        const submitted = await act('chemical/storeManagement/allocate/submit', counted);
        return () => act('chemical/storeManagement/allocate/cancel', submitted, 'Bench run');
      },
      async () => (await floorRun(WARM_UP + RUNS)).release,
    );
    if (verbose) {
      printStatements('allocation: the submit', submit);
      printStatements('allocation: the floor', floorSubmit);
    }
    console.log(
      `BENCH ${JSON.stringify({ name: `allocation: statements of one submit of a ${LINES}-line allocation`, value: submit.length, unit: 'statements', baseline: floorSubmit.length })}`,
    );

    const left = await one<{ reserved: number; rows: number }>(
      sql`SELECT (SELECT coalesce(sum(reserved), 0)::float8 FROM stock_balance WHERE org_id = ${caller.orgId}) AS reserved,
                 (SELECT count(*)::int FROM stock_reservation WHERE org_id = ${caller.orgId}) AS rows`,
    );
    const broken = await brokenPlaces(db, caller.orgId, 0);
    console.log(`left reserved: ${left.reserved} in ${left.rows} rows; ${broken} places broken`);
    console.log(
      `BENCH ${JSON.stringify({ name: 'allocation: reservations left or places broken after the runs', value: left.rows + broken + (left.reserved === 0 ? 0 : 1), unit: 'faults', goal: '0' })}`,
    );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
