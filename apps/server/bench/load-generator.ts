// The load of api.bench.ts, made by a second process (issue 5): autocannon's requests for a time or a count,
// or requests one after another until told to stop. A module of its own, which imports no server code, so
// that a second process starts in a moment (decision 2273).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sized } from './short.ts';

/** A scenario's length when it names no count: 5 s when measuring, a few requests in the short run. */
const LENGTH = sized<{ duration: number } | { amount: number }>({ duration: 5 }, { amount: 8 });
/** Bulk saves answered before the searches beside them are measured. */
const WARM_REQUESTS = sized(2, 1);

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Paths the load generator cycles through (or the one path of a POST). */
  paths: string[];
  /** POST bodies: `{n}` is replaced by a counter so that every saved code is new. */
  bodyTemplate?: string;
  /** How many requests it makes; else LENGTH. */
  requests?: number;
  /** Requests in flight at once (1 unless said). */
  callers?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function generateLoad(url: string, token: string, scenario: Scenario): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: scenario.callers ?? 1,
    ...(scenario.requests ? { amount: scenario.requests } : LENGTH),
    // A request may take seconds on a busy machine: it is measured, not dropped.
    timeout: 60,
    requests: [
      {
        method: scenario.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (request) => {
          n += 1;
          const path = scenario.paths[n % scenario.paths.length] ?? '/';
          const body = scenario.bodyTemplate?.replaceAll('{n}', String(n));
          return { ...request, path, ...(body ? { body } : {}) };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Requests one after another until the parent says stop, then exits once the last one is answered (the
 * bulk saves beside a measurement), so that no bulk save is still running when the bench closes the
 * server and the database (decision 0750). Says `warm` once WARM_REQUESTS have been answered.
 */
async function loadUntilStopped(url: string, token: string, scenario: Scenario): Promise<void> {
  let stopping = false;
  process.on('message', (message) => {
    if (message === 'stop') stopping = true;
  });
  for (let n = 1; !stopping; n += 1) {
    const reply = await fetch(new URL(scenario.paths[n % scenario.paths.length] ?? '/', url), {
      method: scenario.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(scenario.bodyTemplate ? { body: scenario.bodyTemplate.replaceAll('{n}', String(n)) } : {}),
    });
    await reply.arrayBuffer();
    if (n === WARM_REQUESTS) process.send?.('warm');
  }
}

/**
 * Load from another process until `stop` has been answered; `warm` settles once its first requests have
 * been answered: the first bulk save is a cold one (its INSERT took 300–360 ms where the next took 40–110,
 * decision 0217's addendum of 2026-11-24), and the measurement is of bulk saves running back to back.
 */
export function backgroundLoad(
  url: string,
  token: string,
  scenario: Scenario,
): { warm: Promise<void>; stop: () => Promise<void> } {
  const child = fork(fileURLToPath(import.meta.url), ['--load-until-stopped']);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const warm = new Promise<void>((resolve) => child.once('message', () => resolve()));
  child.send({ url, token, scenario });
  return {
    warm,
    stop: () => {
      child.send('stop');
      return exited;
    },
  };
}

export function loadFromSecondProcess(url: string, token: string, scenario: Scenario): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load-generator']);
    child.once('message', (result: LoadResult) => resolve(result));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`)),
    );
    child.send({ url, token, scenario });
  });
}

type LoadMessage = { url: string; token: string; scenario: Scenario };

// The same file is the load generator when forked with --load-generator (or --load-until-stopped).
if (process.argv.includes('--load-generator')) {
  process.once('message', (message: LoadMessage) => {
    void generateLoad(message.url, message.token, message.scenario).then((result) => {
      process.send?.(result);
      process.exit(0);
    });
  });
} else if (process.argv.includes('--load-until-stopped')) {
  process.once('message', (message: LoadMessage) => {
    void loadUntilStopped(message.url, message.token, message.scenario).then(() => process.exit(0));
  });
}
