// Another user beside a bench's heavy work (issues 57 and 58): a session of a seeded user, and the read whose
// wait the noisy-neighbour and floor-outbox benches measure, the items' first page.
import { sql } from 'drizzle-orm';
import type { buildApp } from '../src/app.ts';
import { queryRows, type Database } from '../src/db/client.ts';

type Server = Awaited<ReturnType<typeof buildApp>>;

/** The read another user makes meanwhile: the items' first page, as Masters → Item opens it. */
export const NEIGHBOUR_READ = 'chemical/item/getAllByPartner?page=1&size=20';

/** A session of the seeded user `username`: its organisation and token. */
export async function sessionOf(server: Server, database: Database, username: string) {
  const [user] = await queryRows<{ id: number; orgId: number }>(
    database.db,
    sql`SELECT id, org_id AS "orgId" FROM staff WHERE lower(username) = ${username}`,
  );
  if (!user) throw new Error(`no ${username}`);
  return { orgId: user.orgId, token: await server.sessions.issue({ staffId: user.id, orgId: user.orgId }) };
}

/** The neighbour's read as `token`'s user: answers how long it took, in ms; anything but 200 fails the bench. */
export const neighbourRead = (server: Server, token: string) => async (): Promise<number> => {
  const asked = performance.now();
  const reply = await server.app.inject({
    method: 'GET',
    url: `/api/v1/${NEIGHBOUR_READ}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200) throw new Error(`the neighbour's read: ${reply.statusCode} ${reply.body}`);
  return performance.now() - asked;
};
