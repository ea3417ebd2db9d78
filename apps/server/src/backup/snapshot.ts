// A backup (issue 43): one gzipped tar of the database and the stored files it names, of one moment
// (decisions 2110 and 2111).
import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { create } from 'tar';
import { queryRows, type Database } from '../db/client.ts';
import { copyPglite } from './pglite-copy.ts';

/**
 * What a backup holds: its description, the database (PGlite's data folder, or pg_dump's file) and the files
 * folder. A backup of format 1 held PGlite's own dump (`database.tar`) instead of its folder.
 */
export const MANIFEST = 'backup.json';
export const PGLITE_FOLDER = 'database';
export const PGLITE_DUMP = 'database.tar';
export const POSTGRES_DUMP = 'database.pgdump';
export const FILES = 'files';
/** How much of a file the archive reads at once. */
const READ_BYTES = 1024 * 1024;

export interface Manifest {
  /** 2: PGlite's data folder as its online backup copied it (decision 2263); 1: PGlite's own dump. */
  format: 1 | 2;
  /** PGlite's data folder (or its dump), or pg_dump's custom format. */
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
  | { kind: 'pglite'; database: Pick<Database, 'db' | 'transaction' | 'dataDir'> }
  /** `schema`: where the tables are when not in the search path's first (the tests' databases). */
  | { kind: 'postgres'; url: string; schema?: string };

// Written before the snapshot, so that the backup holds its own entry too. Every organisation's activity log
// shows it: the backup is of all of them.
const audit = (run: BackupRun): SQL =>
  sql`INSERT INTO audit_log (org_id, table_name, record_id, action, staff_id, changes)
      SELECT id, 'backup', 0, 'backup', NULL,
             jsonb_build_object('file', jsonb_build_array(NULL, ${run.file}::text),
                                'by', jsonb_build_array(NULL, ${run.by}::text))
      FROM organisation`;
const STORED_NAMES = sql`SELECT stored_name FROM stored_file ORDER BY stored_name`;
/** A statement as PostgreSQL's own client sends it: its text with $1, $2… and their values. */
const asQuery = (statement: SQL) => new PgDialect().sqlToQuery(statement);

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
    const written = asQuery(audit(run));
    await client.query(written.sql, written.params);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const exported = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const names = namesOf((await client.query<{ stored_name: string }>(asQuery(STORED_NAMES).sql)).rows);
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

/**
 * PGlite's data folder copied online (decision 2263), its audit entry written first; the names are read in
 * the backup's stop, the moment the copy is of. Answers the names.
 */
async function copyOfPglite(
  database: Extract<SnapshotSource, { kind: 'pglite' }>['database'],
  run: BackupRun,
  out: string,
): Promise<string[]> {
  await database.db.execute(audit(run));
  return copyPglite(database, out, run.file, async (tx) =>
    namesOf(await queryRows<{ stored_name: string }>(tx, STORED_NAMES)),
  );
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
    const dumpName = source.kind === 'pglite' ? PGLITE_FOLDER : POSTGRES_DUMP;
    const names =
      source.kind === 'pglite'
        ? await copyOfPglite(source.database, run, join(dir, dumpName))
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
      format: 2,
      database: source.kind,
      takenAt: new Date().toISOString(),
      files: names.length - missing.length,
      missing,
    };
    await writeFile(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
    return {
      manifest,
      archive() {
        // One file at a time, read a megabyte at a time: tar's defaults (4 files, 16 MB reads) held 100 MB
        // and more of a database's files at once; compressed by Node's gzip, as tar's own stalled for good
        // once a slow reader (a file on disk behind an HTTP reply) paused it (decision 2263).
        const tarred = Readable.from(
          create({ portable: true, cwd: dir, jobs: 1, maxReadSize: READ_BYTES }, [MANIFEST, dumpName, FILES]),
          { objectMode: false },
        );
        const stream = pipeline(tarred, createGzip(), () => undefined);
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
