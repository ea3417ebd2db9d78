#!/usr/bin/env node
// Runs the workspace's pinned pnpm, fetching it into .tools/ on first use. A fresh machine has only
// Node.js and npm; corepack and the packageManager field do not work here (docs/decisions/0001).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '12.21.0';
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

export function ensurePnpm() {
  if (existsSync(pnpmBin)) return pnpmBin;
  console.log(`Fetching pnpm ${PNPM_VERSION} into .tools/ …`);
  const r = spawnSync(
    'npm',
    ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit', cwd: root },
  );
  if (r.status !== 0) throw new Error('Could not fetch pnpm; check the network to the npm registry.');
  return pnpmBin;
}

export function pnpm(args, options = {}) {
  const r = spawnSync(ensurePnpm(), args, { stdio: 'inherit', cwd: root, ...options });
  return r.status ?? 1;
}

/** Installs the workspace's dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (existsSync(marker)) return;
  console.log('Installing dependencies …');
  const status = pnpm(['install', '--frozen-lockfile']);
  if (status !== 0) throw new Error('Installing dependencies failed.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
