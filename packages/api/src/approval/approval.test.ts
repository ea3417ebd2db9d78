import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createApprovalCalls } from './approval.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };

describe('approval calls', () => {
  it.each(['approveRequest', 'rejectRequest'] as const)(
    "spec §7: %s is multipart with one field 'data' holding JSON",
    async (call) => {
      const client = recordingClient();
      await firstValueFrom(createApprovalCalls(client)[call]({ moduleId: 3, entityId: 41, remarks: 'ok' }));
      const sent = lastCall(client);
      expect(sent).toMatchObject({ method: 'POST', url: `approvalEntityStatus/${call}` });
      const form = sent.body as FormData;
      expect([...form.keys()]).toEqual(['data']);
      expect(JSON.parse(String(form.get('data')))).toEqual({ moduleId: 3, entityId: 41, remarks: 'ok' });
    },
  );

  it('spec §7: reqToApprove and approvalFlow/getModule are JSON POSTs', async () => {
    const client = recordingClient(() => ({
      ...OK,
      data: { moduleId: 3, moduleName: 'chemical/salesOrder' },
    }));
    const calls = createApprovalCalls(client);
    await firstValueFrom(calls.requestApproval({ moduleId: 3, entityId: 41 }));
    expect(lastCall(client)).toMatchObject({
      url: 'approvalEntityStatus/reqToApprove',
      body: { moduleId: 3, entityId: 41 },
    });
    expect(await firstValueFrom(calls.getModule({ moduleName: 'chemical/salesOrder' }))).toEqual({
      moduleId: 3,
      moduleName: 'chemical/salesOrder',
    });
    expect(lastCall(client)).toMatchObject({
      url: 'approvalFlow/getModule',
      body: { moduleName: 'chemical/salesOrder' },
    });
  });

  it('issue 16: the pending list is a server page (page, size) with its totalCount', async () => {
    const row = { moduleId: 1, entityId: 7, number: 'PO/2026-27/00001' };
    const client = recordingClient(() => ({ ...OK, dataList: [row], totalCount: 41 }));
    expect(await firstValueFrom(createApprovalCalls(client).getPendingList({ page: 2, size: 20 }))).toEqual({
      rows: [row],
      totalCount: 41,
    });
    expect(lastCall(client)).toMatchObject({
      method: 'GET',
      url: 'approvalEntityStatus/getPendingList',
      params: { page: 2, size: 20 },
    });
  });

  it('spec §7: GET approvalStatusLog/{moduleId}/{entityId}', async () => {
    const log = [{ id: 1, status: 'request' }];
    const client = recordingClient(() => ({ ...OK, dataList: log }));
    expect(
      await firstValueFrom(createApprovalCalls(client).getStatusLog({ moduleId: 3, entityId: 41 })),
    ).toEqual(log);
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'approvalStatusLog/3/41' });
  });

  it('issue 16: GET approvalEntityStatus/{moduleId}/{entityId} says whether the user may decide', async () => {
    const state = { moduleId: 1, entityId: 7, request: null, mayDecide: false, refusal: 'Not waiting.' };
    const client = recordingClient(() => ({ ...OK, data: state }));
    expect(await firstValueFrom(createApprovalCalls(client).getState({ moduleId: 1, entityId: 7 }))).toEqual(
      state,
    );
    expect(lastCall(client)).toMatchObject({ method: 'GET', url: 'approvalEntityStatus/1/7' });
  });
});
