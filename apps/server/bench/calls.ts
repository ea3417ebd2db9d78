/* How a bench calls the app as a user: POSTs through Fastify's inject with the caller's session. */
import type { buildApp } from '../src/app.ts';
import type { Caller } from '../src/core/caller.ts';

/** A document as a save or an action answers it: enough to take its next step. */
export interface BenchDoc {
  id: number;
  version: number;
  lines: { id: number }[];
}

/**
 * `post` a body to an API path as `caller` (anything but a 200 throws, with the reply), and `act`: a
 * document's action (submit, cancel with a reason) on the version it is at.
 */
export async function documentCalls(server: Awaited<ReturnType<typeof buildApp>>, caller: Caller) {
  const token = await server.sessions.issue(caller);
  const post = async (path: string, body: unknown): Promise<BenchDoc> => {
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });
    if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.statusCode} ${reply.body}`);
    return reply.json<{ data: BenchDoc }>().data;
  };
  const act = (path: string, doc: BenchDoc, reason?: string): Promise<BenchDoc> =>
    post(path, { id: doc.id, version: doc.version, ...(reason ? { reason } : {}) });
  return { post, act };
}
