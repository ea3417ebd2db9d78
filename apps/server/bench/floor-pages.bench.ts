// `npm run bench floor-pages` (issue 58 "Speed": from a code read to the lot's page shown within 300 ms on
// the busy-year data, decision 2313): the two reads a lot's page sends together once its label is read
// (where the lot lies: the stock filtered by item, lot and roll; its newest movements: the stock card
// newest first), and a rack's page's first page of stock, timed in turns with the item list's page, each
// reported beside it as a ratio (as the screens bench reports Inventory Stock, decision 2273).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { staff } from '../src/db/schema.ts';
import { busyYearDatabase } from './busy-year-seed.ts';
import { timedTogether } from './floor.ts';
import { sized } from './short.ts';

const RUNS = sized(40, 1);
const BUDGET_MS = 300;
const ITEM_LIST = 'chemical/item/getAllByPartner?page=1&size=10';

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'erp-bench-floor-pages-'));
  const { database } = await busyYearDatabase(workDir);
  try {
    const server = await buildApp({ database, filesDir: join(workDir, 'files') });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const token = await server.sessions.issue({ staffId: admin.id, orgId: admin.orgId });
    const send = async (method: 'GET' | 'POST', path: string, body?: object): Promise<void> => {
      const reply = await server.app.inject({
        method,
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
      if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
    };
    // A lot with stock, as a label names it: its item's master id, its lot and roll numbers.
    const [lot] = await queryRows<{ itemId: number; lotNumber: string; rollNumber: string }>(
      database.db,
      sql`SELECT m.item_id AS "itemId", i.lot_number AS "lotNumber", i.roll_number AS "rollNumber"
          FROM stock_balance b JOIN stock_identity i ON i.org_id = b.org_id AND i.id = b.identity_id
          JOIN stock_material m ON m.org_id = i.org_id AND m.id = i.material_id
          WHERE b.org_id = ${admin.orgId} AND b.quantity > 0 AND i.lot_number <> '' AND m.item_id IS NOT NULL
          ORDER BY b.id DESC LIMIT 1`,
    );
    if (!lot) throw new Error('no lot with stock in the busy year');
    const [area] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT stock_area_id AS id FROM stock_balance WHERE org_id = ${admin.orgId} AND quantity > 0 LIMIT 1`,
    );
    const lotPage = () =>
      Promise.all([
        send('POST', 'chemical/itemStock/getStock/v2', { ...lot, page: 1, size: 50 }),
        send('POST', 'chemical/itemStock/stockCard', {
          itemId: lot.itemId,
          lotNumber: lot.lotNumber,
          newestFirst: true,
          page: 1,
          size: 5,
        }),
      ]);
    const placePage = () =>
      send('POST', 'chemical/itemStock/getStock/v2', { stockAreaId: area?.id, page: 1, size: 20 });
    const [items, lotTimes, placeTimes] = await timedTogether(RUNS, [
      () => send('GET', ITEM_LIST),
      lotPage,
      placePage,
    ]);
    for (const [name, times] of [
      ["a lot's page by its label's code", lotTimes],
      ["a stock area's page, its first page of stock", placeTimes],
    ] as const)
      console.log(
        `BENCH ${JSON.stringify({ name: `floor pages: ${name} against the item list's page, p50`, value: times?.p50, unit: 'ms', baseline: items?.p50, goal: `≤ ${BUDGET_MS} ms` })}`,
      );
    if ((lotTimes?.p95 ?? 0) > BUDGET_MS)
      console.log(
        `floor pages: a lot's page took ${lotTimes?.p95.toFixed(1)} ms at p95, over ${BUDGET_MS} ms`,
      );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
