import { RESPONSE_CODES, canWrite, guardDecision, moduleApi, type AclEntry } from '@erp/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { queryRows, type Executor } from '../db/client.ts';
import type { OrgCache } from '../db/org-cache.ts';
import { liveSession, type Sessions } from './sessions.ts';

/** An access entry of a role as the server checks it: view and mode as numbers (spec §6). */
export interface ServerAclEntry extends AclEntry {
  view: number;
  mode: number;
}

/** The caller of a request with a token: the token's session is theirs to end (logout). */
export interface SessionCaller extends Caller {
  tokenId: string;
}

export interface Session {
  caller: SessionCaller;
  roleId: number;
  /** Whether the role has any access data (a role without any reads nothing: spec §6 "deny-silent"). */
  hasAcl: boolean;
  /** The role's entries for the names the route checks. */
  acl: ServerAclEntry[];
  /** Every entry of the role, when the session was loaded with them (from the access cache). */
  roleAcl?: readonly ServerAclEntry[];
}

const names = (aclNames: readonly string[]): string[] => aclNames.map(moduleApi);

/** Spec §6's route guard decides reading; a role without any access data reads nothing (deny-silent). */
export function mayRead(
  hasAcl: boolean,
  entries: readonly ServerAclEntry[],
  aclNames: readonly string[],
): boolean {
  return guardDecision(hasAcl ? entries : null, names(aclNames)).outcome === 'allow';
}

/** Throws FORBIDDEN or WRITE_NOT_ALLOWED unless the entries allow reading (and writing) one of `aclNames`. */
export function requireAccess(
  hasAcl: boolean,
  entries: readonly ServerAclEntry[],
  kind: 'read' | 'write',
  aclNames: readonly string[],
): void {
  if (!mayRead(hasAcl, entries, aclNames)) throw new AppError(RESPONSE_CODES.FORBIDDEN);
  if (kind === 'write' && !canWrite(entries, aclNames)) throw new AppError(RESPONSE_CODES.WRITE_NOT_ALLOWED);
}

const aclJson = sql.raw(
  `json_build_object('moduleAPI', a.module_api, 'displayName', a.display_name, 'view', a.view, 'mode', a.mode)`,
);

const nameList = (aclNames: readonly string[]): SQL =>
  sql.join(
    names(aclNames).map((name) => sql`${name}`),
    sql`, `,
  );

/** The role's entries for these names (for checks that depend on the request: a file's module, bodyData). */
export async function aclEntries(
  db: Executor,
  roleId: number,
  aclNames: readonly string[],
): Promise<ServerAclEntry[]> {
  if (aclNames.length === 0) return [];
  return queryRows<ServerAclEntry>(
    db,
    sql`SELECT a.module_api AS "moduleAPI", a.display_name AS "displayName", a.view, a.mode
        FROM acl a WHERE a.role_id = ${roleId} AND a.module_api IN (${nameList(aclNames)})`,
  );
}

/** The entries of `entries` for these names, as `acl.module_api IN (names)` picks them. */
function entriesFor(entries: readonly ServerAclEntry[], aclNames: readonly string[]): ServerAclEntry[] {
  const wanted = names(aclNames);
  return entries.filter((entry) => wanted.includes(entry.moduleAPI));
}

/** Throws unless the session's role may read (or write) one of `aclNames`, reading its entries for them. */
export async function checkAccessTo(
  db: Executor,
  session: Session,
  kind: 'read' | 'write',
  aclNames: readonly string[],
): Promise<void> {
  const entries = session.roleAcl
    ? entriesFor(session.roleAcl, aclNames)
    : await aclEntries(db, session.roleId, aclNames);
  requireAccess(session.hasAcl, entries, kind, aclNames);
}

/** An active user's role and every access entry of the role, as the access cache keeps them. */
export interface Grant {
  roleId: number;
  acl: readonly ServerAclEntry[];
}

/**
 * Who may do what (decision 0201), per organisation and user (null: missing or inactive), kept while the
 * database notices every change to users, roles and access data on ACCESS_CHANNEL.
 */
export type AccessCache = OrgCache<number, Grant | null>;

/** The channel the database announces changes to users, roles and access data on (migration 0004). */
export const ACCESS_CHANNEL = 'erp_access';

async function grantOf(db: Executor, staffId: number, orgId: number): Promise<Grant | null> {
  const [row] = await queryRows<{ role_id: number; acl: ServerAclEntry[] }>(
    db,
    sql`SELECT s.role_id, coalesce((SELECT json_agg(${aclJson}) FROM acl a WHERE a.role_id = s.role_id), '[]'::json) AS acl
        FROM staff s WHERE s.id = ${staffId} AND s.org_id = ${orgId} AND s.active IS NOT FALSE`,
  );
  return row ? { roleId: row.role_id, acl: row.acl } : null;
}

interface SessionRow {
  id: number;
  org_id: number;
  role_id: number;
  has_acl: boolean;
  acl: ServerAclEntry[];
  live: boolean;
}

/**
 * Verifies a session token, that its session was not ended (decision 0214), and loads the user and their
 * role's entries for the names the call checks: from the access cache and the live sessions kept when
 * there are, else in one query.
 */
export async function sessionOf(
  db: Executor,
  sessions: Sessions,
  token: string | undefined,
  aclNames: readonly string[] = [],
  cache?: AccessCache,
): Promise<Session> {
  if (!token) throw new AppError(RESPONSE_CODES.UNAUTHORISED);
  const check = sessions.verify(token);
  if (!check.ok) {
    throw new AppError(
      check.reason === 'expired' ? RESPONSE_CODES.SESSION_EXPIRED : RESPONSE_CODES.UNAUTHORISED,
    );
  }
  const { sub: staffId, org: orgId, jti: tokenId } = check.claims;
  if (cache) {
    // Read outside any transaction: only committed rows.
    const grant = await cache.get(orgId, staffId, async () => ({
      value: await grantOf(db, staffId, orgId),
      keep: true,
    }));
    if (!grant) throw new AppError(RESPONSE_CODES.UNAUTHORISED);
    if (!(await sessions.isLive(check.claims))) throw new AppError(RESPONSE_CODES.SESSION_EXPIRED);
    return {
      caller: { staffId, orgId, tokenId },
      roleId: grant.roleId,
      hasAcl: grant.acl.length > 0,
      acl: entriesFor(grant.acl, aclNames),
      roleAcl: grant.acl,
    };
  }
  const entries =
    aclNames.length > 0
      ? sql`(SELECT json_agg(${aclJson}) FROM acl a WHERE a.role_id = s.role_id AND a.module_api IN (${nameList(aclNames)}))`
      : sql`NULL::json`;
  const [row] = await queryRows<SessionRow>(
    db,
    sql`SELECT s.id, s.org_id, s.role_id,
               EXISTS (SELECT 1 FROM acl a WHERE a.role_id = s.role_id) AS has_acl,
               coalesce(${entries}, '[]'::json) AS acl,
               ${liveSession(check.claims)} AS live
        FROM staff s
        WHERE s.id = ${staffId} AND s.org_id = ${orgId} AND s.active IS NOT FALSE`,
  );
  if (!row) throw new AppError(RESPONSE_CODES.UNAUTHORISED);
  if (!row.live) throw new AppError(RESPONSE_CODES.SESSION_EXPIRED);
  return {
    caller: { staffId: row.id, orgId: row.org_id, tokenId },
    roleId: row.role_id,
    hasAcl: row.has_acl,
    acl: row.acl,
  };
}
