import { RESPONSE_CODES } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/client.ts';
import { staff } from '../db/schema.ts';
import { isActive } from './access.ts';
import { DECOY_HASH, verifyPassword } from './password.ts';
import type { Sessions } from './sessions.ts';
import { beginLogin, loginSucceeded, tryFailed } from './throttle.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** A login: the signed token of the new session and the user as readers see them. */
export interface LoggedIn<U> {
  token: string;
  user: U;
}

/**
 * Spec §7 authenticate: checks a user name and password, throttling failed logins per user name and
 * address and per address (decision 0213), and opens a session. `readUser` answers the logged-in user
 * as every other read does (without the password).
 */
export class Login<U> {
  constructor(
    private readonly database: Database,
    private readonly sessions: Sessions,
    private readonly readUser: (caller: Caller) => Promise<U>,
  ) {}

  async login({ username, password }: Credentials, address: string): Promise<LoggedIn<U>> {
    const attempt = await beginLogin(this.database, username, address);
    const [user] = await this.database.db
      .select({ id: staff.id, orgId: staff.orgId, passwordHash: staff.passwordHash })
      .from(staff)
      // lower(username), as the unique index staff_username_key has it.
      .where(and(eq(sql`lower(${staff.username})`, username.toLowerCase()), isActive));
    // An unknown user costs one hash check too, so the answer's timing does not tell who exists.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await DECOY_HASH));
    if (!user || !valid) {
      await tryFailed(this.database);
      throw new AppError(RESPONSE_CODES.INVALID_CREDENTIALS);
    }
    await loginSucceeded(this.database, attempt);
    const caller: Caller = { staffId: user.id, orgId: user.orgId };
    const shown = await this.readUser(caller);
    return { token: await this.sessions.issue(caller), user: shown };
  }
}
