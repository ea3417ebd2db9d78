// `npm run bench reports` (issue 22, decision 1710): on the stock bench's seed (about 1,000,000 ledger rows and
// 100,000 items, one busy item of 10,000 movements; BENCH_LEDGER=50000 runs a short version), the first page
// of the stock ledger report (the busy item in all places, in one place, and over one month) and of stock
// ageing (every lot), through the app (Fastify's inject), p50 and p99 next to the same statements sent straight
// to the database; then stock ageing's Excel of every lot (on the full seed as many as one export holds,
// 100,000, past a download's cap) prepared as a file through the app and downloaded, its time and peak memory
// next to a baseline that reads every row at once into an in-memory workbook. --explain prints the plans.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { REPORTS, valueAt } from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app.ts';
import { EXPORT_ROW_CAPS } from '../src/export/export.ts';
import { REPORT_READS } from '../src/reports/reads.ts';
import { timeRead } from './floor.ts';
import { BUSY, LEDGER, seededDatabase } from './stock-seed.ts';
import { reportTiming } from './timing.ts';
import { openBenchDatabase } from './bench-database.ts';
import { sized } from './short.ts';
import { polled } from './polled.ts';

const READ_RUNS = sized(100, 1);
const PAGE = { page: 1, size: 20 };
const explain = process.argv.includes('--explain');

interface Peak {
  ms: number;
  /** The most the process's resident set and the main thread's heap (with buffers) grew while it ran, MB. */
  rss: number;
  heap: number;
}

/** Runs `work` while sampling the process's memory every few milliseconds: its time and peak growth. */
async function peakOf(work: () => Promise<unknown>): Promise<Peak> {
  const held = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
  };
  const start = held();
  const peak = { ...start };
  const sample = () => {
    const now = held();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heap);
  };
  const timer = setInterval(sample, 5);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  const mb = (bytes: number) => bytes / 2 ** 20;
  return {
    ms: performance.now() - t0,
    rss: mb(peak.rss - start.rss),
    heap: mb(peak.heap - start.heap),
  };
}

