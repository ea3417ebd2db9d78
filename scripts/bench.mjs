#!/usr/bin/env node
// `npm run bench`: runs every benchmark file (`**/bench/*.bench.ts`) and prints one table.
// A benchmark prints lines `BENCH {"name","value","unit","baseline"?,"goal"?}`; `baseline` is a figure
// measured in the same run (the floor), so the table shows a ratio rather than a machine's raw speed.
// `npm run bench -- --short` (what `npm test` runs, decisions 2273 and 2351): every file once with
// BENCH_SHORT=1, the smallest seed that reaches each case and one run of it, as many at once as the machine has
// cores, each file's time printed as it ends; the figures are printed and judged by no one, and a file that
// fails fails the run. A measuring run keeps its ratios to their floors in
// bench/last.json and names each that got worse by more than half since (scripts/bench-record.mjs); the short
// run neither reads nor writes it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { ensureDependencies, root } from './pnpm.mjs';
import { ensureChromium } from './chromium.mjs';
import { WORSE_BY, nextRecord, ratiosOf, regressions } from './bench-record.mjs';

ensureDependencies();
// `npm run bench [name] [-- --explain]`: the first word picks the bench files; flags reach each file, whose
// diagnostics (plans, statements, progress) go to stderr, shown as they come.
const args = process.argv.slice(2);
const short = args.includes('--short');
const filter = args.find((arg) => !arg.startsWith('--'));
const flags = args.filter((arg) => arg.startsWith('--') && arg !== '--short');

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
const env = { ...process.env, CHROMIUM_PATH: ensureChromium(), ...(short ? { BENCH_SHORT: '1' } : {}) };

/** A FAILED row of `name`, its output shown. */
const failure = (name, out) => {
  console.error(out);
  return [{ name, value: NaN, unit: 'FAILED' }];
};
const benchLines = (out) =>
  out
    .split('\n')
    .filter((line) => line.startsWith('BENCH '))
    .map((line) => JSON.parse(line.slice(6)));

/**
 * Runs `group`'s files, by their names: alone, each in a process of its own; in the short run, one after
 * another in one process (scripts/bench-group.mjs), which loads the server's code once for them all.
 */
function runGroup(group) {
  const names = group.map((file) => relative(root, file));
  console.log(`running ${names.join(', ')} …`);
  const started = Date.now();
  const args = short ? [join(root, 'scripts/bench-group.mjs'), ...group] : [...group, ...flags];
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), args, {
      cwd: root,
      env,
      // A bench's progress and diagnostics (plans, BENCH_EXPLAIN) go to stderr, shown as they come.
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!short) {
        console.log(`${code === 0 ? 'ran' : 'FAILED'} ${names[0]} in ${seconds} s`);
        resolve(new Map([[group[0], code === 0 ? benchLines(out) : failure(names[0], out)]]));
        return;
      }
      // Each file's part of the output, from its BENCH-FILE line to the next; a file the process did not
      // reach or end (it stopped) failed.
      const parts = out.split(/^BENCH-FILE /m).slice(1);
      const results = new Map(
        group.map((file, i) => {
          const part = parts[i] ?? '';
          const ended = i < parts.length - 1 || (code === 0 && i === parts.length - 1);
          const ok = ended && !part.includes('\nBENCH-FAILED ');
          return [file, ok ? benchLines(part) : failure(names[i], part)];
        }),
      );
      console.log(`ran ${names.length} files in one process in ${seconds} s (exit ${code})`);
      resolve(results);
    });
  });
}

// Measuring runs one file at a time, so that no bench measures beside another; the short run gives each
// core a process of its own with its share of the files.
const started = Date.now();
const cores = Math.min(files.length, Math.max(1, availableParallelism()));
const groups = short
  ? Array.from({ length: cores }, (_, g) => files.filter((_file, i) => i % cores === g))
  : files.map((file) => [file]);
const results = new Map();
const record = (done) => done.forEach((rows, file) => results.set(file, rows));
if (short) (await Promise.all(groups.map(runGroup))).forEach(record);
else for (const group of groups) record(await runGroup(group));
const rows = files.flatMap((file) => results.get(file) ?? []);

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
const failed = rows.filter((r) => r.unit === 'FAILED').length;
// For `npm test`'s summary: each file, and whether it ran.
if (process.env.BENCH_REPORT)
  writeFileSync(
    process.env.BENCH_REPORT,
    JSON.stringify({
      files: files.map((file) => ({
        name: relative(root, file),
        ok: !(results.get(file) ?? []).some((r) => r.unit === 'FAILED'),
      })),
    }),
  );
if (!short) {
  const recordPath = join(root, 'bench/last.json');
  const kept = existsSync(recordPath) ? JSON.parse(readFileSync(recordPath, 'utf8')) : { ratios: {} };
  const now = ratiosOf(rows);
  const worse = regressions(kept.ratios, now);
  if (kept.ranAt)
    console.log(
      worse.length === 0
        ? `\nno ratio to its floor got worse by more than ${WORSE_BY * 100}% since ${kept.ranAt}`
        : `\nWORSE by more than ${WORSE_BY * 100}% since ${kept.ranAt}, as ratios to their floors:\n${worse
            .map((w) => `  ${w.name}: ${w.was.toFixed(2)}x → ${w.now.toFixed(2)}x`)
            .join('\n')}`,
    );
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(
    recordPath,
    `${JSON.stringify(nextRecord(kept.ratios, now, new Date().toISOString()), null, 2)}\n`,
  );
  console.log(`ratios to their floors kept in ${relative(root, recordPath)} (commit it)`);
}
const took = `${files.length} bench files in ${((Date.now() - started) / 1000).toFixed(0)} s`;
console.log(
  short
    ? `\nshort run (BENCH_SHORT=1: small seeds, figures not judged): ${took}, ${failed} failed`
    : `\n${took}`,
);
process.exit(failed > 0 ? 1 : 0);
