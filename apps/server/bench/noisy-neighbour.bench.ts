// `npm run bench noisy-neighbour` (issue 57, decision 2264): while each kind of heavy job runs at its cap
// (heavy-jobs.ts: a master and an opening import of the largest sheet, a Tally file, a report prepared as a
// job, a list exported, a long print, a backup), another user (the storekeeper) asks for the first page of
// the items every 25 ms; the figure is the longest answer less the quiet server's median, goal ≤ 300 ms.
// On PGlite over the busy year's data (busy-year-seed.ts) with BENCH_FILES_MB of stored files, and then on
// PostgreSQL when DATABASE_URL names a database of its own (migrated and given the demo here). The backup's
// figure beside it: how much the process's memory grew while it ran, goal ≤ 100 MB. Per job, stderr shows
// the longest the embedded database's one connection and the request loop were held (the waits the server
// itself makes, whatever the machine's load).
// BENCH_JOBS=<words> runs only the jobs named (the openings name the master import's parties);
// BENCH_DATABASES=postgres measures on one of the two.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openPostgres, queryRows, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/setup.ts';
import { busyYearDatabase } from './busy-year-seed.ts';
import { HEAVY_JOBS, type JobPlace } from './heavy-jobs.ts';
import { neighbourRead, sessionOf } from './neighbour.ts';
import { sized } from './short.ts';
import { timingOf } from './timing.ts';

const WAIT_GOAL_MS = 300;
const MEMORY_GOAL_MB = 100;
const MB = 1024 * 1024;
/** The stored files beside the busy year's database, in files of FILE_MB (random: no compression shrinks them). */
const FILES_MB = sized(Number(process.env.BENCH_FILES_MB ?? 1_000), 1);
const FILE_MB = sized(8, 1);
const QUIET_READS = sized(30, 1);
const WARM_UP = sized(5, 0);
/** BENCH_JOBS=backup,Tally runs only the jobs whose kind contains one of the words. */
const only = process.env.BENCH_JOBS?.split(',');
const jobs = HEAVY_JOBS.filter((job) => !only || only.some((word) => job.kind.includes(word)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stored files of `megabytes` in all, written into `filesDir` and named in `stored_file` (a PostgreSQL
 * database measured before names them already).
 */
async function storedFiles(database: Database, filesDir: string, orgId: number, megabytes: number) {
  mkdirSync(filesDir, { recursive: true });
  for (let k = 0; k * FILE_MB < megabytes; k += 1) {
    const name = `noisy-${k}.bin`;
    writeFileSync(join(filesDir, name), randomBytes(FILE_MB * MB));
    await database.db.execute(
      sql`INSERT INTO stored_file (org_id, module_name, original_name, content_type, size_bytes, stored_name)
          VALUES (${orgId}, 'item', ${name}, 'application/octet-stream', ${FILE_MB * MB}, ${name})
          ON CONFLICT (stored_name) DO NOTHING`,
    );
  }
}

/** Every job run in turn while the neighbour reads; one BENCH line per job, and the backup's memory. */
async function measure(label: string, place: Omit<JobPlace, 'orgId' | 'token'>): Promise<void> {
  const { server, database } = place;
  const admin = await sessionOf(server, database, 'admin');
  const neighbour = await sessionOf(server, database, 'storekeeper');
  const read = neighbourRead(server, neighbour.token);
  const quietTimes: number[] = [];
  for (let k = 0; k < QUIET_READS + WARM_UP; k += 1) {
    const took = await read();
    if (k >= WARM_UP) quietTimes.push(took);
    await sleep(25);
  }
  const quiet = timingOf(quietTimes).p50;
  console.error(`${label}: the neighbour's read on a quiet server, median ${quiet.toFixed(1)} ms`);
  for (const job of jobs) {
    const timed = await job.ready({ ...place, ...admin });
    database.holds?.reset();
    // How long the request loop was held at once: the server's own share of a wait, whatever the machine's load.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const before = process.memoryUsage().rss;
    let grown = 0;
    let longest = 0;
    let running = true;
    const memory = setInterval(() => {
      grown = Math.max(grown, process.memoryUsage().rss - before);
    }, 20);
    const neighbour = (async () => {
      while (running) {
        longest = Math.max(longest, await read());
        await sleep(25);
      }
    })();
    const started = performance.now();
    const failed = await timed().then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    running = false;
    await neighbour;
    clearInterval(memory);
    loop.disable();
    if (failed !== undefined) {
      // The other jobs are still measured; the run ends failed.
      console.error(`${label}: ${job.kind} failed: ${failed}`);
      process.exitCode = 1;
      continue;
    }
    const took = (performance.now() - started) / 1000;
    const hold = database.holds?.longest();
    console.error(
      `${label}: ${job.kind} took ${took.toFixed(1)} s; the neighbour's longest read ${longest.toFixed(0)} ms` +
        `${hold === undefined ? '' : `; the connection held at most ${hold.toFixed(0)} ms at once`}` +
        `; the request loop held at most ${(loop.max / 1e6).toFixed(0)} ms at once` +
        `; memory grew ${(grown / MB).toFixed(0)} MB`,
    );
    console.log(
      `BENCH ${JSON.stringify({ name: `noisy neighbour (${label}): added wait during ${job.kind}`, value: Math.max(0, longest - quiet), unit: 'ms', goal: `≤ ${WAIT_GOAL_MS} ms` })}`,
    );
    if (job.kind.startsWith('backup'))
      console.log(
        `BENCH ${JSON.stringify({ name: `noisy neighbour (${label}): the server's memory growth during the backup`, value: grown / MB, unit: 'MB', goal: `≤ ${MEMORY_GOAL_MB} MB` })}`,
      );
  }
}

async function onPglite(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'erp-bench-noisy-'));
  try {
    // On disk, as a server's is: its backup copies the data folder (decision 2263).
    const { database } = await busyYearDatabase(workDir, { onDisk: true });
    const filesDir = join(workDir, 'files');
    const [org] = await queryRows<{ id: number }>(database.db, sql`SELECT min(id) AS id FROM organisation`);
    await storedFiles(database, filesDir, org?.id ?? 1, FILES_MB);
    const server = await buildApp({ database, filesDir });
    try {
      await measure('PGlite, busy year', {
        server,
        database,
        filesDir,
        workDir,
        snapshot: { kind: 'pglite', database },
      });
    } finally {
      await server.app.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'erp-bench-noisy-pg-'));
  const database = openPostgres(url);
  try {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
    const filesDir = join(workDir, 'files');
    const [org] = await queryRows<{ id: number }>(database.db, sql`SELECT min(id) AS id FROM organisation`);
    await storedFiles(database, filesDir, org?.id ?? 1, Math.min(FILES_MB, 200));
    const server = await buildApp({ database, filesDir });
    try {
      await measure('PostgreSQL, the demo', {
        server,
        database,
        filesDir,
        workDir,
        snapshot: { kind: 'postgres', url },
      });
    } finally {
      await server.app.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** BENCH_DATABASES=postgres (or pglite) measures on one of the two. */
const databases = process.env.BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];
if (databases.includes('pglite')) await onPglite();
if (process.env.DATABASE_URL && databases.includes('postgres')) await onPostgres(process.env.DATABASE_URL);
