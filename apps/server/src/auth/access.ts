import {
  OWNED_ACL_NAMES,
  RESPONSE_CODES,
  canDo,
  canWrite,
  guardDecision,
  readingNames,
  rightRefusal,
  seesAllRecords,
  viewsAll,
  type AclEntry,
  type DocumentRight,
} from '@erp/domain';
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import type { OrgCache } from '../db/org-cache.ts';
import { acl, role, staff, staffSession } from '../db/schema.ts';
import { sessionRow, type Sessions } from './sessions.ts';

/** An access entry of a role as the server checks it: view and mode as numbers (spec §6). */
export interface ServerAclEntry extends AclEntry {
  view: number;
  mode: number;
}

/** The caller of a request with a token: the token's session is theirs to end (logout). */
export interface SessionCaller extends Caller {
  tokenId: string;
  ownRecordsOnly: boolean;
  ownedOnly: readonly string[];
}

export interface Session {
  caller: SessionCaller;
  roleId: number;
  /** Whether the role has any access data (a role without any reads nothing: spec §6 "deny-silent"). */
  hasAcl: boolean;
  /** The role's entries that decide the names the route checks (`readingNames`, decision 1867). */
  acl: ServerAclEntry[];
  /** Every entry of the role, when the session was loaded with them (from the access cache). */
  roleAcl?: readonly ServerAclEntry[];
}

/** The names whose entries decide reading `aclNames` (decision 1867): theirs, their screens' and ACL Config's. */
const names = (aclNames: readonly string[]): string[] => readingNames(aclNames);

/**
 * Spec §6's route guard decides reading, as decision 1867 makes it: a name without an entry is read only where
 * its screen's entry allows it, or by the Administrator; a role without any access data reads nothing.
 */
