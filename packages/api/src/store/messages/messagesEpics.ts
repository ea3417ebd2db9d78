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
    filter((action) => emailDialogOpened.match(action) || emailTemplateChosen.match(action)),
    switchMap(() => {
      const { subject, templateId } = state$.value.messages;
      if (!subject) return EMPTY;
      return defer(() => api.messages.preview(subject.document, subject.id, templateId)).pipe(
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
      const { subject } = state$.value.messages;
      if (!subject) return EMPTY;
      return defer(() => api.messages.templates(subject.document, query, page)).pipe(
        map(emailTemplatesLoaded),
        catchError((error: unknown) => of(emailFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );

/** Send: the dialog closes on success with a toast; a refusal (in words) stays in the dialog. */
export const emailSendEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(emailSendRequested.match),
    exhaustMap(() => {
      const { subject, values, templateId } = state$.value.messages;
      if (!subject || templateId === null) return EMPTY;
      const send = {
        to: addresses(values.to),
        cc: addresses(values.cc),
        templateId,
        subject: values.subject,
        message: values.message,
      };
      return defer(() => api.messages.email(subject.document, subject.id, send)).pipe(
        mergeMap(() => [emailSent(), toast.success(`${subject.number}: e-mail sent`)]),
        catchError((error: unknown) => of(emailFailed({ message: errorMessageOf(error) }))),
      );
    }),
  );
