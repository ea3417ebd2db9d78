import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_STATUS } from '@erp/domain';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createDocumentCalls } from './documents.ts';

// Decision 0860: amend is a transition like submit; the earlier revisions are read with two calls.

const revision = {
  revision: 0,
  number: 'PO/2026-27/00001',
  status: DOCUMENT_STATUS.OPEN,
  reason: 'Rate revised',
  at: '2026-11-23T10:00:00.000Z',
  staff: { id: 1, name: 'Admin' },
};

function setup() {
  const client = recordingClient(() => ({
    responseCode: 200,
    responseMessage: 'OK',
    data: { ...revision, document: { id: 7 } },
    dataList: [revision],
    totalCount: 1,
  }));
  return { client, calls: createDocumentCalls(client, vi.fn()) };
}

describe('amendment calls', () => {
  it('POST {apiPath}/amend with { id, version, reason }', async () => {
    const { client, calls } = setup();
    await firstValueFrom(calls.transition('purchaseOrder', 'amend', { id: 7, version: 3, reason: 'Rate' }));
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'POST',
      url: 'chemical/purchaseOrder/amend',
      body: { id: 7, version: 3, reason: 'Rate' },
    });
  });

  it('GET {apiPath}/revisions/{id} and {apiPath}/revision/{id}/{revision}', async () => {
    const { client, calls } = setup();
    const page = await firstValueFrom(calls.revisions('salesOrder', 7));
    expect(page).toMatchObject({ rows: [revision], totalCount: 1 });
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'chemical/salesOrder/revisions/7',
    });
    expect(await firstValueFrom(calls.revision('purchaseOrder', 7, 0))).toEqual({
      ...revision,
      document: { id: 7 },
    });
    expect(lastCall(client)).toEqual({
      kind: 'request',
      method: 'GET',
      url: 'chemical/purchaseOrder/revision/7/0',
    });
  });
});
