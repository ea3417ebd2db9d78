import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_ENV, writeTemplateDump } from '../../../apps/server/src/testing.ts';

/** One migrated, seeded PGlite database for the suite; each server under test starts from its dump. */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'erp-api-suite-'));
  const path = join(dir, 'template.tar');
  await writeTemplateDump(path);
  process.env[TEMPLATE_ENV] = path;
  return () => rmSync(dir, { recursive: true, force: true });
}
