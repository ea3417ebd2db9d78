import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { orExit, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { analyseAll, hasBlindTables } from './db/statistics.ts';
import { buildResources } from './resources/catalogue.ts';
import { ResourceService } from './resources/service.ts';
import { seedFirstStart, type FirstStart } from './seed/base.ts';
import { hasDemoData, seedDemo, type DemoSet } from './seed/demo.ts';

/** PGlite keeps its files in DATA_DIR/pgdata, uploads go to DATA_DIR/files (decision 0204). */
export const pgliteDir = (config: Pick<ServerConfig, 'dataDir'>): string => join(config.dataDir, 'pgdata');
export const filesDir = (config: Pick<ServerConfig, 'dataDir'>): string => join(config.dataDir, 'files');

/**
 * An embedded database has one user at a time: the server and `npm run seed:demo` each claim the data
 * folder with a lock file naming their process, and refuse to start while a live process holds it (as do
 * `npm run backup` without a server and `npm run restore`). Returns the release function.
 */
export function claimDataDir(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): () => void {
  if (config.databaseUrl) return () => undefined;
  mkdirSync(config.dataDir, { recursive: true });
  const lock = join(config.dataDir, 'server.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `${config.dataDir} is in use by process ${pid}: stop it first (an embedded database has one user at a time).`,
      );
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

export function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function openConfiguredDatabase(config: ServerConfig): Database {
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl })
    : openDatabase({ dataDir: pgliteDir(config) });
}

/**
 * For the commands (the server, `seed:demo`): claims the data folder and opens the configured database;
 * a folder another process holds ends the command with its message. `release` frees the folder.
 */
export function openForCommand(config: ServerConfig): { database: Database; release: () => void } {
  const release = orExit(() => claimDataDir(config));
  return { database: openConfiguredDatabase(config), release };
}

export interface Prepared extends FirstStart {
  /** Whether the demo data was added now. */
  demoAdded: boolean;
}

/** When to add the demo data: ERP_DEMO=1 on the first start, `npm run seed:demo` whenever it is missing. */
export type DemoWhen = 'no' | 'on-first-start' | 'if-missing';

/** Migrations, then on the first start the default organisation and admin, then the demo data when asked for. */
export async function prepareDatabase(
  database: Database,
  options: { adminPassword: string | undefined; demo: DemoWhen; demoSet?: DemoSet },
): Promise<Prepared> {
  const applied = await migrate(database);
  const first = await seedFirstStart(database, options.adminPassword);
  const wanted = options.demo === 'if-missing' || (options.demo === 'on-first-start' && first.created);
  const demoAdded = wanted && !(await hasDemoData(database));
  if (demoAdded)
    await seedDemo(database, new ResourceService(database, buildResources()), options.demoSet ?? 'whole');
  // A schema or data written now, or a database made before statistics were kept, is analysed before anyone
  // reads it (decision 1900): PGlite has no autovacuum, and PostgreSQL's leaves tables of few rows blind.
  const changed = applied.length > 0 || first.created || demoAdded;
  if (changed || (await hasBlindTables(database))) {
    await analyseAll(database);
  }
  return { ...first, demoAdded };
}
