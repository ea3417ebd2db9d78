import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import type { OrgCache } from '../db/org-cache.ts';
import { staffSession } from '../db/schema.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenCheck, type TokenClaims, type TokenSigner } from './token.ts';

/** The channel the database announces changes to sessions on (migration 0006). */
export const SESSION_CHANNEL = 'erp_sessions';

/**
 * Whether a token's session is live, per organisation and token id, kept while the database notices every
 * change to sessions on SESSION_CHANNEL (PGlite, decision 0207).
 */
export type LiveCache = OrgCache<string, boolean>;

/** The token's session row, which exists while the session is live: ending a session deletes it (decision 0214). */
export const sessionRow = (claims: TokenClaims): SQL | undefined =>
  and(
    eq(staffSession.tokenId, claims.jti),
    eq(staffSession.orgId, claims.org),
    eq(staffSession.staffId, claims.sub),
  );

/**
 * Tokens and the sessions they stand for (decision 0214): a token is accepted only as it was signed and
 * while its session row exists, which every server on the database reads alike.
 */
export class Sessions {
  constructor(
    private readonly database: Database,
    private readonly signer: TokenSigner,
    /** Live sessions kept in memory, when the database notices every change to them. */
    private readonly live?: LiveCache,
  ) {}

  /** A new token of the user and its session; sessions past their expiry are deleted meanwhile. */
  async issue(
    subject: { staffId: number; orgId: number },
    lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
  ): Promise<string> {
    const { token, claims } = this.signer.sign(subject, lifetimeSeconds);
    await this.database.transaction(async (tx) => {
      await tx.delete(staffSession).where(lt(staffSession.expiresAt, sql`now()`));
      await tx.insert(staffSession).values({
        tokenId: claims.jti,
        orgId: claims.org,
        staffId: claims.sub,
        expiresAt: new Date(claims.exp * 1000),
      });
    });
    return token;
  }

  /** The token's signature and expiry; whether its session is live is `isLive`. */
  verify(token: string): TokenCheck {
    return this.signer.verify(token);
  }

  /** Whether the token's session was not ended: from the live sessions kept, when there are. */
  async isLive(claims: TokenClaims): Promise<boolean> {
    // Read outside any transaction: only committed rows.
    const read = async (): Promise<boolean> => {
      const rows = await this.database.db
        .select({ tokenId: staffSession.tokenId })
        .from(staffSession)
        .where(sessionRow(claims));
      return rows.length > 0;
    };
    if (!this.live) return read();
    return this.live.get(claims.org, claims.jti, async () => ({ value: await read(), keep: true }));
  }

  /** Logout: the token's session ends. */
  async end(tokenId: string): Promise<void> {
    await this.database.db.delete(staffSession).where(eq(staffSession.tokenId, tokenId));
  }
}

/**
 * Ends the user's sessions, in the caller's transaction, but the one `keep` names (the session a user
 * changed their own password in).
 */
export async function endSessionsOf(tx: Executor, staffId: number, keep?: string): Promise<void> {
  await tx
    .delete(staffSession)
    .where(
      keep === undefined
        ? eq(staffSession.staffId, staffId)
        : and(eq(staffSession.staffId, staffId), ne(staffSession.tokenId, keep)),
    );
}
