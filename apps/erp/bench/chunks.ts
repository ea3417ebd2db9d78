// The JavaScript a screen of the built app needs before it runs (gzip), from Vite's manifest: the bundle
// benchmark reports it, and the end-to-end tests hold the login's to its budget (decision 0751).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 15: the login screen's JavaScript, gzip. */
export const LOGIN_JS_BUDGET_KB = 100;

/** The module of the login screen, next to the entry (which shows it first: decision 0751). */
export const LOGIN_SOURCE = 'src/features/login/index.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** KB (gzip) of the entry and what `sources` (modules of the app, `src/…`) need, in the built app at `dist`. */
export function neededKb(dist: string, sources: readonly string[]): number {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const files = sources.reduce(
    (needed, source) => closure(manifest, source, needed),
    closure(manifest, entry, new Set()),
  );
  const bytes = [...files].reduce(
    (total, file) => total + gzipSync(readFileSync(join(dist, file))).length,
    0,
  );
  return bytes / 1024;
}
