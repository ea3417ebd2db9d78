import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database, MigrationScript } from './client.ts';

/** The SQL migrations in version order (file names start with a four-digit number). */
export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationScript[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Brings the database's schema up to date; returns the versions applied now. */
export function migrate(database: Database): Promise<string[]> {
  return database.migrate(readMigrations());
}
