// The embedded database's backup taken online (decision 2263): PostgreSQL's own base backup. Its data folder is
// copied file by file from the disk while the server goes on answering, then the write-ahead log from the
// backup's start to its stop brings the copy, when it is next opened, to that one moment.
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RESPONSE_CODES } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../core/errors.ts';
import { queryRows, type Database, type Executor } from '../db/client.ts';

/** The replication slot that keeps every WAL file the backup needs until it has them. */
const SLOT = 'erp_backup';

/** What a base backup leaves out (PostgreSQL's "Making a Base Backup Using the Low Level API"): made empty. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const WAL_FILE = /^[0-9A-F]{24}$/;

const ENOENT = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies the folder `from` into `to`, file by file through the kernel (nothing held in memory): a file
 * removed meanwhile is skipped, and one changed meanwhile is mended by the WAL's replay.
 */
async function copyFolder(from: string, to: string, top = true): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if (ENOENT(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    if (top && LEFT_OUT.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await mkdir(target);
      else await copyFolder(source, target, false);
    } else if (entry.isFile())
      await copyFile(source, target).catch((error: unknown) => {
        if (!ENOENT(error)) throw error;
      });
  }
}

/** The databases a backup is being taken of: one at a time (a session holds one base backup). */
const taking = new WeakSet<object>();

/**
 * Copies the embedded database into `out` (a data folder PGlite opens as it stood when `last` ran), without
 * holding it but for the backup's start (a checkpoint) and its stop: `last` runs in the stop's transaction
 * (the stored files' names), so that what it read and the copy are of the same moment. Answers its value.
 */
export async function copyPglite<T>(
  database: Pick<Database, 'db' | 'transaction' | 'dataDir'>,
  out: string,
  label: string,
  last: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { db, dataDir } = database;
  if (!dataDir) throw new Error('This database is kept in memory: there is no data folder to back up.');
  if (taking.has(database))
    throw new AppError(
      RESPONSE_CODES.IN_USE,
      'A backup is being taken already: wait until it is written, then take another.',
    );
  taking.add(database);
  try {
    // A slot left by a server stopped during a backup would keep the WAL for ever.
    await db.execute(
      sql`SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = ${SLOT}`,
    );
    await db.execute(sql`SELECT pg_create_physical_replication_slot(${SLOT}, true)`);
    try {
      return await copied(database, dataDir, out, label, last);
    } finally {
      await db.execute(sql`SELECT pg_drop_replication_slot(${SLOT})`);
    }
  } finally {
    taking.delete(database);
  }
}

async function copied<T>(
  database: Pick<Database, 'db' | 'transaction'>,
  dataDir: string,
  out: string,
  label: string,
  last: (tx: Executor) => Promise<T>,
): Promise<T> {
  const [started] = await queryRows<{ file: string }>(
    database.db,
    sql`SELECT pg_walfile_name(pg_backup_start(${label}, true)) AS file`,
  );
  let stopped = false;
  try {
    await copyFolder(dataDir, out);
    const end = await database.transaction(async (tx) => {
      const value = await last(tx);
      const [stop] = await queryRows<{ labelfile: string; file: string }>(
        tx,
        sql`SELECT labelfile, pg_walfile_name(lsn) AS file FROM pg_backup_stop(false)`,
      );
      stopped = true;
      // The stop's WAL file is ended and written out: nothing later is in it.
      await tx.execute(sql`SELECT pg_switch_wal()`);
      return { value, stop };
    });
    const first = started?.file ?? '';
    const lastFile = end.stop?.file ?? '';
    const wal = (await readdir(join(dataDir, 'pg_wal'))).filter(
      (name) => WAL_FILE.test(name) && name >= first && name <= lastFile,
    );
    await mkdir(join(out, 'pg_wal', 'archive_status'), { recursive: true });
    for (const name of wal) await copyFile(join(dataDir, 'pg_wal', name), join(out, 'pg_wal', name));
    await writeFile(join(out, 'backup_label'), end.stop?.labelfile ?? '');
    return end.value;
  } finally {
    if (!stopped) await database.db.execute(sql`SELECT pg_backup_stop(false)`).catch(() => undefined);
  }
}