/** Reads a stream to its end, keeping only its length (a download saved elsewhere). */
async function drained(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

async function main(): Promise<void> {
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-bench-reports-'));
  const { database, client } = await openBenchDatabase();
  try {
    const ageing = REPORT_READS.stockAgeing;
    if (!ageing) throw new Error('stock ageing has no read');
    // The Excel below is of every lot, as many as one export holds (decision 0840): the seed's items, a lot
    // each and a tenth of its ledger rows, are as many as the cap leaves beside the demo's own lots.
    const { caller, one } = await seededDatabase(database, async (demo) => {
      const demoLots = await ageing.count(database.db, demo, { filter: {}, page: 1, size: 1 });
      return Math.min(LEDGER, 10 * (EXPORT_ROW_CAPS.excel - demoLots));
    });
    const server = await buildApp({ database, filesDir });
    const token = await server.sessions.issue(caller);
    const inject = (path: string, body: object, payloadAsStream: boolean) =>
      server.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
        payloadAsStream,
      });
    /** Waits until the caller's job `id` is done, asking how it stands every 20 ms. */
    const doneJob = async (id: number): Promise<void> => {
      const view = await polled(
        `the prepared report ${id}`,
        async () =>
          (
            await server.app.inject({
              url: `/api/v1/chemical/job/${id}`,
              headers: { authorization: `Bearer ${token}` },
            })
          ).json<{ data: { state: string; message: string | null } }>().data,
        (read) => read.state === 'done' || read.state === 'failed',
        20,
      );
      if (view.state === 'failed') throw new Error(`prepare: ${view.message ?? 'failed'}`);
    };
    const rows = async (report: string, body: object): Promise<number> => {
      const reply = await inject(`chemical/report/${report}`, { ...PAGE, ...body }, false);
      if (reply.statusCode !== 200) throw new Error(`${report}: ${reply.statusCode} ${reply.body}`);
      return reply.json<{ totalCount: number }>().totalCount;
    };

    const { busy, area } = await one<{ busy: number; area: number }>(
      sql`SELECT i.id AS busy, min(b.stock_area_id)::int AS area FROM item i
          JOIN stock_balance b ON b.org_id = i.org_id
          JOIN stock_material m ON m.id = b.material_id AND m.item_id = i.id
          WHERE i.org_id = ${caller.orgId} AND i.code = 'SB-000001' GROUP BY i.id`,
    );
    // The busy item's movements are 45 minutes apart from 1 April 2025: October is within them.
    const reads = [
      { name: `of an item of ${BUSY} movements, all places`, report: 'stockLedger', body: { itemId: busy } },
      {
        name: `of an item of ${BUSY} movements, one place`,
        report: 'stockLedger',
        body: { itemId: busy, stockAreaId: area },
      },
      {
        name: `of an item of ${BUSY} movements, one month`,
        report: 'stockLedger',
        body: { itemId: busy, from: '2025-10-01', to: '2025-10-31' },
      },
      { name: 'of every lot', report: 'stockAgeing', body: {} },
    ];
    for (const r of reads) {
      const name = `reports: ${r.report} first page ${r.name}`;
      console.log(`${name}: ${await rows(r.report, r.body)} rows in all`);
      await timeRead(
        client,
        { name, goal: '< 1 s on PGlite', runs: READ_RUNS, explain, call: () => rows(r.report, r.body) },
        reportTiming,
      );
    }

    // Stock ageing's Excel of every lot as the app makes it: past a download's cap it is prepared as a file
    // in the background (decision 2082), asked for, waited for and downloaded.
    const exported = await peakOf(async () => {
      const asked = await inject('chemical/report/stockAgeing/prepare', { format: 'excel' }, false);
      if (asked.statusCode !== 200) throw new Error(`prepare: ${asked.statusCode} ${asked.body}`);
      const job = asked.json<{ data: { id: number } }>().data.id;
      await doneJob(job);
      const file = await server.app.inject({
        url: `/api/v1/chemical/job/${job}/file`,
        headers: { authorization: `Bearer ${token}` },
        payloadAsStream: true,
      });
      if (file.statusCode !== 200) throw new Error(`the prepared file: ${file.statusCode}`);
      console.log(`the prepared file: ${await drained(file.stream())} bytes`);
    });
    // The baseline: every row in one read, into a workbook held in memory, written at the end.
    const report = REPORTS.stockAgeing;
    if (!report) throw new Error('stock ageing is not declared');
    const baseline = await peakOf(async () => {
      const query = { filter: {}, page: 1, size: 1 };
      const all = await ageing.page(database.db, caller, {
        ...query,
        size: await ageing.count(database.db, caller, query),
      });
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Stock Ageing');
      sheet.addRow(report.columns.map((column) => column.header));
      for (const row of all) sheet.addRow(report.columns.map((column) => valueAt(row, column.key)));
      const file = await workbook.xlsx.writeBuffer();
      console.log(`the baseline: ${all.length} rows, ${file.byteLength} bytes`);
    });
    const { lots } = await one<{ lots: number }>(
      sql`SELECT count(DISTINCT identity_id)::int AS lots FROM stock_balance
          WHERE org_id = ${caller.orgId} AND quantity > 0`,
    );
    const name = `reports: stockAgeing Excel of ${lots} lots, prepared and downloaded`;
    const figures = [
      { what: 'time', unit: 'ms', key: 'ms' },
      { what: 'peak memory (resident set growth)', unit: 'MB', key: 'rss' },
      { what: 'peak memory (heap and buffers growth)', unit: 'MB', key: 'heap' },
    ] as const;
    for (const f of figures)
      console.log(
        `BENCH ${JSON.stringify({ name: `${name}: ${f.what}`, value: exported[f.key], unit: f.unit, baseline: baseline[f.key] })}`,
      );
    console.log(`max resident set of the run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
    await server.app.close();
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
