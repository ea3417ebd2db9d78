import { ACL_NAMES, RESPONSE_CODES, readTooLongMessage, type Envelope } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ok } from '../src/http/envelope.ts';
import { createTestApp, tokenFor, type TestApp } from '../src/testing.ts';

// Issue 40: no call holds everyone. A screen's read that runs past the read limit is answered in words
// (decision 1901); on PGlite a read queued behind it never starts once its time is up.

const LIMIT_MS = 400;
const acl = [ACL_NAMES[0] ?? ''];

let server: TestApp;
let admin: string;
beforeAll(async () => {
  server = await createTestApp({ readLimitMs: LIMIT_MS });
  const { router, database } = server;
  // Test-only routes: a read that really runs long, one that notes whether it ran, and a write as long.
  router.route('POST', 'test/slowRead', { kind: 'read', aclNames: acl }, async () => {
    await database.db.execute(sql`SELECT pg_sleep(2)`);
    return ok(null);
  });
  router.route('POST', 'test/queuedRead', { kind: 'read', aclNames: acl }, async () => {
    await database.db.execute(sql`SELECT set_config('erp.queued_read_ran', 'yes', false)`);
    return ok(null);
  });
  router.route('POST', 'test/slowWrite', { kind: 'write', aclNames: acl }, async () => {
    await database.transaction((tx) => tx.execute(sql`SELECT pg_sleep(0.6)`));
    return ok(null);
  });
  admin = await tokenFor(server, 'admin');
  // The first call readies the app: not part of what is timed.
  await call('test/queuedRead');
  await queryRows(database.db, sql`SELECT set_config('erp.queued_read_ran', '', false)`);
});
afterAll(() => server.close());

async function call(path: string): Promise<{ status: number; body: Envelope; ms: number }> {
  const start = performance.now();
  const reply = await server.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${admin}` },
    payload: {},
  });
  return { status: reply.statusCode, body: reply.json(), ms: performance.now() - start };
}

describe('the read limit (decision 1901)', () => {
  it('a read past the limit is stopped and the user is told in words, 503 not 500', async () => {
    const reply = await call('test/slowRead');
    expect(reply.status).toBe(503);
    expect(reply.body.responseCode).toBe(RESPONSE_CODES.READ_TOO_LONG);
    expect(reply.body.responseMessage).toBe(
      'This took longer than 400 ms to read and was stopped. Narrow its dates or filters and run it again.',
    );
    expect(reply.body.responseMessage).toBe(readTooLongMessage(LIMIT_MS));
    // Answered at the limit, not when the statement ended.
    expect(reply.ms).toBeLessThan(1_600);
  });

  it('a read behind a slow one: on PGlite answered at its limit and never run; on PostgreSQL run on its own connection', async () => {
    // The slow read of the test before may still hold the connection: wait for it.
    await queryRows(server.database.db, sql`SELECT 1`);
    const [slow, queued] = await Promise.all([call('test/slowRead'), call('test/queuedRead')]);
    expect(slow.status).toBe(503);
    expect(queued.ms).toBeLessThan(1_600);
    if (server.database.kind === 'postgres') {
      expect(queued.status, queued.body.responseMessage).toBe(200);
      return;
    }
    expect(queued.status).toBe(503);
    expect(queued.body.responseCode).toBe(RESPONSE_CODES.READ_TOO_LONG);
    const [ran] = await queryRows<{ ran: string | null }>(
      server.database.db,
      sql`SELECT current_setting('erp.queued_read_ran', true) AS ran`,
    );
    expect(ran?.ran ?? '').toBe('');
  });

  it('a write is not a screen read: it runs to its end', async () => {
    await queryRows(server.database.db, sql`SELECT 1`);
    const reply = await call('test/slowWrite');
    expect(reply.status, reply.body.responseMessage).toBe(200);
  });

  it('a read within the limit answers as before, and the database answers the next at once', async () => {
    await queryRows(server.database.db, sql`SELECT 1`);
    const reply = await call('test/queuedRead');
    expect(reply.status, reply.body.responseMessage).toBe(200);
  });
});
