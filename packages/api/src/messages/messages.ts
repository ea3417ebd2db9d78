import { DOCUMENTS, LOOKUP_PAGE_SIZE, type DocumentKey } from '@erp/domain';
import type { Observable } from 'rxjs';
import { dataOf, pageOf } from '../client/calls.ts';
import type { Page } from '../client/envelope.ts';
import { request, type ApiClient } from '../client/client.ts';

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

/** Issue 21's message calls of every document (decisions 1640–1644). */
export interface MessageCalls {
  /** GET {apiPath}/messageTemplates: a page of the document's e-mail templates matching `q`. */
  templates(document: DocumentKey, q: string, page: number): Observable<Page<MessageTemplateRow>>;
  /** GET {apiPath}/messagePreview/{id}: the party's contacts, and the template filled when one is named. */
  preview(document: DocumentKey, id: number, templateId: number | null): Observable<MessagePreview>;
  /** POST {apiPath}/email/{id}: sent with the PDF attached. */
  email(document: DocumentKey, id: number, send: EmailSend): Observable<unknown>;
}

export function createMessageCalls(client: ApiClient): MessageCalls {
  const path = (document: DocumentKey, call: string): string => `${DOCUMENTS[document].apiPath}/${call}`;
  return {
    templates: (document, q, page) =>
      pageOf(
        client,
        request.get(path(document, 'messageTemplates'), {
          channel: 'EMAIL',
          page,
          size: LOOKUP_PAGE_SIZE,
          ...(q === '' ? {} : { q }),
        }),
      ),
    preview: (document, id, templateId) =>
      dataOf(
        client,
        request.get(path(document, `messagePreview/${id}`), {
          channel: 'EMAIL',
          ...(templateId === null ? {} : { templateId }),
        }),
      ),
    email: (document, id, send) => dataOf(client, request.post(path(document, `email/${id}`), send)),
  };
}
