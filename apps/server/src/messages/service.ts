import {
  ANY_DOCUMENT,
  RESPONSE_CODES,
  documentPlaceholders,
  placeholderProblem,
  placeholderValues,
  renderTemplate,
  unknownPlaceholders,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SecretBox } from '../auth/secrets.ts';
import type { Caller } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { auditLog, documentMessage, emailUserConfig, party } from '../db/schema.ts';
import type { DocumentPrinter } from '../documents/print.ts';
import type { DocumentResource } from '../documents/resource.ts';
import type { DocumentService } from '../documents/service.ts';
import { isId } from '../documents/taxes.ts';
import type { Resource } from '../resources/resource.ts';
import type { ResourceService } from '../resources/service.ts';
import { configValues } from '../stores/sys-config.ts';
import type { ListQuery, ListResult, Row } from '../stores/types.ts';
import { sendMail, type SmtpAccount } from './mailer.ts';
import type { SmsProvider } from './sms.ts';

/** The channels a document is sent by, as a message template names them. */
export type MessageChannel = 'EMAIL' | 'SMS';

/** An e-mail of a document: the template's subject and body unless the sender wrote their own. */
export interface EmailRequest {
  to: string[];
  cc: string[];
  templateId: number;
  subject?: string | undefined;
  message?: string | undefined;
}

/** What the send dialog shows before sending: the party's address and phone, the template rendered. */
export interface MessagePreview {
  email: string | null;
  phone: string | null;
  subject: string;
  body: string;
}

/** A message sent and recorded. */
export interface SentMessage {
  id: number;
  channel: MessageChannel;
  to: string[];
  cc: string[];
  subject: string | null;
  body: string;
  sentAt: string;
}

const notReady = (message: string) => new AppError(RESPONSE_CODES.MESSAGE_NOT_READY, message);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A printable document sent as an e-mail (its PDF attached) or an SMS, its text from a message template filled
 * for it (issue 21, decisions 1640–1644); each send recorded (`document_message`) and in the document's trail.
 */
export class MessageService {
  constructor(
    private readonly database: Database,
    private readonly documents: DocumentService,
    private readonly templates: Resource,
    private readonly resources: ResourceService,
    private readonly printer: DocumentPrinter,
    private readonly box: SecretBox,
    private readonly sms: SmsProvider,
    /** Certificates trusted for the mail server beside Node's (decision 1812: a test's own). */
    private readonly mailTrust: readonly string[] = [],
  ) {}

  /** The active templates of the channel for this document type or any, paged and searched on the server. */
  async templateList(
    resource: DocumentResource,
    caller: Caller,
    channel: MessageChannel,
    query: ListQuery,
  ): Promise<ListResult> {
    return this.resources.list(this.templates, caller, {
      sort: 'name',
      ...query,
      conditions: [
        sql`t.channel = ${channel}`,
        sql`coalesce(nullif(t.document_type, ''), ${ANY_DOCUMENT}) IN (${resource.def.key}, ${ANY_DOCUMENT})`,
        sql`t.active IS NOT FALSE`,
      ],
    });
  }

  /** The party's address and phone, and the template (when one is named) rendered for the document. */
  async preview(
    resource: DocumentResource,
    caller: Caller,
    id: number,
    channel: MessageChannel,
    templateId: number | undefined,
  ): Promise<MessagePreview> {
    const row = await this.documents.get(resource, caller, id);
    const contact = await this.partyOf(caller, row);
    const filled =
      templateId === undefined
        ? { subject: '', body: '' }
        : await this.rendered(resource, caller, row, contact.name, channel, templateId);
    return { email: contact.email, phone: contact.phone, ...filled };
  }

  /** Sends the document's PDF by e-mail from the caller's mail profile, then records it; a refusal records nothing. */
  async email(
    resource: DocumentResource,
    caller: Caller,
    id: number,
    request: EmailRequest,
  ): Promise<SentMessage> {
    const row = await this.documents.get(resource, caller, id);
    const contact = await this.partyOf(caller, row);
    const filled = await this.rendered(resource, caller, row, contact.name, 'EMAIL', request.templateId);
    const subject = request.subject ?? filled.subject;
    const body = request.message ?? filled.body;
    const account = await this.account(caller);
    const { fileName, pdf } = await this.printer.print(resource, caller, id);
    await sendMail(account, {
      to: request.to,
      cc: request.cc,
      subject,
      text: body,
      attachments: [{ fileName, content: pdf, contentType: 'application/pdf' }],
    });
    return this.record(resource, caller, id, {
      channel: 'EMAIL',
      to: request.to,
      cc: request.cc,
      templateId: request.templateId,
      subject,
      body,
    });
  }

