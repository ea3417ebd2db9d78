import { RESPONSE_CODES, leadDuplicateKeys, type LeadOriginal } from '@erp/domain';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { AppError } from '../core/errors.ts';
import type { Executor } from '../db/client.ts';
import { funnel, funnelStage } from '../db/schema.ts';

/* What the lead import and the intake call share (issue 21, decisions 1604-1607). */

/**
 * The stage a lead starts in (decision 1605): the organisation's first Open stage by sequence, refused in
 * words when there is none.
 */
export async function firstOpenStage(ex: Executor, orgId: number): Promise<number> {
  const [stage] = await ex
    .select({ id: funnelStage.id })
    .from(funnelStage)
    .where(
      and(
        eq(funnelStage.orgId, orgId),
        eq(funnelStage.outcome, 'OPEN'),
        sql`${funnelStage.active} IS NOT FALSE`,
      ),
    )
    .orderBy(asc(funnelStage.sequence), asc(funnelStage.id))
    .limit(1);
  if (!stage) {
    throw new AppError(
      RESPONSE_CODES.VALIDATION_FAILED,
      'No open funnel stage to put leads in: add a funnel stage with the outcome Open first.',
    );
  }
  return stage.id;
}

/**
 * Within a transaction, leads of the organisation arrive one batch at a time, so that two imports (or an
 * import and a form's post) never both create a lead with one phone. Hand-written: drizzle has no advisory
 * locks.
 */
export async function lockLeads(tx: Executor, orgId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`funnel-leads:${orgId}`}))`);
}

/**
 * The duplicate keys of the organisation's funnel entries (decision 1605: every entry, whoever owns it),
 * each with the first entry that has it.
 */
export async function existingLeadKeys(
  ex: Executor,
  orgId: number,
): Promise<Map<string, { entryId: number; companyName: string }>> {
  const rows = await ex
    .select({ id: funnel.id, companyName: funnel.companyName, phone: funnel.phone, email: funnel.email })
    .from(funnel)
    .where(and(eq(funnel.orgId, orgId), or(isNotNull(funnel.phone), isNotNull(funnel.email))))
    .orderBy(asc(funnel.id));
  const keys = new Map<string, { entryId: number; companyName: string }>();
  for (const row of rows) {
    for (const key of leadDuplicateKeys({ phone: row.phone ?? undefined, email: row.email ?? undefined })) {
      if (!keys.has(key)) keys.set(key, { entryId: row.id, companyName: row.companyName ?? '' });
    }
  }
  return keys;
}

/** A duplicate in the user's words: which key it repeats and what it repeats. */
export function duplicateMessage(key: string, original: LeadOriginal): string {
  const what = key.startsWith('phone:') ? 'phone' : 'e-mail';
  return 'entryId' in original
    ? `A lead with this ${what} exists already: ${original.companyName} (entry ${original.entryId}).`
    : `Row ${original.row} of the file has this ${what} already.`;
}

/**
 * The first entry of the organisation a lead repeats by phone or e-mail (decision 1605), found by the
 * database (one lead from a form need not read every entry): the key and the entry, or undefined.
 */
export async function entryRepeated(
  ex: Executor,
  orgId: number,
  lead: { phone?: unknown; email?: unknown },
): Promise<{ key: string; original: { entryId: number; companyName: string } } | undefined> {
  const keys = leadDuplicateKeys(lead);
  if (keys.length === 0) return undefined;
  // The same keys as leadDuplicateKeys: regexp and right() on the column, which drizzle cannot say.
  const keyOf = sql`ARRAY[
    'phone:' || right(regexp_replace(coalesce(${funnel.phone}, ''), '\\D', '', 'g'), 10),
    'email:' || lower(btrim(coalesce(${funnel.email}, '')))]`;
  const [row] = await ex
    .select({ id: funnel.id, companyName: funnel.companyName, keys: sql<string[]>`${keyOf}` })
    .from(funnel)
    .where(
      and(
        eq(funnel.orgId, orgId),
        sql`${keyOf} && ${sql`ARRAY[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`}`,
      ),
    )
    .orderBy(asc(funnel.id))
    .limit(1);
  const key = row && keys.find((candidate) => row.keys.includes(candidate));
  return row && key ? { key, original: { entryId: row.id, companyName: row.companyName ?? '' } } : undefined;
}
