import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_ENV, writeTemplateDump } from '../src/testing.ts';

/** One migrated, seeded PGlite database for the whole suite; every test file starts from its dump. */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'erp-suite-'));
  const path = join(dir, 'template.tar');
  await writeTemplateDump(path);
  process.env[TEMPLATE_ENV] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
