import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { Sessions } from '../auth/sessions.ts';
import { requireAccess, sessionOf, type AccessCache, type Session } from '../auth/access.ts';

/** A system config switch a route needs YES, and the words of its refusal (decision 1233). */
export interface FeatureGate {
  key: string;
  message: string;
}

/** Who may call a route (decision 0201), and the switch it needs on (decision 1233). */
export type Access =
  /** every logged-in user (the session's own start-up reads) */
  | { kind: 'session' }
  /** the role's access data must allow viewing one of these names (the browser guard's rule) */
  | { kind: 'read'; aclNames: readonly string[]; feature?: FeatureGate }
  /** … and one of them must have view 1 with the writing mode (1) */
  | { kind: 'write'; aclNames: readonly string[]; feature?: FeatureGate };

/** Checks `access` against the entries the session was loaded with. */
export function checkAccess(session: Session, access: Access): void {
  if (access.kind === 'session') return;
  requireAccess(session.hasAcl, session.acl, access.kind, access.aclNames);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The session of a request's bearer token (`sessionOf`), with the role's entries for `aclNames`. */
export function loadSession(
  db: Executor,
  sessions: Sessions,
  request: FastifyRequest,
  aclNames: readonly string[] = [],
  cache?: AccessCache,
): Promise<Session> {
  return sessionOf(db, sessions, bearerToken(request), aclNames, cache);
}
