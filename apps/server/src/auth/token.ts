import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a session token says about its holder; the organisation comes from here, never from a body. */
export interface TokenClaims {
  /** staff id */
  sub: number;
  /** organisation id */
  org: number;
  /** issued at, seconds */
  iat: number;
  /** expires at, seconds */
  exp: number;
  /** the token's own id: its session row, which logout and revocations delete (decision 0214) */
  jti: string;
}

/** A token and what it says. */
export interface SignedToken {
  token: string;
  claims: TokenClaims;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** A working day and a half: long enough for a shift, short enough that a lost token dies soon. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
/** 16 random bytes in base64url. */
const TOKEN_ID = /^[A-Za-z0-9_-]{22}$/;

/** Whether two texts are the same, byte for byte, in a time that does not tell where they differ. */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How many verified tokens are remembered; past it the memory starts again. */
const VERIFIED_TOKENS = 1_000;

/** Signs and checks HS256 JSON Web Tokens with one server secret (decision 0203). */
export class TokenSigner {
  /**
   * Tokens whose signature was checked, with their claims: the same text always verifies the same way
   * under one secret, so only the expiry is checked again (it moves with the clock). Whether the token
   * was revoked is not for this memory: every request asks its session row (`Sessions.isLive`).
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly secret: string,
    private readonly clock: () => number = Date.now,
  ) {}

  private signature(input: string): Buffer {
    return createHmac('sha256', this.secret).update(input).digest();
  }

  /** The signed token `header.payload.signature`, the text it is accepted as (only this one). */
  private signed(body: string): string {
    return `${body}.${base64url(this.signature(body))}`;
  }

  sign(subject: { staffId: number; orgId: number }, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): SignedToken {
    const iat = Math.floor(this.clock() / 1000);
    const claims: TokenClaims = {
      sub: subject.staffId,
      org: subject.orgId,
      iat,
      exp: iat + lifetimeSeconds,
      jti: base64url(randomBytes(16)),
    };
    return { token: this.signed(`${HEADER}.${base64url(JSON.stringify(claims))}`), claims };
  }

  /**
   * Accepts a token only byte for byte as it was issued: base64url decoding forgives padding, stray bits
   * and extra parts, so the text is compared with the one this secret signs, not the decoded signature.
   */
  verify(token: string): TokenCheck {
    const known = this.verified.get(token);
    if (known) return this.unexpired(known);
    const parts = token.split('.');
    const [header, payload] = parts;
    if (parts.length !== 3 || header !== HEADER || !payload) return { ok: false, reason: 'invalid' };
    if (!sameText(token, this.signed(`${header}.${payload}`))) return { ok: false, reason: 'invalid' };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (
      ![claims.sub, claims.org, claims.exp].every(Number.isSafeInteger) ||
      typeof claims.jti !== 'string' ||
      !TOKEN_ID.test(claims.jti)
    )
      return { ok: false, reason: 'invalid' };
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.clear();
    this.verified.set(token, claims);
    return this.unexpired(claims);
  }

  private unexpired(claims: TokenClaims): TokenCheck {
    if (claims.exp <= Math.floor(this.clock() / 1000)) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }
}
