import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createMessageCalls } from './messages.ts';

const answering = (data: unknown) =>
  recordingClient(() => ({ responseCode: 200, responseMessage: 'OK', data, dataList: [] }));

describe('message calls (issue 21, decision 1643)', () => {
  it.each([
    [
      'templates',
      (c: ReturnType<typeof createMessageCalls>) => c.templates('purchaseOrder', 'EMAIL', 'PO', 2),
      'GET',
      'chemical/purchaseOrder/messageTemplates',
      { channel: 'EMAIL', page: 2, size: 20, q: 'PO' },
    ],
    [
      'preview',
      (c: ReturnType<typeof createMessageCalls>) => c.preview('purchaseOrder', 7, 'EMAIL', 3),
      'GET',
      'chemical/purchaseOrder/messagePreview/7',
      { channel: 'EMAIL', templateId: 3 },
    ],
    [
      'preview without a template',
      (c: ReturnType<typeof createMessageCalls>) => c.preview('purchaseOrder', 7, 'EMAIL', null),
      'GET',
      'chemical/purchaseOrder/messagePreview/7',
      { channel: 'EMAIL' },
    ],
    [
      'SMS templates',
      (c: ReturnType<typeof createMessageCalls>) => c.templates('quotation', 'SMS', '', 1),
      'GET',
      'crm/quotation/messageTemplates',
      { channel: 'SMS', page: 1, size: 20 },
    ],
  ])('%s calls %s %s', async (_, call, method, url, params) => {
    const client = answering({});
    await firstValueFrom<unknown>(call(createMessageCalls(client)));
    expect(lastCall(client)).toMatchObject({ method, url, params });
  });

  it('sends the e-mail', async () => {
    const client = answering({ id: 1 });
    const send = { to: ['a@example.in'], cc: [], templateId: 3, subject: 'S', message: 'M' };
    await firstValueFrom(createMessageCalls(client).email('purchaseOrder', 7, send));
    expect(lastCall(client)).toMatchObject({
      method: 'POST',
      url: 'chemical/purchaseOrder/email/7',
      body: send,
    });
  });

  it('sends the SMS (decision 1624)', async () => {
    const client = answering({ id: 1 });
    await firstValueFrom(createMessageCalls(client).sms('quotation', 7, { to: '9876543210', templateId: 5 }));
    expect(lastCall(client)).toMatchObject({
      method: 'POST',
      url: 'crm/quotation/sms/7',
      body: { to: '9876543210', templateId: 5 },
    });
  });
});
