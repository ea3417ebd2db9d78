// The requests under way (decision 2267): an ANALYZE holds PGlite's one connection for seconds on a large
// table, so it waits for a moment no request is under way rather than run between another user's statements.
import type { FastifyInstance } from 'fastify';

/** How long no request must have been under way for the server to count as quiet. */
export const QUIET_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the requests under way and says when none has been for QUIET_MS. */
export class UnderWay {
  private readonly requests = new Set<string>();
  private lastEnded = -Infinity;

  /** Counts every request of `app` from its arrival to its reply (or its caller's going away). */
  watch(app: FastifyInstance): void {
    const ended = async (request: { id: string }) => {
      if (this.requests.delete(request.id)) this.lastEnded = performance.now();
    };
    app.addHook('onRequest', async (request, reply) => {
      this.requests.add(request.id);
      // A caller gone once its body was read gets neither hook below: its reply's socket closes unsent.
      reply.raw.once('close', () => void ended(request));
    });
    app.addHook('onResponse', ended);
    app.addHook('onRequestAbort', ended);
  }

  /**
   * Resolves once no request has been under way for QUIET_MS (true), or after `atMostMs` whatever the traffic
   * (false: the server is busy).
   */
  async quiet(atMostMs: number): Promise<boolean> {
    const until = performance.now() + atMostMs;
    for (;;) {
      const now = performance.now();
      const since = now - this.lastEnded;
      if (this.requests.size === 0 && since >= QUIET_MS) return true;
      if (now >= until) return false;
      await sleep(Math.min(until - now, this.requests.size === 0 ? QUIET_MS - since : QUIET_MS));
    }
  }
}
