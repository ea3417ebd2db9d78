import Fastify from 'fastify';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { QUIET_MS, UnderWay } from '../src/http/under-way.ts';

// Decision 2267: an analysis on PGlite waits for a moment no request is under way.

const app = Fastify();
const underWay = new UnderWay();
underWay.watch(app);
let answer: () => void = () => undefined;
app.get('/slow', () => new Promise<string>((resolve) => (answer = () => resolve('done'))));
afterAll(() => app.close());

/** Whether `promise` settled within `ms`. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the requests under way', () => {
  it('are quiet only once none has been under way for a while, or after the longest wait given', async () => {
    expect(await within(underWay.quiet(60_000), 50)).toBe(true);
    const reply = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const quiet = underWay.quiet(60_000);
    expect(await within(quiet, QUIET_MS * 2)).toBe(false);
    // A wait has its limit, whatever the traffic, and says it found no quiet moment.
    expect(await underWay.quiet(QUIET_MS)).toBe(false);
    const ended = performance.now();
    answer();
    expect((await reply).body).toBe('done');
    expect(await quiet).toBe(true);
    expect(performance.now() - ended).toBeGreaterThanOrEqual(QUIET_MS - 5);
  });

  it('count out a save whose caller went away once its body was read, which no hook of Fastify reports', async () => {
    const server = Fastify();
    const watched = new UnderWay();
    watched.watch(server);
    let arrived: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    // The save answers once its caller's connection is gone.
    server.post('/save', async (saving) => {
      const gone = new Promise((resolve) => saving.raw.socket.once('close', resolve));
      arrived();
      await gone;
      return 'saved';
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const sent = request(`${url}/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      sent.on('error', () => undefined);
      sent.end('{"lines":[]}');
      await handling;
      expect(await within(watched.quiet(60_000), QUIET_MS * 2)).toBe(false);
      sent.destroy();
      // Counted out: quiet once QUIET_MS has passed, not after the longest wait.
      expect(await within(watched.quiet(60_000), QUIET_MS * 4)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
