import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import {
  PGLITE_WORKER_ENV,
  PG_TEMPLATE_ENV,
  TEMPLATE_ENV,
  createPostgresTemplate,
  writeTemplateDump,
} from '../src/testing.ts';

/** Imports the worker's packages from where they are installed, wherever the built worker lies. */
const installed: Plugin = {
  name: 'installed',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'installed' || args.path.startsWith('node:')) return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'installed',
      });
      return { path: found.path, external: true };
    });
  },
};

/** The PGlite worker as JavaScript in `dir`, which every test database's worker thread runs. */
async function buildPgliteWorker(dir: string): Promise<string> {
  const outfile = join(dir, 'pglite-worker.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../src/db/pglite-worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [installed],
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * One migrated, seeded database for the whole suite, which every test file's database starts from: a PGlite
 * dump (and the worker that opens it, built once), or on PostgreSQL (TEST_DATABASE_URL) a template database
 * copied by CREATE DATABASE … TEMPLATE.
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
  process.env[PGLITE_WORKER_ENV] = await buildPgliteWorker(dir);
  await writeTemplateDump(path);
  process.env[TEMPLATE_ENV] = path;
  return async () => rmSync(dir, { recursive: true, force: true });
}
