import { RESPONSE_CODES } from '@erp/domain';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DECOY_HASH, verifyPassword } from '../auth/password.ts';
import type { TokenSigner } from '../auth/token.ts';
import type { Database } from '../db/client.ts';
import { loginFailure, staff } from '../db/schema.ts';
import { AppError, ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import { parseWith } from '../http/validation.ts';
import { checkAccessTo } from '../http/access.ts';
import { parseId, type ResourceService } from '../resources/resource.ts';
import { SERVER_VERSION } from '../version.ts';

/** Failed logins allowed per user name and per address in the window (decision 0203). */
export const LOGIN_LIMITS = { perUser: 5, perAddress: 20, windowMinutes: 15 } as const;

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

const subjects = (username: string, request: FastifyRequest) => ({
  user: `user:${username.toLowerCase()}`,
  address: `ip:${request.ip}`,
});

const roleParams = z.object({ roleid: z.string() });

export function registerSessionRoutes(
  router: ApiRouter,
  database: Database,
  tokens: TokenSigner,
  service: ResourceService,
): void {
  const db = database.db;

  router.public('GET', 'version', async () => ok(SERVER_VERSION));

  /** Spec §7 POST authentication: a signed, expiring token and the user without the password. */
  router.public('POST', 'authenticate', async (request) => {
    const { username, password } = parseWith(loginBody, request.body);
    const subject = subjects(username, request);
    const since = sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
    const failures = await db
      .select({ subject: loginFailure.subject, n: count() })
      .from(loginFailure)
      .where(
        and(inArray(loginFailure.subject, [subject.user, subject.address]), gt(loginFailure.failedAt, since)),
      )
      .groupBy(loginFailure.subject);
    const failed = (name: string): number => failures.find((row) => row.subject === name)?.n ?? 0;
    if (failed(subject.user) >= LOGIN_LIMITS.perUser || failed(subject.address) >= LOGIN_LIMITS.perAddress) {
      throw new AppError(RESPONSE_CODES.RATE_LIMITED);
    }
    const [user] = await db
      .select()
      .from(staff)
      .where(
        and(sql`lower(${staff.username}) = ${username.toLowerCase()}`, sql`${staff.active} IS NOT FALSE`),
      );
    // An unknown user costs one hash check too, so the answer's timing does not tell who exists.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await DECOY_HASH));
    if (!user || !valid) {
      await database.transaction(async (tx) => {
        await tx.insert(loginFailure).values([{ subject: subject.user }, { subject: subject.address }]);
        await tx.delete(loginFailure).where(lt(loginFailure.failedAt, sql`now() - interval '1 day'`));
      });
      throw new AppError(RESPONSE_CODES.INVALID_CREDENTIALS);
    }
    await db.delete(loginFailure).where(eq(loginFailure.subject, subject.user));
    const caller = { staffId: user.id, orgId: user.orgId };
    const shown = await service.get(service.resource('staff'), caller, user.id);
    return ok({ token: tokens.sign(caller), user: shown }, 'Logged in');
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
