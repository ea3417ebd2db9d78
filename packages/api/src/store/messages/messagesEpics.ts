import { EMPTY, catchError, defer, exhaustMap, filter, map, mergeMap, of, switchMap } from 'rxjs';
import { errorMessageOf } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import type { AppEpic } from '../types.ts';
import {
  emailDialogOpened,
  emailFailed,
  emailPreviewLoaded,
  emailSendRequested,
  emailSent,
  emailTemplateChosen,
  emailTemplatesLoaded,
  emailTemplatesRequested,
  smsDialogOpened,
} from './messagesSlice.ts';

/** Addresses typed comma (or semicolon) separated, blanks left out. */
const addresses = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** On opening, and on each template chosen, the preview: the party's address, the template filled. */
export const emailPreviewEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(
      (action) =>
        emailDialogOpened.match(action) || smsDialogOpened.match(action) || emailTemplateChosen.match(action),
    ),
    switchMap(() => {
      const { subject, channel, templateId } = state$.value.messages;
      if (!subject) return EMPTY;
      return defer(() => api.messages.preview(subject.document, subject.id, channel, templateId)).pipe(
        map(emailPreviewLoaded),
        catchError((error: unknown) => of(emailFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );

/** The picker's page of templates: a newer search cancels the older (decision 0612). */
export const emailTemplatesEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(emailTemplatesRequested.match),
    switchMap(({ payload: { query, page } }) => {
      const { subject, channel } = state$.value.messages;
      if (!subject) return EMPTY;
      return defer(() => api.messages.templates(subject.document, channel, query, page)).pipe(
        map(emailTemplatesLoaded),
        catchError((error: unknown) => of(emailFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );

/**
 * Send, by the dialog's channel: an e-mail to the addresses typed, or an SMS to the phone with the template
 * (its text is the server's filling, decision 1644). The dialog closes on success with a toast; a refusal
 * (in words) stays in the dialog.
 */
export const emailSendEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(emailSendRequested.match),
    exhaustMap(() => {
      const { subject, channel, values, templateId } = state$.value.messages;
      if (!subject || templateId === null) return EMPTY;
      const send = () =>
        channel === 'SMS'
          ? api.messages.sms(subject.document, subject.id, { to: values.to.trim(), templateId })
          : api.messages.email(subject.document, subject.id, {
              to: addresses(values.to),
              cc: addresses(values.cc),
              templateId,
              subject: values.subject,
              message: values.message,
            });
      const done = channel === 'SMS' ? 'SMS sent' : 'e-mail sent';
      return defer(send).pipe(
        mergeMap(() => [emailSent(), toast.success(`${subject.number}: ${done}`)]),
        catchError((error: unknown) => of(emailFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );
