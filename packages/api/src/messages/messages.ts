import { DOCUMENTS, LOOKUP_PAGE_SIZE, type DocumentKey } from '@erp/domain';
import type { Observable } from 'rxjs';
import { dataOf, pageOf } from '../client/calls.ts';
import type { Page } from '../client/envelope.ts';
import { request, type ApiClient } from '../client/client.ts';

/** How a document is sent (decisions 1643, 1644): by e-mail with its PDF, or by SMS. */
export type MessageChannel = 'EMAIL' | 'SMS';

/** A message template as the send dialog's picker lists it. */
export interface MessageTemplateRow {
  id: number;
  name: string;
}

/** The party's address and phone, and the chosen template filled for the document (decision 1643). */
export interface MessagePreview {
  email: string | null;
  phone: string | null;
  subject: string;
  body: string;
}

/** An e-mail of a document: to whom, the template, and the subject and message the sender kept or wrote. */
export interface EmailSend {
  to: string[];
  cc: string[];
  templateId: number;
  subject: string;
  message: string;
}

/** An SMS of a document: the mobile number and the SMS template filled for it. */
export interface SmsSend {
  to: string;
  templateId: number;
}

/** Issue 21's message calls of every document (decisions 1640–1644). */
export interface MessageCalls {
  /** GET {apiPath}/messageTemplates: a page of the document's templates of the channel matching `q`. */
  templates(
    document: DocumentKey,
    channel: MessageChannel,
    q: string,
    page: number,
  ): Observable<Page<MessageTemplateRow>>;
  /** GET {apiPath}/messagePreview/{id}: the party's contacts, and the template filled when one is named. */
  preview(
    document: DocumentKey,
    id: number,
    channel: MessageChannel,
    templateId: number | null,
  ): Observable<MessagePreview>;
  /** POST {apiPath}/email/{id}: sent with the PDF attached. */
  email(document: DocumentKey, id: number, send: EmailSend): Observable<unknown>;
  /** POST {apiPath}/sms/{id}: the template filled, through the SMS provider (decision 1644). */
  sms(document: DocumentKey, id: number, send: SmsSend): Observable<unknown>;
}

export function createMessageCalls(client: ApiClient): MessageCalls {
  const path = (document: DocumentKey, call: string): string => `${DOCUMENTS[document].apiPath}/${call}`;
  return {
    templates: (document, channel, q, page) =>
      pageOf(
        client,
        request.get(path(document, 'messageTemplates'), {
          channel,
          page,
          size: LOOKUP_PAGE_SIZE,
          ...(q === '' ? {} : { q }),
        }),
      ),
    preview: (document, id, channel, templateId) =>
      dataOf(
        client,
        request.get(path(document, `messagePreview/${id}`), {
          channel,
          ...(templateId === null ? {} : { templateId }),
        }),
      ),
    email: (document, id, send) => dataOf(client, request.post(path(document, `email/${id}`), send)),
    sms: (document, id, send) => dataOf(client, request.post(path(document, `sms/${id}`), send)),
  };
}
