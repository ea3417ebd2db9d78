import { describe, expect, it, vi } from 'vitest';
import { dependencies, marbles, stateOf, stubApi } from '../../../test/support/epics.ts';
import { ApiError } from '../../client/envelope.ts';
import { toast } from '../notifications/notificationsSlice.ts';
import { rootReducer } from '../rootReducer.ts';
import { sessionEnded } from '../session/sessionSlice.ts';
import { emailPreviewEpic, emailSendEpic, emailTemplatesEpic } from './messagesEpics.ts';
import {
  emailDialogClosed,
  emailDialogOpened,
  emailFailed,
  emailFieldChanged,
  emailPreviewLoaded,
  emailSendRequested,
  emailSent,
  emailTemplateChosen,
  emailTemplatesLoaded,
  emailTemplatesRequested,
  initialMessagesState,
  smsDialogOpened,
} from './messagesSlice.ts';

const subject = { document: 'purchaseOrder' as const, id: 7, number: 'PO/26-27/00007' };
const PREVIEW = {
  email: 'sales@reliance.example',
  phone: null,
  subject: 'Purchase order PO/26-27/00007',
  body: 'Dear Reliance…',
};
const refused = (message: string) => new ApiError(9422003, message, 422);
const messagesOf = (...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, rootReducer(undefined, { type: '@@test/init' })).messages;

describe('messages slice (decision 1643)', () => {
  it("fills To with the party's address, the subject and message with the chosen template", () => {
    const opened = emailDialogOpened(subject);
    expect(messagesOf(opened)).toMatchObject({ subject, previewing: true });
    const prefilled = messagesOf(opened, emailPreviewLoaded({ ...PREVIEW, subject: '', body: '' }));
    expect(prefilled.values).toEqual({ to: 'sales@reliance.example', cc: '', subject: '', message: '' });
    const typed = emailFieldChanged({ field: 'to', value: 'me@example.in' });
    const chosen = emailTemplateChosen({ id: 3, label: 'PO to supplier' });
    const filled = messagesOf(opened, typed, chosen, emailPreviewLoaded(PREVIEW));
    expect(filled.values).toEqual({
      to: 'me@example.in',
      cc: '',
      subject: 'Purchase order PO/26-27/00007',
      message: 'Dear Reliance…',
    });
    expect(filled).toMatchObject({ templateId: 3, templateLabel: 'PO to supplier', previewing: false });
  });

  it('pages the templates, adding a further page; busy while sending; a refusal stays; closes when sent', () => {
    const rows = (n: number) => [{ id: n, name: `T${n}` }];
    const first = [
      emailTemplatesRequested({ query: '', page: 1 }),
      emailTemplatesLoaded({ rows: rows(1), totalCount: 2 }),
    ];
    expect(messagesOf(...first)).toMatchObject({ templates: rows(1), hasMoreTemplates: true });
    const more = [
      emailTemplatesRequested({ query: '', page: 2 }),
      emailTemplatesLoaded({ rows: rows(2), totalCount: 2 }),
    ];
    expect(messagesOf(...first, ...more)).toMatchObject({
      templates: [...rows(1), ...rows(2)],
      hasMoreTemplates: false,
    });
    const opened = emailDialogOpened(subject);
    expect(messagesOf(opened, emailSendRequested()).sending).toBe(true);
    expect(messagesOf(opened, emailSendRequested(), emailFailed({ message: 'Refused' }))).toMatchObject({
      sending: false,
      error: 'Refused',
    });
    expect(messagesOf(opened, emailSent())).toEqual(initialMessagesState());
    expect(messagesOf(opened, emailDialogClosed())).toEqual(initialMessagesState());
    expect(messagesOf(opened, sessionEnded({ reason: 'logout' })).subject).toBeNull();
  });

  it("an SMS (decision 1624): To is the party's phone, the message the SMS template filled", () => {
    const opened = smsDialogOpened(subject);
    expect(messagesOf(opened)).toMatchObject({ subject, channel: 'SMS', previewing: true });
    const sms = { ...PREVIEW, phone: '9876543210', subject: '', body: 'Dear Reliance, PO/26-27/00007…' };
    const filled = messagesOf(
      opened,
      emailTemplateChosen({ id: 5, label: 'PO SMS' }),
      emailPreviewLoaded(sms),
    );
    expect(filled.values).toEqual({ to: '9876543210', cc: '', subject: '', message: sms.body });
    expect(messagesOf(opened, emailDialogClosed()).channel).toBe('EMAIL');
  });
});

