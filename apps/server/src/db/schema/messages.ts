// The messages a document was sent as (issue 21, decision 1643): one row per e-mail or SMS that went out, owned
// by the messages service; who sent it, when, to whom, with which template, of which document. The
// document's audit trail names the send too.
import { bigint, bigserial, foreignKey, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisation } from './catalogue.generated.ts';

export const documentMessage = pgTable(
  'document_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: bigint('org_id', { mode: 'number' }).notNull(),
    /** The document (the DOCUMENTS key, `purchaseOrder`); no foreign key: one table for every type. */
    documentType: text('document_type').notNull(),
    documentId: bigint('document_id', { mode: 'number' }).notNull(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    /** The addresses (or the phone number) it went to, cc after to. */
    recipients: jsonb('recipients').$type<{ to: string[]; cc: string[] }>().notNull(),
    templateId: bigint('template_id', { mode: 'number' }),
    subject: text('subject'),
    body: text('body').notNull(),
    sentBy: bigint('sent_by', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('document_message_by_document').on(t.orgId, t.documentType, t.documentId, t.id),
    foreignKey({
      name: 'document_message_org_id_fkey',
      columns: [t.orgId],
      foreignColumns: [organisation.id],
    }),
  ],
);
