// The keys writes were sent with (issue 58, decision 2290): one row per organisation, user and key, taken in
// the write's own transaction and answered when the write has its answer.
import { IDEMPOTENCY } from '@erp/domain';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { idempotencyKey } from './schema.ts';

/** A write's key: whose it is, the key, what was sent with it and when. */
export interface WriteKey {
  orgId: number;
  staffId: number;
  key: string;
  fingerprint: string;
  /** When it was sent: the key is kept IDEMPOTENCY.KEEP_HOURS from then. */
  at: Date;
}

/** What a write answered: its HTTP status and envelope, as JSON text. */
export interface KeptAnswer {
  status: number;
  answer: string;
}

/** A key as kept: what was sent with it, and its answer once the write has one. */
export interface KeptKey {
  fingerprint: string;
  answered?: KeptAnswer;
}

const KEEP_MS = IDEMPOTENCY.KEEP_HOURS * 60 * 60_000;

/** The moment before which a key sent at `at` no longer counts. */
export const keptSince = (at: Date): Date => new Date(at.getTime() - KEEP_MS);

const sameKey = (write: WriteKey) =>
  and(
    eq(idempotencyKey.orgId, write.orgId),
    eq(idempotencyKey.staffId, write.staffId),
    eq(idempotencyKey.key, write.key),
  );

/**
 * Takes the key for the write, with its answer when it has one already: true when taken. Of two writes with
 * one key, the second waits here for the first's transaction (the primary key) and, once it committed, is
 * not given it; a key past its keeping is taken again.
 */
export async function takeKey(ex: Executor, write: WriteKey, answered?: KeptAnswer): Promise<boolean> {
  const values = {
    fingerprint: write.fingerprint,
    status: answered?.status ?? null,
    answer: answered?.answer ?? null,
    createdAt: write.at,
  };
  const taken = await ex
    .insert(idempotencyKey)
    .values({ orgId: write.orgId, staffId: write.staffId, key: write.key, ...values })
    .onConflictDoUpdate({
      target: [idempotencyKey.orgId, idempotencyKey.staffId, idempotencyKey.key],
      set: values,
      setWhere: lte(idempotencyKey.createdAt, keptSince(write.at)),
    })
    .returning({ key: idempotencyKey.key });
  return taken.length > 0;
}

/** The key as kept, while it counts. */
export async function keptKey(ex: Executor, write: WriteKey): Promise<KeptKey | undefined> {
  const [row] = await ex
    .select({
      fingerprint: idempotencyKey.fingerprint,
      status: idempotencyKey.status,
      answer: idempotencyKey.answer,
    })
    .from(idempotencyKey)
    .where(and(sameKey(write), gt(idempotencyKey.createdAt, keptSince(write.at))));
  if (!row) return undefined;
  const { fingerprint, status, answer } = row;
  return status === null || answer === null ? { fingerprint } : { fingerprint, answered: { status, answer } };
}

/** Writes the answer of the write that took the key. */
export async function answerKey(ex: Executor, write: WriteKey, answered: KeptAnswer): Promise<void> {
  await ex
    .update(idempotencyKey)
    .set({ status: answered.status, answer: answered.answer })
    .where(and(sameKey(write), eq(idempotencyKey.fingerprint, write.fingerprint)));
}

/** Removes the keys past their keeping at `at`. */
export async function sweepKeys(ex: Executor, at: Date): Promise<void> {
  await ex.delete(idempotencyKey).where(lte(idempotencyKey.createdAt, keptSince(at)));
}
