// Logins and sessions (migrations 0001, 0006): plain tables, no catalogue entry.
import { bigint, bigserial, foreignKey, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './catalogue.generated.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Failed logins, per user name and per address, for the login rate limit (before any organisation is known). */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failure_subject').on(t.subject, t.failedAt)],
);

/** Every token issued and not ended (decision 0214): a token is accepted only while its row is here. */
export const staffSession = pgTable(
  'staff_session',
  {
    tokenId: text('token_id').primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('staff_session_staff').on(t.staffId),
    index('staff_session_expiry').on(t.expiresAt),
    foreignKey({
      name: 'staff_session_org_id_staff_id_fkey',
      columns: [t.orgId, t.staffId],
      foreignColumns: [staff.orgId, staff.id],
    }).onDelete('cascade'),
  ],
);

/** Server-wide secrets generated on the first start when the environment gives none. */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
