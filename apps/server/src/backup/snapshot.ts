// A backup (issue 43): one gzipped tar of the database and the stored files it names, of one moment
// (decisions 2110 and 2111).
import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { create } from 'tar';
import type { Database } from '../db/client.ts';

/** What a backup holds: its description, the database's dump (one of the two) and the files folder. */
export const MANIFEST = 'backup.json';
export const PGLITE_DUMP = 'database.tar';
export const POSTGRES_DUMP = 'database.pgdump';
export const FILES = 'files';

export interface Manifest {
  format: 1;
  /** PGlite's own dump of its data folder, or pg_dump's custom format. */
  database: 'pglite' | 'postgres';
  takenAt: string;
  /** The stored files the database names and the backup holds. */
  files: number;
  /** Files the database names that were not on the disk when the backup was taken (lost before it). */
  missing: string[];
}

/** Who asked for a backup and the file it is written to: what each organisation's audit trail says of it. */
export interface BackupRun {
  file: string;
  by: string;
}

export type SnapshotSource =
  | { kind: 'pglite'; database: Pick<Database, 'dumpAfter'> }
  /** `schema`: where the tables are when not in the search path's first (the tests' databases). */
  | { kind: 'postgres'; url: string; schema?: string };

// Written before the snapshot, so that the backup holds its own entry too. Every organisation's activity log
// shows it: the backup is of all of them.
const AUDIT = `INSERT INTO audit_log (org_id, table_name, record_id, action, staff_id, changes)
  SELECT id, 'backup', 0, 'backup', NULL,
         jsonb_build_object('file', jsonb_build_array(NULL, $1::text), 'by', jsonb_build_array(NULL, $2::text))
  FROM organisation`;
const STORED_NAMES = 'SELECT stored_name FROM stored_file ORDER BY stored_name';

const namesOf = (rows: readonly { stored_name: string }[]): string[] => rows.map((row) => row.stored_name);

/**
 * A PostgreSQL address without its password, and the environment that gives the password to PostgreSQL's
 * tools: an address on their command line would show it to every user of the machine (`ps`).
 */
function toolConnection(url: string): { address: string; env: NodeJS.ProcessEnv } {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return {
    address: address.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs one of PostgreSQL's tools (pg_dump, pg_restore) on the database at `url`; its failure in words. */
export async function runPostgresTool(tool: string, args: readonly string[], url: string): Promise<void> {
  const { address, env } = toolConnection(url);
  const child = spawn(tool, [...args, `--dbname=${address}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('close', resolve);
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install PostgreSQL's client tools (the server's version or newer) and put them on the PATH.`,
            )
          : error,
      ),
    );
  });
  if (code !== 0) throw new Error(`${tool} failed: ${said.trim() || `exit code ${String(code)}`}`);
}

/**
 * pg_dump in the snapshot a transaction exported, where the stored files' names are read too: both of one
 * moment, while the server goes on writing. Answers the names.
 */
async function dumpPostgres(
  source: Extract<SnapshotSource, { kind: 'postgres' }>,
  run: BackupRun,
  out: string,
): Promise<string[]> {
  const client = new pg.Client({
    connectionString: source.url,
    ...(source.schema ? { options: `-c search_path=${source.schema},public` } : {}),
  });
  await client.connect();
  try {
    await client.query(AUDIT, [run.file, run.by]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const exported = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const names = namesOf((await client.query<{ stored_name: string }>(STORED_NAMES)).rows);
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${exported.rows[0]?.snapshot ?? ''}`, `--file=${out}`],
      source.url,
    );
    await client.query('COMMIT');
    return names;
  } finally {
    await client.end();
  }
}

/** PGlite's own dump, taken right after the names are read (nothing runs between). Answers the names. */
async function dumpPglite(
  database: Pick<Database, 'dumpAfter'>,
  run: BackupRun,
  out: string,
): Promise<string[]> {
  if (!database.dumpAfter) throw new Error('This database has no dump of its own: it is not PGlite.');
  const { value, dump } = await database.dumpAfter(async (tx) => {
    await tx.query(AUDIT, [run.file, run.by]);
    return namesOf((await tx.query<{ stored_name: string }>(STORED_NAMES)).rows);
  });
  await writeFile(out, new Uint8Array(await dump.arrayBuffer()));
  return value;
}

/** A snapshot laid out in a folder of its own, read as its archive. */
export interface Staged {
  manifest: Manifest;
  /** The archive (gzipped tar) as a stream; the folder is removed once it has been read or has failed. */
  archive(): Readable;
  remove(): Promise<void>;
}

/**
 * Takes a snapshot into a folder beside the files folder (so a stored file is linked there, not copied): the
 * database's dump, then exactly the files its stored_file rows name. A stored file reaches its name before its
 * row commits and is never changed or removed after (decision 0204): every file the dump names is there, and
 * a file written meanwhile is not named, so not taken.
 */
export async function stageSnapshot(
  source: SnapshotSource,
  filesDir: string,
  run: BackupRun,
): Promise<Staged> {
  const dir = await mkdtemp(join(dirname(filesDir), '.backup-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const dumpName = source.kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP;
    const names =
      source.kind === 'pglite'
        ? await dumpPglite(source.database, run, join(dir, dumpName))
        : await dumpPostgres(source, run, join(dir, dumpName));
    await mkdir(join(dir, FILES));
    const missing: string[] = [];
    for (const name of names) {
      const from = join(filesDir, name);
      const to = join(dir, FILES, name);
      // A hard link where the disk allows (the same file system), else a copy.
      await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') missing.push(name);
        else await copyFile(from, to);
      });
    }
    const manifest: Manifest = {
      format: 1,
      database: source.kind,
      takenAt: new Date().toISOString(),
      files: names.length - missing.length,
      missing,
    };
    await writeFile(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
    return {
      manifest,
      archive() {
        const stream = Readable.from(
          create({ gzip: true, portable: true, cwd: dir }, [MANIFEST, dumpName, FILES]),
        );
        void finished(stream)
          .catch(() => undefined)
          .then(remove);
        return stream;
      },
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
