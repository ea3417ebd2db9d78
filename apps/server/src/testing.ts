// Test support: a fresh, migrated database with the demo data, and a running server on it. Used by this
// package's tests and by @erp/api's client tests (`startTestServer`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions, type ErpServer } from './app.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { staff } from './db/schema.ts';
import { prepareDatabase } from './setup.ts';

/** The admin's password in every test database. */
export const TEST_ADMIN_PASSWORD = 'Test-Admin-Pass1';
/** A PGlite dump of a prepared database (TOOLCHAIN: starting from a dump takes about a second). */
export const TEMPLATE_ENV = 'ERP_TEST_TEMPLATE';
/**
 * The PGlite worker built as JavaScript (the suite's global setup): a worker started from the TypeScript
 * source loads tsx's module hooks first, on a thread of their own, for each test database.
 */
export const PGLITE_WORKER_ENV = 'ERP_TEST_PGLITE_WORKER';
/** On PostgreSQL, a prepared database every test database is copied from (`CREATE DATABASE … TEMPLATE`). */
export const PG_TEMPLATE_ENV = 'ERP_TEST_PG_TEMPLATE';
/** The schema a test's own PostgreSQL database keeps its tables in; pg_trgm stays in public, as elsewhere. */
const TEST_SCHEMA = 'erp';

const postgresUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/**
 * Makes the PGlite dump every test database starts from, and writes it to `path`. A checkpoint first, with
 * spent WAL removed rather than kept for reuse: a database started from the dump has nothing to replay, and
 * the dump holds one WAL segment of 16 MB, not two.
 */
