import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { lastCall, recordingClient } from '../../test/support/fakeClient.ts';
import { createApprovalCalls } from './approval.ts';

const OK = { responseCode: 200, responseMessage: 'OK' };

describe('approval calls', () => {
  it("spec §7: approveRequest is multipart with one field 'data' holding JSON", async () => {
    const client = recordingClient();
    await firstValueFrom(
      createApprovalCalls(client).approveRequest({ moduleId: 3, entityId: 41, remarks: 'ok' }),
    );
    const call = lastCall(client);
    expect(call).toMatchObject({ method: 'POST', url: 'approvalEntityStatus/approveRequest' });
    const form = call.body as FormData;
    expect([...form.keys()]).toEqual(['data']);
    expect(JSON.parse(String(form.get('data')))).toEqual({ moduleId: 3, entityId: 41, remarks: 'ok' });
  });

  it('spec §7: rejectRequest, reqToApprove and approvalFlow/getModule are JSON POSTs', async () => {
    const client = recordingClient(() => ({ ...OK, data: { moduleId: 3, moduleName: 'salesOrder' } }));
    const calls = createApprovalCalls(client);
    await firstValueFrom(calls.rejectRequest({ moduleId: 3, entityId: 41, remarks: 'rate too low' }));
    expect(lastCall(client)).toMatchObject({
      url: 'approvalEntityStatus/rejectRequest',
      body: { moduleId: 3, entityId: 41 },
    });
    await firstValueFrom(calls.requestApproval({ moduleId: 3, entityId: 41 }));
    expect(lastCall(client)).toMatchObject({
      url: 'approvalEntityStatus/reqToApprove',
      body: { moduleId: 3, entityId: 41 },
    });
    expect(await firstValueFrom(calls.getModule({ moduleName: 'salesOrder' }))).toEqual({
      moduleId: 3,
      moduleName: 'salesOrder',
    });
    expect(lastCall(client)).toMatchObject({
      url: 'approvalFlow/getModule',
      body: { moduleName: 'salesOrder' },
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
});
