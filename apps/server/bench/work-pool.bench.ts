// `npm run bench work-pool` (issue 39, decision 1850): the p99 of a light call (GET version) over loopback
// while a zip bomb is uploaded and a purchase order of the most lines a document may hold (2,000) printed, each again as soon as it is
// answered, until PRINTS prints are done; beside the same light call on the idle server in this run (the
// floor).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_DOCUMENT_LINES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { staff } from '../src/db/schema.ts';
import { prepareDatabase } from '../src/setup.ts';
import { XLSX_TYPE } from '../src/stock/sheet.ts';
import { bombXlsx } from '../test/sheet-bombs.ts';
import { documentCalls } from './calls.ts';
import { reportTiming, timingOf } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';

/** The longest document there can be (decision 1856). */
const LINES = sized(MAX_DOCUMENT_LINES, 50);
const PRINTS = sized(3, 1);
const FLOOR_RUNS = sized(300, 1);
const WARM_UP = sized(20, 0);

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-work-'));
  const { database } = await openBenchDatabase();
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const [admin] = await database.db.select().from(staff).where(eq(staff.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const caller = { staffId: admin.id, orgId: admin.orgId };
    const server = await buildApp({ database, filesDir });
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await server.sessions.issue(caller);
    const headers = { authorization: `Bearer ${token}` };
    const idOf = async (path: string, key: string, value: string): Promise<number> => {
      const reply = await fetch(`${url}/api/v1/${path}/getAllByPartner`, { headers });
      const rows = ((await reply.json()) as { dataList: Record<string, unknown>[] }).dataList;
      const row = rows.find((candidate) => candidate[key] === value);
      if (!row) throw new Error(`no ${path} with ${key} ${value}`);
      return Number(row.id);
    };
    const [partyId, branchId, itemId] = await Promise.all([
      idOf('party', 'companyName', 'Reliance Polymer Distributors Pvt Ltd'),
      idOf('erp/branch', 'name', 'Head Office'),
      idOf('chemical/item', 'code', 'RM-PP-001'),
    ]);
    const { post } = await documentCalls(server, caller);
    const order = await post('chemical/purchaseOrder/save', {
      partyId,
      branchId,
      date: '2026-11-20',
      lines: Array.from({ length: LINES }, (_, i) => ({ itemId, quantity: 1 + i, rate: 10 })),
    });
    const bomb = bombXlsx();

    const light = async (): Promise<number> => {
      const started = performance.now();
      const reply = await fetch(`${url}/api/v1/version`);
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`version: ${reply.status}`);
      return performance.now() - started;
    };
    const floor: number[] = [];
    for (let run = 0; run < WARM_UP + FLOOR_RUNS; run++) {
      const took = await light();
      if (run >= WARM_UP) floor.push(took);
    }

    let printing = true;
    const prints = (async () => {
      try {
        for (let n = 0; n < PRINTS; n++) {
          const reply = await fetch(`${url}/api/v1/chemical/purchaseOrder/print/${order.id}?copies=1`, {
            headers,
          });
          await reply.arrayBuffer();
          if (reply.status !== 200) throw new Error(`print: ${reply.status}`);
        }
      } finally {
        printing = false;
      }
    })();
    const bombs = (async () => {
      let refused = 0;
      while (printing) {
        const form = new FormData();
        form.append('file', new Blob([bomb], { type: XLSX_TYPE }), 'bomb.xlsx');
        const reply = await fetch(`${url}/api/v1/crm/digitalPlatform/import/columns`, {
          method: 'POST',
          headers,
          body: form,
        });
        await reply.arrayBuffer();
        if (reply.status !== 413) throw new Error(`bomb: ${reply.status}`);
        refused += 1;
      }
      return refused;
    })();
    const busy: number[] = [];
    while (printing) busy.push(await light());
    await prints;
    console.log(
      `light calls: ${busy.length} beside ${PRINTS} prints of ${LINES} lines and ${await bombs} bombs`,
    );
    reportTiming(
      `a light call while a bomb upload and a ${LINES.toLocaleString('en-IN')}-line print run`,
      timingOf(busy),
      timingOf(floor),
      '≤ 100 ms',
      'p99',
    );
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