describe('messages epics', () => {
  it('previews on opening and on each template chosen; a newer choice cancels the older', () => {
    const preview = vi.fn();
    marbles(({ hot, cold, expectObservable }) => {
      preview.mockReturnValueOnce(cold('--p|', { p: PREVIEW }));
      preview.mockReturnValueOnce(cold('-#', undefined, refused('The template "X" is not for e-mail.')));
      expectObservable(
        emailPreviewEpic(
          hot('-a---b', { a: emailDialogOpened(subject), b: emailTemplateChosen({ id: 3, label: 'X' }) }),
          stateOf({ messages: { subject, templateId: 3 } }),
          dependencies(stubApi({ messages: { preview } })),
        ),
      ).toBe('---p--f', {
        p: emailPreviewLoaded(PREVIEW),
        f: emailFailed({ message: 'The template "X" is not for e-mail.' }),
      });
    });
    expect(preview).toHaveBeenCalledWith('purchaseOrder', 7, 'EMAIL', 3);
  });

  it("asks the server for the document's templates, a page at a time", () => {
    const templates = vi.fn();
    const page = { rows: [{ id: 3, name: 'PO to supplier' }], totalCount: 1 };
    marbles(({ hot, cold, expectObservable }) => {
      templates.mockReturnValueOnce(cold('-t|', { t: page }));
      expectObservable(
        emailTemplatesEpic(
          hot('-a', { a: emailTemplatesRequested({ query: 'PO', page: 1 }) }),
          stateOf({ messages: { subject } }),
          dependencies(stubApi({ messages: { templates } })),
        ),
      ).toBe('--t', { t: emailTemplatesLoaded(page) });
    });
    expect(templates).toHaveBeenCalledWith('purchaseOrder', 'EMAIL', 'PO', 1);
  });

  it('sends to the addresses typed; sent closes with a toast, a refusal stays in the dialog', () => {
    const email = vi.fn();
    const values = { to: 'a@example.in, b@example.in', cc: '', subject: 'S', message: 'M' };
    marbles(({ hot, cold, expectObservable }) => {
      email.mockReturnValueOnce(cold('-s|', { s: {} }));
      email.mockReturnValueOnce(cold('-#', undefined, refused('The mail server refused your sign-in.')));
      expectObservable(
        emailSendEpic(
          hot('-a---a', { a: emailSendRequested() }),
          stateOf({ messages: { subject, values, templateId: 3 } }),
          dependencies(stubApi({ messages: { email } })),
        ),
      ).toBe('--(st)f', {
        s: emailSent(),
        t: toast.success('PO/26-27/00007: e-mail sent'),
        f: emailFailed({ message: 'The mail server refused your sign-in.' }),
      });
    });
    expect(email).toHaveBeenCalledWith('purchaseOrder', 7, {
      to: ['a@example.in', 'b@example.in'],
      cc: [],
      templateId: 3,
      subject: 'S',
      message: 'M',
    });
  });

  it("an SMS's preview and templates ask for the SMS channel (decision 1624)", () => {
    const preview = vi.fn();
    const templates = vi.fn();
    const page = { rows: [{ id: 5, name: 'Quotation SMS' }], totalCount: 1 };
    marbles(({ hot, cold, expectObservable }) => {
      preview.mockReturnValueOnce(cold('-p|', { p: PREVIEW }));
      templates.mockReturnValueOnce(cold('-t|', { t: page }));
      const state = stateOf({ messages: { subject, channel: 'SMS', templateId: null } });
      const api = dependencies(stubApi({ messages: { preview, templates } }));
      expectObservable(emailPreviewEpic(hot('-a', { a: smsDialogOpened(subject) }), state, api)).toBe('--p', {
        p: emailPreviewLoaded(PREVIEW),
      });
      expectObservable(
        emailTemplatesEpic(hot('-a', { a: emailTemplatesRequested({ query: '', page: 1 }) }), state, api),
      ).toBe('--t', { t: emailTemplatesLoaded(page) });
    });
    expect(preview).toHaveBeenCalledWith('purchaseOrder', 7, 'SMS', null);
    expect(templates).toHaveBeenCalledWith('purchaseOrder', 'SMS', '', 1);
  });

  it('sends an SMS to the phone with the template; a refusal in words stays in the dialog', () => {
    const sms = vi.fn();
    const values = { to: ' 9876543210 ', cc: '', subject: '', message: 'Dear Reliance…' };
    const notReady = new ApiError(9422002, 'Choose an SMS template of Purchase Order.', 422);
    marbles(({ hot, cold, expectObservable }) => {
      sms.mockReturnValueOnce(cold('-s|', { s: {} }));
      sms.mockReturnValueOnce(cold('-#', undefined, notReady));
      expectObservable(
        emailSendEpic(
          hot('-a---a', { a: emailSendRequested() }),
          stateOf({ messages: { subject, channel: 'SMS', values, templateId: 5 } }),
          dependencies(stubApi({ messages: { sms } })),
        ),
      ).toBe('--(st)f', {
        s: emailSent(),
        t: toast.success('PO/26-27/00007: SMS sent'),
        f: emailFailed({ message: 'Choose an SMS template of Purchase Order.' }),
      });
    });
    expect(sms).toHaveBeenCalledWith('purchaseOrder', 7, { to: '9876543210', templateId: 5 });
  });
});