  /** Sends the template filled for the document as an SMS through the provider, then records it. */
  async textMessage(
    resource: DocumentResource,
    caller: Caller,
    id: number,
    request: { to: string; templateId: number },
  ): Promise<SentMessage> {
    const row = await this.documents.get(resource, caller, id);
    const contact = await this.partyOf(caller, row);
    const { body } = await this.rendered(resource, caller, row, contact.name, 'SMS', request.templateId);
    await this.sms.send(request.to, body);
    return this.record(resource, caller, id, {
      channel: 'SMS',
      to: [request.to],
      cc: [],
      templateId: request.templateId,
      subject: null,
      body,
    });
  }

  /** The template of the caller's organisation, of the channel and for this document, filled for the row. */
  private async rendered(
    resource: DocumentResource,
    caller: Caller,
    row: Row,
    partyName: string | null,
    channel: MessageChannel,
    templateId: number,
  ): Promise<{ subject: string; body: string }> {
    const template = await this.templates.store.get(this.database.db, caller, templateId);
    if (!template || template.active === false)
      throw notReady('The message template was not found. Choose another template.');
    if (template.channel !== channel)
      throw notReady(
        `The template "${text(template.name)}" is not for ${channel === 'SMS' ? 'SMS' : 'e-mail'}.`,
      );
    const type = text(template.documentType) || ANY_DOCUMENT;
    if (type !== ANY_DOCUMENT && type !== resource.def.key)
      throw notReady(`The template "${text(template.name)}" is not for a ${resource.def.label}.`);
    const placeholders = documentPlaceholders(resource.def);
    const texts = [text(template.subject), text(template.body)];
    const problem = placeholderProblem(
      unknownPlaceholders(texts, new Set(placeholders.keys())),
      resource.def.label,
    );
    if (problem) throw notReady(`${problem}: choose another template or change this one.`);
    const values = placeholderValues(placeholders, row, partyName);
    return { subject: renderTemplate(texts[0] ?? '', values), body: renderTemplate(texts[1] ?? '', values) };
  }

  /** The document's party: its name, e-mail and phone (none for a document with nobody). */
  private async partyOf(caller: Caller, row: Row) {
    const [found] = isId(row.partyId)
      ? await this.database.db
          .select({ name: party.companyName, email: party.email, phone: party.phone })
          .from(party)
          .where(and(eq(party.orgId, caller.orgId), eq(party.id, row.partyId)))
      : [];
    return {
      name: found?.name ?? null,
      email: found?.email || null,
      phone: found?.phone || null,
    };
  }

  /** The organisation's mail server and the caller's mail profile, its password opened. */
  private async account(caller: Caller): Promise<SmtpAccount> {
    const db = this.database.db;
    const [profile] = await db
      .select({ email: emailUserConfig.email, sealed: emailUserConfig.passwordEncrypted })
      .from(emailUserConfig)
      .where(and(eq(emailUserConfig.orgId, caller.orgId), eq(emailUserConfig.staffId, caller.staffId)));
    if (!profile)
      throw notReady(
        'Set up your mail first: add your e-mail address and its password in your profile (Mail Profile).',
      );
    const config = await configValues(db, caller, ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE']);
    const host = (config.get('SMTP_HOST') ?? '').trim();
    if (host === '')
      throw notReady('No mail server is set: an administrator sets SMTP_HOST in system config.');
    const port = Number(config.get('SMTP_PORT') || '587');
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw notReady('SMTP_PORT in system config must be a port number from 1 to 65535.');
    return {
      host,
      port,
      secure: config.get('SMTP_SECURE') === 'YES',
      user: profile.email,
      password: this.box.open(profile.sealed),
      trusted: this.mailTrust,
    };
  }

  /** The send, recorded and in the document's audit trail, in one transaction. */
  private async record(
    resource: DocumentResource,
    caller: Caller,
    id: number,
    sent: Omit<SentMessage, 'id' | 'sentAt'> & { templateId: number },
  ): Promise<SentMessage> {
    return this.database.transaction(async (tx: Executor) => {
      const [row] = await tx
        .insert(documentMessage)
        .values({
          orgId: caller.orgId,
          documentType: resource.def.key,
          documentId: id,
          channel: sent.channel,
          recipients: { to: sent.to, cc: sent.cc },
          templateId: sent.templateId,
          subject: sent.subject,
          body: sent.body,
          sentBy: caller.staffId,
        })
        .returning({ id: documentMessage.id, sentAt: documentMessage.sentAt });
      if (!row) throw new Error('message not recorded');
      await tx.insert(auditLog).values({
        orgId: caller.orgId,
        tableName: resource.store.def.table,
        recordId: id,
        action: sent.channel === 'EMAIL' ? 'email' : 'sms',
        staffId: caller.staffId,
        changes: {
          to: [null, [...sent.to, ...sent.cc].join(', ')],
          templateId: [null, sent.templateId],
          ...(sent.subject === null ? {} : { subject: [null, sent.subject] }),
        },
      });
      const { channel, to, cc, subject, body } = sent;
      return { id: row.id, sentAt: row.sentAt.toISOString(), channel, to, cc, subject, body };
    });
  }
}
