import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV, createPostgresTemplate, writeTemplateDump } from '../src/testing.ts';

/**
 * One migrated, seeded database for the whole suite, which every test file's database starts from: a PGlite
 * dump, or on PostgreSQL (TEST_DATABASE_URL) a template database copied by CREATE DATABASE … TEMPLATE.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createPostgresTemplate(url);
    process.env[PG_TEMPLATE_ENV] = template.name;
    return () => template.drop();
  }
  const dir = mkdtempSync(join(tmpdir(), 'erp-suite-'));
  const path = join(dir, 'template.tar');
  await writeTemplateDump(path);
  process.env[TEMPLATE_ENV] = path;
  return async () => rmSync(dir, { recursive: true, force: true });
}