export function mayRead(
  hasAcl: boolean,
  entries: readonly ServerAclEntry[],
  aclNames: readonly string[],
): boolean {
  return guardDecision(hasAcl ? entries : null, aclNames).outcome === 'allow';
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

/** An access entry as the server checks it, column by column (with the document rights, decision 0830). */
const ACL_ENTRY = {
  moduleAPI: acl.moduleApi,
  displayName: acl.displayName,
  view: acl.view,
  mode: acl.mode,
  canCreate: acl.canCreate,
  canSubmit: acl.canSubmit,
  canCancelClose: acl.canCancelClose,
  canAmend: acl.canAmend,
  canViewAll: acl.canViewAll,
};

/**
 * The owned modules whose records the role's users see only where they own them (decision 1601): those
 * whose View all `entries` do not grant (entries not read for the call grant nothing).
 */
const ownedOnlyOf = (entries: readonly ServerAclEntry[]): string[] =>
  OWNED_ACL_NAMES.filter((name) => !viewsAll(entries, name));

/** The role's entries for these names (for checks that depend on the request: a file's module, bodyData). */
export async function aclEntries(
  db: Executor,
  roleId: number,
  aclNames: readonly string[],
): Promise<ServerAclEntry[]> {
  if (aclNames.length === 0) return [];
  return db
    .select(ACL_ENTRY)
    .from(acl)
    .where(and(eq(acl.roleId, roleId), inArray(acl.moduleApi, names(aclNames))));
}

/** The entries of `entries` for these names, as `acl.module_api IN (names)` picks them. */
function entriesFor(entries: readonly ServerAclEntry[], aclNames: readonly string[]): ServerAclEntry[] {
  const wanted = names(aclNames);
  return entries.filter((entry) => wanted.includes(entry.moduleAPI));
}

/** The session's role's entries that decide these names: from the access cache when kept, else read. */
export const entriesOf = (
  db: Executor,
  session: Session,
  aclNames: readonly string[],
): Promise<ServerAclEntry[]> =>
  session.roleAcl
    ? Promise.resolve(entriesFor(session.roleAcl, aclNames))
    : aclEntries(db, session.roleId, aclNames);

/** Whether the session's role may read (or write) one of `aclNames`, reading its entries for them. */
export async function allowsAccess(
  db: Executor,
  session: Session,
  kind: 'read' | 'write',
  aclNames: readonly string[],
): Promise<boolean> {
  const entries = await entriesOf(db, session, aclNames);
  return mayRead(session.hasAcl, entries, aclNames) && (kind === 'read' || canWrite(entries, aclNames));
}

/** Throws unless the session's role may read (or write) one of `aclNames`, reading its entries for them. */
export async function checkAccessTo(
  db: Executor,
  session: Session,
  kind: 'read' | 'write',
  aclNames: readonly string[],
): Promise<void> {
  requireAccess(session.hasAcl, await entriesOf(db, session, aclNames), kind, aclNames);
}

/**
 * Throws a 403 in the user's words ('Your role may not submit a purchase order') unless the session's role
 * has `right` on the document (decision 0830: writing it, and the right not withheld).
 */
export async function requireRight(
  db: Executor,
  session: Session,
  document: { aclNames: readonly string[]; label: string },
  right: DocumentRight,
): Promise<void> {
  const entries = await entriesOf(db, session, document.aclNames);
  if (!canDo(entries, document.aclNames, right))
    throw new AppError(RESPONSE_CODES.WRITE_NOT_ALLOWED, rightRefusal(right, document.label));
}

/** An active user's role and every access entry of the role, as the access cache keeps them. */
export interface Grant {
  roleId: number;
  /** The role's all-records flag (decision 0830). */
  allRecords: boolean | null;
  acl: readonly ServerAclEntry[];
}

/**
 * Who may do what (decision 0201), per organisation and user (null: missing or inactive), kept while the
 * database notices every change to users, roles and access data on ACCESS_CHANNEL.
 */
export type AccessCache = OrgCache<number, Grant | null>;

/** The channel the database announces changes to users, roles and access data on (migration 0004). */
export const ACCESS_CHANNEL = 'erp_access';

/**
 * A user who may log in and be served: one whose active flag is unset counts as active. Hand-written:
 * drizzle has no IS NOT FALSE (`ne` would leave the unset ones out).
 */
export const isActive = sql`${staff.active} IS NOT FALSE`;

/** The user's role (its all-records flag). */
const roleOf = and(eq(role.id, staff.roleId), eq(role.orgId, staff.orgId));

/** The organisation's active user `staffId`. */
const activeUser = (staffId: number, orgId: number): SQL | undefined =>
  and(eq(staff.id, staffId), eq(staff.orgId, orgId), isActive);

/**
 * The entries of the user's role (those `where` keeps) as one JSON list, read with the user in the same
 * query. Hand-written: drizzle has no JSON aggregate (json_agg of json_build_object).
 */
function roleEntries(db: Executor, where?: SQL): SQL<ServerAclEntry[]> {
  const entries = sql.join(
    Object.entries(ACL_ENTRY).map(([name, column]) => sql`${name}::text, ${column}`),
    sql`, `,
  );
  const list = db
    .select({ list: sql`json_agg(json_build_object(${entries}))` })
    .from(acl)
    .where(and(eq(acl.roleId, staff.roleId), where));
  return sql<ServerAclEntry[]>`coalesce(${list}, '[]'::json)`;
}

async function grantOf(db: Executor, staffId: number, orgId: number): Promise<Grant | null> {
  const [row] = await db
    .select({ roleId: staff.roleId, allRecords: role.allRecords, acl: roleEntries(db) })
    .from(staff)
    .leftJoin(role, roleOf)
    .where(activeUser(staffId, orgId));
  return row ?? null;
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
      caller: {
        staffId,
        orgId,
        tokenId,
        ownRecordsOnly: !seesAllRecords(grant.allRecords),
        ownedOnly: ownedOnlyOf(grant.acl),
      },
      roleId: grant.roleId,
      hasAcl: grant.acl.length > 0,
      acl: entriesFor(grant.acl, aclNames),
      roleAcl: grant.acl,
    };
  }
  const one = { one: sql`1` };
  // The owned modules' entries are read whatever the route checks: View all is judged from them (decision 1601).
  const read = [...new Set([...aclNames, ...OWNED_ACL_NAMES])];
  const [row] = await db
    .select({
      id: staff.id,
      orgId: staff.orgId,
      roleId: staff.roleId,
      allRecords: role.allRecords,
      hasAcl: exists(db.select(one).from(acl).where(eq(acl.roleId, staff.roleId))).mapWith(Boolean),
      acl: roleEntries(db, inArray(acl.moduleApi, names(read))),
      live: exists(db.select(one).from(staffSession).where(sessionRow(check.claims))).mapWith(Boolean),
    })
    .from(staff)
    .leftJoin(role, roleOf)
    .where(activeUser(staffId, orgId));
  if (!row) throw new AppError(RESPONSE_CODES.UNAUTHORISED);
  if (!row.live) throw new AppError(RESPONSE_CODES.SESSION_EXPIRED);
  return {
    caller: {
      staffId: row.id,
      orgId: row.orgId,
      tokenId,
      ownRecordsOnly: !seesAllRecords(row.allRecords),
      ownedOnly: ownedOnlyOf(row.acl),
    },
    roleId: row.roleId,
    hasAcl: row.hasAcl,
    acl: entriesFor(row.acl, aclNames),
  };
}
