// What the app's benchmarks share: the BENCH line, building the app and server when stale, and the built
// server on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

/** The admin's password of the benchmarks' throw-away servers (the server benches' too: their prepared copy's). */
export const BENCH_PASSWORD = 'Bench-Admin-Pass1';

/** Prints one result for scripts/bench.mjs. */
export function bench(
  name: string,
  value: number,
  unit: string,
  extra: { baseline?: number; goal?: string } = {},
): void {
  const round = (n: number) => Math.round(n * 100) / 100;
  const baseline = extra.baseline === undefined ? {} : { baseline: round(extra.baseline) };
  console.log(`BENCH ${JSON.stringify({ name, value: round(value), unit, ...extra, ...baseline })}`);
}

/** Builds the app and the server when their sources changed (the static Storybook is not needed here). */
export function buildStale(): void {
  const script = `
    import { spawnSync } from 'node:child_process';
    import { join } from 'node:path';
    import { TARGETS, isStale } from './scripts/build.mjs';
    for (const target of TARGETS.filter((t) => ['ERP app', 'server'].includes(t.name) && isStale(t))) {
      const [cmd, args, cwd] = target.command;
      if (spawnSync(cmd, args, { stdio: 'inherit', cwd: join(process.cwd(), cwd) }).status !== 0) process.exit(1);
    }`;
  const r = spawnSync('node', ['--input-type=module', '-e', script], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the build failed');
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built server on `port` with its data in `dataDir` (PGlite), once it answers. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // Not DATABASE_URL, which a whole `npm run bench` may be given for the noisy neighbour's PostgreSQL: this
  // server measures the PGlite database prepared in `dataDir`, and on another it finds an empty one.
  const { DATABASE_URL: _elsewhere, ...inherited } = process.env;
  const server = spawn('node', [join(root, 'apps/server/dist/main.mjs')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ERP_ADMIN_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/version`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  server.kill();
  throw new Error('the server did not start within 60 s');
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
