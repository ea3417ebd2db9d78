// `npm run backup` (issue 43, decision 2110): a snapshot of the database and the stored files, into a file of
// the backups folder named by its moment; the oldest beyond `keep` are removed after it.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { list } from 'tar';
import type { ServerConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { claimDataDir, filesDir, isRunning, pgliteDir } from '../setup.ts';
import { readBackupKey, type BackupKey } from './key.ts';
import { MANIFEST, stageSnapshot, type BackupRun, type Manifest, type SnapshotSource } from './snapshot.ts';

/** Where a database and its stored files are. */
export interface DataPlace {
  /** DATA_DIR: its lock, and the key of a server running on PGlite. */
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** On PostgreSQL, the schema of the tables when not the search path's first (the tests' databases). */
  schema?: string;
}

export const placeOf = (config: ServerConfig): DataPlace => ({
  dataDir: config.dataDir,
  pgliteDir: pgliteDir(config),
  filesDir: filesDir(config),
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
});

const BACKUP_NAME = /^erp-backup-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.tar\.gz$/;
const INDIA_OFFSET_MS = 330 * 60_000;

/** A backup's file name: its moment in India's time (decision 1980; no daylight saving), so names sort by time. */
export function backupName(at: Date): string {
  const [day, time] = new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().split('T');
  return `erp-backup-${day}-${(time ?? '').slice(0, 8).replaceAll(':', '-')}.tar.gz`;
}

/** Removes the oldest backups of `folder` beyond the newest `keep`; answers their names. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(folder, name));
  return old;
}

const whoRuns = (): string => `${userInfo().username} on ${hostname()}`;

/** The running server's end: its archive written to `out`. */
async function askServer(key: BackupKey, run: BackupRun, out: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(new URL('api/v1/backup', key.url), {
      method: 'POST',
      headers: { authorization: `Backup ${key.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(run),
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new Error(
      `The server (process ${key.pid}) holds the data folder but was not reachable at ${key.url} (${cause}). If it is still starting, try again once it answers.`,
      { cause: error },
    );
  }
  if (!response.ok || !response.body) {
    const said = await response
      .json()
      .then((body) => (body as { responseMessage?: string }).responseMessage)
      .catch(() => undefined);
    throw new Error(`The server refused the backup: ${said ?? response.statusText}`);
  }
  const reply = response;
  await pipeline(Readable.fromWeb(reply.body as ReadableStream<Uint8Array>), createWriteStream(out)).finally(
    // Held until its body is read: undici cancels the body of a reply collected as garbage meanwhile.
    () => reply.ok,
  );
}

/** A snapshot this process takes itself: of PostgreSQL, or of a data folder no server holds. */
async function takeHere(source: SnapshotSource, files: string, run: BackupRun, out: string): Promise<void> {
  const staged = await stageSnapshot(source, files, run);
  await pipeline(staged.archive(), createWriteStream(out));
}

/** The snapshot of PGlite: asked of the server that holds the folder, else taken with the folder claimed. */
async function backupPglite(place: DataPlace, run: BackupRun, out: string): Promise<void> {
  const key = readBackupKey(place.dataDir);
  if (key && isRunning(key.pid)) return askServer(key, run, out);
  const release = claimDataDir({ dataDir: place.dataDir, databaseUrl: undefined });
  try {
    if (!existsSync(place.pgliteDir))
      throw new Error(`There is no database in ${place.pgliteDir}: nothing to back up. Is DATA_DIR right?`);
    const { database } = openPglite({ dataDir: place.pgliteDir });
    try {
      await takeHere({ kind: 'pglite', database }, place.filesDir, run, out);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** Reads the archive to its end (a file cut short fails here) and answers its description. */
export async function readManifest(file: string): Promise<Manifest> {
  const chunks: Buffer[] = [];
  await list({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === MANIFEST) entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    },
  });
  if (chunks.length === 0) throw new Error(`${file} is not a backup of this ERP: it has no ${MANIFEST}.`);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
}

export interface BackupOptions {
  /** The backups folder. */
  folder: string;
  /** How many backups the folder keeps, this one included; all when unset. */
  keep?: number;
  now?: Date;
}

/** Takes a backup into `folder`: the file written, its description, and the old backups removed. */
export async function backup(
  place: DataPlace,
  options: BackupOptions,
): Promise<{ path: string; manifest: Manifest; pruned: string[] }> {
  const name = backupName(options.now ?? new Date());
  const path = join(options.folder, name);
  await mkdir(options.folder, { recursive: true });
  if (existsSync(path)) throw new Error(`${path} exists already: a backup was taken this second.`);
  // Written under another name until whole: a backup cut short never looks like one.
  const partial = `${path}.partial`;
  const run = { file: name, by: whoRuns() };
  try {
    if (place.databaseUrl) {
      const source = {
        kind: 'postgres',
        url: place.databaseUrl,
        ...(place.schema ? { schema: place.schema } : {}),
      } as const;
      await takeHere(source, place.filesDir, run, partial);
    } else {
      await backupPglite(place, run, partial);
    }
    const manifest = await readManifest(partial).catch((error: unknown) => {
      throw new Error(
        `The backup was cut short or is damaged (${(error as Error).message}); nothing was kept.`,
      );
    });
    await rename(partial, path);
    const pruned = options.keep === undefined ? [] : await pruneBackups(options.folder, options.keep);
    return { path, manifest, pruned };
  } finally {
    await rm(partial, { force: true });
  }
}
