import { createHash, randomBytes } from 'node:crypto';
import { RESPONSE_CODES, isLeadField } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { checkIntake } from '../auth/throttle.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { today } from '../core/today.ts';
import type { Database } from '../db/client.ts';
import { digitalPlatform, funnel, intakeToken } from '../db/schema.ts';
import type { ResourceService } from '../resources/service.ts';
import { entryRepeated, firstOpenStage, lockLeads } from './leads.ts';

/** Calls one intake token may make in a minute (decision 1606); the next waits for the next minute. */
export const INTAKE_CALLS_PER_MINUTE = 30;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The last lead a form posted that the funnel had already: when, and the entry it repeated. */
export interface RepeatedLead {
  at: string;
  entryId: number;
  companyName: string | null;
}

/**
 * Whether the platform has an intake token, and since when (the token itself is never kept); how many leads
 * its form posted since then that the funnel had already, and the last of them (decision 1862).
 */
export async function tokenStatus(
  database: Database,
  caller: Caller,
  platformId: number,
): Promise<{
  active: boolean;
  createdAt: string | null;
  repeatedLeads: number;
  lastRepeated: RepeatedLead | null;
}> {
  const [row] = await database.db
    .select({
      createdAt: intakeToken.createdAt,
      repeatedLeads: intakeToken.repeatedLeads,
      lastRepeatedAt: intakeToken.lastRepeatedAt,
      lastRepeatedEntryId: intakeToken.lastRepeatedEntryId,
      companyName: funnel.companyName,
    })
    .from(intakeToken)
    .leftJoin(
      funnel,
      and(eq(funnel.orgId, intakeToken.orgId), eq(funnel.id, intakeToken.lastRepeatedEntryId)),
    )
    .where(and(eq(intakeToken.orgId, caller.orgId), eq(intakeToken.platformId, platformId)));
  const lastRepeated =
    row?.lastRepeatedAt && row.lastRepeatedEntryId !== null
      ? {
          at: row.lastRepeatedAt.toISOString(),
          entryId: row.lastRepeatedEntryId,
          companyName: row.companyName,
        }
      : null;
  return {
    active: row !== undefined,
    createdAt: row?.createdAt.toISOString() ?? null,
    repeatedLeads: row?.repeatedLeads ?? 0,
    lastRepeated,
  };
}

/**
 * A new intake token for the platform (decision 1606), answered once: only its SHA-256 hash is kept, and
 * it replaces the platform's earlier token.
 */
export async function generateToken(database: Database, caller: Caller, platformId: number): Promise<string> {
  const token = `dpt_${randomBytes(32).toString('base64url')}`;
  const values = { orgId: caller.orgId, platformId, tokenHash: hashOf(token), createdBy: caller.staffId };
  await database.db
    .insert(intakeToken)
    .values(values)
    .onConflictDoUpdate({
      target: [intakeToken.orgId, intakeToken.platformId],
      set: {
        tokenHash: values.tokenHash,
        createdBy: caller.staffId,
        createdAt: sql`now()`,
        windowCalls: 0,
        repeatedLeads: 0,
        lastRepeatedAt: null,
        lastRepeatedEntryId: null,
      },
    });
  return token;
}

/** Revokes the platform's intake token: a form posting with it is refused from now on. */
export async function revokeToken(database: Database, caller: Caller, platformId: number): Promise<boolean> {
  const gone = await database.db
    .delete(intakeToken)
    .where(and(eq(intakeToken.orgId, caller.orgId), eq(intakeToken.platformId, platformId)))
    .returning({ platformId: intakeToken.platformId });
  return gone.length > 0;
}

/**
 * The platform an intake token is for, counting the call in the token's minute (one statement, so that
 * calls sent together are all counted); refused 401 when the token is missing or not one kept, which is
 * counted against the token from this address and the address (`checkIntake`, decisions 1862, 2271), and 429
 * with Retry-After past the minute's calls. Both counts are rows of the database, so every server process
 * counts them (decision 2116).
 */
