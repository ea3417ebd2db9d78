import type { SessionState } from '../session/sessionSlice.ts';

/** The organisation a session token names (its `org` claim), or null for a token that does not say. */
function tokenOrganisation(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const org = (claims as { org?: unknown } | null)?.org;
    return typeof org === 'number' || typeof org === 'string' ? String(org) : null;
  } catch {
    return null;
  }
}

/**
 * Whose the phone's entries are: the signed-in user of an organisation ('org:user'), or null without a
 * session. Read from the token the server signed, so another user's entries are never loaded or sent.
 */
export function outboxOwner({ token, user }: Pick<SessionState, 'token' | 'user'>): string | null {
  if (token === null || user === null) return null;
  return `${tokenOrganisation(token) ?? '-'}:${user.id}`;
}