export async function writeTemplateDump(path: string): Promise<void> {
  const { database, client } = openPglite({});
  await prepareDatabase(database, { ...TEST_DEMO, demo: 'if-missing' });
  await client.exec('SET wal_recycle = off; CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

let templateInProcess: Promise<SharedArrayBuffer> | undefined;

/** `path`'s bytes in memory every worker thread reads in place. */
function sharedBytes(path: string): SharedArrayBuffer {
  const bytes = readFileSync(path);
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  return shared;
}

/**
 * The dump named by ERP_TEST_TEMPLATE (the suite's global setup), else one made here: read once per process
 * and shared with every database's worker thread, which reads it in place (no copy per database).
 */
function template(): Promise<SharedArrayBuffer> {
  templateInProcess ??= (async () => {
    const path = process.env[TEMPLATE_ENV];
    if (path) return sharedBytes(path);
    const dir = mkdtempSync(join(tmpdir(), 'erp-template-'));
    try {
      await writeTemplateDump(join(dir, 'template.tar'));
      return sharedBytes(join(dir, 'template.tar'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return templateInProcess;
}

/** pg_trgm lives in public, where every test schema's search path finds it; created once, under a lock. */
async function ensureTrigramExtension(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(42420001)');
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await client.query('SELECT pg_advisory_unlock(42420001)');
  } finally {
    await client.end();
  }
}

/**
 * Drops a test schema a few tables at a time, then the schema. One DROP SCHEMA … CASCADE of the whole catalogue
 * locks every table, index and sequence at once; several test files dropping together ran out of the server's
 * shared lock table ("out of shared memory").
 */
async function dropSchema(admin: pg.Client, schema: string): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = $1',
    [schema],
  );
  for (let start = 0; start < rows.length; start += 20) {
    const tables = rows.slice(start, start + 20).map((row) => `${schema}."${row.name}"`);
    await admin.query(`DROP TABLE IF EXISTS ${tables.join(', ')} CASCADE`);
  }
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
}

export interface TestDatabase {
  database: Database;
  /** On PostgreSQL, the address of the database it is in (a LISTEN must connect to that database). */
  url?: string;
  /**
   * On PostgreSQL, a pool of its own on the same tables, as a second server process opens (closed by the
   * caller); absent on PGlite, where every server of the test process shares the one database.
   */
  reopen?: () => Database;
  /** Drops the database (PGlite) or the test's schema or database (PostgreSQL). */
  drop(): Promise<void>;
}

/** What a test may choose of its database: a short statement timeout (decision 0217). */
export interface TestDatabaseOptions {
  statementTimeoutMs?: number;
  /** PGlite only: its data folder on disk, as a server's is (a backup copies it, decision 2263); in memory else. */
  dataDir?: string;
  /** The whole demo, its day too (decision 2077), migrated and seeded for this database alone. */
  wholeDemo?: boolean;
}

/**
 * A test database's demo data: its masters without the day it runs (decision 2077), so that every test
 * counts its own stock, operators and approval levels.
 */
const TEST_DEMO = { adminPassword: TEST_ADMIN_PASSWORD, demoSet: 'masters' } as const;

/** An empty database (not migrated): in-memory PGlite, or a new schema of TEST_DATABASE_URL's server. */
export async function createEmptyTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = postgresUrl();
  if (!url) {
    const { database } = openPglite(options);
    return { database, drop: () => database.close() };
  }
  await ensureTrigramExtension(url);
  const schema = `erp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const database = openPostgres(url, schema, options.statementTimeoutMs);
  return {
    database,
    url,
    reopen: () => openPostgres(url, schema, options.statementTimeoutMs),
    async drop() {
      await database.close();
      await dropSchema(admin, schema);
      await admin.end();
    },
  };
}

/** `url` naming another database of the same server. */
const urlOfDatabase = (url: string, name: string): string => {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
};

/** Runs `statement` on the server of `url`, outside any transaction (CREATE and DROP DATABASE need that). */
async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The suite's global setup on PostgreSQL: one database migrated and seeded as every test's, which each test
 * database is then copied from in a fraction of the time migrating and seeding it again would take. Answers
 * its name, and how to drop it.
 */
export async function createPostgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `erp_template_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const address = urlOfDatabase(url, name);
  await onServer(address, `CREATE SCHEMA ${TEST_SCHEMA}`);
  await onServer(address, 'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  const database = openPostgres(address, TEST_SCHEMA);
  try {
    await prepareDatabase(database, { ...TEST_DEMO, demo: 'if-missing' });
  } finally {
    await database.close();
  }
  return { name, drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A database of its own copied from the suite's template (PG_TEMPLATE_ENV), dropped with it. */
async function copyOfPostgresTemplate(
  url: string,
  template: string,
  options: TestDatabaseOptions,
): Promise<TestDatabase> {
  const name = `erp_test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const address = urlOfDatabase(url, name);
  const database = openPostgres(address, TEST_SCHEMA, options.statementTimeoutMs);
  return {
    database,
    url: address,
    reopen: () => openPostgres(address, TEST_SCHEMA, options.statementTimeoutMs),
    async drop() {
      await database.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh database with the demo data: PGlite started from the template dump, or, when TEST_DATABASE_URL
 * is set, a copy of the suite's template database on that server (its global setup made it), else a new
 * schema of that server, migrated and seeded.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (options.wholeDemo) {
    const whole = await createEmptyTestDatabase(options);
    await prepareDatabase(whole.database, { adminPassword: TEST_ADMIN_PASSWORD, demo: 'if-missing' });
    return whole;
  }
  const url = postgresUrl();
  if (!url) {
    const worker = process.env[PGLITE_WORKER_ENV];
    const { database } = openPglite({
      ...options,
      loadDataDir: await template(),
      ...(worker ? { workerUrl: pathToFileURL(worker) } : {}),
    });
    return { database, drop: () => database.close() };
  }
  const copied = process.env[PG_TEMPLATE_ENV];
  if (copied) return copyOfPostgresTemplate(url, copied, options);
  const empty = await createEmptyTestDatabase(options);
  await prepareDatabase(empty.database, { ...TEST_DEMO, demo: 'if-missing' });
  return empty;
}

export interface TestApp extends ErpServer {
  filesDir: string;
  close(): Promise<void>;
}

/** The app on a fresh test database, not listening (tests use `app.inject`). */
export async function createTestApp(
  options: Partial<Omit<AppOptions, 'database' | 'filesDir'>> & TestDatabaseOptions = {},
): Promise<TestApp> {
  const { statementTimeoutMs, wholeDemo, ...appOptions } = options;
  const test = await createTestDatabase({
    ...(statementTimeoutMs === undefined ? {} : { statementTimeoutMs }),
    ...(wholeDemo ? { wholeDemo } : {}),
  });
  const filesDir = mkdtempSync(join(tmpdir(), 'erp-files-'));
  const server = await buildApp({ database: test.database, filesDir, ...appOptions });
  return {
    ...server,
    filesDir,
    async close() {
      await server.app.close();
      await test.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A token of the user `username` (of the demo data), as authenticate would give it. */
export async function tokenFor(
  server: ErpServer,
  username: string,
  lifetimeSeconds?: number,
): Promise<string> {
  const [found] = await server.database.db
    .select({ id: staff.id, orgId: staff.orgId })
    .from(staff)
    .where(eq(staff.username, username));
  if (!found) throw new Error(`no user ${username}`);
  return server.sessions.issue({ staffId: found.id, orgId: found.orgId }, lifetimeSeconds);
}

/**
 * The server on a random loopback port with a fresh database holding the demo data; `adminToken` is a
 * token of the user admin (password TEST_ADMIN_PASSWORD).
 */
export async function startTestServer(): Promise<{
  url: string;
  adminToken: string;
  close(): Promise<void>;
}> {
  const server = await createTestApp();
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, adminToken: await tokenFor(server, 'admin'), close: () => server.close() };
}
