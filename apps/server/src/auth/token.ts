import { createHmac, timingSafeEqual } from 'node:crypto';

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
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** A working day and a half: long enough for a shift, short enough that a lost token dies soon. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** How many verified tokens are remembered; past it the memory starts again. */
const VERIFIED_TOKENS = 1_000;

/** Signs and checks HS256 JSON Web Tokens with one server secret (decision 0203). */
export class TokenSigner {
  /**
   * Tokens whose signature was checked, with their claims: the same text always verifies the same way
   * under one secret, so only the expiry is checked again (it moves with the clock).
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly secret: string,
    private readonly clock: () => number = Date.now,
  ) {}

  private signature(input: string): Buffer {
    return createHmac('sha256', this.secret).update(input).digest();
  }

  sign(subject: { staffId: number; orgId: number }, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): string {
    const iat = Math.floor(this.clock() / 1000);
    const claims: TokenClaims = { sub: subject.staffId, org: subject.orgId, iat, exp: iat + lifetimeSeconds };
    const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${body}.${base64url(this.signature(body))}`;
  }

  verify(token: string): TokenCheck {
    const known = this.verified.get(token);
    if (known) return this.unexpired(known);
    const [header, payload, signature] = token.split('.');
    if (header !== HEADER || !payload || !signature) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(`${header}.${payload}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (![claims.sub, claims.org, claims.exp].every(Number.isSafeInteger))
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
