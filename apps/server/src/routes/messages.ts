import { z } from 'zod';
import { parseWith } from '../core/parse.ts';
import type { DocumentResource } from '../documents/resource.ts';
import { ok, okList } from '../http/envelope.ts';
import type { ApiRouter } from '../http/router.ts';
import type { MessageService } from '../messages/service.ts';
import { parseId } from '../resources/parse.ts';
import { documentAccess } from './documents.ts';
import { idParams, listQuerySchema, whole } from './list-query.ts';

const RECIPIENTS_MAX = 20;

const address = (label: string) =>
  z
    .string({ error: `${label} must be an e-mail address` })
    .trim()
    .pipe(z.email({ error: `${label} must be an e-mail address, like name@example.com` }));

const templateId = z
  .number({ error: 'Choose a message template' })
  .int({ error: 'Choose a message template' })
  .positive({ error: 'Choose a message template' });

/** `POST {document}/email/{id}`: to whom, the template, and the subject or message when the sender changed them. */
const emailBody = z.object({
  to: z
    .array(address('To'), { error: 'To must list e-mail addresses' })
    .min(1, { error: 'Give at least one address to send to' })
    .max(RECIPIENTS_MAX, { error: `Send to at most ${RECIPIENTS_MAX} addresses at a time` }),
  cc: z
    .array(address('Cc'), { error: 'Cc must list e-mail addresses' })
    .max(RECIPIENTS_MAX, { error: `Copy at most ${RECIPIENTS_MAX} addresses at a time` })
    .default([]),
  templateId,
  subject: z
    .string({ error: 'Subject must be text' })
    .trim()
    .min(1, { error: 'Subject cannot be empty' })
    .max(200, { error: 'Subject must be at most 200 characters' })
    .optional(),
  message: z
    .string({ error: 'Message must be text' })
    .max(10_000, { error: 'Message must be at most 10000 characters' })
    .optional(),
});

/** `POST {document}/sms/{id}`: a mobile number (10 digits, or with its country code) and the template. */
const smsBody = z.object({
  to: z
    .string({ error: 'Phone must be a mobile number' })
    .trim()
    .regex(/^\+?[0-9]{10,15}$/, { error: 'Phone must be a mobile number of 10 to 15 digits' }),
  templateId,
});

const channel = z.enum(['EMAIL', 'SMS'], { error: 'Channel must be EMAIL or SMS' }).default('EMAIL');

const templateQuery = listQuerySchema.extend({ channel });
const previewQuery = z.object({ channel, templateId: whole('Template', 1, Number.MAX_SAFE_INTEGER) });

/**
 * The message calls of every document (issue 21, decision 1643): each `DOCUMENTS` entry prints, so each is
 * sent the same way. Whoever may read the document (and so print it) may send it.
 */
export function registerMessageRoutes(
  router: ApiRouter,
  messages: MessageService,
  resource: DocumentResource,
): void {
  const path = resource.apiPath;
  const { read } = documentAccess(resource);

  router.route('GET', `${path}/messageTemplates`, read, async (request, session) => {
    const { channel: wanted, ...query } = parseWith(templateQuery, request.query);
    const list = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    const { rows, total } = await messages.templateList(resource, session.caller, wanted, list);
    return okList(rows, total);
  });
  router.route('GET', `${path}/messagePreview/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    const query = parseWith(previewQuery, request.query);
    return ok(await messages.preview(resource, session.caller, id, query.channel, query.templateId));
  });
  router.route('POST', `${path}/email/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    const body = parseWith(emailBody, request.body);
    return ok(await messages.email(resource, session.caller, id, body), 'E-mail sent');
  });
  router.route('POST', `${path}/sms/:id`, read, async (request, session) => {
    const id = parseId(parseWith(idParams, request.params).id);
    const body = parseWith(smsBody, request.body);
    return ok(await messages.textMessage(resource, session.caller, id, body), 'SMS sent');
  });
}
