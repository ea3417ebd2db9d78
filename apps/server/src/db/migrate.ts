import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database, MigrationScript } from './client.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * The last migration of what the first, hand-written migrations (drizzle/legacy/0001–0007) built: a
 * database made by them is at this point of drizzle-kit's journal (decision 0722).
 */
export const BASELINE = '0002_triggers';

// drizzle-kit names the schema of a table or sequence it refers to ("public"."role"); our tables live in
// the connection's current schema (PostgreSQL tests isolate themselves in one), so the name goes.
const unqualified = (sql: string): string => sql.replaceAll('"public".', '');

/** The migrations drizzle-kit wrote, in its journal's order; the version is the file's tag. */
export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationScript[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({ version: tag, sql: unqualified(readFileSync(join(dir, `${tag}.sql`), 'utf8')) }));
}

/** The first migrations (0001–0007), kept for databases made by part of them. */
export function readLegacyMigrations(dir: string = join(MIGRATIONS_DIR, 'legacy')): MigrationScript[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * What a database with the migrations `applied` is brought up to date with: every migration when it is
 * new; when it was made by the first migrations, the rest of them, then the journal's from the baseline
 * on recorded without running (their schema is there), then the newer ones.
 */
export function migrationPlan(
  applied: ReadonlySet<string>,
  scripts: readonly MigrationScript[] = readMigrations(),
  legacy: readonly MigrationScript[] = readLegacyMigrations(),
): MigrationScript[] {
  if (!legacy.some((script) => applied.has(script.version))) return [...scripts];
  const baseline = scripts.findIndex((script) => script.version === BASELINE);
  if (baseline < 0) throw new Error(`the migrations have no ${BASELINE}`);
  return [
    ...legacy,
    ...scripts.slice(0, baseline + 1).map((script) => ({ version: script.version, sql: '' })),
    ...scripts.slice(baseline + 1),
  ];
}

/** Brings the database's schema up to date; returns the versions applied (or recorded) now. */
export function migrate(database: Database): Promise<string[]> {
  return database.migrate((applied) => migrationPlan(applied));
}
