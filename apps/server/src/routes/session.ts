import { RESPONSE_CODES } from '@erp/domain';
import { and, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DECOY_HASH, verifyPassword } from '../auth/password.ts';
import type { Sessions } from '../auth/sessions.ts';
import { beginLogin, loginFailed, loginSucceeded } from '../auth/throttle.ts';
import type { Database } from '../db/client.ts';
import { staff } from '../db/schema.ts';
import { AppError, ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseWith } from '../http/validation.ts';
import { checkAccessTo } from '../http/access.ts';
import { parseId, type ResourceService } from '../resources/resource.ts';
import { SERVER_VERSION } from '../version.ts';

const loginBody = z.object(
  {
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, { error: 'Username is required' })
      .max(100, { error: 'Username must be at most 100 characters' }),
    password: z
      .string({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(200, { error: 'Password must be at most 200 characters' }),
  },
  { error: 'Username and password are required' },
);

const roleParams = z.object({ roleid: z.string() });

export function registerSessionRoutes(
  router: ApiRouter,
  database: Database,
  sessions: Sessions,
  service: ResourceService,
): void {
  const db = database.db;

  router.public('GET', 'version', async () => ok(SERVER_VERSION));

  /**
   * Spec §7 POST authentication: a signed, expiring token and the user without the password; failed
   * logins are throttled per user name and address and per address (decision 0213).
   */
  router.public('POST', 'authenticate', async (request) => {
    const { username, password } = parseWith(loginBody, request.body);
    const attempt = await beginLogin(database, username, request.ip);
    const [user] = await db
      .select()
      .from(staff)
      .where(
        and(sql`lower(${staff.username}) = ${username.toLowerCase()}`, sql`${staff.active} IS NOT FALSE`),
      );
    // An unknown user costs one hash check too, so the answer's timing does not tell who exists.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await DECOY_HASH));
    if (!user || !valid) {
      await loginFailed(database);
      throw new AppError(RESPONSE_CODES.INVALID_CREDENTIALS);
    }
    await loginSucceeded(database, attempt);
    const caller = { staffId: user.id, orgId: user.orgId };
    const shown = await service.get(service.resource('staff'), caller, user.id);
    return ok({ token: await sessions.issue(caller), user: shown }, 'Logged in');
  });

  /** Logout (issue 14): the caller's token is refused from now on, by every server on the database. */
  router.route('POST', 'logout', { kind: 'session' }, async (_request, session) => {
    await sessions.end(session.caller.tokenId);
    return ok(null, 'Logged out');
  });

  /** Spec §7 GET staff/getloggedinuser: the user of the token, without the password. */
  router.route('GET', 'staff/getloggedinuser', { kind: 'session' }, async (_request, session) =>
    ok(await service.get(service.resource('staff'), session.caller, session.caller.staffId)),
  );

  /** Spec §7 GET {ACL URL}/getbyroleid/{roleid}: any user reads their own role's; others need the acl module. */
  router.route('GET', 'acl/getbyroleid/:roleid', { kind: 'session' }, async (request, session) => {
    const roleId = parseId(parseWith(roleParams, request.params).roleid, 'Role id');
    const acl = service.resource('acl');
    if (roleId !== session.roleId) await checkAccessTo(db, session, 'read', acl.aclNames);
    const role = await service.resource('role').store.get(db, session.caller, roleId);
    if (!role) throw new AppError(RESPONSE_CODES.NOT_FOUND);
    const { rows } = await acl.store.list(db, session.caller, { where: { roleId } });
    return okList(rows);
  });
}
