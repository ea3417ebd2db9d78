// A server bench's database (decision 2273): empty when measuring, a migrated and seeded copy in the short run,
// kept between runs under node_modules/.cache/erp-bench and named by what it is made of; a seed several short
// benches read (the busy year's) is kept so too, made once on that copy (decision 2351).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, type Database } from '../src/db/client.ts';
import type { PgliteWorkerClient } from '../src/db/pglite-remote.ts';
import { prepareDatabase } from '../src/setup.ts';
import { SHORT } from './short.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CACHE = join(HERE, '../../../node_modules/.cache/erp-bench');
/** What the prepared copy is made of: the migrations and the demo data with the code that seeds them. */
const SOURCES = [join(HERE, '../drizzle'), join(HERE, '../src/seed')];

/** Every file under `dir`, in order. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    });

/** What the prepared copy is made of, and `key`, hashed. */
function hashOf(key: string): string {
  const hash = createHash('sha256').update(key);
  for (const file of SOURCES.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A seed the short run makes once on the prepared copy and keeps beside it, for every bench that reads the
 * same data: kept as `name`, remade when `key` (what it is made of besides the copy) changes.
 */
export interface KeptSeed {
  name: string;
  key: string;
  make: (database: Database) => Promise<void>;
}

/** The migrated database with the admin and the demo data, as `make` leaves it. */
const TEMPLATE: KeptSeed = {
  name: 'template',
  key: '',
  make: async (database) => {
    await prepareDatabase(database, { adminPassword: 'Bench-Admin-Pass1', demo: 'if-missing' });
  },
};

/** `seed` as a PGlite dump, made on the prepared copy (the copy itself on an empty database) once, then read. */
async function kept(seed: KeptSeed): Promise<ArrayBuffer> {
  const path = join(CACHE, `${seed.name}-${hashOf(seed.key)}.tar`);
  if (!existsSync(path)) {
    const { database, client } = openPglite(seed === TEMPLATE ? {} : { loadDataDir: await kept(TEMPLATE) });
    try {
      await seed.make(database);
      await client.exec('SET wal_recycle = off; CHECKPOINT');
      const dump = await client.dumpDataDir('none');
      mkdirSync(CACHE, { recursive: true });
      for (const stale of readdirSync(CACHE).filter((name) => /^[\w-]+-\w{16}\.tar$/.test(name)))
        if (stale.slice(0, -21) === seed.name) rmSync(join(CACHE, stale), { force: true });
      // Written aside and renamed: two benches making it at once each leave a whole file.
      const building = `${path}.${process.pid}`;
      writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
      renameSync(building, path);
    } finally {
      await database.close();
    }
  }
  const bytes = readFileSync(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
}

/**
 * A bench's database, in memory or in `dataDir`: empty when measuring (the bench migrates and seeds it, as it
 * always has), the prepared copy in the short run, which the bench's own `prepareDatabase` then finds done.
 */
export async function openBenchDatabase(
  dataDir?: string,
): Promise<{ database: Database; client: PgliteWorkerClient }> {
  const at = dataDir === undefined ? {} : { dataDir };
  return SHORT ? openPglite({ ...at, loadDataDir: await kept(TEMPLATE) }) : openPglite(at);
}

/** The short run's database with `seed` in it, in memory or in `dataDir`: the kept copy of it, made once. */
export async function openSeededCopy(
  seed: KeptSeed,
  dataDir?: string,
): Promise<{ database: Database; client: PgliteWorkerClient }> {
  return openPglite({ ...(dataDir === undefined ? {} : { dataDir }), loadDataDir: await kept(seed) });
}
