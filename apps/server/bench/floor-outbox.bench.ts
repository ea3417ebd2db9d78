// `npm run bench floor-outbox` (issue 58 "Speed": "200 entries kept offline are all sent within 20 s of the
// network's return, while another user's reads wait at most 300 ms more than on a quiet server", decision
// 2285): a phone's outbox sends what it kept in the order made, one entry after another, each with its own
// Idempotency-Key (packages/api's outbox); here 200 floor moves of lots of the busy year, each to a stock area
// of another department, while the storekeeper reads the first page of the items every 25 ms. Then the
// statements of one more move, each with its time (`--verbose` prints them): where an entry's time goes.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { busyYearDatabase } from './busy-year-seed.ts';
import { neighbourRead, sessionOf } from './neighbour.ts';
import { sized } from './short.ts';
import { countStatements, printStatements } from './statements.ts';
import { timingOf } from './timing.ts';

const ENTRIES = sized(200, 5);
const SENT_GOAL_S = 20;
const WAIT_GOAL_MS = 300;
const QUIET_READS = sized(30, 3);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lot the busy year holds at one stock area of a department, and a stock area of another department. */
interface Entry {
  itemId: number;
  lotNumber: string;
  stockAreaId: number;
  toStockAreaId: number;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'erp-bench-floor-outbox-'));
  const { database, client } = await busyYearDatabase(workDir);
  try {
    const server = await buildApp({ database, filesDir: join(workDir, 'files') });
    const worker = await sessionOf(server, database, 'admin');
    const neighbour = await sessionOf(server, database, 'storekeeper');
    // The seed's stock areas belong to no department: they are given the demo's, in turn (not timed), since a
    // floor move goes between departments' stock areas.
    await database.db.execute(
      sql`WITH departments AS (
            SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n
            FROM department WHERE org_id = ${worker.orgId})
          UPDATE stock_area a SET department_id = d.id
          FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM stock_area
                WHERE org_id = ${worker.orgId} AND department_id IS NULL) s, departments d
          WHERE a.id = s.id AND d.k = s.k % d.n`,
    );
    // A place of each of ENTRIES lots with stock in a department's stock area; each goes to another department's
    // stock area of the same place (a transfer between departments stays in one branch).
    const entries = await queryRows<Entry>(
      database.db,
      sql`WITH placed AS (
            SELECT DISTINCT ON (m.item_id, i.lot_number) m.item_id AS "itemId", i.lot_number AS "lotNumber",
                   b.stock_area_id AS "stockAreaId", a.department_id AS department, a.location_id AS location
            FROM stock_balance b
            JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
            JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id
            JOIN stock_area a ON a.org_id = b.org_id AND a.id = b.stock_area_id
            WHERE b.org_id = ${worker.orgId} AND b.quantity > 0 AND i.lot_number <> '' AND m.item_id IS NOT NULL
              AND a.department_id IS NOT NULL
              AND EXISTS (SELECT 1 FROM stock_area t WHERE t.org_id = a.org_id AND t.location_id = a.location_id
                            AND t.department_id <> a.department_id)
            ORDER BY m.item_id, i.lot_number, b.stock_area_id
            LIMIT ${ENTRIES + 1})
          SELECT p."itemId", p."lotNumber", p."stockAreaId",
                 (SELECT id FROM stock_area t WHERE t.org_id = ${worker.orgId} AND t.department_id IS NOT NULL
                    AND t.department_id <> p.department AND t.location_id = p.location
                  ORDER BY t.id LIMIT 1) AS "toStockAreaId"
          FROM placed p`,
    );
    const ready = entries.filter((entry) => entry.toStockAreaId !== null);
    if (ready.length < ENTRIES + 1)
      throw new Error(`the busy year has ${ready.length} lots to move, not ${ENTRIES + 1}`);
    const move = async (entry: Entry): Promise<void> => {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/v1/floor/move',
        headers: { authorization: `Bearer ${worker.token}`, 'idempotency-key': randomUUID() },
        payload: entry,
      });
      if (reply.statusCode !== 200) throw new Error(`a kept move: ${reply.statusCode} ${reply.body}`);
    };

    const read = neighbourRead(server, neighbour.token);
    const quietTimes: number[] = [];
    for (let k = 0; k < QUIET_READS; k += 1) {
      quietTimes.push(await read());
      await sleep(25);
    }
    const quiet = timingOf(quietTimes).p50;

    let sending = true;
    let longest = 0;
    const reads = (async () => {
      while (sending) {
        longest = Math.max(longest, await read());
        await sleep(25);
      }
    })();
    const started = performance.now();
    try {
      // In the order made, one after another, each under the key the phone made for it.
      for (const entry of ready.slice(0, ENTRIES)) await move(entry);
    } finally {
      sending = false;
      await reads;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `BENCH ${JSON.stringify({ name: `floor outbox: ${ENTRIES} kept moves sent in order`, value: seconds, unit: 's', goal: `≤ ${SENT_GOAL_S} s` })}`,
    );
    console.log(
      `BENCH ${JSON.stringify({ name: "floor outbox: another user's added wait meanwhile", value: Math.max(0, longest - quiet), unit: 'ms', goal: `≤ ${WAIT_GOAL_MS} ms` })}`,
    );
    const statements = countStatements(client);
    await move(ready[ENTRIES] as Entry);
    const sent = statements.takeTimed();
    console.log(
      `BENCH ${JSON.stringify({ name: 'floor outbox: statements of one kept move', value: sent.length, unit: 'statements' })}`,
    );
    if (process.argv.includes('--verbose')) printStatements('floor outbox: one kept move', sent);
    await server.app.close();
  } finally {
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
