// The intake tokens of the digital platforms (issue 21, decision 1606): a plain table, no catalogue entry.
import {
  bigint,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { digitalPlatform } from './catalogue.generated.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A platform's one intake token, kept as its SHA-256 hash only (the token is shown once when made); revoking
 * deletes the row. The calls of the current minute count for the rate limit. The intake answers a lead the
 * funnel has already as it answers a new one; the row counts them for the platform's screen (decision 1862).
 */
export const intakeToken = pgTable(
  'intake_token',
  {
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    platformId: bigint('platform_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    windowStart: at('window_start').notNull().defaultNow(),
    windowCalls: integer('window_calls').notNull().default(0),
    repeatedLeads: integer('repeated_leads').notNull().default(0),
    lastRepeatedAt: at('last_repeated_at'),
    lastRepeatedEntryId: bigint('last_repeated_entry_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'intake_token_pkey', columns: [t.orgId, t.platformId] }),
    uniqueIndex('intake_token_hash').on(t.tokenHash),
    foreignKey({
      name: 'intake_token_platform_fkey',
      columns: [t.orgId, t.platformId],
      foreignColumns: [digitalPlatform.orgId, digitalPlatform.id],
    }).onDelete('cascade'),
  ],
);
