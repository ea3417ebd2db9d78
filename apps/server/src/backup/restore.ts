// `npm run restore FILE` (issue 43, decision 2112): a backup brought back into an empty data folder or an
// empty PostgreSQL database, never over data.
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { extract } from 'tar';
import { openPglite } from '../db/client.ts';
import { claimDataDir } from '../setup.ts';
import type { DataPlace } from './backup.ts';
import {
  FILES,
  MANIFEST,
  PGLITE_DUMP,
  PGLITE_FOLDER,
  POSTGRES_DUMP,
  runPostgresTool,
  type Manifest,
} from './snapshot.ts';

const NOT_EMPTY = 'restore into an empty one (move it away, or name another with DATA_DIR)';

/** A folder that is missing or empty; one with anything in it is refused in words. */
async function mustBeEmptyFolder(dir: string): Promise<void> {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`${dir} is not empty: ${NOT_EMPTY}.`);
}

/** The database at `url` has no table of its own (extensions may be there); else refused in words. */
async function mustBeEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
         AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    const tables = rows[0]?.tables ?? 0;
    if (tables > 0) {
      const { host, pathname } = new URL(url);
      throw new Error(
        `The database ${pathname.slice(1)} on ${host} is not empty (it has ${tables} tables): restore into a new, empty database (createdb).`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * PGlite's data folder put in place and opened once, which replays its WAL to the backup's moment and checks
 * it (decision 2263); a backup of format 1 held PGlite's own dump, which PGlite unpacks.
 */
async function loadPglite(stage: string, manifest: Manifest, dataDir: string): Promise<void> {
  let loadDataDir: ArrayBuffer | undefined;
  if (manifest.format === 1) {
    const bytes = await readFile(join(stage, PGLITE_DUMP));
    loadDataDir = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  } else {
    await mkdir(dirname(dataDir), { recursive: true });
    await rename(join(stage, PGLITE_FOLDER), dataDir);
  }
  const { database } = openPglite({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    await database.db.execute(sql`SELECT 1`);
  } catch (error) {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  await database.close();
}

/** The description of an unpacked backup, or a refusal in words. */
async function manifestIn(dir: string, archive: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${archive} is not a backup of this ERP: it has no ${MANIFEST}.`);
  }
}

/** Restores `archive` into `place`, which must be empty: its database and its stored files. */
export async function restore(archive: string, place: DataPlace): Promise<Manifest> {
  if (!existsSync(archive)) throw new Error(`There is no such file: ${archive}.`);
  if (!statSync(archive).isFile()) throw new Error(`${archive} is a folder: name a backup file in it.`);
  await mustBeEmptyFolder(place.filesDir);
  if (place.databaseUrl) await mustBeEmptyDatabase(place.databaseUrl);
  else await mustBeEmptyFolder(place.pgliteDir);
  await mkdir(place.dataDir, { recursive: true });
  // No server may start on the folder while it is filled.
  const release = claimDataDir({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
  const stage = await mkdtemp(join(place.dataDir, '.restore-'));
  try {
    await extract({ file: archive, cwd: stage, strict: true }).catch((error: unknown) => {
      throw new Error(`${archive} is not a whole backup of this ERP (${(error as Error).message}).`);
    });
    const manifest = await manifestIn(stage, archive);
    if (manifest.database === 'pglite') {
      if (place.databaseUrl)
        throw new Error(
          'This backup is of the embedded database (PGlite): restore it with DATABASE_URL unset, into an empty DATA_DIR.',
        );
      await loadPglite(stage, manifest, place.pgliteDir);
    } else {
      if (!place.databaseUrl)
        throw new Error(
          'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it into.',
        );
      await runPostgresTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          join(stage, POSTGRES_DUMP),
        ],
        place.databaseUrl,
      );
    }
    await rm(place.filesDir, { recursive: true, force: true });
    await mkdir(dirname(place.filesDir), { recursive: true });
    await rename(join(stage, FILES), place.filesDir);
    return manifest;
  } finally {
    // A cut archive is refused while its last files are still being written out: removed when they are.
    await rm(stage, { recursive: true, force: true, maxRetries: 10 });
    release();
  }
}
