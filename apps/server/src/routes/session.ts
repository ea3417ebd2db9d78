import { z } from 'zod';
import type { Login } from '../auth/login.ts';
import type { Sessions } from '../auth/sessions.ts';
import { parseWith } from '../core/parse.ts';
import type { Database } from '../db/client.ts';
import { checkAccessTo } from '../auth/access.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseId } from '../resources/parse.ts';
import type { ResourceService } from '../resources/service.ts';
import type { Row } from '../stores/types.ts';
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
  login: Login<Row>,
): void {
  const db = database.db;

  router.public('GET', 'version', async () => ok(SERVER_VERSION));

  /**
   * Spec §7 POST authentication: a signed, expiring token and the user without the password; failed
   * logins are throttled per user name and address and per address (decision 0213).
   */
  router.public('POST', 'authenticate', async (request) => {
    const loggedIn = await login.login(parseWith(loginBody, request.body), request.ip);
    return ok(loggedIn, 'Logged in');
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
    const role = service.resource('role');
    return okList(await service.listOwnedBy(acl, session.caller, 'roleId', role, roleId));
  });
}
