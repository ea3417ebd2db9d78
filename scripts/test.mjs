#!/usr/bin/env node
// `npm test`: every check of the project, in one run, cheapest first. Ends with "N passed, N failed".
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureDependencies, ensurePnpm, root } from './pnpm.mjs';

const outDir = join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const results = [];
const started = Date.now();

function run(name, cmd, args, { cwd = root, env = {}, report } = {}) {
  console.log(`\n━━ ${name}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, ...counted(ok, report), seconds: (Date.now() - t0) / 1000 });
  return ok;
}

/** A runner's counts: from its JSON report when it wrote one, else the runner counts as one test. */
function counted(ok, report) {
  if (!report || !existsSync(report.file))
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: [], flaky: [] };
  const parsed = report.parse(JSON.parse(readFileSync(report.file, 'utf8')));
  // A runner that crashed before reporting a failure still fails the step.
  return {
    passed: parsed.passed,
    failed: Math.max(parsed.failed, ok ? 0 : 1),
    failures: parsed.failures,
    flaky: parsed.flaky ?? [],
  };
}

/** Runs a command with each line of its output prefixed by `label`; answers whether it exited with 0. */
function runLabelled(label, cmd, args, { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: from }).on('line', (line) => to.write(`${label} ${line}\n`));
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Groups of steps run at once, each group's steps one after another, each line of output named by its step.
 * A step is `{ name, cmd, args }`, with its folder, environment and report when it has its own.
 */
async function inGroups(groups) {
  const ran = await Promise.all(
    groups.map(async (group) => {
      const steps = [];
      for (const { name, cmd, args, cwd = root, env = {}, report } of group) {
        const t0 = Date.now();
        const ok = await runLabelled(`[${name}]`, cmd, args, { cwd, env });
        steps.push({ name, ok, ...counted(ok, report), seconds: (Date.now() - t0) / 1000 });
      }
      return steps;
    }),
  );
  results.push(...ran.flat());
}

const vitestReport = (name) => ({
  file: join(outDir, `${name}.json`),
  parse: (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    failures: j.testResults.flatMap((file) => [
      // A file that failed to load has no tests, only its message.
      ...(file.status === 'failed' && file.message ? [why(file.name, file.message)] : []),
      ...file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => why(test.fullName, test.failureMessages.join('\n'))),
    ]),
  }),
});

/**
 * A failed test's name and the first lines of its error, repeated in the summary: CI keeps only the tail
 * of a run's output, and a failure seen only there must still say what failed.
 */
function why(name, message = '') {
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return [name, ...lines.slice(0, 6).map((line) => `    ${line.slice(0, 200)}`)].join('\n');
}

/** The tests of a Playwright JSON report, with their spec's title path. */
function playwrightTests(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ ...test, title: [...here, spec.title].join(' › ') })),
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, here)),
  ];
}
/** A Vitest run as a step: its name, command, folder, environment and JSON report. */
function vitestStep(name, cwd, extraArgs = [], env = {}) {
  const report = vitestReport(name);
  return {
    name,
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report.file}`, ...extraArgs],
    cwd: join(root, cwd),
    env,
    report,
  };
}
function vitest(...step) {
  const { name, cmd, args, ...options } = vitestStep(...step);
  return run(name, cmd, args, options);
}

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

ensurePnpm();
ensureDependencies();
const chromium = ensureChromium();
const browserEnv = { CHROMIUM_PATH: chromium };

