#!/usr/bin/env node
// `npm run bench`: runs every benchmark file (`**/bench/*.bench.ts`) and prints one table.
// A benchmark prints lines `BENCH {"name","value","unit","baseline"?,"goal"?}`; `baseline` is a figure
// measured in the same run (the floor), so the table shows a ratio rather than a machine's raw speed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureDependencies, root } from './pnpm.mjs';
import { ensureChromium } from './chromium.mjs';

ensureDependencies();
// `npm run bench [name] [-- --explain]`: the first word picks the bench files; flags reach each file, whose
// diagnostics (plans, statements, progress) go to stderr, shown as they come.
const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));

function findBenchFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findBenchFiles(path));
    else if (/\/bench\/[^/]+\.bench\.ts$/.test(path)) found.push(path);
  }
  return found;
}

const files = ['packages', 'apps']
  .flatMap((d) => findBenchFiles(join(root, d)))
  .filter((f) => !filter || f.includes(filter));
const env = { ...process.env, CHROMIUM_PATH: ensureChromium() };
const rows = [];
for (const file of files) {
  console.log(`running ${relative(root, file)} …`);
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), [file, ...flags], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    // A bench's progress and diagnostics (plans, BENCH_EXPLAIN) go to stderr, shown as they come.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) {
    console.error(r.stdout);
    rows.push({ name: relative(root, file), value: NaN, unit: 'FAILED' });
    continue;
  }
  for (const line of r.stdout.split('\n')) {
    if (line.startsWith('BENCH ')) rows.push(JSON.parse(line.slice(6)));
  }
}

const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : (v ?? ''));
const table = rows.map((r) => ({
  benchmark: r.name,
  value: `${fmt(r.value)} ${r.unit}`,
  baseline: r.baseline === undefined ? '' : `${fmt(r.baseline)} ${r.unit}`,
  ratio: r.baseline ? `${(r.value / r.baseline).toFixed(2)}x` : '',
  goal: r.goal ?? '',
}));
const cols = ['benchmark', 'value', 'baseline', 'ratio', 'goal'];
const width = Object.fromEntries(
  cols.map((c) => [c, Math.max(c.length, ...table.map((t) => String(t[c]).length))]),
);
const line = (t) => '| ' + cols.map((c) => String(t[c]).padEnd(width[c])).join(' | ') + ' |';
console.log('\n' + line(Object.fromEntries(cols.map((c) => [c, c]))));
console.log('|' + cols.map((c) => '-'.repeat(width[c] + 2)).join('|') + '|');
for (const t of table) console.log(line(t));
process.exit(rows.some((r) => r.unit === 'FAILED') ? 1 : 0);
