// A write sent twice is done once (issue 58, decision 2290): the key a write was sent with, kept in the
// write's own transaction, with what it answered, so that the same write sent again is answered again.
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** Whose key: one user's keys never answer another's writes. */
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    /** The write's method, address and body, hashed: the same key with another write is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's HTTP status and envelope; none while the write that holds the key is under way. */
    status: integer('status'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.staffId, t.key] }),
    index('idempotency_key_created_at_idx').on(t.createdAt),
  ],
);
