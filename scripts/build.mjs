#!/usr/bin/env node
// Builds what `npm start` serves: the ERP (apps/erp/dist), the server bundle and the static Storybook.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, root } from './pnpm.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);

export const TARGETS = [
  {
    name: 'ERP app',
    output: 'apps/erp/dist/index.html',
    sources: ['apps/erp', 'packages/ui/src', 'packages/api/src', 'packages/domain/src', 'version.json'],
    command: [bin('vite'), ['build', '--configLoader', 'runner', '--logLevel', 'warn'], 'apps/erp'],
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.mjs',
    sources: ['apps/server/src', 'packages/domain/src', 'version.json'],
    command: ['node', ['build.mjs'], 'apps/server'],
  },
  {
    name: 'Storybook',
    output: 'storybook-static/index.html',
    sources: ['.storybook', 'packages/ui/src', 'packages/domain/src'],
    command: [bin('storybook'), ['build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'], '.'],
  },
];

const IGNORED = new Set(['node_modules', 'dist', '__screenshots__', '.vitest-attachments', 'coverage']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!IGNORED.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(target) {
  const output = join(root, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.sources.some((source) => newestMtime(join(root, source)) > built);
}

/** Builds each target (or only the stale ones); returns false when one fails. */
export function build({ onlyStale = false } = {}) {
  ensureDependencies();
  for (const target of TARGETS) {
    if (onlyStale && !isStale(target)) continue;
    console.log(`Building the ${target.name} …`);
    const [cmd, args, cwd] = target.command;
    const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: join(root, cwd) });
    if (r.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      return false;
    }
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(build() ? 0 : 1);
}
