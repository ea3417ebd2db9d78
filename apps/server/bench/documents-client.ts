// The client of documents.bench.ts, a second process (issue 16): GETs of the Open list, or saves each followed
// by its submit, over HTTP, timed; and the timing both sides share. A module of its own, which imports no
// server code, so that the second process starts in a moment (decision 2273).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sized } from './short.ts';
import { timingOf, type Timing } from './timing.ts';

/** Each measurement first runs this many times unmeasured (caches, JIT, the planner's statistics). */
const WARM_UP = sized(20, 0);

/**
 * What the second process is asked to run: GETs of `paths` in turn, saves each followed by its submit, or
 * such a pair sent with a key and one sent without, in turn (what a key costs, decision 2292).
 */
export type Load =
  | { kind: 'get'; paths: string[]; runs: number }
  | { kind: 'saveSubmit' | 'keyedAndNot'; path: string; body: string; runs: number };

/** Runs `once` WARM_UP times, then `runs` times one after another; `once` gives the times of its steps. */
export async function timed(runs: number, once: (i: number) => Promise<number[]>): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP; i++) await once(i);
  const times: number[][] = [];
  for (let i = 0; i < runs; i++) times.push(await once(i));
  return (times[0] ?? []).map((_, step) => timingOf(times.map((steps) => steps[step] ?? Number.NaN)));
}

/** The time `work` takes, in ms, and its result. */
async function clock<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const result = await work();
  return [performance.now() - t0, result];
}

/** A list call timed alone; a save and its submit timed each. */
export const single = async (work: () => Promise<unknown>): Promise<number[]> => [(await clock(work))[0]];
export const pair = async (
  save: () => Promise<{ id?: unknown; version?: unknown }>,
  submit: (draft: { id?: unknown; version?: unknown }) => Promise<unknown>,
): Promise<number[]> => {
  const [saving, draft] = await clock(save);
  const [submitting] = await clock(() => submit(draft));
  return [saving, submitting];
};

async function runLoad(base: string, token: string, load: Load): Promise<Timing[]> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (path: string, body?: string, keyed = true): Promise<Record<string, unknown>> => {
    const reply = await fetch(new URL(`/api/v1/${path}`, base), {
      method: body === undefined ? 'GET' : 'POST',
      // A write goes with its key as the app's client sends it (decision 2291); the domain's name of the header
      // is not imported, so that this process starts in a moment.
      headers: body === undefined || !keyed ? headers : { ...headers, 'Idempotency-Key': randomUUID() },
      ...(body === undefined ? {} : { body }),
    });
    const envelope = (await reply.json()) as { data?: Record<string, unknown>; responseMessage?: string };
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${envelope.responseMessage ?? ''}`);
    return envelope.data ?? {};
  };
  if (load.kind === 'get')
    return timed(load.runs, (i) => single(() => call(load.paths[i % load.paths.length] ?? '')));
  const saveSubmit = (keyed: boolean) =>
    pair(
      () => call(`${load.path}/save`, load.body, keyed),
      (draft) => call(`${load.path}/submit`, JSON.stringify({ id: draft.id, version: draft.version }), keyed),
    );
  if (load.kind === 'saveSubmit') return timed(load.runs, () => saveSubmit(true));
  // Keyed first in one run, unkeyed first in the next: neither always meets what the other left behind.
  return timed(load.runs, async (i) => {
    const first = await saveSubmit(i % 2 === 0);
    const second = await saveSubmit(i % 2 !== 0);
    return i % 2 === 0 ? [...first, ...second] : [...second, ...first];
  });
}

export function fromSecondProcess(url: string, token: string, load: Load): Promise<Timing[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--client']);
    child.once('message', (result: Timing[] | { error: string }) =>
      'error' in result ? reject(new Error(result.error)) : resolve(result),
    );
    child.once('error', reject);
    child.send({ url, token, load });
  });
}

// The same file is the client when forked with --client.
if (process.argv.includes('--client')) {
  process.once('message', (message: { url: string; token: string; load: Load }) => {
    runLoad(message.url, message.token, message.load).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
}
