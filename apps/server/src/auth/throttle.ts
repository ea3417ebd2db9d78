import { RESPONSE_CODES, PHRASES, say } from '@erp/domain';
import { and, count, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { loginFailure } from '../db/schema.ts';
import { AppError } from '../core/errors.ts';

/**
 * Login throttling (decision 0213, OWASP ASVS 2.2.1), also the intake's wrong tokens (decision 1862):
 * failed logins count per user name from one address and per address. Past the failures allowed, each further try waits, twice as long after every further
 * failure, up to the longest wait. No count is per user name alone, so failures from an attacker's
 * address never stop the owner's logins from theirs.
 */
export const LOGIN_THROTTLE = {
  /** Failures a user name may have from one address before each further try waits. */
  perUserAndAddress: 5,
  /** Failures an address may have, whatever the user names, before each further try waits. */
  perAddress: 20,
  /** The wait after the first failure past those allowed; each further failure doubles it. */
  firstWaitSeconds: 1,
  longestWaitSeconds: 15 * 60,
  /** Failures older than this no longer count. */
  windowMinutes: 60,
} as const;

/**
 * Seconds a try must still wait after `failures` failures, the last `sinceLast` seconds ago, when
 * `allowed` failures are free.
 */
export function waitSeconds(failures: number, sinceLast: number, allowed: number): number {
  if (failures < allowed) return 0;
  const wait = Math.min(
    LOGIN_THROTTLE.firstWaitSeconds * 2 ** (failures - allowed),
    LOGIN_THROTTLE.longestWaitSeconds,
  );
  return Math.max(0, Math.ceil(wait - sinceLast));
}

/** The refusal of a throttled login, with its wait in seconds or minutes. */
function waitMessage(seconds: number): string {
  if (seconds < 60)
    return say(seconds === 1 ? PHRASES.loginsWaitSecond : PHRASES.loginsWaitSeconds, { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return say(minutes === 1 ? PHRASES.loginsWaitMinute : PHRASES.loginsWaitMinutes, { count: minutes });
}

/** A login try under way: its failure is counted already, and taken back if the password is right. */
export interface LoginAttempt {
  /** The user name from this address. */
  pair: string;
  /** The failure counted for the address. */
  addressFailureId: number;
}

/** What a try is held to: the failures under each subject in the window, of which `allowed` are free. */
interface Throttle {
  /** The subjects' address: tries from it are counted one after the other. */
  address: string;
  counts: readonly { subject: string; allowed: number }[];
  windowMinutes: number;
  refusal: (waitSeconds: number) => string;
}

/**
 * Holds the try to its throttle in the caller's transaction: refused with RATE_LIMITED (the wait in the
 * message and in Retry-After) while any count must wait, before anything is checked. Under a lock on the
 * address until the transaction ends, so that tries sent together (to any server) are counted one after the
 * other.
 */
async function holdToThrottle(tx: Executor, throttle: Throttle): Promise<void> {
  const subjects = throttle.counts.map((c) => c.subject);
  // Hand-written: drizzle has no advisory locks. An address may have no row yet, so no row lock will do.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${throttle.address}))`);
  // Seconds since the last failure, and the window below: interval arithmetic, which drizzle cannot say.
  const sinceLast = sql`extract(epoch FROM now() - ${max(loginFailure.failedAt)})::float8`.mapWith(Number);
  const counts = await tx
    .select({ subject: loginFailure.subject, failures: count(), sinceLast })
    .from(loginFailure)
    .where(
      and(
        inArray(loginFailure.subject, subjects),
        gt(loginFailure.failedAt, sql`now() - make_interval(mins => ${throttle.windowMinutes})`),
      ),
    )
    .groupBy(loginFailure.subject);
  const allowed = new Map(throttle.counts.map((c) => [c.subject, c.allowed]));
  const wait = Math.max(
    0,
    ...counts.map((row) => waitSeconds(row.failures, row.sinceLast, allowed.get(row.subject) ?? 0)),
  );
  if (wait > 0) {
    throw new AppError(RESPONSE_CODES.RATE_LIMITED, throttle.refusal(wait), wait);
  }
}

/** Counts a failure under each subject of the throttle; answers their ids, by subject. */
async function countFailure(tx: Executor, throttle: Throttle): Promise<Map<string, number>> {
  const counted = await tx
    .insert(loginFailure)
    .values(throttle.counts.map(({ subject }) => ({ subject })))
    .returning({ id: loginFailure.id, subject: loginFailure.subject });
  return new Map(counted.map((row) => [row.subject, row.id]));
}

/**
 * Starts a login try, which may fail after its password is hashed (too long to hold the address's lock):
 * held to its throttle, then counted as a failure under each subject at once; answers the failures' ids.
 */
function beginTry(database: Database, throttle: Throttle): Promise<Map<string, number>> {
  return database.transaction(async (tx) => {
    await holdToThrottle(tx, throttle);
    return countFailure(tx, throttle);
  });
}

/**
 * Starts a login try from `address`, counted per user name from the address and per address (decision
 * 0213); `loginSucceeded` takes it back.
 */
export async function beginLogin(
  database: Database,
  username: string,
  address: string,
): Promise<LoginAttempt> {
  const byAddress = `ip:${address}`;
  // An address holds no space: the first one ends it, whatever the user name holds.
  const pair = `${byAddress} user:${username.toLowerCase()}`;
  const counted = await beginTry(database, {
    address: byAddress,
    counts: [
      { subject: pair, allowed: LOGIN_THROTTLE.perUserAndAddress },
      { subject: byAddress, allowed: LOGIN_THROTTLE.perAddress },
    ],
    windowMinutes: LOGIN_THROTTLE.windowMinutes,
    refusal: waitMessage,
  });
  const addressFailureId = counted.get(byAddress);
  if (addressFailureId === undefined) throw new Error('the failed login was not recorded');
  return { pair, addressFailureId };
}

/**
 * Issue 39 (decision 1862), issue 57 (decision 2271): calls of the public intake with a missing or wrong
 * token, per token and caller together. A website form sends its right token every time, so a handful a
 * minute is plenty for a typo while it is set up; forms behind one proxy share its address, so the address's
 * own count is a ceiling for a caller trying many tokens, never a lock on the right ones.
 */
export const INTAKE_THROTTLE = {
  /** Calls with one wrong (or no) token from one address in the window before each further one waits. */
  badTokensPerCaller: 5,
  /** Calls with any wrong tokens from one address in the window before each further one waits. */
  badTokensPerAddress: 50,
  windowMinutes: 1,
} as const;

/** Who is calling the intake: the caller's address and the token sent (its hash; none when missing). */
export interface IntakeCaller {
  address: string;
  token: string | undefined;
}

/**
 * An intake call: `find` looks its token up (and counts it in the token's minute) first, so a right token is
 * answered whatever wrong ones its address sent (decision 2271). A missing or wrong token is then held to its
 * throttle under the address's lock (calls sent together are counted one after the other): refused 429 in
 * words while its token from this address, or the address, must wait; else counted under both, and nothing
 * is answered (the caller refuses it 401).
 */
export async function checkIntake<T>(
  database: Database,
  caller: IntakeCaller,
  find: (ex: Executor) => Promise<T | undefined>,
): Promise<T | undefined> {
  const found = await find(database.db);
  if (found !== undefined) return found;
  const address = `intake ip:${caller.address}`;
  const throttle: Throttle = {
    address,
    counts: [
      // An address holds no space: the first one ends it, whatever the token is.
      { subject: `${address} token:${caller.token ?? 'none'}`, allowed: INTAKE_THROTTLE.badTokensPerCaller },
      { subject: address, allowed: INTAKE_THROTTLE.badTokensPerAddress },
    ],
    windowMinutes: INTAKE_THROTTLE.windowMinutes,
    refusal: (wait) =>
      `Too many calls with a wrong intake token from this address. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
  };
  await database.transaction(async (tx) => {
    await holdToThrottle(tx, throttle);
    await countFailure(tx, throttle);
  });
  await tryFailed(database);
  return undefined;
}

/**
 * The password was right: the user name's failures from this address are cleared, and the try is not
 * counted against the address.
 */
export async function loginSucceeded(database: Database, attempt: LoginAttempt): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.delete(loginFailure).where(eq(loginFailure.subject, attempt.pair));
    await tx.delete(loginFailure).where(eq(loginFailure.id, attempt.addressFailureId));
  });
}

/** The try was wrong: it stays counted; failures older than a day are let go (decision 0203). */
export async function tryFailed(database: Database): Promise<void> {
  // The database's clock, as the counts above use (interval arithmetic is written out).
  await database.db.delete(loginFailure).where(lt(loginFailure.failedAt, sql`now() - interval '1 day'`));
}