async function platformOfToken(
  database: Database,
  token: string | undefined,
  address: string,
): Promise<{ orgId: number; platformId: number }> {
  const minute = sql`date_trunc('minute', now())`;
  const tokenHash = token ? hashOf(token) : undefined;
  const counted = await checkIntake(database, { address, token: tokenHash }, async (ex) => {
    if (!tokenHash) return undefined;
    const [found] = await ex
      .update(intakeToken)
      .set({
        windowCalls: sql`CASE WHEN ${intakeToken.windowStart} = ${minute} THEN ${intakeToken.windowCalls} + 1 ELSE 1 END`,
        windowStart: minute,
      })
      .where(eq(intakeToken.tokenHash, tokenHash))
      .returning({
        orgId: intakeToken.orgId,
        platformId: intakeToken.platformId,
        calls: intakeToken.windowCalls,
        // Seconds to the next minute: interval arithmetic, which drizzle cannot say.
        wait: sql`ceil(extract(epoch FROM ${minute} + interval '1 minute' - now()))::int`.mapWith(Number),
      });
    return found;
  });
  if (!counted) {
    throw new AppError(
      RESPONSE_CODES.UNAUTHORISED,
      token
        ? 'The intake token is not valid: it may have been revoked. Ask for a new one.'
        : "Send the platform's intake token in the X-Intake-Token header.",
    );
  }
  if (counted.calls > INTAKE_CALLS_PER_MINUTE) {
    const wait = Math.max(1, counted.wait);
    throw new AppError(
      RESPONSE_CODES.RATE_LIMITED,
      `Too many leads from this form: at most ${INTAKE_CALLS_PER_MINUTE} a minute. Try again in ${wait} seconds.`,
      wait,
    );
  }
  return counted;
}

/** The lead fields of a form's JSON body: the fields a lead file may fill, others ignored. */
function leadFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'Send the lead as a JSON object of its fields.');
  }
  return Object.fromEntries(Object.entries(body).filter(([key]) => isLeadField(key)));
}

/**
 * `POST crm/digitalPlatform/intake/{platformId}` (decisions 1606, 1607): one lead from a website form, with
 * the platform's token and no session; wrong tokens are throttled per address. The lead is checked by the
 * funnel entry's rules, starts at the first Open stage, names the platform and is owned by the platform's
 * default owner (else its creator). A phone or e-mail an entry of the organisation has already is not
 * stored again: the platform's token counts it for its screen, and the caller is answered as for a new lead,
 * so that the public form tells nobody what the funnel holds (decision 1862).
 */
export async function intakeLead(
  database: Database,
  service: ResourceService,
  request: { token: string | undefined; address: string; platformId: number; body: unknown },
): Promise<void> {
  const { token, platformId, body } = request;
  const known = await platformOfToken(database, token, request.address);
  if (known.platformId !== platformId)
    throw new AppError(RESPONSE_CODES.NOT_FOUND, 'No such digital platform.');
  const [platform] = await database.db
    .select({ defaultOwnerId: digitalPlatform.defaultOwnerId, createdBy: digitalPlatform.createdBy })
    .from(digitalPlatform)
    .where(and(eq(digitalPlatform.orgId, known.orgId), eq(digitalPlatform.id, platformId)));
  const ownerId = platform?.defaultOwnerId ?? platform?.createdBy;
  if (!ownerId) throw new AppError(RESPONSE_CODES.NOT_FOUND, 'No such digital platform.');
  const caller: Caller = { orgId: known.orgId, staffId: ownerId };
  const leads = service.resource('digitalLead');
  const record = {
    ...leadFields(body),
    platformId,
    ownerId,
    stageId: await firstOpenStage(database.db, caller.orgId),
    entryDate: today(),
  };
  const lead = await leads.validate(record, database.db, caller, undefined);
  return database.transaction(async (tx) => {
    await lockLeads(tx, caller.orgId);
    const repeated = await entryRepeated(tx, caller.orgId, lead);
    if (!repeated) {
      await leads.store.insert(tx, caller, lead);
      return;
    }
    await tx
      .update(intakeToken)
      .set({
        repeatedLeads: sql`${intakeToken.repeatedLeads} + 1`,
        lastRepeatedAt: sql`now()`,
        lastRepeatedEntryId: repeated.original.entryId,
      })
      .where(and(eq(intakeToken.orgId, caller.orgId), eq(intakeToken.platformId, platformId)));
  });
}