// The static checks keep one core each: the typecheck beside the others, one after another (about a minute less).
await inGroups([
  [
    {
      name: 'typecheck',
      cmd: 'node',
      args: ['scripts/pnpm.mjs', '-r', '--workspace-concurrency=1', 'typecheck'],
    },
  ],
  [
    { name: 'lint (eslint)', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
    { name: 'import circles (madge)', cmd: 'node', args: ['scripts/circles.mjs'] },
    { name: 'format (prettier)', cmd: bin('prettier'), args: ['--check', '.'] },
  ],
]);
// The app's tests mostly wait on the page's timers (about 0.7 of a core on two workers): they run beside the
// domain's and the api's, which leave most of the other core (decision 2386).
await inGroups([
  [
    vitestStep('domain', 'packages/domain', ['--coverage']),
    vitestStep('api', 'packages/api', [], { TEST_DATABASE_URL: '' }),
  ],
  [vitestStep('app', 'apps/erp', [], browserEnv)],
]);
vitest('server (PGlite)', 'apps/server', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server (PostgreSQL)', 'apps/server', [], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
vitest('stories in Chromium', '.', ['--config', 'vitest.storybook.config.ts'], browserEnv);
vitest('screenshots', 'packages/ui', [], browserEnv);

console.log('\n━━ build');
const buildStarted = Date.now();
const built = build();
results.push({
  name: 'build',
  ok: built,
  passed: built ? 1 : 0,
  failed: built ? 0 : 1,
  seconds: (Date.now() - buildStarted) / 1000,
  failures: [],
  flaky: [],
});
// Every bench file once, short (decision 2273): a broken bench fails the suite, not the next one who measures.
if (built) {
  const report = {
    file: join(outDir, 'benches.json'),
    parse: (j) => ({
      passed: j.files.filter((file) => file.ok).length,
      failed: j.files.filter((file) => !file.ok).length,
      failures: j.files.filter((file) => !file.ok).map((file) => `${file.name} (its output is above)`),
    }),
  };
  run('benches (short)', 'node', ['scripts/bench.mjs', '--short'], {
    env: { ...browserEnv, BENCH_REPORT: report.file },
    report,
  });
  await endToEnd();
}

/**
 * The end-to-end suite as Playwright shards run at once (decision 1950), each against its own built server
 * on its own port and throw-away data folder; their reports are counted as the one step.
 */
async function endToEnd() {
  const name = 'end-to-end (Playwright)';
  // A shard (its browser, server and runner) keeps about 1.3 cores busy: one per two cores (decision 1950).
  const shards = Number(process.env.E2E_SHARDS) || Math.max(1, Math.floor(availableParallelism() / 2));
  console.log(`\n━━ ${name}, ${shards} shard${shards === 1 ? '' : 's'}`);
  const t0 = Date.now();
  const ports = new Set();
  while (ports.size < shards) ports.add(await freePort());
  const runs = await Promise.all(
    [...ports].map(async (port, i) => {
      const shard = `${i + 1}/${shards}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'erp-e2e-'));
      const report = { file: join(outDir, `e2e-${i + 1}.json`), parse: playwrightCounts };
      const ok = await runLabelled(
        `[${shard}]`,
        bin('playwright'),
        ['test', `--shard=${shard}`, `--output=test-results/shard-${i + 1}`],
        {
          cwd: join(root, 'tests'),
          env: {
            ...browserEnv,
            E2E_PORT: String(port),
            E2E_DATA_DIR: dataDir,
            PLAYWRIGHT_JSON_OUTPUT_NAME: report.file,
          },
        },
      );
      rmSync(dataDir, { recursive: true, force: true });
      return { ok, ...counted(ok, report) };
    }),
  );
  results.push({
    name,
    ok: runs.every((run) => run.ok),
    passed: runs.reduce((n, run) => n + run.passed, 0),
    failed: runs.reduce((n, run) => n + run.failed, 0),
    failures: runs.flatMap((run) => run.failures),
    flaky: runs.flatMap((run) => run.flaky),
    seconds: (Date.now() - t0) / 1000,
  });
}

/** A Playwright JSON report's counts, failures and tests passed only on a retry. */
function playwrightCounts(j) {
  const tests = j.suites.flatMap((suite) => playwrightTests(suite));
  const firstError = (test) => {
    const result = test.results.find((run) => run.status !== 'passed');
    return result?.error?.message ?? result?.errors?.[0]?.message;
  };
  return {
    passed: j.stats.expected + j.stats.flaky,
    failed: j.stats.unexpected,
    failures: tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => why(test.title, firstError(test))),
    flaky: tests.filter((test) => test.status === 'flaky').map((test) => why(test.title, firstError(test))),
  };
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\n━━ summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(26)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(Math.round(r.seconds)).padStart(6)} s`,
  );
}
for (const r of results) {
  for (const failure of r.failures) console.log(`  failed in ${r.name}: ${failure}`);
  for (const flaky of r.flaky) console.log(`  passed on a retry in ${r.name}: ${flaky}`);
}
console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
